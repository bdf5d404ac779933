//! The progress bar of long tables: drawn on stderr, only on a terminal, only after a second.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// Runs `build(report)`, where the builder calls `report(done, total)` now and
/// then, and draws a bar on stderr once the work has taken a second, if stderr
/// is a terminal and the table has at least 1000 entries.
///
/// No ETA is shown (indicatif's rate estimate starts from nothing when the bar
/// appears after a second).
pub fn with_bar<T>(upto: usize, build: impl FnOnce(&mut dyn FnMut(u64, u64)) -> T) -> T {
    let show = std::io::stderr().is_terminal() && upto >= 1000;
    let start = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    let mut report = |done: u64, total: u64| {
        if !show {
            return;
        }
        if bar.is_none() && start.elapsed() > Duration::from_secs(1) {
            let b = ProgressBar::hidden()
                .with_position(done)
                .with_elapsed(start.elapsed());
            b.set_length(total);
            if let Ok(style) = ProgressStyle::with_template(
                "g(0..={msg}) [{bar:40}] {percent:>3}% ({elapsed} so far)",
            ) {
                b.set_style(style.progress_chars("=> "));
            }
            b.set_message(upto.to_string());
            b.set_draw_target(ProgressDrawTarget::stderr());
            bar = Some(b);
        }
        if let Some(b) = &bar {
            b.set_position(done);
        }
    };
    let result = build(&mut report);
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    result
}
