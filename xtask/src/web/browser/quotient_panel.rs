//! The browser check of the misère quotient's panel: order, P-portion and the heaps it covers for Kayles (proved) against grundy-lab, a stopped and a capped quotient, the genus marks, the language switch, and no panel for a game without a misère analysis.

use super::misere::wait_misere;
use super::{open, save, switch_lang, text, Ctx};
use crate::web::webdriver::Session;
use anyhow::{ensure, Context, Result};
use serde_json::Value;

/// The heaps of Kayles the panel is checked on (the page's example link): the quotient's
/// period (12 from heap 71) is proved by heaps 0…166.
pub const KAYLES_UPTO: u64 = 200;

/// Misère Kayles' quotient: order 40 with a P-portion of 9 elements, proved for every heap
/// (tools/grundy-lab/README.md, "Kayles (0.77): order 40, proven"; grundy-web's
/// `misere::tests::the_panel_claims_no_more_than_it_has` asserts the same from lab-engine).
const KAYLES_ORDER: u64 = 40;
const KAYLES_P_SIZE: u64 = 9;

/// The page's cap on the quotient's heaps (grundy-web's `misere::QUOTIENT_MAX_HEAP`).
const QUOTIENT_MAX_HEAP: u64 = 200;

/// The panel's numbers: `[order, pSize, reached, bound, proved, stopped, capped, genusExactUpto, pElements]`.
fn numbers(s: &Session) -> Result<Vec<Value>> {
    wait_misere(s)?;
    let v = s.script(
        "const p = document.getElementById('quotient-panel'); if (p.hidden) return null; const d = p.dataset;
         return [Number(d.order), Number(d.pSize), Number(d.reached), Number(d.bound), d.proved === 'true',
                 d.stopped === 'true', d.capped === 'true', d.genusExactUpto === '' ? null : Number(d.genusExactUpto),
                 JSON.parse(d.pElements)];",
    )?;
    Ok(v.as_array()
        .context("the quotient panel is not shown")?
        .clone())
}

/// A sentence of the panel (`None` when hidden).
fn sentence(s: &Session, id: &str) -> Result<Option<String>> {
    let v = s.script(&format!(
        "const e = document.getElementById('{id}'); return e.hidden ? null : e.textContent;"
    ))?;
    Ok(v.as_str().map(str::to_string))
}

