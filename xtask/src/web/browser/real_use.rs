//! The browser checks of the page in real use (no wrong number, shared links, one language at a time, no stale
//! message, no race, phone layout, words): each in English and in Vietnamese, at the size the run is at.

use super::{cells, open, search, set_form, settle, switch_lang, text, wait_for, Ctx};
use crate::web::webdriver::{Session, ENTER};
use anyhow::{ensure, Context, Result};
use serde_json::{json, Value};

/// Both languages, as a link writes them (`""` for English, the default).
const LANGS: [&str; 2] = ["", "&lang=vi"];

/// Waits for the explanation of the link's `n` and returns `[n, mex, sentence, g of cell n]`.
/// Opens the page at `query` in each language, then runs `check` with the
/// language's query suffix and whether it is Vietnamese.
fn in_each_lang(
    s: &Session,
    ctx: &Ctx,
    query: &str,
    mut check: impl FnMut(&str, bool) -> Result<()>,
) -> Result<()> {
    for lang in LANGS {
        open(s, ctx, &format!("{query}{lang}"))?;
        check(lang, !lang.is_empty())?;
    }
    Ok(())
}

/// Where a reworded text shows its words, in Vietnamese and in English.
enum Shows<'a> {
    /// At its start.
    First(&'a str, &'a str),
    /// Anywhere in it.
    Within(&'a str, &'a str),
}

/// Switches the page to the language `to` and checks that what `read` reads
/// then shows that language's words: the text read.
fn reworded(
    s: &Session,
    to: &str,
    read: impl FnOnce(&Session) -> Result<String>,
    shows: Shows,
    what: &str,
) -> Result<String> {
    switch_lang(s, to)?;
    let got = read(s)?;
    let pick = |vi, en| if to == "vi" { vi } else { en };
    let ok = match shows {
        Shows::First(vi, en) => got.starts_with(pick(vi, en)),
        Shows::Within(vi, en) => got.contains(pick(vi, en)),
    };
    ensure!(ok, "{what} after switching to {to}: `{got}`");
    Ok(got)
}

fn explanation(s: &Session) -> Result<Value> {
    wait_for(s, "return !!document.getElementById('mex-sentence');")?;
    s.script(
        "const m = document.getElementById('mex-sentence'); const n = Number(m.dataset.n);
         const c = document.getElementById('cell-' + n);
         return [n, Number(m.dataset.mex), m.textContent, c ? Number(c.dataset.g) : null];",
    )
}

/// The error banner's text, `""` when hidden.
fn banner(s: &Session, id: &str) -> Result<String> {
    let v = s.script(&format!(
        "const e = document.getElementById('{id}'); return e.hidden ? '' : e.textContent;"
    ))?;
    Ok(v.as_str().unwrap_or("").to_string())
}

/// English words that must not show on the Vietnamese page.
const ENGLISH: [&str; 8] = [
    " is not ",
    " the ",
    "must",
    "digit",
    "point",
    "write",
    "Your turn",
    "`",
];

fn no_english(what: &str, t: &str) -> Result<()> {
    for w in ENGLISH {
        ensure!(!t.contains(w), "{what}: English `{w}` in `{t}`");
    }
    Ok(())
}

