//! The workspace as cargo sees it: its root, its target folder, its packages
//! (`cargo metadata`, deserialized), and release builds of binaries and their kits.

use anyhow::{bail, Context, Result};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The checkout xtask was started from: the workspace at or above
/// `$CARGO_MANIFEST_DIR` when it is set (`cargo xtask` is `cargo run`, which sets
/// it to the `xtask/` of the checkout it was typed in), else at or above the
/// current folder. Never the checkout xtask was compiled in: with a shared
/// target folder (`$CARGO_TARGET_DIR`, worktrees) that may be another clone.
pub fn root() -> Result<PathBuf> {
    let (start, why) = match std::env::var_os("CARGO_MANIFEST_DIR") {
        Some(dir) if !dir.is_empty() => (PathBuf::from(dir), "$CARGO_MANIFEST_DIR"),
        _ => (
            std::env::current_dir().context("cannot read the current folder")?,
            "the current folder",
        ),
    };
    workspace_at_or_above(&start).with_context(|| {
        format!(
            "no Cargo workspace at or above {} ({why}): run xtask inside a checkout",
            start.display()
        )
    })
}

pub use judge_rules::workspace::workspace_at_or_above;

/// Cargo's target folder, as `cargo metadata` reports it (`$CARGO_TARGET_DIR`,
/// `build.target-dir` in a config, …): [`Metadata::target_directory`].
pub fn target_dir(root: &Path) -> Result<PathBuf> {
    Ok(Metadata::load(root)?.target_directory)
}

/// The `cargo` that runs us (`$CARGO`), or the one on `PATH`.
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// What `cargo metadata --no-deps` says about the workspace (the fields we use).
#[derive(Debug, Deserialize)]
pub struct Metadata {
    /// Every workspace member.
    pub packages: Vec<Package>,
    /// Where cargo builds.
    pub target_directory: PathBuf,
}

/// One workspace member.
#[derive(Debug, Deserialize)]
pub struct Package {
    /// Package name.
    pub name: String,
    /// Its `Cargo.toml`.
    pub manifest_path: PathBuf,
    /// Its targets: lib, bins, examples, tests, …
    pub targets: Vec<Target>,
}

/// One target of a package.
#[derive(Debug, Deserialize)]
pub struct Target {
    /// Target name (`stick-game-kit`).
    pub name: String,
    /// `["bin"]`, `["example"]`, …
    pub kind: Vec<String>,
}

impl Package {
    /// Whether the package has an example named `<name>-kit`: its kit ([`problem_kit::kit`]).
    pub fn has_kit(&self) -> bool {
        let kit = kit_name(&self.name);
        self.targets
            .iter()
            .any(|t| t.name == kit && t.kind.iter().any(|k| k == "example"))
    }
}

/// The example name of a binary's kit.
pub fn kit_name(name: &str) -> String {
    format!("{name}-kit")
}

impl Metadata {
    /// Runs `cargo metadata --no-deps` in `root`.
    pub fn load(root: &Path) -> Result<Metadata> {
        let out = cargo()
            .current_dir(root)
            .args(["metadata", "--format-version", "1", "--no-deps"])
            .output()
            .context("cannot run cargo metadata")?;
        if !out.status.success() {
            bail!(
                "cargo metadata failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            );
        }
        serde_json::from_slice(&out.stdout).context("cannot read cargo metadata's JSON")
    }

    /// The contest binaries: packages under `<root>/bins/`, sorted by name.
    pub fn binaries(&self, root: &Path) -> Vec<&Package> {
        let bins = root.join("bins");
        let mut found: Vec<&Package> = self
            .packages
            .iter()
            .filter(|p| p.manifest_path.starts_with(&bins))
            .collect();
        found.sort_by(|a, b| a.name.cmp(&b.name));
        found
    }

    /// The contest binary `name`, or a one-line error naming the known ones.
    pub fn binary(&self, root: &Path, name: &str) -> Result<&Package> {
        let bins = self.binaries(root);
        match bins.iter().find(|p| p.name == name) {
            Some(p) => Ok(p),
            None => {
                let known: Vec<&str> = bins.iter().map(|p| p.name.as_str()).collect();
                bail!(
                    "no binary `{name}` under bins/ (known: {})",
                    known.join(", ")
                )
            }
        }
    }

    /// The release folder (`<target>/release`).
    pub fn release_dir(&self) -> PathBuf {
        self.target_directory.join("release")
    }

    /// Where the release build of binary `name` is.
    pub fn release_bin(&self, name: &str) -> PathBuf {
        self.release_dir().join(name)
    }

    /// Where the release build of the kit of `name` is.
    pub fn release_kit(&self, name: &str) -> PathBuf {
        self.release_dir().join("examples").join(kit_name(name))
    }
}

/// `cargo build --release` of each package's kit, where it has one, and with `bins` its binaries.
pub fn build_release(root: &Path, packages: &[&Package], bins: bool) -> Result<()> {
    if packages.is_empty() {
        return Ok(());
    }
    let mut cmd = cargo();
    cmd.current_dir(root)
        .args(["build", "--release", "--quiet"]);
    for p in packages {
        cmd.args(["-p", &p.name]);
        for t in &p.targets {
            if bins && t.kind.iter().any(|k| k == "bin") {
                cmd.args(["--bin", &t.name]);
            }
        }
        if p.has_kit() {
            cmd.args(["--example", &kit_name(&p.name)]);
        } else if !bins {
            bail!(
                "bins/{} has no kit (src/kit.rs and the [[example]] `{}`)",
                p.name,
                kit_name(&p.name)
            );
        }
    }
    let status = cmd.status().context("cannot run cargo")?;
    if !status.success() {
        let names: Vec<&str> = packages.iter().map(|p| p.name.as_str()).collect();
        bail!("cargo build --release failed for {}", names.join(", "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_root_is_where_cargo_runs_the_tests_not_where_they_were_compiled() {
        // `cargo test` sets $CARGO_MANIFEST_DIR at run time, as `cargo run` does.
        let here = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap());
        assert_eq!(root().unwrap(), here.parent().unwrap());
    }
}
