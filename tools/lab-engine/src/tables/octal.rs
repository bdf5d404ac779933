//! Octal and hexadecimal games in the standard notation (`0.77` Kayles, `0.07` Dawson's Kayles, `4.7`, `0.f`, …) (tables: `driver`; tests keep a plain scan as reference).

/// An octal or hexadecimal game in the standard notation `d₀.d₁d₂…d_t`.
///
/// Digit `d_k` says what may be left after removing `k` tokens from one
/// heap: bit 1 — nothing (the heap had exactly `k`), bit 2 — one non-empty
/// heap, bit 4 — two non-empty heaps, bit 8 — three non-empty heaps. Octal
/// codes use the digits 0–7; hexadecimal codes (Winning Ways, ch. 4) also
/// `8`–`f`, in lower case (capitals are the lab's sweep parameters). `d₀` is 0, 4,
/// 8 or c (a heap may be split in two, or in three, without removing
/// anything). Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess
/// `0.137`; `0.8` splits a heap in three after removing one token.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OctalGame {
    digits: Vec<u8>,
}

impl OctalGame {
    /// Parses a code such as `0.77`, `4.7` or `0.f`, also in the literature's
    /// short forms: `.137` for `0.137` (no digit before the point) and `4` for
    /// `4.0` (no point: only the digit before it). The display form is always
    /// the full `d0.d1…` (so `.137` prints as `0.137` and `4` as `4.0`).
    ///
    /// # Errors
    /// A one-line message when the code is empty, has a digit before the
    /// point other than 0, 4, 8 or c, a point with no digit after it, or a
    /// character that is not a hexadecimal digit (the message names the
    /// character and its place, counted from 1).
    ///
    /// # Complexity
    /// O(length of the code).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::octal::OctalGame;
    /// let kayles = OctalGame::parse("0.77").unwrap();
    /// assert_eq!(kayles.digits(), &[0, 7, 7]);
    /// assert_eq!(OctalGame::parse(".137").unwrap().to_string(), "0.137");
    /// assert_eq!(OctalGame::parse("4").unwrap().to_string(), "4.0");
    /// assert_eq!(OctalGame::parse("0.f8").unwrap().digits(), &[0, 15, 8]);
    /// assert!(OctalGame::parse("0.F8").unwrap_err().contains("lower case"));
    /// assert!(OctalGame::parse("0.7g").unwrap_err().contains("`g` at character 4"));
    /// assert!(OctalGame::parse("077").is_err());
    /// ```
    pub fn parse(code: &str) -> Result<Self, String> {
        if code.is_empty() {
            return Err("the octal code is empty (write e.g. 0.77 for Kayles)".into());
        }
        // `4` alone is `4.0`; `.137` is `0.137`.
        let (whole, fraction) = code.split_once('.').unwrap_or((code, "0"));
        let d0 = match whole {
            "0" | "" => 0,
            "4" => 4,
            "8" => 8,
            "c" => 12,
            _ => {
                return Err(format!(
                    "octal code `{code}`: the part before the point must be 0, 4, 8 or c \
                     (4 lets a heap be split in two, 8 in three), not `{whole}` \
                     (write d0.d1d2..., e.g. 0.77 or .77 for Kayles)"
                ))
            }
        };
        if fraction.is_empty() {
            return Err(format!("octal code `{code}` has no digit after the point"));
        }
        let mut digits = vec![d0];
        // The fraction starts after the point (or is the implied `0`).
        let first = if code.contains('.') {
            whole.chars().count() + 2
        } else {
            1
        };
        for (i, c) in fraction.chars().enumerate() {
            match c.to_digit(16) {
                Some(d) if !c.is_ascii_uppercase() => digits.push(d as u8),
                Some(_) => {
                    return Err(format!(
                        "octal code `{code}`: `{c}` at character {} is upper case: write \
                         hexadecimal digits in lower case (a to f; capitals are --sweep \
                         parameters)",
                        first + i
                    ))
                }
                None => {
                    return Err(format!(
                        "octal code `{code}`: `{c}` at character {} is not an octal or \
                         hexadecimal digit (0 to 7, or 8 to f for moves leaving three heaps)",
                        first + i
                    ))
                }
            }
        }
        Ok(OctalGame { digits })
    }

