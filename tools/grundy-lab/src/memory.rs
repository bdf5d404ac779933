//! The memory a table will take, stated before the build and checked against the machine's (Linux: `MemAvailable`).

/// The largest table end `--upto` and `--max` accept: g(0..=N) holds at most
/// 2^32 values, and every heap size fits the 32-bit positions the
/// sparse-space builder keeps (its rare positions and samples).
pub const MAX_TABLE_END: u64 = u32::MAX as u64;

/// Tables from this many values on have their memory stated on stderr before the build.
pub const STATED_FROM: usize = 1 << 24;

/// What a table of `g(0..=upto)` needs at its peak, in bytes.
///
/// One byte per value while every value is below 256; the value that
/// reaches 256 makes the store copy the table into two-byte cells, and
/// both copies live for the copy (3 bytes per value at that moment). The
/// builders' own state (the sparse builder's rare positions and samples) is
/// small beside it and not counted.
pub fn peak_bytes(upto: usize) -> u64 {
    (upto as u64 + 1) * 3
}

/// The machine's `MemAvailable` in bytes, when `/proc/meminfo` gives it.
pub fn available() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    info.lines()
        .find_map(|l| l.strip_prefix("MemAvailable:"))
        .and_then(|rest| {
            rest.trim()
                .trim_end_matches("kB")
                .trim()
                .parse::<u64>()
                .ok()
        })
        .map(|kb| kb * 1024)
}

fn mib(bytes: u64) -> u64 {
    bytes >> 20
}

/// Refuses, in one line, a table of `g(0..=upto)` (asked for by `flag`)
/// whose [`peak_bytes`] exceed `available` bytes; with no figure for the
/// machine (not Linux), nothing is refused.
pub fn check(flag: &str, upto: usize, available: Option<u64>) -> Result<(), String> {
    let need = peak_bytes(upto);
    match available {
        Some(have) if need > have => Err(format!(
            "{flag} {upto} needs up to {} MiB ({}) but only {} MiB of memory are available",
            mib(need),
            per_value(),
            mib(have)
        )),
        _ => Ok(()),
    }
}

/// How the figure is counted, in words.
fn per_value() -> &'static str {
    "1 byte per value, 3 while the table widens to 2 bytes once a value reaches 256"
}

/// The sentence stated on stderr before a table of `g(0..=upto)` is built.
pub fn statement(upto: usize, available: Option<u64>) -> String {
    let have = available.map_or_else(
        || "the memory available is unknown".to_string(),
        |have| format!("{} MiB available", mib(have)),
    );
    format!(
        "memory: g(0..={upto}) takes {} MiB, at most {} MiB ({}); {have}",
        mib(upto as u64 + 1),
        mib(peak_bytes(upto)),
        per_value()
    )
}

/// [`check`] against this machine, and the [`statement`] on stderr for a
/// table of [`STATED_FROM`] values or more.
pub fn check_and_state(flag: &str, upto: usize) -> Result<(), String> {
    let have = available();
    check(flag, upto, have)?;
    if upto + 1 >= STATED_FROM {
        eprintln!("{}", statement(upto, have));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_refused_in_one_line_exactly_when_its_peak_does_not_fit() {
        let gib = 1u64 << 30;
        // 2^29 values: 512 MiB, 1.5 GiB at the peak.
        let upto = (1usize << 29) - 1;
        assert_eq!(peak_bytes(upto), 3 * (gib / 2));
        assert!(check("--max", upto, Some(2 * gib)).is_ok());
        assert!(check("--max", upto, Some(3 * (gib / 2))).is_ok());
        let refused = check("--max", upto, Some(3 * (gib / 2) - 1)).unwrap_err();
        assert_eq!(
            refused,
            "--max 536870911 needs up to 1536 MiB (1 byte per value, 3 while the table widens \
             to 2 bytes once a value reaches 256) but only 1535 MiB of memory are available"
        );
        assert!(!refused.contains('\n'));
        assert!(check("--upto", usize::MAX / 8, None).is_ok());
    }

    #[test]
    fn the_statement_names_the_table_its_memory_and_the_machines() {
        let s = statement((1 << 29) - 1, Some(20 << 30));
        assert_eq!(
            s,
            "memory: g(0..=536870911) takes 512 MiB, at most 1536 MiB (1 byte per value, 3 while \
             the table widens to 2 bytes once a value reaches 256); 20480 MiB available"
        );
        assert!(statement(99, None).ends_with("the memory available is unknown"));
    }
}
