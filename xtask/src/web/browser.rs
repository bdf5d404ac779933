//! `cargo xtask web --test`: the built page in Debian's headless Chromium, driven through chromedriver, checked against grundy-lab.

use super::serve::Server;
use super::webdriver::{request, Session};
use crate::problems::target_dir;
use serde_json::Value;
use std::fs;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One named browser check.
type Check<'a> = (&'a str, &'a dyn Fn(&Session) -> Result<(), String>);

const INSTALL: &str = "apt-get install -y chromium chromium-driver";

/// Runs every browser check against the site in `site`; screenshots go to `target/web-screenshots/`.
pub fn run(root: &Path, site: &Path) -> Result<(), String> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let driver = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
    for tool in [&chromium, &driver] {
        if !Path::new(tool).exists() {
            return Err(format!("{tool} is missing: run `{INSTALL}`"));
        }
    }
    let lab_subtraction = lab(root, &["subtraction", "2", "5", "7", "--upto", "40"])?;
    let lab_kayles = lab(root, &["octal", "0.77", "--upto", "200"])?;

    let server = Server::bind(site, 0)?;
    let base = format!("http://{}/", server.address());
    std::thread::spawn(move || server.run_forever());

    let shots = target_dir(root).join("web-screenshots");
    fs::create_dir_all(&shots).map_err(|e| format!("cannot create {}: {e}", shots.display()))?;
    let profile = target_dir(root).join(format!("web-chromium-profile-{}", std::process::id()));
    let port = free_port()?;
    let mut child = Command::new(&driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {driver}: {e}"))?;
    let result = drive(&mut child, port, &chromium, &profile, |s| {
        let checks: [Check; 4] = [
            ("subtraction 2 5 7 matches grundy-lab", &|s| {
                subtraction(s, &base, &lab_subtraction, &shots)
            }),
            ("Kayles matches grundy-lab", &|s| {
                kayles(s, &base, &lab_kayles)
            }),
            ("nim 3 4 5: winning move and computer", &|s| {
                nim(s, &base, &shots)
            }),
            ("bad links show their message", &|s| {
                bad_links(s, &base, &shots)
            }),
        ];
        let mut failed = Vec::new();
        for (name, check) in checks {
            match check(s) {
                Ok(()) => println!("ok   {name}"),
                Err(e) => {
                    println!("FAIL {name}: {e}");
                    failed.push(name);
                }
            }
        }
        if failed.is_empty() {
            Ok(())
        } else {
            Err(format!("browser tests failed: {}", failed.join("; ")))
        }
    });
    let _ = child.kill();
    let _ = child.wait();
    let _ = fs::remove_dir_all(&profile);
    result?;
    println!("screenshots in {}", shots.display());
    Ok(())
}

/// Waits for chromedriver, opens a session, runs `body`, closes the session.
fn drive(
    child: &mut Child,
    port: u16,
    chromium: &str,
    profile: &Path,
    body: impl FnOnce(&Session) -> Result<(), String>,
) -> Result<(), String> {
    let start = Instant::now();
    loop {
        if let Ok(v) = request(port, "GET", "/status", None) {
            if v.get("ready").and_then(Value::as_bool) == Some(true) {
                break;
            }
        }
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!("chromedriver exited at start ({status})"));
        }
        if start.elapsed() > Duration::from_secs(30) {
            return Err("chromedriver did not become ready in 30 s".into());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let session = Session::new(port, chromium, &profile.display().to_string())?;
    let result = body(&session);
    let _ = session.quit();
    result
}

