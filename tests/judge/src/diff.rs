//! How outputs are compared: byte for byte with `\r`, control bytes and a missing final
//! newline made visible ([`mismatch`]), or as a judge's usual checker does ([`difference`]).
//!
//! The sample runner (`problem-kit`), `cargo xtask bundle --verify`, `stress`
//! and `sample` all use it, so outputs are compared and shown the same way everywhere.

/// One line (without its `\n`) quoted, with `\r`, tabs, control bytes and
/// invalid UTF-8 escaped, followed by ` (no newline at end)` when it had no `\n`.
pub fn show_line(line: &[u8]) -> String {
    let (body, ended) = match line.strip_suffix(b"\n") {
        Some(body) => (body, true),
        None => (line, false),
    };
    let mut s = String::from("\"");
    let mut rest = body;
    while !rest.is_empty() {
        let (valid, invalid) = match std::str::from_utf8(rest) {
            Ok(text) => (text, &rest[rest.len()..]),
            Err(e) => {
                let bad = e.error_len().unwrap_or(rest.len() - e.valid_up_to());
                let (ok, tail) = rest.split_at(e.valid_up_to());
                (std::str::from_utf8(ok).unwrap_or_default(), &tail[..bad])
            }
        };
        rest = &rest[valid.len() + invalid.len()..];
        for c in valid.chars() {
            match c {
                '\r' => s.push_str("\\r"),
                '\t' => s.push_str("\\t"),
                '"' => s.push_str("\\\""),
                '\\' => s.push_str("\\\\"),
                c if c.is_control() => s.push_str(&c.escape_default().to_string()),
                c => s.push(c),
            }
        }
        for b in invalid {
            s.push_str(&format!("\\x{b:02x}"));
        }
    }
    s.push('"');
    if !ended {
        s.push_str(" (no newline at end)");
    }
    s
}

/// `None` when `got == expected`; otherwise a few lines naming the first line that
/// differs and showing both versions of it, so that a difference of only `\r` or
/// of the final newline is visible.
pub fn mismatch(expected: &[u8], got: &[u8]) -> Option<String> {
    if expected == got {
        return None;
    }
    let exp: Vec<&[u8]> = expected.split_inclusive(|&b| b == b'\n').collect();
    let out: Vec<&[u8]> = got.split_inclusive(|&b| b == b'\n').collect();
    let i = exp
        .iter()
        .zip(&out)
        .position(|(a, b)| a != b)
        .unwrap_or(exp.len().min(out.len()));
    let show = |lines: &[&[u8]]| match lines.get(i) {
        Some(line) => show_line(line),
        None if lines.is_empty() => "nothing (empty output)".to_string(),
        None => format!("nothing (the output ends after line {})", lines.len()),
    };
    Some(format!(
        "first difference on line {} of {} expected ({} printed):\n  expected: {}\n  got:      {}",
        i + 1,
        exp.len(),
        out.len(),
        show(&exp),
        show(&out)
    ))
}

/// Output as a judge's usual checker sees it: lines without trailing
/// whitespace (`\r` included), no blank lines at the end, each line ending in `\n`.
pub fn normalize(output: &[u8]) -> Vec<u8> {
    let mut lines: Vec<&[u8]> = output
        .split(|&b| b == b'\n')
        .map(|line| {
            let end = line
                .iter()
                .rposition(|b| !matches!(b, b' ' | b'\t' | b'\r'))
                .map_or(0, |i| i + 1);
            &line[..end]
        })
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    let mut text = Vec::with_capacity(output.len() + 1);
    for line in lines {
        text.extend_from_slice(line);
        text.push(b'\n');
    }
    text
}

/// Where two outputs part, in one line, as a judge's usual checker compares them
/// ([`normalize`]; `exact`: byte for byte); `None` if they agree.
pub fn difference(got: &[u8], want: &[u8], exact: bool) -> Option<String> {
    if got == want {
        return None;
    }
    let (a, b) = (normalize(got), normalize(want));
    if a == b {
        return exact.then(|| "they differ only in line endings or trailing whitespace".into());
    }
    let la: Vec<&[u8]> = a.split(|&b| b == b'\n').collect();
    let lb: Vec<&[u8]> = b.split(|&b| b == b'\n').collect();
    let line = (0..la.len().max(lb.len()))
        .find(|&i| la.get(i) != lb.get(i))
        .unwrap_or(0);
    // Both end in `\n`, so the last piece of each split is empty: the end of that output.
    let show = |lines: &[&[u8]]| match lines.get(line) {
        Some(l) if line + 1 < lines.len() => format!("`{}`", clip(&String::from_utf8_lossy(l), 60)),
        _ => "nothing".to_string(),
    };
    Some(format!(
        "first difference on line {}: {} vs {}",
        line + 1,
        show(&la),
        show(&lb)
    ))
}

/// `text` cut to `max` characters, with `…` when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(max).collect::<String>())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparison_ignores_trailing_whitespace_unless_exact() {
        assert_eq!(normalize(b"a \r\nb\t\n\n\n"), b"a\nb\n");
        assert_eq!(normalize(b""), b"");
        assert_eq!(normalize(b"x"), b"x\n");
        assert_eq!(difference(b"1\r\n2", b"1\n2\n", false), None);
        assert!(difference(b"1\r\n2", b"1\n2\n", true)
            .unwrap()
            .contains("only in line endings"));
        assert_eq!(
            difference(b"1\n2\n", b"1\n3\n", false).unwrap(),
            "first difference on line 2: `2` vs `3`"
        );
        assert_eq!(
            difference(b"1\n", b"1\n3\n", false).unwrap(),
            "first difference on line 2: nothing vs `3`"
        );
    }

    #[test]
    fn equal_outputs_have_no_mismatch() {
        assert_eq!(mismatch(b"a\nb\n", b"a\nb\n"), None);
        assert_eq!(mismatch(b"", b""), None);
    }

    #[test]
    fn a_missing_final_newline_is_named() {
        let m = mismatch(b"first\nWLW\n", b"first\nWLW").unwrap();
        assert!(m.contains("line 2"), "{m}");
        assert!(m.contains("expected: \"WLW\"\n"), "{m}");
        assert!(m.contains("got:      \"WLW\" (no newline at end)"), "{m}");
    }

    #[test]
    fn a_carriage_return_is_escaped() {
        let m = mismatch(b"first\n", b"first\r\n").unwrap();
        assert!(m.contains("got:      \"first\\r\""), "{m}");
        assert!(!m.contains('\r'), "{m}");
    }

    #[test]
    fn missing_or_extra_lines_and_odd_bytes() {
        let m = mismatch(b"a\nb\n", b"a\n").unwrap();
        assert!(m.contains("nothing (the output ends after line 1)"), "{m}");
        let m = mismatch(b"a\n", b"").unwrap();
        assert!(m.contains("nothing (empty output)"), "{m}");
        let m = mismatch(b"a\n", b"a\n\n").unwrap();
        assert!(
            m.contains("expected: nothing (the output ends after line 1)"),
            "{m}"
        );
        assert!(m.ends_with("got:      \"\""), "{m}");
        assert_eq!(show_line(b"x\x00\xff\t\n"), "\"x\\u{0}\\xff\\t\"");
    }
}