/// The explanation never states a G(n) that differs from the table; with too many
/// options to list it says how the mex over all of them was reached, one witness per value.
pub fn explained_values(s: &Session, ctx: &Ctx) -> Result<()> {
    // The four links of the issue, with the table's values there.
    for (query, n, g) in [
        (
            "?game=octal&code=0.77&upto=100000&n=100000",
            100_000u64,
            1u64,
        ),
        ("?game=grundy&upto=100000&n=5000", 5_000, 14),
        ("?game=grundy&upto=100000&n=100000", 100_000, 101),
        ("?game=split&parts=3&upto=160&n=160", 160, 79),
    ] {
        for lang in LANGS {
            open(s, ctx, &format!("{query}{lang}"))?;
            let v = explanation(s)?;
            let sentence = v[2].as_str().unwrap_or("");
            ensure!(
                v[0] == n && v[1] == g && v[3] == g,
                "{query}{lang}: explanation {v}, table G({n}) = {g}"
            );
            ensure!(
                sentence.starts_with(&format!("G({n}) = {g},")),
                "{query}{lang}: `{sentence}` does not state G({n}) = {g}"
            );
            ensure!(
                sentence.contains("mex") && (sentence.contains("all") || sentence.contains("cả")),
                "{query}{lang}: `{sentence}` does not say the mex is over all options"
            );
            // One witness per value below the mex (at most 200 shown), each of that value.
            let w = s.script("return [...document.querySelectorAll('#explain ul.witnesses li')].map(l => Number(l.dataset.value));")?;
            let want: Vec<u64> = (0..g.min(200)).collect();
            ensure!(w == json!(want), "{query}{lang}: witnesses {w}");
            // The lists stay short: at most 200 options, in boxes of bounded height.
            let box_ = s.script("return [...document.querySelectorAll('#explain ul.options')].map(u => [u.children.length, u.getBoundingClientRect().height]);")?;
            for b in box_.as_array().context("lists")? {
                ensure!(
                    b[0].as_u64().unwrap_or(u64::MAX) <= 200
                        && b[1].as_f64().unwrap_or(1e9) <= 420.0,
                    "{query}{lang}: an options list of {} items, {} px tall",
                    b[0],
                    b[1]
                );
            }
            if n == 100_000 && g == 101 {
                super::save(
                    s,
                    ctx,
                    "#explain",
                    &format!(
                        "explain-summarised{}",
                        if lang.is_empty() { "" } else { "-vi" }
                    ),
                )?;
            }
            // The row of values 0…mex is short even for a large mex.
            let spans =
                s.script("return document.querySelectorAll('#explain .mexline span').length;")?;
            ensure!(
                spans.as_u64().unwrap_or(u64::MAX) <= 45,
                "{query}{lang}: {spans} spans in the values row"
            );
        }
    }
    // Listed in full: the same agreement on a small table, every n of it.
    open(s, ctx, "?game=octal&code=0.77&upto=30&lang=vi")?;
    let table = cells(s)?;
    for &(n, g) in table.iter().step_by(7) {
        s.click(&format!("#grundy-table .cell[data-n='{n}']"))?;
        wait_for(
            s,
            &format!("const m = document.getElementById('mex-sentence'); return !!m && m.dataset.n === '{n}';"),
        )?;
        let v = explanation(s)?;
        let sentence = v[2].as_str().unwrap_or("");
        ensure!(
            v[1] == g
                && sentence.starts_with(&format!("G({n}) = mex{{"))
                && sentence.contains(&format!("}} = {g}:")),
            "Kayles n = {n}: `{sentence}`, table {g}"
        );
    }
    Ok(())
}

/// Links shared on Facebook or Zalo (fbclid, utm_…) or with a doubled parameter
/// keep their language, game and heaps, without a message.
pub fn shared_links(s: &Session, ctx: &Ctx) -> Result<()> {
    for (extra, vi) in [
        ("&fbclid=IwAR3xYz_%ZZ-1", true),
        ("&utm_source=zalo&utm_medium=social&utm_campaign=x", true),
        ("&game=grundy&lang=en&nim=9", true),
        ("&fbclid=IwAR3xYz", false),
    ] {
        let lang = if vi { "&lang=vi" } else { "" };
        let query = format!("?game=octal&code=0.77&upto=200&nim=1,2{lang}{extra}");
        open(s, ctx, &query)?;
        let v = s.script("return [document.documentElement.lang, document.getElementById('game').value, document.getElementById('code').value, document.getElementById('nim-heaps').value, document.getElementById('game-title').textContent];")?;
        let want_lang = if vi { "vi" } else { "en" };
        ensure!(
            v[0] == want_lang
                && v[1] == "octal"
                && v[2] == "0.77"
                && v[3] == "1,2"
                && v[4].as_str().is_some_and(|t| t.contains("Kayles")),
            "{query}: lang, game, code, heaps, title = {v}"
        );
        let shown = banner(s, "error")?;
        ensure!(shown.is_empty(), "{query}: message `{shown}`");
        let verdict = text(s, "#verdict")?;
        ensure!(
            (verdict.starts_with("tuần hoàn")) == vi,
            "{query}: verdict `{verdict}`"
        );
    }
    Ok(())
}

