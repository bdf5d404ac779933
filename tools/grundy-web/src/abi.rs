//! The WebAssembly exports behind `grundy_web.js`: [`bindings`](crate::bindings) over linear memory, strings in, strings out.
//!
//! The page needs nothing but UTF-8 strings both ways, so the interface is plain
//! numbers and one buffer each way, with no generated glue (and no CLI to install):
//!
//! 1. JavaScript asks for an input buffer of `len` bytes with [`input`], which returns
//!    its address in linear memory, and writes a call's string arguments there one
//!    after another (UTF-8).
//! 2. It calls an export with the byte length of each string argument, in order, after
//!    its number arguments; the export splits the buffer by those lengths.
//! 3. The export leaves its answer in the output buffer and returns its length in
//!    bytes; [`output`] gives its address. JavaScript decodes it before the next call.
//!
//! A [`Figure`] stays in this module's table between calls, named by a handle (1, 2, …)
//! until [`figure_free`]. Nothing here is `unsafe`: the buffers are `Vec`s owned by
//! this module, which JavaScript reads and writes only between calls, as any host
//! does. Only the exports' unmangled names (`#[no_mangle]`, which the `unsafe_code`
//! lint counts) need the lint allowed, here and nowhere else. Native builds compile
//! the same functions, so the tests below drive the interface as `grundy_web.js` does.
#![allow(unsafe_code)]

use crate::bindings::{self, Figure};
use std::cell::RefCell;

thread_local! {
    /// The call's string arguments, as JavaScript wrote them.
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The last call's answer.
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
    /// The figures the page holds, by handle − 1 (`None` once freed).
    static FIGURES: RefCell<Vec<Option<Figure>>> = const { RefCell::new(Vec::new()) };
}

/// The input buffer resized to `len` bytes (zeros), for JavaScript to fill: its address.
///
/// # Complexity
/// O(len).
#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|buf| {
        buf.clear();
        buf.resize(len, 0);
        buf.as_mut_ptr()
    })
}

/// The address of the last answer (its length is what the call returned).
#[no_mangle]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.with_borrow(|s| s.as_ptr())
}

/// The input buffer split into strings of the byte lengths `lens` (invalid UTF-8, which
/// `TextEncoder` never writes, is replaced); too short a buffer gives empty strings.
fn args<const N: usize>(lens: [usize; N]) -> [String; N] {
    INPUT.with_borrow(|buf| {
        let mut at = 0;
        lens.map(|len| {
            let end = (at + len).min(buf.len());
            let s = String::from_utf8_lossy(&buf[at.min(end)..end]).into_owned();
            at = end;
            s
        })
    })
}

/// Leaves `answer` in the output buffer; its length in bytes.
fn answer(answer: String) -> usize {
    OUTPUT.with_borrow_mut(|out| {
        *out = answer;
        out.len()
    })
}

/// [`bindings::ui_strings`]`(lang)`.
#[no_mangle]
pub extern "C" fn ui_strings(lang: usize) -> usize {
    let [lang] = args([lang]);
    answer(bindings::ui_strings(&lang))
}

/// [`bindings::parse_link`]`(query)`.
#[no_mangle]
pub extern "C" fn parse_link(query: usize) -> usize {
    let [query] = args([query]);
    answer(bindings::parse_link(&query))
}

/// [`bindings::nim_view`]`(heaps, lang)`.
#[no_mangle]
pub extern "C" fn nim_view(heaps: usize, lang: usize) -> usize {
    let [heaps, lang] = args([heaps, lang]);
    answer(bindings::nim_view(&heaps, &lang))
}

/// [`bindings::nim_computer_move`]`(heaps, lang)`.
#[no_mangle]
pub extern "C" fn nim_computer_move(heaps: usize, lang: usize) -> usize {
    let [heaps, lang] = args([heaps, lang]);
    answer(bindings::nim_computer_move(&heaps, &lang))
}

/// [`bindings::nim_play`]`(heaps, heap, to, lang)`: the number first, then the strings' lengths.
#[no_mangle]
pub extern "C" fn nim_play(heap: usize, heaps: usize, to: usize, lang: usize) -> usize {
    let [heaps, to, lang] = args([heaps, to, lang]);
    answer(bindings::nim_play(&heaps, heap, &to, &lang))
}

/// [`bindings::partizan_view`]`(kind, text, lang)`.
#[no_mangle]
pub extern "C" fn partizan_view(kind: usize, text: usize, lang: usize) -> usize {
    let [kind, text, lang] = args([kind, text, lang]);
    answer(bindings::partizan_view(&kind, &text, &lang))
}

/// [`Figure::new`]`(query)`, kept: its handle (1, 2, …).
#[no_mangle]
pub extern "C" fn figure_new(query: usize) -> usize {
    let [query] = args([query]);
    let figure = Figure::new(&query);
    FIGURES.with_borrow_mut(|figures| {
        figures.push(Some(figure));
        figures.len()
    })
}

