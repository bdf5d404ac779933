//! `cargo xtask web`: build the Nim and Grundy page (grundy-web compiled to WebAssembly) into `target/web/`, serve it, or test it in headless Chromium.

mod browser;
mod serve;
mod webdriver;

use crate::problems::{target_dir, workspace_root};
use anyhow::{bail, ensure, Context, Result};
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

/// Builds the site into `<target>/web/` and returns that folder.
fn build(root: &Path) -> Result<PathBuf> {
    let version = pinned_bindgen_version(root)?;
    check_tools(&version)?;
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
    crate::out("== wasm-bindgen --target web");
    let status = Command::new("wasm-bindgen")
        .arg("--target")
        .arg("web")
        .arg("--no-typescript")
        .arg("--out-dir")
        .arg(&pkg)
        .arg(&wasm)
        .status()
        .context("cannot run wasm-bindgen")?;
    if !status.success() {
        bail!("wasm-bindgen failed");
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
    let size = fs::metadata(pkg.join("grundy_web_bg.wasm"))
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

/// The exact wasm-bindgen version pinned in grundy-web's manifest (`wasm-bindgen = "=x.y.z"`).
fn pinned_bindgen_version(root: &Path) -> Result<String> {
    let path = root.join("tools/grundy-web/Cargo.toml");
    let text =
        fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    text.lines()
        .find_map(|l| {
            let rest = l.trim().strip_prefix("wasm-bindgen")?.trim_start();
            let rest = rest.strip_prefix('=')?.trim().strip_prefix("\"=")?;
            Some(rest.trim_end_matches('"').to_string())
        })
        .with_context(|| format!("{}: no `wasm-bindgen = \"=x.y.z\"` pin", path.display()))
}

/// The wasm target and the wasm-bindgen CLI of the pinned version, or a one-line install command.
fn check_tools(version: &str) -> Result<()> {
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .context("cannot run rustc")?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    if !sysroot.join("lib/rustlib").join(WASM_TARGET).exists() {
        bail!("the {WASM_TARGET} target is not installed: run `rustup target add {WASM_TARGET}`");
    }
    let install = format!("cargo install wasm-bindgen-cli --version {version}");
    let Ok(out) = Command::new("wasm-bindgen").arg("--version").output() else {
        bail!("the wasm-bindgen CLI is not installed: run `{install}`");
    };
    let found = String::from_utf8_lossy(&out.stdout);
    let found = found.split_whitespace().nth(1).unwrap_or("?");
    ensure!(
        found == version,
        "wasm-bindgen CLI {found} does not match the crate's {version}: run `{install}`"
    );
    Ok(())
}
