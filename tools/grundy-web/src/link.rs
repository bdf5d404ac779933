//! Shareable links: the page's state as a query string (`?game=subtraction&moves=2,5,7&upto=40`, `?nim=3,4,5`), parsed and checked.

use crate::i18n::{Lang, Msg};
use lab_engine::tables::game::Game;
use lab_engine::tables::octal::OctalGame;
use lab_engine::tables::split::SplitRule;

/// The largest table the page computes for subtraction games, the divisor game,
/// octal games and two-part splits (the last two by lab-engine's sparse-space builder).
pub const MAX_UPTO: usize = 100_000;
/// The largest table for splits into three or more parts.
pub const MAX_UPTO_SPLIT: usize = 500;
/// The largest number of tokens one move of a subtraction game may remove.
pub const MAX_MOVE: usize = 1_000;
/// The most heaps the Nim figure shows.
pub const MAX_HEAPS: usize = 16;
/// The largest Nim heap (32 bit columns; JavaScript numbers hold it exactly).
pub const MAX_HEAP: u64 = u32::MAX as u64;
/// The table size when the link names none.
pub const DEFAULT_UPTO: usize = 60;

/// A game and a table size, as the Grundy figure shows them.
#[derive(Debug, Clone)]
pub struct GameLink {
    /// The game.
    pub game: Game,
    /// Compute `g(0..=upto)`.
    pub upto: usize,
    /// The `upto` the link asked for when it was above the game's limit (then `upto` is the limit).
    pub clamped_from: Option<String>,
    /// The selected heap size, if any.
    pub selected: Option<usize>,
}

impl GameLink {
    /// The canonical query string (without `?`) that selects this figure.
    ///
    /// # Complexity
    /// O(length of the query).
    ///
    /// # Example
    /// ```
    /// use grundy_web::link::GameLink;
    /// let link = GameLink::parse("moves=7,2,5,2&game=subtraction&upto=40").unwrap();
    /// assert_eq!(link.query(), "game=subtraction&moves=2,5,7&upto=40");
    /// ```
    pub fn query(&self) -> String {
        let game = match &self.game {
            Game::Subtraction(moves) => {
                let moves: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
                format!("game=subtraction&moves={}", moves.join(","))
            }
            Game::Octal(code) => format!("game=octal&code={code}"),
            Game::Split(rule) if *rule == SplitRule::GRUNDY => "game=grundy".into(),
            Game::Split(rule) => format!(
                "game=split&parts={}&unequal={}&take={}",
                rule.parts,
                u8::from(rule.unequal),
                u8::from(rule.take)
            ),
            Game::Divisors => "game=divisors".into(),
        };
        let mut q = format!("{game}&upto={}", self.upto);
        if let Some(n) = self.selected {
            q.push_str(&format!("&n={n}"));
        }
        q
    }