    /// `d₀, d₁, …, d_t` as written (trailing zeros kept).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::octal::OctalGame;
    /// assert_eq!(OctalGame::parse("4.70").unwrap().digits(), &[4, 7, 0]);
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The largest number of tokens a move may remove (`t`, the last non-zero digit's place).
    ///
    /// # Complexity
    /// O(t).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::octal::OctalGame;
    /// assert_eq!(OctalGame::parse("0.137").unwrap().max_removal(), 3);
    /// assert_eq!(OctalGame::parse("4.0").unwrap().max_removal(), 0);
    /// ```
    pub fn max_removal(&self) -> usize {
        self.digits.iter().rposition(|&d| d != 0).unwrap_or(0)
    }

    /// The most heaps one move may leave: 3 when a digit has bit 8 (a
    /// hexadecimal code), else 2 when one has bit 4, 1 when one has bit 2,
    /// 0 otherwise.
    ///
    /// # Complexity
    /// O(t).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::octal::OctalGame;
    /// assert_eq!(OctalGame::parse("0.77").unwrap().max_heaps_left(), 2);
    /// assert_eq!(OctalGame::parse("0.9").unwrap().max_heaps_left(), 3);
    /// assert_eq!(OctalGame::parse("0.3").unwrap().max_heaps_left(), 1);
    /// ```
    pub fn max_heaps_left(&self) -> usize {
        let bits = self.digits.iter().fold(0, |acc, &d| acc | d);
        (0..4).rev().find(|&j| bits >> j & 1 != 0).unwrap_or(0)
    }

    /// Whether some move leaves three heaps (a digit 8 to f: a hexadecimal
    /// game that is not also an octal one).
    ///
    /// # Complexity
    /// O(t).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::octal::OctalGame;
    /// assert!(OctalGame::parse("0.b").unwrap().leaves_three());
    /// assert!(!OctalGame::parse("0.77").unwrap().leaves_three());
    /// ```
    pub fn leaves_three(&self) -> bool {
        self.digits.iter().any(|&d| d & 8 != 0)
    }
}

impl std::fmt::Display for OctalGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:x}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d:x}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for OctalGame {
    type Err = String;

    fn from_str(code: &str) -> Result<Self, String> {
        OctalGame::parse(code)
    }
}

/// Grundy values `g(0..=upto)` of `game` by the plain quadratic scan over
/// every option the code allows: the independent reference the sparse-space
/// builder (the driver's builder for octal games) and the three-heap bit sets
/// (for hexadecimal codes) are tested against.
///
/// # Complexity
/// O(upto · t + s · upto² / 4 + h · upto³ / 36) time for s digits that allow
/// a split in two and h in three, O(upto) memory.
#[cfg(test)]
pub(crate) fn plain_grundy(game: &OctalGame, upto: usize) -> Vec<u32> {
    let digits = game.digits();
    let mut g: Vec<u32> = Vec::with_capacity(upto + 1);
    let mut marker = games_core::mex::Marker::new(64);
    while g.len() <= upto {
        let n = g.len();
        marker.clear();
        for (k, &d) in digits.iter().enumerate().take(n + 1) {
            if d & 1 != 0 && k == n {
                marker.mark(0);
            }
            if d & 2 != 0 && k > 0 && k < n {
                marker.mark(u64::from(g[n - k]));
            }
            if d & 4 != 0 && n - k >= 2 {
                let rest = n - k;
                for a in 1..=rest / 2 {
                    marker.mark(u64::from(g[a] ^ g[rest - a]));
                }
            }
            if d & 8 != 0 && n - k >= 3 {
                let rest = n - k;
                for a in 1..=rest / 3 {
                    for b in a..=(rest - a) / 2 {
                        marker.mark(u64::from(g[a] ^ g[b] ^ g[rest - a - b]));
                    }
                }
            }
        }
        g.push(marker.mex() as u32);
    }
    g
}

