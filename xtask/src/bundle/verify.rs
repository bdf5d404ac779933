//! `cargo xtask bundle --all --verify`: every submission builds alone and answers its samples.
//!
//! For each bundle: its size is under its judge's limit (64 KiB online, 256 KiB for a
//! problem with no online judge); it uses no language feature newer
//! than the workspace's `rust-version` (syntax scan) nor a newer std API
//! (clippy's `incompatible_msrv`, run on the bundle with `clippy-driver`); it
//! compiles with plain `rustc` in editions 2021 (`-O`, as judges build) and 2024
//! (unoptimised, [`Opt::Plain`]: the same checks and behaviour), with no `--extern`
//! except the crates its judge ships (built by cargo, as the judge does); and
//! both programs print every `samples/<name>/*.out` byte for byte (or, where
//! they differ, an answer the kit's checker `<name>-kit check` accepts: a
//! problem whose answers are not unique), with an empty stderr and exit status 0. Every bundle without `--extern` is also
//! compiled (unoptimised) in edition 2021 by rustc 1.75 itself (the `rust-version`'s
//! toolchain, `rustup toolchain install 1.75.0 --profile minimal`) and run on
//! its samples; without that toolchain the build is skipped with a warning,
//! or fails under `CI=true`.

use super::{max_bytes, msrv, Bundle, Written};
use crate::workspace::Metadata;
use anyhow::{anyhow, bail, Context, Result};

use judge_rules::diff;
use judge_rules::judges::Rust;
use std::collections::VecDeque;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Duration;

/// Editions every bundle must compile and pass its samples in, and how each build is optimised.
pub const EDITIONS: [(&str, Opt); 2] = [("2021", Opt::Judge), ("2024", Opt::Plain)];

/// How a bundle is optimised.
///
/// Only the samples run on a verify build, so one build is optimised as the
/// judges build (`-O`) and the others are not: an unoptimised build is type-,
/// borrow- and const-checked and code-generated alike, and with debug
/// assertions off (rustc turns them on at opt-level 0) it also wraps on
/// overflow as `-O` does, so it prints the same; it compiles in about a third
/// of the CPU time (0.2–0.3 s against 0.6–1.3 s per bundle, measured
/// 2026-12-02 on nim-game, grundys-game and general-matching).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Opt {
    /// `-O`.
    Judge,
    /// `-C opt-level=0 -C debug-assertions=off`.
    Plain,
}

impl Opt {
    fn args(self) -> &'static [&'static str] {
        match self {
            Opt::Judge => &["-O"],
            Opt::Plain => &["-C", "opt-level=0", "-C", "debug-assertions=off"],
        }
    }
}

/// Wall-clock limit of one sample run (judges give 1–2 s; this only catches hangs).
const RUN_LIMIT: Duration = Duration::from_secs(10);

/// A crate library to pass to rustc: `--extern <name>=<rlib>` and `-L dependency=<dir>`.
#[derive(Debug, Clone)]
pub struct Extern {
    /// Crate name as the code writes it (`proconio`).
    pub name: String,
    /// Path of the `.rlib` cargo built.
    pub rlib: PathBuf,
}

impl Extern {
    fn args(externs: &[Extern]) -> Vec<String> {
        let mut args = Vec::new();
        for e in externs {
            args.push("--extern".into());
            args.push(format!("{}={}", e.name, e.rlib.display()));
            if let Some(dir) = e.rlib.parent() {
                args.push("-L".into());
                args.push(format!("dependency={}", dir.display()));
            }
        }
        args
    }
}

/// The current `rustc`: `$RUSTC`, else the one on `PATH`.
fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())
}

/// Package name out of a cargo `package_id`, old (`name 1.0 (src)`) or new (`src#name@1.0`) form.
fn package_name(id: &str) -> Option<&str> {
    match id.rsplit_once('#') {
        Some((source, rest)) => match rest.split_once('@') {
            Some((name, _)) => Some(name),
            // `path+file:///…/name#1.0`: the name is the folder's.
            None => source.rsplit('/').next(),
        },
        None => id.split_whitespace().next(),
    }
}

