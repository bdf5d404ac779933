//! `octal CODE --misere [--heaps H1,H2,… | --sums FILE]`: genus, tameness and misère quotient of an octal game, and the misère outcome of a sum of heaps (or of every sum in a file, from one quotient).

use lab_engine::misere::analysis::{Analysis, Presentation, GENUS_POSITIONS};
use lab_engine::misere::HeapStep;
use lab_engine::tables::octal::OctalGame;
use serde_json::json;
use std::io::IsTerminal;

/// The largest `--upto` with `--misere` (the quotient is rebuilt heap by heap).
pub const MAX_UPTO: usize = 2000;
/// Pairs searched per heap before the quotient is declared too large.
const BUDGET: usize = 30_000_000;

/// Text, JSON or CSV.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// For a person.
    Text,
    /// One JSON object.
    Json,
    /// One row per heap.
    Csv,
}

fn title(game: &OctalGame) -> String {
    lab_engine::tables::game::Game::Octal(game.clone()).title()
}

/// Where the periodicity theorem for quotients is stated and proved.
const THEOREM: &str = "the periodicity theorem for misère quotients (the Guy–Smith–Plambeck theorem \
     named in Siegel, \"Misère games and misère quotients\", arXiv:math/0612616; the lab's statement and \
     proof: lab_engine::misere::period)";

fn verdict(a: &Analysis) -> String {
    let mut s = match a.period {
        Some(p) => format!(
            "quotient proven for every heap: the elements of heaps 0..={} have period {} from heap {}, \
             and {THEOREM} (it needs heaps up to 2·{} + 2·{} + {} − 2 = {}) makes this the quotient \
             of the whole game, with the same period for ever.",
            a.reached,
            p.period,
            p.start,
            p.start,
            p.period,
            a.game.max_removal(),
            p.proof_needs
        ),
        None => format!(
            "quotient checked up to {}: its outcomes hold for every sum of heaps 0..={} \
             (any number of each), proved by the construction's check on every sum; \
             heaps above {} are not covered{}.",
            a.reached,
            a.reached,
            a.reached,
            match a.period_seen {
                Some(p) => format!(
                    " (the elements show period {} from heap {} so far; if it holds, --upto {} proves it by {THEOREM})",
                    p.period, p.start, p.proof_needs
                ),
                None => " (no period shows yet)".to_string(),
            }
        ),
    };
    if let Some(stop) = &a.stop {
        s.push_str(&format!(
            " The quotient stops before --upto {}: {stop}.",
            a.requested
        ));
    }
    if let Some(last) = a.genus_exact.checked_sub(1) {
        s.push_str(&format!(
            " Genus exact for heaps 0..={last}: read from the misère quotient of these heaps \
             together with the nim-heaps *1 … *M (every term γk, since the powers of *2 cycle \
             in the quotient; lab_engine::misere::genus)."
        ));
    }
    if a.genus.len() > a.genus_exact {
        s.push_str(&format!(
            " Genus checked for heaps {}..={}: beyond the quotient, for each heap the terms \
             γ0, γ1, … are computed by game-tree search until four in a row alternate; that \
             the alternation goes on is observed, not proved.",
            a.genus_exact,
            a.genus.len() - 1
        ));
    }
    s
}

/// `--until-proven`: the table size to use, from `start` (at least 8),
/// doubling or going straight to the size a period seen in the elements
/// needs, until the periodicity theorem proves the quotient's period or the
/// quotient stops; at most `max`. The final table's verdict says which. On a
/// terminal each size tried is reported on stderr with its time (a quotient
/// with no twin heaps can take minutes per size in the hundreds). With
/// `report` (text output) the last build's account per heap follows on
/// stderr; JSON carries the same account in its `build` field.
pub fn grow_until_proven(game: &OctalGame, start: usize, max: usize, report: bool) -> Analysis {
    let terminal = std::io::stderr().is_terminal();
    let mut n = start.max(8).min(max);
    loop {
        let started = std::time::Instant::now();
        let a = quotient(game.clone(), n);
        if a.period.is_some() || a.stop.is_some() || n >= max {
            if report {
                report_steps(&a, started.elapsed().as_secs_f64());
            }
            return a;
        }
        let next = a
            .period_seen
            .map_or(2 * n, |p| p.proof_needs)
            .max(n + 1)
            .min(max);
        if terminal {
            eprintln!(
                "--until-proven: heaps 0..={n} built in {:.1} s, no period proved; trying 0..={next} (at most --max {max})",
                started.elapsed().as_secs_f64()
            );
        }
        n = next;
    }
}