/// Drops the figure `handle` (an unknown or freed handle is ignored).
#[no_mangle]
pub extern "C" fn figure_free(handle: usize) {
    FIGURES.with_borrow_mut(|figures| {
        if let Some(slot) = handle.checked_sub(1).and_then(|i| figures.get_mut(i)) {
            *slot = None;
        }
        while figures.last().is_some_and(Option::is_none) {
            figures.pop();
        }
    });
}

/// `f` on the figure `handle`, or an error object for a handle that names none.
fn with_figure(handle: usize, f: impl FnOnce(&Figure) -> String) -> usize {
    let text =
        FIGURES.with_borrow(
            |figures| match handle.checked_sub(1).and_then(|i| figures.get(i)) {
                Some(Some(figure)) => f(figure),
                _ => format!("{{\"error\":\"no figure {handle}\"}}"),
            },
        );
    answer(text)
}

/// [`Figure::json`]`(lang)` of the figure `handle`.
#[no_mangle]
pub extern "C" fn figure_json(handle: usize, lang: usize) -> usize {
    let [lang] = args([lang]);
    with_figure(handle, |f| f.json(&lang))
}

/// [`Figure::misere`]`(lang)` of the figure `handle`.
#[no_mangle]
pub extern "C" fn figure_misere(handle: usize, lang: usize) -> usize {
    let [lang] = args([lang]);
    with_figure(handle, |f| f.misere(&lang))
}

/// [`Figure::explain`]`(n, lang)` of the figure `handle`.
#[no_mangle]
pub extern "C" fn figure_explain(handle: usize, n: usize, lang: usize) -> usize {
    let [lang] = args([lang]);
    with_figure(handle, |f| f.explain(n, &lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `grundy_web.js` does: the strings into the input buffer, then the call.
    fn put(strings: &[&str]) {
        let total: usize = strings.iter().map(|s| s.len()).sum();
        input(total);
        INPUT.with_borrow_mut(|buf| {
            let mut at = 0;
            for s in strings {
                buf[at..at + s.len()].copy_from_slice(s.as_bytes());
                at += s.len();
            }
        });
    }

    fn out(len: usize) -> String {
        OUTPUT.with_borrow(|s| {
            assert_eq!((s.len(), s.as_ptr()), (len, output()));
            s.clone()
        })
    }

    #[test]
    fn each_export_answers_as_its_binding_does() {
        put(&["vi"]);
        assert_eq!(out(ui_strings(2)), bindings::ui_strings("vi"));
        let q = "?nim=3,4,5&game=grundy&lang=vi";
        put(&[q]);
        assert_eq!(out(parse_link(q.len())), bindings::parse_link(q));
        put(&["3,4,5", "en"]);
        assert_eq!(out(nim_view(5, 2)), bindings::nim_view("3,4,5", "en"));
        put(&["3,4,5", "vi"]);
        assert_eq!(
            out(nim_computer_move(5, 2)),
            bindings::nim_computer_move("3,4,5", "vi")
        );
        put(&["domineering", "...|...", "vi"]);
        assert_eq!(
            out(partizan_view(11, 7, 2)),
            bindings::partizan_view("domineering", "...|...", "vi")
        );
        // Non-ASCII strings: lengths are bytes, not characters.
        put(&["3,4,5", "“1”", "en"]);
        assert_eq!(
            out(nim_play(2, 5, "“1”".len(), 2)),
            bindings::nim_play("3,4,5", 2, "“1”", "en")
        );
    }

    #[test]
    fn figures_live_by_handle_until_freed() {
        let q = "game=subtraction&moves=2,5,7&upto=40";
        put(&[q]);
        let a = figure_new(q.len());
        put(&["game=grundy&upto=3"]);
        let b = figure_new(18);
        assert_ne!(a, b);
        let direct = Figure::new(q);
        put(&["en"]);
        assert_eq!(out(figure_json(a, 2)), direct.json("en"));
        put(&["vi"]);
        assert_eq!(out(figure_explain(a, 7, 2)), direct.explain(7, "vi"));
        assert_eq!(out(figure_misere(a, 2)), direct.misere("vi"));
        put(&["en"]);
        assert!(out(figure_json(b, 2)).contains("\"grundy\":[0,0,0,1]"));
        figure_free(a);
        figure_free(a);
        put(&["en"]);
        assert_eq!(
            out(figure_json(a, 2)),
            format!("{{\"error\":\"no figure {a}\"}}")
        );
        assert!(out(figure_json(b, 2)).contains("\"grundy\""));
        figure_free(b);
        assert!(out(figure_json(0, 2)).starts_with("{\"error\""));
    }

    #[test]
    fn a_short_buffer_gives_empty_strings_not_a_panic() {
        put(&["ab"]);
        assert_eq!(
            args([1, 5, 3]),
            ["a".to_string(), "b".into(), String::new()]
        );
    }
}