    /// Parses the Grundy figure's part of a query string (`game`, `moves`, `code`, `parts`,
    /// `unequal`, `take`, `upto`, `n`; `nim` and `lang` are ignored here). An `upto` above
    /// the game's limit is clamped to it (and remembered in `clamped_from`); a selected `n`
    /// beyond the table is an error.
    ///
    /// # Errors
    /// A message naming the parameter that is wrong.
    ///
    /// # Complexity
    /// O(length of the query).
    ///
    /// # Example
    /// ```
    /// use grundy_web::i18n::Lang;
    /// use grundy_web::link::GameLink;
    /// let link = GameLink::parse("?game=octal&code=0.77&upto=200").unwrap();
    /// assert_eq!((link.game.command(), link.upto), ("octal 0.77".to_string(), 200));
    /// let big = GameLink::parse("?game=grundy&upto=9999999").unwrap();
    /// assert_eq!((big.upto, big.clamped_from.as_deref()), (100_000, Some("9999999")));
    /// let e = GameLink::parse("game=subtraction&moves=2,x").unwrap_err();
    /// assert!(e.render(Lang::En).contains("“x”"));
    /// ```
    pub fn parse(query: &str) -> Result<Self, Msg> {
        let params = Params::parse(query)?;
        let game = params.get("game").unwrap_or("");
        let allowed: &[&str] = match game {
            "subtraction" => &["moves"],
            "octal" => &["code"],
            "split" => &["parts", "unequal", "take"],
            "grundy" | "divisors" => &[],
            "" => return Err(Msg::new("no_game", &[])),
            other => return Err(Msg::new("unknown_game", &[("game", other.into())])),
        };
        for key in ["moves", "code", "parts", "unequal", "take"] {
            if params.get(key).is_some() && !allowed.contains(&key) {
                return Err(Msg::new("not_applicable", &[("key", key.into())]));
            }
        }
        let game = match game {
            "subtraction" => Game::Subtraction(parse_moves(params.get("moves"))?),
            "octal" => {
                let code = params
                    .get("code")
                    .filter(|c| !c.is_empty())
                    .ok_or(Msg::new("code_needed", &[]))?;
                if code.len() > 21 {
                    return Err(Msg::new("code_long", &[("code", code.into())]));
                }
                Game::Octal(octal_code(code)?)
            }
            "grundy" => Game::Split(SplitRule::GRUNDY),
            "split" => {
                let parts = match params.get("parts") {
                    None => 2,
                    Some(p) => match p.parse::<usize>() {
                        Ok(k @ 2..=8) => k,
                        _ => return Err(Msg::new("parts_bad", &[("k", p.into())])),
                    },
                };
                Game::Split(SplitRule {
                    parts,
                    unequal: flag(&params, "unequal")?,
                    take: flag(&params, "take")?,
                })
            }
            _ => Game::Divisors,
        };
        let limit = upto_limit(&game);
        let mut clamped_from = None;
        let limit_arg = ("limit", limit.to_string());
        let upto = match params.get("upto") {
            None => DEFAULT_UPTO.min(limit),
            Some("") => return Err(Msg::new("upto_empty", &[limit_arg])),
            Some(u) => match whole_number(u) {
                Some(Some(n)) if n <= limit as u128 => n as usize,
                Some(_) => {
                    clamped_from = Some(u.to_string());
                    limit
                }
                None => return Err(Msg::new("upto_bad", &[("u", u.into()), limit_arg])),
            },
        };
        let selected = match params.get("n") {
            None => None,
            Some(n) => match n.parse::<usize>() {
                Ok(n) if n <= upto && n >= game.first_position() => Some(n),
                _ => {
                    return Err(Msg::new(
                        "n_bad",
                        &[
                            ("n", n.into()),
                            ("first", game.first_position().to_string()),
                            ("upto", upto.to_string()),
                        ],
                    ))
                }
            },
        };
        Ok(GameLink {
            game,
            upto,
            clamped_from,
            selected,
        })
    }
}

/// The largest `upto` the page accepts for `game`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use grundy_web::link::{upto_limit, MAX_UPTO};
/// use lab_engine::tables::game::Game;
/// assert_eq!(upto_limit(&Game::Divisors), MAX_UPTO);
/// ```
pub fn upto_limit(game: &Game) -> usize {
    match game {
        Game::Split(rule) if rule.parts > 2 => MAX_UPTO_SPLIT,
        _ => MAX_UPTO,
    }
}

/// Parses heap sizes written `3,4,5` or `3 4 5`.
///
/// # Errors
/// A message for an empty list, too many heaps, or a size that is not a whole number up to [`MAX_HEAP`].
///
/// # Complexity
/// O(length of the text).
///
/// # Example
/// ```
/// use grundy_web::link::parse_heaps;
/// assert_eq!(parse_heaps("3, 4 5").unwrap(), [3, 4, 5]);
/// assert!(parse_heaps("3,-1").is_err());
/// ```
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, Msg> {
    let items: Vec<&str> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .collect();
    if items.is_empty() {
        return Err(Msg::new("heaps_empty", &[]));
    }
    if items.len() > MAX_HEAPS {
        return Err(Msg::new(
            "heaps_many",
            &[
                ("max", MAX_HEAPS.to_string()),
                ("count", items.len().to_string()),
            ],
        ));
    }
    items
        .iter()
        .map(|s| match s.parse::<u64>() {
            Ok(h) if h <= MAX_HEAP => Ok(h),
            _ => Err(Msg::new(
                "heaps_bad",
                &[("h", s.to_string()), ("max", MAX_HEAP.to_string())],
            )),
        })
        .collect()
}

/// Heaps as a link writes them: `3,4,5`.
///
/// # Complexity
/// O(heaps).
///
/// # Example
/// ```
/// use grundy_web::link::heaps_text;
/// assert_eq!(heaps_text(&[3, 4, 5]), "3,4,5");
/// ```
pub fn heaps_text(heaps: &[u64]) -> String {
    let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
    list.join(",")
}

/// The parameters a link of the page may carry (all others are ignored).
const KNOWN: [&str; 12] = [
    "game", "moves", "code", "parts", "unequal", "take", "upto", "n", "nim", "lang", "value",
    "board",
];

