//! The Grundy figure: a game's table, P-positions (by residue when periodic), the lab's verdict in words, and the mex explanation of one heap size.

use crate::i18n::{fill, text, Lang, Msg};
use crate::link::{upto_limit, GameLink};
use lab_engine::patterns::classes::{find_class_rule, ClassRule};
use lab_engine::patterns::explain::{explain, Successor};
use lab_engine::patterns::verdict::{p_positions, Verdict};
use lab_engine::tables::driver::Driver;
use lab_engine::tables::game::Game;
use lab_engine::tables::split::SplitRule;
use serde_json::{json, Value};

/// The most options one explanation lists.
pub const MAX_LISTED_OPTIONS: usize = 200;

/// The most P-positions written out in the list under the verdict.
const LISTED_P_POSITIONS: usize = 60;

/// `g(0..=upto)` of `game`, by lab-engine's best builder for it (the sparse-space one for
/// octal games and two-part splits). The page's only table-building call.
///
/// The table grows by factors of 4 from 2000; once the lab's verdict proves a period
/// (Guy–Smith or the window argument), the rest is that period: exact, and what lets
/// octal games without a sparse mask (Dawson's Kayles) reach 10^5 values at once.
///
/// # Complexity
/// That of the builder the table driver picks, up to the first proven table (at most
/// `upto`), then O(upto).
///
/// # Example
/// ```
/// use grundy_web::grundy::table;
/// use lab_engine::tables::game::Game;
/// use lab_engine::tables::split::SplitRule;
/// assert_eq!(table(&Game::Split(SplitRule::GRUNDY), 5), [0, 0, 0, 1, 0, 2]);
/// ```
pub fn table(game: &Game, upto: usize) -> Vec<u32> {
    // lab-engine's table driver picks the builder (sparse space for octal games and
    // two-part splits) and grows the one table in place.
    let mut driver = Driver::new(game.clone());
    let mut to = upto.min(2_000);
    loop {
        let mut g = match driver.build_to(to, |_| Ok(())) {
            Ok(values) => values.to_u32(),
            Err(never) => unreachable!("only the progress callback can stop a build: {never}"),
        };
        if to == upto {
            return g;
        }
        let v = Verdict::new(game, &g);
        if let (true, Some(0), Some(p)) = (v.proven, v.saltus, v.period) {
            for n in g.len()..=upto {
                g.push(g[n - p]);
            }
            return g;
        }
        to = upto.min(to * 4);
    }
}

/// A computed table with everything the page draws.
#[derive(Debug, Clone)]
pub struct GrundyFigure {
    link: GameLink,
    grundy: Vec<u32>,
    verdict: Verdict,
    /// When no period is claimed: the P-positions as residues plus catalogue exceptions.
    p_rule: Option<ClassRule>,
}