/// A random octal game for the tests: code `4.` with probability `four`, else `0.`, then a
/// count drawn from `digits` of digits 0–7 (its `Display` is that code).
#[cfg(test)]
pub(crate) fn random_octal(
    rng: &mut impl rand::Rng,
    four: f64,
    digits: std::ops::RangeInclusive<usize>,
) -> OctalGame {
    let mut code = String::from(if rng.gen_bool(four) { "4." } else { "0." });
    for _ in 0..rng.gen_range(digits) {
        code.push(char::from(b'0' + rng.gen_range(0..8u8)));
    }
    OctalGame::parse(&code).unwrap()
}

/// Runs `check(rng, game)` on `count` games of [`random_octal`]`(rng, four, digits)`, `rng`
/// seeded with `seed` and passed on to `check` (for its own draws).
#[cfg(test)]
pub(crate) fn each_random_octal(
    seed: u64,
    count: usize,
    four: f64,
    digits: std::ops::RangeInclusive<usize>,
    mut check: impl FnMut(&mut rand::rngs::StdRng, OctalGame),
) {
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    for _ in 0..count {
        let game = random_octal(&mut rng, four, digits.clone());
        check(&mut rng, game);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn octal_tables_match_definition() {
        let mut rng = StdRng::seed_from_u64(13);
        for _ in 0..200 {
            let len = rng.gen_range(1..=4);
            let mut code = String::from(if rng.gen_bool(0.2) { "4." } else { "0." });
            for _ in 0..len {
                code.push(char::from(b'0' + rng.gen_range(0..8u8)));
            }
            let game = OctalGame::parse(&code).unwrap();
            assert_eq!(game.to_string(), code);
            let g = plain_grundy(&game, 40);
            // The driver (the sparse-space builder) agrees with the plain scan.
            assert_eq!(
                crate::tables::game::Game::Octal(game.clone()).grundy(40),
                g,
                "{code}"
            );
            let digits = game.digits();
            for n in 0..=40usize {
                let mut succ = Vec::new();
                for (k, &d) in digits.iter().enumerate() {
                    if k > n {
                        break;
                    }
                    if d & 1 != 0 && k == n && k > 0 {
                        succ.push(0);
                    }
                    if d & 2 != 0 && k > 0 && n > k {
                        succ.push(u64::from(g[n - k]));
                    }
                    if d & 4 != 0 {
                        for a in 1..n - k {
                            succ.push(u64::from(g[a] ^ g[n - k - a]));
                        }
                    }
                }
                assert_eq!(u64::from(g[n]), games_core::mex::mex(succ), "{code} g({n})");
            }
        }
    }

    #[test]
    fn plain_scan_gives_the_known_sequences() {
        for (code, known) in [
            ("0.77", &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6][..]),
            ("0.07", &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]),
            ("0.137", &[0, 1, 1, 2, 0, 3, 1, 1, 0, 3]),
            ("4.0", &[0, 0, 1, 0, 1]),
            ("0.3", &[0, 1, 0, 1, 0]),
        ] {
            let game = OctalGame::parse(code).unwrap();
            assert_eq!(plain_grundy(&game, known.len() - 1), known, "{code}");
        }
    }

    #[test]
    fn octal_codes_are_checked() {
        for bad in [
            "", "077", "1.7", "0.", "0.7g", "00.7", "0.7.7", "-0.7", ".", "4.", "..7", " .7", "7",
            "40", "+4", ".x", "4.3 ", "f.1", "9.1", "0.7 ", "0x.7",
        ] {
            assert!(OctalGame::parse(bad).is_err(), "{bad:?} was accepted");
        }
        for good in ["0.7", "4.7", "0.137", "0.0", "4.0", "4.3", "0.70"] {
            assert_eq!(good.parse::<OctalGame>().unwrap().to_string(), good);
        }
        // The literature's short forms mean the same game, shown in full.
        for (short, full) in [(".137", "0.137"), (".7", "0.7"), ("4", "4.0"), ("0", "0.0")] {
            let game = OctalGame::parse(short).unwrap();
            assert_eq!(game, OctalGame::parse(full).unwrap(), "{short}");
            assert_eq!(game.to_string(), full);
            let full = OctalGame::parse(full).unwrap();
            assert_eq!(plain_grundy(&game, 60), plain_grundy(&full, 60));
        }
    }
}