/// Builds `package` with cargo and finds the `.rlib` of each crate in `crates` (package names).
pub fn build_externs(root: &Path, package: &str, crates: &[String]) -> Result<Vec<Extern>> {
    let output = crate::workspace::cargo()
        .current_dir(root)
        .args(["build", "--quiet", "--message-format=json", "-p", package])
        .stderr(Stdio::piped())
        .output()
        .context("cannot run cargo")?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr
            .lines()
            .find(|l| l.starts_with("error"))
            .unwrap_or("");
        bail!("`cargo build -p {package}` failed: {first}");
    }
    let mut found = Vec::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(msg) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if msg["reason"] != "compiler-artifact" {
            continue;
        }
        let Some(pkg) = msg["package_id"].as_str().and_then(package_name) else {
            continue;
        };
        if !crates.iter().any(|c| c == pkg) {
            continue;
        }
        let lib_name = msg["target"]["name"]
            .as_str()
            .unwrap_or(pkg)
            .replace('-', "_");
        let rlib = msg["filenames"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|f| f.as_str())
            .find(|f| f.ends_with(".rlib"));
        if let Some(rlib) = rlib {
            found.push((
                pkg.to_string(),
                Extern {
                    name: lib_name,
                    rlib: PathBuf::from(rlib),
                },
            ));
        }
    }
    crates
        .iter()
        .map(|c| {
            found
                .iter()
                .find(|(pkg, _)| pkg == c)
                .map(|(_, e)| e.clone())
                .with_context(|| format!("`cargo build -p {package}` built no rlib of `{c}`"))
        })
        .collect()
}

/// The `(input, expected output)` pairs of `samples/<name>/`, sorted.
pub fn sample_cases(root: &Path, name: &str) -> Result<Vec<(PathBuf, PathBuf)>> {
    let inputs = crate::problems::sample_inputs(&root.join("samples").join(name))
        .map_err(|_| anyhow!("no samples folder samples/{name}"))?;
    if inputs.is_empty() {
        bail!("samples/{name} has no .in files");
    }
    inputs
        .into_iter()
        .map(|i| {
            let o = i.with_extension("out");
            if o.is_file() {
                Ok((i, o))
            } else {
                Err(anyhow!("{} has no .out twin", i.display()))
            }
        })
        .collect()
}

/// A checker's verdict on a differing output: `Ok(Err(reason))` when it is wrong.
pub type Verdict = Result<std::result::Result<(), String>>;

/// Runs a compiled bundle on every sample, byte for byte; `Err` names the first failure.
#[cfg(test)]
pub fn check_samples(bin: &Path, cases: &[(PathBuf, PathBuf)]) -> Result<()> {
    check_samples_judged(bin, cases, &|_, _| Ok(Err(String::new())))
}

/// [`check_samples`] where an output that differs from the `.out` may still
/// be right: `accepts(input, output)` is the kit's verdict (`Err` inside
/// says why not), asked only on a difference.
pub fn check_samples_judged(
    bin: &Path,
    cases: &[(PathBuf, PathBuf)],
    accepts: &dyn Fn(&Path, &[u8]) -> Verdict,
) -> Result<()> {
    for (input, output) in cases {
        let file = input.file_name().unwrap_or_default().to_string_lossy();
        let stdin = fs::read(input).with_context(|| format!("cannot read {}", input.display()))?;
        let expected =
            fs::read(output).with_context(|| format!("cannot read {}", output.display()))?;
        let got = crate::process::run(&mut Command::new(bin), &stdin, RUN_LIMIT)
            .with_context(|| format!("{file}"))?;
        if !got.status.success() {
            let err = String::from_utf8_lossy(&got.stderr);
            bail!("{file}: {} ({})", got.status, err.trim());
        }
        if let Some(m) = diff::mismatch(&expected, &got.stdout) {
            // A problem with many right answers: the kit's checker decides.
            if let Err(why) = accepts(input, &got.stdout)? {
                // One line per binary in the summary: the mismatch's lines joined.
                bail!("{file}: wrong output, {}{why}", m.replace("\n ", ";"));
            }
        }
        if !got.stderr.is_empty() {
            bail!("{file}: wrote to stderr");
        }
    }
    Ok(())
}

/// The verdict of the kit of `name` (`<name>-kit check INPUT OUTPUT`, its
/// `Problem::check`) on an output that differs from the sample's `.out`:
/// `Ok(Ok(()))` when it is a right answer too (a problem whose answers are not
/// unique), `Ok(Err(reason))` when not. The kit is built in release on first
/// use only, so a bundle whose samples all match builds no kit; a kit whose
/// `check` is the default (the reference byte for byte) rejects as before.
fn kit_accepts(root: &Path, name: &str, scratch: &Path, input: &Path, output: &[u8]) -> Verdict {
    static BUILT: Mutex<Vec<String>> = Mutex::new(Vec::new());
    let meta = Metadata::load(root)?;
    {
        let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
        if !built.iter().any(|b| b == name) {
            crate::workspace::build_release(root, &[meta.binary(root, name)?], false)?;
            built.push(name.to_string());
        }
    }
    let file = scratch.join(format!("{name}-check.out"));
    fs::write(&file, output).with_context(|| format!("cannot write {}", file.display()))?;
    let mut command = Command::new(meta.release_kit(name));
    command.arg("check").arg(input).arg(&file);
    let verdict = crate::process::run(&mut command, b"", RUN_LIMIT)?;
    let _ = fs::remove_file(&file);
    if verdict.status.success() {
        return Ok(Ok(()));
    }
    let text = String::from_utf8_lossy(&verdict.stdout).into_owned()
        + &String::from_utf8_lossy(&verdict.stderr);
    let reason = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
        .to_string();
    Ok(Err(if reason.is_empty() {
        String::new()
    } else {
        format!("; {name}-kit check: {reason}")
    }))
}

