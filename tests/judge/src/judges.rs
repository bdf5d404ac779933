//! The known judges: for each, its Rust (if any) and the crates it ships.
//!
//! This list is the one place a judge is named: the metadata rules
//! ([`crate::metadata`]), `cargo xtask new`, the bundle header and the
//! README's judge table all read it. The crate lists are deliberately short
//! and conservative: a crate not listed is treated as missing, so a bundle
//! that needs it is refused rather than submitted to fail with a compile error.

/// The Rust compiler a judge runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rust {
    /// Compiler version, when the judge states one (`"1.75"`).
    pub version: Option<&'static str>,
    /// The edition submissions are compiled with (`"2021"`, `"2024"`), when known.
    pub edition: Option<&'static str>,
}

/// One judge, as far as bundling cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judge {
    /// The name used in `[package.metadata.problem] judge`.
    pub name: &'static str,
    /// `None` when the judge accepts no Rust submissions (or has no judge at all).
    pub rust: Option<Rust>,
    /// Crates (package names, as in `Cargo.toml`) the judge links in.
    pub crates: &'static [&'static str],
    /// Whether the name was found in [`JUDGES`].
    pub known: bool,
    /// What the README's judge table says of the judge's Rust, when more than the facts above.
    pub note: &'static str,
}

const NO_RUST: &str = "no Rust there: the bundle still builds and passes the samples, \
                       but a submission needs a port to C++ or Java";

/// The names of [`JUDGES`], in order.
pub fn names() -> Vec<&'static str> {
    JUDGES.iter().map(|j| j.name).collect()
}

/// Every judge a binary may name, in its canonical spelling. `practice` and `classic`
/// problems have no judge ([`is_offline`]).
pub const JUDGES: &[Judge] = &[
    Judge {
        name: "CSES",
        rust: Some(Rust {
            version: Some("1.75"),
            edition: Some("2021"),
        }),
        crates: &[],
        known: true,
        note: "",
    },
    Judge {
        name: "AtCoder",
        rust: Some(Rust {
            version: None,
            edition: Some("2024"),
        }),
        // A subset of AtCoder's published crate list: the ones a game problem might want.
        crates: &[
            "proconio",
            "ac-library-rs",
            "itertools",
            "num",
            "num-bigint",
            "num-integer",
            "num-traits",
            "rand",
            "rustc-hash",
            "superslice",
        ],
        known: true,
        note: "",
    },
    Judge {
        name: "Codeforces",
        rust: Some(Rust {
            version: None,
            edition: Some("2024"),
        }),
        crates: &[],
        known: true,
        note: "",
    },
    Judge {
        name: "HackerRank",
        rust: Some(Rust {
            version: None,
            edition: None,
        }),
        crates: &[],
        known: true,
        // None of the sources we could search states HackerRank's Rust version or
        // edition (one community note calls it "a bit old").
        note: "version and edition uncertain (not stated in any source we could check; \
               bundles are verified with 1.75 and editions 2021 and 2024)",
    },
    Judge {
        name: "HDU",
        rust: None,
        crates: &[],
        known: true,
        note: NO_RUST,
    },
    Judge {
        name: "POJ",
        rust: None,
        crates: &[],
        known: true,
        note: NO_RUST,
    },
    Judge {
        name: "LightOJ",
        rust: None,
        crates: &[],
        known: true,
        note: NO_RUST,
    },
    Judge {
        name: "Library Checker",
        rust: Some(Rust {
            version: Some("1.94.1"),
            edition: Some("2024"),
        }),
        // The judge compiles `main.rs` with plain `rustc --edition 2024 -C opt-level=3`:
        // no Cargo, so no crates (yosupo06/library-checker-judge, `langs/langs.toml`
        // and `langs/Dockerfile.RUST`, as of May 2026).
        crates: &[],
        known: true,
        note: "plain rustc without Cargo, so no crates; from the judge's own langs.toml \
               as of May 2026, and the version moves when the judge upgrades",
    },
    Judge {
        name: "CodeChef",
        rust: Some(Rust {
            version: None,
            edition: None,
        }),
        crates: &[],
        known: true,
        // CodeChef lists Rust among its languages (EbTech/rust-algorithms PR #25, 2023, a
        // CodeChef user), but no source we could search states its version, edition or
        // crates; none are assumed.
        note: "version and edition uncertain (Rust is offered, but no source we could check \
               states which; bundles are verified with 1.75 and editions 2021 and 2024)",
    },
    Judge {
        name: "Luogu",
        rust: Some(Rust {
            version: None,
            edition: Some("2024"),
        }),
        // Plain `rustc --edition 2024 -W warnings` (O2: `-C opt-level=2`), no Cargo, so no
        // crates (luogu-dev/docs, docs/manual/luogu/problem/judging.md, updated 2025-08-03).
        crates: &[],
        known: true,
        // The same page says `rustc 1.88.0`, while luogu-dev/judge-env (the Nix flake the
        // judge is said to be built from) takes the latest stable of its rust-overlay pin,
        // upgraded 2026-01-12: the sources disagree, so no version is claimed.
        note: "plain rustc without Cargo, so no crates; version uncertain: the judge's docs \
               of August 2025 say 1.88.0, its judge-env flake of January 2026 takes the \
               then latest stable",
    },
    Judge {
        name: "practice",
        rust: None,
        crates: &[],
        known: true,
        note: "",
    },
    Judge {
        name: "classic",
        rust: None,
        crates: &[],
        known: true,
        note: "",
    },
];

