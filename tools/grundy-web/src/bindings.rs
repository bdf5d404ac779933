//! The functions the page's JavaScript calls (through [`abi`](crate::abi) and `grundy_web.js`): strings in, JSON strings out.
//!
//! Thin glue only: every rule lives in `lab-engine` and `games-core`, every word in
//! `i18n`. Natively these are plain Rust functions, tested below without a browser.

use crate::grundy::GrundyFigure;
use crate::i18n::{fill, strings, Lang, Msg};
use crate::link::{heaps_text, link_lang, names_a_game, nim_heaps, parse_heaps, GameLink};
use crate::misere::MisereFigure;
use crate::nim_figure::{computer_move, play, NimView};
use crate::partizan::{view, Kind, PartizanLink};
use lab_engine::tables::game::Game;
use serde_json::json;

/// The language of a `lang` code as the page passes it (English for anything else).
fn lang_of(code: &str) -> Lang {
    Lang::from_code(code).unwrap_or_default()
}

/// The page's words in the language `lang` (`en`, `vi`) as a JSON object, key → text.
///
/// # Complexity
/// O(table size).
///
/// # Example
/// ```
/// use grundy_web::bindings::ui_strings;
/// assert!(ui_strings("vi").contains("\"winning_move\":\"Xem nước thắng\""));
/// ```
pub fn ui_strings(lang: &str) -> String {
    strings(lang_of(lang)).to_string()
}

/// What a page link asks for, as JSON: `lang`, `grundy` (the canonical figure query and its
/// form fields, or `null` when the link names no game or its game part is wrong), `partizan`
/// (`kind`, `text`, `query` of the partizan panel when `game` names a partizan game), `nim`
/// (heaps or `null`), and `errors` (one message per bad part, in the link's language, each
/// saying what is shown instead).
///
/// # Complexity
/// O(length of the query).
///
/// # Example
/// ```
/// use grundy_web::bindings::parse_link;
/// let v: serde_json::Value = serde_json::from_str(&parse_link("?nim=3,4,5&game=grundy&lang=vi")).unwrap();
/// assert_eq!((v["grundy"]["game"].as_str(), v["nim"][2].as_u64()), (Some("grundy"), Some(5)));
/// assert_eq!(v["lang"], "vi");
/// ```
pub fn parse_link(query: &str) -> String {
    let mut errors: Vec<String> = Vec::new();
    let lang = match link_lang(query) {
        Ok(l) => l,
        Err(e) => {
            // A malformed query string is reported once, below.
            if e.key == "lang_bad" {
                errors.push(fill(Lang::En, "link_problem", &[("e", e.render(Lang::En))]));
            }
            Lang::En
        }
    };
    let problem = |e: &Msg, instead: String| {
        format!(
            "{} {instead}",
            fill(lang, "link_problem", &[("e", e.render(lang))])
        )
    };
    let mut game_error = None;
    let partizan = match PartizanLink::parse(query) {
        Ok(p) => p.map(|p| json!({ "kind": p.kind.name(), "text": p.text, "query": p.query() })),
        Err(e) => {
            errors.push(problem(&e, fill(lang, "cgt_link_default", &[])));
            game_error = Some(e.clone());
            Some(json!(null))
        }
    };
    let grundy = if partizan.is_some() {
        None
    } else if names_a_game(query) {
        match GameLink::parse(query) {
            Ok(link) => Some(form_fields(&link)),
            Err(e) => {
                errors.push(problem(&e, fill(lang, "link_default_game", &[])));
                game_error = Some(e);
                None
            }
        }
    } else {
        None
    };
    let nim = match nim_heaps(query) {
        Ok(h) => h,
        // One malformed query string is one message.
        Err(e) if game_error.as_ref() == Some(&e) => None,
        Err(e) => {
            errors.push(problem(
                &e,
                fill(lang, "link_default_heaps", &[("heaps", "3,4,5".into())]),
            ));
            None
        }
    };
    let partizan = partizan.filter(|p| !p.is_null());
    json!({ "lang": lang.code(), "grundy": grundy, "nim": nim, "partizan": partizan, "errors": errors })
        .to_string()
}

