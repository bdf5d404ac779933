//! CGSuite's notation for canonical games, both ways: `Games::parse` (checked, with the column of an error), `Games::show` (CGSuite's printed form) and `Games::braces` (plain nested braces).
//!
//! # What `parse` accepts
//!
//! - numbers `3`, `-1/2`, `3/4` (denominators powers of 2), nimbers `*`,
//!   `*3`, ups `^`, `^^`, `^3`, downs `v`, `vv`, `v3`, and their
//!   concatenations `1/2*`, `2^*`, `-73/16v9*8` (a `-` written right
//!   before the digits belongs to the number part only);
//! - up-nths `^<n>` (↑^1 = ↑, ↑^n = {0 | ↓^[n−1]∗}), their sums `^[n]` =
//!   ↑^1 + … + ↑^n, the negatives `v<n>`, `v[n]`, each optionally followed
//!   by a nimber: CGSuite's definitions (its `UptimalTest.scala` builds
//!   ↑^2 = {0 | ↓∗}, ↑^3 = {0 | ↓∗ − ↑^2}, …);
//! - games `{1|0}`, `{0,*|0}`, `{|}`, with more bars binding looser:
//!   `{3||2|1}` = {3 | {2 | 1}} (two bars at the same, highest level are
//!   ambiguous and refused, as CGSuite does);
//! - switches `+-1`, `+-1/2`, `+-{1|0}`, `+-{1,1*}` (= {1, 1∗ | −1, −1∗}),
//!   also inside sums (`3+-1` = 3 + ±1);
//! - `Tiny(G)` = {0 || 0 | −G}, `Miny(G)` = {G | 0 || 0}, after an
//!   optional number (`2Tiny(1)`);
//! - sums and differences of all these, with parentheses.
//!
//! Limits, so that no input can overflow or recurse deeply: numbers
//! below 2^62 in size with denominators up to 2^62, up and nimber
//! multiples up to 1024, `^<n>`/`^[n]` up to n = 32, brackets nested at
//! most 256 deep. Errors say what and at which column (1-based,
//! characters).
//!
//! # What `show` prints
//!
//! CGSuite's conventions: `0`, `-1/2`, `*3`, `^`, `^^`, `^3`, `v`, `vv*`,
//! `73/16v9*8`; a switch {A | −A} as `+-A` (`+-{a,b}` for several
//! options); other games as `{L|R}` where an option that is alone on its
//! side is written without braces and the bars grow with the nesting
//! (`{3||2|1}`, `{3|||2||1|0,*||||-1/2}`), braces returning at four
//! bars. Uptimal (`^<2>`, `^[3]`) and `Tiny`/`Miny` forms, which CGSuite
//! also recognises, are printed out in braces instead.
//!
//! The printers recurse on the options, as deep as the game's birthday.

use super::canonical::{nus_option_values, GameId, Games};
use super::dyadic::Dyadic;
use std::cmp::Ordering;
use std::fmt;

/// What is wrong with a game's text, and where.
///
/// `Display` gives one line: `unbalanced brace at column 7`.
///
/// # Example
/// ```
/// use games_core::canonical::Games;
/// let mut g = Games::new();
/// let err = g.parse("{1|{0|}").unwrap_err();
/// assert_eq!(err.to_string(), "unbalanced brace at column 1");
/// assert_eq!(g.parse("{1|0}}").unwrap_err().column, 6);
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotationError {
    /// What is wrong, in a few words.
    pub message: String,
    /// The 1-based column (in characters) where it is.
    pub column: usize,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at column {}", self.message, self.column)
    }
}

impl std::error::Error for NotationError {}

const MAX_DEPTH: usize = 256;
const MAX_MULTIPLE: u64 = 1024;
const MAX_UPTIMAL: u64 = 32;
const NUMBER_BITS: u32 = 62;

/// One piece of a brace body: an option, a comma, or a run of bars.
enum Piece {
    Game(GameId),
    Comma(usize),
    Bars(usize, usize),
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    depth: usize,
    games: &'a mut Games,
}

type Parsed<T> = Result<T, NotationError>;

