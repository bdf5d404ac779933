//! The games the lab knows, how to build their Grundy tables, and which theorem can prove their period.

use crate::divisors::divisor_grundy;
use crate::octal::{OctalGame, OctalTable};
use crate::pattern::Proof;
use crate::sparse::{Path, SparseOptions, SparseTable, Switch, TakeBreak};
use crate::split::{SplitRule, SplitTable};
use crate::values::Values;
use games_core::grundy::subtraction_grundy;

/// Name of the sparse-space builder in reports.
pub const SPARSE_BUILDER: &str = "sparse space (Berlekamp–Conway–Guy)";

/// Which builder made a table, and which paths it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Builder {
    /// The builder's name for reports.
    pub name: &'static str,
    /// For the sparse-space builder: every change of path (the first is the start).
    pub switches: Vec<Switch>,
    /// For the sparse-space builder: values that needed the full scan (rare values).
    pub full_scans: u64,
    /// For the sparse-space builder: split pairs scanned by step 2 in all.
    pub scanned_pairs: u64,
}

/// A table and how it was built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// `g(0..=upto)`.
    pub values: Values,
    /// The builder that made it.
    pub builder: Builder,
}

/// Where a build stands, as shown to its step callback.
#[derive(Debug)]
pub struct Step<'a> {
    /// The values so far.
    pub values: &'a Values,
    /// The sparse builder's current path (None for the other builders).
    pub path: Option<Path>,
    /// Heap sizes computed so far.
    pub computed: u64,
    /// Work done so far, in the builder's unit.
    pub done: u64,
    /// Total work.
    pub total: u64,
}

/// A one-heap game whose Grundy sequence the lab tabulates.
#[derive(Debug, Clone)]
pub enum Game {
    /// Remove exactly some `s` from the set (sorted, no repeats, all ≥ 1).
    Subtraction(Vec<usize>),
    /// Split a heap into parts (and maybe take tokens).
    Split(SplitRule),
    /// An octal game.
    Octal(OctalGame),
    /// Replace n by a proper divisor.
    Divisors,
}

impl Game {
    /// The game as the command line that selects it (also the JSON `game` field).
    pub fn command(&self) -> String {
        match self {
            Game::Subtraction(moves) => {
                let moves: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
                format!("subtraction {}", moves.join(" "))
            }
            Game::Split(rule) => {
                let mut s = format!("split --parts {}", rule.parts);
                if rule.unequal {
                    s.push_str(" --unequal");
                }
                if rule.take {
                    s.push_str(" --take");
                }
                s
            }
            Game::Octal(game) => format!("octal {game}"),
            Game::Divisors => "divisors".into(),
        }
    }

    /// A description for people.
    pub fn title(&self) -> String {
        match self {
            Game::Subtraction(moves) => {
                let moves: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
                format!(
                    "Subtraction game S = {{{}}}: remove exactly s ∈ S tokens from one heap",
                    moves.join(", ")
                )
            }
            Game::Split(rule) => {
                let mut s = format!(
                    "Split one heap into {} non-empty heaps{}",
                    rule.parts,
                    if rule.unequal {
                        " of different sizes"
                    } else {
                        ""
                    }
                );
                if rule.take {
                    s.push_str(", or take any positive number of tokens from it");
                }
                if *rule == SplitRule::GRUNDY {
                    s.push_str(" (Grundy's game)");
                } else if *rule == SplitRule::TAKE_OR_SPLIT_IN_THREE {
                    s.push_str(" (HDU 5795 \"A Simple Nim\")");
                }
                s
            }
            Game::Octal(game) => {
                let code = game.to_string();
                let known = match code.as_str() {
                    "0.77" => " (Kayles)",
                    "0.07" => " (Dawson's Kayles)",
                    "0.137" => " (Dawson's chess)",
                    "0.6" => " (the \"officers\" game)",
                    _ => "",
                };
                format!("Octal game {code}{known}")
            }
            Game::Divisors => {
                "Replace n by a proper divisor d (1 ≤ d < n); 1 has no move (values are Ω(n))"
                    .into()
            }
        }
    }

