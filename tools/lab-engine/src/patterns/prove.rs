//! Growing a table until a theorem proves its period (`--until-proven`), or saying what a proof would need.

use crate::patterns::pattern::{classify_values, well_supported, Pattern, Proof};
use crate::tables::driver::{Driver, Step};
use crate::tables::game::Game;
use crate::tables::values::{Cell, Values};

/// How a [`grow_until_proven`] run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The table's period is proven (the pattern in [`Growth::pattern`] says which).
    Proven,
    /// The cap was reached first. `needed`: the table end that would prove the
    /// period the table shows, if it shows one (it may exceed the cap).
    Capped {
        /// The cap (the last size computed).
        max: usize,
        /// `Some(N)`: `g(0..=N)` would prove the period seen so far.
        needed: Option<usize>,
    },
}

/// The result of [`grow_until_proven`] (the table itself stays in the driver).
#[derive(Debug, Clone)]
pub struct Growth {
    /// The table ends tried, in order (the last is the final table).
    pub sizes: Vec<usize>,
    /// The verdict on the final table.
    pub pattern: Pattern,
    /// Proven, or stopped at the cap.
    pub outcome: Outcome,
}

/// Why `--until-proven` cannot run on `game`: no theorem in the lab proves
/// its periods (`None` when one does).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::tables::game::Game;
/// use lab_engine::patterns::prove::unprovable;
/// assert!(unprovable(&Game::Subtraction(vec![1, 3, 4])).is_none());
/// assert!(unprovable(&Game::Divisors).unwrap().contains("no periodicity theorem"));
/// ```
pub fn unprovable(game: &Game) -> Option<String> {
    (game.proof() == Proof::None).then(|| {
        format!(
            "`{}` has no periodicity theorem in the lab (only subtraction games, octal games \
             and split --parts 2 without --unequal or --take have one), so no table size can \
             prove its pattern: use --upto N to check it up to N",
            game.command()
        )
    })
}

/// The next table end after `n` (< `max`), given the verdict on `g(0..=n)`:
/// the end the theorem needs when a period shows, else twice `n`; capped at `max`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::{Pattern, Period, Proof};
/// use lab_engine::patterns::prove::next_size;
/// let kayles = Proof::GuySmith { max_removal: 2, max_heaps: 2 };
/// let seen = Pattern::Periodic(Period { preperiod: 71, period: 12, proven: false });
/// assert_eq!(next_size(100, &seen, kayles, 10_000), 167);
/// assert_eq!(next_size(100, &Pattern::None, kayles, 10_000), 200);
/// assert_eq!(next_size(100, &Pattern::None, kayles, 150), 150);
/// ```
pub fn next_size(n: usize, pattern: &Pattern, proof: Proof, max: usize) -> usize {
    let doubled = n.saturating_mul(2).max(16);
    let target = match pattern {
        Pattern::Periodic(p) if !p.proven => proof
            .upto_needed(p.preperiod, p.period)
            .filter(|&needed| needed > n)
            .unwrap_or(doubled),
        _ => doubled,
    };
    target.clamp(n + 1, max.max(n + 1))
}