/// One language at a time: octal-code errors, a language switch while errors show
/// (which keeps the game in the link), the noscript message.
pub fn one_language(s: &Session, ctx: &Ctx) -> Result<()> {
    in_each_lang(s, ctx, "?game=octal&code=0.77&upto=60", |lang, vi| {
        for (code, needle_en, needle_vi) in [
            (
                "0.78",
                "“8” is not an octal digit",
                "“8” không phải là chữ số bát phân",
            ),
            ("2.7", "must be 0 or 4", "phải là 0 hoặc 4"),
            (
                "4.",
                "no digit after the point",
                "không có chữ số nào sau dấu chấm",
            ),
        ] {
            set_form(s, &[("game", "octal"), ("code", code)])?;
            let e = banner(s, "grundy-error")?;
            let needle = if vi { needle_vi } else { needle_en };
            ensure!(
                e.contains(needle) && !e.contains('`'),
                "{lang} code {code}: `{e}`"
            );
            if vi {
                no_english(&format!("code {code}"), &e)?;
            }
        }
        // Switching language while the error shows: the error is reworded, the game stays in the link.
        let other = if vi { "en" } else { "vi" };
        switch_lang(s, other)?;
        wait_for(s, "return !document.getElementById('grundy-error').hidden;")?;
        let e = banner(s, "grundy-error")?;
        let url = search(s)?;
        ensure!(
            url.contains("game=octal")
                && url.contains("code=4.")
                && url.contains(&format!("lang={other}")) == (other == "vi"),
            "after switching to {other}: link {url}"
        );
        if other == "vi" {
            no_english("switched error", &e)?;
            ensure!(e.contains("không có chữ số"), "switched error `{e}`");
        } else {
            ensure!(
                e.contains("no digit after the point"),
                "switched error `{e}`"
            );
        }
        // A bad link's banner is reworded too.
        open(s, ctx, &format!("?game=chess&nim=3,4,5{lang}"))?;
        let b = reworded(
            s,
            other,
            |s| banner(s, "error"),
            Shows::Within("không biết trò “chess”", "unknown game “chess”"),
            "bad-link banner",
        )?;
        if other == "vi" {
            no_english("banner", &b)?;
        }
        Ok(())
    })?;
    // The noscript message is in both languages (the page cannot know which without its script).
    let noscript = s.script("return document.querySelector('noscript').textContent;")?;
    let noscript = noscript.as_str().unwrap_or("");
    ensure!(
        noscript.contains("needs JavaScript") && noscript.contains("Trang này cần JavaScript"),
        "noscript `{noscript}`"
    );
    Ok(())
}

/// No stale or wrong message.
pub fn messages(s: &Session, ctx: &Ctx) -> Result<()> {
    in_each_lang(
        s,
        ctx,
        "?game=octal&code=0.77&upto=60&nim=3,4,5",
        |lang, vi| {
            // "leave … tokens": every refused value gets its own message, with the allowed range.
            s.script("document.getElementById('play-heap').value = '2'; return true;")?;
            for to in ["-1", "2.5", "abc", "99999999999999999999", "-5", ""] {
                s.type_into("#play-to", &format!("{to}{ENTER}"), true)?;
                let status = text(s, "#play-status")?;
                let range = if vi { "từ 0 tới 3" } else { "from 0 to 3" };
                ensure!(
                    status.contains(range)
                        && !status.contains("“”")
                        && (to.is_empty() || status.contains(&format!("“{to}”"))),
                    "{lang} leave `{to}`: `{status}`"
                );
            }
            ensure!(
                super::nim_heaps(s)? == json!([3, 4, 5]),
                "{lang}: a refused move changed the heaps"
            );
            // The table size: the range for a wrong one, 1e5 accepted, an empty field said.
            for (upto, ok, needle_en, needle_vi) in [
                (
                    "-5",
                    false,
                    "“-5”: write a whole number from 0 to 100000",
                    "“-5”: hãy ghi một số nguyên từ 0 tới 100000",
                ),
                ("", false, "up to n is empty", "ô tới n đang trống"),
                ("1e5", true, "", ""),
            ] {
                set_form(s, &[("game", "octal"), ("code", "0.77"), ("upto", upto)])?;
                let e = banner(s, "grundy-error")?;
                if ok {
                    ensure!(e.is_empty(), "{lang} upto {upto}: `{e}`");
                    let last = s.script("return document.getElementById('grundy-table').dataset.rendered > 0 && Number(document.getElementById('plot').dataset.points) > 0;")?;
                    ensure!(last == true, "{lang} upto {upto}: no table");
                    let url = search(s)?;
                    ensure!(url.contains("upto=100000"), "{lang} upto 1e5: link {url}");
                } else {
                    let needle = if vi { needle_vi } else { needle_en };
                    ensure!(e.contains(needle), "{lang} upto `{upto}`: `{e}`");
                }
            }
            // Bad heaps: nothing stale (no X line, no heaps to pick), and New game still works.
            s.type_into("#nim-heaps", "1,x", true)?;
            settle();
            let v = s.script("return [document.getElementById('nim-sum-line').hidden, document.querySelectorAll('#play-heap option').length, document.getElementById('new-game').disabled];")?;
            ensure!(
                v == json!([true, 0, false]),
                "{lang} bad heaps: X line hidden, heap options, New game disabled = {v}"
            );
            s.click("#new-game")?;
            ensure!(
                super::nim_heaps(s)? == json!([3, 4, 5]),
                "{lang}: New game from bad heaps"
            );
            // A language switch on the computer's turn says it is the computer's turn.
            s.click("#winning-move")?;
            s.click("#wm-apply")?;
            let other = if vi { "en" } else { "vi" };
            reworded(
                s,
                other,
                |s| text(s, "#play-status"),
                Shows::First("Đến lượt máy", "The computer's turn"),
                &format!("{lang}: the status on the computer's turn"),
            )?;
            Ok(())
        },
    )?;
    Ok(())
}

