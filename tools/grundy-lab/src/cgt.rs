//! `cgt`: a partizan game's canonical form (CGSuite's notation and plain braces), outcome, stops, temperature, mean and thermograph, for one line or for each line of standard input.

use crate::partizan::Lab;
use games_core::canonical::GameId;
use games_core::dyadic::Dyadic;
use games_core::number_star::Outcome;
use games_core::thermograph::Thermograph;
use serde_json::{json, Map, Value};
use std::fmt::Write as _;
use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Everything `cgt` says about one game.
pub struct Report {
    /// The canonical form in CGSuite's notation.
    pub value: String,
    /// The canonical form as plain nested braces.
    pub braces: String,
    /// The outcome class.
    pub outcome: Outcome,
    /// The Left stop.
    pub left_stop: Dyadic,
    /// The Right stop.
    pub right_stop: Dyadic,
    /// The thermograph (its temperature and mast are the game's temperature and mean).
    pub thermograph: Thermograph,
    /// The birthday of the canonical form.
    pub birthday: u64,
    /// The atomic weight in CGSuite's notation, or why there is none (CGSuite's definition).
    pub atomic_weight: Result<String, String>,
    /// The reduced canonical form (infinitesimals ignored) in CGSuite's notation.
    pub reduced: String,
    /// With `--explain`: the steps from the options to the canonical form.
    pub explain: Option<Vec<String>>,
}

/// The outcome's letter.
pub fn letter(o: Outcome) -> &'static str {
    match o {
        Outcome::Left => "L",
        Outcome::Right => "R",
        Outcome::Next => "N",
        Outcome::Previous => "P",
    }
}

/// The outcome in words.
pub fn words(o: Outcome) -> &'static str {
    match o {
        Outcome::Left => "Left wins whoever starts",
        Outcome::Right => "Right wins whoever starts",
        Outcome::Next => "the first player wins",
        Outcome::Previous => "the second player wins",
    }
}

/// A dyadic for JSON: an integer as a number (when it fits an `i64`),
/// anything else as the string `p/q`.
pub fn number_json(d: Dyadic) -> Value {
    match i64::try_from(d.numerator()) {
        Ok(n) if d.is_integer() => json!(n),
        _ => json!(d.to_string()),
    }
}

impl Report {
    /// Values `id` in `lab`'s arena.
    pub fn of(lab: &mut Lab, id: GameId) -> Report {
        let g = &mut lab.games;
        Report {
            value: g.show(id),
            braces: g.braces(id),
            outcome: g.outcome(id),
            left_stop: g.left_stop(id),
            right_stop: g.right_stop(id),
            thermograph: g.thermograph(id),
            birthday: g.birthday(id),
            atomic_weight: match g.atomic_weight(id) {
                Ok(w) => Ok(g.show(w)),
                Err(e) => Err(e.to_string()),
            },
            reduced: {
                let r = g.reduced_canonical_form(id);
                g.show(r)
            },
            explain: None,
        }
    }

    /// The temperature.
    pub fn temperature(&self) -> Dyadic {
        self.thermograph.temperature
    }

    /// The mean.
    pub fn mean(&self) -> Dyadic {
        self.thermograph.mast
    }

