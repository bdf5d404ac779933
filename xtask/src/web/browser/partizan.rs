//! The browser check of the partizan panel: the two shared links (↑ from `{0|*}`, Domineering 2 × 3
//! as {2 | −1/2} with temperature 5/4 and its thermograph drawn), a move shown on the board,
//! a click that edits the board, bad input as one line, and the time of the largest board the
//! page accepts, in English and Vietnamese.

use super::{open, save, search, text, wait_for, Ctx};
use crate::web::webdriver::Session;
use anyhow::{ensure, Result};
use serde_json::Value;

/// A board of as many free cells as the page accepts (grundy-web's `partizan::MAX_FREE_CELLS`,
/// 20: 4 × 6 with its corners blocked, slower than 4 × 5) must be valued, thermograph and options included, in less than this
/// (about a second on a laptop; the margin is for the shared test machine's load).
const BUDGET_MS: f64 = 4000.0;

/// The panel's answer count (each drawn answer, or error, adds one).
fn done(s: &Session) -> Result<u64> {
    Ok(
        s.script("return Number(document.getElementById('partizan').dataset.done || 0);")?
            .as_u64()
            .unwrap_or(0),
    )
}

/// Waits for an answer after `before` answers.
fn wait_answer(s: &Session, before: u64) -> Result<()> {
    wait_for(
        s,
        &format!(
            "return Number(document.getElementById('partizan').dataset.done || 0) > {before};"
        ),
    )
}

fn shown(s: &Session, query: &str, ctx: &Ctx) -> Result<()> {
    open(s, ctx, query)?;
    wait_for(
        s,
        "return document.getElementById('cgt-result').dataset.ready === 'true' || !document.getElementById('cgt-error').hidden;",
    )?;
    let e = text(s, "#cgt-error")?;
    let hidden = s.script("return document.getElementById('cgt-error').hidden;")?;
    ensure!(hidden == Value::Bool(true), "{query}: error `{e}`");
    Ok(())
}

