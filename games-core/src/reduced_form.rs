//! Reduced canonical forms: the simplest game that differs from G by an infinitesimal (Siegel, ch. II.6; CGSuite's `ReducedCanonicalForm`).
//!
//! Two games G and H are *equal modulo infinitesimals* when G − H is
//! infinitesimal (both its stops are 0); each class has a simplest member,
//! the reduced canonical form rcf(G). So rcf(↑) = rcf(∗8) = 0, rcf(9/8∗) =
//! 9/8, rcf({3 ‖ 2∗ | 1∗}) = {3 ‖ 2 | 1}, and numbers and switches between
//! numbers are their own reduced forms.
//!
//! # Algorithm
//!
//! As CGSuite computes it (the Grossman–Siegel construction): for x + n·↑ +
//! ∗k it is x; otherwise heat G by ∗ (numbers fixed,
//! {G^L heated + ∗ | G^R heated + ∗}) and take the star projection of the
//! result: numbers and x∗ map to the number x, and any other game to
//! {projections of its Left options | projections of its Right options}.
//! The star projection recurses on the options, memoised within one call,
//! as deep as the birthday of the heated game (the birthday of G plus one
//! at most per level).

use super::canonical::{GameId, Games};
// `Games::heat` lives there: naming the module lets `cargo xtask bundle`,
// which follows `super::` paths, nest it with this one.
#[allow(unused_imports)]
use super::thermograph as _;
use std::collections::HashMap;

impl Games {
    /// The reduced canonical form: the simplest game H with G − H
    /// infinitesimal (see the module header).
    ///
    /// # Complexity
    /// One heating by ∗ and one star projection: a sum and a
    /// [`Games::from_options`] per follower; recursion as deep as the
    /// birthday.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let a = g.parse("{3||2+*|1+*}").unwrap();
    /// let r = g.reduced_canonical_form(a);
    /// assert_eq!(g.show(r), "{3||2|1}");
    /// let up = g.parse("{0|*||*|||*||||*}").unwrap();
    /// assert_eq!(g.reduced_canonical_form(up), g.zero());
    /// ```
    pub fn reduced_canonical_form(&mut self, id: GameId) -> GameId {
        if let Some((x, _, _)) = self.as_nus(id) {
            return self.number(x);
        }
        let star = self.nimber(1);
        let heated = self.heat(id, star);
        let mut memo = HashMap::new();
        self.star_projection(heated, &mut memo)
    }

