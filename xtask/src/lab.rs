//! `cargo xtask lab <name>`: the table of a problem's game from its kit's rules (`<name>-kit table`), piped into `grundy-lab sequence`.
//!
//! Both are built in release first. The kit prints `n,g` (or `x,y,g`) rows
//! and its progress on stderr; grundy-lab names the pattern. Nothing here
//! links solution code: the kit and the lab run as processes.

use crate::workspace::{self, kit_name, Metadata};
use anyhow::{bail, Context, Result};
use std::process::{Command, Stdio};

/// Tabulate a problem's game from its kit's rules and let grundy-lab name the pattern.
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// The binary (bins/<name>) whose kit states its rules.
    #[arg(value_name = "name")]
    name: String,
    /// One-number positions: tabulate n = 0..=N.
    #[arg(long, value_name = "N", conflicts_with = "grid")]
    upto: Option<u64>,
    /// Pairs: tabulate x < W, y < H (e.g. 60x60).
    #[arg(long, value_name = "WxH")]
    grid: Option<String>,
    /// Options passed to `grundy-lab sequence` (--format, --plot, --predict, --emit).
    #[arg(
        value_name = "grundy-lab options",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    lab: Vec<String>,
}

/// What the kit says when it states no rules (`problem_kit::kit`).
const NO_RULES: &str = "states no rules for the lab";

/// Runs the kit's `table` with `extent` and returns (success, stderr).
fn probe(kit: &std::path::Path, extent: &[String]) -> Result<(bool, String)> {
    let out = Command::new(kit)
        .arg("table")
        .args(extent)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .with_context(|| format!("cannot run {}", kit.display()))?;
    Ok((
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).trim().to_string(),
    ))
}

/// Runs `cargo xtask lab`.
pub fn main(args: Args) -> Result<()> {
    let root = workspace::root()?;
    let meta = Metadata::load(&root)?;
    let package = meta.binary(&root, &args.name)?;
    let name = &package.name;
    if !package.has_kit() {
        bail!(
            "bins/{name} has no kit (src/kit.rs and the [[example]] `{}`)",
            kit_name(name)
        );
    }
    for build in [
        vec!["-p", name.as_str(), "--example", &kit_name(name)],
        vec!["-p", "grundy-lab", "--bin", "grundy-lab"],
    ] {
        let status = workspace::cargo()
            .current_dir(&root)
            .args(["build", "--release", "--quiet"])
            .args(&build)
            .status()
            .context("cannot run cargo")?;
        if !status.success() {
            bail!("cargo build --release {} failed", build.join(" "));
        }
    }
    let kit = meta.release_kit(name);
    let lab = meta.release_bin("grundy-lab");
    // The extent: as given, else 0..=100 for numbers or 30x30 for pairs.
    let extent: Vec<String> = match (&args.upto, &args.grid) {
        (Some(n), _) => vec!["--upto".into(), n.to_string()],
        (_, Some(g)) => vec!["--grid".into(), g.clone()],
        (None, None) => vec!["--upto".into(), "100".into()],
    };
    let small: Vec<String> = match extent[0].as_str() {
        "--upto" => vec!["--upto".into(), "0".into()],
        _ => vec!["--grid".into(), "1x1".into()],
    };
    let (ok, err) = probe(&kit, &small)?;
    let extent = if ok {
        extent
    } else if err.contains(NO_RULES) {
        bail!(
            "bins/{name}'s kit states no rules: give its `Kit` an `impl problem_kit::Rules` (positions, moves, LAYOUT) and end its kit with `problem_kit::kit!(Kit, rules);` (CONTRIBUTING.md, \"A kit that states its rules\")"
        );
    } else if args.upto.is_none() && args.grid.is_none() && err.contains("--grid") {
        vec!["--grid".into(), "30x30".into()]
    } else {
        bail!(
            "{}-kit table: {}",
            name,
            err.strip_prefix("error: ").unwrap_or(&err)
        );
    };
    let mut table = Command::new(&kit)
        .arg("table")
        .args(&extent)
        .stdout(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot run {}", kit.display()))?;
    let rows = table
        .stdout
        .take()
        .context("the kit's table has no stdout")?;
    let lab_status = Command::new(&lab)
        .arg("sequence")
        .args(&args.lab)
        .stdin(rows)
        .status()
        .with_context(|| format!("cannot run {}", lab.display()))?;
    let table_status = table.wait().context("the kit's table did not finish")?;
    if !table_status.success() && lab_status.success() {
        bail!("{name}-kit table {} failed", extent.join(" "));
    }
    if !lab_status.success() {
        // grundy-lab printed its own one-line error.
        std::process::exit(lab_status.code().unwrap_or(1));
    }
    Ok(())
}