impl Parser<'_> {
    fn error<T>(&self, message: &str, pos: usize) -> Parsed<T> {
        Err(NotationError {
            message: message.to_string(),
            column: pos + 1,
        })
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.chars.get(self.pos + k).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn enter(&mut self) -> Parsed<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.error("brackets nested deeper than 256", self.pos);
        }
        Ok(())
    }

    fn unexpected<T>(&self) -> Parsed<T> {
        match self.peek() {
            None => self.error("unexpected end of input", self.pos),
            Some(c) => self.error(&format!("unexpected '{c}'"), self.pos),
        }
    }

    /// A sum: terms joined by `+`, `-` and `+-`.
    fn expr(&mut self) -> Parsed<GameId> {
        self.skip_ws();
        let mut acc = self.games.zero();
        let mut first = true;
        loop {
            self.skip_ws();
            let op = if self.peek() == Some('+') && self.peek_at(1) == Some('-') {
                self.pos += 2;
                '±'
            } else if self.peek() == Some('+') {
                self.pos += 1;
                '+'
            } else if self.peek() == Some('-') {
                self.pos += 1;
                if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    // A signed number: the sign is the number part's.
                    self.pos -= 1;
                    '+'
                } else {
                    '-'
                }
            } else if first {
                '+'
            } else {
                break;
            };
            first = false;
            self.skip_ws();
            let term = if op == '±' {
                self.switch()?
            } else {
                self.term()?
            };
            acc = match op {
                '-' => self.games.sub(acc, term),
                _ => self.games.sum(acc, term),
            };
        }
        Ok(acc)
    }

    /// The game after `+-`: ±G, or ±{A, B, …} for several options.
    fn switch(&mut self) -> Parsed<GameId> {
        let options = if self.peek() == Some('{') {
            let start = self.pos;
            let pieces = self.brace_pieces()?;
            if pieces.iter().any(|p| matches!(p, Piece::Bars(..))) {
                vec![self.build_game(&pieces, start)?]
            } else {
                self.option_list(&pieces, start)?
            }
        } else {
            vec![self.term()?]
        };
        let negated: Vec<GameId> = options.iter().map(|&g| self.games.neg(g)).collect();
        Ok(self.games.from_options(&options, &negated))
    }

    /// One term: braces, parentheses, Tiny/Miny, or a number-up-star
    /// literal (optionally followed by Tiny/Miny).
    fn term(&mut self) -> Parsed<GameId> {
        self.skip_ws();
        match self.peek() {
            Some('{') => {
                let start = self.pos;
                let pieces = self.brace_pieces()?;
                self.build_game(&pieces, start)
            }
            Some('(') => {
                let open = self.pos;
                self.enter()?;
                self.pos += 1;
                let g = self.expr()?;
                self.skip_ws();
                if self.peek() != Some(')') {
                    return self.error("unbalanced parenthesis", open);
                }
                self.pos += 1;
                self.depth -= 1;
                Ok(g)
            }
            Some(c) if c.is_ascii_alphabetic() && c != 'v' => self.tiny_miny(),
            _ => {
                let literal = self.literal()?;
                match literal {
                    None => self.unexpected(),
                    Some(g) => {
                        if self.peek().is_some_and(|c| c == 'T' || c == 'M') {
                            let t = self.tiny_miny()?;
                            Ok(self.games.sum(g, t))
                        } else {
                            Ok(g)
                        }
                    }
                }
            }
        }
    }

    fn tiny_miny(&mut self) -> Parsed<GameId> {
        let start = self.pos;
        let mut word = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_alphabetic) {
            word.push(c);
            self.pos += 1;
        }
        let tiny = match word.as_str() {
            "Tiny" => true,
            "Miny" => false,
            _ => return self.error(&format!("unknown name '{word}'"), start),
        };
        if self.peek() != Some('(') {
            return self.error(&format!("expected '(' after {word}"), self.pos);
        }
        let open = self.pos;
        self.enter()?;
        self.pos += 1;
        let g = self.expr()?;
        self.skip_ws();
        if self.peek() != Some(')') {
            return self.error("unbalanced parenthesis", open);
        }
        self.pos += 1;
        self.depth -= 1;
        let zero = self.games.zero();
        Ok(if tiny {
            // {0 || 0 | −G}
            let ng = self.games.neg(g);
            let inner = self.games.from_options(&[zero], &[ng]);
            self.games.from_options(&[zero], &[inner])
        } else {
            // {G | 0 || 0}
            let inner = self.games.from_options(&[g], &[zero]);
            self.games.from_options(&[inner], &[zero])
        })
    }

    /// Digits as a number below 2^62.
    fn digits(&mut self) -> Parsed<Option<i128>> {
        let start = self.pos;
        let mut value: i128 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            value = value * 10 + i128::from(d);
            if value >= 1 << NUMBER_BITS {
                return self.error("number too large (at most 2^62)", start);
            }
            self.pos += 1;
        }
        Ok((self.pos > start).then_some(value))
    }

    /// `[-]digits[/digits] [ups] [star]`, `None` when nothing is there.
    fn literal(&mut self) -> Parsed<Option<GameId>> {
        let start = self.pos;
        let negative = self.peek() == Some('-');
        if negative {
            self.pos += 1;
        }
        let mut number = Dyadic::ZERO;
        let mut any = false;
        if let Some(p) = self.digits()? {
            any = true;
            let mut value = Dyadic::integer(p);
            if self.peek() == Some('/') {
                self.pos += 1;
                let at = self.pos;
                let q = match self.digits()? {
                    Some(q) => q,
                    None => return self.error("expected a denominator", at),
                };
                if q == 0 || q & (q - 1) != 0 {
                    return self.error("denominator is not a power of 2", at);
                }
                value = Dyadic::new(p, q.trailing_zeros());
            }
            number = if negative { -value } else { value };
        } else if negative {
            return self.error("expected a number", self.pos);
        }
        let mut game = self.games.number(number);
        // Ups and downs.
        if let Some(c) = self.peek().filter(|&c| c == '^' || c == 'v') {
            any = true;
            let sign: i64 = if c == '^' { 1 } else { -1 };
            let mut count = 0u64;
            while self.peek() == Some(c) {
                count += 1;
                self.pos += 1;
            }
            let at = self.pos;
            match self.peek() {
                Some('<') | Some('[') if count == 1 => {
                    let close = if self.peek() == Some('<') { '>' } else { ']' };
                    let nth = close == '>';
                    self.pos += 1;
                    let at = self.pos;
                    let n = match self.digits()? {
                        Some(n) if n >= 1 && n as u64 <= MAX_UPTIMAL => n as u64,
                        Some(_) => return self.error("up-nth index must be 1 to 32", at),
                        None => return self.error("expected an index", at),
                    };
                    if self.peek() != Some(close) {
                        return self.error(&format!("expected '{close}'"), self.pos);
                    }
                    self.pos += 1;
                    let (power, powers_sum) = up_nth(self.games, n);
                    let mut u = if nth { power } else { powers_sum };
                    if sign < 0 {
                        u = self.games.neg(u);
                    }
                    game = self.games.sum(game, u);
                }
                _ => {
                    if let Some(m) = self.digits()? {
                        if count != 1 {
                            return self.error("a multiple follows a single ^ or v", at);
                        }
                        count = m as u64;
                    }
                    if count > MAX_MULTIPLE {
                        return self.error("up multiple too large (at most 1024)", at);
                    }
                    let u = self.games.up_multiple(sign * count as i64);
                    game = self.games.sum(game, u);
                }
            }
        }
        if self.peek() == Some('*') {
            any = true;
            self.pos += 1;
            let at = self.pos;
            let k = match self.digits()? {
                Some(k) if k as u64 > MAX_MULTIPLE => {
                    return self.error("nimber too large (at most *1024)", at)
                }
                Some(k) => k as u32,
                None => 1,
            };
            let s = self.games.nimber(k);
            game = self.games.sum(game, s);
        }
        if !any {
            self.pos = start;
            return Ok(None);
        }
        Ok(Some(game))
    }

    /// The pieces of `{…}`, from its `{` to past its `}`.
    fn brace_pieces(&mut self) -> Parsed<Vec<Piece>> {
        let open = self.pos;
        self.enter()?;
        self.pos += 1;
        let mut pieces = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                None => return self.error("unbalanced brace", open),
                Some('}') => {
                    self.pos += 1;
                    break;
                }
                Some('|') => {
                    let at = self.pos;
                    let mut count = 0;
                    while self.peek() == Some('|') {
                        count += 1;
                        self.pos += 1;
                    }
                    pieces.push(Piece::Bars(count, at));
                }
                Some(',') => {
                    pieces.push(Piece::Comma(self.pos));
                    self.pos += 1;
                }
                Some(')') => return self.error("unbalanced parenthesis", self.pos),
                Some(_) => {
                    let g = self.expr()?;
                    pieces.push(Piece::Game(g));
                }
            }
        }
        self.depth -= 1;
        Ok(pieces)
    }

    /// The game of a brace body split at its loosest bars.
    fn build_game(&mut self, pieces: &[Piece], start: usize) -> Parsed<GameId> {
        let mut best: Option<(usize, usize, usize)> = None; // (bars, index, column)
        let mut tie = None;
        for (i, p) in pieces.iter().enumerate() {
            if let Piece::Bars(count, at) = *p {
                match best {
                    Some((b, _, _)) if b > count => {}
                    Some((b, _, _)) if b == count => tie = Some((count, at)),
                    _ => {
                        best = Some((count, i, at));
                        tie = None;
                    }
                }
            }
        }
        let (_, split, _) = match best {
            Some(b) => b,
            None => return self.error("a game needs a '|'", start),
        };
        if let Some((_, at)) = tie {
            return self.error("ambiguous bars (use braces)", at);
        }
        let left = self.side(&pieces[..split], start)?;
        let right = self.side(&pieces[split + 1..], start)?;
        Ok(self.games.from_options(&left, &right))
    }

    /// One side of a game: a single game if it holds bars, else a list.
    fn side(&mut self, pieces: &[Piece], start: usize) -> Parsed<Vec<GameId>> {
        if pieces.iter().any(|p| matches!(p, Piece::Bars(..))) {
            Ok(vec![self.build_game(pieces, start)?])
        } else {
            self.option_list(pieces, start)
        }
    }

    /// `a, b, c` (or nothing).
    fn option_list(&self, pieces: &[Piece], start: usize) -> Parsed<Vec<GameId>> {
        let mut out = Vec::new();
        let mut want_game = true;
        for p in pieces {
            match *p {
                Piece::Game(g) if want_game => {
                    out.push(g);
                    want_game = false;
                }
                Piece::Comma(_) if !want_game => want_game = true,
                Piece::Comma(at) => return self.error("expected an option before ','", at),
                Piece::Game(_) => return self.error("expected ',' between options", start),
                Piece::Bars(_, at) => return self.error("unexpected '|'", at),
            }
        }
        if want_game && !out.is_empty() {
            return self.error("expected an option after ','", start);
        }
        Ok(out)
    }
}

