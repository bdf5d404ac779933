//! Conway's genus `g^{γ0 γ1 …}` of each heap of an octal game, read from a misère quotient that also holds the nim-heaps `*1 … *M`.
//!
//! `γk` is the misère Grundy value of the heap plus k nim-heaps `*2` (value
//! 1 for a position with no move, else the mex of the options' values). The
//! value of a sum X is the one m for which X + *m is a misère P-position (an
//! induction on X + *m: a P-position's options have other values, and a
//! move reaches every smaller one), so `γk = m` exactly when
//! `Φ(heap) · Φ(*2)^k · Φ(*m)` is in the P-portion of the quotient of the
//! heaps and the nim-heaps. The powers of `Φ(*2)` cycle in a finite monoid,
//! so the whole sequence is known, not only a prefix; it is written, as in
//! *Winning Ways* (ch. 13), up to the point after which it alternates.
//!
//! A genus is *tame* when it is the genus of a misère Nim position:
//! `0^{120}` (like `0`), `1^{031}` (like `*1`), or `g^{g (g⊕2)}` for any g
//! (`*g` for g ≥ 2; `0^{02}` and `1^{13}` as for `*2 + *2` and `*2 + *2 + *1`).

use super::build_octal;
use crate::tables::octal::OctalGame;

/// A heap's genus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value g.
    pub normal: u32,
    /// `γ0, γ1, …` up to the point after which the last two alternate.
    pub misere: Vec<u32>,
}

impl Genus {
    /// Whether the genus is that of a misère Nim position (see the module header).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::genus::Genus;
    /// assert!(Genus { normal: 0, misere: vec![1, 2, 0] }.is_tame());
    /// assert!(Genus { normal: 5, misere: vec![5, 7] }.is_tame());
    /// assert!(!Genus { normal: 4, misere: vec![1, 4, 6] }.is_tame());
    /// ```
    pub fn is_tame(&self) -> bool {
        let g = self.normal;
        match self.misere.as_slice() {
            [1, 2, 0] => g == 0,
            [0, 3, 1] => g == 1,
            [a, b] => *a == g && *b == g ^ 2,
            _ => false,
        }
    }

    /// The genus as written in *Winning Ways*: `0^{120}`, `4^{146}`; values above 9 are separated by commas.
    ///
    /// # Complexity
    /// O(length).
    ///
    /// # Example
    /// ```
    /// use lab_engine::misere::genus::Genus;
    /// assert_eq!(Genus { normal: 1, misere: vec![0, 3, 1] }.to_string(), "1^{031}");
    /// ```
    pub fn written(&self) -> String {
        let sep = if self.misere.iter().any(|&v| v > 9) {
            ","
        } else {
            ""
        };
        let digits: Vec<String> = self.misere.iter().map(|v| v.to_string()).collect();
        format!("{}^{{{}}}", self.normal, digits.join(sep))
    }
}

impl std::fmt::Display for Genus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.written())
    }
}

/// The shortest prefix after which `seq` (eventually periodic with the given tail) alternates.
fn written_prefix(seq: &[u32]) -> Vec<u32> {
    // `seq` holds enough terms that its last four show the final alternation.
    let mut len = seq.len();
    while len > 2 && seq[len - 1] == seq[len - 3] {
        len -= 1;
    }
    // Keep at least two terms (the alternating pair).
    seq[..len.max(2).min(seq.len())].to_vec()
}

/// The genus of every heap `0..=upto` of `game`, with the quotient they were read from.
#[derive(Debug, Clone)]
pub struct GenusTable {
    /// `genus[n]` for each heap n.
    pub genus: Vec<Genus>,
    /// The largest nim-heap `*M` in the quotient.
    pub nim_max: u32,
    /// Order of the quotient of the heaps and `*1 … *M`.
    pub order: usize,
    /// Why the table stops before the heap asked for, if it does.
    pub stop: Option<String>,
}

/// The genus of each heap `0..=upto`, from the quotient of the heaps and the
/// nim-heaps `*1 … *M` (M = 2^b − 1 above every normal value, raised if a
/// misère value needs it).
///
/// The table stops early (with the reason in `stop`) at the first heap the
/// quotient builder cannot add (see [`super::quotient::Builder::push`]).
///
/// # Errors
/// When a misère value exceeds 255.
///
/// # Complexity
/// That of [`super::quotient::Builder::push`] for each heap and nim-heap, plus O(order) per heap.
///
/// # Example
/// ```
/// use lab_engine::misere::genus::genus_table;
/// use lab_engine::tables::octal::OctalGame;
/// let t = genus_table(&OctalGame::parse("0.77").unwrap(), 4, 1_000_000).unwrap();
/// assert_eq!(t.genus[0].to_string(), "0^{120}");
/// assert_eq!(t.genus[1].to_string(), "1^{031}");
/// assert_eq!(t.genus[4].to_string(), "1^{031}");
/// ```
pub fn genus_table(game: &OctalGame, upto: usize, budget: usize) -> Result<GenusTable, String> {
    let normal = crate::tables::game::Game::Octal(game.clone()).grundy(upto);
    let top = normal.iter().copied().max().unwrap_or(0);
    let mut max = 3u32;
    while max < top {
        max = 2 * max + 1;
    }
    loop {
        let built = build_octal(game, upto, max, budget);
        let (q, letter_of) = (&built.monoid, &built.letter_of);
        let star = |m: u32| if m == 0 { 0 } else { q.letter(m - 1) };
        let two = star(2);
        let mut genus = Vec::with_capacity(upto + 1);
        let mut overflow = false;
        for n in 0..=built.reached {
            let base = letter_of[n].map_or(0, |a| q.letter(a));
            // γk for k until the element repeats, then four more terms.
            let mut seq = Vec::new();
            let mut seen = Vec::new();
            let mut e = base;
            let mut extra = None;
            loop {
                let Some(m) = (0..=max).find(|&m| q.is_p(q.mul(e, star(m)))) else {
                    overflow = true;
                    break;
                };
                seq.push(m);
                if let Some(left) = extra.as_mut() {
                    if *left == 0 {
                        break;
                    }
                    *left -= 1;
                } else if seen.contains(&e) {
                    extra = Some(4);
                }
                seen.push(e);
                e = q.mul(e, two);
            }
            if overflow {
                break;
            }
            genus.push(Genus {
                normal: normal[n],
                misere: written_prefix(&seq),
            });
        }
        if !overflow {
            return Ok(GenusTable {
                genus,
                nim_max: max,
                order: q.order(),
                stop: built.stop.clone(),
            });
        }
        if max >= 255 {
            return Err("a misère value above 255".into());
        }
        max = 2 * max + 1;
    }
}

