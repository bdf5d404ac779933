//! A game's rules stated once: its positions, its moves and its play convention, read by the brute-force reference and by the lab.
//!
//! A kit implements [`Rules`] for its `Kit` when the game (or one component
//! of a sum) can be said as "a position and the positions one move away".
//! Then, from that one statement:
//! - the reference asks [`Rules::wins`], [`Rules::grundy`], or for sums
//!   searched as one game [`Rules::sum_wins`] and [`Rules::every_wins`];
//! - a judge asks [`Rules::best_move`] (the winning move, or the one that
//!   holds out longest);
//! - rules that come from the input are a value holding them, searched
//!   through a [`Game`], which keeps its own memo;
//! - the kit's command line gets `table` ([`table`]), which prints the
//!   Grundy values (or the outcomes, in misère play) of the positions
//!   [`Rules::LAYOUT`] lays out, as rows that `grundy-lab sequence` reads:
//!   `cargo xtask lab <name>` runs the two together.
//!
//! # Example
//! ```
//! use problem_kit::rules::{Layout, Rules};
//! /// Subtract a divisor d of n with 1 < d < n (who cannot move loses).
//! struct Kit;
//! impl Rules for Kit {
//!     type Pos = u64;
//!     const LAYOUT: Option<Layout<u64>> = Some(Layout::Line(|n| (n >= 1).then_some(n)));
//!     fn moves(&self, &n: &u64) -> Vec<u64> {
//!         (2..n).filter(|d| n % d == 0).map(|d| n - d).collect()
//!     }
//! }
//! // The P-positions are the odd n and 2^k for odd k.
//! let losing: Vec<u64> = (1..=40).filter(|n| !Kit.wins(n)).collect();
//! assert_eq!(losing, [1, 2, 3, 5, 7, 8, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 32, 33, 35, 37, 39]);
//! ```

pub use crate::brute::sums::{Play, Sum};
use crate::brute::{self, sums};
use games_core::reply::Reply;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// How the lab lays a game's positions out to tabulate them.
pub enum Layout<P> {
    /// One number: `position(n)` is the position numbered n, or `None`
    /// where n is no position (n = 0 in a game played from n ≥ 1).
    Line(fn(u64) -> Option<P>),
    /// A pair: `position(x, y)` is the position at (x, y), or `None`.
    Grid(fn(u64, u64) -> Option<P>),
}

/// A game's rules, as a value: positions and moves, and whether the last mover wins.
///
/// Rules are a value, so a kit can state rules that come from the input
/// ("remove y consecutive cards, L ≤ y ≤ R" for the input's L and R) as a
/// struct holding them. Each search keeps a memo, and a memo never serves
/// other rules: a zero-sized rules type (a unit struct `Kit`: no data, so
/// every value is the same rules) shares one memo per thread across calls;
/// rules holding data search with a fresh memo per call, or keep their own
/// for as long as they live in a [`Game`]. Nothing else chooses a memo.
///
/// For a sum of independent games, the rules of one component: the
/// reference searches sums with [`Rules::sum_wins`] / [`Rules::every_wins`],
/// and the lab tabulates one component.
pub trait Rules: Sized {
    /// A position (of one component, in a sum); small, with a key.
    type Pos: Clone + Eq + Hash + Debug + 'static;

    /// Normal play (who cannot move loses) unless said otherwise.
    const PLAY: Play = Play::Normal;

    /// Where the lab finds the positions to tabulate; `None`: it cannot.
    const LAYOUT: Option<Layout<Self::Pos>> = None;

    /// The positions one move away from `p` (none: `p` is over).
    fn moves(&self, p: &Self::Pos) -> Vec<Self::Pos>;