/// The form's fields for a link.
fn form_fields(link: &GameLink) -> serde_json::Value {
    use lab_engine::tables::split::SplitRule;
    let mut v = json!({ "query": link.query(), "upto": link.upto, "clamped_from": link.clamped_from, "n": link.selected });
    let f = v.as_object_mut().expect("an object");
    match &link.game {
        Game::Subtraction(moves) => {
            let moves: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
            f.insert("game".into(), json!("subtraction"));
            f.insert("moves".into(), json!(moves.join(",")));
        }
        Game::Octal(code) => {
            f.insert("game".into(), json!("octal"));
            f.insert("code".into(), json!(code.to_string()));
        }
        Game::Split(rule) if *rule == SplitRule::GRUNDY => {
            f.insert("game".into(), json!("grundy"));
        }
        Game::Split(rule) => {
            f.insert("game".into(), json!("split"));
            f.insert("parts".into(), json!(rule.parts));
            f.insert("unequal".into(), json!(rule.unequal));
            f.insert("take".into(), json!(rule.take));
        }
        Game::Divisors => {
            f.insert("game".into(), json!("divisors"));
        }
    }
    v
}

/// A computed Grundy figure held by the page, so that clicks on n need no recomputation.
pub struct Figure {
    inner: Result<GrundyFigure, Msg>,
}

impl Figure {
    /// Computes the figure of a query string such as `game=subtraction&moves=2,5,7&upto=40`.
    ///
    /// # Complexity
    /// That of the game's table builder (see [`GrundyFigure::new`]).
    ///
    /// # Example
    /// ```
    /// use grundy_web::bindings::Figure;
    /// assert!(Figure::new("game=divisors&upto=12").json("en").contains("\"grundy\":[0,0,1,1,2"));
    /// assert!(Figure::new("game=divisors&upto=-1").json("en").starts_with("{\"error\""));
    /// ```
    pub fn new(query: &str) -> Figure {
        Figure {
            inner: GrundyFigure::new(query),
        }
    }

    /// The figure as JSON in language `lang` (see [`GrundyFigure::json`]), or `{"error": message}`.
    ///
    /// # Complexity
    /// O(upto).
    ///
    /// # Example
    /// ```
    /// use grundy_web::bindings::Figure;
    /// assert!(Figure::new("game=grundy&upto=3").json("vi").contains("\"grundy\":[0,0,0,1]"));
    /// ```
    pub fn json(&self, lang: &str) -> String {
        match &self.inner {
            Ok(fig) => fig.json(lang_of(lang)),
            Err(e) => json!({ "error": e.render(lang_of(lang)) }).to_string(),
        }
    }

    /// The misère side of an octal game's figure as JSON (see [`MisereFigure::json`]): the
    /// table for heaps up to [`crate::misere::MISERE_MAX_HEAP`], the quotient panel for heaps
    /// up to [`crate::misere::QUOTIENT_MAX_HEAP`]; `{"error": message}` for other games.
    ///
    /// # Complexity
    /// See [`MisereFigure::new`] (bounded by the page's limits).
    ///
    /// # Example
    /// ```
    /// use grundy_web::bindings::Figure;
    /// assert!(Figure::new("game=octal&code=0.77&upto=8").misere("en").contains("\"genus\":\"1^{031}\""));
    /// assert!(Figure::new("game=grundy&upto=8").misere("en").starts_with("{\"error\""));
    /// ```
    pub fn misere(&self, lang: &str) -> String {
        let lang = lang_of(lang);
        match &self.inner {
            Ok(fig) => match fig.game() {
                Game::Octal(code) => MisereFigure::new(code, fig.values().len() - 1).json(lang),
                _ => json!({ "error": fill(lang, "misere_octal_only", &[]) }).to_string(),
            },
            Err(e) => json!({ "error": e.render(lang) }).to_string(),
        }
    }

    /// The mex explanation of heap size `n` as JSON (see [`GrundyFigure::explain_json`]).
    ///
    /// # Complexity
    /// See [`GrundyFigure::explain_json`].
    ///
    /// # Example
    /// ```
    /// use grundy_web::bindings::Figure;
    /// assert!(Figure::new("game=grundy&upto=3").explain(3, "en").contains("\"heaps\":[1,2]"));
    /// ```
    pub fn explain(&self, n: usize, lang: &str) -> String {
        match &self.inner {
            Ok(fig) => fig.explain_json(n, lang_of(lang)),
            Err(e) => json!({ "error": e.render(lang_of(lang)) }).to_string(),
        }
    }
}

/// The Nim figure for heaps written `3,4,5` or `3 4 5`, as JSON (see [`NimView`]), or `{"error": message}`.
///
/// # Complexity
/// O(heaps · bits).
///
/// # Example
/// ```
/// use grundy_web::bindings::nim_view;
/// assert!(nim_view("3 4 5", "en").contains("\"text\":\"3,4,5\""));
/// ```
pub fn nim_view(heaps: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    match parse_heaps(heaps) {
        Ok(h) => serde_json::to_string(&NimView::new(&h, lang)).expect("plain data serialises"),
        Err(e) => json!({ "error": e.render(lang) }).to_string(),
    }
}