/// The peak resident memory of this process in KiB (Linux `VmHWM`), if known.
fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The memory of the pairs kept after `step`, in MiB: each kept pair holds
/// its state, its set of states (a bit each) and a column entry per letter.
fn kept_mib(a: &Analysis, step: &HeapStep) -> f64 {
    let bytes = step.pairs * (step.order.div_ceil(64) * 8 + 4 + 4 * a.steps.len());
    bytes as f64 / (1 << 20) as f64
}

/// `--until-proven`'s account on stderr of the last build: each heap where
/// the order changed or that took 0.1 s or more (its order, P-portion, time
/// and the memory of the pairs kept for the next heap), then the largest
/// heap reached, the order, the time and the process's peak memory.
fn report_steps(a: &Analysis, seconds: f64) {
    let mut last = 0;
    for s in &a.steps {
        if s.order != last || s.seconds >= 0.1 {
            eprintln!(
                "--until-proven: heap {}: order {}, |P| {}, {:.2} s, kept pairs {} (about {:.1} MiB)",
                s.heap,
                s.order,
                s.p_portion,
                s.seconds,
                s.pairs,
                kept_mib(a, s)
            );
        }
        last = s.order;
    }
    eprintln!(
        "--until-proven: quotient built to heap {} (order {}) in {seconds:.1} s{}",
        a.reached,
        a.quotient.order(),
        peak_kib().map_or(String::new(), |k| format!(
            ", peak memory {:.0} MiB",
            k as f64 / 1024.0
        ))
    );
}

/// The quotient of the heaps `0..=upto` (no genus yet), within the lab's budget.
pub fn quotient(game: OctalGame, upto: usize) -> Analysis {
    Analysis::new_quotient_only(game, upto, BUDGET)
}