/// Sessions a compiled interactive bundle plays against its judge, per build.
const BUNDLE_SESSIONS: u64 = 100;

/// How a bundle is checked once compiled: its samples byte for byte, or, for
/// an interactive binary, sessions against the judge of its kit (the
/// release example `<name>-kit`, built by [`run`]).
enum Check<'a> {
    Samples(&'a [(PathBuf, PathBuf)]),
    Judge(&'a Path),
}

impl Check<'_> {
    fn run(&self, program: &Path, accepts: &dyn Fn(&Path, &[u8]) -> Verdict) -> Result<()> {
        match self {
            Check::Samples(cases) => check_samples_judged(program, cases, accepts),
            Check::Judge(kit) => play_against(kit, program),
        }
    }

    fn describe(&self) -> String {
        match self {
            Check::Samples(cases) => format!("{} samples", cases.len()),
            Check::Judge(_) => format!(
                "{BUNDLE_SESSIONS} sessions against the judge in each of its test groups (fewer where the kit caps them)"
            ),
        }
    }
}

/// Plays `program` against the judge `kit` for [`BUNDLE_SESSIONS`] sessions;
/// `Err` carries the judge's report of the first failure.
pub fn play_against(kit: &Path, program: &Path) -> Result<()> {
    let out = Command::new(kit)
        .arg("play")
        .arg(program)
        .args(["--sessions", &BUNDLE_SESSIONS.to_string()])
        .output()
        .with_context(|| format!("cannot run the judge {}", kit.display()))?;
    if !out.status.success() {
        let report = String::from_utf8_lossy(&out.stderr);
        let lines: Vec<&str> = report.lines().take(6).collect();
        bail!("lost against the judge: {}", lines.join(" | "));
    }
    Ok(())
}

/// The rustup toolchain of a `rust-version`: `1.75` → `1.75.0`, `1.75.1` unchanged.
pub fn toolchain_name(msrv: &str) -> String {
    if msrv.matches('.').count() == 1 {
        format!("{msrv}.0")
    } else {
        msrv.to_string()
    }
}

/// Path of the `rustc` of rustup toolchain `toolchain`; `None` if it (or rustup) is not installed.
fn toolchain_rustc(toolchain: &str) -> Option<PathBuf> {
    let output = Command::new("rustup")
        .args(["which", "--toolchain", toolchain, "rustc"])
        .stderr(Stdio::null())
        .output()
        .ok()?;
    let path = PathBuf::from(String::from_utf8_lossy(&output.stdout).trim());
    (output.status.success() && path.is_file()).then_some(path)
}

/// The one-line notice when the MSRV toolchain is missing.
fn missing_toolchain(toolchain: &str) -> String {
    format!(
        "rustc {toolchain} is not installed, so no bundle was built with it; \
         install it with `rustup toolchain install {toolchain} --profile minimal`"
    )
}

/// Compiles `file` with the plain `rustc` executable given ([`rustc`] for the
/// current one); returns the number of warnings.
fn compile_with(
    rustc: &str,
    file: &Path,
    edition: &str,
    opt: Opt,
    out: &Path,
    externs: &[Extern],
) -> Result<usize> {
    let output = rustc_command(rustc, edition, file, out, externs)
        .args(opt.args())
        .output()
        .context("cannot run rustc")?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        let first = stderr
            .lines()
            .find(|l| l.starts_with("error"))
            .unwrap_or("rustc failed");
        bail!("edition {edition}: {first}{}", pruning_hint(first));
    }
    Ok(stderr.lines().filter(|l| l.starts_with("warning:")).count())
}

/// What to do when a bundle misses an impl the binary has under cargo: the
/// bundler keeps the integer types the code names, and a type that only
/// inference reaches (`sc.next_in("k", 1..=100)` is an `i32`) is not named.
fn pruning_hint(error: &str) -> &'static str {
    if error.contains("the trait bound") && error.contains("is not satisfied") {
        " (the bundle keeps a trait's impls only for the types the code names: \
         write the type, as in `let k: u32 = sc.next_in(…)`)"
    } else {
        ""
    }
}