impl GrundyFigure {
    /// Computes the figure a query string asks for.
    ///
    /// # Errors
    /// The link's message (see [`GameLink::parse`]).
    ///
    /// # Complexity
    /// That of [`table`] up to the link's `upto` (bounded by [`crate::link::upto_limit`]).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// let fig = GrundyFigure::new("game=subtraction&moves=1,2&upto=6").unwrap();
    /// assert_eq!(fig.values(), &[0, 1, 2, 0, 1, 2, 0]);
    /// ```
    pub fn new(query: &str) -> Result<Self, Msg> {
        let link = GameLink::parse(query)?;
        let grundy = table(&link.game, link.upto);
        let verdict = Verdict::new(&link.game, &grundy);
        let p_rule = p_rule(&link.game, &grundy, &verdict);
        Ok(GrundyFigure {
            link,
            grundy,
            verdict,
            p_rule,
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

    /// The game the figure shows.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// use lab_engine::tables::game::Game;
    /// let fig = GrundyFigure::new("game=divisors&upto=4").unwrap();
    /// assert!(matches!(fig.game(), Game::Divisors));
    /// ```
    pub fn game(&self) -> &Game {
        &self.link.game
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

    /// The P-positions as residue classes plus catalogue exceptions, in `lang`, when no
    /// period is claimed and lab-engine's pattern finder names such a rule (as
    /// `grundy-lab sequence` does; tables up to [`MAX_UPTO_P_RULE`]); worded by
    /// lab-engine's one renderer.
    ///
    /// # Complexity
    /// O(length of the sentence).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// use grundy_web::i18n::Lang;
    /// let fig = GrundyFigure::new("game=octal&code=0.017&upto=60").unwrap();
    /// assert_eq!(fig.verdict().kind, "none");
    /// assert!(fig.p_rule_text(Lang::En).unwrap().starts_with("The P-positions are n ≡ 0 (mod 6)"));
    /// ```
    pub fn p_rule_text(&self, lang: Lang) -> Option<String> {
        let class = text(lang, "class_p_positions");
        self.p_rule.as_ref().map(|r| r.render(class, &lang))
    }

    /// The figure as JSON: `query`, `title`, `upto`, `limit`, `clamped_from`, `first_position`,
    /// `selected`, `misere` (whether the misère side applies: octal games), `grundy`,
    /// `p_count`, `p_text`, `residues`, `max_value`, `window` (the plot's default `[lo, hi]`) and `verdict` (`kind`, `preperiod`, `period`, `saltus`, `proven`,
    /// `proof`, `sentence`), the words in `lang`.
    ///
    /// # Complexity
    /// O(upto).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// use grundy_web::i18n::Lang;
    /// let fig = GrundyFigure::new("game=subtraction&moves=1,2&upto=6").unwrap();
    /// let v: serde_json::Value = serde_json::from_str(&fig.json(Lang::En)).unwrap();
    /// assert_eq!(v["p_count"], 3);
    /// assert_eq!(v["residues"], "P-positions: n mod 3 ∈ {0} for every n ≥ 0");
    /// ```
    pub fn json(&self, lang: Lang) -> String {
        let game = &self.link.game;
        let v = &self.verdict;
        let p = p_positions(game, &self.grundy);
        let listed: Vec<String> = if p.len() <= LISTED_P_POSITIONS {
            p.iter().map(usize::to_string).collect()
        } else {
            let mut l: Vec<String> = p[..50].iter().map(usize::to_string).collect();
            l.push("…".into());
            l.extend(p[p.len() - 5..].iter().map(usize::to_string));
            l
        };
        let p_text = fill(
            lang,
            "p_list",
            &[
                ("upto", self.link.upto.to_string()),
                (
                    "list",
                    if p.is_empty() {
                        text(lang, "p_list_none").to_string()
                    } else {
                        listed.join(", ")
                    },
                ),
                ("count", p.len().to_string()),
            ],
        );
        json!({
            "query": self.link.query(),
            "title": title(game, lang),
            "upto": self.link.upto,
            "limit": upto_limit(game),
            "clamped_from": self.link.clamped_from,
            "first_position": game.first_position(),
            "selected": self.link.selected,
            "misere": matches!(game, Game::Octal(_)),
            "grundy": self.grundy,
            "p_count": p.len(),
            "p_text": p_text,
            "residues": residues(game, &self.grundy, v, lang).or_else(|| self.p_rule_text(lang)),
            "max_value": v.max_value,
            "window": default_window(v, self.link.upto),
            "verdict": {
                "kind": v.kind,
                "preperiod": v.preperiod,
                "period": v.period,
                "saltus": v.saltus,
                "proven": v.proven,
                "proof": v.proof,
                "sentence": v.render(game.proof(), self.link.upto, &lang),
            },
        })
        .to_string()
    }

    /// Why `g(n)` is what it is, as JSON: `n`, `g`, `options` (each `heaps` left, their
    /// `values`, the option's `value` and its `text`, a pair as `(a, b): G(a) XOR G(b) = …`), `singles` (the options that are one heap: those
    /// the table can light up), `pairs` (whether options are several heaps), `complete`,
    /// `reachable`, `mex`, `head` and `sentence` in `lang`; or `error` when n is not a
    /// position of the table.
    ///
    /// # Complexity
    /// O(min(options of n, [`MAX_LISTED_OPTIONS`])).
    ///
    /// # Example
    /// ```
    /// use grundy_web::grundy::GrundyFigure;
    /// use grundy_web::i18n::Lang;
    /// let fig = GrundyFigure::new("game=subtraction&moves=2,5,7&upto=40").unwrap();
    /// let v: serde_json::Value = serde_json::from_str(&fig.explain_json(7, Lang::En)).unwrap();
    /// // 7 − 2 = 5, 7 − 5 = 2 and 7 − 7 = 0 have values 2, 1 and 0.
    /// assert_eq!(v["reachable"], serde_json::json!([0, 1, 2]));
    /// assert_eq!(v["mex"], 3);
    /// ```
    pub fn explain_json(&self, n: usize, lang: Lang) -> String {
        let first = self.link.game.first_position();
        if n < first || n > self.link.upto {
            return json!({
                "error": fill(lang, "n_bad", &[("n", n.to_string()), ("first", first.to_string()), ("upto", self.link.upto.to_string())])
            })
            .to_string();
        }
        let e = explain(&self.link.game, &self.grundy, n, MAX_LISTED_OPTIONS);
        let option_json = |o: &Successor| {
            let values: Vec<u32> = o.heaps.iter().map(|&h| self.grundy[h]).collect();
            json!({ "heaps": o.heaps, "values": values, "value": o.value, "text": option_text(o, &values, lang) })
        };
        let options: Vec<Value> = e.options.iter().map(option_json).collect();
        let mut singles: Vec<usize> = e
            .options
            .iter()
            .filter(|o| o.heaps.len() == 1)
            .map(|o| o.heaps[0])
            .collect();
        singles.sort_unstable();
        singles.dedup();
        let set: Vec<String> = e.reachable.iter().map(u32::to_string).collect();
        let args = [
            ("n", n.to_string()),
            ("count", e.options.len().to_string()),
            ("total", e.total.to_string()),
            ("set", set.join(", ")),
            ("mex", e.mex.to_string()),
            ("last", e.mex.saturating_sub(1).to_string()),
        ];
        let (head, sentence) = if e.complete {
            (fill(lang, "ex_head", &args), fill(lang, "ex_mex", &args))
        } else {
            // Too many to list: the mex is still over every option, and the sentence says how.
            let key = match e.mex as usize {
                0 => "ex_mex_all_zero",
                1 => "ex_mex_all_one",
                m if m <= MAX_LISTED_OPTIONS => "ex_mex_all",
                _ => "ex_mex_all_many",
            };
            (fill(lang, "ex_head_more", &args), fill(lang, key, &args))
        };
        json!({
            "n": n,
            "g": self.grundy[n],
            "options": options,
            "singles": singles,
            "pairs": e.options.iter().any(|o| o.heaps.len() > 1),
            "complete": e.complete,
            "total": e.total,
            "reachable": e.reachable,
            "witnesses": if e.complete { Vec::new() } else { e.witnesses.iter().take(MAX_LISTED_OPTIONS).map(option_json).collect() },
            "mex": e.mex,
            "head": head,
            "sentence": sentence,
        })
        .to_string()
    }
}

/// One option in words: `3: G(3) = 2`, or `(a, b): G(a) XOR G(b) = x XOR y = v` for several heaps.
fn option_text(o: &Successor, values: &[u32], lang: Lang) -> String {
    match o.heaps.as_slice() {
        [] => format!("{}: 0", text(lang, "ex_nothing")),
        [h] => format!("{h}: G({h}) = {}", o.value),
        hs => {
            let list = |f: &dyn Fn(usize) -> String| (0..hs.len()).map(f).collect::<Vec<_>>();
            format!(
                "({}): {} = {} = {}",
                list(&|i| hs[i].to_string()).join(", "),
                list(&|i| format!("G({})", hs[i])).join(" XOR "),
                list(&|i| values[i].to_string()).join(" XOR "),
                o.value
            )
        }
    }
}

/// The game in words.
///
/// # Complexity
/// O(description).
///
/// # Example
/// ```
/// use grundy_web::grundy::title;
/// use grundy_web::i18n::Lang;
/// use lab_engine::tables::game::Game;
/// assert_eq!(title(&Game::Subtraction(vec![1, 3, 4]), Lang::Vi), "Trò lấy S = {1, 3, 4}: lấy đúng s ∈ S viên từ một đống");
/// ```
pub fn title(game: &Game, lang: Lang) -> String {
    match game {
        Game::Subtraction(moves) => {
            let moves: Vec<String> = moves.iter().map(usize::to_string).collect();
            fill(lang, "title_subtraction", &[("moves", moves.join(", "))])
        }
        Game::Split(rule) => {
            let key = if rule.unequal {
                "title_split_unequal"
            } else {
                "title_split"
            };
            let mut s = fill(lang, key, &[("k", rule.parts.to_string())]);
            if rule.take {
                s.push_str(text(lang, "title_take"));
            }
            if *rule == SplitRule::GRUNDY {
                s.push_str(text(lang, "title_grundy"));
            } else if *rule == SplitRule::TAKE_OR_SPLIT_IN_THREE {
                s.push_str(text(lang, "title_hdu"));
            }
            s
        }
        Game::Octal(code) => {
            let code = code.to_string();
            let mut s = fill(lang, "title_octal", &[("code", code.clone())]);
            let known = match code.as_str() {
                "0.77" => Some("name_kayles"),
                "0.07" => Some("name_dawson"),
                "0.137" => Some("name_dawson_chess"),
                "0.6" => Some("name_officers"),
                _ => None,
            };
            if let Some(k) = known {
                s.push_str(text(lang, k));
            }
            s
        }
        Game::Divisors => text(lang, "title_divisors").to_string(),
    }
}

/// The P-positions by residue when the table is periodic (`n mod p ∈ {…}` for n ≥ a, and
/// those below a), else `None`.
///
/// # Complexity
/// O(a + p).
///
/// # Example
/// ```
/// use grundy_web::grundy::residues;
/// use grundy_web::i18n::Lang;
/// use lab_engine::tables::game::Game;
/// use lab_engine::patterns::verdict::Verdict;
/// let game = Game::Subtraction(vec![1, 3, 4]);
/// let g = game.grundy(60);
/// let v = Verdict::new(&game, &g);
/// assert_eq!(residues(&game, &g, &v, Lang::En).unwrap(), "P-positions: n mod 7 ∈ {0, 2} for every n ≥ 0");
/// ```
pub fn residues(game: &Game, g: &[u32], v: &Verdict, lang: Lang) -> Option<String> {
    let (Some(a), Some(p)) = (v.preperiod, v.period) else {
        return None;
    };
    if v.saltus != Some(0) || a + p > g.len() {
        return None;
    }
    let first = game.first_position();
    let mut set: Vec<usize> = (a..a + p)
        .filter(|&n| n >= first && g[n] == 0)
        .map(|n| n % p)
        .collect();
    set.sort_unstable();
    let below: Vec<String> = (first..a)
        .filter(|&n| g[n] == 0)
        .map(|n| n.to_string())
        .collect();
    let mut out = if set.is_empty() {
        fill(lang, "p_residues_none", &[("a", a.to_string())])
    } else {
        let set: Vec<String> = set.iter().map(usize::to_string).collect();
        fill(
            lang,
            "p_residues",
            &[
                ("p", p.to_string()),
                ("set", set.join(", ")),
                ("a", a.to_string()),
            ],
        )
    };
    if !below.is_empty() && a > first {
        out.push_str(&fill(
            lang,
            "p_below",
            &[("a", a.to_string()), ("list", below.join(", "))],
        ));
    }
    Some(out)
}

/// The largest table whose P-positions the page describes by [`find_class_rule`]
/// (about 0.1 s natively at this size, 0.6 s at 10^5).
pub const MAX_UPTO_P_RULE: usize = 20_000;

/// The P-positions of `game`'s table `g` as a class rule ([`find_class_rule`]), when
/// the verdict `v` claims no period and the table is at most [`MAX_UPTO_P_RULE`].
///
/// # Complexity
/// That of [`find_class_rule`] when no period is claimed, else O(1).
fn p_rule(game: &Game, g: &[u32], v: &Verdict) -> Option<ClassRule> {
    if v.kind != "none" || g.len() > MAX_UPTO_P_RULE + 1 {
        return None;
    }
    let first = game.first_position();
    let values: Vec<Option<u32>> = (0..g.len()).map(|n| (n >= first).then_some(g[n])).collect();
    find_class_rule(&values, 0)
}

/// The plot's first window `[lo, hi]`: the preperiod and two periods (at least 60 values)
/// when a period is known, else the first 200 values; never beyond the table.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_web::grundy::{default_window, GrundyFigure};
/// let fig = GrundyFigure::new("game=octal&code=0.77&upto=2000").unwrap();
/// // Kayles: period 12 from 71, so 71 + 2 · 12 values at least.
/// assert_eq!(default_window(fig.verdict(), 2000), [0, 95]);
/// ```
pub fn default_window(v: &Verdict, upto: usize) -> [usize; 2] {
    let hi = match (v.preperiod, v.period) {
        (Some(a), Some(p)) => (a + 2 * p).max(60),
        _ => 200,
    };
    [0, hi.min(upto)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use lab_engine::patterns::verdict::sentence_samples;
    use lab_engine::tables::octal::OctalGame;
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
            let v: Value = serde_json::from_str(&fig.json(Lang::En)).unwrap();
            let zeros = (0..=upto).filter(|&n| fig.values()[n] == 0).count();
            assert_eq!(v["p_count"], zeros);
            // The residues, where stated, name exactly the P-positions of the table.
            if let (Some(a), Some(p)) = (fig.verdict().preperiod, fig.verdict().period) {
                if fig.verdict().saltus == Some(0) && a + p <= upto + 1 {
                    let text = v["residues"].as_str().unwrap();
                    let set: Vec<usize> = (a..a + p)
                        .filter(|&n| fig.values()[n] == 0)
                        .map(|n| n % p)
                        .collect();
                    for n in a..=upto {
                        assert_eq!(
                            fig.values()[n] == 0,
                            set.contains(&(n % p)),
                            "{text} at {n}"
                        );
                    }
                }
            }
            let n = rng.gen_range(0..=upto);
            let e: Value = serde_json::from_str(&fig.explain_json(n, Lang::Vi)).unwrap();
            assert_eq!(e["mex"], fig.values()[n]);
            assert_eq!(e["g"], fig.values()[n]);
        }
    }

    /// The numbers of a sentence, in order (`G(n + 12)` gives 12).
    fn numbers(sentence: &str) -> Vec<u64> {
        sentence
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().unwrap())
            .collect()
    }

    #[test]
    fn the_lab_and_the_page_say_the_same_verdict() {
        let kayles = Game::Octal(OctalGame::parse("0.77").unwrap());
        for (game, upto) in sentence_samples() {
            let lab = Verdict::new(&game, &game.grundy(upto));
            let query = GameLink {
                game,
                upto,
                clamped_from: None,
                selected: None,
            }
            .query();
            let fig = GrundyFigure::new(&query).unwrap();
            for lang in [Lang::En, Lang::Vi] {
                let v: Value = serde_json::from_str(&fig.json(lang)).unwrap();
                let page = v["verdict"]["sentence"].as_str().unwrap();
                // The same facts, number for number, without command-line words.
                assert_eq!(
                    numbers(page),
                    numbers(&lab.sentence),
                    "{query}:\n{page}\n{}",
                    lab.sentence
                );
                assert!(
                    !page.contains("--") && !page.contains('$'),
                    "{query}: {page}"
                );
            }
        }
        // Kayles up to 100: a rule on too few values, the table that would show it and the one
        // that would prove it, on both; up to 106 checked, up to 167 proven.
        let page = |upto: usize| {
            let fig = GrundyFigure::new(&format!("game=octal&code=0.77&upto={upto}")).unwrap();
            let v: Value = serde_json::from_str(&fig.json(Lang::En)).unwrap();
            v["verdict"]["sentence"].as_str().unwrap().to_string()
        };
        let lab = |upto: usize| Verdict::new(&kayles, &kayles.grundy(upto)).sentence;
        assert!(
            page(100).contains(
                "a table up to 106 would show whether it goes on; a table up to 167 would prove it"
            ),
            "{}",
            page(100)
        );
        assert!(
            lab(100)
                .contains("try --upto 106 to see whether it goes on; --upto 167 would prove it"),
            "{}",
            lab(100)
        );
        assert!(page(106).contains("checked up to 106 only; a table up to 167 would prove it"));
        assert!(lab(106).contains("checked up to 106 only; --upto 167 would prove it"));
        assert!(page(167).contains("proven for all n by the Guy–Smith"));
        assert!(lab(167).contains("proven for all n by the Guy–Smith"));
    }

    #[test]
    fn the_page_goes_to_a_hundred_thousand_with_the_sparse_builder() {
        // The plain builder is quadratic; at 10^5 the sparse one must agree with it where both run.
        for query in ["game=octal&code=0.137&upto=3000", "game=grundy&upto=3000"] {
            let fig = GrundyFigure::new(query).unwrap();
            let link = GameLink::parse(query).unwrap();
            assert_eq!(fig.values(), link.game.grundy(link.upto), "{query}");
        }
        let fig = GrundyFigure::new("game=octal&code=0.07&upto=100000").unwrap();
        assert_eq!(fig.values().len(), 100_001);
        assert_eq!(fig.verdict().period, Some(34));
        // Past the first proven table the values are its period: the plain builder agrees.
        for query in [
            "game=octal&code=0.07&upto=9000",
            "game=subtraction&moves=2,5,7&upto=9000",
        ] {
            let fig = GrundyFigure::new(query).unwrap();
            let link = GameLink::parse(query).unwrap();
            assert_eq!(fig.values(), link.game.grundy(link.upto), "{query}");
        }
    }

    #[test]
    fn kayles_explanations_list_one_and_two_heap_options() {
        let fig = GrundyFigure::new("game=octal&code=0.77&upto=200").unwrap();
        let e: Value = serde_json::from_str(&fig.explain_json(4, Lang::En)).unwrap();
        // Remove 1 or 2 pins from the end or from the middle of a row of 4.
        assert_eq!(
            e["options"],
            json!([
                {"heaps": [3], "values": [3], "value": 3, "text": "3: G(3) = 3"},
                {"heaps": [1, 2], "values": [1, 2], "value": 3, "text": "(1, 2): G(1) XOR G(2) = 1 XOR 2 = 3"},
                {"heaps": [2], "values": [2], "value": 2, "text": "2: G(2) = 2"},
                {"heaps": [1, 1], "values": [1, 1], "value": 0, "text": "(1, 1): G(1) XOR G(1) = 1 XOR 1 = 0"},
            ])
        );
        assert_eq!(e["singles"], json!([2, 3]));
        assert_eq!(e["pairs"], true);
        assert_eq!(e["mex"], 1);
        let err: Value = serde_json::from_str(&fig.explain_json(201, Lang::En)).unwrap();
        assert!(err["error"].as_str().unwrap().contains("201"));
    }

    /// The value an explanation states: `G(n) = mex{…} = v: …` or `G(n) = v, the mex over all …`.
    fn stated(sentence: &str, n: usize) -> u32 {
        let rest = sentence
            .strip_prefix(&format!("G({n}) = "))
            .unwrap_or_else(|| panic!("{sentence}"));
        let rest = match rest.strip_prefix("mex{") {
            Some(r) => &r[r.find("} = ").unwrap() + 4..],
            None => rest,
        };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().unwrap_or_else(|_| panic!("{sentence}"))
    }

    #[test]
    fn every_game_the_page_offers_explains_the_tables_value_up_to_its_limit() {
        let mut queries: Vec<String> = [
            "game=grundy",
            "game=divisors",
            "game=subtraction&moves=1,3,4",
            "game=subtraction&moves=2,5,7,1000",
            "game=octal&code=0.77",
            "game=octal&code=0.07",
            "game=octal&code=0.137",
            "game=octal&code=0.6",
            "game=octal&code=4.7",
            "game=octal&code=0.37",
        ]
        .iter()
        .map(|q| format!("{q}&upto={}", crate::link::MAX_UPTO))
        .collect();
        for parts in 2..=8 {
            for unequal in 0..2 {
                for take in 0..2 {
                    // Two parts with Nim's take has no sparse builder: quadratic, minutes in a
                    // debug build at the page's limit, so a tenth of it.
                    let upto = if parts == 2 && take == 1 {
                        10_000
                    } else {
                        9_999_999
                    };
                    queries.push(format!(
                        "game=split&parts={parts}&unequal={unequal}&take={take}&upto={upto}"
                    ));
                }
            }
        }
        let mut rng = StdRng::seed_from_u64(23);
        for query in &queries {
            let fig = GrundyFigure::new(query).unwrap();
            let g = fig.values();
            let upto = g.len() - 1;
            assert!(query.contains("upto=10000") || upto == upto_limit(&fig.link.game));
            let first = fig.link.game.first_position();
            // The ends, and a spread between: small n (listed in full) up to the limit (summarised).
            let mut ns = vec![upto, first, upto - 1, (upto / 2).max(first)];
            ns.extend((0..3).map(|_| rng.gen_range(first..=upto)));
            ns.extend((0..2).map(|_| rng.gen_range(first..=first + 60)));
            let mut summarised = false;
            for (i, n) in ns.into_iter().enumerate() {
                // Both languages at the limit, English elsewhere (the words are checked above).
                let langs: &[Lang] = if i == 0 {
                    &[Lang::En, Lang::Vi]
                } else {
                    &[Lang::En]
                };
                for &lang in langs {
                    let e: Value = serde_json::from_str(&fig.explain_json(n, lang)).unwrap();
                    assert_eq!(e["mex"], g[n], "{query} n = {n}");
                    let sentence = e["sentence"].as_str().unwrap();
                    assert_eq!(stated(sentence, n), g[n], "{query} n = {n}: {sentence}");
                    if e["complete"] == false {
                        summarised = true;
                        let witnesses = e["witnesses"].as_array().unwrap();
                        let shown = (g[n] as usize).min(MAX_LISTED_OPTIONS);
                        assert_eq!(witnesses.len(), shown, "{query} n = {n}");
                        for (v, w) in witnesses.iter().enumerate() {
                            assert_eq!(w["value"], v, "{query} n = {n}");
                            let heaps: Vec<usize> =
                                serde_json::from_value(w["heaps"].clone()).unwrap();
                            assert_eq!(heaps.iter().fold(0, |x, &h| x ^ g[h]), v as u32);
                            assert!(heaps.iter().sum::<usize>() <= n);
                        }
                    }
                }
            }
            let big = !matches!(fig.link.game, Game::Subtraction(_) | Game::Divisors);
            assert!(
                summarised || !big,
                "{query}: no summarised explanation was tried"
            );
        }
    }

    #[test]
    fn the_reported_contradictions_are_gone() {
        for (query, n) in [
            ("game=octal&code=0.77&upto=100000", 100_000),
            ("game=grundy&upto=100000", 5_000),
            ("game=grundy&upto=100000", 100_000),
            ("game=split&parts=3&upto=160", 160),
        ] {
            let fig = GrundyFigure::new(query).unwrap();
            let e: Value = serde_json::from_str(&fig.explain_json(n, Lang::En)).unwrap();
            let sentence = e["sentence"].as_str().unwrap();
            assert_eq!(stated(sentence, n), fig.values()[n], "{query}: {sentence}");
            assert!(sentence.contains("the mex over all"), "{sentence}");
        }
    }

    /// Grundy values of the octal game `code` ("0.d1d2…") up to `upto`, by the rules alone:
    /// taking k tokens may empty a heap of k (bit 1 of d_k), leave one smaller heap (bit 2)
    /// or leave two non-empty heaps (bit 4).
    fn brute_octal(code: &str, upto: usize) -> Vec<u32> {
        let digits: Vec<u32> = code[2..].chars().map(|c| c.to_digit(8).unwrap()).collect();
        let mut g = vec![0u32; upto + 1];
        for n in 1..=upto {
            let mut seen = vec![false; n + 2];
            let mut see = |v: u32| {
                if (v as usize) < seen.len() {
                    seen[v as usize] = true;
                }
            };
            for (i, &d) in digits.iter().enumerate() {
                let k = i + 1;
                if d & 1 != 0 && n == k {
                    see(0);
                }
                if d & 2 != 0 && n > k {
                    see(g[n - k]);
                }
                if d & 4 != 0 && n > k + 1 {
                    for a in 1..n - k {
                        see(g[a] ^ g[n - k - a]);
                    }
                }
            }
            g[n] = seen.iter().position(|&b| !b).unwrap() as u32;
        }
        g
    }

    #[test]
    fn the_p_positions_rule_agrees_with_the_rules_of_the_game() {
        // Octal games the page offers whose values show no period at its default size,
        // while the pattern finder names their P-positions as residue classes.
        let mut named = 0;
        for code in [
            "0.017", "0.041", "0.043", "0.106", "0.163", "0.77", "0.137", "0.6",
        ] {
            for upto in [40, 60, 100, 200] {
                let fig =
                    GrundyFigure::new(&format!("game=octal&code={code}&upto={upto}")).unwrap();
                let brute = brute_octal(code, upto);
                assert_eq!(fig.values(), &brute[..], "{code} up to {upto}");
                let Some(rule) = &fig.p_rule else {
                    continue;
                };
                named += 1;
                assert_eq!(
                    fig.verdict().kind,
                    "none",
                    "{code}: a rule only when no period"
                );
                let (added, removed) = rule.masks(upto);
                for (n, &v) in brute.iter().enumerate() {
                    let said = rule.holds(n, &added, &removed) != rule.exceptions.contains(&n);
                    assert_eq!(said, v == 0, "{code} up to {upto}: n = {n}");
                }
            }
        }
        assert!(
            named >= 4,
            "the finder names rules for these games: {named}"
        );
    }

    #[test]
    fn the_page_words_the_p_positions_rule_in_both_languages() {
        let fig = GrundyFigure::new("game=octal&code=0.017&upto=60").unwrap();
        let en = "The P-positions are n ≡ 0 (mod 6) for every n ≥ 2 (the rule errs at n = 1), \
                  checked up to 60 only.";
        let vi = "Các thế P là n ≡ 0 (mod 6) với mọi n ≥ 2 (quy luật sai tại n = 1), \
                  mới kiểm tra tới 60.";
        for (lang, want) in [(Lang::En, en), (Lang::Vi, vi)] {
            assert_eq!(fig.p_rule_text(lang).as_deref(), Some(want));
            let v: Value = serde_json::from_str(&fig.json(lang)).unwrap();
            assert_eq!(v["residues"], want);
        }
        // A periodic game keeps its residues line; a game with no rule shows none.
        let kayles = GrundyFigure::new("game=octal&code=0.77&upto=200").unwrap();
        assert_eq!(kayles.p_rule_text(Lang::En), None);
        let divisors = GrundyFigure::new("game=divisors&upto=300").unwrap();
        assert_eq!(divisors.p_rule_text(Lang::Vi), None);
        let v: Value = serde_json::from_str(&divisors.json(Lang::Vi)).unwrap();
        assert_eq!(v["residues"], Value::Null);
    }

    #[test]
    fn every_catalogue_sequence_and_rule_shape_is_worded_in_both_languages() {
        use lab_engine::patterns::catalogue::{Parity, Seq};
        let mut shapes = Vec::new();
        for seq in Seq::all() {
            for (residues, modulus) in [
                (vec![], 3),
                (vec![0], 1),
                (vec![1], 2),
                (vec![0], 2),
                (vec![2], 5),
                (vec![0, 3], 4),
            ] {
                shapes.push(ClassRule {
                    value: 0,
                    modulus,
                    residues: residues.clone(),
                    added: Some(seq),
                    removed: Some(Seq::Powers(3, Parity::Even)),
                    from: 9,
                    first: 1,
                    exceptions: vec![2, 5],
                    upto: 300,
                });
            }
        }
        for lang in [Lang::En, Lang::Vi] {
            let mut names: Vec<String> = Seq::all().iter().map(|s| s.render(&lang)).collect();
            assert!(
                names.iter().all(|n| !n.contains('$') && !n.is_empty()),
                "{names:?}"
            );
            names.sort();
            names.dedup();
            assert_eq!(
                names.len(),
                Seq::all().len(),
                "{lang:?}: two sequences share a name"
            );
            for r in &shapes {
                let t = r.render(text(lang, "class_p_positions"), &lang);
                assert!(!t.contains('$'), "{t}");
                assert!(t.contains("300") && t.contains("2, 5"), "{t}");
            }
        }
        // The lab's words are lab-engine's own, unchanged.
        assert_eq!(
            shapes[2].sentence("P"),
            shapes[2].render("P", &lab_engine::patterns::verdict::LabWords)
        );
    }
}
