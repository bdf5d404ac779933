//! `cargo xtask web`: build the Nim and Grundy page (grundy-web compiled to WebAssembly) into `target/web/`, serve it, or test it in headless Chromium.

mod browser;
mod serve;
mod webdriver;

use crate::problems::{target_dir, workspace_root};
use anyhow::{bail, Context, Result};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The wasm target the page is compiled for.
const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// Build the Nim/Grundy page into target/web (serve it, or test it in Chromium).
#[derive(clap::Args, Debug)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// Serve the page on http://127.0.0.1:PORT.
    #[arg(long, conflicts_with = "test")]
    serve: bool,
    /// The port for --serve.
    #[arg(long, value_name = "P", default_value_t = 8000)]
    port: u16,
    /// Test the page in headless Chromium.
    #[arg(long)]
    test: bool,
}

/// Runs `cargo xtask web [--serve [--port P] | --test]`.
pub fn main(Args { serve, port, test }: Args) -> Result<()> {
    let root = workspace_root()?;
    let site = build(&root)?;
    if test {
        return browser::run(&root, &site);
    }
    if serve {
        let server = serve::Server::bind(&site, port)?;
        let address = server.address();
        crate::out(&format!(
            "serving {} on http://{address} (Ctrl-C stops)",
            site.display()
        ));
        server.run_forever();
    }
    Ok(())
}

/// Builds the site into `<target>/web/` and returns that folder: `www/`'s files, and in
/// `pkg/` the engine (`grundy_web.wasm`) with its interface (`src/grundy_web.js`, the
/// other half of `src/abi.rs`: no generated glue, nothing to install but the target).
fn build(root: &Path) -> Result<PathBuf> {
    check_target()?;
    let target = target_dir(root)?;
    crate::out(&format!(
        "== cargo build -p grundy-web --target {WASM_TARGET} --release"
    ));
    // Remap the checkout's path so the wasm is the same wherever the repository sits.
    let remap = format!("--remap-path-prefix={}=.", root.display());
    let status = crate::workspace::cargo()
        .current_dir(root)
        .env("CARGO_ENCODED_RUSTFLAGS", remap)
        .args([
            "build",
            "-p",
            "grundy-web",
            "--lib",
            "--release",
            "--target",
            WASM_TARGET,
        ])
        .status()
        .context("cannot run cargo")?;
    if !status.success() {
        bail!("cargo build of grundy-web for wasm32 failed");
    }
    let wasm = target.join(WASM_TARGET).join("release/grundy_web.wasm");
    let site = target.join("web");
    if site.exists() {
        fs::remove_dir_all(&site).with_context(|| format!("cannot clear {}", site.display()))?;
    }
    let pkg = site.join("pkg");
    fs::create_dir_all(&pkg).with_context(|| format!("cannot create {}", pkg.display()))?;
    let engine = root.join("tools/grundy-web/src/grundy_web.js");
    for (from, to) in [(&wasm, "grundy_web.wasm"), (&engine, "grundy_web.js")] {
        fs::copy(from, pkg.join(to)).with_context(|| format!("cannot copy {}", from.display()))?;
    }
    let www = root.join("tools/grundy-web/www");
    let mut files: Vec<PathBuf> = fs::read_dir(&www)
        .with_context(|| format!("cannot read {}", www.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    for file in &files {
        let name = file.file_name().expect("a file has a name");
        fs::copy(file, site.join(name))
            .with_context(|| format!("cannot copy {}", file.display()))?;
    }
    let size = fs::metadata(pkg.join("grundy_web.wasm"))
        .map(|m| m.len())
        .unwrap_or(0);
    crate::out(&format!(
        "built {} (index.html, {} assets, wasm {} KiB)",
        site.display(),
        files.len() - 1 + 2,
        size / 1024
    ));
    Ok(site)
}

/// The wasm target, or the one-line command that installs it.
fn check_target() -> Result<()> {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .context("cannot run rustc")?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    if !sysroot.join("lib/rustlib").join(WASM_TARGET).exists() {
        bail!("the {WASM_TARGET} target is not installed: run `rustup target add {WASM_TARGET}`");
    }
    Ok(())
}