/// `program` (rustc or clippy-driver) compiling `file` as the binary `main` into `out`.
fn rustc_command(program: &str, edition: &str, file: &Path, out: &Path, ext: &[Extern]) -> Command {
    let mut cmd = Command::new(program);
    cmd.args([
        "--edition",
        edition,
        "--crate-type",
        "bin",
        "--crate-name",
        "main",
    ])
    .args(Extern::args(ext))
    .arg("-o")
    .arg(out)
    .arg(file);
    cmd
}

/// Runs clippy's `incompatible_msrv` on `file` with the given minimum Rust.
/// `Ok(None)` when clippy-driver is not installed.
fn msrv_lint(file: &Path, msrv: &str, scratch: &Path, externs: &[Extern]) -> Result<Option<()>> {
    let result = rustc_command("clippy-driver", "2021", file, scratch, externs)
        .env("CARGO_PKG_RUST_VERSION", msrv)
        .args(["--emit=metadata", "-A", "warnings"])
        .args(["-D", "clippy::incompatible_msrv"])
        .output();
    let output = match result {
        Ok(o) => o,
        Err(_) => return Ok(None),
    };
    if output.status.success() {
        return Ok(Some(()));
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let first = stderr
        .lines()
        .find(|l| l.contains("MSRV") || l.starts_with("error"))
        .unwrap_or("clippy-driver failed");
    Err(anyhow!("incompatible_msrv: {}", first.trim()))
}

/// The toolchain of the workspace's `rust-version`, as `check_one` uses it.
struct Msrv {
    /// `rust-version` (`1.75`).
    version: String,
    /// Its rustup toolchain (`1.75.0`).
    toolchain: String,
    /// That toolchain's `rustc`, if installed.
    rustc: Option<PathBuf>,
}

/// Everything checked about one bundle; `Ok` carries the summary details.
fn check_one(
    root: &Path,
    bundle: &Bundle,
    file: &Path,
    bin_dir: &Path,
    externs: &[Extern],
    msrv_toolchain: &Msrv,
) -> Result<String> {
    let msrv = msrv_toolchain.version.as_str();
    let name = &bundle.problem.name;
    let unfilled = crate::new::placeholders(&bundle.problem.dir);
    if !unfilled.is_empty() {
        bail!(
            "still has `{}` placeholders in {}: fill them before submitting",
            crate::new::MARK,
            unfilled.join(", ")
        );
    }
    let size = bundle.text.len();
    let limit = max_bytes(&bundle.judge);
    if size >= limit {
        bail!("{size} bytes, over the {} KiB limit", limit / 1024);
    }
    let parsed = syn::parse_file(&bundle.text).context("does not reparse")?;
    let newer = msrv::newer_syntax(&parsed);
    if !newer.is_empty() {
        bail!("needs Rust newer than {msrv}: {}", newer.join(", "));
    }
    let cases = sample_cases(root, name)?;
    let kit = Metadata::load(root)?.release_kit(name);
    let check = if bundle.problem.is_interactive() {
        Check::Judge(&kit)
    } else {
        Check::Samples(&cases)
    };
    let linted = msrv_lint(file, msrv, &bin_dir.join(format!("{name}.rmeta")), externs)?;
    if linted.is_none() && std::env::var("CI").is_ok_and(|v| v == "true") {
        bail!(
            "CI=true: clippy-driver is not installed, so the incompatible_msrv lint cannot run; \
             it comes with clippy (`rustup component add clippy`)"
        );
    }
    let accepts = |input: &Path, output: &[u8]| kit_accepts(root, name, bin_dir, input, output);
    let mut warnings = 0;
    for (edition, opt) in EDITIONS {
        let program = bin_dir.join(format!("{name}-{edition}"));
        warnings += compile_with(&rustc(), file, edition, opt, &program, externs)?;
        check
            .run(&program, &accepts)
            .with_context(|| format!("edition {edition}"))?;
    }
    // The oldest Rust a judge may run, built for real. A bundle with `--extern`
    // cannot be: its rlibs come from the current toolchain, which 1.75 cannot read.
    let old = &msrv_toolchain.toolchain;
    let old_note = match &msrv_toolchain.rustc {
        Some(old_rustc) if externs.is_empty() => {
            let program = bin_dir.join(format!("{name}-{old}"));
            let old_rustc = old_rustc.to_string_lossy();
            warnings += compile_with(&old_rustc, file, "2021", Opt::Plain, &program, &[])
                .map_err(|e| anyhow!("rustc {old}, {e:#}"))?;
            check
                .run(&program, &accepts)
                .with_context(|| format!("rustc {old}, edition 2021"))?;
            format!(" + rustc {old}")
        }
        Some(_) => {
            format!(", rustc {old} skipped (its --extern rlibs are the current toolchain's)")
        }
        None => String::new(),
    };
    let judge_note = judge_builds(
        bundle,
        file,
        bin_dir,
        externs,
        old,
        &check,
        &accepts,
        &mut warnings,
    )?;
    let mut details = format!(
        "{:>5.1} KiB, {} x editions 2021+2024{old_note}{judge_note}",
        size as f64 / 1024.0,
        check.describe()
    );
    if !bundle.core_modules.is_empty() {
        details.push_str(&format!(", games-core: {}", bundle.core_modules.join(" ")));
    }
    if linted.is_none() {
        details.push_str(", msrv lint skipped (no clippy-driver)");
    }
    if warnings > 0 {
        details.push_str(&format!(", {warnings} rustc warnings"));
    }
    if !bundle.externs.is_empty() {
        details.push_str(&format!(", --extern {}", bundle.externs.join(",")));
    }
    if bundle.judge.rust.is_none() {
        details.push_str(&format!("; {}", bundle.judge.describe()));
    }
    Ok(details)
}

/// One build for the judge's own Rust beyond the usual ones: with which
/// rustc (`None`: the current one), in which edition, and what the summary says.
#[derive(Debug, PartialEq)]
struct JudgeBuild {
    rustc: Option<PathBuf>,
    edition: &'static str,
    said: String,
}

/// The builds for the judge's own Rust `rust`, as far as it is known
/// ([`judge_rules::judges::Judge::toolchain`]): its edition where [`EDITIONS`]
/// lack it (edition 2018 has no `TryFrom` in its prelude), and its compiler
/// where that toolchain is `installed` and is not the `rust-version`'s
/// (`msrv_toolchain`, which every bundle is built with already) nor needed
/// with `--extern` rlibs (which only the current toolchain reads).
fn judge_build_plan(
    rust: Option<Rust>,
    msrv_toolchain: &str,
    has_externs: bool,
    installed: impl Fn(&str) -> Option<PathBuf>,
) -> Vec<JudgeBuild> {
    let Some(rust) = rust else {
        return Vec::new();
    };
    let edition = rust.edition.unwrap_or("2021");
    let mut plan = Vec::new();
    if EDITIONS.iter().all(|(e, _)| *e != edition) {
        plan.push(JudgeBuild {
            rustc: None,
            edition,
            said: format!("edition {edition}"),
        });
    }
    let toolchain = rust.version.map(toolchain_name);
    if let Some(toolchain) = toolchain.filter(|t| t != msrv_toolchain && !has_externs) {
        if let Some(path) = installed(&toolchain) {
            plan.push(JudgeBuild {
                rustc: Some(path),
                edition,
                said: format!("the judge's rustc {toolchain}"),
            });
        }
    }
    plan
}

/// Makes the builds of [`judge_build_plan`] and runs each on the samples (or
/// against the judge); returns what the summary says of them.
#[allow(clippy::too_many_arguments)]
fn judge_builds(
    bundle: &Bundle,
    file: &Path,
    bin_dir: &Path,
    externs: &[Extern],
    msrv_toolchain: &str,
    check: &Check,
    accepts: &dyn Fn(&Path, &[u8]) -> Verdict,
    warnings: &mut usize,
) -> Result<String> {
    let name = &bundle.problem.name;
    let plan = judge_build_plan(
        bundle.judge.toolchain(),
        msrv_toolchain,
        !externs.is_empty(),
        installed_rustc,
    );
    let mut note = String::new();
    for (i, build) in plan.iter().enumerate() {
        let program = bin_dir.join(format!("{name}-judge-{i}"));
        let (program_rustc, ext) = match &build.rustc {
            Some(path) => (path.to_string_lossy().into_owned(), &[][..]),
            None => (rustc(), externs),
        };
        *warnings += compile_with(
            &program_rustc,
            file,
            build.edition,
            Opt::Plain,
            &program,
            ext,
        )
        .map_err(|e| anyhow!("{}: {e:#}", build.said))?;
        check
            .run(&program, accepts)
            .with_context(|| format!("{}, edition {}", build.said, build.edition))?;
        note.push_str(&format!(" + {}", build.said));
    }
    Ok(note)
}

/// [`toolchain_rustc`], asked of rustup once per toolchain in a run.
fn installed_rustc(toolchain: &str) -> Option<PathBuf> {
    static FOUND: Mutex<Vec<(String, Option<PathBuf>)>> = Mutex::new(Vec::new());
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, path)) = found.iter().find(|(t, _)| t == toolchain) {
        return path.clone();
    }
    let path = toolchain_rustc(toolchain);
    found.push((toolchain.to_string(), path.clone()));
    path
}

