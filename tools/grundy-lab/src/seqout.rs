//! `grundy-lab sequence`: reading the input, the grid picture (P-positions, values as colours) and `--emit rust` for a named pattern.

use crate::sequence::{parse, SequenceReport};
use crate::{Failure, Format, SequenceArgs};
use lab_engine::patterns::classes::ClassRule;
use lab_engine::patterns::grid::{self, GridPattern};
use lab_engine::patterns::named::Predicts;
use lab_engine::tables::values::Values;
use std::fmt::Write;
use std::io::Read as _;

/// Tables embedded in an emitted file's tests stop here.
const EMIT_TEST_LIMIT: usize = 5000;

/// Runs `grundy-lab sequence`.
pub fn run(args: &SequenceArgs) -> Result<String, Failure> {
    let (source, text) = match args.input.as_deref() {
        None => ("standard input".to_string(), read_stdin()?),
        Some(p) if p.as_os_str() == "-" => ("standard input".to_string(), read_stdin()?),
        Some(p) => (
            p.display().to_string(),
            std::fs::read_to_string(p)
                .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", p.display())))?,
        ),
    };
    if let Some(path) = &args.plot {
        if !path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("svg"))
        {
            return Err(Failure::Usage(format!(
                "--plot writes SVG: name the file FILE.svg, not `{}`",
                path.display()
            )));
        }
    }
    if args.predict.is_some() && args.emit.is_some() {
        return Err(Failure::Usage(
            "--predict and --emit each print their own output: give one".into(),
        ));
    }
    let read = parse(&text, args.first).map_err(|e| Failure::Usage(format!("{source}: {e}")))?;
    let report = SequenceReport::new(&source, read);
    if let Some(path) = &args.plot {
        let svg = match &report.grid {
            Some(_) => grid_svg(&report),
            None => {
                let r = report.read();
                let values = Values::from_u32(&r.values)
                    .map_err(|e| Failure::Io(format!("cannot plot: {e}")))?;
                let max = r.values[r.first..].iter().copied().max().unwrap_or(0);
                crate::plot::svg_of(&format!("Sequence from {source}"), &values, max, r.first)
                    .map_err(Failure::Io)?
            }
        };
        std::fs::write(path, svg)
            .map_err(|e| Failure::Io(format!("cannot write plot file {}: {e}", path.display())))?;
    }
    if let Some(m) = args.predict {
        return report.predict(m).map_err(Failure::Nothing);
    }
    match args.emit.as_deref() {
        Some("rust-snippet") => return emit_snippet(&report).map_err(Failure::Nothing),
        Some(_) => return emit_rust(&report).map_err(Failure::Nothing),
        None => {}
    }
    Ok(match args.format {
        Format::Text => report.text(),
        Format::Json => report.json(),
        Format::Csv => report.csv(),
    })
}

fn read_stdin() -> Result<String, Failure> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|e| Failure::Usage(format!("cannot read standard input: {e}")))?;
    Ok(text)
}

/// A colour per value: P-positions black, the others around the colour wheel.
fn colour(v: u32, max: u32) -> String {
    if v == 0 {
        return "#000".into();
    }
    let hue = (u64::from(v - 1) * 300 / u64::from(max.max(1))) as u32;
    format!("hsl({hue},75%,55%)")
}