/// (↑^n, ↑^[n] = ↑^1 + … + ↑^n), by CGSuite's definition ↑^1 = ↑,
/// ↑^m = {0 | −↑^[m−1] + ∗}.
fn up_nth(games: &mut Games, n: u64) -> (GameId, GameId) {
    let zero = games.zero();
    let star = games.nimber(1);
    let mut power = games.up_multiple(1);
    let mut powers_sum = power;
    for _ in 1..n {
        let down_sum = games.neg(powers_sum);
        let right = games.sum(down_sum, star);
        power = games.from_options(&[zero], &[right]);
        powers_sum = games.sum(powers_sum, power);
    }
    (power, powers_sum)
}

/// `x + n·↑ + ∗k` as CGSuite prints it.
fn nus_text((x, n, k): (Dyadic, i64, u32)) -> String {
    let mut s = String::new();
    if x != Dyadic::ZERO || (n == 0 && k == 0) {
        s.push_str(&x.to_string());
    }
    if n != 0 {
        let c = if n > 0 { '^' } else { 'v' };
        match n.unsigned_abs() {
            1 => s.push(c),
            2 => {
                s.push(c);
                s.push(c);
            }
            m => {
                s.push(c);
                s.push_str(&m.to_string());
            }
        }
    }
    match k {
        0 => {}
        1 => s.push('*'),
        _ => {
            s.push('*');
            s.push_str(&k.to_string());
        }
    }
    s
}

