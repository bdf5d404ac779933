//! `cargo xtask test`: `cargo test --workspace`, with the test executables run side by side.
//!
//! `cargo test` runs its test executables one after another, and each spends most
//! of its time on one or two long tests: on two cores, one core idles for most of
//! the run. This command builds exactly what `cargo test --workspace` builds
//! (`--no-run`), then runs every test executable and the doctests (`cargo test
//! --doc`, one job) on `--jobs` workers. Each job's output is printed whole when it
//! ends, under the line cargo would print (`Running tests/cli.rs (bins/nim)`), so
//! outputs never interleave. Every job runs, failed or not (cargo's
//! `--no-fail-fast`); the summary names the failures and the slowest jobs, and the
//! exit status is non-zero when one failed. With `-p NAME`, the doctests are those
//! of the selected packages that have a library (none: no doctests job).
//!
//! An executable runs as cargo runs it: in its package's folder, with
//! `CARGO_MANIFEST_DIR`, `CARGO_PKG_NAME`, `CARGO_PKG_VERSION` and `CARGO` set.
//!
//! Order: longest first by the times of the last run (kept in the target folder,
//! `xtask-test-times.tsv`); without them (a fresh clone), the doctests, then the
//! tools' and xtask's suites (the long ones), then the binaries', each in cargo's
//! order. The order changes only the wall time, never what runs.

use crate::workspace::{self, Metadata};
use anyhow::{bail, Context, Result};
use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Instant;

/// Run the workspace's tests (what `cargo test --workspace` runs), executables side by side.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// Workers (default: the machine's cores).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
    /// Only these packages (default: the whole workspace).
    #[arg(short = 'p', long = "package", value_name = "name")]
    packages: Vec<String>,
    /// Passed to every test executable and to the doctests (a filter, `--ignored`, …).
    #[arg(last = true, value_name = "test args")]
    test_args: Vec<String>,
}

/// One test executable as `cargo test --no-run --message-format json` reports it.
#[derive(Clone, Debug, PartialEq)]
struct Executable {
    /// What cargo prints for it: `unittests src/lib.rs (games-core)`.
    label: String,
    path: PathBuf,
    /// Its package's folder (the working folder cargo runs it in).
    dir: PathBuf,
    package: String,
    version: String,
}

/// A job: a test executable, or the doctests (one `cargo test --doc`).
#[derive(Clone, Debug, PartialEq)]
enum Job {
    Doctests,
    Run(Executable),
}

impl Job {
    fn label(&self) -> &str {
        match self {
            Job::Doctests => "doctests (cargo test --doc)",
            Job::Run(e) => &e.label,
        }
    }
}

/// The test executables among cargo's JSON messages (one per line), in cargo's order.
fn executables(messages: &str, root: &Path) -> Result<Vec<Executable>> {
    let mut found = Vec::new();
    for (i, line) in messages.lines().enumerate() {
        let Ok(msg) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if msg["reason"] != "compiler-artifact" || msg["profile"]["test"] != true {
            continue;
        }
        let Some(path) = msg["executable"].as_str() else {
            continue;
        };
        let field = |v: &serde_json::Value, what: &str| {
            v.as_str()
                .map(str::to_string)
                .with_context(|| format!("cargo's message {}: no {what}", i + 1))
        };
        let manifest = PathBuf::from(field(&msg["manifest_path"], "manifest_path")?);
        let dir = manifest
            .parent()
            .context("a manifest path without a folder")?
            .to_path_buf();
        let src = PathBuf::from(field(&msg["target"]["src_path"], "target.src_path")?);
        let src = src.strip_prefix(&dir).unwrap_or(&src).display().to_string();
        let kind = &msg["target"]["kind"][0];
        let what = if kind == "test" || kind == "bench" {
            src
        } else {
            format!("unittests {src}")
        };
        let id = field(&msg["package_id"], "package_id")?;
        let package = package_name(&id, &dir);
        let version = id
            .rsplit(['@', ' ', '#'])
            .find(|p| p.chars().next().is_some_and(|c| c.is_ascii_digit()))
            .unwrap_or("0.0.0")
            .to_string();
        let place = dir.strip_prefix(root).unwrap_or(&dir).display().to_string();
        found.push(Executable {
            label: format!("{what} ({place})"),
            path: PathBuf::from(path),
            dir,
            package,
            version,
        });
    }
    Ok(found)
}

