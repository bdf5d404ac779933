//! Misère play of octal and hexadecimal games: Conway's genus, Plambeck–Siegel's misère quotient, and a brute-force reference.
//!
//! - `quotient`: the misère quotient of the heaps up to N (a commutative
//!   monoid with its P-portion), built heap by heap as a commutative automaton
//!   and checked on every sum of heaps as it is built (see [`quotient::Builder`]).
//! - `genus`: the genus `g^{γ0 γ1 …}` of each heap, read from the quotient of
//!   the heaps together with the nim-heaps `*1 … *M`, and tameness.
//! - `period`: when the heaps' elements provably repeat for ever, so that
//!   the quotient of heaps `0..=M` is the whole game's.
//! - `brute`: misère outcomes and misère Grundy values of explicit sums by
//!   game-tree search, the reference the other two are tested against.

pub mod analysis;
pub mod brute;
pub mod genus;
pub mod period;
pub mod quotient;

use crate::tables::octal::OctalGame;

/// The positions one move away from a single heap of size `n` in `game`:
/// each a sorted list of the non-empty heaps left (empty: nothing left;
/// three heaps for a hexadecimal digit 8 to f), without repeats. These are
/// the option words the quotient builder takes, one letter per heap.
///
/// # Complexity
/// O(n · t) time and space for `t` code digits, O(n² · t) with digits that
/// leave three heaps.
///
/// # Example
/// ```
/// use lab_engine::misere::heap_options;
/// use lab_engine::tables::octal::OctalGame;
/// let kayles = OctalGame::parse("0.77").unwrap();
/// assert_eq!(heap_options(&kayles, 3), vec![vec![1], vec![1, 1], vec![2]]);
/// // 0.8: remove one token and split the rest into three heaps.
/// let hex = OctalGame::parse("0.8").unwrap();
/// assert_eq!(heap_options(&hex, 6), vec![vec![1, 1, 3], vec![1, 2, 2]]);
/// ```
pub fn heap_options(game: &OctalGame, n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for (k, &d) in game.digits().iter().enumerate() {
        if k > n {
            break;
        }
        if d & 1 != 0 && k == n && k > 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && k > 0 && k < n {
            out.push(vec![n - k]);
        }
        if d & 4 != 0 && n >= k + 2 {
            let rest = n - k;
            for a in 1..=rest / 2 {
                out.push(vec![a, rest - a]);
            }
        }
        if d & 8 != 0 && n >= k + 3 {
            let rest = n - k;
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    out.push(vec![a, b, rest - a - b]);
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// A quotient built heap by heap for an octal game (see [`build_octal`]).
#[derive(Debug, Clone)]
pub struct BuiltQuotient {
    /// The quotient of the nim-heaps `*1 … *M` (if any) and the heaps `1..=reached`.
    pub monoid: quotient::Monoid,
    /// The letter of each heap `0..=reached` (`None`: the heap has no move, the identity).
    pub letter_of: Vec<Option<u32>>,
    /// The largest heap added.
    pub reached: usize,
    /// Why the build stopped before the heap asked for, if it did.
    pub stop: Option<String>,
    /// Each heap added with a move, in order: what the quotient became and what it cost.
    pub steps: Vec<HeapStep>,
}

/// One heap added by [`build_octal`]: the quotient it gives and its cost.
#[derive(Debug, Clone, PartialEq)]
pub struct HeapStep {
    /// The heap.
    pub heap: usize,
    /// The order of the quotient of the heaps up to it.
    pub order: usize,
    /// The size of its P-portion.
    pub p_portion: usize,
    /// Seconds the builder took to add it (0 where the platform has no clock:
    /// the web page's `wasm32-unknown-unknown`).
    pub seconds: f64,
    /// The (state, options) pairs the builder keeps for the next heap (0: none kept).
    pub pairs: usize,
}

/// The misère quotient of the nim-heaps `*1..=*nims` (none for 0) and the
/// heaps `1..=upto` of `game`, added in that order; it stops at the first
/// heap the builder cannot add and says why.
///
/// # Complexity
/// That of [`quotient::Builder::push`] per letter.
///
/// # Example
/// ```
/// use lab_engine::misere::build_octal;
/// use lab_engine::tables::octal::OctalGame;
/// let b = build_octal(&OctalGame::parse("0.77").unwrap(), 20, 0, 1_000_000);
/// assert_eq!(b.reached, 20);
/// assert!(b.stop.is_none());
/// ```
pub fn build_octal(game: &OctalGame, upto: usize, nims: u32, budget: usize) -> BuiltQuotient {
    build_octal_observed(game, upto, nims, budget, &mut |_| {})
}

/// [`build_octal`], calling `observe` with each heap's step as soon as it is added.
///
/// # Complexity
/// That of [`build_octal`].
///
/// # Example
/// ```
/// use lab_engine::misere::build_octal_observed;
/// use lab_engine::tables::octal::OctalGame;
/// let mut orders = Vec::new();
/// let b = build_octal_observed(&OctalGame::parse("0.77").unwrap(), 4, 0, 1_000_000, &mut |s| {
///     orders.push(s.order)
/// });
/// // *1 alone: {1, a}; with 2 ≅ *2 the six elements of {1, a, b, ab, b², ab²}.
/// assert_eq!(orders, [2, 6, 6, 6]);
/// assert_eq!(b.steps.len(), 4);
/// ```
pub fn build_octal_observed(
    game: &OctalGame,
    upto: usize,
    nims: u32,
    budget: usize,
    observe: &mut dyn FnMut(&HeapStep),
) -> BuiltQuotient {
    let mut q = quotient::Builder::new(budget);
    let mut steps = Vec::new();
    let mut stop = None;
    for m in 1..=nims {
        let options = (0..m)
            .map(|j| if j == 0 { vec![] } else { vec![j - 1] })
            .collect();
        if let Err(e) = q.push(quotient::Letter {
            name: format!("*{m}"),
            tokens: u64::from(m),
            options,
        }) {
            stop = Some(format!("nim-heap *{m}: {e}"));
            break;
        }
    }
    let mut letter_of = vec![None];
    let mut reached = 0;
    if stop.is_none() {
        for n in 1..=upto {
            let options: Vec<Vec<u32>> = heap_options(game, n)
                .into_iter()
                .map(|o| {
                    let mut w: Vec<u32> = o.iter().filter_map(|&h| letter_of[h]).collect();
                    w.sort_unstable();
                    w
                })
                .collect();
            if options.is_empty() {
                letter_of.push(None);
                reached = n;
                continue;
            }
            let id = q.letters().len() as u32;
            let started = clock();
            if let Err(e) = q.push(quotient::Letter {
                name: n.to_string(),
                tokens: n as u64,
                options,
            }) {
                stop = Some(format!("heap {n}: {e}"));
                break;
            }
            let step = HeapStep {
                heap: n,
                order: q.order(),
                p_portion: q.p_portion(),
                seconds: started(),
                pairs: q.kept_pairs(),
            };
            observe(&step);
            steps.push(step);
            letter_of.push(Some(id));
            reached = n;
        }
    }
    BuiltQuotient {
        monoid: q.quotient(),
        letter_of,
        reached,
        stop,
        steps,
    }
}

/// A stopwatch started now: the seconds since, as a function. On
/// `wasm32-unknown-unknown` (the web page) `std::time::Instant` panics, so
/// there it always reads 0.
fn clock() -> impl Fn() -> f64 {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        let started = std::time::Instant::now();
        move || started.elapsed().as_secs_f64()
    }
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        || 0.0
    }
}
