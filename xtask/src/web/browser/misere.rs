//! The browser check of the misère side: an octal game's misère table next to the
//! normal one, in English and in Vietnamese, value for value as grundy-lab's `--misere` states it.

use super::{open, save, text, wait_for, Ctx};
use crate::web::webdriver::Session;
use anyhow::{ensure, Context, Result};
use serde_json::Value;

/// The page's misère limit (grundy-web's `misere::MISERE_MAX_HEAP`).
pub const LIMIT: u64 = 20;

/// A misère analysis must reach the page in less than this (the page's bound answers in well
/// under a second; the margin is for the shared test machine's load).
const BUDGET_MS: f64 = 3000.0;

/// Waits until the misère side is drawn.
pub(super) fn wait_misere(s: &Session) -> Result<()> {
    wait_for(
        s,
        "return document.getElementById('misere').dataset.ready === 'true';",
    )
}

/// Waits for the misère side and returns its rows as grundy-lab writes them:
/// `[n, g, genus, outcome, element]`.
fn rows(s: &Session) -> Result<Vec<Value>> {
    wait_misere(s)?;
    let v = s.script(
        "return [...document.querySelectorAll('#misere-table tbody tr')].map(r => [Number(r.dataset.n), Number(r.dataset.g), r.dataset.genus, r.dataset.outcome, r.dataset.element]);",
    )?;
    Ok(v.as_array().context("misère rows: not a list")?.clone())
}

/// The misère table of Kayles (up to the page's limit, with the normal table to 200) and of
/// Dawson's Kayles (12 heaps), in both languages, against grundy-lab; Winning Ways' genera of
/// Kayles' small heaps; the page's words for the limit and the verdict; the time it took.
pub fn misere_table(s: &Session, ctx: &Ctx) -> Result<()> {
    for (query, lab, heaps) in [
        (
            "?game=octal&code=0.77&upto=200",
            &ctx.lab_misere_kayles,
            LIMIT,
        ),
        ("?game=octal&code=0.07&upto=12", &ctx.lab_misere_dawson, 12),
    ] {
        for (lang, heading, checked, proven) in [
            ("", "Misère play", "checked up to", "proven for every heap"),
            (
                "&lang=vi",
                "Luật misère",
                "mới kiểm tra tới",
                "đã chứng minh cho mọi đống",
            ),
        ] {
            open(s, ctx, &format!("{query}{lang}"))?;
            let got = rows(s)?;
            ensure!(
                got.len() as u64 == heaps + 1,
                "[{query}{lang}] {} misère rows, expected {}",
                got.len(),
                heaps + 1
            );
            let lab_heaps = lab["heaps"].as_array().context("lab: no heaps")?;
            // The page's quotient may hold more heaps than the lab's table (its panel goes
            // further): then its elements are another quotient's, compared in the panel's check.
            let bound = s.script(
                "return Number(document.getElementById('quotient-panel').dataset.bound);",
            )?;
            let same_quotient = bound == lab["upto"];
            for (n, row) in got.iter().enumerate() {
                let l = &lab_heaps[n];
                let gamma0 = l["misere"][0].as_u64().context("lab: no γ0")?;
                let want = serde_json::json!([
                    n,
                    l["normal"],
                    l["genus"],
                    if gamma0 == 0 { "P" } else { "N" },
                    if same_quotient {
                        &l["element"]
                    } else {
                        &row[4]
                    }
                ]);
                ensure!(
                    *row == want,
                    "[{query}{lang}] heap {n}: page {row}, grundy-lab {want}"
                );
            }
            let d = s.script("const d = document.getElementById('misere').dataset; return [Number(d.order), Number(d.pSize), Number(d.reached), Number(d.computeMs)];")?;
            let q = &lab["quotient"];
            ensure!(
                !same_quotient
                    || d[0] == q["order"]
                        && d[1].as_u64() == q["p_portion"].as_array().map(|p| p.len() as u64)
                        && d[2] == lab["reached"],
                "[{query}{lang}] order, P-portion size, reach {d}; grundy-lab {} {} {}",
                q["order"],
                q["p_portion"],
                lab["reached"]
            );
            let ms = d[3].as_f64().unwrap_or(f64::MAX);
            ensure!(
                ms < BUDGET_MS,
                "[{query}{lang}] the misère analysis took {ms} ms"
            );
            crate::out(&format!(
                "     [{}] {query}{lang}: misère analysis {ms:.0} ms in the worker",
                ctx.size
            ));
            let head = text(s, "#misere h3")?;
            ensure!(head.starts_with(heading), "[{lang}] heading `{head}`");
            let verdict = text(s, "#misere-verdict")?;
            let reached = d[2].as_u64().unwrap_or(0);
            // Kayles to 200: the quotient's period is proved (heaps 0…166 suffice).
            let proved = s.script(
                "return document.getElementById('quotient-panel').dataset.proved === 'true';",
            )? == Value::Bool(true);
            let start = if proved {
                proven.to_string()
            } else {
                format!("{checked} {reached}")
            };
            ensure!(
                verdict.starts_with(&start) && !verdict.contains('$'),
                "[{query}{lang}] verdict `{verdict}`"
            );
            // Usable on a phone: the whole misère table in the viewport, nothing scrolls sideways.
            let fit = s.script(
                "const vw = document.documentElement.clientWidth;
                 const right = Math.max(0, ...[...document.querySelectorAll('#misere-table th, #misere-table td')].map(e => e.getBoundingClientRect().right));
                 return [vw, document.documentElement.scrollWidth, right];",
            )?;
            let px = |i: usize| fit[i].as_f64().unwrap_or(f64::NAN);
            ensure!(
                px(1) <= px(0) && px(2) <= px(0) && px(2) > 0.0,
                "[{} {query}{lang}] page {} px wide, misère table to {} px, viewport {} px",
                ctx.size,
                px(1),
                px(2),
                px(0)
            );
            let beyond = s.script("const e = document.getElementById('misere-beyond'); return e.hidden ? null : e.textContent;")?;
            if heaps == LIMIT {
                let b = beyond.as_str().unwrap_or("");
                ensure!(
                    b.contains(&LIMIT.to_string()) && b.contains("200"),
                    "[{query}{lang}] the limit is not said: `{beyond}`"
                );
            } else {
                ensure!(beyond.is_null(), "[{query}{lang}] a limit note: {beyond}");
            }
        }
    }
    // Winning Ways (ch. 13): Kayles' heaps 0…5.
    open(s, ctx, "?game=octal&code=0.77&upto=200")?;
    let got = rows(s)?;
    let genera: Vec<&str> = got[..6].iter().filter_map(|r| r[2].as_str()).collect();
    ensure!(
        genera == ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}", "4^{146}"],
        "Kayles' genera {genera:?}"
    );
    // A game that is not octal shows no misère side.
    open(s, ctx, "?game=grundy&upto=50")?;
    let hidden = s.script("return document.getElementById('misere').hidden;")?;
    ensure!(
        hidden == Value::Bool(true),
        "a misère side for Grundy's game"
    );
    open(s, ctx, "?game=octal&code=0.77&upto=200")?;
    rows(s)?;
    save(s, ctx, "#misere", "misere")
}
