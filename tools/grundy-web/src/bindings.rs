//! The functions the page's JavaScript calls (through wasm-bindgen): strings in, JSON strings out.
//!
//! Thin glue only: every rule lives in `lab-engine` and `games-core`. Natively
//! these are plain Rust functions, tested below without a browser.

use crate::grundy::GrundyFigure;
use crate::link::{names_a_game, nim_heaps, parse_heaps, GameLink};
use crate::nim::{computer_move, play, NimView};
use serde_json::json;
use wasm_bindgen::prelude::wasm_bindgen;

/// What a page link asks for, as JSON: `grundy` (the canonical figure query and its form
/// fields, or `null` when the link names no game), `nim` (heaps or `null`), and `errors`
/// (one readable message per bad part).
///
/// # Complexity
/// O(length of the query).
///
/// # Example
/// ```
/// use grundy_web::bindings::parse_link;
/// let v: serde_json::Value = serde_json::from_str(&parse_link("?nim=3,4,5&game=grundy")).unwrap();
/// assert_eq!((v["grundy"]["game"].as_str(), v["nim"][2].as_u64()), (Some("grundy"), Some(5)));
/// ```
#[wasm_bindgen]
pub fn parse_link(query: &str) -> String {
    let mut errors = Vec::new();
    let grundy = if names_a_game(query) {
        match GameLink::parse(query) {
            Ok(link) => Some(form_fields(&link)),
            Err(e) => {
                errors.push(e);
                None
            }
        }
    } else {
        None
    };
    let nim = match nim_heaps(query) {
        Ok(h) => h,
        Err(e) => {
            if !errors.contains(&e) {
                errors.push(e);
            }
            None
        }
    };
    json!({ "grundy": grundy, "nim": nim, "errors": errors }).to_string()
}