/// The two shared links (↑ from `{0|*}`, Domineering 2 × 3 as {2 | −1/2}), both languages, with tracking parameters; a move on the board; a click; bad input; the size cap's time.
pub fn partizan_panel(s: &Session, ctx: &Ctx) -> Result<()> {
    for (lang, vi) in [("", false), ("&lang=vi", true)] {
        let q = format!("?game=cgt&value={{0|*}}&utm_source=x{lang}");
        shown(s, &q, ctx)?;
        let (pretty, outcome) = (text(s, "#cgt-pretty")?, text(s, "#cgt-outcome")?);
        let want = if vi {
            "Trái thắng dù ai đi trước"
        } else {
            "Left wins whoever starts"
        };
        ensure!(
            pretty == "↑" && outcome == want,
            "{q}: `{pretty}`, `{outcome}`"
        );
        ensure!(text(s, "#cgt-cgsuite")? == "^", "{q}: CGSuite text");

        let q = format!("?game=domineering&board=...|...&fbclid=IwAR0{lang}");
        shown(s, &q, ctx)?;
        let v = s.script(
            "const g = (id) => document.getElementById(id).textContent;
             const svg = document.getElementById('cgt-thermo');
             const walls = [...svg.querySelectorAll('polyline.wall')].map(p => p.getAttribute('points').trim().split(/\\s+/).map(xy => xy.split(',').map(Number)));
             const mast = svg.querySelector('line.mast');
             return [g('cgt-pretty'), g('cgt-temperature'), g('cgt-mean'), g('cgt-lstop'), g('cgt-rstop'),
                     walls, mast ? [Number(mast.getAttribute('x1')), Number(mast.getAttribute('y1'))] : null,
                     svg.querySelectorAll('.mark-label').length, svg.getBoundingClientRect().width,
                     document.querySelectorAll('#cgt-boards .cgt-cell').length,
                     document.querySelectorAll('#cgt-left li').length, document.querySelectorAll('#cgt-right li').length,
                     [...svg.querySelectorAll('.mark-label')].map(t => t.textContent)];",
        )?;
        ensure!(
            v[0] == "{2 | −1/2}" && v[1] == "5/4" && v[2] == "3/4" && v[3] == "2" && v[4] == "−1/2",
            "{q}: {v}"
        );
        // Drawn: two walls meeting where the mast starts, the temperature and mean marked.
        let walls = v[5].as_array().map(Vec::len).unwrap_or(0);
        let meet: Vec<Vec<f64>> = v[5]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|w| w.as_array()?.last().cloned())
            .filter_map(|p| serde_json::from_value(p).ok())
            .collect();
        let mast: Vec<f64> = serde_json::from_value(v[6].clone()).unwrap_or_default();
        ensure!(
            walls == 2
                && mast.len() == 2
                && meet
                    .iter()
                    .all(|p| (p[0] - mast[0]).abs() < 0.5 && (p[1] - mast[1]).abs() < 0.5),
            "{q}: walls end at {meet:?}, mast at {mast:?}"
        );
        let labels = v[12].to_string();
        ensure!(
            v[7] == 2 && labels.contains("5/4") && labels.contains("3/4"),
            "{q}: marks {labels}"
        );
        ensure!(
            v[9] == 6 && v[10] == 3 && v[11] == 4,
            "{q}: cells and options {v}"
        );
        // A Left option shown on the board: two cells of one column (3 columns: 4 characters a row).
        s.click("#cgt-left li[data-i='1']")?;
        let cells = s.script("return [...document.querySelectorAll('.cgt-cell.move')].map(c => Number(c.dataset.at));")?;
        ensure!(
            cells == serde_json::json!([1, 5]),
            "{q}: Left's middle domino at {cells}"
        );
        let shot = if vi {
            "partizan-domineering-vi"
        } else {
            "partizan-domineering"
        };
        // The element's top in view first: a screenshot holds what the window shows.
        for (css, name) in [
            ("#partizan", shot.to_string()),
            ("#cgt-result", format!("{shot}-result")),
        ] {
            s.script(&format!(
                "document.querySelector('{css}').scrollIntoView(); return true;"
            ))?;
            save(s, ctx, css, &name)?;
        }
        // No sideways scroll on a phone.
        let w =
            s.script("const d = document.documentElement; return [d.scrollWidth, d.clientWidth];")?;
        ensure!(w[0].as_f64() <= w[1].as_f64(), "{q}: scrollWidth {w}");
    }
    if ctx.size == "phone" {
        // The rest is the same code at either size: it runs once, on the desktop, in Vietnamese.
        return Ok(());
    }
    // Bad input: one line in the page's language, the rest of the page usable.
    let before = done(s)?;
    s.script("const k = document.getElementById('cgt-kind'); k.value = 'cgt'; k.dispatchEvent(new Event('change')); return true;")?;
    wait_answer(s, before)?;
    let before = done(s)?;
    s.type_into("#cgt-text", "{1|{0|}", true)?;
    wait_answer(s, before)?;
    let e = text(s, "#cgt-error")?;
    let want = "Không hiện được: dấu ngoặc nhọn không cân ở cột 1";
    ensure!(e == want, "unbalanced brace: `{e}`");
    ensure!(
        search(s)?.contains("value={1|{0|}"),
        "the bad value stays in the link: {}",
        search(s)?
    );
    // A click edits the board: the middle top cell blocked, in the link, and a new value.
    let before = done(s)?;
    s.script("const k = document.getElementById('cgt-kind'); k.value = 'domineering'; k.dispatchEvent(new Event('change')); return true;")?;
    wait_answer(s, before)?;
    ensure!(
        text(s, "#cgt-pretty")? == "{2 | −1/2}",
        "Domineering's starting board"
    );
    let before = done(s)?;
    s.click("#cgt-boards .cgt-cell[data-at='1']")?;
    wait_answer(s, before)?;
    let url = search(s)?;
    ensure!(
        url.contains("game=domineering&board=.#.|..."),
        "after a click: {url}"
    );
    let pretty = text(s, "#cgt-pretty")?;
    ensure!(pretty != "{2 | −1/2}", "after a click: {pretty}");
    // Too large a board: one line, its cells still there to shrink; the largest accepted, timed.
    let before = done(s)?;
    s.type_into("#cgt-text", "#....#|......|......|#....#", true)?;
    wait_answer(s, before)?;
    let ms = s
        .script("return Number(document.getElementById('cgt-time').dataset.ms);")?
        .as_f64()
        .unwrap_or(f64::NAN);
    crate::out(&format!(
        "      [{}] Domineering 4 × 6 less its corners (20 free cells) valued in the page in {ms:.0} ms",
        ctx.size
    ));
    ensure!(ms < BUDGET_MS, "20-cell Domineering took {ms} ms");
    let before = done(s)?;
    s.click("#cgt-boards .cgt-cell[data-at='0']")?; // one corner freed: 23 free cells
    wait_answer(s, before)?;
    let e = text(s, "#cgt-error")?;
    ensure!(
        e.contains("21 ô trống") && e.contains("chỉ tính tới 20"),
        "too large: `{e}`"
    );
    let cells = s.script("return document.querySelectorAll('#cgt-boards .cgt-cell').length;")?;
    ensure!(cells == 24, "the large board stays editable: {cells} cells");
    let url = search(s)?;
    ensure!(
        url.contains("board=.....#|......|"),
        "the large board stays in the link: {url}"
    );
    // The other rulesets' examples: drawn, valued, in the link (lrl + e + rr = 3/4 + ∗ − 2).
    for (nth, game, value) in [
        (4, "clobber", None),
        (5, "toads", None),
        (6, "hackenbush", Some("−5/4∗")),
    ] {
        let before = done(s)?;
        s.click(&format!("#cgt-examples a:nth-of-type({nth})"))?;
        wait_answer(s, before)?;
        let (pretty, url) = (text(s, "#cgt-pretty")?, search(s)?);
        let cells =
            s.script("return document.querySelectorAll('#cgt-boards .cgt-cell').length;")?;
        ensure!(
            !pretty.is_empty()
                && value.iter().all(|v| *v == pretty)
                && url.contains(&format!("game={game}&board="))
                && cells.as_u64() > Some(3)
                && s.script("return document.getElementById('cgt-error').hidden;")?
                    == Value::Bool(true),
            "{game} example: `{pretty}`, {url}, {cells} cells"
        );
    }
    Ok(())
}
