//! The games the lab knows, how to build their Grundy tables, and which theorem can prove their period.

use crate::divisors::divisor_grundy;
use crate::octal::{OctalGame, OctalTable};
use crate::pattern::Proof;
use crate::split::{SplitRule, SplitTable};
use games_core::grundy::subtraction_grundy;

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

    /// `g(0..=upto)`.
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
