//! The progress bar of long tables: drawn on stderr, only on a terminal, only after a second; with rate and ETA.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// Where a build stands: `values` heap sizes computed, `done` of `total` work units.
#[derive(Debug, Clone, Copy)]
pub struct Tick {
    /// Heap sizes computed so far (this run and any resumed part).
    pub values: u64,
    /// Work done, in the builder's unit.
    pub done: u64,
    /// Total work in the same unit.
    pub total: u64,
}

/// A progress bar that shows, once the work has taken a second and when
/// stderr is a terminal, the percentage, the rate in values per second and
/// the ETA. Both are measured from this run's own start (a resumed run
/// counts only the work it does itself).
pub struct Bar {
    show: bool,
    start: Instant,
    first: Option<Tick>,
    bar: Option<ProgressBar>,
    /// What the bar's line starts with: `g(0..=N)` of a table.
    prefix: String,
}

impl Bar {
    /// A bar for a table up to `upto` (hidden below 1000 entries).
    pub fn new(upto: usize) -> Self {
        Bar {
            show: std::io::stderr().is_terminal() && upto >= 1000,
            start: Instant::now(),
            first: None,
            bar: None,
            prefix: format!("g(0..={upto})"),
        }
    }

    /// A bar for `total` work units named `label` (hidden below 1000).
    pub fn labelled(label: String, total: u64) -> Self {
        Bar {
            show: std::io::stderr().is_terminal() && total >= 1000,
            start: Instant::now(),
            first: None,
            bar: None,
            prefix: label,
        }
    }

    /// Records a tick and redraws.
    pub fn tick(&mut self, t: Tick) {
        let first = *self.first.get_or_insert(Tick {
            values: t.values,
            done: t.done,
            total: t.total,
        });
        if !self.show {
            return;
        }
        let elapsed = self.start.elapsed();
        if self.bar.is_none() && elapsed > Duration::from_secs(1) {
            let b = ProgressBar::hidden();
            b.set_length(t.total.max(1));
            if let Ok(style) =
                ProgressStyle::with_template("{prefix} [{bar:40}] {percent:>3}% {msg}")
            {
                b.set_style(style.progress_chars("=> "));
            }
            b.set_prefix(self.prefix.clone());
            b.set_draw_target(ProgressDrawTarget::stderr());
            self.bar = Some(b);
        }
        if let Some(b) = &self.bar {
            b.set_position(t.done);
            b.set_message(rate_and_eta(first, t, elapsed));
        }
    }

    /// Clears the bar.
    pub fn finish(self) {
        if let Some(b) = self.bar {
            b.finish_and_clear();
        }
    }
}

/// "1.2M values/s, ETA 3m05s" from the work done since `first`.
pub fn rate_and_eta(first: Tick, now: Tick, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64().max(1e-9);
    let rate = (now.values.saturating_sub(first.values)) as f64 / secs;
    let done = now.done.saturating_sub(first.done);
    let left = now.total.saturating_sub(now.done);
    let eta = if done == 0 {
        "ETA ?".to_string()
    } else {
        let eta = (secs * left as f64 / done as f64).round() as u64;
        format!("ETA {}", clock(eta))
    };
    format!("{} values/s, {eta}", si(rate))
}

fn si(x: f64) -> String {
    if x >= 1e6 {
        format!("{:.1}M", x / 1e6)
    } else if x >= 1e3 {
        format!("{:.1}k", x / 1e3)
    } else {
        format!("{x:.0}")
    }
}

fn clock(secs: u64) -> String {
    if secs >= 3600 {
        format!("{}h{:02}m", secs / 3600, secs / 60 % 60)
    } else if secs >= 60 {
        format!("{}m{:02}s", secs / 60, secs % 60)
    } else {
        format!("{secs}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_and_eta_count_this_runs_work_only() {
        let first = Tick {
            values: 1000,
            done: 1000,
            total: 11_000,
        };
        let now = Tick {
            values: 3000,
            done: 3000,
            total: 11_000,
        };
        // 2000 values in 2 s; 8000 left at that rate: 8 s.
        assert_eq!(
            rate_and_eta(first, now, Duration::from_secs(2)),
            "1.0k values/s, ETA 8s"
        );
        assert_eq!(clock(3725), "1h02m");
        assert_eq!(clock(65), "1m05s");
    }
}
