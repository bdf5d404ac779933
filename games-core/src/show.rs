//! How an error shows a token of the input: cut to 24 characters, every control character and non-UTF-8 byte escaped.

/// Longest part of a token an error shows, in characters (or escaped bytes).
pub(super) const SHOWN_CHARS: usize = 24;

/// `token` as an error shows it: its first [`SHOWN_CHARS`] characters, then `…`
/// if it is longer. Control characters are escaped (`\0`, `\x1b`, `\u{85}`),
/// and so are a backslash (`\\`) and every byte that is not UTF-8 (`\xff`),
/// so the error stays one printable line whatever the input holds.
///
/// # Complexity
/// O(1): at most [`SHOWN_CHARS`] characters are looked at.
pub(super) fn show_token(token: &[u8]) -> String {
    let (mut shown, mut rest) = (String::new(), token);
    for _ in 0..SHOWN_CHARS {
        // The first character, if the first (at most four) bytes start with one.
        let head = &rest[..rest.len().min(4)];
        let valid = std::str::from_utf8(head)
            .unwrap_or_else(|e| std::str::from_utf8(&head[..e.valid_up_to()]).unwrap_or(""));
        match valid.chars().next() {
            Some('\0') => shown.push_str("\\0"),
            Some(c @ ('\t' | '\n' | '\r' | '\\')) => shown.extend(c.escape_default()),
            Some(c) if c.is_ascii_control() => shown += &format!("\\x{:02x}", c as u8),
            Some(c) if c.is_control() => shown.extend(c.escape_unicode()),
            Some(c) => shown.push(c),
            // A byte that starts no UTF-8 character.
            None if !rest.is_empty() => shown += &format!("\\x{:02x}", rest[0]),
            None => return shown,
        }
        rest = &rest[valid.chars().next().map_or(1, char::len_utf8)..];
    }
    if !rest.is_empty() {
        shown.push('…');
    }
    shown
}

/// `bytes` escaped as [`show_token`] does, but never shortened.
pub(super) fn show_all(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| show_token(&[b])).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_tokens_are_cut_after_24_characters() {
        let exact = "é".repeat(SHOWN_CHARS);
        assert_eq!(show_token(exact.as_bytes()), exact);
        let longer = format!("{exact}x");
        assert_eq!(show_token(longer.as_bytes()), format!("{exact}…"));
        let nuls = [0u8; 30];
        assert_eq!(show_token(&nuls), format!("{}…", "\\0".repeat(SHOWN_CHARS)));
        let bad = [0xffu8; SHOWN_CHARS];
        assert_eq!(show_token(&bad), "\\xff".repeat(SHOWN_CHARS));
        let cut_in_text = format!("{}\u{85}", "9".repeat(SHOWN_CHARS));
        assert_eq!(
            show_token(cut_in_text.as_bytes()),
            format!("{}…", "9".repeat(SHOWN_CHARS))
        );
    }

    /// The rule as first written: whole runs of valid text, then the bad bytes after them.
    fn by_whole_runs(token: &[u8]) -> String {
        let mut shown = String::new();
        let mut count = 0;
        let mut rest = token;
        while !rest.is_empty() {
            let (valid, bad) = match std::str::from_utf8(rest) {
                Ok(text) => (text, 0),
                Err(e) => {
                    let valid = std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default();
                    let bad = e.error_len().unwrap_or(rest.len() - e.valid_up_to());
                    (valid, bad)
                }
            };
            for c in valid.chars() {
                if count == SHOWN_CHARS {
                    shown.push('…');
                    return shown;
                }
                count += 1;
                match c {
                    '\0' => shown.push_str("\\0"),
                    '\t' => shown.push_str("\\t"),
                    '\n' => shown.push_str("\\n"),
                    '\r' => shown.push_str("\\r"),
                    '\\' => shown.push_str("\\\\"),
                    c if c.is_control() && c.is_ascii() => {
                        shown.push_str(&format!("\\x{:02x}", c as u32));
                    }
                    c if c.is_control() => shown.push_str(&format!("\\u{{{:x}}}", c as u32)),
                    c => shown.push(c),
                }
            }
            let after = valid.len() + bad;
            for &b in &rest[valid.len()..after] {
                if count == SHOWN_CHARS {
                    shown.push('…');
                    return shown;
                }
                count += 1;
                shown.push_str(&format!("\\x{b:02x}"));
            }
            rest = &rest[after..];
        }
        shown
    }

    #[test]
    fn random_bytes_are_shown_as_by_whole_runs() {
        let mut rng = super::super::swar::tests::Lcg(2412);
        let pieces: [&[u8]; 10] = [
            b"7",
            b"\xff",
            b"\xe2\x82",
            "é".as_bytes(),
            "\u{85}".as_bytes(),
            "€".as_bytes(),
            "😀".as_bytes(),
            b"\x00",
            b"\\",
            b"\xf0\x9f",
        ];
        for _ in 0..20_000 {
            let len = (rng.next() % 40) as usize;
            let token: Vec<u8> = (0..len)
                .flat_map(|_| pieces[(rng.next() % 10) as usize].iter().copied())
                .collect();
            assert_eq!(show_token(&token), by_whole_runs(&token), "{token:?}");
        }
    }
}