    /// Runs `f` with the memo of these rules for one kind of search (its
    /// state and value types): the type's shared memo for zero-sized rules,
    /// a fresh one otherwise ([`Game`] gives its own). Rules do not override it.
    fn with_memo<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        brute::memo_of::<Self, S, V, T>(f)
    }

    /// The Grundy value of `p` in normal play, by search.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn grundy(&self, p: &Self::Pos) -> u32 {
        self.with_memo(|memo| brute::grundy(p, |q: &Self::Pos| self.moves(q), memo))
    }

    /// Whether the player to move at `p` wins under [`Rules::PLAY`], by search.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn wins(&self, p: &Self::Pos) -> bool {
        self.with_memo(|memo| {
            let terminal = |_: &Self::Pos| Self::PLAY.terminal_wins();
            brute::wins(p, |q: &Self::Pos| self.moves(q), terminal, memo)
        })
    }

    /// The move to play at `p` under [`Rules::PLAY`], by search: a position
    /// the opponent loses from when there is one; else the option that
    /// holds out longest (the most moves left with best play on both
    /// sides), or `None` when `p` is over.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn best_move(&self, p: &Self::Pos) -> Reply<Self::Pos> {
        let options = self.moves(p);
        if let Some(win) = options.iter().find(|q| !self.wins(q)) {
            return Reply::Winning(win.clone());
        }
        let longest = options.into_iter().max_by_key(|q| self.remoteness(q));
        Reply::Losing(longest)
    }

    /// How many moves are left at `p` with best play (Steinhaus'
    /// remoteness: the winner hurries, the loser holds out), by search.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn remoteness(&self, p: &Self::Pos) -> u32 {
        self.with_memo(|memo: &mut HashMap<Self::Pos, (bool, u32)>| {
            let terminal = |_: &Self::Pos| Self::PLAY.terminal_wins();
            brute::remoteness(p, |q: &Self::Pos| self.moves(q), terminal, memo).1
        })
    }

    /// Whether the player to move wins the selective sum of `components`
    /// (a move moves one of them) under [`Rules::PLAY`], searched as one game
    /// ([`sums::sum_wins`]): no Grundy value is used.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn sum_wins(&self, components: &[Self::Pos]) -> bool
    where
        Self::Pos: Ord,
    {
        self.wins_as(Sum::Selective, components)
    }

    /// Whether the player to move wins the every-game sum of `components`
    /// (a move moves every component that can move) under [`Rules::PLAY`],
    /// searched as one game ([`sums::sum_wins`]).
    ///
    /// # Panics
    /// If the game has a cycle.
    fn every_wins(&self, components: &[Self::Pos]) -> bool
    where
        Self::Pos: Ord,
    {
        self.wins_as(Sum::Every, components)
    }

    /// Whether the player to move wins the `sum` of `components` under
    /// [`Rules::PLAY`], searched as one game ([`sums::sum_wins`]) with the
    /// rules' memo of that kind of sum: what [`Rules::sum_wins`] and
    /// [`Rules::every_wins`] ask.
    ///
    /// # Panics
    /// If the game has a cycle.
    fn wins_as(&self, sum: Sum, components: &[Self::Pos]) -> bool
    where
        Self::Pos: Ord,
    {
        self.with_memo(|memos: &mut HashMap<Sum, HashMap<Vec<Self::Pos>, bool>>| {
            let memo = memos.entry(sum).or_default();
            sums::sum_wins(
                components,
                |q: &Self::Pos| self.moves(q),
                Self::PLAY,
                sum,
                memo,
            )
        })
    }

    /// What the lab tabulates at `p`: its Grundy value in normal play, its
    /// outcome in misère play (`N`: the player to move wins, `P`: loses),
    /// where Grundy values do not decide sums.
    fn tabulated(&self, p: &Self::Pos) -> String {
        match Self::PLAY {
            Play::Normal => self.grundy(p).to_string(),
            Play::Misere => if self.wins(p) { "N" } else { "P" }.to_string(),
        }
    }
}

