//! `cargo xtask bundle`: one self-contained submission file per binary.
//!
//! `bundle <name>` prints the file on stdout, or writes it to `--out FILE`
//! (with `--verify` too, once it passed); `bundle --all [--out DIR]` writes `<DIR>/<name>.rs` for every
//! binary (default `target/bundle/`, or `$CARGO_TARGET_DIR/bundle/`);
//! `--verify` also compiles every file with plain `rustc` (editions 2021 and
//! 2024), runs it on the binary's samples, checks its size and its minimum
//! Rust, and reports one line per binary. Every report goes to stderr.

use anyhow::{anyhow, bail, Context, Result};
mod msrv;
mod prune;
mod source;
mod verify;

use crate::problems::{self, Problem};
use std::fs;
use std::path::{Path, PathBuf};

use judge_rules::judges::{self as judge, Judge};

/// Judges cap submissions at 64 KiB (Codeforces, AtCoder); a bundle for an online judge must fit.
pub const MAX_BYTES: usize = 64 * 1024;

/// A problem with no online judge (practice, classic, own) has no submission limit: its bundle
/// is run locally or pasted into a coach's own judge. This cap only catches a runaway bundle
/// (a canonical-form engine with a ruleset is about 70 KiB).
pub const MAX_BYTES_OFFLINE: usize = 256 * 1024;

/// The size a bundle for `judge` must stay under: [`MAX_BYTES`] for an online judge,
/// [`MAX_BYTES_OFFLINE`] for a problem with none.
pub fn max_bytes(judge: &Judge) -> usize {
    match judge.place {
        judge::Place::Offline(_) => MAX_BYTES_OFFLINE,
        judge::Place::Online(_) => MAX_BYTES,
    }
}

/// A submission ready to be written, with what the verifier needs to know.
#[derive(Debug, Clone)]
pub struct Bundle {
    /// The binary it comes from.
    pub problem: Problem,
    /// The judge named in the binary's metadata.
    pub judge: Judge,
    /// The whole file.
    pub text: String,
    /// games-core modules nested in it.
    pub core_modules: Vec<String>,
    /// External crates it expects the judge to link (package names).
    pub externs: Vec<String>,
}

/// One binary's name and its bundle with the file it was written to, or why it has none.
pub type Written = (String, Result<(Bundle, PathBuf)>);

/// `[dependencies]` of games-core itself: every bundle that nests games-core needs them too.
fn core_dependencies(root: &Path) -> Result<Vec<String>> {
    let path = root.join("games-core/Cargo.toml");
    let text =
        fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let table: toml::Table = text
        .parse()
        .with_context(|| format!("{}", path.display()))?;
    Ok(table
        .get("dependencies")
        .and_then(|d| d.as_table())
        .map(|d| d.keys().cloned().collect())
        .unwrap_or_default())
}

/// The comment block on top of a submission.
///
/// It says what the judge runs (from judge-rules, as the judge documents it)
/// and, separately, what `--verify` builds the file with, which is not
/// always the same thing.
fn header(
    p: &Problem,
    judge: &Judge,
    core_modules: &[String],
    externs: &[String],
    left_out: &[String],
    msrv: &str,
) -> String {
    let mut lines = Vec::new();
    let offline = judge::offline(&p.judge);
    let place = match (&p.id, &p.url) {
        // A seed's exercise says which; any other offline problem is what it is.
        _ if offline.is_some() => match (offline, &p.seed) {
            (Some(o), Some(seed)) if o.seed == judge::Seed::Required => {
                let exercise = p.exercise.map(|n| format!(" #{n}")).unwrap_or_default();
                format!("{}, seed {seed}{exercise}", o.what)
            }
            _ => offline.map_or("", |o| o.what).to_string(),
        },
        (Some(id), Some(url)) => format!("{} {id}, {url}", p.judge),
        (Some(id), None) => format!("{} {id}", p.judge),
        (None, Some(url)) => format!("{}, {url}", p.judge),
        (None, None) => p.judge.clone(),
    };
    lines.extend(wrap_comment(
        &format!("{} — {place}. Judge: {}.", p.title, judge.describe()),
        100,
    ));
    let core = match core_modules {
        [] => "",
        _ => " and the games-core items it reaches",
    };
    let toolchain = verify::toolchain_name(msrv);
    let builds = if externs.is_empty() {
        format!("(editions 2021 and 2024, and {toolchain} with 2021)")
    } else {
        format!(
            "(editions 2021 and 2024) with --extern {} (not {toolchain}, which cannot read the \
             current toolchain's rlibs)",
            externs.join(",")
        )
    };
    let verified = format!(
        "Made by `cargo xtask bundle {name}` (games-rs): bins/{name}/src/main.rs{core}. \
         `--verify` builds it with plain rustc {builds}, runs each build on the samples and \
         checks it needs no Rust newer than {msrv}.",
        name = p.name
    );
    lines.extend(wrap_comment(&verified, 100));
    if !left_out.is_empty() {
        let names: Vec<String> = left_out.iter().map(|n| format!("`{n}`")).collect();
        lines.extend(wrap_comment(
            &format!(
                "Left out as local-only in games-core: {}.",
                names.join(", ")
            ),
            100,
        ));
    }
    let mut text = lines.join("\n");
    text.push_str("\n\n");
    text
}