/// The form's fields for a link.
fn form_fields(link: &GameLink) -> serde_json::Value {
    use lab_engine::game::Game;
    use lab_engine::split::SplitRule;
    let mut v = json!({ "query": link.query(), "upto": link.upto, "n": link.selected });
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
#[wasm_bindgen]
pub struct Figure {
    inner: Result<GrundyFigure, String>,
}

#[wasm_bindgen]
impl Figure {
    /// Computes the figure of a query string such as `game=subtraction&moves=2,5,7&upto=40`.
    ///
    /// # Complexity
    /// That of the game's table builder (see [`GrundyFigure::new`]).
    ///
    /// # Example
    /// ```
    /// use grundy_web::bindings::Figure;
    /// assert!(Figure::new("game=divisors&upto=12").json().contains("\"grundy\":[0,0,1,1,2"));
    /// assert!(Figure::new("game=divisors&upto=-1").json().starts_with("{\"error\""));
    /// ```
    #[wasm_bindgen(constructor)]
    pub fn new(query: &str) -> Figure {
        Figure {
            inner: GrundyFigure::new(query),
        }
    }

    /// The figure as JSON (see [`GrundyFigure::json`]), or `{"error": message}`.
    ///
    /// # Complexity
    /// O(upto).
    ///
    /// # Example
    /// ```
    /// use grundy_web::bindings::Figure;
    /// assert!(Figure::new("game=grundy&upto=3").json().contains("\"grundy\":[0,0,0,1]"));
    /// ```
    pub fn json(&self) -> String {
        match &self.inner {
            Ok(fig) => fig.json(),
            Err(e) => json!({ "error": e }).to_string(),
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
    /// assert!(Figure::new("game=grundy&upto=3").explain(3).contains("\"heaps\":[1,2]"));
    /// ```
    pub fn explain(&self, n: usize) -> String {
        match &self.inner {
            Ok(fig) => fig.explain_json(n),
            Err(e) => json!({ "error": e }).to_string(),
        }
    }
}

/// The Nim figure for heaps written `3,4,5`, as JSON (see [`NimView`]), or `{"error": message}`.
///
/// # Complexity
/// O(heaps · bits).
///
/// # Example
/// ```
/// use grundy_web::bindings::nim_view;
/// assert!(nim_view("3,4,5").contains("\"nim_sum\":2"));
/// ```
#[wasm_bindgen]
pub fn nim_view(heaps: &str) -> String {
    match parse_heaps(heaps) {
        Ok(h) => serde_json::to_string(&NimView::new(&h)).expect("plain data serialises"),
        Err(e) => json!({ "error": e }).to_string(),
    }
}

/// The computer's move for heaps `3,4,5` as JSON `{move: {heap, from, to} | null, heaps: after,
/// over: whether every heap is now empty}`, or `{"error"}`.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::bindings::nim_computer_move;
/// assert!(nim_computer_move("3,4,5").contains("\"heaps\":[1,4,5]"));
/// ```
#[wasm_bindgen]
pub fn nim_computer_move(heaps: &str) -> String {
    match parse_heaps(heaps) {
        Ok(h) => match computer_move(&h) {
            Some(m) => {
                let after = play(&h, m.heap, m.to).expect("the computer's move is legal");
                let over = NimView::new(&after).over;
                json!({ "move": m, "heaps": after, "over": over }).to_string()
            }
            None => json!({ "move": null, "heaps": h, "over": true }).to_string(),
        },
        Err(e) => json!({ "error": e }).to_string(),
    }
}

/// Plays heap `heap` (1-based) down to `to` (text from an input box) as JSON
/// `{heaps: after, over: whether every heap is now empty}` or `{"error"}`.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::bindings::nim_play;
/// assert!(nim_play("3,4,5", 2, "0").contains("\"heaps\":[3,0,5]"));
/// ```
#[wasm_bindgen]
pub fn nim_play(heaps: &str, heap: usize, to: &str) -> String {
    let to = match to.trim().parse::<u64>() {
        Ok(t) => t,
        Err(_) => {
            return json!({ "error": format!("`{}` is not a whole number of tokens", to.trim()) })
                .to_string()
        }
    };
    match parse_heaps(heaps).and_then(|h| play(&h, heap, to)) {
        Ok(after) => json!({ "over": NimView::new(&after).over, "heaps": after }).to_string(),
        Err(e) => json!({ "error": e }).to_string(),
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
        assert_eq!(v["nim"], Value::Null);
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
        let v = parse(parse_link("?nim=1,2&gmae=1"));
        assert_eq!(v["errors"].as_array().unwrap().len(), 1);
        assert!(parse(parse_link(""))["errors"]
            .as_array()
            .unwrap()
            .is_empty());
    }

    #[test]
    fn figure_and_nim_glue() {
        let fig = Figure::new("game=subtraction&moves=2,5,7&upto=40");
        let v = parse(fig.json());
        assert_eq!(v["grundy"].as_array().unwrap().len(), 41);
        assert_eq!(
            parse(fig.explain(0))["sentence"]
                .as_str()
                .unwrap()
                .split(':')
                .next(),
            Some("g(0) = mex{} = 0")
        );
        let bad = Figure::new("game=subtraction&moves=");
        assert!(parse(bad.json())["error"]
            .as_str()
            .unwrap()
            .contains("moves"));
        assert!(parse(bad.explain(3))["error"].is_string());

        assert_eq!(parse(nim_view("3,4,5"))["nim_sum"], 2);
        assert!(parse(nim_view("3,,x"))["error"].is_string());
        let m = parse(nim_computer_move("3,4,5"));
        assert_eq!(m["heaps"], json!([1, 4, 5]));
        assert_eq!(parse(nim_view("1,4,5"))["nim_sum"], 0);
        assert_eq!(parse(nim_computer_move("0,0"))["move"], Value::Null);
        assert_eq!(
            parse(nim_play("3,4,5", 3, " 1 "))["heaps"],
            json!([3, 4, 1])
        );
        assert!(parse(nim_play("3,4,5", 3, "6"))["error"].is_string());
        assert!(parse(nim_play("3,4,5", 3, "a"))["error"].is_string());
    }
}