/// Rules with their own memos: every search of a [`Game`] reuses what the
/// earlier ones found, and nothing of it outlives the value, so rules that
/// come from the input are searched once per input and never share a memo
/// with other rules.
///
/// # Example
/// ```
/// use problem_kit::rules::{Game, Rules};
/// use games_core::reply::Reply;
/// /// Remove y consecutive cards, l ≤ y ≤ r, from a row of n (the position:
/// /// the lengths of the runs left, sorted).
/// struct Cards { l: usize, r: usize }
/// impl Rules for Cards {
///     type Pos = Vec<usize>;
///     fn moves(&self, runs: &Vec<usize>) -> Vec<Vec<usize>> {
///         let mut out = Vec::new();
///         for (i, &len) in runs.iter().enumerate() {
///             for y in self.l..=self.r.min(len) {
///                 for left in 0..=len - y {
///                     let mut next: Vec<usize> = runs.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &v)| v).collect();
///                     next.extend([left, len - y - left].into_iter().filter(|&v| v > 0));
///                     next.sort_unstable();
///                     out.push(next);
///                 }
///             }
///         }
///         out
///     }
/// }
/// let game = Game::new(Cards { l: 2, r: 2 });
/// assert!(game.wins(&vec![4]));
/// assert_eq!(game.best_move(&vec![4]), Reply::Winning(vec![1, 1]));
/// // Other rules, other answers: each game keeps its own memo.
/// assert!(!Game::new(Cards { l: 1, r: 1 }).wins(&vec![4]));
/// ```
pub struct Game<R: Rules> {
    rules: R,
    memos: brute::Memos,
}

impl<R: Rules> Game<R> {
    /// `rules` with empty memos.
    pub fn new(rules: R) -> Game<R> {
        Game {
            rules,
            memos: brute::Memos::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }
}

impl<R: Rules> Rules for Game<R> {
    type Pos = R::Pos;
    const PLAY: Play = R::PLAY;
    const LAYOUT: Option<Layout<R::Pos>> = R::LAYOUT;

    fn moves(&self, p: &R::Pos) -> Vec<R::Pos> {
        self.rules.moves(p)
    }

    fn with_memo<S: 'static, V: 'static, T>(&self, f: impl FnOnce(&mut HashMap<S, V>) -> T) -> T {
        self.memos.with(f)
    }
}

/// Which positions `table` prints.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Extent {
    /// n = 0..=upto (one-number layouts).
    Upto(u64),
    /// x in 0..width, y in 0..height (pair layouts).
    Grid(u64, u64),
}