/// The workspace's `rust-version`, which every bundle must respect.
pub fn workspace_msrv(root: &Path) -> String {
    fs::read_to_string(root.join("Cargo.toml"))
        .ok()
        .and_then(|t| t.parse::<toml::Table>().ok())
        .and_then(|t| {
            t.get("workspace")?
                .get("package")?
                .get("rust-version")?
                .as_str()
                .map(str::to_string)
        })
        .unwrap_or_else(|| "1.75".into())
}

/// Verifies every bundle (or bundling error) in `results`, `jobs` at a time, and
/// prints one line per binary plus `N passed, N failed`.
pub fn run(root: &Path, out_dir: &Path, results: Vec<Written>, jobs: usize) -> Result<()> {
    let bin_dir = out_dir.join("bin");
    fs::create_dir_all(&bin_dir).with_context(|| format!("cannot create {}", bin_dir.display()))?;
    let version = workspace_msrv(root);
    let toolchain = toolchain_name(&version);
    let msrv = Msrv {
        rustc: toolchain_rustc(&toolchain),
        version,
        toolchain,
    };
    let in_ci = std::env::var("CI").is_ok_and(|v| v == "true");
    if msrv.rustc.is_none() && in_ci {
        eprintln!("error: {}", missing_toolchain(&msrv.toolchain));
    }
    let width = results.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    // The judges of the interactive binaries: their kits, in release.
    let interactive: Vec<&str> = results
        .iter()
        .filter_map(|(n, r)| {
            r.as_ref()
                .ok()
                .filter(|(b, _)| b.problem.is_interactive())
                .map(|_| n.as_str())
        })
        .collect();
    if !interactive.is_empty() {
        let meta = Metadata::load(root)?;
        let packages = interactive
            .iter()
            .map(|n| meta.binary(root, n))
            .collect::<Result<Vec<_>>>()?;
        crate::workspace::build_release(root, &packages, false)?;
    }

    // Crates the judges ship are built by cargo first, one binary at a time.
    let mut queue = VecDeque::new();
    let mut lines: Vec<(String, bool, String)> = Vec::new();
    for (name, result) in results {
        match result {
            Err(e) => lines.push((name, false, format!("{e:#}"))),
            Ok((bundle, file)) => {
                if !bundle.problem.has_rust_version {
                    lines.push((
                        name,
                        false,
                        "Cargo.toml lacks rust-version (use rust-version.workspace = true)".into(),
                    ));
                    continue;
                }
                let externs = if bundle.externs.is_empty() {
                    Ok(Vec::new())
                } else {
                    build_externs(root, &name, &bundle.externs)
                };
                match externs {
                    Ok(externs) => queue.push_back((name, bundle, file, externs)),
                    Err(e) => lines.push((name, false, format!("{e:#}"))),
                }
            }
        }
    }
    let show = |name: &str, ok: bool, detail: &str| {
        let mark = if ok { "ok  " } else { "FAIL" };
        eprintln!("{mark}  {name:width$}  {detail}");
    };
    for (name, ok, detail) in &lines {
        show(name, *ok, detail);
    }

    let queue = Mutex::new(queue);
    let done = Mutex::new(lines);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            s.spawn(|| loop {
                let Some((name, bundle, file, externs)) = queue.lock().expect("queue").pop_front()
                else {
                    break;
                };
                let result = check_one(root, &bundle, &file, &bin_dir, &externs, &msrv);
                let (ok, detail) = match result {
                    Ok(d) => (true, d),
                    Err(e) => (false, format!("{e:#}")),
                };
                show(&name, ok, &detail);
                done.lock().expect("results").push((name, ok, detail));
            });
        }
    });
    let done = done.into_inner().expect("results");
    let passed = done.iter().filter(|(_, ok, _)| *ok).count();
    let failed: Vec<&str> = done
        .iter()
        .filter(|(_, ok, _)| !*ok)
        .map(|(n, _, _)| n.as_str())
        .collect();
    eprintln!("bundles in {}", out_dir.display());
    eprintln!("{passed} passed, {} failed", failed.len());
    if !failed.is_empty() {
        bail!("bundle check failed for: {}", failed.join(", "));
    }
    match msrv.rustc {
        None if in_ci => Err(anyhow!("CI=true: {}", missing_toolchain(&msrv.toolchain))),
        None => {
            eprintln!("warning: {}", missing_toolchain(&msrv.toolchain));
            Ok(())
        }
        Some(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_judge_builds_are_its_edition_and_its_installed_rustc() {
        let rust = |version, edition| Some(Rust { version, edition });
        let installed = |t: &str| (t == "1.89.0").then(|| PathBuf::from("/rustc-1.89.0"));
        let plan = |r, externs| judge_build_plan(r, "1.75.0", externs, installed);
        // Nothing known, or nothing beyond editions 2021/2024 and rustc 1.75 (CSES, own).
        assert!(plan(None, false).is_empty());
        assert!(plan(rust(Some("1.75"), Some("2021")), false).is_empty());
        assert!(plan(rust(None, Some("2024")), false).is_empty());
        // A judge's rustc, where installed and where no --extern rlib needs the current one.
        let judge = rust(Some("1.89.0"), Some("2024"));
        assert_eq!(
            plan(judge, false),
            [JudgeBuild {
                rustc: Some(PathBuf::from("/rustc-1.89.0")),
                edition: "2024",
                said: "the judge's rustc 1.89.0".into(),
            }]
        );
        assert!(plan(judge, true).is_empty());
        assert!(plan(rust(Some("1.94.1"), Some("2024")), false).is_empty());
        // An edition the usual builds lack, with the current rustc.
        assert_eq!(
            plan(rust(None, Some("2018")), true),
            [JudgeBuild {
                rustc: None,
                edition: "2018",
                said: "edition 2018".into(),
            }]
        );
    }

    use super::*;
    use crate::bundle::source::tests::write_all;

    /// A scratch folder holding one sample, `sample-1.in` (`1`) and its
    /// expected `sample-1.out`, and that sample as `check_samples` takes it.
    fn one_sample(tag: &str, expected: &str) -> (crate::Scratch, [(PathBuf, PathBuf); 1]) {
        let dir = crate::bundle::source::tests::scratch(tag);
        let input = dir.join("sample-1.in");
        let output = dir.join("sample-1.out");
        fs::write(&input, "1\n").unwrap();
        fs::write(&output, expected).unwrap();
        (dir, [(input, output)])
    }

    /// Writes an executable shell script running `body` at `path`.
    fn write_script(path: &Path, body: &str) {
        use std::os::unix::fs::PermissionsExt;
        fs::write(path, format!("#!/bin/sh\n{body}\n")).unwrap();
        fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
    }

    #[test]
    fn package_names_from_both_id_forms() {
        assert_eq!(
            package_name("registry+https://github.com/rust-lang/crates.io-index#proconio@0.5.0"),
            Some("proconio")
        );
        assert_eq!(
            package_name("proconio 0.5.0 (registry+https://github.com/rust-lang/crates.io-index)"),
            Some("proconio")
        );
        assert_eq!(
            package_name("path+file:///work/main/games-core#0.1.0"),
            Some("games-core")
        );
    }

    #[test]
    fn a_differing_output_passes_when_the_checker_accepts_it() {
        let (dir, cases) = one_sample("judged", "1\n0 1\n");
        let bin = dir.join("prog");
        write_script(&bin, "printf '1\\n1 0\\n'");
        assert!(check_samples(&bin, &cases).is_err());
        assert!(check_samples_judged(&bin, &cases, &|_, out| {
            assert_eq!(out, b"1\n1 0\n");
            Ok(Ok(()))
        })
        .is_ok());
        let e = check_samples_judged(&bin, &cases, &|_, _| Ok(Err("; not a matching".into())))
            .unwrap_err();
        assert!(
            format!("{e:#}").contains("wrong output")
                && format!("{e:#}").contains("not a matching"),
            "{e:#}"
        );
    }

    #[test]
    fn a_sample_mismatch_of_only_cr_or_final_newline_is_visible() {
        let (dir, cases) = one_sample("mismatch", "WLW\n");
        for (prints, shown) in [
            ("WLW", "got:      \"WLW\" (no newline at end)"),
            ("WLW\\r\\n", "got:      \"WLW\\r\""),
            ("WLW\\n", ""),
        ] {
            let bin = dir.join("prog");
            write_script(&bin, &format!("printf '{prints}'"));
            match check_samples(&bin, &cases).map_err(|e| format!("{e:#}")) {
                Ok(()) => assert!(shown.is_empty(), "{prints} passed"),
                Err(e) => {
                    assert!(!shown.is_empty(), "{e}");
                    assert!(
                        e.contains("sample-1.in: wrong output, first difference on line 1"),
                        "{e}"
                    );
                    assert!(e.contains(shown), "{e}");
                    assert!(!e.contains('\n') && !e.contains('\r'), "{e}");
                }
            }
        }
    }

    #[test]
    fn toolchain_names_from_rust_versions() {
        assert_eq!(toolchain_name("1.75"), "1.75.0");
        assert_eq!(toolchain_name("1.75.1"), "1.75.1");
        assert!(toolchain_rustc("0.0.0-no-such-toolchain").is_none());
        let notice = missing_toolchain("1.75.0");
        assert!(!notice.contains('\n'));
        assert!(notice.contains("rustup toolchain install 1.75.0 --profile minimal"));
    }

    /// A program that needs Rust 1.82 (`Option::is_none_or`).
    const NEEDS_1_82: &str = "fn main() { println!(\"{}\", Some(3u8).is_none_or(|x| x > 2)); }\n";

    /// Rustc 1.75 really is 1.75, and it refuses a newer std API. Without it
    /// the test fails, saying how to install it (`.ci/run` does): a check that
    /// skips itself would pass while proving nothing.
    #[test]
    fn the_msrv_rustc_is_that_version() {
        let Some(old) = toolchain_rustc("1.75.0") else {
            panic!("this test needs it: {}", missing_toolchain("1.75.0"));
        };
        let version = Command::new(&old).arg("--version").output().unwrap();
        assert!(String::from_utf8_lossy(&version.stdout).starts_with("rustc 1.75.0"));
        let dir = super::super::source::tests::scratch("msrv-rustc");
        let (new, fine) = (dir.join("new.rs"), dir.join("fine.rs"));
        let fine_text = "fn main() { println!(\"{}\", 1u8.is_power_of_two()); }\n";
        write_all(&dir, &[("new.rs", NEEDS_1_82), ("fine.rs", fine_text)]);
        let old = old.to_string_lossy();
        let e = crate::error_text(compile_with(
            &old,
            &new,
            "2021",
            Opt::Plain,
            &dir.join("new"),
            &[],
        ));
        assert!(e.starts_with("edition 2021: error"), "{e}");
        assert_eq!(
            compile_with(&old, &fine, "2021", Opt::Plain, &dir.join("fine"), &[]).unwrap(),
            0
        );
    }

    /// The unoptimised build prints what the `-O` build prints, overflow included
    /// (rustc's opt-level 0 alone would panic on it: debug assertions are off).
    #[test]
    fn both_builds_wrap_on_overflow_alike() {
        let dir = super::super::source::tests::scratch("opt-levels");
        let wraps = "fn main() {\n    let x = 254u8 + std::env::args().count() as u8;\n    \
                     println!(\"{}\", x + 1);\n}\n";
        write_all(&dir, &[("wraps.rs", wraps)]);
        for opt in [Opt::Judge, Opt::Plain] {
            let program = dir.join(format!("wraps-{opt:?}"));
            let file = dir.join("wraps.rs");
            assert_eq!(
                compile_with(&rustc(), &file, "2021", opt, &program, &[]).unwrap(),
                0
            );
            let out = Command::new(&program).output().unwrap();
            assert!(out.status.success(), "{opt:?}: {out:?}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), "0\n", "{opt:?}");
        }
    }

    #[test]
    fn msrv_lint_flags_a_newer_std_api() {
        let dir = super::super::source::tests::scratch("msrv-lint");
        let (new, old) = (dir.join("new.rs"), dir.join("old.rs"));
        let old_text = "fn main() { println!(\"{}\", Some(3u8).map_or(true, |x| x > 2)); }\n";
        write_all(&dir, &[("new.rs", NEEDS_1_82), ("old.rs", old_text)]);
        let scratch = dir.join("out.rmeta");
        match msrv_lint(&old, "1.75", &scratch, &[]) {
            Ok(None) => panic!(
                "this test needs clippy-driver, which is not installed: it comes with clippy \
                 (`rustup component add clippy`)"
            ),
            Ok(Some(())) => {}
            Err(e) => panic!("1.75 code was flagged: {e}"),
        }
        let e = crate::error_text(msrv_lint(&new, "1.75", &scratch, &[]));
        assert!(e.contains("1.82"), "{e}");
        assert!(msrv_lint(&new, "1.82", &scratch, &[]).is_ok());
    }

    #[test]
    fn a_missing_impl_names_the_way_out() {
        let e = "error[E0277]: the trait bound `i32: Int` is not satisfied";
        assert!(pruning_hint(e).contains("write the type"));
        assert_eq!(pruning_hint("error: expected `;`, found `}`"), "");
    }
}