/// Grows the driver's table in place to `start` and then on (by doubling,
/// or straight to the size the theorem needs when a period shows) until
/// [`classify_values`] proves its period or the table reaches `max`.
/// `progress` is called as in [`Driver::build_to`]; each growth step starts
/// its work count again (`done` from 0), so a new `total` means a new step.
///
/// # Errors
/// The callback's error.
///
/// # Panics
/// If `start > max`, if the driver's game has no theorem ([`unprovable`]), or
/// if the table already holds more than `g(0..=start)`.
///
/// # Complexity
/// That of the final table's builder, times at most about 2 (sizes grow
/// geometrically and the table grows in place), plus a [`classify_values`] per step.
///
/// # Example
/// ```
/// use lab_engine::tables::driver::Driver;
/// use lab_engine::tables::game::Game;
/// use lab_engine::tables::octal::OctalGame;
/// use lab_engine::patterns::pattern::{Pattern, Period};
/// use lab_engine::patterns::prove::{grow_until_proven, Outcome};
/// let mut kayles = Driver::new(Game::Octal(OctalGame::parse("0.77").unwrap()));
/// let growth = grow_until_proven(&mut kayles, 100, 10_000, |_| Ok(())).unwrap();
/// assert_eq!(growth.outcome, Outcome::Proven);
/// assert_eq!(growth.sizes, [100, 167]);
/// assert_eq!(kayles.upto(), 167);
/// assert_eq!(growth.pattern, Pattern::Periodic(Period { preperiod: 71, period: 12, proven: true }));
/// ```
pub fn grow_until_proven(
    driver: &mut Driver,
    start: usize,
    max: usize,
    mut progress: impl FnMut(Step<'_>) -> Result<(), String>,
) -> Result<Growth, String> {
    assert!(start <= max, "the start is at most the cap");
    assert!(
        driver.upto() <= start,
        "the table starts at most at {start}"
    );
    let game = driver.game().clone();
    assert!(unprovable(&game).is_none(), "{game:?} has no theorem");
    let proof = game.proof();
    let mut sizes = Vec::new();
    let mut n = start;
    loop {
        let values = driver.build_to(n, &mut progress)?;
        sizes.push(n);
        let pattern = classify_values(values, proof);
        if let Pattern::Periodic(p) = pattern {
            if p.proven {
                return Ok(Growth {
                    sizes,
                    pattern,
                    outcome: Outcome::Proven,
                });
            }
        }
        if n >= max {
            let needed = match pattern {
                Pattern::Periodic(p) => proof.upto_needed(p.preperiod, p.period),
                _ => match values {
                    Values::Narrow(g) => candidate(g),
                    Values::Wide(g) => candidate(g),
                    Values::Full(g) => candidate(g),
                }
                .and_then(|(a, p)| proof.upto_needed(a, p))
                .filter(|&needed| needed > n),
            };
            return Ok(Growth {
                sizes,
                pattern,
                outcome: Outcome::Capped { max, needed },
            });
        }
        // A period seen on too few values to claim still says where the proof lies.
        let seen = match pattern {
            Pattern::None => match crate::patterns::pattern::shortfall_values(values) {
                Some(s) if s.saltus == 0 => Pattern::Periodic(crate::patterns::pattern::Period {
                    preperiod: s.preperiod,
                    period: s.period,
                    proven: false,
                }),
                _ => Pattern::None,
            },
            _ => pattern,
        };
        n = next_size(n, &seen, proof, max);
    }
}

/// A period that shows at the end of `g` but too briefly to be reported:
/// the smallest `p` whose repeating tail from `a` holds two full periods and
/// at least 12 checked values, yet is not [`well_supported`] (shorter than a
/// quarter of the table). Returns `(a, p)`.
///
/// # Complexity
/// As [`crate::patterns::pattern::find_period`]: near O(len), the periods
/// above its window found by the table's recurring last values.
///
/// # Example
/// ```
/// use lab_engine::patterns::prove::candidate;
/// // 300 values of noise, then 0, 1, 2 repeated 10 times: too short a tail to report.
/// let mut g: Vec<u32> = (0..300).map(|n| (n * 7919 % 101) as u32 + 3).collect();
/// g.extend((0..30).map(|n| n % 3));
/// assert_eq!(candidate(&g), Some((300, 3)));
/// ```
pub fn candidate<T: Cell>(g: &[T]) -> Option<(usize, usize)> {
    use crate::patterns::pattern::{first_period, Preperiods, WINDOW};
    let len = g.len();
    // A tail holding the block twice has a matching suffix of at least p.
    first_period(&mut Preperiods::new(g), len / 2, WINDOW, |p, a| {
        let tail = len - a;
        tail >= 2 * p && tail >= p + 12 && !well_supported(len, a, p)
    })
    .map(|(p, a)| (a, p))
}

/// The smallest table end at which period `p` from `a` would be reported
/// (see [`well_supported`]) if it keeps holding.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use lab_engine::patterns::pattern::well_supported;
/// use lab_engine::patterns::prove::upto_to_show;
/// let n = upto_to_show(300, 3);
/// assert!(well_supported(n + 1, 300, 3) && !well_supported(n, 300, 3));
/// ```
pub fn upto_to_show(a: usize, p: usize) -> usize {
    crate::patterns::pattern::upto_to_show(a, p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::octal::OctalGame;
    use crate::tables::split::SplitRule;

    #[test]
    fn proven_growth_matches_a_direct_table_and_proves_on_it() {
        for (game, start) in [
            (Game::Subtraction(vec![2, 5, 7]), 0),
            (Game::Subtraction(vec![3, 10, 11]), 5),
            (Game::Octal(OctalGame::parse("0.07").unwrap()), 100),
            (Game::Octal(OctalGame::parse("0.137").unwrap()), 1),
            (Game::Octal(OctalGame::parse("4.0").unwrap()), 0),
            (
                Game::Split(SplitRule {
                    parts: 2,
                    unequal: false,
                    take: false,
                }),
                3,
            ),
        ] {
            let mut driver = Driver::new(game.clone());
            let growth = grow_until_proven(&mut driver, start, 100_000, |_| Ok(())).unwrap();
            assert_eq!(growth.outcome, Outcome::Proven, "{game:?}");
            let n = *growth.sizes.last().unwrap();
            assert_eq!(driver.values().to_u32(), game.grundy(n), "{game:?}");
            assert!(growth.sizes.windows(2).all(|w| w[0] < w[1]));
            let Pattern::Periodic(p) = growth.pattern else {
                panic!("{game:?}: {:?}", growth.pattern)
            };
            assert!(p.proven);
            // One size smaller would not have proven it (the sizes are the smallest tried).
            if growth.sizes.len() > 1 {
                let before = growth.sizes[growth.sizes.len() - 2];
                let earlier =
                    crate::patterns::pattern::classify(&game.grundy(before), game.proof());
                assert!(!matches!(earlier, Pattern::Periodic(q) if q.proven));
            }
        }
    }

    #[test]
    fn the_cap_stops_growth_and_says_what_is_needed() {
        // Dawson's chess proves at 2·52 + 2·34 + 3 − 1 = 174; a cap of 150 is too small.
        let game = Game::Octal(OctalGame::parse("0.137").unwrap());
        let mut driver = Driver::new(game.clone());
        let growth = grow_until_proven(&mut driver, 20, 150, |_| Ok(())).unwrap();
        assert_eq!(*growth.sizes.last().unwrap(), 150);
        match growth.outcome {
            Outcome::Capped { max, needed } => {
                assert_eq!(max, 150);
                let needed = needed.expect("the period shows by 150");
                assert!(needed > 150);
                let long = crate::patterns::pattern::classify(&game.grundy(needed), game.proof());
                assert!(matches!(long, Pattern::Periodic(p) if p.proven));
            }
            Outcome::Proven => panic!("proven below the cap"),
        }
    }

    #[test]
    fn games_without_a_theorem_are_named() {
        assert!(unprovable(&Game::Split(SplitRule::GRUNDY)).is_some());
        assert!(unprovable(&Game::Split(SplitRule::TAKE_OR_SPLIT_IN_THREE)).is_some());
        assert!(unprovable(&Game::Octal(OctalGame::parse(".7").unwrap())).is_none());
    }

    #[test]
    fn candidates_are_periods_with_a_short_tail() {
        let mut g: Vec<u32> = (0..400u32).map(|n| n * 7919 % 101 + 5).collect();
        assert_eq!(candidate(&g), None);
        g.extend((0..24u32).map(|n| n % 4));
        let (a, p) = candidate(&g).unwrap();
        assert_eq!((a, p), (400, 4));
        let show = upto_to_show(a, p);
        let mut longer = g.clone();
        longer.extend((24..(show + 1 - 400) as u32).map(|n| n % 4));
        assert_eq!(longer.len(), show + 1);
        assert!(well_supported(longer.len(), a, p));
    }
}
