//! The Grundy figure: a game's table, P-positions and the lab's verdict, and the mex explanation of one heap size.

use crate::link::GameLink;
use lab_engine::driver::Driver;
use lab_engine::explain::explain;
use lab_engine::verdict::{p_positions, Verdict};
use serde_json::{json, Value};

/// The most options one explanation lists.
pub const MAX_LISTED_OPTIONS: usize = 2_000;

/// A computed table with everything the page draws.
#[derive(Debug, Clone)]
pub struct GrundyFigure {
    link: GameLink,
    grundy: Vec<u32>,
    verdict: Verdict,
}

impl GrundyFigure {
    /// Computes the figure a query string asks for.
    ///
    /// # Errors
    /// The link's message (see [`GameLink::parse`]).
    ///
    /// # Complexity
    /// That of the game's table builder up to the link's `upto` (bounded by [`crate::link::upto_limit`]).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// let fig = GrundyFigure::new("game=subtraction&moves=1,2&upto=6").unwrap();
    /// assert_eq!(fig.values(), &[0, 1, 2, 0, 1, 2, 0]);
    /// ```
    pub fn new(query: &str) -> Result<Self, String> {
        let link = GameLink::parse(query)?;
        // The lab's driver: the sparse-space builder for octal games and two-part splits.
        let grundy = Driver::new(link.game.clone())
            .build_to(link.upto, |_| Ok(()))?
            .to_u32();
        let verdict = Verdict::new(&link.game, &grundy);
        Ok(GrundyFigure {
            link,
            grundy,
            verdict,
        })
    }