/// Kayles' panel in English, then switched to Vietnamese with the page's select (the same
/// numbers, grundy-lab's), the genus marks, Dawson's Kayles stopped by the builder, 0.44 capped
/// by the page, and Grundy's game with no panel.
pub fn quotient_panel(s: &Session, ctx: &Ctx) -> Result<()> {
    let lab = &ctx.lab_quotient_kayles;
    ensure!(
        lab["quotient_order"] == KAYLES_ORDER
            && lab["proven"] == true
            && lab["checked_up_to"] == KAYLES_UPTO,
        "grundy-lab's Kayles quotient: {lab}"
    );
    let query = format!("?game=octal&code=0.77&upto={KAYLES_UPTO}");
    open(s, ctx, &query)?;
    let mut first = None;
    for (code, heading, order_word, every) in [
        ("en", "Misère quotient", "Order |Q| = 40", "every heap"),
        ("vi", "Thương misère", "Cấp |Q| = 40", "mọi đống"),
    ] {
        if code == "vi" {
            // The old panel stays until the new one is drawn: mark it to wait for the redraw.
            s.script("document.getElementById('misere').dataset.ready = 'stale'; return true;")?;
            switch_lang(s, code)?;
        }
        let d = numbers(s)?;
        ensure!(
            d[0] == KAYLES_ORDER && d[1] == KAYLES_P_SIZE && d[2] == KAYLES_UPTO && d[4] == true,
            "[{code}] Kayles' panel {d:?}: order {KAYLES_ORDER}, P-portion {KAYLES_P_SIZE}, proved"
        );
        ensure!(
            d[0] == lab["quotient_order"] && d[2] == lab["checked_up_to"],
            "[{code}] panel {d:?}, grundy-lab {lab}"
        );
        let head = text(s, "#quotient-heading")?;
        ensure!(head == heading, "[{code}] heading `{head}`");
        let order = text(s, "#quotient-order")?;
        ensure!(order.starts_with(order_word), "[{code}] `{order}`");
        // The P-portion: its size and every element, in the lab's notation.
        let p = text(s, "#quotient-p")?;
        let elements = d[8].as_array().context("no P-portion elements")?;
        ensure!(
            elements.len() as u64 == KAYLES_P_SIZE
                && p.contains(" 9 ")
                && elements
                    .iter()
                    .all(|e| e.as_str().is_some_and(|e| p.contains(e))),
            "[{code}] P-portion `{p}`, elements {elements:?}"
        );
        let cover = text(s, "#quotient-cover")?;
        ensure!(
            cover.contains(every) && cover.contains(" 12 ") && cover.contains("71"),
            "[{code}] heaps covered: `{cover}`"
        );
        ensure!(
            sentence(s, "quotient-capped")?.is_none(),
            "[{code}] a cap note on a proved quotient"
        );
        // The genus column: exact up to the panel's heap, marked checked beyond.
        let exact_upto = d[7].as_u64().context("no exact genus")?;
        let marks = s.script(
            "return [...document.querySelectorAll('#misere-table tbody tr')].map(r => [r.dataset.genusExact, !!r.querySelector('.checked')]);",
        )?;
        let marks = marks.as_array().context("no misère rows")?;
        for (n, m) in marks.iter().enumerate() {
            let exact = n as u64 <= exact_upto;
            ensure!(
                m[0].as_str() == Some(if exact { "true" } else { "false" }) && m[1] == !exact,
                "[{code}] heap {n}: genus exact {}, mark {}",
                m[0],
                m[1]
            );
        }
        let genus = sentence(s, "quotient-genus")?.context("no genus sentence")?;
        ensure!(
            genus.contains(&exact_upto.to_string()),
            "[{code}] `{genus}`"
        );
        match &first {
            None => first = Some(d),
            Some(f) => ensure!(
                *f == d,
                "the numbers changed with the language: {f:?} → {d:?}"
            ),
        }
    }
    save(s, ctx, "#quotient-panel", "quotient-panel")?;
    // Dawson's Kayles: the builder stops within the page's budget; said, never "every heap".
    for (lang, every) in [("", "every heap"), ("&lang=vi", "mọi đống")] {
        open(s, ctx, &format!("?game=octal&code=0.07&upto=300{lang}"))?;
        let d = numbers(s)?;
        let reached = d[2].as_u64().unwrap_or(0);
        ensure!(
            d[5] == true && d[4] == false && reached < d[3].as_u64().unwrap_or(0),
            "[0.07{lang}] {d:?}"
        );
        let cover = text(s, "#quotient-cover")?;
        ensure!(
            cover.contains(&(reached + 1).to_string()) && !cover.contains(every),
            "[0.07{lang}] `{cover}`"
        );
        // 0.44: a period seen whose proof needs heaps past the page's cap: both said.
        open(s, ctx, &format!("?game=octal&code=0.44&upto=1000{lang}"))?;
        let d = numbers(s)?;
        ensure!(d[6] == true && d[4] == false, "[0.44{lang}] {d:?}");
        let capped = sentence(s, "quotient-capped")?.context("no cap note")?;
        ensure!(
            capped.contains(&QUOTIENT_MAX_HEAP.to_string()) && capped.contains("1000"),
            "[0.44{lang}] `{capped}`"
        );
        ensure!(
            sentence(s, "quotient-seen")?.is_some(),
            "[0.44{lang}] the period seen is not said"
        );
    }
    // No misère analysis for Grundy's game: no panel.
    open(s, ctx, "?game=grundy&upto=50")?;
    let hidden = s.script(
        "return document.getElementById('misere').hidden && document.getElementById('quotient-panel').hidden;",
    )?;
    ensure!(
        hidden == Value::Bool(true),
        "a quotient panel for Grundy's game"
    );
    Ok(())
}
