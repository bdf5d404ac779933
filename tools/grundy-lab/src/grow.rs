//! `--until-proven [--max N]` and `--emit rust`: the options that take a table from the lab to a proof and a binary.

use crate::progress;
use clap::{Args, ValueEnum};
use lab_engine::patterns::pattern::Proof;
use lab_engine::patterns::prove::{grow_until_proven, unprovable, Growth, Outcome};
use lab_engine::tables::driver::{Driver, Step, Table};
use lab_engine::tables::game::Game;
use serde::Serialize;

/// The default cap of `--until-proven`: the plain O(n²) builders (splits into
/// three or more parts) take seconds here; the sparse-space builder (octal
/// games, two-part splits) goes far beyond with `--max`.
pub const DEFAULT_MAX: u64 = 100_000;

/// The largest `--max`: 2^32 values ([`crate::memory::MAX_TABLE_END`]), as far
/// as the memory goes (checked before the build, [`crate::memory::check`]).
pub const MAX_MAX: u64 = crate::memory::MAX_TABLE_END;

/// Options that grow the table until it is proven, and print it as Rust.
#[derive(Debug, Args)]
pub struct ProofArgs {
    /// Grow the table from --upto (doubling, or straight to the size the
    /// theorem needs once a period shows) until a theorem proves its period,
    /// or --max is reached. With --misere: until the periodicity theorem for
    /// misère quotients proves the heaps' elements periodic.
    #[arg(long)]
    pub until_proven: bool,
    /// The largest table --until-proven may build [default: 100000; with --misere 2000; 20000 for hexadecimal codes with a digit 8 to f].
    #[arg(long, value_name = "N", requires = "until_proven",
          value_parser = clap::value_parser!(u64).range(1..=MAX_MAX))]
    pub max: Option<u64>,
    /// Print the pattern as Rust instead of the table: constants, `grundy(n)`
    /// exact for every u64 n, and tests that recompute the table from the
    /// rules; `rust` is a self-contained file, `rust-snippet` pastes into a
    /// binary's main.rs as it is.
    #[arg(long, value_enum, value_name = "LANG", conflicts_with = "format")]
    pub emit: Option<Emit>,
}

/// A language `--emit` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// One std-only Rust file (edition 2021 and 2024, rustc 1.75 or later).
    Rust,
    /// Items to paste as they are into a binary's `main.rs` (no `//` header,
    /// no `pub`, no `#[allow]`, rustfmt- and clippy-clean; its proof test in
    /// `mod grundy_lab_pattern`).
    RustSnippet,
}

/// What `--until-proven` did (the JSON `until_proven` object).
#[derive(Debug, Clone, Serialize)]
pub struct GrowthReport {
    /// The table ends computed, in order.
    pub sizes: Vec<usize>,
    /// The cap.
    pub max: usize,
    /// Whether the period is proven.
    pub proven: bool,
    /// When stopped at the cap: the table end that would prove the period seen (null if none shows).
    pub needed: Option<usize>,
    /// The outcome in one sentence.
    pub summary: String,
    /// When the run continued a checkpoint (`--resume`): the table end it held.
    pub resumed_from: Option<usize>,
}

/// The cap of the growth: `--max`, else [`DEFAULT_MAX`], lowered to the
/// game's size limit when it has one below it (hexadecimal codes whose moves
/// leave three heaps: `HEX_LIMIT`).
pub fn cap(game: &Game, args: &ProofArgs) -> usize {
    args.max.map_or_else(
        || {
            let default = DEFAULT_MAX as usize;
            match game {
                Game::Octal(code) if code.leaves_three() => {
                    default.min(lab_engine::tables::game::HEX_LIMIT)
                }
                _ => default,
            }
        },
        |max| max as usize,
    )
}

/// Checks the options before any work: the cap and whether a theorem exists.
pub fn check(game: &Game, upto: usize, args: &ProofArgs) -> Result<(), String> {
    if !args.until_proven {
        return Ok(());
    }
    if let Some(why) = unprovable(game) {
        return Err(format!("--until-proven: {why}"));
    }
    let max = cap(game, args);
    if upto > max {
        return Err(format!(
            "--until-proven starts at --upto {upto}, above --max {max}: raise --max or lower --upto"
        ));
    }
    game.check_size(max)
}