/// The genus table, tameness and (when some heap is wild) the quotient of `a`.
pub fn table(a: Analysis, shape: Shape) -> String {
    let a = a.with_exact_genus(GENUS_POSITIONS, BUDGET);
    let pres = a.presentation();
    let q = &a.quotient;
    let tame_upto = a.tame_upto();
    let all_tame = a.genus.iter().all(|g| g.is_tame());
    let p_portion: Vec<String> = (0..q.order() as u32)
        .filter(|&x| q.is_p(x))
        .map(|x| pres.names[x as usize].clone())
        .collect();
    let element = |n: usize| a.element(n).map(|x| pres.names[x as usize].clone());
    match shape {
        Shape::Json => {
            let heaps: Vec<_> = (0..=a.requested)
                .map(|n| {
                    json!({
                        "n": n,
                        "normal": a.normal[n],
                        "genus": a.genus.get(n).map(|g| g.to_string()),
                        "misere": a.genus.get(n).map(|g| g.misere.clone()),
                        "tame": a.genus.get(n).map(|g| g.is_tame()),
                        "element": element(n),
                    })
                })
                .collect();
            let obj = json!({
                "game": format!("octal {}", a.game),
                "title": title(&a.game),
                "play": "misere",
                "upto": a.requested,
                "reached": a.reached,
                "stop": a.stop,
                "genus_stop": a.genus_stop,
                "genus_exact_upto": a.genus_exact.checked_sub(1),
                "tame_upto": tame_upto,
                "tame": all_tame && a.genus.len() == a.requested + 1,
                "heaps": heaps,
                "quotient": {
                    "order": q.order(),
                    "generators": pres.generators.iter().map(|(g, h)| json!({"name": g, "heap": h})).collect::<Vec<_>>(),
                    "relations": pres.relations.iter().map(|(l, r)| format!("{l} = {r}")).collect::<Vec<_>>(),
                    "elements": pres.names,
                    "p_portion": p_portion,
                },
                "period": a.period.or(a.period_seen).map(|p| json!({
                    "start": p.start,
                    "period": p.period,
                    "proof_needs": p.proof_needs,
                    "proven": a.period.is_some(),
                })),
                "build": a.steps.iter().map(|s| json!({
                    "heap": s.heap,
                    "order": s.order,
                    "p_portion": s.p_portion,
                    "seconds": s.seconds,
                    "kept_pairs": s.pairs,
                    "kept_mib": kept_mib(&a, s),
                })).collect::<Vec<_>>(),
                "verdict": verdict(&a),
            });
            obj.to_string() + "\n"
        }
        Shape::Csv => {
            let mut s = String::from("n,normal,genus,tame,element\n");
            for n in 0..=a.requested {
                let g = a.genus.get(n);
                s.push_str(&format!(
                    "{n},{},{},{},{}\n",
                    a.normal[n],
                    g.map(|g| g.to_string()).unwrap_or_default(),
                    g.map(|g| g.is_tame().to_string()).unwrap_or_default(),
                    element(n).unwrap_or_default()
                ));
            }
            s
        }
        Shape::Text => {
            let mut s = format!(
                "{}, misère play (the player who moves last loses): heaps 0..={}\n",
                title(&a.game),
                a.requested
            );
            s.push_str("genus g^{γ0 γ1 …}: g the normal value, γk the misère value of the heap plus k copies of *2\n\n");
            s.push_str("   n |  g | genus            | tame | element\n");
            for n in 0..=a.requested {
                let g = a.genus.get(n);
                s.push_str(&format!(
                    "{n:>4} | {:>2} | {:<16} | {:<4} | {}\n",
                    a.normal[n],
                    g.map(|g| g.to_string()).unwrap_or_else(|| "?".into()),
                    g.map(|g| if g.is_tame() { "yes" } else { "WILD" })
                        .unwrap_or("?"),
                    element(n).unwrap_or_else(|| "?".into())
                ));
            }
            s.push('\n');
            match a.genus.iter().position(|g| !g.is_tame()) {
                None => s.push_str(&format!(
                    "Tame: every heap 0..={} has a tame genus, so sums of these heaps play like misère Nim \
                     (the quotient below agrees).\n",
                    a.genus.len().saturating_sub(1)
                )),
                Some(w) => s.push_str(&format!(
                    "Wild: heaps 0..={} are tame, heap {w} has the wild genus {}.\n",
                    w.saturating_sub(1),
                    a.genus[w]
                )),
            }
            if let Some(stop) = &a.genus_stop {
                s.push_str(&format!("The genus table stops early: {stop}.\n"));
            }
            s.push_str(&format!(
                "\nMisère quotient of the heaps 0..={}: order {}, P-portion {{{}}} ({} elements)\n",
                a.reached,
                q.order(),
                p_portion.join(", "),
                p_portion.len()
            ));
            if !all_tame || a.stop.is_some() {
                let line =
                    |label: &str, items: Vec<String>| format!("{label}: {}\n", items.join(", "));
                s.push_str(&line(
                    "Generators",
                    pres.generators
                        .iter()
                        .map(|(g, h)| format!("{g} = heap {h}"))
                        .collect(),
                ));
                s.push_str(&line(
                    "Relations",
                    pres.relations
                        .iter()
                        .map(|(l, r)| format!("{l} = {r}"))
                        .collect(),
                ));
                s.push_str(&line("Elements", pres.names.clone()));
            }
            s.push_str(&format!("\nVerdict: {}\n", verdict(&a)));
            s
        }
    }
}

/// One sum's answer from the quotient: what `--heaps` prints, and each line of `--sums`.
struct Answer {
    heaps: Vec<usize>,
    p: bool,
    /// The sum's element, named as in the presentation.
    element: String,
    /// A winning move (when N and some heap has a move): the heap's index, its size, what it leaves.
    winning: Option<(usize, usize, Vec<usize>)>,
    /// No heap of the sum has a move.
    no_move: bool,
}

/// The header of the CSV rows of [`Answer::csv_row`].
const SUM_CSV_HEADER: &str =
    "heaps,outcome,element,winning_index,winning_heap,winning_leaves,quotient_order,checked_up_to,proven";

impl Answer {
    /// The misère outcome of the sum of `heaps` and a winning move, from the
    /// quotient `a` (with its presentation `pres`).
    ///
    /// # Errors
    /// A heap beyond the quotient, in one line naming what would cover it.
    fn new(a: &Analysis, pres: &Presentation, heaps: &[usize]) -> Result<Answer, String> {
        let top = heaps.iter().copied().max().unwrap_or(0);
        let upto = a.requested;
        let o = a
            .outcome(heaps)
            .map_err(|e| match (&a.stop, a.period_seen) {
                (Some(stop), _) => {
                    format!("{e}: the quotient could not be built further ({stop})")
                }
                (None, Some(p)) if top > upto => format!(
                    "heap {top} is beyond --upto {upto}, and the period {} from heap {} that the elements \
             show is not proved by heaps up to {upto}: if it holds, --upto {} proves it",
                    p.period, p.start, p.proof_needs
                ),
                (None, _) if top > upto => format!(
                    "heap {top} is beyond --upto {upto}: no period of the quotient is proved by heaps \
             up to {upto} (raise --upto, at most {MAX_UPTO})"
                ),
                (None, _) => e,
            })?;
        Ok(Answer {
            heaps: heaps.to_vec(),
            p: o.p,
            element: pres.names[o.element as usize].clone(),
            winning: o.winning,
            no_move: heaps.iter().all(|&h| a.options_of(h).is_empty()),
        })
    }

