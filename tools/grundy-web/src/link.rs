//! Shareable links: the page's state as a query string (`?game=subtraction&moves=2,5,7&upto=40`, `?nim=3,4,5`), parsed and checked.

use lab_engine::game::Game;
use lab_engine::octal::OctalGame;
use lab_engine::split::SplitRule;

/// The largest table the page computes for subtraction games and the divisor game.
pub const MAX_UPTO: usize = 20_000;
/// The largest table for octal games and two-part splits without taking (the sparse-space builder).
pub const MAX_UPTO_SPARSE: usize = 100_000;
/// The largest table for two-part splits with taking (an O(n²) builder).
pub const MAX_UPTO_QUADRATIC: usize = 5_000;
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
    /// `unequal`, `take`, `upto`, `n`; a `nim` parameter is ignored here).
    ///
    /// # Errors
    /// A readable one-line message naming the parameter that is wrong.
    ///
    /// # Complexity
    /// O(length of the query).
    ///
    /// # Example
    /// ```
    /// use grundy_web::link::GameLink;
    /// let link = GameLink::parse("?game=octal&code=0.77&upto=200").unwrap();
    /// assert_eq!((link.game.command(), link.upto), ("octal 0.77".to_string(), 200));
    /// assert!(GameLink::parse("game=subtraction&moves=2,x").unwrap_err().contains("`x`"));
    /// ```
    pub fn parse(query: &str) -> Result<Self, String> {
        let params = Params::parse(query)?;
        let game = params.get("game").unwrap_or("");
        let allowed: &[&str] = match game {
            "subtraction" => &["moves"],
            "octal" => &["code"],
            "split" => &["parts", "unequal", "take"],
            "grundy" | "divisors" => &[],
            "" => return Err(
                "the link names no game: add game=subtraction, octal, grundy, split or divisors"
                    .into(),
            ),
            other => {
                return Err(format!(
                    "unknown game `{other}`: use game=subtraction, octal, grundy, split or divisors"
                ))
            }
        };
        for key in ["moves", "code", "parts", "unequal", "take"] {
            if params.get(key).is_some() && !allowed.contains(&key) {
                return Err(format!("`{key}` does not apply to game={game}"));
            }
        }
        let game = match game {
            "subtraction" => Game::Subtraction(parse_moves(params.get("moves"))?),
            "octal" => {
                let code = params
                    .get("code")
                    .ok_or("game=octal needs a code, e.g. code=0.77 (Kayles)")?;
                if code.len() > 21 {
                    return Err(format!(
                        "octal code `{code}` is too long (at most 20 digits after the point)"
                    ));
                }
                Game::Octal(OctalGame::parse(code)?)
            }
            "grundy" => Game::Split(SplitRule::GRUNDY),
            "split" => {
                let parts = match params.get("parts") {
                    None => 2,
                    Some(p) => match p.parse::<usize>() {
                        Ok(k @ 2..=8) => k,
                        _ => return Err(format!("parts=`{p}`: a split makes 2 to 8 heaps")),
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
        let upto = match params.get("upto") {
            None => DEFAULT_UPTO.min(limit),
            Some(u) => match u.parse::<usize>() {
                Ok(u) if u <= limit => u,
                Ok(_) => {
                    return Err(format!(
                        "upto={u} is too large: the page computes {} up to {limit}",
                        game.command()
                    ))
                }
                Err(_) => {
                    return Err(format!(
                        "upto=`{u}` is not a whole number from 0 to {limit}"
                    ))
                }
            },
        };
        let selected = match params.get("n") {
            None => None,
            Some(n) => match n.parse::<usize>() {
                Ok(n) if n <= upto && n >= game.first_position() => Some(n),
                _ => {
                    return Err(format!(
                        "n=`{n}` is not a heap size from {} to upto={upto}",
                        game.first_position()
                    ))
                }
            },
        };
        Ok(GameLink {
            game,
            upto,
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
/// use lab_engine::game::Game;
/// assert_eq!(upto_limit(&Game::Divisors), MAX_UPTO);
/// ```
pub fn upto_limit(game: &Game) -> usize {
    match game {
        Game::Subtraction(_) | Game::Divisors => MAX_UPTO,
        Game::Octal(_) => MAX_UPTO_SPARSE,
        Game::Split(rule) if rule.parts == 2 && !rule.take => MAX_UPTO_SPARSE,
        Game::Split(rule) if rule.parts == 2 => MAX_UPTO_QUADRATIC,
        Game::Split(_) => MAX_UPTO_SPLIT,
    }
}

/// Parses heap sizes written `3,4,5` (spaces allowed).
///
/// # Errors
/// A readable message for an empty list, too many heaps, or a size that is not a whole number up to [`MAX_HEAP`].
///
/// # Complexity
/// O(length of the text).
///
/// # Example
/// ```
/// use grundy_web::link::parse_heaps;
/// assert_eq!(parse_heaps("3, 4,5").unwrap(), [3, 4, 5]);
/// assert!(parse_heaps("3,-1").is_err());
/// ```
pub fn parse_heaps(text: &str) -> Result<Vec<u64>, String> {
    let items: Vec<&str> = text
        .split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    if items.is_empty() {
        return Err("nim: give at least one heap size, e.g. nim=3,4,5".into());
    }
    if items.len() > MAX_HEAPS {
        return Err(format!(
            "nim: at most {MAX_HEAPS} heaps, got {}",
            items.len()
        ));
    }
    items
        .iter()
        .map(|s| match s.parse::<u64>() {
            Ok(h) if h <= MAX_HEAP => Ok(h),
            _ => Err(format!(
                "nim: heap `{s}` is not a whole number from 0 to {MAX_HEAP}"
            )),
        })
        .collect()
}

/// The query string's parameters, percent-decoded, each at most once.
struct Params(Vec<(String, String)>);

impl Params {
    fn parse(query: &str) -> Result<Self, String> {
        let query = query.strip_prefix('?').unwrap_or(query);
        let mut params: Vec<(String, String)> = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let (k, v) = (decode(k)?, decode(v)?);
            if ![
                "game", "moves", "code", "parts", "unequal", "take", "upto", "n", "nim",
            ]
            .contains(&k.as_str())
            {
                return Err(format!("unknown link parameter `{k}`"));
            }
            if params.iter().any(|(seen, _)| *seen == k) {
                return Err(format!("the link gives `{k}` twice"));
            }
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
pub fn nim_heaps(query: &str) -> Result<Option<Vec<u64>>, String> {
    Params::parse(query)?
        .get("nim")
        .map(parse_heaps)
        .transpose()
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
/// assert!(!names_a_game("?nim=1,2"));
/// ```
pub fn names_a_game(query: &str) -> bool {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .any(|p| !p.starts_with("nim=") && p != "nim")
}

/// A 0/1 (or true/false) parameter, false when absent.
fn flag(params: &Params, key: &str) -> Result<bool, String> {
    match params.get(key) {
        None | Some("0") | Some("false") => Ok(false),
        Some("1") | Some("true") | Some("") => Ok(true),
        Some(v) => Err(format!("{key}=`{v}`: write {key}=1 or {key}=0")),
    }
}

/// The move set from `moves=2,5,7`: sorted, repeats dropped.
fn parse_moves(moves: Option<&str>) -> Result<Vec<usize>, String> {
    let moves = moves.ok_or("game=subtraction needs a move set, e.g. moves=1,3,4")?;
    let mut set = Vec::new();
    for s in moves
        .split([',', ' '])
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        match s.parse::<usize>() {
            Ok(m @ 1..=MAX_MOVE) => set.push(m),
            _ => {
                return Err(format!(
                    "moves: `{s}` is not a whole number from 1 to {MAX_MOVE}"
                ))
            }
        }
    }
    if set.is_empty() {
        return Err("moves is empty: give at least one move, e.g. moves=1,3,4".into());
    }
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

/// Percent-decoding (`%2C` → `,`, `+` → space) of one query component.
fn decode(s: &str) -> Result<String, String> {
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
                    .ok_or_else(|| format!("the link has a broken escape near `{}`", &s[i..]))?;
                out.push(hex);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| "the link is not valid UTF-8".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_links_parse() {
        let s = GameLink::parse("?game=subtraction&moves=2,5,7&upto=40").unwrap();
        assert_eq!(s.game.command(), "subtraction 2 5 7");
        assert_eq!(s.upto, 40);
        let o = GameLink::parse("?game=octal&code=0.77&upto=200").unwrap();
        assert_eq!(o.query(), "game=octal&code=0.77&upto=200");
        assert_eq!(nim_heaps("?nim=3,4,5").unwrap(), Some(vec![3, 4, 5]));
        let g = GameLink::parse("game=grundy&upto=100&n=7").unwrap();
        assert_eq!(
            (g.game.command().as_str(), g.selected),
            ("split --parts 2 --unequal", Some(7))
        );
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
    fn bad_links_say_what_is_wrong() {
        let cases = [
            ("game=chess", "unknown game `chess`"),
            ("moves=1,2", "names no game"),
            ("game=subtraction", "needs a move set"),
            ("game=subtraction&moves=0,2", "`0`"),
            ("game=subtraction&moves=2&upto=abc", "upto=`abc`"),
            ("game=subtraction&moves=2&upto=20001", "too large"),
            ("game=octal&code=0.78", "not an octal digit"),
            ("game=octal&moves=1&code=0.7", "`moves` does not apply"),
            ("game=split&parts=9", "2 to 8 heaps"),
            ("game=split&unequal=maybe", "unequal=`maybe`"),
            ("game=grundy&upto=10&n=11", "n=`11`"),
            ("game=divisors&n=0", "n=`0`"),
            ("game=grundy&gmae=1", "unknown link parameter `gmae`"),
            ("game=grundy&game=octal", "twice"),
            ("game=grundy%", "broken escape"),
        ];
        for (query, needle) in cases {
            let e = GameLink::parse(query).unwrap_err();
            assert!(e.contains(needle), "{query}: {e}");
            assert!(!e.contains('\n'));
        }
        assert!(parse_heaps("").is_err());
        assert!(parse_heaps("4294967296").is_err());
        assert!(parse_heaps(&vec!["1"; 17].join(",")).is_err());
        assert!(nim_heaps("nim=1,x").unwrap_err().contains("`x`"));
    }
}
