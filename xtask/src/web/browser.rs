//! `cargo xtask web --test`: the built page in Debian's headless Chromium (a desktop window, then a 390 × 844 phone), driven through chromedriver, checked against grundy-lab.

mod misere;
mod p_position_classes;
mod partizan;
mod quotient_panel;
mod real_use;

use super::serve::Server;
use super::webdriver::{request, Session, DOWN, END, ENTER, HOME, PAGE_DOWN, RIGHT};
use crate::problems::target_dir;
use anyhow::{bail, ensure, Context, Result};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::fs;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// One named browser check.
type Check<'a> = (&'a str, &'a dyn Fn(&Session, &Ctx) -> Result<()>);

const INSTALL: &str = "apt-get install -y chromium chromium-driver";

/// The largest table the page computes (grundy-web's `link::MAX_UPTO`).
const MAX_UPTO: u64 = 100_000;

/// A redraw at the largest table must take less than this.
const REDRAW_BUDGET_MS: f64 = 200.0;

/// What every check may use.
struct Ctx {
    base: String,
    shots: PathBuf,
    /// "desktop" or "phone".
    size: &'static str,
    lab_subtraction: Value,
    lab_kayles: Value,
    lab_grundy: Value,
    /// grundy-lab on the figure of [`p_position_classes::QUERY`].
    lab_p_rule: Value,
    /// grundy-lab's misère analysis of Kayles up to the page's misère limit.
    lab_misere_kayles: Value,
    /// grundy-lab's misère analysis of Dawson's Kayles up to 12.
    lab_misere_dawson: Value,
    /// grundy-lab's misère quotient of Kayles' heaps up to [`quotient_panel::KAYLES_UPTO`] (a sum's report).
    lab_quotient_kayles: Value,
}

/// Runs every browser check against the site in `site`; screenshots go to `target/web-screenshots/`.
pub fn run(root: &Path, site: &Path) -> Result<()> {
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let driver = std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
    for tool in [&chromium, &driver] {
        if !Path::new(tool).exists() {
            bail!("{tool} is missing: run `{INSTALL}`");
        }
    }
    let target = target_dir(root)?;
    let mut ctx = Ctx {
        base: String::new(),
        shots: target.join("web-screenshots"),
        size: "desktop",
        lab_subtraction: lab(root, &["subtraction", "2", "5", "7", "--upto", "40"])?,
        lab_kayles: lab(root, &["octal", "0.77", "--upto", "200"])?,
        lab_grundy: lab(
            root,
            &["split", "--parts", "2", "--unequal", "--upto", "300"],
        )?,
        lab_p_rule: lab(root, &["octal", "0.017", "--upto", "60"])?,
        lab_misere_kayles: lab(
            root,
            &[
                "octal",
                "0.77",
                "--misere",
                "--upto",
                &misere::LIMIT.to_string(),
            ],
        )?,
        lab_misere_dawson: lab(root, &["octal", "0.07", "--misere", "--upto", "12"])?,
        lab_quotient_kayles: lab(
            root,
            &[
                "octal",
                "0.77",
                "--misere",
                "--upto",
                &quotient_panel::KAYLES_UPTO.to_string(),
                "--heaps",
                &quotient_panel::KAYLES_UPTO.to_string(),
            ],
        )?,
    };

    let server = Server::bind(site, 0)?;
    ctx.base = format!("http://{}/", server.address());
    std::thread::spawn(move || server.run_forever());

    fs::create_dir_all(&ctx.shots)
        .with_context(|| format!("cannot create {}", ctx.shots.display()))?;
    let port = free_port()?;
    let mut child = Command::new(&driver)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("cannot start {driver}"))?;
    let checks: [Check; 30] = [
        ("subtraction 2 5 7 matches grundy-lab", &subtraction),
        ("Kayles matches grundy-lab, P-positions by residue", &kayles),
        (
            "large n: sparse builder to 10^5, lazy table, plot window, redraw time",
            &large,
        ),
        ("input is debounced", &debounced),
        ("a long build does not stall the page", &responsive),
        (
            "out-of-range sizes are clamped and the limit is shown",
            &clamped,
        ),
        (
            "nim 3 4 5: the winning move is shown first, then played, with Undo",
            &nim,
        ),
        ("play: Enter submits, game over, New game, Undo", &play),
        (
            "heaps typed `3 4 5` stay three heaps in the link",
            &heaps_stay_apart,
        ),
        ("invalid heaps leave nothing stale", &invalid_heaps),
        ("example links keep the heaps", &example_links),
        ("Back undoes the last change", &back_undoes),
        (
            "the bad-link banner says what it replaces and goes away",
            &bad_link_banner,
        ),
        ("no command-line words on the page", &no_command_line_words),
        ("split options are pairs with G(a) XOR G(b)", &split_options),
        (
            "keyboard: one Tab stop, arrow keys, labels, Enter",
            &keyboard,
        ),
        ("text contrast is at least 4.5:1", &contrast),
        (
            "Vietnamese: the tutorial's words, kept in the link",
            &vietnamese,
        ),
        ("bad links show their message", &bad_links),
        (
            "explanations state the table's G(n), over all options",
            &real_use::explained_values,
        ),
        (
            "shared links (fbclid, utm_…, doubled) keep working",
            &real_use::shared_links,
        ),
        (
            "one language at a time (errors, switching, noscript)",
            &real_use::one_language,
        ),
        ("no stale or wrong message", &real_use::messages),
        ("fast moves and Back", &real_use::races),
        ("words and numbers whole, plot by finger", &real_use::layout),
        (
            "the words: triples, the move button, no doubled or developer words",
            &real_use::words,
        ),
        (
            "P-positions as residues plus exceptions where no period is claimed, both languages",
            &p_position_classes::p_rule,
        ),
        (
            "the misère table of an octal game matches grundy-lab, both languages",
            &misere::misere_table,
        ),
        (
            "the misère quotient's panel: order, P-portion, heaps covered, both languages",
            &quotient_panel::quotient_panel,
        ),
        (
            "the partizan panel: ↑, Domineering {2 | −1/2} and its thermograph, a click, bad input, both languages",
            &partizan::partizan_panel,
        ),
    ];
    let phone_only: [Check; 1] = [(
        "phone 390 × 844: no sideways scroll, whole Nim table, readable plot",
        &phone,
    )];
    let mut failed = Vec::new();
    let result = wait_ready(&mut child, port).and_then(|()| {
        for size in ["desktop", "phone"] {
            ctx.size = size;
            let pid = std::process::id();
            let profile = target.join(format!("web-chromium-profile-{pid}-{size}"));
            let phone = size == "phone";
            let session = Session::new(port, &chromium, &profile.display().to_string(), phone);
            let session = session.inspect_err(|_| drop(fs::remove_dir_all(&profile)))?;
            let extra: &[Check] = if phone { &phone_only } else { &[] };
            // XTASK_WEB_ONLY=word runs only the checks whose name holds it (while working on one).
            let only = std::env::var("XTASK_WEB_ONLY").unwrap_or_default();
            for (name, check) in checks
                .iter()
                .chain(extra)
                .filter(|(n, _)| n.contains(&only))
            {
                match check(&session, &ctx) {
                    Ok(()) => crate::out(&format!("ok   [{size}] {name}")),
                    Err(e) => {
                        crate::out(&format!("FAIL [{size}] {name}: {e}"));
                        failed.push(format!("[{size}] {name}"));
                    }
                }
            }
            let _ = session.quit();
            let _ = fs::remove_dir_all(&profile);
        }
        Ok(())
    });
    let _ = child.kill();
    let _ = child.wait();
    result?;
    if !failed.is_empty() {
        bail!("browser tests failed: {}", failed.join("; "));
    }
    crate::out(&format!("screenshots in {}", ctx.shots.display()));
    Ok(())
}