/// A package's name from its id (`path+file:///…/games-core#0.1.0`, `games-core 0.1.0 (path+…)`,
/// `path+file:///…/xtask#name@0.1.0`), else its folder's name.
fn package_name(id: &str, dir: &Path) -> String {
    let named = id
        .split_once('#')
        .and_then(|(_, tail)| tail.split_once('@').map(|(name, _)| name.to_string()))
        .or_else(|| {
            id.split_once(' ')
                .filter(|(name, _)| !name.contains('/'))
                .map(|(name, _)| name.to_string())
        });
    named.unwrap_or_else(|| {
        dir.file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    })
}

/// The jobs in the order they start, the doctests among them when `doctests`: by `times`
/// (seconds, longest first) where known; the rest after them, the doctests first, then
/// jobs outside `bins/`, then the others.
fn schedule(
    executables: Vec<Executable>,
    doctests: bool,
    times: &HashMap<String, f64>,
) -> Vec<Job> {
    let mut jobs: Vec<Job> = doctests
        .then_some(Job::Doctests)
        .into_iter()
        .chain(executables.into_iter().map(Job::Run))
        .collect();
    let rank = |job: &Job| match job {
        Job::Doctests => 0,
        Job::Run(e) if !e.label.contains("(bins/") => 1,
        Job::Run(_) => 2,
    };
    // A stable sort keeps cargo's order within equal keys.
    jobs.sort_by(|a, b| {
        let (ta, tb) = (times.get(a.label()), times.get(b.label()));
        match (ta, tb) {
            (Some(x), Some(y)) => y.total_cmp(x),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => rank(a).cmp(&rank(b)),
        }
    });
    jobs
}

/// The times file's rows, `seconds<TAB>label`.
fn read_times(path: &Path) -> HashMap<String, f64> {
    fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let (t, label) = l.split_once('\t')?;
            Some((label.to_string(), t.parse().ok()?))
        })
        .collect()
}

/// Writes `times` (the file's rows as the run began) with the jobs' times into the times
/// file, longest first: this run's replace those of the same jobs, and a `-p` run keeps the
/// other jobs' rows. Best effort: a times file that cannot be written only loses the next
/// run its order.
fn record_times(path: &Path, times: &mut HashMap<String, f64>, done: &[Done]) {
    times.extend(done.iter().map(|d| (d.label.clone(), d.seconds)));
    let mut rows: Vec<(&String, &f64)> = times.iter().collect();
    rows.sort_by(|a, b| b.1.total_cmp(a.1).then_with(|| a.0.cmp(b.0)));
    let text: String = rows
        .iter()
        .map(|(label, t)| format!("{t:.2}\t{label}\n"))
        .collect();
    let _ = fs::write(path, text);
}

/// What one job did.
struct Done {
    label: String,
    ok: bool,
    seconds: f64,
}