/// Heaps typed just before a move are the ones played on, with Undo; Back to a
/// page without a game shows the page's own game again.
pub fn races(s: &Session, ctx: &Ctx) -> Result<()> {
    in_each_lang(s, ctx, "?nim=3,4,5", |lang, _| {
        // Typed and clicked at once (well within the 250 ms debounce).
        s.type_into("#nim-heaps", "1,2", true)?;
        s.click("#winning-move")?;
        s.click("#wm-apply")?;
        let heaps = super::nim_heaps(s)?;
        ensure!(
            heaps == json!([1, 1]),
            "{lang}: the winning move from 1,2 gave {heaps}"
        );
        let field = s.script("return document.getElementById('nim-heaps').value;")?;
        ensure!(field == "1,1", "{lang}: heaps field `{field}`");
        s.click("#undo")?;
        ensure!(
            super::nim_heaps(s)? == json!([1, 2]),
            "{lang}: Undo after a fast move"
        );
        // Back from an example to the first page: the first page's game again.
        open(s, ctx, &format!("?nim=3,4,5{lang}"))?;
        let first = s.script("return [document.getElementById('game').value, document.getElementById('game-title').textContent];")?;
        s.click("#examples a:nth-of-type(3)")?;
        wait_for(s, "return location.search.includes('code=0.77');")?;
        wait_for(
            s,
            "return document.getElementById('game-title').textContent.includes('Kayles');",
        )?;
        s.back()?;
        wait_for(s, "return !location.search.includes('code=0.77');")?;
        wait_for(
            s,
            &format!(
                "return document.getElementById('game-title').textContent === {};",
                first[1]
            ),
        )?;
        let now = s.script("return [document.getElementById('game').value, document.getElementById('game-title').textContent];")?;
        ensure!(
            now == first,
            "{lang}: Back to the first page shows {now}, first {first}"
        );
        Ok(())
    })?;
    Ok(())
}