/// Waits until chromedriver (`child`, on `port`) is ready.
fn wait_ready(child: &mut Child, port: u16) -> Result<()> {
    let start = Instant::now();
    loop {
        if let Ok(v) = request(port, "GET", "/status", None) {
            if v.get("ready").and_then(Value::as_bool) == Some(true) {
                return Ok(());
            }
        }
        if let Ok(Some(status)) = child.try_wait() {
            bail!("chromedriver exited at start ({status})");
        }
        if start.elapsed() > Duration::from_secs(30) {
            bail!("chromedriver did not become ready in 30 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// grundy-lab's JSON report for `args`.
fn lab(root: &Path, args: &[&str]) -> Result<Value> {
    let out = crate::workspace::cargo()
        .current_dir(root)
        // The test profile: lab-engine optimised (its misère analyses took over a minute
        // unoptimised), and the grundy-lab that `cargo test` built, so nothing to rebuild.
        .args(["run", "-q", "--profile", "test", "-p", "grundy-lab", "--"])
        .args(args)
        .args(["--format", "json"])
        .output()
        .context("cannot run grundy-lab")?;
    if !out.status.success() {
        bail!(
            "grundy-lab {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    serde_json::from_slice(&out.stdout).context("grundy-lab JSON")
}

/// A port nobody listens on right now.
fn free_port() -> Result<u16> {
    let l = TcpListener::bind(("127.0.0.1", 0)).context("no free port")?;
    Ok(l.local_addr()?.port())
}

/// Loads the page with `query` and waits until the engine has drawn the page.
fn open(s: &Session, ctx: &Ctx, query: &str) -> Result<()> {
    s.goto(&format!("{}{query}", ctx.base))?;
    wait_for(
        s,
        "return document.getElementById('status').dataset.ready === 'true' || (!document.getElementById('error').hidden && !window.WebAssembly)",
    )
}

/// Polls a script until it returns true (10 s at most).
fn wait_for(s: &Session, script: &str) -> Result<()> {
    let start = Instant::now();
    loop {
        if s.script(script)? == Value::Bool(true) {
            return Ok(());
        }
        if start.elapsed() > Duration::from_secs(10) {
            bail!("timed out waiting for: {script}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Longer than the page's input debounce (250 ms).
fn settle() {
    std::thread::sleep(Duration::from_millis(600));
}

/// Switches the page's language with its select.
fn switch_lang(s: &Session, code: &str) -> Result<()> {
    s.script(&format!(
        "const l = document.getElementById('lang'); l.value = '{code}'; l.dispatchEvent(new Event('change')); return true;"
    ))?;
    settle();
    Ok(())
}

fn text(s: &Session, css: &str) -> Result<String> {
    let script = format!(
        "const e = document.querySelector({}); return e ? e.textContent : null;",
        Value::from(css)
    );
    match s.script(&script)? {
        Value::String(t) => Ok(t),
        _ => bail!("no element `{css}`"),
    }
}

fn search(s: &Session) -> Result<String> {
    Ok(s.script("return decodeURIComponent(location.search);")?
        .as_str()
        .unwrap_or("")
        .to_string())
}

fn save(s: &Session, ctx: &Ctx, css: &str, name: &str) -> Result<()> {
    let png = s.screenshot(css)?;
    ensure!(
        png.starts_with(b"\x89PNG") && png.len() > 1000,
        "screenshot of {css} is not a PNG"
    );
    let file = ctx.shots.join(format!("web-{name}-{}.png", ctx.size));
    fs::write(&file, png).with_context(|| format!("cannot write {}", file.display()))
}

/// The rendered table cells as `(n, g)` in page order.
fn cells(s: &Session) -> Result<Vec<(u64, u64)>> {
    let v = s.script(
        "return [...document.querySelectorAll('#grundy-table .cell[data-g]')].map(c => [Number(c.dataset.n), Number(c.dataset.g)]);",
    )?;
    let list = v.as_array().context("cells: not a list")?;
    let num = |v: &Value| v.as_u64().unwrap_or(u64::MAX);
    Ok(list.iter().map(|p| (num(&p[0]), num(&p[1]))).collect())
}

/// The plot's window: its first and last n.
fn plot_window(s: &Session) -> Result<(u64, u64)> {
    let w = s.script("const p = document.getElementById('plot'); return [Number(p.dataset.lo), Number(p.dataset.hi)];")?;
    Ok((w[0].as_u64().unwrap_or(0), w[1].as_u64().unwrap_or(0)))
}

/// Every table cell as `(n, g)`, paging through the lazy table with the keyboard (Home, Page Down…).
fn all_cells(s: &Session, last: u64) -> Result<Vec<(u64, u64)>> {
    let mut seen = BTreeMap::new();
    table_keys(s, HOME)?;
    for _ in 0..1000 {
        let now = cells(s)?;
        seen.extend(now.iter().copied());
        if now.last().map(|c| c.0) == Some(last) {
            break;
        }
        s.type_into("#grundy-table", PAGE_DOWN, false)?;
    }
    Ok(seen.into_iter().collect())
}

/// Focuses the Grundy table and types `keys` into it.
fn table_keys(s: &Session, keys: &str) -> Result<()> {
    s.script("document.getElementById('grundy-table').focus(); return true;")?;
    s.type_into("#grundy-table", keys, false)
}

/// How many figures the page has computed so far.
fn computed(s: &Session) -> Result<u64> {
    Ok(
        s.script("return Number(document.getElementById('grundy-figure').dataset.computed || 0);")?
            .as_u64()
            .unwrap_or(0),
    )
}

/// Sets the game form's fields and recomputes at once (a change of the game select is not debounced).
fn set_form(s: &Session, fields: &[(&str, &str)]) -> Result<()> {
    let before = computed(s)?;
    s.script(&format!(
        "for (const [id, v] of {}) document.getElementById(id).value = v;
         document.getElementById('game').dispatchEvent(new Event('change', {{bubbles: true}})); return true;",
        json!(fields)
    ))?;
    let computed = "Number(document.getElementById('grundy-figure').dataset.computed)";
    wait_for(s, &format!("return {computed} > {before};"))
}

/// The page's table equals grundy-lab's, value for value, and states its verdict.
fn same_table(s: &Session, lab: &Value) -> Result<()> {
    let want: Vec<(u64, u64)> = lab["grundy"]
        .as_array()
        .context("grundy-lab JSON has no grundy array")?
        .iter()
        .enumerate()
        .map(|(n, g)| (n as u64, g.as_u64().unwrap_or(u64::MAX)))
        .collect();
    let got = all_cells(s, want.len() as u64 - 1)?;
    ensure!(
        got == want,
        "table differs from grundy-lab: page {got:?}, lab {want:?}"
    );
    // One renderer words the verdict for the lab and for the page: the same numbers, in order.
    let verdict = text(s, "#verdict")?;
    let lab_verdict = lab["pattern"]["verdict"].as_str().unwrap_or("");
    let numbers = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    // The lab adds advice after a verdict without a claim; its first sentence is the verdict.
    let lab_verdict = if lab["pattern"]["kind"] == "none" {
        lab_verdict.split(". ").next().unwrap_or("")
    } else {
        lab_verdict
    };
    ensure!(
        !verdict.contains("--") && numbers(&verdict).starts_with(&numbers(lab_verdict)),
        "verdict `{verdict}` differs from grundy-lab's `{lab_verdict}`"
    );
    let fields = s.script("const d = document.getElementById('verdict').dataset; return [d.period, d.preperiod, d.proven];")?;
    let as_text = |v: &Value| match v {
        Value::Null => String::new(),
        v => v.to_string(),
    };
    let want = json!(["period", "preperiod", "proven"].map(|k| as_text(&lab["pattern"][k])));
    ensure!(fields == want, "verdict fields {fields}, grundy-lab {want}");
    let p: Vec<u64> = got.iter().filter(|c| c.1 == 0).map(|c| c.0).collect();
    let marked = s.script("return [...document.querySelectorAll('#grundy-table .cell')].every(c => c.classList.contains('p') === (c.dataset.g === '0'));")?;
    ensure!(marked == true, "P-positions not marked red");
    ensure!(
        json!(p) == lab["p_positions"],
        "P-positions marked {p:?}, grundy-lab says {}",
        lab["p_positions"]
    );
    Ok(())
}

fn subtraction(s: &Session, ctx: &Ctx) -> Result<()> {
    let lab = &ctx.lab_subtraction;
    open(s, ctx, "?game=subtraction&moves=2,5,7&upto=40")?;
    same_table(s, lab)?;
    ensure!(lab["pattern"]["period"] == 22, "grundy-lab: period 22");
    // Selecting 12 lights up 12 − 2, 12 − 5, 12 − 7 and explains the mex.
    s.click("#grundy-table .cell[data-n='12']")?;
    wait_for(s, "return !!document.getElementById('mex-sentence');")?;
    let options = s.script("return [...document.querySelectorAll('#grundy-table .cell.option')].map(c => Number(c.dataset.n));")?;
    ensure!(
        options == json!([5, 7, 10]),
        "highlighted {options}, expected [5,7,10]"
    );
    let mex = s.script("return Number(document.getElementById('mex-sentence').dataset.mex);")?;
    ensure!(
        mex == lab["grundy"][12],
        "mex {mex} ≠ g(12) {}",
        lab["grundy"][12]
    );
    let url = search(s)?;
    ensure!(url.contains("n=12"), "URL {url} does not keep n=12");
    let p = p_positions(lab)?;
    let residues = text(s, "#residues")?;
    let want = residue_text(&p, 0, 22);
    ensure!(residues == want, "residues `{residues}`, expected `{want}`");
    save(s, ctx, "#grundy-figure", "grundy")
}

/// grundy-lab's P-positions.
fn p_positions(lab: &Value) -> Result<Vec<u64>> {
    let list = lab["p_positions"].as_array().context("no p_positions")?;
    Ok(list.iter().filter_map(Value::as_u64).collect())
}

/// The residue sentence the page must write for P-positions `p` (from grundy-lab) of period `q` from `a`.
fn residue_text(p: &[u64], a: u64, q: u64) -> String {
    let mut set: Vec<u64> = p
        .iter()
        .filter(|&&n| n >= a && n < a + q)
        .map(|n| n % q)
        .collect();
    set.sort_unstable();
    let set: Vec<String> = set.iter().map(u64::to_string).collect();
    let below: Vec<String> = p.iter().filter(|&&n| n < a).map(u64::to_string).collect();
    let mut out = if set.is_empty() {
        format!("No P-position for n ≥ {a}")
    } else {
        format!(
            "P-positions: n mod {q} ∈ {{{}}} for every n ≥ {a}",
            set.join(", ")
        )
    };
    if !below.is_empty() {
        out.push_str(&format!("; below {a}: n ∈ {{{}}}", below.join(", ")));
    }
    out
}

/// g(n) of Kayles for any n, from grundy-lab's table to 200 and its proven period 12 from 71.
fn kayles_g(lab: &Value, n: u64) -> Value {
    let n = if n < 200 { n } else { 71 + (n - 71) % 12 };
    lab["grundy"][n as usize].clone()
}

fn kayles(s: &Session, ctx: &Ctx) -> Result<()> {
    let lab = &ctx.lab_kayles;
    open(s, ctx, "?game=octal&code=0.77&upto=200")?;
    same_table(s, lab)?;
    // The P-positions by residue: n mod 12 ∈ {…} from 71 on, each residue checked against the lab.
    let residues = text(s, "#residues")?;
    let p = p_positions(lab)?;
    ensure!(
        lab["pattern"]["preperiod"] == 71 && lab["pattern"]["period"] == 12,
        "grundy-lab: {}",
        lab["pattern"]
    );
    let want = residue_text(&p, 71, 12);
    ensure!(residues == want, "residues `{residues}`, expected `{want}`");
    // The plot's first window shows the preperiod and at least two periods.
    let (lo, hi) = plot_window(s)?;
    ensure!(lo <= 71 && hi + 1 >= 71 + 24, "plot window [{lo},{hi}]");
    // Editing the move set recomputes (no button): subtraction {1, 2} has period 3.
    set_form(s, &[("game", "subtraction"), ("moves", "1,2")])?;
    let period = s.script("return document.getElementById('verdict').dataset.period;")?;
    ensure!(
        period == "3",
        "after editing the moves the period is {period}, expected 3"
    );
    let url = search(s)?;
    ensure!(
        url.contains("game=subtraction&moves=1,2&upto=200"),
        "URL {url} does not follow the form"
    );
    Ok(())
}

fn large(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?game=octal&code=0.77&upto=60")?;
    let max = MAX_UPTO.to_string();
    for (game, field, value, upto) in [
        ("subtraction", "moves", "2,5,7", max.as_str()),
        ("octal", "code", "0.77", max.as_str()),
        ("octal", "code", "0.07", max.as_str()),
        ("grundy", "upto", max.as_str(), max.as_str()),
        ("divisors", "upto", max.as_str(), max.as_str()),
        ("split", "parts", "3", "500"),
    ] {
        set_form(s, &[("game", game), (field, value), ("upto", upto)])?;
        let v = s.script(
            "const f = document.getElementById('grundy-figure').dataset;
             const t = document.getElementById('grundy-table');
             return [Number(f.computeMs), Number(f.redrawMs), Number(t.dataset.rendered), document.querySelectorAll('*').length, document.getElementById('upto').value];",
        )?;
        let (compute, redraw) = (
            v[0].as_f64().unwrap_or(f64::NAN),
            v[1].as_f64().unwrap_or(f64::NAN),
        );
        let rendered = v[2].as_u64().unwrap_or(u64::MAX);
        crate::out(&format!(
            "     [{}] {game} {value} up to {upto}: table built in {compute:.0} ms, redraw {redraw:.0} ms, {rendered} cells rendered, {} DOM nodes",
            ctx.size, v[3]
        ));
        ensure!(v[4] == upto, "{game}: upto field {}", v[4]);
        ensure!(
            rendered > 0 && rendered < 2000,
            "{game} up to {upto}: {rendered} cells in the DOM (lazy table expected)"
        );
        ensure!(
            redraw < REDRAW_BUDGET_MS,
            "{game} up to {upto}: redraw took {redraw:.0} ms (budget {REDRAW_BUDGET_MS} ms)"
        );
    }
    // Kayles at 10^5 (the sparse-space builder): the first and last values agree with grundy-lab.
    set_form(s, &[("game", "octal"), ("code", "0.77"), ("upto", &max)])?;
    let lab = &ctx.lab_kayles;
    ensure!(
        lab["pattern"]["proven"] == true,
        "grundy-lab: Kayles' period unproven at 200"
    );
    let first = cells(s)?;
    ensure!(
        !first.is_empty() && first.iter().all(|&(n, g)| kayles_g(lab, n) == g),
        "first cells {:?} differ from grundy-lab",
        &first[..first.len().min(20)]
    );
    table_keys(s, END)?;
    let last = cells(s)?;
    ensure!(
        last.last().map(|c| c.0) == Some(MAX_UPTO),
        "after End the last cell is {:?}",
        last.last()
    );
    ensure!(
        last.iter().all(|&(n, g)| kayles_g(lab, n) == g),
        "last cells differ from grundy-lab"
    );
    // The plot: every n, then zoomed and moved; the labels stay inside it.
    s.click("#plot-all")?;
    let all = s.script("const p = document.getElementById('plot'); const w = p.viewBox.baseVal.width; return [Number(p.dataset.lo), Number(p.dataset.hi), [...p.querySelectorAll('text')].every(t => { const b = t.getBBox(); return b.x >= 0 && b.x + b.width <= w + 0.5; }), p.querySelector('.dots').getAttribute('d').length];")?;
    ensure!(
        all[0] == 0 && all[1] == MAX_UPTO && all[2] == true,
        "plot of every n: {all}"
    );
    s.click("#plot-in")?;
    s.click("#plot-right")?;
    let (lo, hi) = plot_window(s)?;
    ensure!(
        lo > 0 && hi - lo < MAX_UPTO / 2 + 2,
        "after zoom and move the window is [{lo},{hi}]"
    );
    // A value picked on the plot is scrolled into view in the table.
    s.script("const p = document.getElementById('plot'); const r = p.getBoundingClientRect();
              const o = {bubbles: true, clientX: r.left + r.width * 0.6, clientY: r.top + r.height / 2, pointerId: 1};
              p.dispatchEvent(new PointerEvent('pointerdown', o)); p.dispatchEvent(new PointerEvent('pointerup', o)); return true;")?;
    wait_for(s, "return !!document.getElementById('mex-sentence');")?;
    let shown = s.script("const n = Number(document.getElementById('mex-sentence').dataset.n); const c = document.getElementById('cell-' + n);
        if (!c) return 'no cell ' + n; const t = document.getElementById('grundy-table').getBoundingClientRect(), r = c.getBoundingClientRect();
        return r.top >= t.top - 1 && r.bottom <= t.bottom + 1;")?;
    ensure!(shown == true, "the value picked on the plot: {shown}");
    save(s, ctx, "#grundy-figure", "large")
}

fn debounced(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?game=octal&code=0.77&upto=60")?;
    let before = computed(s)?;
    s.script(
        "const u = document.getElementById('upto');
         for (const v of ['2', '20', '200', '2000', '20000']) { u.value = v; u.dispatchEvent(new Event('input', {bubbles: true})); }
         return true;",
    )?;
    let now = computed(s)?;
    ensure!(now == before, "recomputed on every keystroke");
    settle();
    let after = computed(s)?;
    let url = search(s)?;
    ensure!(
        after == before + 1 && url.contains("upto=20000"),
        "{} recomputations after five keystrokes, URL {url}",
        after - before
    );
    Ok(())
}

fn responsive(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?game=octal&code=0.77&upto=60&nim=3,4,5")?;
    // Octal 0.007 has no sparse mask and no period by 10^5: seconds of work, in the worker.
    s.script(
        "const set = (id, v) => { document.getElementById(id).value = v; };
         set('code', '0.007'); set('upto', '100000');
         document.getElementById('game').dispatchEvent(new Event('change', {bubbles: true})); return true;",
    )?;
    let start = Instant::now();
    s.click("#winning-move")?;
    let shown = s.script("return !document.getElementById('wm-preview').hidden;")?;
    let ms = start.elapsed().as_millis();
    ensure!(
        shown == true && ms < 1000,
        "during the build the Nim figure answered in {ms} ms (preview shown: {shown})"
    );
    wait_for(s, "return !document.getElementById('computing').hidden;")?;
    // A new request replaces the long one at once.
    let start = Instant::now();
    set_form(s, &[("code", "0.77"), ("upto", "200")])?;
    let ms = start.elapsed().as_millis();
    let title = text(s, "#game-title")?;
    let busy = s.script("return document.getElementById('computing').hidden;")?;
    ensure!(busy == true, "the Computing note stays");
    crate::out(&format!(
        "     [{}] Kayles replaced the running 0.007 build in {ms} ms",
        ctx.size
    ));
    ensure!(
        title.contains("Kayles") && ms < 3000,
        "after replacing the long build: `{title}` in {ms} ms"
    );
    Ok(())
}

fn clamped(s: &Session, ctx: &Ctx) -> Result<()> {
    for (query, limit) in [
        ("?game=subtraction&moves=1,3,4&upto=1000000", MAX_UPTO),
        ("?game=split&parts=3&take=1&upto=100000", 500),
    ] {
        open(s, ctx, query)?;
        let v = s.script("return [document.getElementById('upto').value, document.getElementById('upto-note').hidden, document.getElementById('upto-note').textContent, document.getElementById('upto-limit').textContent, document.getElementById('error').hidden];")?;
        let limit = limit.to_string();
        ensure!(
            v[0] == limit.as_str()
                && v[1] == false
                && v[2].as_str().is_some_and(|t| t.contains(&limit))
                && v[3].as_str().is_some_and(|t| t.contains(&limit))
                && v[4] == true,
            "{query}: upto field, note, limit, error hidden = {v}"
        );
        ensure!(!cells(s)?.is_empty(), "{query}: no table");
    }
    Ok(())
}

fn nim_heaps(s: &Session) -> Result<Value> {
    s.script("return [...document.querySelectorAll('#nim-table tr.heap')].map(r => Number(r.dataset.size));")
}

fn nim(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?nim=3,4,5")?;
    let sum = text(s, "#nim-sum")?;
    ensure!(sum == "2", "nim-sum shows `{sum}`, expected 2");
    let parity = s.script("return [...document.querySelectorAll('#nim-table tr.parity td')].map(c => Number(c.dataset.ones));")?;
    ensure!(
        parity == json!([2, 1, 2]),
        "column ones {parity}, expected [2,1,2]"
    );
    save(s, ctx, "#nim-figure", "nim")?;
    // First the move is shown: deciding column 2^1, heap 1, BEFORE 011 and AFTER 001; nothing is played yet.
    s.click("#winning-move")?;
    let v = s.script(
        "return [document.getElementById('wm-preview').hidden,
                 [...document.querySelectorAll('#wm-table tr')].slice(1).map(r => [r.querySelector('th').textContent, [...r.querySelectorAll('td.bit')].map(c => c.textContent).join('')]),
                 [...new Set([...document.querySelectorAll('#nim-table .decide')].map(c => c.dataset.bit))],
                 Number(document.querySelector('#nim-table tr.moved')?.dataset.heap),
                 document.getElementById('nim-sum').textContent];",
    )?;
    ensure!(
        v == json!([false, [["BEFORE", "011"], ["AFTER", "001"]], ["1"], 1, "2"]),
        "the preview shows {v}"
    );
    let said = text(s, "#wm-text")?;
    ensure!(
        said.contains("Column 2¹ decides") && said.contains("3 XOR 2 = 1"),
        "preview text `{said}`"
    );
    save(s, ctx, "#nim-figure", "winning-move")?;
    // Then it is played.
    s.click("#wm-apply")?;
    let sum = text(s, "#nim-sum")?;
    let said = text(s, "#winning-move-text")?;
    let status = text(s, "#play-status")?;
    ensure!(
        sum == "0" && said.starts_with("Played heap 1: 3 → 1"),
        "after playing it: nim-sum `{sum}`, text `{said}`"
    );
    ensure!(
        !status.contains("Your turn") && status.contains("Computer moves"),
        "after the winning move the status says `{status}`"
    );
    ensure!(nim_heaps(s)? == json!([1, 4, 5]), "heaps after the move");
    // No winning move from nim-sum 0: the button is off.
    let disabled = s.script("return document.getElementById('winning-move').disabled;")?;
    ensure!(
        disabled == true,
        "the winning-move button stays enabled at nim-sum 0"
    );
    // Undo brings 3 4 5 back.
    s.click("#undo")?;
    ensure!(nim_heaps(s)? == json!([3, 4, 5]), "Undo");
    ensure!(text(s, "#nim-sum")? == "2", "nim-sum after Undo");
    Ok(())
}

fn play(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?nim=3,4,5")?;
    // Enter in the "leave" box plays: heap 3 from 5 to 0; the perfect computer answers to nim-sum 0.
    s.script("document.getElementById('play-heap').value = '3'; return true;")?;
    s.type_into("#play-to", &format!("0{ENTER}"), true)?;
    let sum = text(s, "#nim-sum")?;
    let status = text(s, "#play-status")?;
    ensure!(
        sum == "0" && status.starts_with("The computer took heap"),
        "after our move and the computer's: nim-sum `{sum}`, status `{status}`"
    );
    // An empty heap is not offered.
    let offered = s.script(
        "return [...document.querySelectorAll('#play-heap option')].map(o => Number(o.value));",
    )?;
    let heaps = nim_heaps(s)?;
    let nonempty: Vec<u64> = heaps
        .as_array()
        .map(|a| {
            a.iter()
                .enumerate()
                .filter(|(_, h)| h.as_u64() != Some(0))
                .map(|(i, _)| i as u64 + 1)
                .collect()
        })
        .unwrap_or_default();
    ensure!(
        offered == json!(nonempty),
        "heaps {heaps}: offered {offered}"
    );
    s.click("#undo")?;
    s.click("#undo")?;
    ensure!(nim_heaps(s)? == json!([3, 4, 5]), "two Undos");
    // A one-heap game: we take it all and win; then the game is over.
    s.type_into("#nim-heaps", &format!("2{ENTER}"), true)?;
    let status = text(s, "#play-status")?;
    ensure!(status.starts_with("Your turn"), "after editing: `{status}`");
    s.script("document.getElementById('play-heap').value = '1'; return true;")?;
    s.type_into("#play-to", &format!("0{ENTER}"), true)?;
    let v = s.script("return [document.getElementById('play-status').textContent, document.getElementById('play-move').disabled, document.getElementById('computer-move').disabled];")?;
    ensure!(
        v[0].as_str()
            .is_some_and(|t| t.starts_with("You took the last token"))
            && v[1] == true
            && v[2] == true,
        "game over: {v}"
    );
    // Editing the heaps after the end is a new position, not a stale "every heap is empty".
    s.type_into("#nim-heaps", &format!("1,1{ENTER}"), true)?;
    let status = text(s, "#play-status")?;
    ensure!(
        !status.contains("empty") && status.starts_with("Your turn"),
        "after editing a finished game: `{status}`"
    );
    s.click("#computer-move")?;
    ensure!(nim_heaps(s)? != json!([1, 1]), "the computer did not move");
    s.click("#new-game")?;
    ensure!(nim_heaps(s)? == json!([1, 1]), "New game");
    let status = text(s, "#play-status")?;
    ensure!(status.starts_with("New game from 1,1"), "`{status}`");
    Ok(())
}

fn heaps_stay_apart(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?nim=1")?;
    s.type_into("#nim-heaps", "3 4 5", true)?;
    settle();
    let url = search(s)?;
    ensure!(url.contains("nim=3,4,5"), "URL {url}");
    open(s, ctx, &url)?;
    ensure!(nim_heaps(s)? == json!([3, 4, 5]), "reload");
    Ok(())
}

fn invalid_heaps(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?nim=3,4,5")?;
    s.type_into("#nim-heaps", "abc", true)?;
    settle();
    let v = s.script("return [document.querySelectorAll('#nim-table tr').length, document.getElementById('nim-sum').textContent, document.getElementById('winning-move').disabled, document.getElementById('play-move').disabled, document.getElementById('nim-error').hidden];")?;
    ensure!(
        v == json!([0, "", true, true, false]),
        "after `abc`: rows, nim-sum, winning move disabled, play disabled, error hidden = {v}"
    );
    // Typed key by key: no prefix is left in the table.
    s.type_into("#nim-heaps", "4294967296", true)?;
    settle();
    let v = s.script("return [document.querySelectorAll('#nim-table tr').length, document.getElementById('nim-error').textContent];")?;
    ensure!(
        v[0] == 0 && v[1].as_str().is_some_and(|t| t.contains("4294967296")),
        "after typing 4294967296: {v}"
    );
    Ok(())
}

fn example_links(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?nim=3,4,5")?;
    s.type_into("#nim-heaps", &format!("1,2{ENTER}"), true)?;
    s.click("#examples a:nth-of-type(3)")?;
    wait_for(
        s,
        "return document.getElementById('game').value === 'octal' && location.search.includes('code=0.77');",
    )?;
    let url = search(s)?;
    let heaps = s.script("return document.getElementById('nim-heaps').value;")?;
    ensure!(
        heaps == "1,2" && url.contains("nim=1,2") && url.contains("code=0.77"),
        "after the Kayles example: heaps {heaps}, URL {url}"
    );
    // "Play my move" on a position with an empty heap does not offer it.
    s.type_into("#nim-heaps", &format!("0,3{ENTER}"), true)?;
    let offered =
        s.script("return [...document.querySelectorAll('#play-heap option')].map(o => o.value);")?;
    ensure!(offered == json!(["2"]), "offered {offered}");
    Ok(())
}

fn back_undoes(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?game=subtraction&moves=1,3,4&upto=60&nim=3,4,5")?;
    s.type_into("#nim-heaps", &format!("6,7{ENTER}"), true)?;
    s.click("#grundy-table .cell[data-n='9']")?;
    wait_for(s, "return location.search.includes('n=9');")?;
    s.back()?;
    wait_for(s, "return !location.search.includes('n=9');")?;
    let url = search(s)?;
    ensure!(
        url.contains("nim=6,7") && nim_heaps(s)? == json!([6, 7]),
        "Back once: {url}"
    );
    s.back()?;
    wait_for(s, "return location.search.includes('nim=3,4,5');")?;
    ensure!(nim_heaps(s)? == json!([3, 4, 5]), "Back twice");
    let page = s.script("return document.getElementById('status').dataset.ready;")?;
    ensure!(page == "true", "Back left the page");
    Ok(())
}

fn bad_link_banner(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?game=octal&code=0.77&upto=200&nim=abc")?;
    let banner = text(s, "#error")?;
    ensure!(
        banner.contains("“abc”")
            && banner.contains("Showing the heaps 3,4,5")
            && !banner.contains("default game"),
        "banner `{banner}`"
    );
    ensure!(
        text(s, "#game-title")?.contains("Kayles"),
        "Kayles not shown"
    );
    s.type_into("#nim-heaps", &format!("2,3{ENTER}"), true)?;
    let hidden = s.script("return document.getElementById('error').hidden;")?;
    ensure!(hidden == true, "the banner stays after an edit");
    Ok(())
}

fn no_command_line_words(s: &Session, ctx: &Ctx) -> Result<()> {
    let body = "return document.body.innerText;";
    for query in [
        "?game=grundy&upto=100&n=7",
        "?game=octal&code=0.77&upto=100",
        "?game=split&parts=3&take=1&upto=100000",
        "?game=split&parts=x",
        "?nim=1,x",
    ] {
        open(s, ctx, query)?;
        let t = s.script(body)?;
        let t = t.as_str().unwrap_or("");
        for bad in ["--", "nim:", "``", "upto=", "parts="] {
            ensure!(!t.contains(bad), "{query}: the page says `{bad}`");
        }
    }
    set_form(s, &[("game", "split"), ("parts", "")])?;
    let t = text(s, "#grundy-error")?;
    ensure!(
        !t.contains("parts=") && t.contains("K = “”"),
        "empty K: `{t}`"
    );
    Ok(())
}

fn split_options(s: &Session, ctx: &Ctx) -> Result<()> {
    let lab = &ctx.lab_grundy;
    open(s, ctx, "?game=grundy&upto=300&n=7")?;
    wait_for(s, "return !!document.getElementById('mex-sentence');")?;
    let lit = s.script("return document.querySelectorAll('#grundy-table .cell.option').length;")?;
    ensure!(lit == 0, "{lit} cells lit up for pair options");
    let items =
        s.script("return [...document.querySelectorAll('#explain li')].map(l => l.textContent);")?;
    let g = |n: usize| lab["grundy"][n].as_u64().unwrap_or(u64::MAX);
    let want: Vec<String> = (1..=3)
        .map(|a| {
            let b = 7 - a;
            format!(
                "({a}, {b}): G({a}) XOR G({b}) = {} XOR {} = {}",
                g(a),
                g(b),
                g(a) ^ g(b)
            )
        })
        .collect();
    ensure!(items == json!(want), "options {items}, expected {want:?}");
    let mex = s.script("return Number(document.getElementById('mex-sentence').dataset.mex);")?;
    ensure!(mex == lab["grundy"][7], "mex {mex}");
    Ok(())
}

fn keyboard(s: &Session, ctx: &Ctx) -> Result<()> {
    let lab = &ctx.lab_subtraction;
    open(s, ctx, "?game=subtraction&moves=2,5,7&upto=40")?;
    let v = s.script("const t = document.getElementById('grundy-table'); return [t.tabIndex, t.querySelectorAll('[tabindex], a, button, input').length, t.querySelector('#cell-12').getAttribute('aria-label')];")?;
    let label = format!("n = 12, G = {}", lab["grundy"][12]);
    ensure!(v == json!([0, 0, label]), "tab stops and label: {v}");
    table_keys(s, &format!("{RIGHT}{RIGHT}{DOWN}{ENTER}"))?;
    wait_for(s, "return !!document.getElementById('mex-sentence');")?;
    let v = s.script("const t = document.getElementById('grundy-table'); const cols = Math.floor((t.clientWidth - 4) / 48); return [t.getAttribute('aria-activedescendant'), cols, Number(document.getElementById('mex-sentence')?.dataset.n)];")?;
    let cols = v[1].as_u64().unwrap_or(0);
    let want = (2 + cols).min(40);
    ensure!(
        v[0] == format!("cell-{want}").as_str() && v[2] == want,
        "after → → ↓ Enter: {v}, expected n = {want}"
    );
    Ok(())
}

/// Every visible text's contrast ratio against its background (WCAG relative luminance).
const CONTRAST: &str = r#"
const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
const rgba = (s) => { const p = s.match(/[\d.]+/g).map(Number); return p.length === 3 ? [...p, 1] : p; };
const under = (el) => {
  const layers = [];
  for (let e = el; e; e = e.parentElement) {
    const c = rgba(getComputedStyle(e).backgroundColor);
    if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
  }
  let r = [255, 255, 255];
  for (const c of layers.reverse()) r = r.map((v, i) => v * (1 - c[3]) + c[i] * c[3]);
  return r;
};
const bad = [];
for (const el of document.querySelectorAll('body *')) {
  const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const field = el.matches('input:not([type=checkbox]), select');
  if ((!own && !field) || el.closest('[hidden], noscript') || !el.getClientRects().length || el.matches(':disabled')) continue;
  const cs = getComputedStyle(el);
  if (cs.visibility === 'hidden') continue;
  const fg = rgba(el instanceof SVGElement ? cs.fill : cs.color);
  const bg = under(el instanceof SVGElement ? el.ownerSVGElement : el);
  const a = lum(fg), b = lum(bg);
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  if (ratio < 4.5) bad.push(`${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${el.className.baseVal ?? el.className} "${(el.textContent || el.value || '').trim().slice(0, 20)}" ${ratio.toFixed(2)}:1`);
}
return bad;
"#;

/// Clicks "show the winning move" when the page has one to show.
fn show_winning_move(s: &Session) -> Result<()> {
    if s.script("return !document.getElementById('winning-move').disabled;")? == true {
        s.click("#winning-move")?;
    }
    Ok(())
}

fn contrast(s: &Session, ctx: &Ctx) -> Result<()> {
    for query in [
        "?game=octal&code=0.77&upto=200&n=20&nim=3,4,5",
        "?game=chess&nim=7,9,1000",
        "?game=grundy&upto=60&n=9&lang=vi&nim=1,2,3",
    ] {
        open(s, ctx, query)?;
        if query.contains("&n=") {
            wait_for(s, "return !!document.getElementById('mex-sentence');")?;
        }
        show_winning_move(s)?;
        let bad = s.script(CONTRAST)?;
        ensure!(
            bad.as_array().is_some_and(Vec::is_empty),
            "{query}: below 4.5:1: {bad}"
        );
        // The n labels in the table are at least 11 px.
        let px = s.script("return parseFloat(getComputedStyle(document.querySelector('#grundy-table .cell small')).fontSize);")?;
        ensure!(px.as_f64().is_some_and(|p| p >= 11.0), "n labels {px} px");
    }
    Ok(())
}

fn vietnamese(s: &Session, ctx: &Ctx) -> Result<()> {
    open(s, ctx, "?nim=3,4,5&lang=vi")?;
    let v = s.script("return [document.documentElement.lang, document.getElementById('winning-move').textContent, document.getElementById('pn').textContent, document.getElementById('nim-message').textContent];")?;
    ensure!(
        v[0] == "vi"
            && v[1] == "Xem nước thắng"
            && v[2]
                .as_str()
                .is_some_and(|t| t.contains("Thế P") && t.contains("Thế N"))
            && v[3].as_str().is_some_and(|t| t.contains("thế N")),
        "Vietnamese page: {v}"
    );
    s.click("#winning-move")?;
    let rows = s.script(
        "return [...document.querySelectorAll('#wm-table tbody th')].map(t => t.textContent);",
    )?;
    ensure!(rows == json!(["TRƯỚC", "SAU"]), "rows {rows}");
    let explained = text(s, "#wm-preview")?;
    ensure!(
        explained.contains("TRƯỚC") && explained.contains("SAU") && explained.contains("Cột 2¹"),
        "preview `{explained}`"
    );
    save(s, ctx, "#nim-figure", "nim-vi")?;
    s.click("#wm-apply")?;
    // The language travels with every link the page writes.
    let url = search(s)?;
    ensure!(
        url.contains("lang=vi") && url.contains("nim=1,4,5"),
        "URL {url}"
    );
    let verdict = text(s, "#verdict")?;
    ensure!(verdict.starts_with("tuần hoàn"), "verdict `{verdict}`");
    // The switch: English drops lang=vi, Vietnamese brings it back.
    s.script("const l = document.getElementById('lang'); l.value = 'en'; l.dispatchEvent(new Event('change')); return true;")?;
    let url = search(s)?;
    let button = text(s, "#winning-move")?;
    ensure!(
        !url.contains("lang=") && button == "Show the winning move",
        "after switching to English: {url}, `{button}`"
    );
    s.script("const l = document.getElementById('lang'); l.value = 'vi'; l.dispatchEvent(new Event('change')); return true;")?;
    ensure!(search(s)?.contains("lang=vi"), "lang=vi not back");
    Ok(())
}

fn bad_links(s: &Session, ctx: &Ctx) -> Result<()> {
    for (query, needle) in [
        (
            "?game=subtraction&moves=2,x&upto=40",
            "moves: “x” is not a whole number",
        ),
        ("?game=chess", "unknown game “chess”"),
        ("?nim=3,-1", "heap “-1”"),
        ("?game=octal&code=0.77&upto=abc", "“abc”"),
        ("?lang=xx", "lang = “xx”"),
    ] {
        open(s, ctx, query)?;
        let shown = s.script(
            "const e = document.getElementById('error'); return e.hidden ? '' : e.textContent;",
        )?;
        let shown = shown.as_str().unwrap_or("");
        ensure!(
            shown.contains(needle),
            "{query}: #error shows `{shown}`, expected `{needle}`"
        );
        // The page still works: the figures are drawn with their defaults.
        let n = cells(s)?.len();
        ensure!(n > 0, "{query}: no table drawn");
    }
    save(s, ctx, "#error", "error")
}

fn phone(s: &Session, ctx: &Ctx) -> Result<()> {
    for query in [
        "?game=octal&code=0.77&upto=200&nim=3,4,5&lang=vi",
        "?game=grundy&upto=100000&nim=4294967295,1,65535,4000000000,123456789,7,8,9,10,11,12,13,14,15,16,17",
        "?game=split&parts=3&take=1&upto=100&n=50&nim=1000,2000,3000",
    ] {
        open(s, ctx, query)?;
        show_winning_move(s)?;
        let v = s.script(
            "const d = document.documentElement, vw = d.clientWidth;
             const right = (sel) => Math.max(0, ...[...document.querySelectorAll(sel)].map(e => e.getBoundingClientRect().right));
             const plot = document.getElementById('plot');
             return [vw, d.scrollWidth, right('#nim-table td, #nim-table th'), right('#wm-table td, #wm-table th'), document.getElementById('game').getBoundingClientRect().width,
                     plot.getBoundingClientRect().height, plot.getBoundingClientRect().width,
                     parseFloat(getComputedStyle(plot.querySelector('.tick')).fontSize)];",
        )?;
        let num = |i: usize| v[i].as_f64().unwrap_or(f64::NAN);
        let vw = num(0);
        let wide = s.script("const vw = document.documentElement.clientWidth; return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > vw + 0.5 || (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible' && e.clientWidth > 0)).slice(0, 8).map(e => e.tagName + '#' + e.id + '.' + (e.className.baseVal ?? e.className) + ' ' + e.scrollWidth + '/' + e.clientWidth);")?;
        ensure!(vw <= 390.0 && num(1) <= vw, "{query}: scrollWidth {} > clientWidth {vw}: {wide}", num(1));
        ensure!(num(2) <= vw && num(3) <= vw && num(4) <= vw, "{query}: Nim table right edge {}, preview {}, Game select {} beyond {vw}", num(2), num(3), num(4));
        // The plot: drawn at its real size (so 12 px ticks stay 12 px) and tall enough to read.
        ensure!(num(5) >= 180.0 && num(6) <= vw && num(7) >= 11.0, "{query}: plot {}×{} px, ticks {} px", num(6), num(5), num(7));
    }
    save(s, ctx, "body", "phone")
}