/// The query string's known parameters, percent-decoded, each the first time it appears.
///
/// A shared link picks up parameters of its own (`fbclid=…`, `utm_source=…`) and may
/// name one twice: the others are ignored (their values not even decoded), and of a
/// doubled one the first is kept, so the rest of the link still works.
struct Params(Vec<(String, String)>);

impl Params {
    fn parse(query: &str) -> Result<Self, Msg> {
        let query = query.strip_prefix('?').unwrap_or(query);
        let query = query.split('#').next().unwrap_or("");
        let mut params: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let Ok(k) = decode(k) else { continue };
            if !KNOWN.contains(&k.as_str()) || params.iter().any(|(seen, _)| *seen == k) {
                continue;
            }
            let v = decode(v)?;
            params.push((k, v.trim().to_string()));
        }
        Ok(Params(params))
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// A link's `game`, `value` and `board`, each if present.
pub type PartizanParams = (Option<String>, Option<String>, Option<String>);

/// The partizan panel's parameters of a query string: `game`, `value` (where `+` is a plus:
/// CGSuite's sums), `board`; each the first time it appears, others ignored as [`names_a_game`] does.
///
/// # Errors
/// A malformed query string.
///
/// # Complexity
/// O(length of the query).
///
/// # Example
/// ```
/// use grundy_web::link::partizan_params;
/// let (game, value, board) = partizan_params("?game=cgt&value=%7B0%7C*%7D+^&fbclid=1").unwrap();
/// assert_eq!((game.as_deref(), value.as_deref(), board), (Some("cgt"), Some("{0|*}+^"), None));
/// ```
pub fn partizan_params(query: &str) -> Result<PartizanParams, Msg> {
    let params = Params::parse(query)?;
    let query = query.strip_prefix('?').unwrap_or(query);
    let query = query.split('#').next().unwrap_or("");
    let mut value = None;
    for pair in query.split('&') {
        if let Some(v) = pair.strip_prefix("value=") {
            value = Some(decode(&v.replace('+', "%2B"))?.trim().to_string());
            break;
        }
    }
    let get = |k: &str| params.get(k).map(str::to_string);
    Ok((get("game"), value, get("board")))
}

/// The Nim figure's heaps from a query string, if it has a `nim` parameter.
///
/// # Errors
/// As [`parse_heaps`], and for a malformed query string.
///
/// # Complexity
/// O(length of the query).
///
/// # Example
/// ```
/// use grundy_web::link::nim_heaps;
/// assert_eq!(nim_heaps("?nim=3,4,5").unwrap(), Some(vec![3, 4, 5]));
/// assert_eq!(nim_heaps("?game=grundy").unwrap(), None);
/// ```
pub fn nim_heaps(query: &str) -> Result<Option<Vec<u64>>, Msg> {
    Params::parse(query)?
        .get("nim")
        .map(parse_heaps)
        .transpose()
}

/// The page's language from a query string's `lang` (English when absent).
///
/// # Errors
/// A `lang` other than `en` or `vi`, or a malformed query string.
///
/// # Complexity
/// O(length of the query).
///
/// # Example
/// ```
/// use grundy_web::i18n::Lang;
/// use grundy_web::link::link_lang;
/// assert_eq!(link_lang("?nim=1&lang=vi").unwrap(), Lang::Vi);
/// assert_eq!(link_lang("?nim=1").unwrap(), Lang::En);
/// assert!(link_lang("?lang=fr").is_err());
/// ```
pub fn link_lang(query: &str) -> Result<Lang, Msg> {
    match Params::parse(query)?.get("lang") {
        None => Ok(Lang::En),
        Some(v) => Lang::from_code(v).ok_or_else(|| Msg::new("lang_bad", &[("v", v.into())])),
    }
}

/// Whether the query string says anything about the Grundy figure.
///
/// # Complexity
/// O(length of the query).
///
/// # Example
/// ```
/// use grundy_web::link::names_a_game;
/// assert!(names_a_game("?upto=30"));
/// assert!(!names_a_game("?nim=1,2&lang=vi"));
/// assert!(!names_a_game("?nim=1,2&fbclid=IwAR0x"));
/// ```
pub fn names_a_game(query: &str) -> bool {
    let query = query.strip_prefix('?').unwrap_or(query);
    query.split('&').filter(|p| !p.is_empty()).any(|p| {
        let key = decode(p.split('=').next().unwrap_or("")).unwrap_or_default();
        KNOWN.contains(&key.as_str()) && key != "nim" && key != "lang"
    })
}

/// A whole number written with digits, or as a number field may give it, `1e5`: `None` if it
/// is not one, `Some(None)` if it is one beyond u128.
fn whole_number(text: &str) -> Option<Option<u128>> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let (mantissa, exponent) = text.split_once(['e', 'E']).unwrap_or((text, "0"));
    let exponent = exponent.strip_prefix('+').unwrap_or(exponent);
    if !digits(mantissa) || !digits(exponent) {
        return None;
    }
    let value = mantissa.parse::<u128>().ok().and_then(|m| {
        let e = exponent.parse::<u32>().ok()?;
        10u128.checked_pow(e).and_then(|p| m.checked_mul(p))
    });
    Some(value.or_else(|| mantissa.bytes().all(|b| b == b'0').then_some(0)))
}

