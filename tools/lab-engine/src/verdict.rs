//! The lab's verdict on a Grundy table: pattern, proof status and the one-sentence summary.

use crate::game::Game;
use crate::pattern::{
    classify, classify_values, shortfall, shortfall_values, Pattern, Proof, Shortfall,
};
use crate::values::Values;
use serde::Serialize;

/// Everything the lab concludes about `g(0..=upto)` of one game.
///
/// The same sentence appears in `grundy-lab`'s reports and on the web page;
/// serialized, it is the lab's JSON `pattern` object (`sentence` as `verdict`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// `periodic`, `arithmetic-periodic` or `none`.
    pub kind: &'static str,
    /// a: the rule holds for every n ≥ a (`None` for `none`).
    pub preperiod: Option<usize>,
    /// p (`None` for `none`).
    pub period: Option<usize>,
    /// s: g(n + p) = g(n) + s (0 when periodic, `None` for `none`).
    pub saltus: Option<u32>,
    /// Whether a theorem makes the rule hold for every n (else: checked up to `upto`).
    pub proven: bool,
    /// The theorem that proves it, or could with a longer table (`None` if none applies).
    pub proof: Option<&'static str>,
    /// For an unproven period of a game with a theorem: the `--upto` that would prove it.
    pub upto_to_prove: Option<usize>,
    /// For `none`: a rule the tail shows on too few values to claim, with the
    /// values it has and would need (see [`crate::pattern::shortfall`]).
    pub too_few: Option<Shortfall>,
    /// How many P-positions there are up to `upto`.
    pub p_position_count: usize,
    /// The largest P-position up to `upto`.
    pub last_p_position: Option<usize>,
    /// The largest Grundy value up to `upto`.
    pub max_value: u32,
    /// The first heap size with the largest value.
    pub max_value_first_at: usize,
    /// The verdict in one sentence.
    #[serde(rename = "verdict")]
    pub sentence: String,
}

/// Heap sizes `n` in `game.first_position()..grundy.len()` with `g(n) = 0`.
///
/// # Complexity
/// O(len).
///
/// # Example
/// ```
/// use lab_engine::game::Game;
/// use lab_engine::verdict::p_positions;
/// let game = Game::Subtraction(vec![1, 2]);
/// assert_eq!(p_positions(&game, &game.grundy(7)), [0, 3, 6]);
/// ```
pub fn p_positions(game: &Game, grundy: &[u32]) -> Vec<usize> {
    (game.first_position()..grundy.len())
        .filter(|&n| grundy[n] == 0)
        .collect()
}

impl Verdict {
    /// Classifies `grundy`, the table of `game` up to `grundy.len() − 1`.
    ///
    /// # Panics
    /// If `grundy` is empty.
    ///
    /// # Complexity
    /// That of [`classify`] plus O(len).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::verdict::Verdict;
    /// let game = Game::Subtraction(vec![2, 5, 7]);
    /// let v = Verdict::new(&game, &game.grundy(40));
    /// assert_eq!((v.kind, v.period, v.proven), ("periodic", Some(22), true));
    /// assert!(v.sentence.starts_with("periodic: g(n + 22) = g(n)"));
    /// ```
    pub fn new(game: &Game, grundy: &[u32]) -> Self {
        assert!(!grundy.is_empty(), "a table holds at least g(0)");
        let stats = Verdict::stats(game, grundy.iter().copied());
        let pattern = classify(grundy, game.proof());
        let short = (pattern == Pattern::None)
            .then(|| shortfall(grundy))
            .flatten();
        Verdict::with(stats, pattern, short, game.proof(), grundy.len() - 1)
    }

    /// [`Verdict::new`] for a compact table (the lab's large tables).
    ///
    /// # Panics
    /// If `values` is empty.
    ///
    /// # Complexity
    /// That of [`classify_values`] plus O(len).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::values::Values;
    /// use lab_engine::verdict::Verdict;
    /// let game = Game::Subtraction(vec![2, 5, 7]);
    /// let g = game.grundy(40);
    /// let v = Verdict::of_values(&game, &Values::from_u32(&g).unwrap());
    /// assert_eq!(v, Verdict::new(&game, &g));
    /// ```
    pub fn of_values(game: &Game, values: &Values) -> Self {
        assert!(!values.is_empty(), "a table holds at least g(0)");
        let stats = Verdict::stats(game, values.iter());
        let proof = game.proof();
        let pattern = classify_values(values, proof);
        let short = (pattern == Pattern::None)
            .then(|| shortfall_values(values))
            .flatten();
        Verdict::with(stats, pattern, short, proof, values.len() - 1)
    }