    fn star_projection(&mut self, id: GameId, memo: &mut HashMap<GameId, GameId>) -> GameId {
        match self.as_nus(id) {
            Some((_, 0, 0)) => return id,
            Some((x, 0, 1)) => return self.number(x),
            _ => {}
        }
        if let Some(&p) = memo.get(&id) {
            return p;
        }
        let mut left = Vec::new();
        for o in self.left_options(id) {
            left.push(self.star_projection(o, memo));
        }
        let mut right = Vec::new();
        for o in self.right_options(id) {
            right.push(self.star_projection(o, memo));
        }
        let result = self.from_options(&left, &right);
        memo.insert(id, result);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::super::dyadic::Dyadic;
    use super::super::test_support::tally;
    use super::*;
    use rand::rngs::StdRng;
    use rand::Rng;

    /// CGSuite's expected values (lib/core/src/test/scala/org/cgsuite/lang/
    /// CanonicalShortGameTestCase.scala, `ReducedCanonicalForm`).
    #[test]
    fn cgsuite_reduced_canonical_forms() {
        let mut g = Games::new();
        let cases: [(&str, &str); 25] = [
            ("0", "0"),
            ("5", "5"),
            ("-1823437481924", "-1823437481924"),
            ("-1/2", "-1/2"),
            ("25/16", "25/16"),
            ("*8", "0"),
            ("9/8+*", "9/8"),
            ("^", "0"),
            ("v*", "0"),
            ("6+^*", "6"),
            ("^*6", "0"),
            ("73/16+v9*8", "73/16"),
            ("{0|*||*|||*||||*}", "0"),
            ("{0||0|v*}", "0"),
            ("{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}", "0"),
            ("{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}", "0"),
            ("{0||0|vvv}", "0"),
            ("{^^^|vv}", "0"),
            ("{0||0|-3/2}", "0"),
            ("{0|||0||-1|-3}", "0"),
            ("{5||3|1|||0||||0}", "0"),
            ("{1|^^||^}", "0"),
            ("{1|^^^||^}", "0"),
            ("{3||2+*|1+*}", "{3||2|1}"),
            ("{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}", "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}"),
        ];
        for (text, expected) in cases {
            let id = g.parse(text).unwrap();
            let want = g.parse(expected).unwrap();
            let got = g.reduced_canonical_form(id);
            assert_eq!(got, want, "{text}: {}", g.show(got));
        }
    }

    /// Whether G − H is infinitesimal, by the definition: −x < G − H < x
    /// for x = 2^−(b+1), b the birthday of G − H.
    fn differ_infinitesimally(g: &mut Games, a: GameId, b: GameId) -> bool {
        let d = g.sub(a, b);
        let birthday = u32::try_from(g.birthday(d)).unwrap();
        let x = g.number(Dyadic::new(1, birthday + 1));
        let minus_x = g.neg(x);
        g.le(minus_x, d) && !g.le(x, d) && g.le(d, x) && !g.le(d, minus_x)
    }

    /// On random games: G − rcf(G) is infinitesimal, rcf is idempotent,
    /// ignores added infinitesimals (↑, ∗, and random ones) and is
    /// additive modulo infinitesimals, is never born later than G, and
    /// two games share it exactly when they differ by an infinitesimal.
    #[test]
    fn reduced_form_laws_on_random_games() {
        let seen = tally::<2>(7401, 5, |rng, _, seen| {
            let mut g = Games::new();
            let mut pool = vec![
                g.zero(),
                g.integer(1),
                g.integer(-1),
                g.integer(2),
                g.number(Dyadic::new(1, 1)),
                g.nimber(1),
                g.up_multiple(1),
            ];
            while pool.len() < 36 {
                let pick = |rng: &mut StdRng| -> Vec<GameId> {
                    let k = rng.gen_range(1..=2);
                    (0..k).map(|_| pool[rng.gen_range(0..pool.len())]).collect()
                };
                let (l, r) = (pick(rng), pick(rng));
                pool.push(g.from_options(&l, &r));
            }
            let small: Vec<GameId> = pool
                .iter()
                .copied()
                .filter(|&p| g.is_infinitesimal(p))
                .collect();
            let (up, star) = (g.up_multiple(1), g.nimber(1));
            for _ in 0..12 {
                let a = pool[rng.gen_range(0..pool.len())];
                let b = pool[rng.gen_range(0..pool.len())];
                let e = small[rng.gen_range(0..small.len())];
                let ra = g.reduced_canonical_form(a);
                assert!(differ_infinitesimally(&mut g, a, ra), "{}", g.show(a));
                assert_eq!(g.reduced_canonical_form(ra), ra);
                assert!(g.birthday(ra) <= g.birthday(a));
                for eps in [up, star, e] {
                    let shifted = g.sum(a, eps);
                    assert_eq!(g.reduced_canonical_form(shifted), ra, "{}", g.show(a));
                }
                let rb = g.reduced_canonical_form(b);
                let ab = g.sum(a, b);
                let rab = g.reduced_canonical_form(ab);
                let sum_of_forms = g.sum(ra, rb);
                assert_eq!(g.reduced_canonical_form(sum_of_forms), rab);
                let same = differ_infinitesimally(&mut g, a, b);
                assert_eq!(ra == rb, same, "{} and {}", g.show(a), g.show(b));
                seen[usize::from(same)] += 1;
            }
        });
        assert!(seen[0] > 30 && seen[1] > 3, "{seen:?}");
    }

    /// Numbers and switches {x | y} between numbers x > y are their own
    /// reduced forms, and x + n·↑ + ∗k reduces to x.
    #[test]
    fn numbers_and_switches_are_reduced() {
        let mut g = Games::new();
        let xs: Vec<Dyadic> = (-6..=6).map(|p| Dyadic::new(p, 2)).collect();
        for &x in &xs {
            let n = g.number(x);
            assert_eq!(g.reduced_canonical_form(n), n);
            for (up, k) in [(1, 0), (-2, 1), (0, 3), (3, 2)] {
                let v = g.nus(x, up, k);
                assert_eq!(g.reduced_canonical_form(v), n);
            }
            for &y in &xs {
                if y < x {
                    let (a, b) = (g.number(x), g.number(y));
                    let switch = g.from_options(&[a], &[b]);
                    assert_eq!(g.reduced_canonical_form(switch), switch);
                }
            }
        }
    }
}