/// Prints the table of `R`'s game over `extent` to `out`: `n,value` rows for
/// a one-number layout, `x,y,value` rows for pairs (positions that are
/// `None` are left out), the value being [`Rules::tabulated`]. Progress with
/// rate and ETA goes to `progress` about once a second on long runs.
///
/// # Errors
/// If the game has no layout, the extent does not fit it, or writing fails:
/// the message says which.
pub fn table<R: Rules>(
    rules: &R,
    extent: Extent,
    out: &mut impl Write,
    progress: &mut impl Write,
) -> Result<(), String> {
    let layout = R::LAYOUT.ok_or(
        "this kit's rules have no LAYOUT: the lab cannot lay its positions out (add `const LAYOUT` to its `impl Rules`)",
    )?;
    let cells: Vec<(Vec<u64>, Option<R::Pos>)> = match (layout, extent) {
        (Layout::Line(at), Extent::Upto(n)) => (0..=n).map(|i| (vec![i], at(i))).collect(),
        (Layout::Grid(at), Extent::Grid(w, h)) => (0..w)
            .flat_map(|x| (0..h).map(move |y| (vec![x, y], at(x, y))))
            .collect(),
        (Layout::Line(_), Extent::Grid(..)) => {
            return Err("this game's positions are single numbers: use --upto N, not --grid".into())
        }
        (Layout::Grid(_), Extent::Upto(_)) => {
            return Err("this game's positions are pairs (x, y): use --grid WxH, not --upto".into())
        }
    };
    let total = cells.len();
    let started = Instant::now();
    let mut shown = started;
    let mut rows = io::BufWriter::new(out);
    let io_err = |e: io::Error| format!("cannot write the table: {e}");
    for (done, (at, pos)) in cells.into_iter().enumerate() {
        let Some(pos) = pos else { continue };
        let value = rules.tabulated(&pos);
        let coords: Vec<String> = at.iter().map(u64::to_string).collect();
        writeln!(rows, "{},{value}", coords.join(",")).map_err(io_err)?;
        if shown.elapsed() >= Duration::from_secs(1) {
            shown = Instant::now();
            let secs = started.elapsed().as_secs_f64();
            let rate = (done + 1) as f64 / secs;
            let eta = (total - done - 1) as f64 / rate;
            // Progress is a courtesy: a closed stderr does not stop the table.
            let _ = write!(
                progress,
                "\rtable: {}/{total} positions, {rate:.0}/s, ETA {eta:.0} s   ",
                done + 1
            );
        }
    }
    rows.flush().map_err(io_err)?;
    if started.elapsed() >= Duration::from_secs(1) {
        let _ = writeln!(
            progress,
            "\rtable: {total}/{total} positions in {:.1} s          ",
            started.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// Parses `table`'s arguments: `--upto N` or `--grid WxH`.
///
/// # Errors
/// A one-line message naming the bad argument.
pub fn parse_extent(args: &[&str]) -> Result<Extent, String> {
    let num = |s: &str, what: &str| {
        s.parse::<u64>()
            .map_err(|_| format!("table: {what} `{s}` is not a whole number"))
    };
    match args {
        ["--upto", n] => Ok(Extent::Upto(num(n, "--upto")?)),
        ["--grid", wh] => {
            let (w, h) = wh.split_once(['x', 'X']).ok_or_else(|| {
                format!("table: --grid `{wh}` is not of the form WxH (e.g. 60x60)")
            })?;
            let (w, h) = (num(w, "--grid width")?, num(h, "--grid height")?);
            if w == 0 || h == 0 {
                return Err(format!("table: --grid `{wh}` is empty"));
            }
            Ok(Extent::Grid(w, h))
        }
        _ => Err("table: give --upto N (positions 0..=N) or --grid WxH (x < W, y < H)".into()),
    }
}

/// Implements [`Rules`] for `$kit`, a game whose positions are all the
/// pairs (x, y) of `u64` (normal play), laid out on the lab's grid as they
/// are, with `$moves` (a `fn(&(u64, u64)) -> Vec<(u64, u64)>`) its moves:
/// `problem_kit::pair_rules!(Kit, brute::euclid_moves);`
#[macro_export]
macro_rules! pair_rules {
    ($kit:ident, $moves:expr) => {
        impl $crate::Rules for $kit {
            type Pos = (u64, u64);
            const LAYOUT: Option<$crate::Layout<(u64, u64)>> =
                Some($crate::Layout::Grid(|x, y| Some((x, y))));

            fn moves(&self, p: &(u64, u64)) -> Vec<(u64, u64)> {
                let moves: fn(&(u64, u64)) -> Vec<(u64, u64)> = $moves;
                moves(p)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Wythoff's game on (x, y): take from one pile, or the same from both.
    struct Wythoff;
    impl Rules for Wythoff {
        type Pos = (u64, u64);
        const LAYOUT: Option<Layout<(u64, u64)>> = Some(Layout::Grid(|x, y| Some((x, y))));
        fn moves(&self, &(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
            let a = (0..x).map(|i| (i, y));
            let b = (0..y).map(|j| (x, j));
            let c = (1..=x.min(y)).map(|k| (x - k, y - k));
            a.chain(b).chain(c).collect()
        }
    }

    /// Take 1..=3, last taker loses.
    struct Misere13;
    impl Rules for Misere13 {
        type Pos = u32;
        const PLAY: Play = Play::Misere;
        const LAYOUT: Option<Layout<u32>> = Some(Layout::Line(|n| u32::try_from(n).ok()));
        fn moves(&self, &n: &u32) -> Vec<u32> {
            (1..=3).filter(|&k| k <= n).map(|k| n - k).collect()
        }
    }

    fn table_of<R: Rules>(rules: &R, e: Extent) -> String {
        let mut out = Vec::new();
        table(rules, e, &mut out, &mut io::sink()).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_grid_table_lists_every_cell() {
        let t = table_of(&Wythoff, Extent::Grid(3, 2));
        assert_eq!(t, "0,0,0\n0,1,1\n1,0,1\n1,1,2\n2,0,2\n2,1,0\n");
        // (1, 2) and (3, 5) are Wythoff's first P-positions.
        assert!(!Wythoff.wins(&(3, 5)) && Wythoff.wins(&(3, 4)));
    }

    #[test]
    fn misere_tables_give_outcomes() {
        assert_eq!(
            table_of(&Misere13, Extent::Upto(5)),
            "0,N\n1,P\n2,N\n3,N\n4,N\n5,P\n"
        );
        assert!(Misere13.sum_wins(&[1, 1]));
        assert!(!Misere13.sum_wins(&[1]));
    }

    /// Take 1 to k tokens: rules that hold data, as rules from the input do.
    struct TakeUpTo(u32);
    impl Rules for TakeUpTo {
        type Pos = u32;
        fn moves(&self, &n: &u32) -> Vec<u32> {
            (1..=self.0.min(n)).map(|t| n - t).collect()
        }
    }

    #[test]
    fn rules_holding_data_never_share_a_memo() {
        // Interleaved, as two inputs of one cross-check would be: a shared
        // memo would answer k = 3 with what it learnt for k = 2.
        for n in 0..40 {
            for k in [2, 3, 5] {
                assert_eq!(TakeUpTo(k).wins(&n), n % (k + 1) != 0, "n = {n}, k = {k}");
                let game = Game::new(TakeUpTo(k));
                assert_eq!(game.wins(&n), n % (k + 1) != 0, "n = {n}, k = {k}");
                assert_eq!(game.grundy(&n), n % (k + 1));
            }
        }
    }

    #[test]
    fn best_move_wins_when_it_can_and_holds_out_longest_when_not() {
        let game = Game::new(TakeUpTo(3));
        for n in 0..60u32 {
            match game.best_move(&n) {
                Reply::Winning(q) => {
                    assert!(
                        n % 4 != 0 && !game.wins(&q) && n - q <= 3 && q < n,
                        "{n} → {q}"
                    );
                }
                Reply::Losing(None) => assert_eq!(n, 0),
                Reply::Losing(Some(q)) => {
                    // Every take loses; none holds out longer than the one taken.
                    assert!(n % 4 == 0 && q < n && n - q <= 3, "{n} → {q}");
                    let longest = game.moves(&n).iter().map(|o| game.remoteness(o)).max();
                    assert_eq!(Some(game.remoteness(&q)), longest, "{n} → {q}");
                    assert_eq!(game.remoteness(&n), 2 * (n / 4));
                }
            }
        }
    }

    #[test]
    fn extents_are_parsed_or_refused_in_one_line() {
        assert_eq!(parse_extent(&["--upto", "60"]), Ok(Extent::Upto(60)));
        assert_eq!(parse_extent(&["--grid", "60x40"]), Ok(Extent::Grid(60, 40)));
        assert!(parse_extent(&["--grid", "60"]).unwrap_err().contains("WxH"));
        assert!(parse_extent(&["--grid", "0x5"])
            .unwrap_err()
            .contains("empty"));
        assert!(parse_extent(&["--upto", "-1"])
            .unwrap_err()
            .contains("`-1`"));
        assert!(parse_extent(&[]).is_err());
        let mut out = Vec::new();
        let e = table(&Wythoff, Extent::Upto(3), &mut out, &mut io::sink()).unwrap_err();
        assert!(e.contains("--grid"), "{e}");
    }
}