/// The computer's move for heaps `3,4,5` as JSON `{move: {heap, from, to} | null, heaps: after,
/// text: after as a link writes it, over: whether every heap is now empty, status: the
/// sentence for the reader}`, or `{"error"}`.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::bindings::nim_computer_move;
/// assert!(nim_computer_move("3,4,5", "en").contains("\"heaps\":[1,4,5]"));
/// ```
pub fn nim_computer_move(heaps: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    match parse_heaps(heaps) {
        Ok(h) => match computer_move(&h) {
            Some(m) => {
                let after = play(&h, m.heap, m.to).expect("the computer's move is legal");
                let over = after.iter().all(|&x| x == 0);
                let args = [
                    ("heap", m.heap.to_string()),
                    ("from", m.from.to_string()),
                    ("to", m.to.to_string()),
                ];
                let key = if over {
                    "status_computer_won"
                } else {
                    "status_computer"
                };
                json!({ "move": m, "text": heaps_text(&after), "heaps": after, "over": over, "status": fill(lang, key, &args) }).to_string()
            }
            None => json!({ "move": null, "text": heaps_text(&h), "heaps": h, "over": true, "status": fill(lang, "status_over", &[]) })
                .to_string(),
        },
        Err(e) => json!({ "error": e.render(lang) }).to_string(),
    }
}

/// Plays heap `heap` (1-based) down to `to` (text from an input box) as JSON
/// `{heaps: after, text, over: whether every heap is now empty, status}` or `{"error"}`.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::bindings::nim_play;
/// assert!(nim_play("3,4,5", 2, "0", "en").contains("\"heaps\":[3,0,5]"));
/// assert!(nim_play("3,0,5", 2, "0", "en").contains("heap 2 is empty"));
/// assert!(nim_play("3,4,5", 2, "-5", "en").contains("“-5”: heap 2 has 4, leave a whole number of tokens from 0 to 3"));
/// ```
pub fn nim_play(heaps: &str, heap: usize, to: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    let not_a_move =
        |e: String| json!({ "error": fill(lang, "not_a_move", &[("e", e)]) }).to_string();
    let to_text = to.trim();
    let Ok(to) = to_text.parse::<u64>() else {
        // Not a count of tokens (letters, a sign, a fraction, too many digits): say what is allowed.
        let from = parse_heaps(heaps)
            .ok()
            .and_then(|h| heap.checked_sub(1).and_then(|i| h.get(i).copied()));
        let msg = match from {
            Some(from) if from > 0 => fill(
                lang,
                if to_text.is_empty() {
                    "leave_empty"
                } else {
                    "leave_range"
                },
                &[
                    ("to", to_text.into()),
                    ("heap", heap.to_string()),
                    ("from", from.to_string()),
                    ("max", (from - 1).to_string()),
                ],
            ),
            _ => fill(lang, "not_tokens", &[("to", to_text.into())]),
        };
        return not_a_move(msg);
    };
    match parse_heaps(heaps).and_then(|h| play(&h, heap, to).map(|after| (h, after))) {
        Ok((before, after)) => {
            let over = after.iter().all(|&x| x == 0);
            let status = if over {
                fill(lang, "status_you_won", &[])
            } else {
                fill(
                    lang,
                    "status_after_yours",
                    &[
                        ("heap", heap.to_string()),
                        ("from", before[heap - 1].to_string()),
                        ("to", to.to_string()),
                    ],
                )
            };
            json!({ "over": over, "text": heaps_text(&after), "heaps": after, "status": status })
                .to_string()
        }
        Err(e) => not_a_move(e.render(lang)),
    }
}