    /// The theorem that can prove a period of this game, if any.
    pub fn proof(&self) -> Proof {
        match self {
            Game::Subtraction(moves) => Proof::Window {
                width: moves.iter().copied().max().unwrap_or(1),
            },
            Game::Octal(game) => Proof::GuySmith {
                max_removal: game.max_removal(),
            },
            // Splitting into two heaps, equal sizes allowed, is the octal game 4.0.
            Game::Split(rule) if rule.parts == 2 && !rule.unequal && !rule.take => {
                Proof::GuySmith { max_removal: 0 }
            }
            Game::Split(_) | Game::Divisors => Proof::None,
        }
    }

    /// The smallest heap that is a position (the divisor game starts at 1; `g(0)` is a placeholder).
    pub fn first_position(&self) -> usize {
        match self {
            Game::Divisors => 1,
            _ => 0,
        }
    }

    /// Refuses sizes whose table would not fit in memory or time.
    pub fn check_size(&self, upto: usize) -> Result<(), String> {
        if let Game::Split(rule) = self {
            if rule.parts >= 3 {
                let limit = split_limit(*rule);
                if upto > limit {
                    return Err(format!(
                        "{} supports --upto at most {limit} (its table needs memory and time \
                         growing like upto² to upto³), got {upto}",
                        self.command()
                    ));
                }
            }
        }
        Ok(())
    }

    /// The sparse-space moves of the game, when the sparse-space builder applies
    /// (octal games, splits into two parts without taking).
    ///
    /// # Complexity
    /// O(code length).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::split::SplitRule;
    /// assert!(Game::Split(SplitRule::GRUNDY).sparse_moves().is_some());
    /// assert!(Game::Divisors.sparse_moves().is_none());
    /// ```
    pub fn sparse_moves(&self) -> Option<TakeBreak> {
        match self {
            Game::Octal(game) => Some(TakeBreak::octal(game)),
            Game::Split(rule) => TakeBreak::split(*rule),
            Game::Subtraction(_) | Game::Divisors => None,
        }
    }

    /// `g(0..=upto)` by the game's fastest builder (the sparse-space one when it
    /// applies), continuing from `start` (values and path, e.g. from a
    /// checkpoint) when given. `step` is called now and then; an error it returns
    /// stops the build.
    ///
    /// # Errors
    /// When `start` is given for a game without the sparse-space builder, or
    /// holds more than `upto + 1` values or does not start with 0, or `step` fails.
    ///
    /// # Complexity
    /// That of the builder (see [`Game::grundy`] and [`SparseTable`]).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::{Game, SPARSE_BUILDER};
    /// use lab_engine::split::SplitRule;
    /// let table = Game::Split(SplitRule::GRUNDY)
    ///     .build(9, Default::default(), None, |_| Ok(()))
    ///     .unwrap();
    /// assert_eq!(table.values.to_u32(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]);
    /// assert_eq!(table.builder.name, SPARSE_BUILDER);
    /// ```
    pub fn build(
        &self,
        upto: usize,
        options: SparseOptions,
        start: Option<(Values, Option<Path>)>,
        mut step: impl FnMut(Step<'_>) -> Result<(), String>,
    ) -> Result<Table, String> {
        let Some(moves) = self.sparse_moves() else {
            if start.is_some() {
                return Err(format!(
                    "{} has no resumable builder (only octal games and two-part splits do)",
                    self.command()
                ));
            }
            let mut values = Values::new();
            let mut stopped = Ok(());
            let grundy = self.grundy_with_progress(upto, |done, total| {
                if stopped.is_ok() {
                    stopped = step(Step {
                        values: &values,
                        path: None,
                        // The plain builders count their work as n² (an estimate for the rate).
                        computed: (done as f64).sqrt() as u64,
                        done,
                        total,
                    });
                }
            });
            stopped?;
            values = Values::from_u32(&grundy)?;
            return Ok(Table {
                values,
                builder: Builder {
                    name: self.plain_builder(),
                    switches: Vec::new(),
                    full_scans: 0,
                    scanned_pairs: 0,
                },
            });
        };
        let mut table = match start {
            Some((values, path)) => {
                if values.len() > upto + 1 {
                    return Err(format!(
                        "the saved table holds g(0..={}), beyond --upto {upto}",
                        values.len() - 1
                    ));
                }
                SparseTable::resume(moves, options, values, path)?
            }
            None => SparseTable::new(moves, options),
        };
        let chunk = (upto / 1000).clamp(1, 1 << 18);
        while table.values().len() <= upto {
            let to = (table.values().len() - 1 + chunk).min(upto);
            table.extend_to(to)?;
            step(Step {
                values: table.values(),
                path: Some(table.path()),
                computed: to as u64 + 1,
                done: to as u64,
                total: upto as u64,
            })?;
        }
        let builder = Builder {
            name: SPARSE_BUILDER,
            switches: table.switches().to_vec(),
            full_scans: table.full_scans(),
            scanned_pairs: table.scanned_pairs(),
        };
        Ok(Table {
            values: table.into_values(),
            builder,
        })
    }

    /// The name of the builder [`Game::grundy`] uses.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// assert_eq!(Game::Divisors.plain_builder(), "divisor sieve");
    /// ```
    pub fn plain_builder(&self) -> &'static str {
        match self {
            Game::Subtraction(_) => "subtraction table",
            Game::Divisors => "divisor sieve",
            Game::Split(rule) if rule.parts == 2 => "plain scan",
            Game::Split(_) => "split bit sets",
            Game::Octal(_) => "plain scan",
        }
    }

