//! The lab's verdict on a Grundy table: pattern, proof status and the one-sentence summary.

use crate::patterns::pattern::{
    classify, classify_sequence, classify_values, sequence_upto_to_show, shortfall,
    shortfall_values, Pattern, Proof, Shortfall,
};
use crate::tables::game::Game;
use crate::tables::octal::OctalGame;
use crate::tables::split::SplitRule;
use crate::tables::values::Values;
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
    /// values it has and would need (see [`crate::patterns::pattern::shortfall`]).
    pub too_few: Option<Shortfall>,
    /// How many P-positions there are up to `upto`.
    pub p_position_count: usize,
    /// The largest P-position up to `upto`.
    pub last_p_position: Option<usize>,
    /// The largest Grundy value up to `upto`.
    pub max_value: u32,
    /// The first heap size with the largest value.
    pub max_value_first_at: usize,
    /// For a claimed period: the P-positions it gives, as residues, and that
    /// rule as a contestant writes it (beside the sentence, not in it: the
    /// page's verdict and the lab's say the same facts).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_rule: Option<PRule>,
    /// The verdict in one sentence.
    #[serde(rename = "verdict")]
    pub sentence: String,
}

/// The P-positions a claimed period g(n + p) = g(n) gives: for every n ≥
/// `from`, n is a P-position exactly when `n mod p` is one of `residues`;
/// below `from` the table's own P-positions are `below`. It says no more than
/// the period does (proven, or checked up to the table's end, as its verdict).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PRule {
    /// The rule holds for every n ≥ `from` (the preperiod, or the first position).
    pub from: usize,
    /// The modulus: the period.
    pub modulus: usize,
    /// The residues of the P-positions from `from` on (empty: none).
    pub residues: Vec<usize>,
    /// The P-positions from the first position up to `from − 1`.
    pub below: Vec<usize>,
    /// The rule in the lab's words ([`PRule::render`] with [`LabWords`]).
    pub sentence: String,
}

impl PRule {
    /// The rule from the values `at(n)` of a table with positions from `first`,
    /// periodic with period `p` from `a`; `None` when the table holds less than
    /// one period from the first position the rule covers, or from the index `last` on.
    fn of(
        at: &dyn Fn(usize) -> u32,
        first: usize,
        a: usize,
        p: usize,
        last: usize,
    ) -> Option<PRule> {
        let from = a.max(first);
        if from + p > last + 1 {
            return None;
        }
        let mut residues: Vec<usize> = (from..from + p)
            .filter(|&n| at(n) == 0)
            .map(|n| n % p)
            .collect();
        residues.sort_unstable();
        let below = (first..from).filter(|&n| at(n) == 0).collect();
        let mut rule = PRule {
            from,
            modulus: p,
            residues,
            below,
            sentence: String::new(),
        };
        rule.sentence = rule.render(first, &LabWords);
        Some(rule)
    }

    /// The rule in `words`, first position `first`: "P-positions: n ≡ 0 (mod 3)",
    /// "P-positions: n mod 7 ∈ {0, 2} for every n ≥ 5; below 5: n = 1", or
    /// "No P-position from n = 71 on; below 71: n = 0".
    ///
    /// # Complexity
    /// O(length of the sentence).
    pub fn render(&self, first: usize, words: &dyn Words) -> String {
        let num = |x: usize| x.to_string();
        let m = self.modulus;
        let from = if self.from > first {
            words.fill("class_from", &[("from", num(self.from))])
        } else {
            String::new()
        };
        let mut out = match self.residues.as_slice() {
            [] => words.fill("v_p_none", &[("a", num(self.from))]),
            _ if m == 1 => words.fill(
                "v_p_rule",
                &[("rule", words.fill("class_every", &[])), ("from", from)],
            ),
            [r] => words.fill(
                "v_p_rule",
                &[
                    (
                        "rule",
                        words.fill("class_residue", &[("r", num(*r)), ("m", num(m))]),
                    ),
                    ("from", from),
                ],
            ),
            rs => {
                let set: Vec<String> = rs.iter().map(|r| r.to_string()).collect();
                words.fill(
                    "v_p_rule",
                    &[
                        (
                            "rule",
                            words.fill("class_residues", &[("m", num(m)), ("set", set.join(", "))]),
                        ),
                        ("from", from),
                    ],
                )
            }
        };
        if self.from > first {
            let below: Vec<String> = self.below.iter().map(|n| n.to_string()).collect();
            out += &if below.is_empty() {
                words.fill("v_p_none_below", &[("a", num(self.from))])
            } else {
                words.fill(
                    "v_p_below",
                    &[("list", below.join(", ")), ("a", num(self.from))],
                )
            };
        }
        out
    }
}