/// The partizan panel for `kind` (`cgt`, `domineering`, `clobber`, `toads`, `hackenbush`) and
/// `text` (a value, or components joined by `,`), as JSON (see [`view`]), or `{"error"}`.
///
/// # Complexity
/// That of valuing the position, bounded by the page's caps (about a second at most).
///
/// # Example
/// ```
/// use grundy_web::bindings::partizan_view;
/// assert!(partizan_view("cgt", "{0|*}", "vi").contains("\"pretty\":\"↑\""));
/// assert!(partizan_view("chess", "x", "en").starts_with("{\"error\""));
/// ```
pub fn partizan_view(kind: &str, text: &str, lang: &str) -> String {
    let lang = lang_of(lang);
    match Kind::from_name(kind) {
        Some(kind) => view(
            &PartizanLink {
                kind,
                text: text.to_string(),
            },
            lang,
        )
        .to_string(),
        None => {
            json!({ "error": fill(lang, "unknown_game", &[("game", kind.into())]) }).to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn parse(s: String) -> Value {
        serde_json::from_str(&s).unwrap()
    }

    #[test]
    fn links_give_form_fields_or_errors() {
        let v = parse(parse_link("?game=subtraction&moves=2,5,7&upto=40"));
        assert_eq!(v["grundy"]["moves"], "2,5,7");
        assert_eq!(v["grundy"]["query"], "game=subtraction&moves=2,5,7&upto=40");
        assert_eq!(
            (v["nim"].clone(), v["lang"].clone()),
            (Value::Null, json!("en"))
        );
        let v = parse(parse_link("?nim=3,4,5"));
        assert_eq!(
            (v["grundy"].clone(), v["nim"].clone()),
            (Value::Null, json!([3, 4, 5]))
        );
        let v = parse(parse_link("?game=split&parts=3&take=1&nim=1,2"));
        assert_eq!(v["grundy"]["parts"], 3);
        assert_eq!(v["grundy"]["take"], true);
        let v = parse(parse_link("?game=octal&code=0.8&nim=1,x"));
        assert_eq!(v["errors"].as_array().unwrap().len(), 2);
        // A good game with bad heaps: the message says the heaps are replaced, not the game.
        let v = parse(parse_link("?game=octal&code=0.77&upto=200&nim=abc"));
        let e = v["errors"][0].as_str().unwrap();
        assert!(
            e.contains("“abc”") && e.contains("Showing the heaps 3,4,5"),
            "{e}"
        );
        assert!(!e.contains("default game"));
        assert_eq!(v["grundy"]["code"], "0.77");
        // Parameters a shared link picks up, or a doubled one, are no error: the rest is kept.
        let v = parse(parse_link(
            "?nim=1,2&fbclid=IwAR%ZZ&game=grundy&upto=30&lang=vi&utm_source=zalo&game=octal",
        ));
        assert!(v["errors"].as_array().unwrap().is_empty(), "{v}");
        assert_eq!(
            (&v["lang"], &v["grundy"]["query"], &v["nim"]),
            (&json!("vi"), &json!("game=grundy&upto=30"), &json!([1, 2]))
        );
        let v = parse(parse_link("?nim=1,x&lang=vi"));
        assert!(v["errors"][0]
            .as_str()
            .unwrap()
            .starts_with("Đường link có lỗi"));
        assert!(parse(parse_link(""))["errors"]
            .as_array()
            .unwrap()
            .is_empty());
    }

    #[test]
    fn figure_and_nim_glue() {
        let fig = Figure::new("game=subtraction&moves=2,5,7&upto=40");
        let v = parse(fig.json("en"));
        assert_eq!(v["grundy"].as_array().unwrap().len(), 41);
        assert_eq!(
            parse(fig.explain(0, "en"))["sentence"]
                .as_str()
                .unwrap()
                .split(':')
                .next(),
            Some("G(0) = mex{} = 0")
        );
        let bad = Figure::new("game=subtraction&moves=");
        assert!(parse(bad.json("en"))["error"]
            .as_str()
            .unwrap()
            .contains("set S"));
        assert!(parse(bad.explain(3, "vi"))["error"].is_string());

        assert_eq!(parse(nim_view("3,4,5", "en"))["nim_sum"], 2);
        assert!(parse(nim_view("3,,x", "en"))["error"].is_string());
        let m = parse(nim_computer_move("3,4,5", "en"));
        assert_eq!(m["heaps"], json!([1, 4, 5]));
        assert_eq!(parse(nim_view("1,4,5", "en"))["nim_sum"], 0);
        let m = parse(nim_computer_move("0,0", "vi"));
        assert_eq!(
            (m["move"].clone(), m["over"].clone()),
            (Value::Null, json!(true))
        );
        let r = parse(nim_play("3,4,5", 3, " 1 ", "en"));
        assert_eq!(r["heaps"], json!([3, 4, 1]));
        assert!(r["status"].as_str().unwrap().contains("5 → 1"));
        assert!(parse(nim_play("3,4,5", 3, "6", "en"))["error"].is_string());
        assert!(parse(nim_play("3,4,5", 3, "a", "en"))["error"].is_string());
        assert_eq!(parse(nim_play("0,1", 2, "0", "en"))["over"], true);
        assert!(parse(ui_strings("en"))["before"] == "BEFORE");
    }
}