/// grundy-lab's JSON report for `args`.
fn lab(root: &Path, args: &[&str]) -> Result<Value, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root)
        .args(["run", "-q", "-p", "grundy-lab", "--"])
        .args(args)
        .args(["--format", "json"])
        .output()
        .map_err(|e| format!("cannot run grundy-lab: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "grundy-lab {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("grundy-lab JSON: {e}"))
}

/// A port nobody listens on right now.
fn free_port() -> Result<u16, String> {
    let l = TcpListener::bind(("127.0.0.1", 0)).map_err(|e| format!("no free port: {e}"))?;
    l.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

/// Loads `url` and waits until the engine has drawn the page.
fn open(s: &Session, url: &str) -> Result<(), String> {
    s.goto(url)?;
    wait_for(
        s,
        "return document.getElementById('status').dataset.ready === 'true' || !document.getElementById('error').hidden",
    )
}

/// Polls a script until it returns true (10 s at most).
fn wait_for(s: &Session, script: &str) -> Result<(), String> {
    let start = Instant::now();
    loop {
        if s.script(script)? == Value::Bool(true) {
            return Ok(());
        }
        if start.elapsed() > Duration::from_secs(10) {
            return Err(format!("timed out waiting for: {script}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn text(s: &Session, css: &str) -> Result<String, String> {
    let script = format!(
        "const e = document.querySelector({}); return e ? e.textContent : null;",
        Value::from(css)
    );
    match s.script(&script)? {
        Value::String(t) => Ok(t),
        _ => Err(format!("no element `{css}`")),
    }
}

fn expect(cond: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if cond {
        Ok(())
    } else {
        Err(what())
    }
}

fn save(s: &Session, css: &str, file: &Path) -> Result<(), String> {
    let png = s.screenshot(css)?;
    expect(png.starts_with(b"\x89PNG") && png.len() > 1000, || {
        format!("screenshot of {css} is not a PNG")
    })?;
    fs::write(file, png).map_err(|e| format!("cannot write {}: {e}", file.display()))
}

/// The page's table cells as `(n, g)` in page order.
fn cells(s: &Session) -> Result<Vec<(u64, u64)>, String> {
    let v = s.script(
        "return [...document.querySelectorAll('#grundy-table .cell[data-g]')].map(c => [Number(c.dataset.n), Number(c.dataset.g)]);",
    )?;
    let list = v.as_array().ok_or("cells: not a list")?;
    Ok(list
        .iter()
        .map(|p| {
            (
                p[0].as_u64().unwrap_or(u64::MAX),
                p[1].as_u64().unwrap_or(u64::MAX),
            )
        })
        .collect())
}

/// The page's table equals grundy-lab's, value for value, and shows its verdict.
fn same_table(s: &Session, lab: &Value) -> Result<(), String> {
    let want: Vec<(u64, u64)> = lab["grundy"]
        .as_array()
        .ok_or("grundy-lab JSON has no grundy array")?
        .iter()
        .enumerate()
        .map(|(n, g)| (n as u64, g.as_u64().unwrap_or(u64::MAX)))
        .collect();
    let got = cells(s)?;
    expect(got == want, || {
        format!("table differs from grundy-lab: page {got:?}, lab {want:?}")
    })?;
    let verdict = text(s, "#verdict")?;
    let lab_verdict = lab["pattern"]["verdict"].as_str().unwrap_or("");
    expect(verdict == lab_verdict, || {
        format!("verdict `{verdict}` differs from grundy-lab's `{lab_verdict}`")
    })?;
    let p = s.script("return [...document.querySelectorAll('#grundy-table .cell.p')].map(c => Number(c.dataset.n));")?;
    expect(p == lab["p_positions"], || {
        format!(
            "P-positions marked {p}, grundy-lab says {}",
            lab["p_positions"]
        )
    })
}

fn subtraction(s: &Session, base: &str, lab: &Value, shots: &Path) -> Result<(), String> {
    open(s, &format!("{base}?game=subtraction&moves=2,5,7&upto=40"))?;
    expect(cells(s)?.len() == 41, || "expected 41 values".into())?;
    same_table(s, lab)?;
    let period = s.script("return document.getElementById('verdict').dataset.period;")?;
    expect(period == "22" && lab["pattern"]["period"] == 22, || {
        format!(
            "period on the page {period}, grundy-lab {}",
            lab["pattern"]["period"]
        )
    })?;
    // Selecting 12 highlights 12 − 2, 12 − 5, 12 − 7 and explains the mex.
    s.click("#grundy-table .cell[data-n='12']")?;
    wait_for(s, "return !!document.getElementById('mex-sentence');")?;
    let options = s.script("return [...document.querySelectorAll('#grundy-table .cell.option')].map(c => Number(c.dataset.n));")?;
    expect(options == serde_json::json!([5, 7, 10]), || {
        format!("highlighted {options}, expected [5,7,10]")
    })?;
    let mex = s.script("return Number(document.getElementById('mex-sentence').dataset.mex);")?;
    expect(mex == lab["grundy"][12], || {
        format!("mex {mex} ≠ g(12) {}", lab["grundy"][12])
    })?;
    let url = s.script("return location.search;")?;
    expect(url.as_str().is_some_and(|u| u.contains("n=12")), || {
        format!("URL {url} does not keep n=12")
    })?;
    save(s, "#grundy-figure", &shots.join("web-grundy.png"))
}

fn kayles(s: &Session, base: &str, lab: &Value) -> Result<(), String> {
    open(s, &format!("{base}?game=octal&code=0.77&upto=200"))?;
    same_table(s, lab)?;
    // Editing the move set recomputes at once (no button): subtraction {1, 2} has period 3.
    s.script(
        "const g = document.getElementById('game'); g.value = 'subtraction'; g.dispatchEvent(new Event('input', {bubbles: true}));
         const m = document.getElementById('moves'); m.value = '1,2'; m.dispatchEvent(new Event('input', {bubbles: true})); return true;",
    )?;
    let period = s.script("return document.getElementById('verdict').dataset.period;")?;
    expect(period == "3", || {
        format!("after editing the moves the period is {period}, expected 3")
    })?;
    let url = s.script("return location.search;")?;
    expect(
        url.as_str()
            .is_some_and(|u| u.contains("game=subtraction&moves=1,2&upto=200")),
        || format!("URL {url} does not follow the form"),
    )?;
    // How long one edit takes at the page's largest tables (reported, not asserted).
    for (game, field, value, upto) in [
        ("subtraction", "moves", "2,5,7", 20000),
        ("octal", "code", "0.77", 5000),
        ("grundy", "upto", "5000", 5000),
    ] {
        let script = format!(
            "const set = (id, v) => {{ document.getElementById(id).value = v; }};
             set('game', '{game}'); set('{field}', '{value}'); set('upto', '{upto}');
             const t = performance.now();
             document.getElementById('upto').dispatchEvent(new Event('input', {{bubbles: true}}));
             const ms = performance.now() - t;
             return [ms, document.querySelectorAll('#grundy-table .cell[data-g]').length];"
        );
        let v = s.script(&script)?;
        let cells = v[1].as_u64().unwrap_or(0);
        expect(cells == upto + 1, || {
            format!("{game} up to {upto}: {cells} cells drawn")
        })?;
        println!(
            "     recompute and redraw {game} up to {upto}: {:.0} ms in the page",
            v[0].as_f64().unwrap_or(f64::NAN)
        );
    }
    Ok(())
}

fn nim(s: &Session, base: &str, shots: &Path) -> Result<(), String> {
    open(s, &format!("{base}?nim=3,4,5"))?;
    let sum = text(s, "#nim-sum")?;
    expect(sum == "2", || format!("nim-sum shows `{sum}`, expected 2"))?;
    let parity = s.script("return [...document.querySelectorAll('#nim-table tr.parity td')].map(c => Number(c.dataset.ones));")?;
    expect(parity == serde_json::json!([2, 1, 2]), || {
        format!("column ones {parity}, expected [2,1,2]")
    })?;
    save(s, "#nim-figure", &shots.join("web-nim.png"))?;
    s.click("#winning-move")?;
    let sum = text(s, "#nim-sum")?;
    expect(sum == "0", || {
        format!("after the winning move the nim-sum shows `{sum}`")
    })?;
    let said = text(s, "#winning-move-text")?;
    expect(said.starts_with("Heap 1: 3 → 1"), || {
        format!("winning move text `{said}`")
    })?;
    let heaps = s.script("return [...document.querySelectorAll('#nim-table tr.heap')].map(r => Number(r.dataset.size));")?;
    expect(heaps == serde_json::json!([1, 4, 5]), || {
        format!("heaps after the move {heaps}")
    })?;
    // No winning move from nim-sum 0: the page says so.
    let disabled = s.script("return document.getElementById('winning-move').disabled;")?;
    expect(disabled == true, || {
        "the winning-move button stays enabled at nim-sum 0".into()
    })?;
    s.script("document.getElementById('winning-move').disabled = false; return true;")?;
    s.click("#winning-move")?;
    let said = text(s, "#winning-move-text")?;
    expect(said.starts_with("No winning move"), || {
        format!("at nim-sum 0 the page says `{said}`")
    })?;
    // Play: we take heap 3 from 5 to 0; the perfect computer must answer to nim-sum 0.
    s.script("document.getElementById('play-heap').value = '3'; document.getElementById('play-to').value = '0'; return true;")?;
    s.click("#play-move")?;
    let sum = text(s, "#nim-sum")?;
    let status = text(s, "#play-status")?;
    expect(
        sum == "0" && status.starts_with("The computer took heap"),
        || format!("after our move and the computer's: nim-sum `{sum}`, status `{status}`"),
    )
}

fn bad_links(s: &Session, base: &str, shots: &Path) -> Result<(), String> {
    for (query, needle) in [
        (
            "?game=subtraction&moves=2,x&upto=40",
            "moves: `x` is not a whole number",
        ),
        ("?game=chess", "unknown game `chess`"),
        ("?nim=3,-1", "heap `-1`"),
        ("?game=octal&code=0.77&upto=99999999", "too large"),
    ] {
        open(s, &format!("{base}{query}"))?;
        let shown = s.script(
            "const e = document.getElementById('error'); return e.hidden ? '' : e.textContent;",
        )?;
        let shown = shown.as_str().unwrap_or("");
        expect(shown.contains(needle), || {
            format!("{query}: #error shows `{shown}`, expected `{needle}`")
        })?;
        // The page still works: the figures are drawn with their defaults.
        let n = cells(s)?.len();
        expect(n > 0, || format!("{query}: no table drawn"))?;
    }
    save(s, "#error", &shots.join("web-error.png"))
}