pub fn main(args: Args) -> Result<()> {
    let root = workspace::root()?;
    let meta = Metadata::load(&root)?;
    let started = Instant::now();
    let select: Vec<String> = if args.packages.is_empty() {
        vec!["--workspace".into()]
    } else {
        args.packages
            .iter()
            .flat_map(|p| ["-p".to_string(), p.clone()])
            .collect()
    };
    let build = workspace::cargo()
        .current_dir(&root)
        .args([
            "test",
            "--no-run",
            "--message-format=json-render-diagnostics",
        ])
        .args(&select)
        .stderr(Stdio::inherit())
        .output()
        .context("cannot run cargo test --no-run")?;
    if !build.status.success() {
        bail!("cargo test --no-run failed (the build's errors are above)");
    }
    let found = executables(&String::from_utf8_lossy(&build.stdout), &root)?;
    let times_file = meta.target_directory.join("xtask-test-times.tsv");
    let mut times = read_times(&times_file);
    // Doctests live in libraries: `cargo test --doc -p NAME` refuses a package without one.
    let doc_select = doc_selection(&meta, &args.packages)?;
    let jobs = schedule(found, doc_select.is_some(), &times);
    let workers = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
        .max(1);
    let logs = meta.target_directory.join("xtask-test-logs");
    fs::create_dir_all(&logs).with_context(|| format!("cannot create {}", logs.display()))?;
    let executables = jobs.len() - usize::from(doc_select.is_some());
    eprintln!(
        "     Running {executables} test executable{}{} on {workers} worker{}",
        crate::plural(executables),
        if doc_select.is_some() {
            " and the doctests"
        } else {
            ""
        },
        crate::plural(workers),
    );
    let select = doc_select.unwrap_or_default();
    let queue = Mutex::new(jobs.into_iter().enumerate());
    let done = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some((i, job)) = queue.lock().expect("queue").next() else {
                    break;
                };
                let log = logs.join(format!("{i}.log"));
                let t0 = Instant::now();
                let result = run(&job, &root, &select, &args.test_args, &log);
                let seconds = t0.elapsed().as_secs_f64();
                let output = fs::read_to_string(&log).unwrap_or_default();
                let _ = fs::remove_file(&log);
                let ok = match &result {
                    Ok(ok) => *ok,
                    Err(_) => false,
                };
                let mut text = format!("     Running {}\n{output}", job.label());
                if let Err(e) = result {
                    text.push_str(&format!("error: {e:#}\n"));
                }
                crate::write_out(text.as_bytes());
                done.lock().expect("results").push(Done {
                    label: job.label().to_string(),
                    ok,
                    seconds,
                });
            });
        }
    });
    let _ = fs::remove_dir(&logs);
    let mut done = done.into_inner().expect("results");
    done.sort_by(|a, b| b.seconds.total_cmp(&a.seconds));
    record_times(&times_file, &mut times, &done);
    let slowest: Vec<String> = done
        .iter()
        .take(5)
        .map(|d| format!("{} {:.0} s", d.label, d.seconds))
        .collect();
    eprintln!("slowest: {}", slowest.join("; "));
    let failed: Vec<&str> = done
        .iter()
        .filter(|d| !d.ok)
        .map(|d| d.label.as_str())
        .collect();
    let wall = started.elapsed().as_secs();
    if !failed.is_empty() {
        bail!(
            "{} of {} jobs failed ({wall} s): {}",
            failed.len(),
            done.len(),
            failed.join("; ")
        );
    }
    let n = done.len();
    eprintln!("all {n} job{} passed in {wall} s", crate::plural(n));
    Ok(())
}

/// The arguments of the doctests' `cargo test --doc`: the whole workspace, or the
/// selected packages that have a library (`None`: none has, so no doctests).
fn doc_selection(meta: &Metadata, packages: &[String]) -> Result<Option<Vec<String>>> {
    if packages.is_empty() {
        return Ok(Some(vec!["--doc".into(), "--workspace".into()]));
    }
    let mut select = vec!["--doc".to_string()];
    for name in packages {
        let package = meta
            .packages
            .iter()
            .find(|p| &p.name == name)
            .with_context(|| format!("no package `{name}` in the workspace"))?;
        if package.targets.iter().any(|t| {
            t.kind
                .iter()
                .any(|k| k == "lib" || k == "rlib" || k == "cdylib")
        }) {
            select.extend(["-p".to_string(), name.clone()]);
        }
    }
    Ok((select.len() > 1).then_some(select))
}

/// Runs one job with stdout and stderr into `log`; whether it passed.
fn run(
    job: &Job,
    root: &Path,
    select: &[String],
    test_args: &[String],
    log: &Path,
) -> Result<bool> {
    let file = fs::File::create(log).with_context(|| format!("cannot create {}", log.display()))?;
    let mut command = match job {
        Job::Doctests => {
            let mut c = workspace::cargo();
            c.current_dir(root).arg("test").args(select);
            if !test_args.is_empty() {
                c.arg("--").args(test_args);
            }
            c
        }
        Job::Run(e) => {
            let mut c = Command::new(&e.path);
            c.current_dir(&e.dir)
                .args(test_args)
                .env("CARGO_MANIFEST_DIR", &e.dir)
                .env("CARGO_PKG_NAME", &e.package)
                .env("CARGO_PKG_VERSION", &e.version);
            if std::env::var_os("CARGO").is_none() {
                c.env("CARGO", "cargo");
            }
            c
        }
    };
    let status = command
        .stdin(Stdio::null())
        .stdout(file.try_clone()?)
        .stderr(file)
        .status()
        .with_context(|| format!("cannot run {}", job.label()))?;
    Ok(status.success())
}

#[cfg(test)]
mod tests {
    use super::*;