    /// [`Verdict::new`] for a sequence read from anywhere (`grundy-lab
    /// sequence`): positions from `first` (the values before it are
    /// placeholders), no theorem.
    ///
    /// # Panics
    /// If `grundy` is empty.
    ///
    /// # Complexity
    /// That of [`classify`] plus O(len).
    ///
    /// # Example
    /// ```
    /// use lab_engine::verdict::Verdict;
    /// let g: Vec<u32> = (0..40).map(|n| n % 3).collect();
    /// assert_eq!(Verdict::of_sequence(0, &g).period, Some(3));
    /// ```
    pub fn of_sequence(first: usize, grundy: &[u32]) -> Self {
        assert!(!grundy.is_empty(), "a table holds at least one value");
        let stats = Verdict::stats_from(first, grundy.iter().copied());
        let pattern = classify(grundy, Proof::None);
        let short = (pattern == Pattern::None)
            .then(|| shortfall(grundy))
            .flatten();
        Verdict::with(stats, pattern, short, Proof::None, grundy.len() - 1)
    }

    /// The counts of a table: P-positions (from the game's first position) and its largest value.
    fn stats(game: &Game, values: impl Iterator<Item = u32>) -> Verdict {
        Verdict::stats_from(game.first_position(), values)
    }

    /// [`Verdict::stats`] from position `first` on.
    fn stats_from(first: usize, values: impl Iterator<Item = u32>) -> Verdict {
        let mut v = Verdict {
            kind: "none",
            preperiod: None,
            period: None,
            saltus: None,
            proven: false,
            proof: None,
            upto_to_prove: None,
            too_few: None,
            p_position_count: 0,
            last_p_position: None,
            max_value: 0,
            max_value_first_at: first,
            sentence: String::new(),
        };
        for (n, g) in values.enumerate().skip(first) {
            if g == 0 {
                v.p_position_count += 1;
                v.last_p_position = Some(n);
            }
            if g > v.max_value {
                v.max_value = g;
                v.max_value_first_at = n;
            }
        }
        v
    }

    /// Fills in the pattern fields and the sentence of `v` (counts already set).
    fn with(
        mut v: Verdict,
        pattern: Pattern,
        short: Option<Shortfall>,
        proof: Proof,
        upto: usize,
    ) -> Verdict {
        let (count, last, max_value) = (v.p_position_count, v.last_p_position, v.max_value);
        v.sentence = match pattern {
            Pattern::Periodic(p) => {
                let (a, q) = (p.preperiod, p.period);
                v.kind = "periodic";
                v.preperiod = Some(a);
                v.period = Some(q);
                v.saltus = Some(0);
                v.proven = p.proven;
                v.proof = proof.name();
                let rule = format!("periodic: g(n + {q}) = g(n) for every n ≥ {a}");
                if p.proven {
                    let why = match proof {
                        Proof::Window { width } => format!(
                            "the window argument: each value depends only on the {width} before it, \
                             and two windows agree"
                        ),
                        Proof::GuySmith { .. } => format!(
                            "the Guy–Smith periodicity theorem: the period holds for {} ≤ n < {}",
                            a.max(1),
                            proof.upto_needed(a, q).unwrap_or(0) + 1 - q
                        ),
                        Proof::None => String::new(),
                    };
                    format!("{rule}, proven for all n by {why}.")
                } else if let Some(needed) = proof.upto_needed(a, q) {
                    v.upto_to_prove = Some(needed);
                    format!(
                        "{rule}, checked up to {upto} only; --upto {needed} would prove it by the {}.",
                        proof.name().unwrap_or("theorem")
                    )
                } else {
                    format!("{rule}, checked up to {upto} only (no theorem covers this game).")
                }
            }
            Pattern::ArithmeticPeriodic(p) => {
                v.kind = "arithmetic-periodic";
                v.preperiod = Some(p.preperiod);
                v.period = Some(p.period);
                v.saltus = Some(p.saltus);
                format!(
                    "arithmetic-periodic: g(n + {}) = g(n) + {} for every n ≥ {}, checked up to {upto} only.",
                    p.period, p.saltus, p.preperiod
                )
            }
            Pattern::None => {
                let last = match last {
                    Some(n) => format!("the last at n = {n}"),
                    None => "none at all".into(),
                };
                let counts = format!(
                    "{count} P-position{}, {last}; largest value {max_value}.",
                    if count == 1 { "" } else { "s" }
                );
                v.too_few = short;
                match short {
                    Some(s) => format!("{} {counts}", too_few_sentence(&s, proof, upto)),
                    None => format!("no period found up to {upto}: {counts}"),
                }
            }
        };
        v
    }
}