/// The most terms `γk` the search computes per heap, less one.
const MAX_TERMS: usize = 23;

/// The genus of each heap `0..=upto` by game-tree search over the sums of
/// the heap and k nim-heaps `*2` ([`super::brute::Brute`]), the terms
/// `γ0, γ1, …` computed until four in a row alternate between the normal
/// values `g` and `g⊕2` (at most 24 terms) — the point from which, in every table the
/// lab has compared with its quotient, the sequence alternates (a check, not
/// a theorem). Stops at the first heap whose search would pass `positions`
/// positions, and says so.
///
/// # Complexity
/// Exponential in the heap size (every position of heap + k·*2 once, memoised).
///
/// # Example
/// ```
/// use lab_engine::misere::genus::genus_by_search;
/// use lab_engine::tables::octal::OctalGame;
/// let (g, stop) = genus_by_search(&OctalGame::parse("0.07").unwrap(), 6, 1_000_000);
/// assert!(stop.is_none());
/// assert_eq!(g[2].to_string(), "1^{031}");
/// ```
pub fn genus_by_search(
    game: &OctalGame,
    upto: usize,
    positions: usize,
) -> (Vec<Genus>, Option<String>) {
    let normal = crate::tables::game::Game::Octal(game.clone()).grundy(upto);
    let mut b = super::brute::Brute::new(game.clone());
    let mut out = Vec::with_capacity(upto + 1);
    for (n, &g) in normal.iter().enumerate() {
        if b.positions() > positions {
            return (
                out,
                Some(format!(
                    "the search passed {positions} positions before heap {n} (lower --upto)"
                )),
            );
        }
        let mut seq: Vec<u32> = Vec::new();
        let mut k = 0usize;
        loop {
            seq.push(b.misere_grundy(&[n], &vec![2; k]));
            // Settled: the last four alternate between g and g⊕2 (in either phase).
            let settled = k >= 3
                && seq[k] == seq[k - 2]
                && seq[k - 1] == seq[k - 3]
                && seq[k] ^ seq[k - 1] == 2
                && (seq[k] == g || seq[k] == g ^ 2);
            if settled || k >= MAX_TERMS {
                break;
            }
            k += 1;
        }
        out.push(Genus {
            normal: g,
            misere: written_prefix(&seq),
        });
    }
    (out, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::misere::brute::Brute;

    /// γk by game-tree search, for k until the written form is certain by the table's own run.
    fn brute_gammas(b: &mut Brute, n: usize, terms: usize) -> Vec<u32> {
        (0..terms)
            .map(|k| b.misere_grundy(&[n], &vec![2; k]))
            .collect()
    }

    #[test]
    fn genus_agrees_with_game_tree_search() {
        for code in [
            "0.77", "0.07", "0.137", "0.4", "0.52", "4.7", "0.6", "0.71", "0.35",
        ] {
            let game = OctalGame::parse(code).unwrap();
            let table = genus_table(&game, 11, 20_000_000).unwrap();
            let mut b = Brute::new(game.clone());
            for n in 0..table.genus.len() {
                let g = &table.genus[n];
                let terms = g.misere.len() + 3;
                let seq = brute_gammas(&mut b, n, terms);
                // The written terms, then the alternation of the last two.
                for (k, &v) in seq.iter().enumerate() {
                    let want = if k < g.misere.len() {
                        g.misere[k]
                    } else {
                        let l = g.misere.len();
                        g.misere[l - 2 + (k - l) % 2]
                    };
                    assert_eq!(v, want, "{code} heap {n} γ{k}: {g}");
                }
            }
        }
    }

    #[test]
    fn search_and_quotient_give_the_same_genus() {
        for code in ["0.77", "0.07", "0.137", "0.4", "0.52", "4.7", "0.6", "0.71"] {
            let game = OctalGame::parse(code).unwrap();
            let table = genus_table(&game, 10, 20_000_000).unwrap();
            let (search, stop) = genus_by_search(&game, table.genus.len() - 1, 5_000_000);
            assert!(stop.is_none());
            assert_eq!(search, table.genus, "{code}");
        }
    }

    #[test]
    fn tame_genera() {
        assert!(Genus {
            normal: 0,
            misere: vec![0, 2]
        }
        .is_tame());
        assert!(Genus {
            normal: 1,
            misere: vec![1, 3]
        }
        .is_tame());
        assert!(Genus {
            normal: 3,
            misere: vec![3, 1]
        }
        .is_tame());
        assert!(!Genus {
            normal: 0,
            misere: vec![1, 2, 0, 2]
        }
        .is_tame());
        assert!(!Genus {
            normal: 2,
            misere: vec![0, 2]
        }
        .is_tame());
    }
}