/// An octal code, with what is wrong with it in the page's words (lab-engine's own message is
/// the lab's, in English).
fn octal_code(code: &str) -> Result<OctalGame, Msg> {
    let (whole, fraction) = code.split_once('.').unwrap_or((code, "0"));
    let with = |key, extra: (&'static str, String)| Msg::new(key, &[("code", code.into()), extra]);
    if !matches!(whole, "" | "0" | "4") {
        return Err(with("code_bad_whole", ("whole", whole.into())));
    }
    if fraction.is_empty() {
        return Err(with("code_bad_point", ("whole", whole.into())));
    }
    if let Some(c) = fraction.chars().find(|c| !('0'..='7').contains(c)) {
        return Err(with("code_bad_digit", ("c", c.into())));
    }
    OctalGame::parse(code).map_err(|_| Msg::new("code_bad", &[("code", code.into())]))
}

/// A 0/1 (or true/false) parameter, false when absent.
fn flag(params: &Params, key: &'static str) -> Result<bool, Msg> {
    match params.get(key) {
        None | Some("0") | Some("false") => Ok(false),
        Some("1") | Some("true") | Some("") => Ok(true),
        Some(v) => Err(Msg::new(
            "flag_bad",
            &[("v", v.into()), ("key", key.into())],
        )),
    }
}

/// The move set from `moves=2,5,7`: sorted, repeats dropped.
fn parse_moves(moves: Option<&str>) -> Result<Vec<usize>, Msg> {
    let moves = moves.ok_or(Msg::new("needs_moves", &[]))?;
    let mut set = Vec::new();
    for s in moves
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
    {
        match s.parse::<usize>() {
            Ok(m @ 1..=MAX_MOVE) => set.push(m),
            _ => {
                return Err(Msg::new(
                    "move_bad",
                    &[("m", s.into()), ("max", MAX_MOVE.to_string())],
                ))
            }
        }
    }
    if set.is_empty() {
        return Err(Msg::new("needs_moves", &[]));
    }
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

/// Percent-decoding (`%2C` → `,`, `+` → space) of one query component.
fn decode(s: &str) -> Result<String, Msg> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = s
                    .get(i + 1..i + 3)
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| {
                        Msg::new(
                            "broken_escape",
                            &[("near", s[i..].chars().take(8).collect())],
                        )
                    })?;
                out.push(hex);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| Msg::new("not_utf8", &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_links_parse() {
        let s = GameLink::parse("?game=subtraction&moves=2,5,7&upto=40").unwrap();
        assert_eq!(s.game.command(), "subtraction 2 5 7");
        assert_eq!(s.upto, 40);
        let o = GameLink::parse("?game=octal&code=0.77&upto=200&lang=vi").unwrap();
        assert_eq!(o.query(), "game=octal&code=0.77&upto=200");
        assert_eq!(nim_heaps("?nim=3,4,5").unwrap(), Some(vec![3, 4, 5]));
        let g = GameLink::parse("game=grundy&upto=100&n=7").unwrap();
        assert_eq!(g.selected, Some(7));
        let s = GameLink::parse("game=split&parts=3&take=1&upto=50").unwrap();
        assert_eq!(s.query(), "game=split&parts=3&unequal=0&take=1&upto=50");
        assert_eq!(GameLink::parse(&s.query()).unwrap().query(), s.query());
        assert_eq!(
            GameLink::parse("game=subtraction&moves=1%2C3%2C4")
                .unwrap()
                .upto,
            DEFAULT_UPTO
        );
    }

    #[test]
    fn shared_links_keep_working_with_extra_or_doubled_parameters() {
        for query in [
            "?game=octal&code=0.77&upto=200&lang=vi&fbclid=IwAR3x_%ZZ",
            "?utm_source=zalo&utm_medium=social&game=octal&code=0.77&upto=200&lang=vi",
            "?game=octal&code=0.77&game=grundy&upto=200&lang=vi&lang=en",
            "?game=octal&code=0.77&upto=200&lang=vi#top",
        ] {
            let link = GameLink::parse(query).unwrap();
            assert_eq!(link.query(), "game=octal&code=0.77&upto=200", "{query}");
            assert_eq!(link_lang(query).unwrap(), Lang::Vi, "{query}");
            assert!(names_a_game(query));
        }
        assert!(!names_a_game("?nim=3,4,5&fbclid=1&utm_source=x"));
        assert_eq!(
            nim_heaps("?fbclid=1&nim=3,4,5").unwrap(),
            Some(vec![3, 4, 5])
        );
    }

    #[test]
    fn out_of_range_sizes_are_clamped_to_the_games_limit() {
        for (query, limit) in [
            ("game=subtraction&moves=2&upto=100001", MAX_UPTO),
            (
                "game=octal&code=0.77&upto=99999999999999999999999",
                MAX_UPTO,
            ),
            ("game=split&parts=3&upto=501", MAX_UPTO_SPLIT),
        ] {
            let link = GameLink::parse(query).unwrap();
            assert_eq!(link.upto, limit, "{query}");
            assert!(link.clamped_from.is_some());
            assert!(link.query().contains(&format!("upto={limit}")));
        }
        // What a number field may give: 1e5.
        assert_eq!(
            GameLink::parse("game=grundy&upto=1e5").unwrap().upto,
            100_000
        );
        assert_eq!(GameLink::parse("game=grundy&upto=2E3").unwrap().upto, 2_000);
        let big = GameLink::parse("game=grundy&upto=1e999").unwrap();
        assert_eq!(
            (big.upto, big.clamped_from.as_deref()),
            (100_000, Some("1e999"))
        );
        let ok = GameLink::parse("game=grundy&upto=100000").unwrap();
        assert_eq!((ok.upto, ok.clamped_from), (100_000, None));
    }

    #[test]
    fn bad_links_say_what_is_wrong_in_both_languages() {
        let cases = [
            ("game=chess", "unknown game “chess”"),
            ("moves=1,2", "names no game"),
            ("game=subtraction", "needs its set"),
            ("game=subtraction&moves=0,2", "“0”"),
            ("game=subtraction&moves=2&upto=abc", "“abc”"),
            (
                "game=subtraction&moves=2&upto=-3",
                "“-3”: write a whole number from 0 to 100000",
            ),
            (
                "game=subtraction&moves=2&upto=2.5",
                "“2.5”: write a whole number from 0 to 100000",
            ),
            (
                "game=subtraction&moves=2&upto=",
                "up to n is empty: write a whole number from 0 to 100000",
            ),
            ("game=octal&code=0.78", "“8” is not an octal digit"),
            ("game=octal&code=2.7", "before the point must be 0 or 4"),
            ("game=octal&code=4.", "no digit after the point"),
            ("game=octal&moves=1&code=0.7", "“moves” does not apply"),
            ("game=split&parts=9", "2 to 8 heaps"),
            ("game=split&parts=", "K = “”"),
            ("game=split&unequal=maybe", "“maybe” for unequal"),
            ("game=grundy&upto=10&n=11", "n = “11”"),
            ("game=divisors&n=0", "n = “0”"),
            ("game=grundy%", "broken escape"),
        ];
        for (query, needle) in cases {
            let e = GameLink::parse(query).unwrap_err();
            let en = e.render(Lang::En);
            assert!(en.contains(needle), "{query}: {en}");
            assert!(!en.contains('\n') && !en.contains("--"), "{query}: {en}");
            let vi = e.render(Lang::Vi);
            assert!(!vi.contains('$') && vi != en, "{query}: {vi}");
            // The Vietnamese page speaks Vietnamese only: no English word, no backtick.
            for english in ["digit", "point", "must", "the ", "is not"] {
                assert!(!vi.contains(english), "{query}: {vi}");
            }
            assert!(
                !vi.contains('`') && !en.contains('`'),
                "{query}: {vi} / {en}"
            );
        }
        assert!(parse_heaps("").is_err());
        assert!(parse_heaps("4294967296").is_err());
        assert!(parse_heaps(&vec!["1"; 17].join(",")).is_err());
        assert!(nim_heaps("nim=1,x")
            .unwrap_err()
            .render(Lang::En)
            .contains("“x”"));
        assert_eq!(heaps_text(&parse_heaps("3 4  5").unwrap()), "3,4,5");
    }
}