/// "too few values: …": the rule a short tail shows, what it has, what it needs.
fn too_few_sentence(s: &Shortfall, proof: Proof, upto: usize) -> String {
    let (a, p) = (s.preperiod, s.period);
    let rule = if s.saltus == 0 {
        format!("g(n + {p}) = g(n)")
    } else {
        format!("g(n + {p}) = g(n) + {}", s.saltus)
    };
    let prove = match proof.upto_needed(a, p) {
        Some(needed) if s.saltus == 0 && needed > upto => format!(
            "; --upto {needed} would prove it by the {}",
            proof.name().unwrap_or("theorem")
        ),
        _ => String::new(),
    };
    format!(
        "no pattern claimed up to {upto}, too few values: {rule} holds for every n ≥ {a}, \
         but that is {} value{} after the preperiod; a period-{p} claim needs at least {} \
         (three full periods, at least {} values, a quarter of the table): try --upto {}{prove}.",
        s.values,
        if s.values == 1 { "" } else { "s" },
        s.needed,
        crate::pattern::MIN_VALUES,
        s.upto_to_show
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::octal::OctalGame;
    use crate::split::SplitRule;

    #[test]
    fn kayles_is_checked_then_proven() {
        let kayles = Game::Octal(OctalGame::parse("0.77").unwrap());
        let short = Verdict::new(&kayles, &kayles.grundy(100));
        assert!(!short.proven);
        let long = Verdict::new(&kayles, &kayles.grundy(400));
        assert_eq!(
            (long.kind, long.period, long.preperiod),
            ("periodic", Some(12), Some(71))
        );
        assert!(long.proven);
        assert!(long.sentence.contains("Guy–Smith"));
    }

    #[test]
    fn grundys_game_has_no_period_and_counts_its_p_positions() {
        let game = Game::Split(SplitRule::GRUNDY);
        let g = game.grundy(30);
        let v = Verdict::new(&game, &g);
        assert_eq!(v.kind, "none");
        let zeros = g.iter().filter(|&&x| x == 0).count();
        assert_eq!(v.p_position_count, zeros);
        assert_eq!(v.last_p_position, p_positions(&game, &g).last().copied());
        assert!(v.sentence.starts_with("no period found up to 30"));
    }

    #[test]
    fn grundys_game_up_to_5_says_too_few_values() {
        let game = Game::Split(SplitRule::GRUNDY);
        let v = Verdict::new(&game, &game.grundy(5));
        assert_eq!((v.kind, v.period, v.saltus), ("none", None, None));
        assert!(
            v.sentence
                .contains("too few values: g(n + 1) = g(n) + 2 holds for every n ≥ 4")
                && v.sentence.contains("2 values after the preperiod")
                && v.sentence.contains("needs at least 12")
                && v.sentence.contains("try --upto 15"),
            "{}",
            v.sentence
        );
        assert_eq!(v.too_few.map(|s| s.upto_to_show), Some(15));
    }

    #[test]
    fn kayles_up_to_100_is_too_short_to_claim() {
        let kayles = Game::Octal(OctalGame::parse("0.77").unwrap());
        let v = Verdict::new(&kayles, &kayles.grundy(100));
        assert_eq!(v.kind, "none");
        assert!(
            v.sentence.contains("30 values after the preperiod"),
            "{}",
            v.sentence
        );
        assert!(v.sentence.contains("needs at least 36"), "{}", v.sentence);
        assert!(
            v.sentence
                .contains("try --upto 106; --upto 167 would prove it"),
            "{}",
            v.sentence
        );
        let v = Verdict::new(&kayles, &kayles.grundy(106));
        assert_eq!((v.kind, v.period, v.proven), ("periodic", Some(12), false));
        assert_eq!(v.upto_to_prove, Some(167));
    }

    #[test]
    fn divisors_skip_the_placeholder_zero() {
        let g = Game::Divisors.grundy(10);
        assert_eq!(p_positions(&Game::Divisors, &g), [1]);
    }
}