/// Whether `judge` (canonical spelling) names no online judge: `practice` (an exercise of a
/// seed tutorial) and `classic` (a problem from the literature, such as Winning Ways).
pub fn is_offline(judge: &str) -> bool {
    matches!(judge, "practice" | "classic")
}

/// The judge called `name` (case-insensitive). An unknown judge ships no crates.
pub fn lookup(name: &str) -> Judge {
    JUDGES
        .iter()
        .find(|j| j.name.eq_ignore_ascii_case(name))
        .copied()
        .unwrap_or(Judge {
            name: "unknown judge",
            rust: None,
            crates: &[],
            known: false,
            note: "",
        })
}

impl Judge {
    /// One line for headers and summaries: `CSES (Rust 1.75, edition 2021)`.
    pub fn describe(&self) -> String {
        match (self.name, self.rust) {
            ("practice", _) => "practice problem, no online judge".to_string(),
            ("classic", _) => "classic problem from the literature, no online judge".to_string(),
            (name, Some(Rust { version, edition })) => match (version, edition) {
                (Some(v), Some(e)) => format!("{name} (Rust {v}, edition {e})"),
                (None, Some(e)) => format!("{name} (Rust, edition {e})"),
                (_, None) => format!("{name} (Rust, version and edition uncertain)"),
            },
            (name, None) if self.known => format!("{name} (accepts no Rust as far as we know)"),
            (name, None) => name.to_string(),
        }
    }