    /// The report as text, one `name  value` line per figure.
    pub fn text(&self, input: &str) -> String {
        let th = &self.thermograph;
        let wall = |points: &[(Dyadic, Dyadic)]| {
            points
                .iter()
                .map(|(t, v)| format!("({t}, {v})"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut out = String::new();
        let _ = writeln!(out, "game          {}", input.trim());
        let _ = writeln!(out, "value         {}", self.value);
        let _ = writeln!(out, "braces        {}", self.braces);
        let _ = writeln!(
            out,
            "outcome       {} ({})",
            letter(self.outcome),
            words(self.outcome)
        );
        let _ = writeln!(out, "left stop     {}", self.left_stop);
        let _ = writeln!(out, "right stop    {}", self.right_stop);
        let _ = writeln!(out, "temperature   {}", self.temperature());
        let _ = writeln!(out, "mean          {}", self.mean());
        let _ = writeln!(out, "birthday      {}", self.birthday);
        match &self.atomic_weight {
            Ok(w) => {
                let _ = writeln!(out, "atomic weight {w}");
            }
            Err(why) => {
                let _ = writeln!(out, "atomic weight none: {why}");
            }
        }
        let _ = writeln!(out, "reduced form  {}", self.reduced);
        let _ = writeln!(
            out,
            "thermograph   left wall (t, value): {}",
            wall(th.left.points())
        );
        let _ = writeln!(
            out,
            "              right wall (t, value): {}",
            wall(th.right.points())
        );
        let _ = writeln!(
            out,
            "              mast {} from t = {} up",
            th.mast, th.temperature
        );
        if let Some(steps) = &self.explain {
            for (k, step) in steps.iter().enumerate() {
                let head = if k == 0 { "explain" } else { "" };
                let _ = writeln!(out, "{head:<14}{step}");
            }
        }
        out
    }

    /// The report as one JSON object.
    pub fn json(&self, input: &str) -> Value {
        let th = &self.thermograph;
        let wall = |points: &[(Dyadic, Dyadic)]| {
            Value::Array(
                points
                    .iter()
                    .map(|&(t, v)| json!([number_json(t), number_json(v)]))
                    .collect(),
            )
        };
        let mut m = Map::new();
        m.insert("input".into(), json!(input));
        m.insert("value".into(), json!(self.value));
        m.insert("braces".into(), json!(self.braces));
        m.insert("outcome".into(), json!(letter(self.outcome)));
        m.insert("left_stop".into(), number_json(self.left_stop));
        m.insert("right_stop".into(), number_json(self.right_stop));
        m.insert("temperature".into(), number_json(self.temperature()));
        m.insert("mean".into(), number_json(self.mean()));
        m.insert("birthday".into(), json!(self.birthday));
        match &self.atomic_weight {
            Ok(w) => m.insert("atomic_weight".into(), json!(w)),
            Err(why) => m.insert("atomic_weight_error".into(), json!(why)),
        };
        m.insert("reduced".into(), json!(self.reduced));
        m.insert(
            "thermograph".into(),
            json!({"left": wall(th.left.points()), "right": wall(th.right.points()), "mast": number_json(th.mast)}),
        );
        if let Some(steps) = &self.explain {
            m.insert("explain".into(), json!(steps));
        }
        Value::Object(m)
    }
}

/// Values one line: its report, or the one-line reason it was refused. A
/// panic inside the engine (an overflowing number) becomes an error and a
/// fresh arena.
pub fn evaluate(lab: &mut Lab, line: &str, explain: bool) -> Result<(GameId, Report), String> {
    let result = catch_unwind(AssertUnwindSafe(|| {
        let terms = lab.read(line)?;
        let mut id = lab.games.zero();
        for t in &terms {
            let v = lab.term_value(t);
            id = lab.games.sum(id, v);
        }
        let mut report = Report::of(lab, id);
        if explain {
            let (l, r) = lab.sum_options(&terms);
            report.explain = Some(crate::explain::steps(&mut lab.games, id, l, r));
        }
        Ok((id, report))
    }));
    match result {
        Ok(r) => r,
        Err(payload) => {
            *lab = Lab::new();
            let why = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("the engine stopped");
            Err(format!("cannot value it: {why}"))
        }
    }
}

/// Runs `f` with the default panic message silenced (a panic caught by
/// [`evaluate`] is reported as an error line instead).
pub fn quietly<T>(f: impl FnOnce() -> T) -> T {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let out = f();
    std::panic::set_hook(hook);
    out
}

/// Answers every line of `input` on `out` as it is read: in JSON one
/// object per line (a refused line: `{"input":…,"error":…}`), in text one
/// block per line separated by a blank line. Every line gets its answer,
/// in order, so the output's line k is the answer to input line k (JSON).
/// Returns how many lines were refused.
pub fn lines(
    lab: &mut Lab,
    input: impl BufRead,
    out: &mut impl Write,
    json: bool,
    explain: bool,
) -> Result<usize, String> {
    let mut errors = 0;
    let write_err = |e: std::io::Error| format!("cannot write the output: {e}");
    for (k, line) in input.lines().enumerate() {
        let line = line.map_err(|e| format!("cannot read standard input: {e}"))?;
        let answer = quietly(|| evaluate(lab, &line, explain));
        let mut text = String::new();
        if json {
            let v = match &answer {
                Ok((_, r)) => r.json(&line),
                Err(e) => json!({"input": line, "error": e}),
            };
            text.push_str(&v.to_string());
            text.push('\n');
        } else {
            if k > 0 {
                text.push('\n');
            }
            match &answer {
                Ok((_, r)) => text.push_str(&r.text(&line)),
                Err(e) => {
                    let _ = writeln!(text, "game          {}\nerror         {e}", line.trim());
                }
            }
        }
        out.write_all(text.as_bytes()).map_err(write_err)?;
        out.flush().map_err(write_err)?;
        errors += usize::from(answer.is_err());
    }
    Ok(errors)
}
