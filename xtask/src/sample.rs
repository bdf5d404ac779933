//! `cargo xtask sample`: a sample's `.out` written by a reference solution, never by the binary under test.
//!
//! The reference is a shell command line (`'python3 brute.py'`) reading the
//! `.in` on stdin. Its output is stored normalized as the binaries print
//! theirs: `\n` line endings, no trailing whitespace, no blank lines at the
//! end. Nothing here builds, locates or runs `bins/<name>`: what the binary
//! prints is only ever compared with the file (`cargo test -p <name>`).

use crate::problems::workspace_root;
use crate::stress::{normalize, run_piped, shell};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

const USAGE: &str =
    "usage: cargo xtask sample <name> --from <CMD> [--force] [--dir DIR] [FILE.in …]
       cargo xtask sample <name> --from <CMD> [--dir DIR] --promote FILE
  --from CMD      the reference solution, a shell command line reading stdin ('python3 brute.py')
  FILE.in …       write these inputs' .out (default: every samples/<name>/*.in without one)
  --force         overwrite an existing .out
  --promote FILE  copy FILE (a `cargo xtask stress` failure, say) to the next
                  samples/<name>/sample-K.in and write its .out
  --dir DIR       the samples folder (default samples/<name>)";

/// Wall-clock limit of one reference run (a brute force may be slow on a big sample).
const LIMIT: Duration = Duration::from_secs(120);

#[derive(Debug, Default)]
struct Args {
    name: String,
    from: String,
    force: bool,
    dir: Option<PathBuf>,
    promote: Option<PathBuf>,
    files: Vec<PathBuf>,
}

fn parse_args(args: &[String]) -> Result<Option<Args>, String> {
    let mut parsed = Args::default();
    let (mut name, mut from) = (None, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--from" => from = Some(it.next().ok_or("--from needs a command")?.clone()),
            "--force" => parsed.force = true,
            "--dir" => parsed.dir = Some(it.next().ok_or("--dir needs a folder")?.into()),
            "--promote" => parsed.promote = Some(it.next().ok_or("--promote needs a file")?.into()),
            flag if flag.starts_with('-') => return Err(format!("unknown flag `{flag}`\n{USAGE}")),
            other if name.is_none() => name = Some(other.to_string()),
            other => parsed.files.push(other.into()),
        }
    }
    parsed.name = name.ok_or_else(|| format!("name the binary\n{USAGE}"))?;
    parsed.from =
        from.ok_or_else(|| format!("--from <CMD> is required: the reference\n{USAGE}"))?;
    if parsed.promote.is_some() && !parsed.files.is_empty() {
        return Err(format!("--promote takes one file and no others\n{USAGE}"));
    }
    Ok(Some(parsed))
}

/// The reference's answer to `input`, normalized; `Err` if it fails.
fn reference(from: &str, input: &Path) -> Result<Vec<u8>, String> {
    let text = fs::read(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    let out = run_piped(&mut shell(from, &[]), &text, LIMIT)
        .map_err(|e| format!("the reference on {}: {e}", input.display()))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        return Err(format!(
            "the reference failed on {} ({}): {}",
            input.display(),
            out.status,
            stderr.lines().next().unwrap_or("").trim()
        ));
    }
    Ok(normalize(&out.stdout))
}

/// The next free `sample-K.in` of `dir`: K one past the largest in use.
fn next_sample(dir: &Path) -> Result<PathBuf, String> {
    let mut last = 0u64;
    if dir.is_dir() {
        for entry in fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))? {
            let name = entry.map_err(|e| e.to_string())?.file_name();
            let name = name.to_string_lossy();
            let k = name
                .strip_prefix("sample-")
                .and_then(|n| n.strip_suffix(".in").or_else(|| n.strip_suffix(".out")))
                .and_then(|k| k.parse::<u64>().ok());
            last = last.max(k.unwrap_or(0));
        }
    }
    Ok(dir.join(format!("sample-{}.in", last + 1)))
}

/// Entry point of `cargo xtask sample`.
pub fn main(args: &[String]) -> Result<(), String> {
    let Some(args) = parse_args(args)? else {
        println!("{USAGE}");
        return Ok(());
    };
    let root = workspace_root();
    let name = &args.name;
    if !root.join("bins").join(name).join("Cargo.toml").is_file() {
        return Err(format!("no binary `{name}` (bins/{name}/Cargo.toml)"));
    }
    let dir = args
        .dir
        .clone()
        .unwrap_or_else(|| root.join("samples").join(name));

    if let Some(source) = &args.promote {
        let answer = reference(&args.from, source)?;
        let input = next_sample(&dir)?;
        fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        fs::copy(source, &input).map_err(|e| format!("cannot copy to {}: {e}", input.display()))?;
        let output = input.with_extension("out");
        fs::write(&output, answer)
            .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
        println!(
            "wrote {} (a copy of {}) and {} from `{}`",
            input.display(),
            source.display(),
            output.display(),
            args.from
        );
        return Ok(());
    }

    let inputs: Vec<PathBuf> = if args.files.is_empty() {
        let mut found: Vec<PathBuf> = fs::read_dir(&dir)
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .filter(|p| !p.with_extension("out").exists())
            .collect();
        found.sort();
        if found.is_empty() {
            println!("every {}/*.in has its .out already", dir.display());
            return Ok(());
        }
        found
    } else {
        for file in &args.files {
            if file.extension().is_none_or(|e| e != "in") {
                return Err(format!(
                    "{}: a sample input's name ends in .in",
                    file.display()
                ));
            }
            if !file.is_file() {
                return Err(format!("{}: no such file", file.display()));
            }
            let out = file.with_extension("out");
            if out.exists() && !args.force {
                return Err(format!(
                    "{} exists; pass --force to overwrite it",
                    out.display()
                ));
            }
        }
        args.files.clone()
    };
    for input in &inputs {
        let answer = reference(&args.from, input)?;
        let output = input.with_extension("out");
        fs::write(&output, answer)
            .map_err(|e| format!("cannot write {}: {e}", output.display()))?;
        println!("wrote {} from `{}`", output.display(), args.from);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments() {
        let a = parse_args(&strings(&[
            "nim-game",
            "--from",
            "python3 b.py",
            "a.in",
            "b.in",
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(a.files, [PathBuf::from("a.in"), PathBuf::from("b.in")]);
        assert!(parse_args(&strings(&["nim-game"])).is_err());
        assert!(parse_args(&strings(&[
            "nim-game",
            "--from",
            "b",
            "--promote",
            "x",
            "y.in"
        ]))
        .is_err());
        assert!(parse_args(&strings(&["--help"])).unwrap().is_none());
    }

    #[test]
    fn next_sample_number() {
        let dir = std::env::temp_dir().join(format!("xtask-next-sample-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        assert_eq!(next_sample(&dir).unwrap(), dir.join("sample-1.in"));
        fs::create_dir_all(&dir).unwrap();
        for f in [
            "sample-1.in",
            "sample-1.out",
            "sample-12.in",
            "notes.txt",
            "sample-x.in",
        ] {
            fs::write(dir.join(f), "").unwrap();
        }
        assert_eq!(next_sample(&dir).unwrap(), dir.join("sample-13.in"));
        fs::remove_dir_all(&dir).unwrap();
    }
}