impl Games {
    /// The game written in CGSuite's notation (see the module header).
    ///
    /// # Errors
    /// A [`NotationError`] naming what is wrong and its column.
    ///
    /// # Complexity
    /// Linear in the text, plus the canonical forms it builds.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let a = g.parse("{0|*}").unwrap();
    /// assert_eq!(a, g.parse("^").unwrap());
    /// let b = g.parse("{3||2|1} + ^*").unwrap();
    /// assert_eq!(g.show(b), "{3^*||2^*|1^*}");
    /// assert_eq!(g.parse("{3|2|1}").unwrap_err().to_string(), "ambiguous bars (use braces) at column 5");
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, NotationError> {
        let mut p = Parser {
            chars: text.chars().collect(),
            pos: 0,
            depth: 0,
            games: self,
        };
        p.skip_ws();
        if p.peek().is_none() {
            return p.error("expected a game", 0);
        }
        let g = p.expr()?;
        p.skip_ws();
        match p.peek() {
            None => Ok(g),
            Some('}') => p.error("unbalanced brace", p.pos),
            Some(')') => p.error("unbalanced parenthesis", p.pos),
            Some(_) => p.unexpected(),
        }
    }

    /// The game as CGSuite prints it (see the module header).
    ///
    /// # Complexity
    /// Linear in the size of the canonical form's tree.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// for text in ["^", "v*", "^^", "^3*2", "+-1", "{2|-1/2}", "{3||2|1}", "1/2", "*2"] {
    ///     let id = g.parse(text).unwrap();
    ///     assert_eq!(g.show(id), text);
    /// }
    /// ```
    pub fn show(&self, id: GameId) -> String {
        let mut out = String::new();
        self.show_into(id, true, &mut out);
        out
    }