    fn outcome(&self) -> &'static str {
        if self.p {
            "P"
        } else {
            "N"
        }
    }

    /// `3 + 4 + 5`, or `the empty sum`.
    fn sum_text(&self) -> String {
        if self.heaps.is_empty() {
            return "the empty sum".into();
        }
        join(&self.heaps, " + ")
    }

    /// `heap #1 (3) → 1 + 1`, when there is a winning move.
    fn move_text(&self) -> Option<String> {
        self.winning.as_ref().map(|(i, h, left)| {
            let left = if left.is_empty() {
                "nothing".to_string()
            } else {
                join(left, " + ")
            };
            format!("heap #{} ({h}) → {left}", i + 1)
        })
    }

    /// The outcome in words: `P (the player to move loses)`, ….
    fn outcome_text(&self) -> &'static str {
        if self.p {
            "P (the player to move loses)"
        } else if self.no_move {
            "N (no move is left: the player to move has won)"
        } else {
            "N (the player to move wins)"
        }
    }

    fn json(&self, a: &Analysis) -> serde_json::Value {
        json!({
            "game": format!("octal {}", a.game),
            "play": "misere",
            "heaps": self.heaps,
            "outcome": self.outcome(),
            "element": self.element,
            "winning_move": self.winning.as_ref().map(|(i, h, left)| json!({"index": i, "heap": h, "leaves": left})),
            "quotient_order": a.quotient.order(),
            "checked_up_to": a.reached,
            "proven": a.covers_all(),
        })
    }

    /// A row under [`SUM_CSV_HEADER`]: lists of heaps separated by spaces.
    fn csv_row(&self, a: &Analysis) -> String {
        let (index, heap, leaves) = match &self.winning {
            Some((i, h, left)) => (i.to_string(), h.to_string(), join(left, " ")),
            None => Default::default(),
        };
        format!(
            "{},{},{},{index},{heap},{leaves},{},{},{}\n",
            join(&self.heaps, " "),
            self.outcome(),
            self.element,
            a.quotient.order(),
            a.reached,
            a.covers_all()
        )
    }
}