/// Runs `--until-proven` on `driver` from `upto` (or from the table it holds
/// when resumed from a checkpoint, `resumed`), a progress bar per growth
/// step, `save` called at every progress step (the checkpoints); the table
/// and what the growth did.
pub fn until_proven(
    mut driver: Driver,
    upto: usize,
    args: &ProofArgs,
    resumed: Option<usize>,
    mut save: impl FnMut(&Step<'_>) -> Result<(), String>,
) -> Result<(Table, GrowthReport), String> {
    let game = driver.game().clone();
    let max = cap(&game, args);
    let start = upto.max(driver.upto());
    if start > max {
        return Err(format!(
            "the table starts at g(0..={start}), above --max {max}: raise --max"
        ));
    }
    // One bar per growth step (each has its own target).
    let mut bar: Option<(usize, progress::Bar)> = None;
    let growth = grow_until_proven(&mut driver, start, max, |step| {
        if bar
            .as_ref()
            .is_none_or(|(target, _)| *target != step.target)
        {
            if let Some((_, old)) = bar.take() {
                old.finish();
            }
            bar = Some((step.target, progress::Bar::new(step.target)));
        }
        if let Some((_, b)) = &mut bar {
            b.tick(progress::Tick {
                values: step.computed,
                done: step.done,
                total: step.total,
            });
        }
        save(&step)
    });
    if let Some((_, b)) = bar {
        b.finish();
    }
    let growth = growth?;
    let mut report = describe(&game, &growth, max);
    if let Some(from) = resumed {
        report.resumed_from = Some(from);
        report.summary = format!(
            "resumed from a checkpoint holding g(0..={from}); {}",
            report.summary
        );
    }
    Ok((driver.into_table(), report))
}

/// The one-sentence outcome of a growth run.
fn describe(game: &Game, growth: &Growth, max: usize) -> GrowthReport {
    let sizes: Vec<String> = growth.sizes.iter().map(|n| n.to_string()).collect();
    let path = sizes.join(" → ");
    let proof = game.proof();
    let theorem = proof.name().unwrap_or("theorem");
    let (proven, needed, summary) = match growth.outcome {
        Outcome::Proven => (
            true,
            None,
            format!("grew g(0..=N) for N = {path}; proven by the {theorem}."),
        ),
        Outcome::Capped { needed, .. } => {
            let what = match needed {
                Some(n) if n > MAX_MAX as usize => format!(
                    "the period seen so far would need g(0..={n}) for the {theorem}, beyond \
                     the largest --max ({MAX_MAX}): run --upto {n} without --until-proven"
                ),
                Some(n) => format!(
                    "the period seen so far would be proven by the {theorem} with g(0..={n}): \
                     rerun with --max {n}"
                ),
                None => match proof {
                    Proof::GuySmith {
                        max_removal,
                        max_heaps,
                    } => {
                        let j = max_heaps.max(2);
                        format!(
                            "no period shows yet; the {theorem} needs g up to \
                             {j}·(max(a, 1) + p − 1) + {max_removal} + 1 for a period p from a, \
                             so a period still to come has {j}a + {j}p > {}: raise --max \
                             (say to {})",
                            (max + j).saturating_sub(max_removal + 1),
                            max.saturating_mul(4).min(MAX_MAX as usize)
                        )
                    }
                    Proof::Window { width } => format!(
                        "no period shows yet (every subtraction game is eventually periodic, \
                         and the {theorem} needs g up to a + {width} − 1 + p for a period p \
                         from a): raise --max (say to {})",
                        max.saturating_mul(4).min(MAX_MAX as usize)
                    ),
                    Proof::None => "no theorem applies".into(),
                },
            };
            (
                false,
                needed,
                format!(
                    "grew g(0..=N) for N = {path} and stopped at --max {max}, not proven: {what}."
                ),
            )
        }
    };
    GrowthReport {
        sizes: growth.sizes.clone(),
        max,
        proven,
        needed,
        summary,
        resumed_from: None,
    }
}