    /// Appends `id`; returns its bar count when printed without braces.
    fn show_into(&self, id: GameId, force_braces: bool, out: &mut String) -> usize {
        let (left, right) = match self.general_options(id) {
            None => {
                out.push_str(&nus_text(self.as_nus(id).unwrap()));
                return 0;
            }
            Some(opts) => opts,
        };
        if self.is_switch(left, right) {
            out.push_str("+-");
            let left = self.printing_order(left);
            if left.len() > 1 {
                out.push('{');
            }
            for (i, &a) in left.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.show_into(a, true, out);
            }
            if left.len() > 1 {
                out.push('}');
            }
            return 0;
        }
        let mut body = String::new();
        let mut bars = 0;
        let (left, right) = (self.printing_order(left), self.printing_order(right));
        for (side, opts) in [&left[..], &right[..]].into_iter().enumerate() {
            if side == 1 {
                body.push('\u{0}');
            }
            for (i, &o) in opts.iter().enumerate() {
                if i > 0 {
                    body.push(',');
                }
                bars = bars.max(self.show_into(o, opts.len() > 1, &mut body) + 1);
            }
        }
        let bars = bars.max(1);
        let braces = force_braces || bars >= 4;
        if braces {
            out.push('{');
        }
        out.push_str(&body.replace('\u{0}', &"|".repeat(bars)));
        if braces {
            out.push('}');
            0
        } else {
            bars
        }
    }

    /// Options in CGSuite's printing order: numbers by value, then
    /// nimbers, then other x + n·↑ + ∗k (by number, up multiple, nimber),
    /// then general forms by their sorted option lists (Left's, then
    /// Right's; a list that is a prefix of another comes first).
    fn printing_order(&self, opts: &[GameId]) -> Vec<GameId> {
        let mut v = opts.to_vec();
        v.sort_by(|&a, &b| self.printing_cmp(a, b));
        v
    }

    fn printing_cmp(&self, a: GameId, b: GameId) -> Ordering {
        let class = |v: Option<(Dyadic, i64, u32)>| match v {
            Some((_, 0, 0)) => 0,
            Some((x, 0, _)) if x == Dyadic::ZERO => 1,
            Some(_) => 2,
            None => 3,
        };
        let (va, vb) = (self.as_nus(a), self.as_nus(b));
        let (ca, cb) = (class(va), class(vb));
        if ca != cb {
            return ca.cmp(&cb);
        }
        if let (Some((xa, na, ka)), Some((xb, nb, kb))) = (va, vb) {
            return xa
                .cmp(&xb)
                .then_with(|| match (na, nb) {
                    (0, 0) => Ordering::Equal,
                    (0, _) => Ordering::Less,
                    (_, 0) => Ordering::Greater,
                    _ => na.cmp(&nb),
                })
                .then(ka.cmp(&kb));
        }
        let (al, ar) = self.general_options(a).unwrap();
        let (bl, br) = self.general_options(b).unwrap();
        self.printing_cmp_lists(al, bl)
            .then_with(|| self.printing_cmp_lists(ar, br))
    }

    fn printing_cmp_lists(&self, a: &[GameId], b: &[GameId]) -> Ordering {
        let (a, b) = (self.printing_order(a), self.printing_order(b));
        for (&x, &y) in a.iter().zip(b.iter()) {
            let c = self.printing_cmp(x, y);
            if c != Ordering::Equal {
                return c;
            }
        }
        a.len().cmp(&b.len())
    }

    /// Whether `{left | right}` is {A | −A}.
    fn is_switch(&self, left: &[GameId], right: &[GameId]) -> bool {
        left.len() == right.len()
            && !left.is_empty()
            && left
                .iter()
                .all(|&a| right.iter().any(|&b| self.is_negative_of(a, b)))
    }

    fn is_negative_of(&self, a: GameId, b: GameId) -> bool {
        match (self.general_options(a), self.general_options(b)) {
            (None, None) => {
                let (x, n, k) = self.as_nus(a).unwrap();
                self.as_nus(b) == Some((-x, -n, k))
            }
            (Some((al, ar)), Some((bl, br))) => {
                al.len() == br.len()
                    && ar.len() == bl.len()
                    && al
                        .iter()
                        .all(|&p| br.iter().any(|&q| self.is_negative_of(p, q)))
                    && ar
                        .iter()
                        .all(|&p| bl.iter().any(|&q| self.is_negative_of(p, q)))
            }
            _ => false,
        }
    }

    /// The game as plain nested braces `{L1,L2|R1}` over the atoms
    /// numbers, `*k`, `^n` and `vn` only (readable by [`Games::parse`] and
    /// by any tool that knows braces).
    ///
    /// # Complexity
    /// Linear in the size of the canonical form's tree.
    ///
    /// # Example
    /// ```
    /// use games_core::canonical::Games;
    /// let mut g = Games::new();
    /// let a = g.parse("{3||2|1}").unwrap();
    /// assert_eq!(g.braces(a), "{3|{2|1}}");
    /// let b = g.parse("1/2^*").unwrap();
    /// assert_eq!(g.braces(b), "{1/2,{1/2|1/2}|1/2}");
    /// let c = g.parse("^3").unwrap();
    /// assert_eq!(g.braces(c), "^3");
    /// ```
    pub fn braces(&self, id: GameId) -> String {
        let mut out = String::new();
        match self.general_options(id) {
            None => braces_nus(self.as_nus(id).unwrap(), &mut out),
            Some((left, right)) => {
                out.push('{');
                for (i, &o) in left.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&self.braces(o));
                }
                out.push('|');
                for (i, &o) in right.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    out.push_str(&self.braces(o));
                }
                out.push('}');
            }
        }
        out
    }
}