    const MESSAGES: &str = r#"{"reason":"compiler-artifact","package_id":"path+file:///w/games-core#0.1.0","manifest_path":"/w/games-core/Cargo.toml","target":{"kind":["lib"],"name":"games_core","src_path":"/w/games-core/src/lib.rs"},"profile":{"test":true},"executable":"/w/target/debug/deps/games_core-1"}
{"reason":"compiler-artifact","package_id":"path+file:///w/games-core#0.1.0","manifest_path":"/w/games-core/Cargo.toml","target":{"kind":["lib"],"name":"games_core","src_path":"/w/games-core/src/lib.rs"},"profile":{"test":false},"executable":null}
not json: a line cargo's build script printed
{"reason":"compiler-artifact","package_id":"path+file:///w/bins/nim#nim@0.2.0","manifest_path":"/w/bins/nim/Cargo.toml","target":{"kind":["test"],"name":"cli","src_path":"/w/bins/nim/tests/cli.rs"},"profile":{"test":true},"executable":"/w/target/debug/deps/cli-2"}
{"reason":"build-finished","success":true}"#;

    #[test]
    fn cargos_messages_give_each_test_executable_with_its_package() {
        let found = executables(MESSAGES, Path::new("/w")).unwrap();
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].label, "unittests src/lib.rs (games-core)");
        assert_eq!(
            (found[0].package.as_str(), found[0].version.as_str()),
            ("games-core", "0.1.0")
        );
        assert_eq!(found[1].label, "tests/cli.rs (bins/nim)");
        assert_eq!(found[1].dir, Path::new("/w/bins/nim"));
        assert_eq!(
            (found[1].package.as_str(), found[1].version.as_str()),
            ("nim", "0.2.0")
        );
        assert_eq!(
            package_name(
                "games-core 0.1.0 (path+file:///w/games-core)",
                Path::new("/x")
            ),
            "games-core"
        );
    }

    #[test]
    fn known_times_go_first_longest_first_then_doctests_tools_and_bins() {
        let found = executables(MESSAGES, Path::new("/w")).unwrap();
        let labels = |jobs: Vec<Job>| -> Vec<String> {
            jobs.iter().map(|j| j.label().to_string()).collect()
        };
        let mut bins_first = found.clone();
        bins_first.reverse();
        assert_eq!(
            labels(schedule(bins_first, true, &HashMap::new())),
            [
                "doctests (cargo test --doc)",
                "unittests src/lib.rs (games-core)",
                "tests/cli.rs (bins/nim)"
            ]
        );
        let times = HashMap::from([
            ("tests/cli.rs (bins/nim)".to_string(), 9.0),
            ("unittests src/lib.rs (games-core)".to_string(), 3.0),
        ]);
        assert_eq!(
            labels(schedule(found.clone(), true, &times)),
            [
                "tests/cli.rs (bins/nim)",
                "unittests src/lib.rs (games-core)",
                "doctests (cargo test --doc)"
            ]
        );
    }

    #[test]
    fn without_doctests_the_schedule_has_no_doctests_job() {
        let found = executables(MESSAGES, Path::new("/w")).unwrap();
        let jobs = schedule(found.clone(), false, &HashMap::new());
        assert_eq!(jobs.len(), found.len());
        assert!(!jobs.contains(&Job::Doctests));
    }

    #[test]
    fn a_partial_run_merges_its_times_into_the_file() {
        let dir = std::env::temp_dir().join(format!("xtask-test-merge-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("t.tsv");
        fs::write(&file, "9.00\tA\n3.00\tB\n").unwrap();
        // A `-p` run that ran only B, now in 12 s.
        let b = Done {
            label: "B".into(),
            ok: true,
            seconds: 12.0,
        };
        record_times(&file, &mut read_times(&file), &[b]);
        let text = fs::read_to_string(&file).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        assert_eq!(text, "12.00\tB\n9.00\tA\n");
    }

    #[test]
    fn the_times_file_reads_back_and_skips_bad_rows() {
        let dir = std::env::temp_dir().join(format!("xtask-test-times-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("t.tsv");
        fs::write(
            &file,
            "2.50\tunittests src/lib.rs (games-core)\nbad row\nx\ty\n",
        )
        .unwrap();
        let times = read_times(&file);
        fs::remove_dir_all(&dir).unwrap();
        assert_eq!(times.len(), 1);
        assert_eq!(times["unittests src/lib.rs (games-core)"], 2.5);
        assert!(read_times(&dir.join("missing")).is_empty());
    }
}