/// Heap sizes `n` in `game.first_position()..grundy.len()` with `g(n) = 0`.
///
/// # Complexity
/// O(len).
///
/// # Example
/// ```
/// use lab_engine::tables::game::Game;
/// use lab_engine::patterns::verdict::p_positions;
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
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::patterns::verdict::Verdict;
    /// let game = Game::Subtraction(vec![2, 5, 7]);
    /// let v = Verdict::new(&game, &game.grundy(40));
    /// assert_eq!((v.kind, v.period, v.proven), ("periodic", Some(22), true));
    /// assert!(v.sentence.starts_with("periodic: g(n + 22) = g(n)"));
    /// ```
    pub fn new(game: &Game, grundy: &[u32]) -> Self {
        assert!(!grundy.is_empty(), "a table holds at least g(0)");
        let stats = Verdict::stats(game, grundy.iter().copied());
        let pattern = classify(grundy, game.proof());
        Verdict::with(
            stats,
            pattern,
            &|| shortfall(grundy),
            game.proof(),
            grundy.len() - 1,
            (game.first_position(), &|n| grundy[n]),
        )
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
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::values::Values;
    /// use lab_engine::patterns::verdict::Verdict;
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
        Verdict::with(
            stats,
            pattern,
            &|| shortfall_values(values),
            proof,
            values.len() - 1,
            (game.first_position(), &|n| values.get(n)),
        )
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
    /// use lab_engine::patterns::verdict::Verdict;
    /// let g: Vec<u32> = (0..40).map(|n| n % 3).collect();
    /// assert_eq!(Verdict::of_sequence(0, &g).period, Some(3));
    /// ```
    pub fn of_sequence(first: usize, grundy: &[u32]) -> Self {
        assert!(!grundy.is_empty(), "a table holds at least one value");
        let stats = Verdict::stats_from(first, grundy.iter().copied());
        let upto = grundy.len() - 1;
        let pattern = classify_sequence(grundy);
        if pattern != Pattern::None {
            return Verdict::with(
                stats,
                pattern,
                &|| None,
                Proof::None,
                upto,
                (first, &|n| grundy[n]),
            );
        }
        // What the table's tail shows, claimed or not by the rule for known games.
        let seen = match classify(grundy, Proof::None) {
            Pattern::Periodic(p) => Some((p.preperiod, p.period, 0)),
            Pattern::ArithmeticPeriodic(p) => Some((p.preperiod, p.period, p.saltus)),
            Pattern::None => shortfall(grundy)
                .filter(|s| worth_proposing(s, upto))
                .map(|s| (s.preperiod, s.period, s.saltus)),
        };
        let mut v = Verdict::with(
            stats,
            Pattern::None,
            &|| None,
            Proof::None,
            upto,
            (first, &|n| grundy[n]),
        );
        let Some((a, p, saltus)) = seen else {
            return v;
        };
        let show = sequence_upto_to_show(a, p);
        v.too_few = Some(Shortfall {
            preperiod: a,
            period: p,
            saltus,
            values: grundy.len() - a,
            needed: show + 1 - a,
            upto_to_show: show,
        });
        let rule = match saltus {
            0 => format!("g(n + {p}) = g(n)"),
            s => format!("g(n + {p}) = g(n) + {s}"),
        };
        let why = if show > upto {
            format!(
                "the rules are unknown, so a claim is read from the first two thirds of the table (three full periods, at least {} values, a quarter of it), must be confirmed exactly by the last third, and needs 2a + p values at least: try a table up to {show} to see whether it goes on",
                crate::patterns::pattern::MIN_VALUES
            )
        } else {
            "the first two thirds of the table show another rule or none: the sequence has changed its pattern before and may again, so a longer table would tell".to_string()
        };
        let counts = v
            .sentence
            .split_once(": ")
            .map_or("", |(_, c)| c)
            .to_string();
        v.sentence = format!(
            "no pattern claimed up to {upto}: {rule} holds for every n ≥ {a}, but {why}. {counts}"
        );
        v
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
            p_rule: None,
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
    /// `at(n)` is the table's value at n, `first` its first position; `short()`, called only
    /// when no pattern is claimed, what the table falls short of.
    fn with(
        mut v: Verdict,
        pattern: Pattern,
        short: &dyn Fn() -> Option<Shortfall>,
        proof: Proof,
        upto: usize,
        (first, at): (usize, &dyn Fn(usize) -> u32),
    ) -> Verdict {
        match pattern {
            Pattern::Periodic(p) => {
                let (a, q) = (p.preperiod, p.period);
                v.kind = "periodic";
                v.preperiod = Some(a);
                v.period = Some(q);
                v.saltus = Some(0);
                v.proven = p.proven;
                v.proof = proof.name();
                if !p.proven {
                    v.upto_to_prove = proof.upto_needed(a, q);
                }
                v.p_rule = PRule::of(at, first, a, q, upto);
            }
            Pattern::ArithmeticPeriodic(p) => {
                v.kind = "arithmetic-periodic";
                v.preperiod = Some(p.preperiod);
                v.period = Some(p.period);
                v.saltus = Some(p.saltus);
            }
            // A rule seen on a handful of values of a tiny table is noise, and usually false
            // (Grundy's game up to 5: "g(n + 1) = g(n) + 2"): named only with some evidence.
            Pattern::None => v.too_few = short().filter(|s| worth_proposing(s, upto)),
        }
        v.sentence = v.render(proof, upto, &LabWords);
        v
    }

    /// The verdict in one sentence, worded by `words`: the lab's ([`LabWords`], which is
    /// [`Verdict::sentence`]) or a page language's. The one renderer of a verdict: what is
    /// said, and in which order, is decided here; `words` only words it.
    ///
    /// `proof` is the game's theorem (`Game::proof`), `upto` the table's last index.
    ///
    /// # Complexity
    /// O(length of the sentence).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::patterns::verdict::{LabWords, Verdict};
    /// let game = Game::Subtraction(vec![2, 5, 7]);
    /// let v = Verdict::new(&game, &game.grundy(40));
    /// assert_eq!(v.render(game.proof(), 40, &LabWords), v.sentence);
    /// ```
    pub fn render(&self, proof: Proof, upto: usize, words: &dyn Words) -> String {
        let num = |x: usize| x.to_string();
        let rule = |p: usize, s: u32| match s {
            0 => words.fill("v_rule_periodic", &[("p", num(p))]),
            s => words.fill("v_rule_arith", &[("p", num(p)), ("s", s.to_string())]),
        };
        let proof_name = match proof {
            Proof::Window { .. } => words.fill("proof_window", &[]),
            Proof::GuySmith { .. } => words.fill("proof_gs", &[]),
            Proof::None => String::new(),
        };
        let (Some(a), Some(p)) = (self.preperiod, self.period) else {
            let last = match self.last_p_position {
                Some(n) => words.fill("v_last", &[("n", num(n))]),
                None => words.fill("v_no_p", &[]),
            };
            let counts = words.fill(
                if self.p_position_count == 1 {
                    "v_counts_one"
                } else {
                    "v_counts"
                },
                &[
                    ("count", num(self.p_position_count)),
                    ("last", last),
                    ("max", self.max_value.to_string()),
                ],
            );
            let Some(s) = &self.too_few else {
                return words.fill("v_none", &[("upto", num(upto)), ("counts", counts)]);
            };
            // A rule the tail shows on too few values: named, with how far to look, never claimed.
            let prove = match proof.upto_needed(s.preperiod, s.period) {
                Some(needed) if s.saltus == 0 && needed > upto => words.fill(
                    "v_would_prove",
                    &[("needed", num(needed)), ("proof", proof_name.clone())],
                ),
                _ => String::new(),
            };
            let values = words.fill(
                if s.values == 1 {
                    "v_values_one"
                } else {
                    "v_values"
                },
                &[("n", num(s.values))],
            );
            return words.fill(
                "v_too_few",
                &[
                    ("upto", num(upto)),
                    ("rule", rule(s.period, s.saltus)),
                    ("a", num(s.preperiod)),
                    ("values", values),
                    ("p", num(s.period)),
                    ("needed", num(s.needed)),
                    ("min", num(crate::patterns::pattern::MIN_VALUES)),
                    ("show", num(s.upto_to_show)),
                    ("prove", prove),
                    ("counts", counts),
                ],
            );
        };
        let saltus = self.saltus.unwrap_or(0);
        let head = [
            ("rule", rule(p, saltus)),
            ("a", num(a)),
            ("upto", num(upto)),
        ];
        if saltus != 0 {
            return words.fill("v_arith", &head);
        }
        let tail = if self.proven {
            match proof {
                Proof::Window { width } => words.fill("v_proven_window", &[("w", num(width))]),
                _ => words.fill(
                    "v_proven_gs",
                    &[
                        ("lo", num(a.max(1))),
                        ("hi", num(proof.upto_needed(a, p).unwrap_or(0) + 1 - p)),
                    ],
                ),
            }
        } else if let Some(needed) = self.upto_to_prove {
            words.fill(
                "v_unproven_needed",
                &[
                    ("upto", num(upto)),
                    ("needed", num(needed)),
                    ("proof", proof_name),
                ],
            )
        } else {
            words.fill("v_unproven", &[("upto", num(upto))])
        };
        words.fill("v_periodic", &head) + &tail
    }
}

/// Whether a rule seen on too few values is worth proposing at all: in a table of at least
/// twice [`crate::patterns::pattern::MIN_VALUES`] values, on at least two periods and half the values a
/// claim needs after its preperiod.
fn worth_proposing(s: &Shortfall, upto: usize) -> bool {
    let min = crate::patterns::pattern::MIN_VALUES;
    upto + 1 >= 2 * min && s.values >= 2 * s.period && 2 * s.values >= min
}

/// The words a verdict is rendered with (see [`Verdict::render`]): every key of
/// [`LAB_WORDS`], each a template whose `$name` placeholders are filled from `args`.
pub trait Words {
    /// The template of `key` with its placeholders filled.
    fn fill(&self, key: &str, args: &[(&str, String)]) -> String;
}

/// The lab's words: English, with the command line's `--upto`.
#[derive(Debug, Clone, Copy, Default)]
pub struct LabWords;

/// The lab's templates, one per key a verdict uses (the page's word tables hold the same keys).
pub const LAB_WORDS: &[(&str, &str)] = &[
    ("v_rule_periodic", "g(n + $p) = g(n)"),
    ("v_rule_arith", "g(n + $p) = g(n) + $s"),
    ("v_periodic", "periodic: $rule for every n ≥ $a"),
    ("v_proven_window", ", proven for all n by the window argument: each value depends only on the $w before it, and two windows agree."),
    ("v_proven_gs", ", proven for all n by the Guy–Smith periodicity theorem: the period holds for $lo ≤ n < $hi."),
    ("v_unproven_needed", ", checked up to $upto only; --upto $needed would prove it by the $proof."),
    ("v_unproven", ", checked up to $upto only (no theorem covers this game)."),
    ("v_arith", "arithmetic-periodic: $rule for every n ≥ $a, checked up to $upto only."),
    ("v_none", "no period found up to $upto: $counts"),
    ("v_counts", "$count P-positions, $last; largest value $max."),
    ("v_counts_one", "$count P-position, $last; largest value $max."),
    ("v_last", "the last at n = $n"),
    ("v_no_p", "none at all"),
    ("v_values", "$n values"),
    ("v_values_one", "$n value"),
    ("v_too_few", "no pattern claimed up to $upto, too few values: $rule holds for every n ≥ $a, but that is $values after the preperiod; a period-$p claim needs at least $needed (three full periods, at least $min values, a quarter of the table): try --upto $show to see whether it goes on$prove. $counts"),
    ("v_would_prove", "; --upto $needed would prove it by the $proof"),
    // The P-positions a claimed period gives (`PRule::render`).
    ("v_p_rule", "P-positions: $rule$from"),
    ("v_p_none", "No P-position from n = $a on"),
    ("v_p_below", "; below $a: n = $list"),
    ("v_p_none_below", "; none below $a"),
    ("proof_window", "window argument"),
    ("proof_gs", "Guy–Smith periodicity theorem"),
    // A value class as residues plus catalogue exceptions (`ClassRule::render`).
    ("class_p_positions", "the P-positions"),
    ("class_are", "$class are $members"),
    ("class_from", " for every n ≥ $from"),
    ("class_errs", " (the rule errs at n = $list)"),
    ("class_checked", ", checked up to $upto only"),
    ("class_every", "every n"),
    ("class_even", "the even n"),
    ("class_odd", "the odd n"),
    ("class_residue", "n ≡ $r (mod $m)"),
    ("class_residues", "n mod $m ∈ {$set}"),
    ("class_except", " except $seq"),
    ("class_and", ", and $seq"),
    // The catalogue's sequences (`Seq::render`).
    ("seq_even_k", " for even k"),
    ("seq_odd_k", " for odd k"),
    ("seq_powers_all", "the powers of $b ($b^k, k ≥ 0)"),
    ("seq_powers", "$b^k$of"),
    ("seq_squares", "the squares k²"),
    ("seq_cubes", "the cubes k³"),
    ("seq_triangular", "the triangular numbers k(k + 1)/2"),
    ("seq_fibonacci_all", "the Fibonacci numbers (1, 2, 3, 5, 8, …)"),
    ("seq_fibonacci", "the Fibonacci numbers F(k + 2)$of"),
    ("seq_lucas", "the Lucas numbers (2, 1, 3, 4, 7, …)"),
    ("seq_two_k_minus_one", "2^k − 1$of"),
    ("seq_two_k_plus_one", "2^k + 1"),
    ("seq_odious", "the odious numbers (an odd number of ones in binary)"),
    ("seq_evil", "the evil numbers (an even number of ones in binary)"),
    ("seq_lower_wythoff", "⌊kφ⌋ (k ≥ 1)"),
    ("seq_upper_wythoff", "⌊kφ²⌋ (k ≥ 1)"),
];

impl Words for LabWords {
    fn fill(&self, key: &str, args: &[(&str, String)]) -> String {
        let template = LAB_WORDS
            .iter()
            .find(|(k, _)| *k == key)
            .map_or_else(|| panic!("no verdict words `{key}`"), |(_, t)| *t);
        fill_template(template, args)
    }
}

/// Games and table sizes whose verdicts between them take every kind of sentence
/// [`Verdict::render`] writes: too few values to claim the period the table shows (Kayles up to
/// 100), checked only (up to 106), proven (up to 167 and 400), a proven subtraction period, no
/// period with P-positions counted (Grundy's game), a proven octal period from a preperiod;
/// for the tests of everything that words a verdict (the lab's words, the page's two languages).
///
/// # Complexity
/// O(1).
pub fn sentence_samples() -> Vec<(Game, usize)> {
    let kayles = Game::Octal(OctalGame::parse("0.77").expect("Kayles' code"));
    let grundy = Game::Split(SplitRule::GRUNDY);
    vec![
        (kayles.clone(), 100),
        (kayles.clone(), 106),
        (kayles.clone(), 167),
        (kayles, 400),
        (Game::Subtraction(vec![2, 5, 7]), 40),
        (grundy.clone(), 50),
        (grundy, 300),
        (
            Game::Octal(OctalGame::parse("4.7").expect("a valid code")),
            200,
        ),
    ]
}

/// `template` with each `$name` (lowercase letters and `_`) replaced by its value in `args`;
/// unknown names are left as they are.
///
/// # Complexity
/// O(length of the template · args).
///
/// # Example
/// ```
/// use lab_engine::patterns::verdict::fill_template;
/// assert_eq!(fill_template("g($n) = $v$x", &[("n", "3".into()), ("v", "1".into())]), "g(3) = 1$x");
/// ```
pub fn fill_template(template: &str, args: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(i) = rest.find('$') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let len = after
            .find(|c: char| !(c.is_ascii_lowercase() || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..len];
        match args.iter().find(|(k, _)| *k == name) {
            Some((_, v)) if len > 0 => out.push_str(v),
            _ => {
                out.push('$');
                out.push_str(name);
            }
        }
        rest = &after[len..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The P-rule agrees with the table at every position it covers, and its words.
    fn p_rule_holds(v: &Verdict, g: &[u32], first: usize) -> PRule {
        let rule = v.p_rule.clone().expect("a claimed period has a P-rule");
        for (n, &value) in g.iter().enumerate().skip(first) {
            let p = value == 0;
            if n < rule.from {
                assert_eq!(rule.below.contains(&n), p, "n = {n}");
            } else {
                assert_eq!(rule.residues.contains(&(n % rule.modulus)), p, "n = {n}");
            }
        }
        rule
    }

    #[test]
    fn a_period_states_its_p_positions_as_residues() {
        let game = Game::Subtraction(vec![1, 2]);
        let g = game.grundy(60);
        let v = Verdict::new(&game, &g);
        assert_eq!(
            p_rule_holds(&v, &g, 0).sentence,
            "P-positions: n ≡ 0 (mod 3)"
        );
        // The sentence itself stays the period's, which the page words alike.
        assert!(!v.sentence.contains("P-position"), "{}", v.sentence);
        let game = Game::Subtraction(vec![1, 3, 4]);
        let g = game.grundy(60);
        let v = Verdict::new(&game, &g);
        assert_eq!(
            p_rule_holds(&v, &g, 0).sentence,
            "P-positions: n mod 7 ∈ {0, 2}"
        );
        // Kayles: the period from 71 holds no zero, so the only P-position is 0.
        let game = Game::Octal(OctalGame::parse("0.77").unwrap());
        let g = game.grundy(200);
        let v = Verdict::new(&game, &g);
        let rule = p_rule_holds(&v, &g, 0);
        assert_eq!((rule.from, rule.below.clone()), (71, vec![0]));
        assert_eq!(
            rule.sentence,
            "No P-position from n = 71 on; below 71: n = 0"
        );
        // A preperiod with a P-position before it, read as a sequence.
        let mut g = vec![3, 0, 5];
        g.extend((3..60).map(|n| n % 3));
        let v = Verdict::of_sequence(0, &g);
        assert_eq!(v.preperiod, Some(3), "{}", v.sentence);
        assert_eq!(
            p_rule_holds(&v, &g, 0).sentence,
            "P-positions: n ≡ 0 (mod 3) for every n ≥ 3; below 3: n = 1"
        );
        // Subtraction {2, 3}: period 5 from 0, P-positions n mod 5 ∈ {0, 1}.
        let game = Game::Subtraction(vec![2, 3]);
        let g = game.grundy(60);
        let v = Verdict::new(&game, &g);
        p_rule_holds(&v, &g, game.first_position());
        // No rule without a claimed period.
        let v = Verdict::of_sequence(0, &g[..8]);
        assert_eq!(v.p_rule, None, "{}", v.sentence);
    }
    use crate::tables::octal::OctalGame;
    use crate::tables::split::SplitRule;

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
    fn tiny_tables_propose_no_rule() {
        // Grundy's game up to 5 ends 0, 2: "g(n + 1) = g(n) + 2 from 4" is false at 6.
        let game = Game::Split(SplitRule::GRUNDY);
        let v = Verdict::new(&game, &game.grundy(5));
        assert_eq!((v.kind, v.too_few), ("none", None));
        assert!(
            v.sentence.starts_with("no period found up to 5: "),
            "{}",
            v.sentence
        );
        // Whatever a table of fewer than 24 values shows, it is too little to propose
        // (Grundy's game up to 8 repeats 1, 0, 2 twice, and g(13) = 3 breaks it).
        for game in [
            game,
            Game::Subtraction(vec![1, 2]),
            Game::Octal(OctalGame::parse("0.77").unwrap()),
            Game::Divisors,
        ] {
            for upto in 0..23 {
                let v = Verdict::new(&game, &game.grundy(upto));
                assert_eq!(v.too_few, None, "{} up to {upto}", game.command());
            }
        }
    }

    #[test]
    fn every_key_the_renderer_can_use_has_lab_words() {
        for (game, upto) in sentence_samples() {
            let v = Verdict::new(&game, &game.grundy(upto));
            assert!(!v.sentence.contains('$'), "{}", v.sentence);
        }
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
                .contains("try --upto 106 to see whether it goes on; --upto 167 would prove it"),
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