fn braces_nus(v: (Dyadic, i64, u32), out: &mut String) {
    let (x, n, k) = v;
    let atom = match (x == Dyadic::ZERO, n == 0, k == 0) {
        (_, true, true) => Some(x.to_string()),
        (true, true, false) => Some(nus_text(v)),
        (true, false, true) => Some(if n > 0 {
            format!("^{n}")
        } else {
            format!("v{}", n.unsigned_abs())
        }),
        _ => None,
    };
    if let Some(a) = atom {
        let a = if a == "^1" || a == "v1" {
            a[..1].to_string()
        } else {
            a
        };
        out.push_str(&a);
        return;
    }
    out.push('{');
    for (i, o) in nus_option_values(x, n, k, true).into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        braces_nus(o, out);
    }
    out.push('|');
    for (i, o) in nus_option_values(x, n, k, false).into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        braces_nus(o, out);
    }
    out.push('}');
}

#[cfg(test)]
mod tests {
    use super::super::test_support::tally;
    use super::*;
    use rand::rngs::StdRng;
    use rand::Rng;

    fn show_of(g: &mut Games, text: &str) -> String {
        let id = g.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        g.show(id)
    }

    #[test]
    fn known_forms_print_as_cgsuite_prints_them() {
        let mut g = Games::new();
        for (input, shown) in [
            ("{0|*}", "^"),
            ("{0,*|0}", "^*"),
            ("{1|-1}", "+-1"),
            ("{2|-1/2}", "{2|-1/2}"),
            ("{0|0}", "*"),
            ("{*|*}", "0"),
            ("{0,*|0,*}", "*2"),
            ("^+^", "^^"),
            ("^+^+^", "^3"),
            ("^+*", "^*"),
            ("{|}", "0"),
            ("{0|}", "1"),
            ("{|0}", "-1"),
            ("{0|1}", "1/2"),
            ("-1/2v", "-1/2v"),
            ("2v*3", "2v*3"),
        ] {
            assert_eq!(show_of(&mut g, input), shown, "{input}");
        }
    }