fn join(heaps: &[usize], sep: &str) -> String {
    heaps
        .iter()
        .map(|h| h.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

/// The misère outcome of a sum of heaps and a winning move, from the quotient.
///
/// # Errors
/// A heap beyond the quotient.
/// `a` is the quotient of the heaps up to `--upto` or, when that is enough,
/// up to the largest heap of the sum.
pub fn sum(a: Analysis, heaps: &[usize], shape: Shape) -> Result<String, String> {
    let pres = a.presentation();
    let answer = Answer::new(&a, &pres, heaps)?;
    Ok(match shape {
        Shape::Json => answer.json(&a).to_string() + "\n",
        Shape::Csv => format!("{SUM_CSV_HEADER}\n{}", answer.csv_row(&a)),
        Shape::Text => {
            let mut s = format!(
                "{}, misère play: {} maps to {} in the quotient of heaps 0..={} (order {})\n",
                title(&a.game),
                answer.sum_text(),
                answer.element,
                a.reached,
                a.quotient.order()
            );
            s.push_str(&format!("Outcome: {}\n", answer.outcome_text()));
            if let Some(mv) = answer.move_text() {
                s.push_str(&format!("Winning move: {mv}, leaving a P-position\n"));
            }
            s
        }
    })
}

/// One sum of a `--sums` file: the line it is on (from 1) and its heaps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SumLine {
    /// The line number, from 1.
    pub line: usize,
    /// The heap sizes, in the line's order.
    pub heaps: Vec<usize>,
}

/// The sums of a `--sums` file read from `source` (named in errors): one
/// per line ([`sum_line`]).
///
/// # Errors
/// One line, `SOURCE:LINE: why`, at the first line that is not a sum (a
/// token that is not a heap size, an empty one between commas, bytes that
/// are not UTF-8), or `SOURCE: no sums …` when no line holds one.
pub fn parse_sums(text: &[u8], source: &str) -> Result<Vec<SumLine>, String> {
    let mut sums = Vec::new();
    for (i, bytes) in text.split(|&b| b == b'\n').enumerate() {
        let line = i + 1;
        let at = |why: String| format!("{source}:{line}: {why}");
        let text = std::str::from_utf8(bytes).map_err(|_| at("not UTF-8 text".into()))?;
        if let Some(heaps) = sum_line(text).map_err(at)? {
            sums.push(SumLine { line, heaps });
        }
    }
    if sums.is_empty() {
        return Err(format!(
            "{source}: no sums (every line is blank or a comment)"
        ));
    }
    Ok(sums)
}

/// The heaps of one line of sums: heap sizes separated by spaces or commas,
/// everything from a `#` on a comment; `None` for a blank or comment line.
///
/// # Errors
/// Why the line is not a sum (a token that is not a heap size, an empty one
/// between commas), without a place: the caller names it.
fn sum_line(text: &str) -> Result<Option<Vec<usize>>, String> {
    let text = text.split('#').next().unwrap_or("");
    if text.trim().is_empty() {
        return Ok(None);
    }
    let mut heaps = Vec::new();
    for part in text.split(',') {
        if part.trim().is_empty() {
            return Err("an empty heap size (a comma with no number before or after it)".into());
        }
        for token in part.split_whitespace() {
            let heap = token.parse::<usize>().map_err(|_| {
                let digits = token.bytes().all(|b| b.is_ascii_digit());
                format!(
                    "`{}` is not a heap size{}",
                    token.escape_debug(),
                    if digits {
                        format!(" (at most {})", usize::MAX)
                    } else {
                        String::new()
                    }
                )
            })?;
            heaps.push(heap);
        }
    }
    Ok(Some(heaps))
}

/// The heaps of one `--heaps` value: heap sizes separated by commas or
/// spaces, as on a line of a `--sums` file ([`sum_line`]).
///
/// # Errors
/// One line saying why `text` is not one sum: a token that is not a heap
/// size, an empty one between commas (the first such line's), no heap at
/// all, or more than one line holding heaps.
pub fn parse_heaps(text: &str) -> Result<Vec<usize>, String> {
    let mut sums = Vec::new();
    for line in text.split('\n') {
        sums.extend(sum_line(line)?);
    }
    match sums.len() {
        0 => Err("no heap size".into()),
        1 => Ok(sums.remove(0)),
        _ => Err("one sum only (a sum per line is what --sums reads)".into()),
    }
}

/// The outcome and a winning move of every sum of `sums` (read from
/// `source`) from the one quotient `a`: in text a line per sum under a
/// header, in JSON an array of `--heaps`'s objects with their `line`, in
/// CSV a row per sum.
///
/// # Errors
/// `SOURCE:LINE: why` for the first sum with a heap beyond the quotient.
pub fn sums(a: Analysis, sums: &[SumLine], source: &str, shape: Shape) -> Result<String, String> {
    let pres = a.presentation();
    let answers = sums
        .iter()
        .map(|s| {
            Answer::new(&a, &pres, &s.heaps)
                .map(|answer| (s.line, answer))
                .map_err(|e| format!("{source}:{}: {e}", s.line))
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(match shape {
        Shape::Json => {
            let rows: Vec<serde_json::Value> = answers
                .iter()
                .map(|(line, answer)| {
                    let mut row = answer.json(&a);
                    row["line"] = json!(line);
                    row
                })
                .collect();
            serde_json::Value::Array(rows).to_string() + "\n"
        }
        Shape::Csv => {
            let mut s = format!("line,{SUM_CSV_HEADER}\n");
            for (line, answer) in &answers {
                s.push_str(&format!("{line},{}", answer.csv_row(&a)));
            }
            s
        }
        Shape::Text => {
            let mut s = format!(
                "{}, misère play: {} sum{} from {source} in the quotient of heaps 0..={} (order {})\n",
                title(&a.game),
                answers.len(),
                if answers.len() == 1 { "" } else { "s" },
                a.reached,
                a.quotient.order()
            );
            for (_, answer) in &answers {
                s.push_str(&format!(
                    "{} maps to {}: {}",
                    answer.sum_text(),
                    answer.element,
                    answer.outcome_text()
                ));
                if let Some(mv) = answer.move_text() {
                    s.push_str(&format!(", winning move {mv}"));
                }
                s.push('\n');
            }
            s
        }
    })
}