    /// `g(0..=upto)`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// assert_eq!(GrundyFigure::new("game=grundy&upto=4").unwrap().values(), &[0, 0, 0, 1, 0]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.grundy
    }

    /// The verdict, as grundy-lab states it.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// let fig = GrundyFigure::new("game=subtraction&moves=2,5,7&upto=40").unwrap();
    /// assert_eq!(fig.verdict().period, Some(22));
    /// ```
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// The figure as JSON: `query`, `command`, `title`, `upto`, `first_position`, `selected`,
    /// `grundy`, `p_positions`, `max_value` and `verdict` (`kind`, `preperiod`, `period`,
    /// `saltus`, `proven`, `proof`, `sentence`).
    ///
    /// # Complexity
    /// O(upto).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// let fig = GrundyFigure::new("game=subtraction&moves=1,2&upto=6").unwrap();
    /// let v: serde_json::Value = serde_json::from_str(&fig.json()).unwrap();
    /// assert_eq!(v["p_positions"], serde_json::json!([0, 3, 6]));
    /// ```
    pub fn json(&self) -> String {
        let game = &self.link.game;
        let v = &self.verdict;
        json!({
            "query": self.link.query(),
            "command": game.command(),
            "title": game.title(),
            "upto": self.link.upto,
            "first_position": game.first_position(),
            "selected": self.link.selected,
            "grundy": self.grundy,
            "p_positions": p_positions(game, &self.grundy),
            "max_value": v.max_value,
            "verdict": {
                "kind": v.kind,
                "preperiod": v.preperiod,
                "period": v.period,
                "saltus": v.saltus,
                "proven": v.proven,
                "proof": v.proof,
                "sentence": v.sentence,
            },
        })
        .to_string()
    }

    /// Why `g(n)` is what it is, as JSON: `n`, `g`, `options` (each `heaps` left and their
    /// `value`), `complete`, `reachable`, `mex`, `sentence`; or `error` when n is not a position of the table.
    ///
    /// # Complexity
    /// O(min(options of n, [`MAX_LISTED_OPTIONS`])).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// let fig = GrundyFigure::new("game=subtraction&moves=2,5,7&upto=40").unwrap();
    /// let v: serde_json::Value = serde_json::from_str(&fig.explain_json(7)).unwrap();
    /// // 7 − 2 = 5, 7 − 5 = 2 and 7 − 7 = 0 have values 2, 1 and 0.
    /// assert_eq!(v["reachable"], serde_json::json!([0, 1, 2]));
    /// assert_eq!(v["mex"], 3);
    /// ```
    pub fn explain_json(&self, n: usize) -> String {
        let first = self.link.game.first_position();
        if n < first || n > self.link.upto {
            return json!({
                "error": format!("n = {n} is not a heap size of this table ({first} to {})", self.link.upto)
            })
            .to_string();
        }
        let e = explain(&self.link.game, &self.grundy, n, MAX_LISTED_OPTIONS);
        let options: Vec<Value> = e
            .options
            .iter()
            .map(|o| json!({ "heaps": o.heaps, "value": o.value }))
            .collect();
        json!({
            "n": n,
            "g": self.grundy[n],
            "options": options,
            "complete": e.complete,
            "reachable": e.reachable,
            "mex": e.mex,
            "sentence": e.sentence(),
        })
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lab_engine::game::Game;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// g(n) by the definition: mex over removing s ∈ S, from a plain recursion-free loop.
    fn brute_subtraction(moves: &[usize], upto: usize) -> Vec<u32> {
        let mut g = Vec::new();
        for n in 0..=upto {
            let seen: Vec<u32> = moves
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| g[n - s])
                .collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn random_subtraction_links_match_the_definition() {
        let mut rng = StdRng::seed_from_u64(2024);
        for _ in 0..300 {
            let moves: Vec<usize> = (0..rng.gen_range(1..5))
                .map(|_| rng.gen_range(1..15))
                .collect();
            let upto = rng.gen_range(0..120);
            let list: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            let fig = GrundyFigure::new(&format!(
                "game=subtraction&moves={}&upto={upto}",
                list.join(",")
            ))
            .unwrap();
            let mut set = moves.clone();
            set.sort_unstable();
            set.dedup();
            assert_eq!(fig.values(), brute_subtraction(&set, upto));
            let v: Value = serde_json::from_str(&fig.json()).unwrap();
            let zeros: Vec<usize> = (0..=upto).filter(|&n| fig.values()[n] == 0).collect();
            assert_eq!(v["p_positions"], json!(zeros));
            let n = rng.gen_range(0..=upto);
            let e: Value = serde_json::from_str(&fig.explain_json(n)).unwrap();
            assert_eq!(e["mex"], fig.values()[n]);
            assert_eq!(e["g"], fig.values()[n]);
        }
    }

    #[test]
    fn the_verdict_is_the_labs_sentence() {
        let fig = GrundyFigure::new("game=subtraction&moves=2,5,7&upto=40").unwrap();
        let game = Game::Subtraction(vec![2, 5, 7]);
        let lab = Verdict::new(&game, &game.grundy(40));
        let v: Value = serde_json::from_str(&fig.json()).unwrap();
        assert_eq!(v["verdict"]["sentence"], lab.sentence.as_str());
        assert_eq!(v["verdict"]["period"], 22);
        assert_eq!(v["query"], "game=subtraction&moves=2,5,7&upto=40");
    }

    #[test]
    fn kayles_explanations_list_one_and_two_heap_options() {
        let fig = GrundyFigure::new("game=octal&code=0.77&upto=200").unwrap();
        let e: Value = serde_json::from_str(&fig.explain_json(4)).unwrap();
        // Remove 1 or 2 pins from the end or from the middle of a row of 4.
        assert_eq!(
            e["options"],
            json!([
                {"heaps": [3], "value": 3},
                {"heaps": [1, 2], "value": 3},
                {"heaps": [2], "value": 2},
                {"heaps": [1, 1], "value": 0},
            ])
        );
        assert_eq!(e["mex"], 1);
        let err: Value = serde_json::from_str(&fig.explain_json(201)).unwrap();
        assert!(err["error"].as_str().unwrap().contains("201"));
    }

    #[test]
    fn every_game_explains_every_value_of_its_largest_table() {
        for query in [
            "game=grundy&upto=5000",
            "game=octal&code=4.7&upto=300",
            "game=split&parts=3&unequal=1&take=1&upto=120",
            "game=divisors&upto=20000",
        ] {
            let fig = GrundyFigure::new(query).unwrap();
            let step = (fig.values().len() / 97).max(1);
            for n in (fig.link.game.first_position()..fig.values().len()).step_by(step) {
                let e: Value = serde_json::from_str(&fig.explain_json(n)).unwrap();
                if e["complete"] == true {
                    assert_eq!(e["mex"], fig.values()[n], "{query} n = {n}");
                }
            }
        }
    }
}