    /// Inputs and CGSuite's printed values from its tests:
    /// lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala
    /// and lib/core/src/test/scala/org/cgsuite/lang/EvalTest.scala
    /// (github.com/aaron-siegel/cgsuite), where the printed form uses no
    /// uptimal or Tiny/Miny notation.
    #[test]
    fn cgsuite_test_values() {
        let mut g = Games::new();
        for (input, shown) in [
            // CanonicalShortGameTestCase.scala
            ("0", "0"),
            ("5", "5"),
            ("-1823437481924", "-1823437481924"),
            ("-1/2", "-1/2"),
            ("25/16", "25/16"),
            ("*8", "*8"),
            ("9/8+*", "9/8*"),
            ("^", "^"),
            ("v*", "v*"),
            ("6+^*", "6^*"),
            ("^*6", "^*6"),
            ("73/16+v9*8", "73/16v9*8"),
            ("{0||0|vvv}", "{0||0|v3}"),
            ("{^^^|vv}", "{^3|vv}"),
            ("{1|^^||^}", "{1|^^||^}"),
            ("{1|^^^||^}", "{1|^3||^}"),
            ("{3||2+*|1+*}", "{3||2*|1*}"),
            (
                "{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}",
                "{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
            ),
            // EvalTest.scala
            ("^^^^^^+vvv*+^19*3+v14", "^8*2"),
            ("2 + (1+*)", "3*"),
            ("2 - (1+*)", "1*"),
            ("{0|^*5}", "^^*4"),
            ("{3|||2||1|0,*||||-1/2}", "{3|||2||1|0,*||||-1/2}"),
            ("+-1", "+-1"),
            ("+-(1/2)", "+-1/2"),
            ("+-{1,1+*}", "+-{1,1*}"),
            ("3+-1", "{4|2}"),
            ("+-1+-2+-3+-4", "+-{10|8||6|4|||4|2||0|-2}"),
            ("5 - 3 + 4 - 8", "-2"),
            ("3 - 2 +- 6 - 7 +- 8 + 4", "{12|0||-4|-16}"),
        ] {
            assert_eq!(show_of(&mut g, input), shown, "{input}");
        }
        // Values CGSuite prints with uptimal or Tiny/Miny names.
        for (a, b) in [
            ("{0|*||*|||*||||*}", "^[4]"),
            ("{0||0|v*}", "{0|^<2>}"),
            ("{0|v*}", "^<2>"),
            ("{0,*|v}", "^<2>*"),
            ("{^|*}", "^[2]"),
            ("{0,^*|0}", "^[2]*"),
            ("{0||0|-3/2}", "Tiny(3/2)"),
            ("{0|||0||-1|-3}", "Tiny({3|1})"),
            ("{5||3|1|||0||||0}", "Miny({5||3|1})"),
            ("{0||0|-1}", "Tiny(1)"),
            ("{0||0|-1/4}", "Tiny(1/4)"),
            ("{0|||0||-1|-2}", "Tiny({2|1})"),
            ("{1|0||0}", "Miny(1)"),
            (
                "{12|||11||10,{11|10}|9Tiny({2|1})}",
                "{12|||11||10,{11|10}|9+Tiny({2|1})}",
            ),
        ] {
            let (x, y) = (g.parse(a).unwrap(), g.parse(b).unwrap());
            assert_eq!(x, y, "{a} = {b}");
        }
        // ↑^3 = {0 | ↓∗ − ↑^2} (UptimalTest.scala).
        let (up3, up2, down_star) = (
            g.parse("^<3>").unwrap(),
            g.parse("^<2>").unwrap(),
            g.parse("v*").unwrap(),
        );
        let right = g.sub(down_star, up2);
        let zero = g.zero();
        assert_eq!(g.from_options(&[zero], &[right]), up3);
    }