/// `text` as `// ` comment lines of at most `width` characters (longer words stay whole).
fn wrap_comment(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::from("//");
    for word in text.split_whitespace() {
        if line.len() > 2 && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::replace(&mut line, String::from("//")));
        }
        line.push(' ');
        line.push_str(word);
    }
    lines.push(line);
    lines
}

/// Bundles one binary: judge check first, then sources.
pub fn bundle_problem(root: &Path, problem: &Problem) -> Result<Bundle> {
    let judge = judge::lookup(&problem.judge);
    let main_rs = problem.dir.join("src/main.rs");
    let built = source::bundle(&main_rs, &root.join("games-core/src"))?;
    let mut externs = problem.external_deps.clone();
    if !built.core_modules.is_empty() {
        for dep in core_dependencies(root)? {
            if !externs.contains(&dep) {
                externs.push(dep);
            }
        }
    }
    judge
        .check_crates(&problem.name, &externs)
        .map_err(anyhow::Error::msg)?;
    let msrv = verify::workspace_msrv(root);
    let mut text = header(
        problem,
        &judge,
        &built.core_modules,
        &externs,
        &built.left_out,
        &msrv,
    );
    text.push_str(&built.text);
    Ok(Bundle {
        problem: problem.clone(),
        judge,
        text,
        core_modules: built.core_modules,
        externs,
    })
}

/// One binary's single-file submission on stdout, or every binary's into a folder.
///
/// The file goes to stdout (`cargo xtask bundle <name> > main.rs`, with or
/// without --verify) or to `--out FILE`; every report, --verify's included, goes to stderr.
#[derive(clap::Args, Debug, Default)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary (bins/<name>).
    #[arg(
        value_name = "name",
        required_unless_present = "all",
        conflicts_with = "all"
    )]
    pub name: Option<String>,
    /// Every binary, each to DIR/<name>.rs.
    #[arg(long)]
    pub all: bool,
    /// With a name: the file to write instead of stdout (with --verify, only once it passed).
    /// With --all: the folder (default: target/bundle/).
    #[arg(long, value_name = "FILE|DIR")]
    pub out: Option<PathBuf>,
    /// Build each file with rustc (editions 2021, 2024, and Rust 1.75) and run its samples.
    #[arg(long)]
    pub verify: bool,
    /// Bundles verified at a time (default 2).
    #[arg(long, short, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub jobs: Option<u64>,
}

/// Entry point of `cargo xtask bundle`.
pub fn main(args: Args) -> Result<()> {
    run(&args, true)
}

/// `bundle <name> --verify` without printing the file.
pub fn verify_one(name: &str) -> Result<()> {
    let args = Args {
        name: Some(name.to_string()),
        verify: true,
        ..Args::default()
    };
    run(&args, false)
}

/// Writes one bundle to `out`, or to stdout without it.
fn emit(out: Option<&Path>, text: &str) -> Result<()> {
    match out {
        Some(path) => {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                fs::create_dir_all(dir)
                    .with_context(|| format!("cannot create {}", dir.display()))?;
            }
            if path.is_dir() {
                bail!(
                    "--out {} is a folder; with a binary's name, --out names the file to write",
                    path.display()
                );
            }
            fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!("wrote {} ({} bytes)", path.display(), text.len());
        }
        None => crate::write_out(text.as_bytes()),
    }
    Ok(())
}

