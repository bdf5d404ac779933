//! The games the lab knows, their names and limits, and which theorem can prove their period (tables: `driver`, which depends on this module, never the reverse).

use crate::patterns::pattern::Proof;
use crate::tables::octal::OctalGame;
use crate::tables::sparse::TakeBreak;
use crate::tables::split::SplitRule;

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
                let kind = if game.leaves_three() {
                    "Hexadecimal"
                } else {
                    "Octal"
                };
                let known = match code.as_str() {
                    "0.77" => " (Kayles)",
                    "0.07" => " (Dawson's Kayles)",
                    "0.137" => " (Dawson's chess)",
                    "0.6" => " (the \"officers\" game)",
                    _ => "",
                };
                format!("{kind} game {code}{known}")
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
                max_heaps: game.max_heaps_left().max(2),
            },
            // Splitting into two heaps, equal sizes allowed, is the octal game 4.0.
            Game::Split(rule) if rule.parts == 2 && !rule.unequal && !rule.take => {
                Proof::GuySmith {
                    max_removal: 0,
                    max_heaps: 2,
                }
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
        if let Game::Octal(code) = self {
            if code.leaves_three() && upto > HEX_LIMIT {
                return Err(format!(
                    "{} supports --upto at most {HEX_LIMIT} (a move leaves three heaps: the \
                     three-heap bit sets need time growing like upto² times the largest \
                     value), got {upto}",
                    self.command()
                ));
            }
        }
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
    /// (octal games and hexadecimal codes without a move leaving three heaps,
    /// splits into two parts without taking).
    ///
    /// # Complexity
    /// O(code length).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::game::Game;
    /// use lab_engine::tables::split::SplitRule;
    /// assert!(Game::Split(SplitRule::GRUNDY).sparse_moves().is_some());
    /// assert!(Game::Divisors.sparse_moves().is_none());
    /// ```
    pub fn sparse_moves(&self) -> Option<TakeBreak> {
        match self {
            // The sparse space pairs two parts; three-heap moves have their own builder.
            Game::Octal(game) if game.leaves_three() => None,
            Game::Octal(game) => Some(TakeBreak::octal(game)),
            Game::Split(rule) => TakeBreak::split(*rule),
            Game::Subtraction(_) | Game::Divisors => None,
        }
    }
}

/// The largest `--upto` accepted for a hexadecimal game with a move leaving three heaps.
///
/// Measured in release on the shared 2-core machine (load about 10): `octal
/// 0.fff --upto 10000` 27 s and 22 MB, `0.9` 47 s; at 20 000, `0.2048` 69 s,
/// `0.9` 127 s, `0.fff` 137 s and 77 MB (values growing like n, the worst
/// case: time like upto³ / 192 word operations). Games whose values stay
/// small take O(upto²) and stop early once the period is proven.
pub const HEX_LIMIT: usize = 20_000;

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