    /// `g(0..=upto)` by the plain builders (the reference for the sparse-space one).
    ///
    /// # Complexity
    /// That of the game's builder: O(upto · |S|) for subtraction games,
    /// O(upto log upto) for divisors, O(upto²) for octal games and two-part
    /// splits, more for splits into three or more parts.
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// assert_eq!(Game::Subtraction(vec![1, 2]).grundy(5), [0, 1, 2, 0, 1, 2]);
    /// ```
    pub fn grundy(&self, upto: usize) -> Vec<u32> {
        self.grundy_with_progress(upto, |_, _| {})
    }

    /// `g(0..=upto)`, calling `progress(done, total)` now and then, where
    /// `done / total` estimates the fraction of the work done (work counted as
    /// n² for the table builders that take at least O(n) per heap size).
    ///
    /// # Complexity
    /// As [`Game::grundy`].
    ///
    /// # Example
    /// ```
    /// use lab_engine::game::Game;
    /// use lab_engine::octal::OctalGame;
    /// let mut calls = 0;
    /// let g = Game::Octal(OctalGame::parse("0.77").unwrap())
    ///     .grundy_with_progress(2000, |done, total| { calls += 1; assert!(done <= total); });
    /// assert_eq!(g[..5], [0, 1, 2, 3, 1]);
    /// assert!(calls > 0);
    /// ```
    pub fn grundy_with_progress(
        &self,
        upto: usize,
        mut progress: impl FnMut(u64, u64),
    ) -> Vec<u32> {
        match self {
            Game::Subtraction(moves) => subtraction_grundy(moves, upto),
            Game::Divisors => divisor_grundy(upto),
            Game::Split(rule) => {
                let mut table = SplitTable::new(*rule);
                in_steps(upto, |to| table.extend_to(to), &mut progress);
                table.into_values()
            }
            Game::Octal(game) => {
                let mut table = OctalTable::new(game.clone());
                in_steps(upto, |to| table.extend_to(to), &mut progress);
                table.into_values()
            }
        }
    }
}

/// Calls `extend(to)` for about 500 increasing `to` up to `upto`, reporting
/// the work done (counted as n²) to `progress` after each.
fn in_steps(upto: usize, mut extend: impl FnMut(usize), mut progress: impl FnMut(u64, u64)) {
    let step = (upto / 500).max(1);
    let work = |n: usize| (n as u64) * (n as u64);
    let mut to = 0;
    while to < upto {
        to = (to + step).min(upto);
        extend(to);
        progress(work(to), work(upto));
    }
}

/// The largest `--upto` accepted for a split into three or more parts.
///
/// Measured in release on a shared 2-core machine: `split --parts 3 --upto
/// 10000` 4 s (values grow like n/2, bit sets of 8192 bits); `--parts 3
/// --take --upto 5000` 1 s (values grow like n); `--parts 3 --unequal
/// --upto 3000` 0.7 s but 240 MB (one bit set per heap size and smallest
/// part); `--parts 6 --unequal --take --upto 2000` 1.1 s and 555 MB.
fn split_limit(rule: SplitRule) -> usize {
    match (rule.unequal, rule.take) {
        (false, false) => 10_000,
        (false, true) => 8_000,
        (true, false) => 3_000,
        (true, true) => 1_500,
    }
}