/// Two pictures side by side: the P-positions (black) and the values as colours; (0, 0) bottom left.
fn grid_svg(report: &SequenceReport) -> String {
    let g = report.read().grid.as_ref().expect("pairs");
    let (w, h) = (g.width - g.x0, g.height - g.y0);
    let cell = (480 / w.max(h)).clamp(1, 24);
    let (pw, ph) = (w * cell, h * cell);
    let margin = 40;
    let total_w = 2 * pw + 3 * margin;
    let total_h = ph + 2 * margin + 20;
    let max = g.cells.iter().copied().max().unwrap_or(0);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{total_w}" height="{total_h}" viewBox="0 0 {total_w} {total_h}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let verdict = report.sentence().replace('&', "&amp;").replace('<', "&lt;");
    let _ = writeln!(s, "<title>{verdict}</title>");
    for (panel, title) in [
        (0, "P-positions (black)"),
        (1, "values as colours (P black)"),
    ] {
        let ox = margin + panel * (pw + margin);
        let oy = margin;
        let _ = writeln!(s, r#"<text x="{ox}" y="{}">{title}</text>"#, oy - 8);
        let _ = writeln!(
            s,
            r##"<rect x="{ox}" y="{oy}" width="{pw}" height="{ph}" fill="none" stroke="#888"/>"##
        );
        for x in g.x0..g.width {
            for y in g.y0..g.height {
                let v = g.at(x, y);
                let fill = match panel {
                    0 if v == 0 => "#000".to_string(),
                    0 => continue,
                    _ => colour(v, max),
                };
                let px = ox + (x - g.x0) * cell;
                let py = oy + ph - (y - g.y0 + 1) * cell;
                let _ = writeln!(
                    s,
                    r#"<rect x="{px}" y="{py}" width="{cell}" height="{cell}" fill="{fill}"><title>({x}, {y}): {v}</title></rect>"#
                );
            }
        }
        let _ = writeln!(
            s,
            r#"<text x="{ox}" y="{}">x = {}..{} →, y = {}..{} ↑</text>"#,
            oy + ph + 16,
            g.x0,
            g.width - 1,
            g.y0,
            g.height - 1
        );
    }
    s.push_str("</svg>\n");
    s
}

/// The helper an emitted file may call (exact integer square root).
const HELPERS: &str = "/// ⌊√n⌋ exactly (Newton's method on integers).
fn isqrt_u128(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = 1u128 << ((128 - n.leading_zeros()).div_ceil(2));
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}
";

/// The emitted expression folding `v` into a table whose entries repeat
/// with period `p` from `a` (without `% 1` or `x < 0`, which clippy denies).
fn fold_expr(v: &str, a: usize, p: usize) -> String {
    match (a, p) {
        (0, 1) => "0".to_string(),
        (0, _) => format!("{v} % {p}"),
        (_, 1) => format!("{v}.min({a})"),
        _ => format!("if {v} < {a} {{ {v} }} else {{ {a} + ({v} - {a}) % {p} }}"),
    }
}

/// ` + c·k` in emitted code, written the way clippy accepts (`+ k`, nothing for 0).
fn linear_term(c: i64) -> String {
    match c {
        0 => String::new(),
        1 => " + k".to_string(),
        -1 => " - k".to_string(),
        c if c > 0 => format!(" + {c} * k"),
        c => format!(" - {} * k", -c),
    }
}

/// `a·u − b·v` in emitted code, written the way clippy accepts: no `1 * u`,
/// and `u + v` for b = −1.
fn difference(a: i64, u: &str, b: i64, v: &str) -> String {
    let times = |c: i64, w: &str| {
        if c == 1 {
            w.to_string()
        } else {
            format!("{c} * {w}")
        }
    };
    let first = if a == -1 {
        format!("-{u}")
    } else {
        times(a, u)
    };
    if b < 0 {
        format!("{first} + {}", times(-b, v))
    } else {
        format!("{first} - {}", times(b, v))
    }
}

/// `a·x + b·y mod m` in emitted code on `x, y: u64`, 0 ≤ a, b < m (−y is
/// (m − 1)·y), each term reduced first so nothing overflows; no `1 *` (clippy).
fn residue_expr(a: usize, b: usize, m: usize) -> String {
    let terms: Vec<String> = [(a, "x"), (b, "y")]
        .into_iter()
        .filter(|&(c, _)| c != 0)
        .map(|(c, v)| match c {
            1 => format!("{v} % {m}"),
            c => format!("{c} * ({v} % {m})"),
        })
        .collect();
    match terms.as_slice() {
        [one] if !one.contains('*') => one.clone(),
        _ => format!("({}) % {m}", terms.join(" + ")),
    }
}

/// Whether the residue `r` is one of `residues` (`p`), or none of them, in emitted code.
fn residue_test(residues: &[usize], p: bool) -> String {
    let ps: Vec<String> = residues.iter().map(usize::to_string).collect();
    match (ps.as_slice(), p) {
        ([one], true) => format!("r == {one}"),
        ([one], false) => format!("r != {one}"),
        (_, true) => format!("matches!(r, {})", ps.join(" | ")),
        (_, false) => format!("!matches!(r, {})", ps.join(" | ")),
    }
}

/// `first + index as u64` in emitted code, or just `index as u64` when `first` is 0
/// (clippy's `identity_op` rejects `0 + i`).
fn offset(first: usize, index: &str) -> String {
    if first == 0 {
        format!("{index} as u64")
    } else {
        format!("{first} + {index} as u64")
    }
}

/// The body of the emitted `value(n)` for g(n + p) = g(n) + s from n = a, on
/// `PREPERIOD_VALUES` (when a > 0) and `PERIOD_VALUES`, written the way
/// clippy accepts: no `n - 0`, `x % 1`, `0 * x` or `1 * x`.
fn periodic_body(a: usize, p: usize, s: u32) -> String {
    let mut body = String::new();
    let since =
        crate::emit::preperiod_prologue(&mut body, a, &a.to_string(), "u128", "PREPERIOD_VALUES");
    let index = if p == 1 {
        "0".to_string()
    } else {
        format!("({since} % {p}) as usize")
    };
    let value = format!("u128::from(PERIOD_VALUES[{index}])");
    if a == 0 && p == 1 && s == 0 {
        // A constant: the position is not needed.
        let _ = write!(body, "    let _ = n;\n    {value}");
        return body;
    }
    if s == 0 {
        let _ = write!(body, "    {value}");
        return body;
    }
    let k = if p == 1 {
        since
            .trim_start_matches('(')
            .trim_end_matches(')')
            .to_string()
    } else {
        format!("{since} / {p}")
    };
    let times = if s == 1 {
        String::new()
    } else {
        format!("{s} * ")
    };
    let _ = write!(body, "    let k = u128::from({k});\n    {value} + {times}k");
    body
}

/// `(expr) as usize` in emitted code, or the literal itself when `expr` is a
/// number (clippy's `unnecessary_cast`).
fn index(expr: String) -> String {
    if expr.bytes().all(|b| b.is_ascii_digit()) {
        expr
    } else {
        format!("({expr}) as usize")
    }
}

/// Writes to `out` the constant `BLOCK`, `class` of the table's cells for x
/// < a + p, y < b + q, columns by x, for a table whose columns repeat with
/// period p from x = a and rows with q from y = b (`from` (a, b), `periods`
/// (p, q)); returns the emitted lines (unindented) that fold `x, y` into it
/// and end with the cell's expression.
fn periodic_block(
    out: &mut String,
    g: &grid::Grid,
    from: (usize, usize),
    periods: (usize, usize),
    class: impl Fn(u32) -> u32,
) -> String {
    let ((ax, ay), (px, py)) = (from, periods);
    let (wx, wy) = ((ax + px).min(g.width), (ay + py).min(g.height));
    let mut rows = Vec::new();
    for x in g.x0..wx {
        let col: Vec<u32> = (g.y0..wy).map(|y| class(g.at(x, y))).collect();
        rows.push(format!("    &[{}],", list(&col)));
    }
    let _ = writeln!(
        out,
        "/// The table for x < {wx}, y < {wy} (from ({}, {})), columns by x.\nconst BLOCK: &[&[u32]] = &[\n{}\n];\n",
        g.x0,
        g.y0,
        rows.join("\n")
    );
    format!(
        "let fx = {};\nlet fy = {};\nBLOCK[{}][{}]",
        fold_expr("x", ax, px),
        fold_expr("y", ay, py),
        less("fx", g.x0),
        less("fy", g.y0)
    )
}

/// The bounds of a residue rule's quadrant from `from` that cut the table
/// `g` (a bound at the table's own corner says nothing), each `v op bound`,
/// joined by `join`: `bounds(g, from, "<", " || ")` is `x < 2 || y < 1`
/// (outside it, in emitted code), `(">=", " && ")` inside it, `("≥", " and
/// ")` inside it in words.
fn bounds(g: &grid::Grid, from: (usize, usize), op: &str, join: &str) -> String {
    let tests: Vec<String> = [("x", from.0, g.x0), ("y", from.1, g.y0)]
        .into_iter()
        .filter(|&(_, f, first)| f > first)
        .map(|(v, f, _)| format!("{v} {op} {f}"))
        .collect();
    tests.join(join)
}

/// `(v - first) as usize` in emitted code, or `v as usize` when `first` is 0.
fn less(v: &str, first: usize) -> String {
    if first == 0 {
        format!("{v} as usize")
    } else {
        format!("({v} - {first}) as usize")
    }
}

fn list(values: &[u32]) -> String {
    let v: Vec<String> = values.iter().map(u32::to_string).collect();
    v.join(", ")
}

fn class_fn(i: usize, r: &ClassRule) -> String {
    let rs: Vec<String> = r.residues.iter().map(usize::to_string).collect();
    // Written the way clippy accepts: no `n % 1`, `!false` or `if c { true } else { false }`.
    let in_residues =
        (r.modulus > 1).then(|| format!("[{}].contains(&(n % {}))", rs.join(", "), r.modulus));
    let removed = r.removed.map(|s| s.rust_test());
    let added = r.added.map(|s| s.rust_test());
    let body = match (in_residues, removed, added) {
        (None, None, _) => "true".to_string(),
        (None, Some(removed), _) => format!("!{removed}"),
        (Some(c), None, None) => c,
        (Some(c), None, Some(added)) => format!("{c} || {added}"),
        (Some(c), Some(removed), None) => format!("{c} && !{removed}"),
        (Some(c), Some(removed), Some(added)) => {
            format!("if {c} {{\n        !{removed}\n    }} else {{\n        {added}\n    }}")
        }
    };
    format!(
        "/// Class {i} (value {}): {}.
fn in_class_{i}(n: u64) -> bool {{
    {body}
}}
",
        r.value,
        r.members(),
    )
}

/// The constants an emitted sequence predictor defines, renamed `PATTERN_…` in a snippet.
const EMITTED_CONSTANTS: [&str; 7] = [
    "BY_RESIDUE",
    "PREPERIOD_VALUES",
    "PERIOD_VALUES",
    "BEFORE",
    "BLOCK",
    "UPPER",
    "LOWER",
];

/// `--emit rust-snippet`: [`emit_rust`]'s predictor as items that paste into
/// a binary's `main.rs` below its `use` lines with no edit, as the games'
/// snippets do: no `//` comment (the provenance and status are in `value`'s
/// doc comment), no `pub`, no `#[allow]`, the constants named `PATTERN_…`,
/// arrays laid out as rustfmt lays them out, and the test against the table
/// read in `#[cfg(test)] mod grundy_lab_pattern`.
fn emit_snippet(report: &SequenceReport) -> Result<String, String> {
    let file = emit_rust(report).map_err(|e| e.replace("--emit rust:", "--emit rust-snippet:"))?;
    let mut out = String::new();
    let mut lines = file.lines().skip_while(|l| l.starts_with("//")).peekable();
    while lines.peek().is_some_and(|l| l.is_empty()) {
        lines.next();
    }
    let status = format!(
        "/// Named by `grundy-lab sequence --emit rust-snippet` (grundy-lab {}) in {}.\n/// Checked on the table read only, NOT proven: beyond it, the pattern is assumed.\n",
        env!("CARGO_PKG_VERSION"),
        report.source
    );
    for line in lines {
        let trimmed = line.trim_start();
        if trimmed.starts_with("// ") {
            continue;
        }
        if trimmed.starts_with("pub fn value(") {
            out.push_str("///\n");
            out.push_str(&status);
        }
        let line = line.replacen("pub fn ", "fn ", 1);
        let line = if line == "mod tests {" {
            "mod grundy_lab_pattern {".to_string()
        } else {
            line
        };
        out.push_str(&fill_array(&line));
        out.push('\n');
    }
    for name in EMITTED_CONSTANTS {
        out = rename_word(&out, name, &format!("PATTERN_{name}"));
    }
    Ok(out)
}

/// Replaces `word` where it stands as a whole identifier.
fn rename_word(text: &str, word: &str, by: &str) -> String {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + word.len()..].chars().next();
        out.push_str(&rest[..at]);
        if before.is_some_and(ident) || after.is_some_and(ident) {
            out.push_str(word);
        } else {
            out.push_str(by);
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// A line `const NAME: &[u32] = &[1, 2, …];` longer than 100 columns, laid
/// out as rustfmt does (the values filled into lines of at most 99 columns,
/// one indent deeper); any other line as it is. Names are at most the width
/// `PATTERN_` adds, which the fill accounts for.
fn fill_array(line: &str) -> String {
    let indent = line.len() - line.trim_start().len();
    let trimmed = line.trim_start();
    let Some((head, items)) = trimmed
        .strip_prefix("const ")
        .and_then(|_| trimmed.split_once(": &[u32] = &["))
    else {
        return line.to_string();
    };
    let Some(items) = items.strip_suffix("];") else {
        return line.to_string();
    };
    let renamed = EMITTED_CONSTANTS
        .iter()
        .any(|c| head == format!("const {c}"));
    let extra = if renamed { "PATTERN_".len() } else { 0 };
    if line.chars().count() + extra <= 100 || items.is_empty() {
        return line.to_string();
    }
    let pad = " ".repeat(indent + 4);
    let mut lines: Vec<String> = Vec::new();
    let mut current = pad.clone();
    for item in items.split(", ") {
        if current.len() > pad.len() && current.len() + 1 + item.len() + 1 > 99 {
            lines.push(current);
            current = pad.clone();
        }
        if current.len() > pad.len() {
            current.push(' ');
        }
        current.push_str(item);
        current.push(',');
    }
    lines.push(current);
    format!(
        "{}{head}: &[u32] = &[\n{}\n{}];",
        " ".repeat(indent),
        lines.join("\n"),
        " ".repeat(indent)
    )
}

/// `--emit rust`: the named pattern as a std-only Rust file with tests against the table read.
fn emit_rust(report: &SequenceReport) -> Result<String, String> {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// The pattern grundy-lab named in {} (`grundy-lab sequence --emit rust`, grundy-lab {}).\n//\n// Pattern: {}\n// Status: checked on the table read only, NOT proven: beyond it, the pattern is assumed.\n// std only; `rustc --edition 2021 --test this_file.rs && ./this_file` checks it against the table.\n",
        report.source,
        env!("CARGO_PKG_VERSION"),
        report.sentence()
    );
    // Only Beatty pairs call the square root: no dead code.
    let beatty = report
        .grid
        .as_ref()
        .is_some_and(|a| matches!(a.pattern, Some(GridPattern::Beatty { .. })));
    if beatty {
        out.push_str(HELPERS);
        out.push('\n');
    }
    if let Some(a) = &report.grid {
        let Some(pattern) = &a.pattern else {
            return Err(format!(
                "--emit rust: no pattern named, so there is nothing to emit: {}",
                a.sentence
            ));
        };
        let g = a.grid();
        let (body, values) = match pattern {
            GridPattern::Periodic {
                values,
                ax,
                px,
                ay,
                py,
            } => {
                // Only the P-positions repeat: the block holds outcomes, as `value` returns.
                let class = |v: u32| if *values { v } else { u32::from(v != 0) };
                let fold = periodic_block(&mut out, g, (*ax, *ay), (*px, *py), class);
                (format!("    {}", fold.replace('\n', "\n    ")), *values)
            }
            GridPattern::Wedges {
                values,
                upper,
                lower,
            } => {
                let (u, l) = a
                    .wedge_tables()
                    .ok_or("--emit rust: the diagonal tables are missing")?;
                for (name, t, f, what) in [
                    (
                        "UPPER",
                        u,
                        upper,
                        "above the diagonal: UPPER[i][j] at (c + i, c + i + j)",
                    ),
                    (
                        "LOWER",
                        l,
                        lower,
                        "below it: LOWER[i][j] at (c + i + j + 1, c + i)",
                    ),
                ] {
                    let (wi, wj) = ((f[0] + f[1]).min(t.width), (f[2] + f[3]).min(t.height));
                    let rows: Vec<String> = (0..wi)
                        .map(|i| {
                            format!(
                                "    &[{}],",
                                list(&(0..wj).map(|j| t.at(i, j)).collect::<Vec<_>>())
                            )
                        })
                        .collect();
                    let _ = writeln!(
                        out,
                        "/// The values {what}, c = {}; i ≥ {} folds with period {}, j ≥ {} with period {}.\nconst {name}: &[&[u32]] = &[\n{}\n];\n",
                        g.x0,
                        f[0],
                        f[1],
                        f[2],
                        f[3],
                        rows.join("\n")
                    );
                }
                let fold = fold_expr;
                let v = format!(
                    "if y >= x {{\n        let (i, j) = (x - c, y - x);\n        let _ = (i, j);\n        UPPER[{}][{}]\n    }} else {{\n        let (i, j) = (y - c, x - y - 1);\n        let _ = (i, j);\n        LOWER[{}][{}]\n    }}",
                    index(fold("i", upper[0], upper[1])),
                    index(fold("j", upper[2], upper[3])),
                    index(fold("i", lower[0], lower[1])),
                    index(fold("j", lower[2], lower[3])),
                );
                let c = g.x0;
                let body = if *values {
                    format!("    let c = {c};\n    {v}")
                } else {
                    format!("    let c = {c};\n    let v = {v};\n    u32::from(v != 0)")
                };
                (body, *values)
            }
            GridPattern::Modular {
                values,
                a: ca,
                b: cb,
                m,
                by_residue,
                quadrant,
            } => {
                let form = grid::form_text(*ca, *cb, *m);
                let r = residue_expr(*ca, *cb, *m);
                let outside = match quadrant {
                    None => String::new(),
                    Some(q) => {
                        let class = |v: u32| if *values { v } else { u32::from(v != 0) };
                        let fold = periodic_block(&mut out, g, q.from, q.periods, class);
                        format!(
                            "    if {} {{\n        // The rule holds for {} only: elsewhere, the table along its periods.\n        {}\n    }}\n",
                            bounds(g, q.from, "<", " || "),
                            bounds(g, q.from, "≥", " and "),
                            fold.replace('\n', "\n        ").replacen("BLOCK[", "return BLOCK[", 1) + ";"
                        )
                    }
                };
                let rule = format!(
                    "{outside}    // {form} mod {m}, as 0 ≤ r < {m} (the coefficients taken mod {m}).\n    let r = {r};"
                );
                let body = if *values {
                    let _ = writeln!(
                        out,
                        "/// The value at the cells with {form} ≡ r (mod {m}), by r.\nconst BY_RESIDUE: [u32; {m}] = [{}];\n",
                        list(by_residue)
                    );
                    format!("{rule}\n    BY_RESIDUE[r as usize]")
                } else {
                    let p: Vec<usize> = (0..*m).filter(|&r| by_residue[r] == 0).collect();
                    let test = residue_test(&p, false);
                    format!(
                        "{rule}\n    // P exactly where {form} ≡ {} (mod {m}).\n    u32::from({test})",
                        grid::residue_list(&p)
                    )
                };
                (body, *values)
            }
            GridPattern::Beatty { corner, a: step } => {
                let _ = writeln!(
                    out,
                    "/// ⌊kα⌋ exactly for α = (2 − {step} + √{d})/2: (⌊√({d}k²)⌋ + (2 − {step})k) / 2,\n/// integers only (k ≤ 2^60).\nfn beatty_lower(k: u128) -> u128 {{\n    (isqrt_u128({d} * k * k){linear}) / 2\n}}\n",
                    d = step * step + 4,
                    linear = linear_term(2 - *step as i64)
                );
                (
                    format!(
                        "    let c = {corner}u128;\n    let (x, y) = (u128::from(x), u128::from(y));\n    if x < c || y < c {{\n        return 1;\n    }}\n    let (lo, hi) = ((x.min(y) - c), (x.max(y) - c));\n    let d = hi - lo;\n    // ⌊kα⌋ ≥ k (α > 1): a k above lo is no pair, and k stays below 2^64 / {step}.\n    u32::from({not_multiple}{k} > lo || beatty_lower({k}) != lo)",
                        not_multiple = if *step == 1 { String::new() } else { format!("d % {step} != 0 || ") },
                        k = if *step == 1 { "d".to_string() } else { format!("d / {step}") },
                    ),
                    false,
                )
            }
            GridPattern::Lines {
                a,
                b,
                offsets,
                mirrored,
            } => {
                let os: Vec<String> = offsets.iter().map(i64::to_string).collect();
                (
                    format!(
                        "    let (x, y) = (i128::from(x), i128::from(y));\n    let on = |c: i128| [{}].contains(&c);\n    u32::from(!(on({}){}))",
                        os.join(", "),
                        difference(*a, "x", *b, "y"),
                        if *mirrored { format!(" || on({})", difference(*a, "y", *b, "x")) } else { String::new() }
                    ),
                    false,
                )
            }
        };
        let what = if values {
            "The value"
        } else {
            "0 for a P-position, 1 otherwise"
        };
        // Values that repeat while the P-positions follow a residue rule: the rule, checked by the test.
        let (p_note, p_check) = match &a.p_rule {
            Some(GridPattern::Modular {
                a: ca,
                b: cb,
                m,
                by_residue,
                quadrant,
                ..
            }) => {
                let p: Vec<usize> = (0..*m).filter(|&r| by_residue[r] == 0).collect();
                let check = format!(
                    "let r = {};\nassert_eq!(v == 0, {}, \"P at ({{x}}, {{y}})\");",
                    residue_expr(*ca, *cb, *m),
                    residue_test(&p, true)
                );
                let (scope, check) = match quadrant {
                    None => (String::new(), check),
                    Some(q) => (
                        format!("For {}, the", bounds(g, q.from, "≥", " and ")),
                        format!(
                            "if {} {{\n    {}\n}}",
                            bounds(g, q.from, ">=", " && "),
                            check.replace('\n', "\n    ")
                        ),
                    ),
                };
                let scope = if scope.is_empty() {
                    "The".to_string()
                } else {
                    scope
                };
                (
                    format!(
                        "\n/// {scope} P-positions (value 0) are exactly the cells with {} ≡ {} (mod {m}).",
                        grid::form_text(*ca, *cb, *m),
                        grid::residue_list(&p)
                    ),
                    format!(
                        "\n                {}",
                        check.replace('\n', "\n                ")
                    ),
                )
            }
            _ => (String::new(), String::new()),
        };
        let _ = writeln!(
            out,
            "/// {what} at (x, y), x ≥ {}, y ≥ {}.{p_note}\npub fn value(x: u64, y: u64) -> u32 {{\n{body}\n}}\n",
            g.x0, g.y0
        );
        let side_x = g.width.min(g.x0 + 80);
        let side_y = g.height.min(g.y0 + 80);
        let mut rows = Vec::new();
        for x in g.x0..side_x {
            let col: Vec<u32> = (g.y0..side_y)
                .map(|y| {
                    if values {
                        g.at(x, y)
                    } else {
                        u32::from(g.at(x, y) != 0)
                    }
                })
                .collect();
            rows.push(format!("        &[{}],", list(&col)));
        }
        let _ = writeln!(
            out,
            "#[cfg(test)]\nmod tests {{\n    use super::*;\n\n    /// The table read (x < {side_x}, y < {side_y}).\n    const TABLE: &[&[u32]] = &[\n{}\n    ];\n\n    #[test]\n    fn agrees_with_the_table() {{\n        for (i, col) in TABLE.iter().enumerate() {{\n            for (j, &v) in col.iter().enumerate() {{\n                let (x, y) = ({}, {});\n                assert_eq!(value(x, y), v, \"({{x}}, {{y}})\");{p_check}\n            }}\n        }}\n        let _ = value(1 << 60, 1 << 59);\n    }}\n}}",
            rows.join("\n"),
            offset(g.x0, "i"),
            offset(g.y0, "j")
        );
        return Ok(out);
    }
    let a = report.named.as_ref().expect("one number");
    let r = report.read();
    let upto = r.values.len() - 1;
    let outcomes = a.predicts == Predicts::Outcomes || report.outcomes;
    let expected: Vec<u32> = r
        .values
        .iter()
        .map(|&v| {
            if a.predicts == Predicts::Outcomes {
                u32::from(v != 0)
            } else {
                v
            }
        })
        .collect();
    let body = match a.predicts {
        Predicts::Nothing => {
            return Err(format!(
                "--emit rust: no pattern named, so there is nothing to emit: {}",
                a.sentence
            ));
        }
        _ if a.verdict.kind != "none" => {
            let (pre, p, s) = (
                a.verdict.preperiod.unwrap_or(0),
                a.verdict.period.unwrap_or(1),
                a.verdict.saltus.unwrap_or(0),
            );
            if pre > 0 {
                let _ = writeln!(
                    out,
                    "/// The values before the period (positions before {} are placeholders).\nconst PREPERIOD_VALUES: &[u32] = &[{}];\n",
                    r.first,
                    list(&r.values[..pre])
                );
            }
            let _ = writeln!(
                out,
                "/// One period from n = {pre}.\nconst PERIOD_VALUES: &[u32] = &[{}];\n",
                list(&r.values[pre..pre + p])
            );
            periodic_body(pre, p, s)
        }
        _ => {
            let from = a.classes.iter().map(|c| c.from).max().unwrap_or(0);
            let _ = writeln!(
                out,
                "/// The values before n = {from}, where the rules start (positions before {} are placeholders).\nconst BEFORE: &[u32] = &[{}];\n",
                r.first,
                list(&expected[..from])
            );
            // Outcomes use the first class only (the P-positions): no dead code.
            let used = if a.predicts == Predicts::Outcomes {
                1
            } else {
                a.classes.len()
            };
            for (i, c) in a.classes.iter().enumerate().take(used) {
                out.push_str(&class_fn(i, c));
                out.push('\n');
            }
            let mut body = if from > 0 {
                format!("    if n < {from} {{\n        return u128::from(BEFORE[n as usize]);\n    }}\n")
            } else {
                "    let _ = BEFORE;\n".to_string()
            };
            for (i, c) in a.classes.iter().enumerate() {
                let v = if a.predicts == Predicts::Outcomes {
                    0
                } else {
                    c.value
                };
                let _ = writeln!(
                    body,
                    "    if in_class_{i}(n) {{\n        return {v};\n    }}"
                );
                if a.predicts == Predicts::Outcomes {
                    break;
                }
            }
            let rest = if a.predicts == Predicts::Outcomes {
                1
            } else {
                a.rest.unwrap_or(1)
            };
            let _ = write!(body, "    {rest}");
            body
        }
    };
    let what = if outcomes {
        "0 if n is a P-position, 1 otherwise"
    } else {
        "The value of position n"
    };
    let _ = writeln!(
        out,
        "/// {what} (n ≥ {}); exact on the table, the pattern beyond.\npub fn value(n: u64) -> u128 {{\n{body}\n}}\n",
        r.first
    );
    let end = upto.min(EMIT_TEST_LIMIT);
    let _ = writeln!(
        out,
        "#[cfg(test)]\nmod tests {{\n    use super::*;\n\n    /// The table read, n = 0..={end} (placeholders before {}).\n    const TABLE: &[u32] = &[{}];\n\n    #[test]\n    fn agrees_with_the_table() {{\n        for (n, &v) in TABLE.iter().enumerate(){} {{\n            assert_eq!(value(n as u64), u128::from(v), \"n = {{n}}\");\n        }}\n        let _ = value(1 << 60);\n    }}\n}}",
        r.first,
        list(&expected[..=end]),
        if r.first == 0 {
            String::new()
        } else {
            format!(".skip({})", r.first)
        }
    );
    Ok(out)
}