/// Long heaps never break inside a word or number, the game menu shows its whole
/// label, large explanations stay short, the plot has finger-sized buttons and a pinch zoom,
/// option columns never collide, the heaps field keeps a keyboard with commas.
pub fn layout(s: &Session, ctx: &Ctx) -> Result<()> {
    in_each_lang(
        s,
        ctx,
        "?game=split&parts=3&upto=160&n=160&nim=4294967295,1234567890,65535",
        |lang, _| {
            s.click("#winning-move")?;
            // One line box per header word and per size: TRƯỚC / BEFORE and 4294967295 never break.
            let broken = s.script(
            "const bad = [];
             for (const c of document.querySelectorAll('#nim-table th, #nim-table td.size, #wm-table th, #wm-table td.size')) {
               const t = c.textContent.trim();
               if (!t || /\\s/.test(t) || c.querySelector('.stack')) continue;
               const r = document.createRange(); r.selectNodeContents(c);
               const lines = new Set([...r.getClientRects()].map(x => Math.round(x.top)));
               if (lines.size > 1) bad.push(c.textContent);
             }
             return bad;",
        )?;
            ensure!(
                broken.as_array().is_some_and(Vec::is_empty),
                "{lang}: broken inside a word: {broken}"
            );
            // The closed game menu shows each game's whole label.
            let cut = s.script(
            "const sel = document.getElementById('game'); const g = document.createElement('canvas').getContext('2d');
             const cs = getComputedStyle(sel); g.font = cs.fontSize + ' ' + cs.fontFamily;
             const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
             return [...sel.options].filter(o => g.measureText(o.text).width > room).map(o => o.text);",
        )?;
            ensure!(
                cut.as_array().is_some_and(Vec::is_empty),
                "{lang}: game menu cuts {cut}"
            );
            // The options of 160 split in three: columns that never overlap.
            wait_for(s, "return !!document.getElementById('mex-sentence');")?;
            let overlap = s.script(
            "const li = [...document.querySelectorAll('#explain ul.options:not(.witnesses) li')];
             return li.filter(l => l.scrollWidth > l.clientWidth + 1).length + li.slice(1).filter((l, i) => { const a = li[i].getBoundingClientRect(), b = l.getBoundingClientRect(); return a.top === b.top && a.right > b.left + 0.5; }).length;",
        )?;
            ensure!(
                overlap == 0,
                "{lang}: {overlap} option items overflow or overlap"
            );
            // The plot's buttons are at least 44 × 44 px; two fingers zoom the window.
            let small = s.script("return [...document.querySelectorAll('.plot-bar button')].filter(b => { const r = b.getBoundingClientRect(); return r.width < 44 || r.height < 44; }).length;")?;
            ensure!(small == 0, "{lang}: {small} plot buttons under 44 × 44 px");
            let before = super::plot_window(s)?;
            s.script(
            "const p = document.getElementById('plot'); const r = p.getBoundingClientRect(), y = r.top + r.height / 2;
             const ev = (type, id, x) => p.dispatchEvent(new PointerEvent(type, {bubbles: true, pointerId: id, clientX: x, clientY: y, pointerType: 'touch', isPrimary: id === 1}));
             ev('pointerdown', 1, r.left + r.width * 0.45); ev('pointerdown', 2, r.left + r.width * 0.55);
             ev('pointermove', 1, r.left + r.width * 0.25); ev('pointermove', 2, r.left + r.width * 0.75);
             ev('pointerup', 1, r.left + r.width * 0.25); ev('pointerup', 2, r.left + r.width * 0.75); return true;",
        )?;
            let after = super::plot_window(s)?;
            ensure!(
                after.1 - after.0 < before.1 - before.0,
                "{lang}: a pinch left the window {before:?} → {after:?}"
            );
            // The heaps field's keyboard has a comma and a space.
            let mode = s.script("return document.getElementById('nim-heaps').inputMode;")?;
            ensure!(
                mode != "numeric" && mode != "decimal",
                "{lang}: heaps field inputmode {mode}"
            );
            Ok(())
        },
    )?;
    Ok(())
}

/// The words: triples called triples, a button that says it shows the move, no
/// doubled words, superscripts in sentences, one colon after the verdict label, no developer
/// words, no false rule from a tiny table.
pub fn words(s: &Session, ctx: &Ctx) -> Result<()> {
    in_each_lang(
        s,
        ctx,
        "?game=split&parts=3&take=1&upto=60&n=20&nim=3,4,5",
        |lang, vi| {
            wait_for(s, "return !!document.getElementById('mex-sentence');")?;
            let hint = text(s, "#explain p.hint")?;
            ensure!(
                !hint.contains("pair") && !hint.contains("cặp") && hint.contains("G(c)"),
                "{lang}: split-in-3 hint `{hint}`"
            );
            let button = text(s, "#winning-move")?;
            let want = if vi {
                "Xem nước thắng"
            } else {
                "Show the winning move"
            };
            ensure!(button == want, "{lang}: button `{button}`");
            s.click("#winning-move")?;
            let preview = text(s, "#wm-preview")?;
            ensure!(
                preview.contains("2¹") && !preview.contains("2^"),
                "{lang}: preview `{preview}`"
            );
            let body = s.script("return document.body.innerText;")?;
            let body = body.as_str().unwrap_or("");
            for bad in [
                "được được",
                "(thêm",
                "tô đậm",
                "2^",
                "games-rs",
                "cargo",
                "xtask",
                "Kết luận: tuần hoàn:",
                "Verdict: periodic:",
                "tools/",
            ] {
                ensure!(!body.contains(bad), "{lang}: the page says `{bad}`");
            }
            // Tiny tables: no rule proposed from a handful of values.
            for query in [
                "?game=grundy&upto=5",
                "?game=grundy&upto=8",
                "?game=subtraction&moves=1,2&upto=1",
            ] {
                open(s, ctx, &format!("{query}{lang}"))?;
                let verdict = text(s, "#verdict")?;
                ensure!(
                    !verdict.contains("G(n +"),
                    "{query}{lang}: verdict `{verdict}`"
                );
            }
            Ok(())
        },
    )?;
    Ok(())
}