fn run(args: &Args, print: bool) -> Result<()> {
    let root = problems::workspace_root()?;
    let names = match &args.name {
        Some(name) => {
            problems::load(&root, name)?;
            vec![name.clone()]
        }
        None => problems::binary_names(&root)?,
    };

    if !args.all {
        let problem = problems::load(&root, &names[0])?;
        let bundle = bundle_problem(&root, &problem)?;
        if bundle.judge.rust.is_none() && !judge::is_offline(bundle.judge.name) {
            eprintln!("note: {}", bundle.judge.describe());
        }
        if args.verify {
            // The file goes out only once it passed: a failing bundle is an error, not a file.
            let dir = problems::target_dir(&root)?.join("bundle");
            let path = dir.join(format!("{}.rs", problem.name));
            fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            fs::write(&path, &bundle.text)
                .with_context(|| format!("cannot write {}", path.display()))?;
            let text = bundle.text.clone();
            verify::run(
                &root,
                &dir,
                vec![(problem.name.clone(), Ok((bundle, path)))],
                1,
            )?;
            if print {
                emit(args.out.as_deref(), &text)?;
            }
        } else {
            emit(args.out.as_deref(), &bundle.text)?;
        }
        return Ok(());
    }

    let out_dir = match &args.out {
        Some(dir) => dir.clone(),
        None => problems::target_dir(&root)?.join("bundle"),
    };
    fs::create_dir_all(&out_dir).with_context(|| format!("cannot create {}", out_dir.display()))?;

    // Bundle everything first; a binary that cannot be bundled is one failure, not a stop.
    let mut results: Vec<Written> = Vec::new();
    for name in &names {
        let result = problems::load(&root, name)
            .and_then(|p| bundle_problem(&root, &p))
            .and_then(|b| {
                let path = out_dir.join(format!("{name}.rs"));
                fs::write(&path, &b.text)
                    .with_context(|| format!("cannot write {}", path.display()))?;
                Ok((b, path))
            });
        results.push((name.clone(), result));
    }

    if !args.verify {
        let mut failed = 0;
        for (name, result) in &results {
            match result {
                Ok((b, path)) => eprintln!(
                    "wrote {} ({} bytes{})",
                    path.display(),
                    b.text.len(),
                    if b.text.len() >= max_bytes(&b.judge) {
                        ", over its judge's size limit"
                    } else {
                        ""
                    }
                ),
                Err(e) => {
                    failed += 1;
                    eprintln!("error: {name}: {e:#}");
                }
            }
        }
        return if failed == 0 {
            Ok(())
        } else {
            Err(anyhow!(
                "{failed} of {} binaries could not be bundled",
                names.len()
            ))
        };
    }

    let jobs = args.jobs.map_or_else(
        || {
            std::thread::available_parallelism()
                .map(|n| n.get().min(2))
                .unwrap_or(1)
        },
        |j| j as usize,
    );
    verify::run(&root, &out_dir, results, jobs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_online_judge_caps_a_bundle_at_64_kib_and_a_problem_with_none_at_256() {
        assert_eq!(max_bytes(&judge::lookup("Codeforces")), 64 * 1024);
        assert_eq!(max_bytes(&judge::lookup("CSES")), 64 * 1024);
        assert_eq!(max_bytes(&judge::lookup("own")), 256 * 1024);
        assert_eq!(max_bytes(&judge::lookup("practice")), 256 * 1024);
    }

    #[test]
    fn header_names_the_judge_or_the_practice_seed() {
        let problem = |meta: &str| {
            let manifest = format!("[package]\nname = \"x\"\n[package.metadata.problem]\ntitle = \"T\"\ngame = \"g\"\nseed = \"002\"\n{meta}");
            Problem::parse(Path::new("bins/x"), &manifest).unwrap()
        };
        let p = problem(
            "judge = \"CSES\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1730\"",
        );
        let h = header(&p, &judge::lookup("CSES"), &["io".into()], &[], &[], "1.75");
        assert!(
            h.contains("CSES 1730, https://cses.fi/problemset/task/1730"),
            "{h}"
        );
        assert!(h.contains("Rust 1.75, edition 2021"), "{h}");
        assert!(
            h.replace("\n// ", " ")
                .contains("main.rs and the games-core items it reaches."),
            "{h}"
        );
        assert!(h.lines().count() <= 5, "{h}");
        // What --verify builds it with, and only that.
        assert!(
            h.replace("\n// ", " ")
                .contains("plain rustc (editions 2021 and 2024, and 1.75.0 with 2021), runs each"),
            "{h}"
        );
        let h = header(
            &p,
            &judge::lookup("AtCoder"),
            &[],
            &["proconio".into()],
            &["hint".into()],
            "1.75",
        );
        assert!(
            h.replace("\n// ", " ")
                .contains("--extern proconio (not 1.75.0"),
            "{h}"
        );
        // What was left out as local-only, by name.
        assert!(
            h.replace("\n// ", " ")
                .contains("Left out as local-only in games-core: `hint`."),
            "{h}"
        );
        for (meta, judge, first) in [
            (
                "judge = \"practice\"\nexercise = 4",
                "practice",
                "// T — practice problem, seed 002 #4. Judge: practice problem, no online judge.\n",
            ),
            (
                "judge = \"classic\"",
                "classic",
                "// T — classic problem from the literature. Judge: classic problem from the literature, no online\n// judge.\n",
            ),
            (
                "judge = \"Library Checker\"\nid = \"nim_product_64\"\n\
                 url = \"https://judge.yosupo.jp/problem/nim_product_64\"",
                "Library Checker",
                "// T — Library Checker nim_product_64, https://judge.yosupo.jp/problem/nim_product_64. Judge:\n\
                 // Library Checker (Rust 1.94.1, edition 2024).\n",
            ),
            (
                "judge = \"Luogu\"\nid = \"P4301\"\nurl = \"https://www.luogu.com.cn/problem/P4301\"",
                "Luogu",
                "// T — Luogu P4301, https://www.luogu.com.cn/problem/P4301. Judge: Luogu (Rust, version unconfirmed,\n\
                 // edition 2024).\n",
            ),
            (
                "judge = \"CodeChef\"\nid = \"HAMILG\"\nurl = \"https://www.codechef.com/problems/HAMILG\"",
                "CodeChef",
                "// T — CodeChef HAMILG, https://www.codechef.com/problems/HAMILG. Judge: CodeChef (Rust, version and\n\
                 // edition unconfirmed).\n",
            ),
        ] {
            let p = problem(meta);
            let h = header(&p, &judge::lookup(judge), &[], &[], &[], "1.75");
            assert!(h.starts_with(first), "{h}");
        }
        // An own problem comes from no seed, and says the toolchain it targets.
        let manifest = "[package]\nname = \"x\"\n[package.metadata.problem]\ntitle = \"T\"\n\
                        game = \"g\"\njudge = \"own\"\n";
        let p = Problem::parse(Path::new("bins/x"), manifest).unwrap();
        let h = header(&p, &judge::lookup("own"), &[], &[], &[], "1.75");
        assert!(
            h.starts_with(
                "// T — own problem. Judge: own problem, no online judge; it targets Rust 1.75, edition 2021, std\n// only.\n"
            ),
            "{h}"
        );
    }

    #[test]
    fn a_crate_the_judge_lacks_is_refused_in_one_line() {
        let root = source::tests::scratch("refuse");
        source::tests::write_all(
            &root,
            &[
                (
                    "games-core/Cargo.toml",
                    "[package]\nname = \"games-core\"\n",
                ),
                ("games-core/src/lib.rs", "pub mod io;\n"),
                ("games-core/src/io.rs", "pub fn read() {}\n"),
                (
                    "bins/nim-game/src/main.rs",
                    "use proconio::input;\nfn main() { games_core::io::read(); }\n",
                ),
            ],
        );
        let manifest = |judge: &str| {
            format!(
                "[package]\nname = \"nim-game\"\nrust-version = \"1.75\"\n\
                 [package.metadata.problem]\ntitle = \"Nim\"\ngame = \"nim\"\n{judge}\nseed = \"001\"\n\
                 [dependencies]\ngames-core = {{ path = \"../../games-core\" }}\nproconio = \"0.5\"\n"
            )
        };
        let dir = root.join("bins/nim-game");
        let cses =
            "judge = \"CSES\"\nid = \"1730\"\nurl = \"https://cses.fi/problemset/task/1730\"";
        fs::write(dir.join("Cargo.toml"), manifest(cses)).unwrap();
        let e = crate::error_text(bundle_problem(&root, &Problem::load(&dir).unwrap()));
        assert!(
            e.starts_with("cannot bundle `nim-game`: it needs crate `proconio`, which CSES"),
            "{e}"
        );
        assert!(!e.contains('\n'), "{e}");

        // The same binary on AtCoder keeps proconio external.
        let atcoder = "judge = \"AtCoder\"\nid = \"abc368_f\"\n\
                       url = \"https://atcoder.jp/contests/abc368/tasks/abc368_f\"";
        fs::write(dir.join("Cargo.toml"), manifest(atcoder)).unwrap();
        let b = bundle_problem(&root, &Problem::load(&dir).unwrap()).unwrap();
        assert_eq!(b.externs, ["proconio"]);
        assert!(b.text.contains("use proconio::input;"));
        assert_eq!(b.core_modules, ["io"]);

        // A games-core dependency counts against every bundle that nests games-core.
        fs::write(
            root.join("games-core/Cargo.toml"),
            "[package]\nname = \"games-core\"\n[dependencies]\nserde = \"1\"\n",
        )
        .unwrap();
        let e = crate::error_text(bundle_problem(&root, &Problem::load(&dir).unwrap()));
        assert!(
            e.contains("crate `serde`, which AtCoder does not ship"),
            "{e}"
        );
    }
}