    #[test]
    fn errors_are_one_line_with_a_column() {
        let mut g = Games::new();
        for (input, message) in [
            ("{3|2|1}", "ambiguous bars (use braces) at column 5"),
            ("1|0", "unexpected '|' at column 2"),
            ("{1|{0|}", "unbalanced brace at column 1"),
            ("{1|0}}", "unbalanced brace at column 6"),
            ("(1+*", "unbalanced parenthesis at column 1"),
            ("", "expected a game at column 1"),
            ("{1,|0}", "expected an option after ',' at column 1"),
            ("1/3", "denominator is not a power of 2 at column 3"),
            (
                "99999999999999999999",
                "number too large (at most 2^62) at column 1",
            ),
            ("^2000", "up multiple too large (at most 1024) at column 2"),
            ("Tinny(1)", "unknown name 'Tinny' at column 1"),
            ("{0}", "a game needs a '|' at column 1"),
            ("1 + ", "unexpected end of input at column 5"),
            ("^<0>", "up-nth index must be 1 to 32 at column 3"),
        ] {
            let err = g.parse(input).unwrap_err();
            assert_eq!(err.to_string(), message, "{input}");
            assert!(!err.to_string().contains('\n'));
        }
        let deep = "{".repeat(300) + &"}".repeat(300);
        assert!(g
            .parse(&deep)
            .unwrap_err()
            .to_string()
            .starts_with("brackets nested deeper than 256"));
    }

    #[test]
    fn show_and_braces_read_back_on_random_games() {
        let seen = tally::<2>(7101, 4, |rng: &mut StdRng, _, seen| {
            let mut g = Games::new();
            let mut pool = vec![g.zero()];
            for _ in 0..12 {
                let x = Dyadic::new(rng.gen_range(-8..=8), rng.gen_range(0..3));
                let v = g.nus(x, rng.gen_range(-3..=3), rng.gen_range(0..4));
                pool.push(v);
            }
            while pool.len() < 400 {
                let pick = |rng: &mut StdRng| -> Vec<GameId> {
                    let k = rng.gen_range(0..=3);
                    (0..k).map(|_| pool[rng.gen_range(0..pool.len())]).collect()
                };
                let (l, r) = (pick(rng), pick(rng));
                let id = if rng.gen_bool(0.2) {
                    let (a, b) = (l.first().copied(), r.first().copied());
                    let a = a.unwrap_or(pool[0]);
                    let b = b.unwrap_or(pool[1]);
                    g.sum(a, b)
                } else {
                    g.from_options(&l, &r)
                };
                pool.push(id);
            }
            for &id in &pool {
                let shown = g.show(id);
                assert_eq!(g.parse(&shown), Ok(id), "{shown}");
                let plain = g.braces(id);
                assert_eq!(g.parse(&plain), Ok(id), "{plain}");
                seen[usize::from(g.general_options(id).is_some())] += 1;
            }
        });
        assert!(seen[0] > 100 && seen[1] > 300, "{seen:?}");
    }
}