    /// Refuses, in one line, a binary that needs a crate this judge does not ship.
    ///
    /// `needed` are package names from the binary's (and games-core's) `[dependencies]`.
    pub fn check_crates(&self, binary: &str, needed: &[String]) -> Result<(), String> {
        let missing: Vec<&str> = needed
            .iter()
            .map(String::as_str)
            .filter(|c| !self.crates.contains(c))
            .collect();
        if missing.is_empty() {
            return Ok(());
        }
        let judge = if is_offline(self.name) {
            format!("a {} problem (no judge, so no crates)", self.name)
        } else if self.known {
            self.name.to_string()
        } else {
            "its judge (unknown to the bundler, so assumed to ship none)".to_string()
        };
        let list = missing
            .iter()
            .map(|c| format!("`{c}`"))
            .collect::<Vec<_>>()
            .join(", ");
        let noun = if missing.len() == 1 {
            "crate"
        } else {
            "crates"
        };
        Err(format!(
            "cannot bundle `{binary}`: it needs {noun} {list}, which {judge} does not ship \
             (use games-core and std only, or drop the dependency)"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn needs(crates: &[&str]) -> Vec<String> {
        crates.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn atcoder_ships_proconio_and_cses_does_not() {
        assert!(lookup("AtCoder")
            .check_crates("dividing-game", &needs(&["proconio"]))
            .is_ok());
        let e = lookup("CSES")
            .check_crates("nim-game", &needs(&["proconio"]))
            .unwrap_err();
        assert_eq!(
            e,
            "cannot bundle `nim-game`: it needs crate `proconio`, which CSES does not ship \
             (use games-core and std only, or drop the dependency)"
        );
        assert!(!e.contains('\n'));
    }

    #[test]
    fn practice_and_unknown_judges_ship_nothing() {
        assert!(lookup("practice").check_crates("x", &[]).is_ok());
        let e = lookup("practice")
            .check_crates("x", &needs(&["itertools", "rand"]))
            .unwrap_err();
        assert!(e.contains("crates `itertools`, `rand`"), "{e}");
        let unknown = lookup("SPOJ");
        assert!(!unknown.known);
        assert!(unknown.check_crates("x", &needs(&["rand"])).is_err());
    }

    #[test]
    fn descriptions() {
        for (judge, described) in [
            ("cses", "CSES (Rust 1.75, edition 2021)"),
            ("AtCoder", "AtCoder (Rust, edition 2024)"),
            (
                "hackerrank",
                "HackerRank (Rust, version and edition uncertain)",
            ),
            ("POJ", "POJ (accepts no Rust as far as we know)"),
            (
                "library checker",
                "Library Checker (Rust 1.94.1, edition 2024)",
            ),
            (
                "Classic",
                "classic problem from the literature, no online judge",
            ),
        ] {
            assert_eq!(lookup(judge).describe(), described, "{judge}");
        }
    }

    #[test]
    fn codechef_and_luogu_are_known_and_ship_no_crates() {
        let cc = lookup("codechef");
        assert!(cc.known && cc.rust.is_some() && !is_offline(cc.name));
        assert_eq!(cc.name, "CodeChef");
        assert_eq!(
            cc.describe(),
            "CodeChef (Rust, version and edition uncertain)"
        );
        assert!(cc.note.contains("uncertain"), "{}", cc.note);
        let lg = lookup("LUOGU");
        assert_eq!(lg.name, "Luogu");
        assert_eq!(lg.describe(), "Luogu (Rust, edition 2024)");
        assert!(lg.note.contains("version uncertain"), "{}", lg.note);
        for j in [cc, lg] {
            assert!(j.check_crates("new-nim", &[]).is_ok());
            let e = j
                .check_crates("new-nim", &needs(&["proconio"]))
                .unwrap_err();
            assert!(
                e.contains(&format!("which {} does not ship", j.name)),
                "{e}"
            );
        }
    }

    #[test]
    fn library_checker_ships_no_crates_and_classic_has_no_judge() {
        let lc = lookup("Library Checker");
        assert!(lc.known && lc.rust.is_some() && !is_offline(lc.name));
        assert!(lc.check_crates("nim-product", &[]).is_ok());
        let e = lc
            .check_crates("nim-product", &needs(&["proconio"]))
            .unwrap_err();
        assert!(e.contains("which Library Checker does not ship"), "{e}");
        let classic = lookup("classic");
        assert!(classic.known && classic.rust.is_none() && is_offline(classic.name));
        let e = classic.check_crates("x", &needs(&["rand"])).unwrap_err();
        assert!(
            e.contains("which a classic problem (no judge, so no crates)"),
            "{e}"
        );
        assert!(is_offline("practice") && !is_offline("CSES"));
    }
}
