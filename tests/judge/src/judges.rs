//! The known judges: for each, its Rust (if any), the crates it ships, and how it names its
//! problems (the id's shape and the URL of a problem's page, each derived from the other).
//!
//! This list is the one place a judge is named: the metadata rules
//! ([`crate::metadata`]), `cargo xtask new` (its `--help` lists [`names`]), the bundle header
//! and the README's judge table all read it, so a new judge is one entry of [`JUDGES`]
//! (and, for a new id shape, its rule below the list). The crate lists are deliberately short
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

/// One judge: its Rust and crates, as far as bundling cares, and where its problems are.
#[derive(Debug, Clone, Copy)]
pub struct Judge {
    /// The name used in `[package.metadata.problem] judge`.
    pub name: &'static str,
    /// `None` when the judge accepts no Rust submissions (or has no judge at all).
    pub rust: Option<Rust>,
    /// Crates (package names, as in `Cargo.toml`) the judge links in.
    pub crates: &'static [&'static str],
    /// Whether the name was found in [`JUDGES`].
    pub known: bool,
    /// What the README's judge table says of the judge's Rust, when more than the facts above
    /// (and where what could not be confirmed is said).
    pub note: &'static str,
    /// An online judge's problem ids and pages, or a kind of problem with no online judge.
    pub place: Place,
}

/// Where a judge's problems are.
#[derive(Debug, Clone, Copy)]
pub enum Place {
    /// An online judge, naming its problems so.
    Online(Naming),
    /// No online judge: `practice`, `classic`, `own`.
    Offline(Offline),
}

/// How an online judge names a problem: its id, and its page's URL.
#[derive(Debug, Clone, Copy)]
pub struct Naming {
    /// What an id looks like, for error messages: "a problem number such as `1730`".
    pub id_shape: &'static str,
    /// Whether an id has the judge's shape.
    pub id_is_valid: fn(&str) -> bool,
    /// How the judge's problem pages name a problem.
    pub pages: Pages,
}

/// How a judge's problem pages relate to its ids.
#[derive(Debug, Clone, Copy)]
pub enum Pages {
    /// The page's URL names the id, so each derives from the other.
    ById {
        /// The page of a valid id.
        url_for: fn(&str) -> Option<String>,
        /// The id a page names, from its URL without the scheme, a leading `www.` and a
        /// trailing `/` (`cses.fi/problemset/task/1730`); checked against `id_is_valid` after.
        id_from_page: fn(&str) -> Option<String>,
    },
    /// The page's URL names the problem by a slug the id does not give (LightOJ): neither
    /// derives from the other, and only the URL's shape is checked.
    BySlug {
        /// Whether a URL (stripped as for `ById`) is one of the judge's problem pages.
        page_is_valid: fn(&str) -> bool,
        /// A page's URL in words, for error messages: `https://lightoj.com/problem/<name>`.
        page_shape: &'static str,
    },
}

/// A kind of problem with no online judge, and how the files name it.
#[derive(Debug, Clone, Copy)]
pub struct Offline {
    /// Where such a problem comes from, for `--help`: `a problem from the literature`.
    pub about: &'static str,
    /// What the problem is, in a header or a summary: `classic problem from the literature`.
    pub what: &'static str,
    /// Its short name in a scaffold's text: `classic problem`.
    pub short: &'static str,
    /// The README problem table's judge cell, before the seed and exercise if any:
    /// `classic (no online judge)`.
    pub cell: &'static str,
    /// What the statement's `## Source` line is still to say, when `cargo xtask new` cannot
    /// (`the book or paper, chapter and page`); `None` when the seed says it all.
    pub source_todo: Option<&'static str>,
    /// Whether the problem comes from a seed tutorial.
    pub seed: Seed,
    /// The Rust such a problem targets, when its kind names one (`own`: a
    /// coach's problem for rustc 1.75, edition 2021, std only), which
    /// `bundle --verify` checks as it checks a judge's.
    pub targets: Option<Rust>,
}

/// Whether an offline problem names its seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seed {
    /// Always: a seed tutorial's exercise (`practice`).
    Required,
    /// When it has one (`classic`).
    Optional,
    /// Never: it comes from no seed (`own`).
    Forbidden,
}

const NO_RUST: &str = "no Rust there: the bundle still builds and passes the samples, \
                       but a submission needs a port to C++ or Java";

/// The names of [`JUDGES`], in order.
pub fn names() -> Vec<&'static str> {
    JUDGES.iter().map(|j| j.name).collect()
}

/// Every judge a binary may name, in its canonical spelling; `practice`, `classic` and
/// `own` problems have no online judge ([`is_offline`]).
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
        place: by_id(
            NUMBER_SHAPE,
            digits,
            |id| Some(format!("https://cses.fi/problemset/task/{id}")),
            |page| after(page, "cses.fi/problemset/task/"),
        ),
    },
    Judge {
        name: "AtCoder",
        // The 2025 language update (October 2025) offers one Rust, "Rust (rustc 1.89.0)"
        // (language 6088 in submission tools' lists, e.g. cph-submit and
        // online-judge-docker's atcoder-rust:2025.10), edition 2024 (yosupo06/library-checker-judge
        // PR #561's survey of judges, March 2026); the judge's own language page could not be read.
        rust: Some(Rust {
            version: Some("1.89.0"),
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
        note: "from submission tools' language lists of the 2025 language update; \
               the judge's own page was not read",
        place: by_id(
            "a task id such as `abc368_f`",
            atcoder_id,
            |id| {
                let (contest, _) = id.rsplit_once('_')?;
                Some(format!("https://atcoder.jp/contests/{contest}/tasks/{id}"))
            },
            atcoder_task,
        ),
    },
    Judge {
        name: "Codeforces",
        // Two Rust languages, "Rust 1.89.0 (2021)" and "Rust 1.89.0 (2024)" (ids 75 and 98
        // in submission tools' lists, late 2025; cph PR #674 of June 2026 adds the 2024 one):
        // bundles are verified in both editions anyway.
        rust: Some(Rust {
            version: Some("1.89.0"),
            edition: Some("2024"),
        }),
        crates: &[],
        known: true,
        note: "submit as \"Rust 1.89.0 (2024)\" (2021 is offered too); from submission \
               tools' language lists, the judge's own page was not read",
        place: by_id(
            "a contest number and index such as `1234A`",
            |id| codeforces_parts(id).is_some(),
            |id| {
                let (contest, index) = codeforces_parts(id)?;
                Some(format!(
                    "https://codeforces.com/problemset/problem/{contest}/{index}"
                ))
            },
            codeforces_problem,
        ),
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
        note: "version and edition unconfirmed (not stated in any source we could check; \
               bundles are verified with 1.75 and editions 2021 and 2024)",
        place: by_id(
            "a challenge slug such as `misere-nim-1`",
            |id| slug(id) && id.len() <= 100,
            |id| {
                Some(format!(
                    "https://www.hackerrank.com/challenges/{id}/problem"
                ))
            },
            |page| {
                let slug = page.strip_prefix("hackerrank.com/challenges/")?;
                Some(slug.strip_suffix("/problem").unwrap_or(slug).to_string())
            },
        ),
    },
    Judge {
        name: "HDU",
        rust: None,
        crates: &[],
        known: true,
        note: NO_RUST,
        place: by_id(
            NUMBER_SHAPE,
            digits,
            |id| Some(format!("https://acm.hdu.edu.cn/showproblem.php?pid={id}")),
            |page| after(page, "acm.hdu.edu.cn/showproblem.php?pid="),
        ),
    },
    Judge {
        name: "POJ",
        rust: None,
        crates: &[],
        known: true,
        note: NO_RUST,
        place: by_id(
            NUMBER_SHAPE,
            digits,
            |id| Some(format!("http://poj.org/problem?id={id}")),
            |page| after(page, "poj.org/problem?id="),
        ),
    },
    Judge {
        name: "LightOJ",
        rust: None,
        crates: &[],
        known: true,
        note: NO_RUST,
        place: Place::Online(Naming {
            id_shape: NUMBER_SHAPE,
            id_is_valid: digits,
            pages: Pages::BySlug {
                page_is_valid: |page| page.strip_prefix("lightoj.com/problem/").is_some_and(slug),
                page_shape: "https://lightoj.com/problem/<name>",
            },
        }),
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
        place: by_id(
            "a problem id such as `nim_product_64`",
            library_checker_id,
            |id| Some(format!("https://judge.yosupo.jp/problem/{id}")),
            |page| after(page, "judge.yosupo.jp/problem/"),
        ),
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
        note: "version and edition unconfirmed (Rust is offered, but no source we could check \
               states which; bundles are verified with 1.75 and editions 2021 and 2024)",
        place: by_id(
            "a problem code such as `HAMILG`",
            codechef_code,
            |id| Some(format!("https://www.codechef.com/problems/{id}")),
            codechef_problem,
        ),
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
        note: "plain rustc without Cargo, so no crates; the sources disagree on the version: the judge's docs \
               of August 2025 say 1.88.0, its judge-env flake of January 2026 takes the \
               then latest stable",
        place: by_id(
            "a problem id such as `P4055`",
            luogu_id,
            |id| Some(format!("https://www.luogu.com.cn/problem/{id}")),
            |page| after(page, "luogu.com.cn/problem/"),
        ),
    },
    Judge {
        name: "Kattis",
        // Kattis's own help pages (po.kattis.com/contests/traning2015/help/rust and
        // .../un2qfx/help/rust, as crawled in late 2024) say `rustc 1.37.0` with
        // `-O --crate-type bin --edition=2018` and "all standard libraries included with
        // Rust" (std only, so no crates), while a third-party table of judges' Rust
        // (jh05013's snippets, citing icpc.kattis.com/languages/rust) says 1.77 in May 2024
        // and 1.85 in June 2025: the sources disagree, so neither version nor edition is
        // claimed. open.kattis.com/languages/rust itself could not be read.
        rust: Some(Rust {
            version: None,
            edition: None,
        }),
        crates: &[],
        known: true,
        note: "std only, so no crates; version and edition unconfirmed: the judge's contest \
               help pages (crawled late 2024) say rustc 1.37.0 with edition 2018, a \
               third-party table citing its languages page says 1.85 in June 2025; bundles \
               are verified with 1.75 and editions 2021 and 2024 only",
        place: by_id(
            "a problem id such as `ninetynine`",
            kattis_id,
            |id| Some(format!("https://open.kattis.com/problems/{id}")),
            |page| after(page, "open.kattis.com/problems/"),
        ),
    },
    Judge {
        // Baekjoon Online Judge, the mirror that judges Code Jam's problems since Code Jam
        // closed in 2023.
        name: "Baekjoon",
        // A client's list of the judge's languages names "Rust 2015", "Rust 2018" and
        // "Rust 2021" (the edition is the language's name there); the third-party table of
        // judges' Rust (jh05013's snippets, June 2025, citing help.acmicpc.net/language/info)
        // says 1.73. The judge's own help page (acmicpc.net/help/language) could not be
        // read, so the version is not claimed, nor any crate.
        rust: Some(Rust {
            version: None,
            edition: Some("2021"),
        }),
        crates: &[],
        known: true,
        note:
            "submit as \"Rust 2021\", beside which 2015 and 2018 are offered; version and crates \
               unconfirmed: the judge's help page could not be checked, and a third-party table \
               of June 2025 says 1.73, older than the 1.75 bundles are verified with",
        place: by_id(
            NUMBER_SHAPE,
            digits,
            |id| Some(format!("https://www.acmicpc.net/problem/{id}")),
            |page| after(page, "acmicpc.net/problem/"),
        ),
    },
    Judge {
        // Szkopuł, the archive of the Polish Olympiad in Informatics (POI) and other Polish
        // contests. No page of it listing its languages could be read, so Rust is not
        // assumed; its problem pages are named by an opaque key (a POI VI task's
        // statement page, as stored by a crawl, was the only page read).
        name: "Szkopul",
        rust: None,
        crates: &[],
        known: true,
        note: "whether Rust is offered could not be checked (no page of its languages was \
               read): the bundle still builds and passes the samples, but a submission may \
               need a port to C++",
        place: by_id(
            "a problem key such as `u-kIHVk5n2hFoKGo7iA2ckWM`",
            szkopul_key,
            |id| {
                Some(format!(
                    "https://szkopul.edu.pl/problemset/problem/{id}/site"
                ))
            },
            szkopul_problem,
        ),
    },
    Judge {
        name: "practice",
        rust: None,
        crates: &[],
        known: true,
        note: "",
        place: Place::Offline(Offline {
            about: "a seed tutorial's exercise",
            what: "practice problem",
            short: "practice",
            cell: "practice",
            source_todo: None,
            seed: Seed::Required,
            targets: None,
        }),
    },
    Judge {
        name: "classic",
        rust: None,
        crates: &[],
        known: true,
        note: "",
        place: Place::Offline(Offline {
            about: "a problem from the literature, such as Winning Ways",
            what: "classic problem from the literature",
            short: "classic problem",
            cell: "classic (no online judge)",
            source_todo: Some("the book or paper, chapter and page"),
            seed: Seed::Optional,
            targets: None,
        }),
    },
    Judge {
        name: "own",
        rust: None,
        crates: &[],
        known: true,
        note: "",
        place: Place::Offline(Offline {
            about: "a problem a coach wrote",
            what: "own problem",
            short: "own problem",
            cell: "own problem, no online judge",
            source_todo: Some("who wrote it, and for which class or contest"),
            seed: Seed::Forbidden,
            // The workspace's floor: what a coach's problem is written and verified for.
            targets: Some(Rust {
                version: Some("1.75"),
                edition: Some("2021"),
            }),
        }),
    },
];

/// An online judge whose pages name the id: its shape in words, its rule, the page of an id
/// and the id of a page ([`Pages::ById`]).
const fn by_id(
    id_shape: &'static str,
    id_is_valid: fn(&str) -> bool,
    url_for: fn(&str) -> Option<String>,
    id_from_page: fn(&str) -> Option<String>,
) -> Place {
    Place::Online(Naming {
        id_shape,
        id_is_valid,
        pages: Pages::ById {
            url_for,
            id_from_page,
        },
    })
}

/// The id shape of the judges that number their problems.
const NUMBER_SHAPE: &str = "a problem number such as `1730`";

/// A problem number: 1 to 9 digits.
fn digits(s: &str) -> bool {
    !s.is_empty() && s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit())
}

/// What follows `prefix` in `page`, as an id to check.
fn after(page: &str, prefix: &str) -> Option<String> {
    page.strip_prefix(prefix).map(str::to_string)
}

/// An AtCoder task id: `abc368_f`, lowercase letters, digits and `_`, with a `_`.
fn atcoder_id(id: &str) -> bool {
    id.contains('_')
        && !id.starts_with('_')
        && !id.ends_with('_')
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-')
}

/// The task of an AtCoder page, `atcoder.jp/contests/<contest>/tasks/<contest>_<index>`.
fn atcoder_task(page: &str) -> Option<String> {
    let (contest, task) = page
        .strip_prefix("atcoder.jp/contests/")?
        .split_once("/tasks/")?;
    if contest.is_empty() || contest.contains('/') || !task.starts_with(contest) {
        return None;
    }
    Some(task.to_string())
}

/// A Codeforces problem id `1234A` / `1234A1` split into contest number and index.
fn codeforces_parts(id: &str) -> Option<(&str, &str)> {
    let split = id.find(|c: char| !c.is_ascii_digit())?;
    let (contest, index) = id.split_at(split);
    let index_ok = index.len() <= 2
        && index.as_bytes()[0].is_ascii_uppercase()
        && index.bytes().skip(1).all(|b| b.is_ascii_digit());
    (digits(contest) && index_ok).then_some((contest, index))
}

/// A LightOJ or HackerRank problem slug, `partitioning-game`: lowercase letters, digits, single `-`.
fn slug(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && !s.contains("--")
        && s.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The problem of a Codeforces page, `problemset/problem/<contest>/<index>` or
/// `contest/<contest>/problem/<index>`.
fn codeforces_problem(page: &str) -> Option<String> {
    let rest = page.strip_prefix("codeforces.com/")?;
    let (contest, index) = match rest.strip_prefix("problemset/problem/") {
        Some(r) => r.split_once('/')?,
        None => {
            let r = rest.strip_prefix("contest/")?;
            r.split_once("/problem/")?
        }
    };
    Some(format!("{contest}{index}"))
}

/// The problem of a CodeChef page: the practice page, or the same problem inside a contest,
/// `<CONTEST>/problems/<CODE>`.
fn codechef_problem(page: &str) -> Option<String> {
    let rest = page.strip_prefix("codechef.com/")?;
    match rest.strip_prefix("problems/") {
        Some(code) => Some(code.to_string()),
        None => {
            let (contest, code) = rest.split_once("/problems/")?;
            codechef_code(contest).then(|| code.to_string())
        }
    }
}

/// A Kattis problem id, `ninetynine`: lowercase letters and digits, as Kattis's problem
/// packages name their problems.
fn kattis_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 100
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// A Library Checker problem id, `nim_product_64`: lowercase letters, digits and single `_`,
/// starting with a letter.
fn library_checker_id(id: &str) -> bool {
    id.len() <= 100
        && id.as_bytes().first().is_some_and(u8::is_ascii_lowercase)
        && !id.ends_with('_')
        && !id.contains("__")
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// A CodeChef problem code, `HAMILG`: uppercase letters and digits, starting with a letter.
fn codechef_code(id: &str) -> bool {
    id.len() <= 20
        && id.as_bytes().first().is_some_and(u8::is_ascii_uppercase)
        && id
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
}

/// A Luogu problem id of its own problem set, `P4055` (or `B2001`, the beginners' set):
/// `P` or `B`, then 4 to 6 digits, the first not `0`. Problems Luogu only forwards to
/// another judge (`CF1A`, `AT_abc001_a`, `SP1`) are that judge's.
fn luogu_id(id: &str) -> bool {
    let (Some(set), Some(number)) = (id.get(..1), id.get(1..)) else {
        return false;
    };
    matches!(set, "P" | "B")
        && (4..=6).contains(&number.len())
        && !number.starts_with('0')
        && number.bytes().all(|b| b.is_ascii_digit())
}

/// A Szkopuł problem key, `u-kIHVk5n2hFoKGo7iA2ckWM`: 8 to 40 ASCII letters, digits, `-`
/// and `_`.
fn szkopul_key(id: &str) -> bool {
    (8..=40).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The problem of a Szkopuł page, `problemset/problem/<key>` with `/site` and a
/// `?key=statement` query or not.
fn szkopul_problem(page: &str) -> Option<String> {
    let rest = page.strip_prefix("szkopul.edu.pl/problemset/problem/")?;
    let (key, tail) = rest.split_once('/').unwrap_or((rest, ""));
    matches!(tail, "" | "site" | "site/" | "site/?key=statement").then(|| key.to_string())
}

/// Whether `judge` (canonical spelling) names no online judge: `practice` (an exercise of a
/// seed tutorial), `classic` (a problem from the literature, such as Winning Ways) and `own`
/// (a problem a coach wrote, from no judge and no seed).
pub fn is_offline(judge: &str) -> bool {
    offline(judge).is_some()
}

/// The offline kind `judge` (canonical spelling) names, if it names one.
pub fn offline(judge: &str) -> Option<&'static Offline> {
    JUDGES
        .iter()
        .find(|j| j.name == judge)
        .and_then(|j| match &j.place {
            Place::Offline(o) => Some(o),
            Place::Online(_) => None,
        })
}

/// How the online judge `judge` (canonical spelling) names its problems, if it is one.
pub fn naming(judge: &str) -> Option<&'static Naming> {
    JUDGES
        .iter()
        .find(|j| j.name == judge)
        .and_then(|j| match &j.place {
            Place::Online(n) => Some(n),
            Place::Offline(_) => None,
        })
}

/// `a` or `an`, as `word` needs: `an own problem`.
pub fn article(word: &str) -> &'static str {
    if word
        .bytes()
        .next()
        .is_some_and(|b| b"aeiou".contains(&b.to_ascii_lowercase()))
    {
        "an"
    } else {
        "a"
    }
}

/// The judges `cargo xtask new --judge` takes, in words for its `--help`: the online ones,
/// then each kind of problem with no online judge.
pub fn listed() -> String {
    let quoted = |name: &str| {
        if name.contains(' ') {
            format!("\"{name}\"")
        } else {
            name.to_string()
        }
    };
    let online: Vec<String> = JUDGES
        .iter()
        .filter(|j| !is_offline(j.name))
        .map(|j| quoted(j.name))
        .collect();
    let offline: Vec<String> = JUDGES
        .iter()
        .filter_map(|j| offline(j.name).map(|o| format!("{} ({})", j.name, o.about)))
        .collect();
    format!(
        "{}; or, with no online judge, {}; in any case",
        online.join(", "),
        offline.join(", ")
    )
}

/// The judge called `name` (case-insensitive). An unknown judge ships no crates and names no
/// problem.
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
            place: Place::Online(Naming {
                id_shape: "",
                id_is_valid: |_| false,
                pages: Pages::ById {
                    url_for: |_| None,
                    id_from_page: |_| None,
                },
            }),
        })
}

impl Judge {
    /// One line for headers and summaries: `CSES (Rust 1.75, edition 2021)`;
    /// what is not known is said to be unconfirmed.
    pub fn describe(&self) -> String {
        if let Place::Offline(o) = self.place {
            return match o.targets {
                Some(Rust {
                    version: Some(v),
                    edition: Some(e),
                }) => format!(
                    "{}, no online judge; it targets Rust {v}, edition {e}, std only",
                    o.what
                ),
                _ => format!("{}, no online judge", o.what),
            };
        }
        match (self.name, self.rust) {
            (name, Some(Rust { version, edition })) => match (version, edition) {
                (Some(v), Some(e)) => format!("{name} (Rust {v}, edition {e})"),
                (None, Some(e)) => format!("{name} (Rust, version unconfirmed, edition {e})"),
                (Some(v), None) => format!("{name} (Rust {v}, edition unconfirmed)"),
                (None, None) => format!("{name} (Rust, version and edition unconfirmed)"),
            },
            (name, None) if self.known => format!("{name} (accepts no Rust as far as we know)"),
            (name, None) => name.to_string(),
        }
    }

    /// The Rust a submission for this judge is compiled with, as far as it is
    /// known: the judge's own, or the toolchain a problem with no judge targets
    /// ([`Offline::targets`]); `None` where nothing is known.
    pub fn toolchain(&self) -> Option<Rust> {
        match self.place {
            Place::Offline(o) => o.targets,
            Place::Online(_) => self.rust,
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
            format!(
                "{} {} problem (no judge, so no crates)",
                article(self.name),
                self.name
            )
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
            ("AtCoder", "AtCoder (Rust 1.89.0, edition 2024)"),
            ("codeforces", "Codeforces (Rust 1.89.0, edition 2024)"),
            (
                "hackerrank",
                "HackerRank (Rust, version and edition unconfirmed)",
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
            "CodeChef (Rust, version and edition unconfirmed)"
        );
        assert!(cc.note.contains("unconfirmed"), "{}", cc.note);
        let lg = lookup("LUOGU");
        assert_eq!(lg.name, "Luogu");
        assert_eq!(
            lg.describe(),
            "Luogu (Rust, version unconfirmed, edition 2024)"
        );
        assert!(lg.note.contains("sources disagree"), "{}", lg.note);
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

    #[test]
    fn every_judge_is_one_entry_online_or_offline() {
        for j in JUDGES {
            assert!(j.known, "{}", j.name);
            match (naming(j.name), offline(j.name)) {
                (Some(n), None) => assert!(!n.id_shape.is_empty(), "{}", j.name),
                (None, Some(o)) => assert!(j.rust.is_none() && !o.what.is_empty(), "{}", j.name),
                _ => panic!("{} is neither online nor offline", j.name),
            }
        }
        assert!(naming("cses").is_none(), "canonical spelling only");
        assert_eq!(offline("classic").map(|o| o.seed), Some(Seed::Optional));
        assert_eq!(offline("practice").map(|o| o.seed), Some(Seed::Required));
        assert_eq!(offline("own").map(|o| o.seed), Some(Seed::Forbidden));
    }

    #[test]
    fn the_listed_judges_name_every_judge_and_what_the_offline_ones_are() {
        let listed = listed();
        for name in names() {
            assert!(listed.contains(name), "{name}: {listed}");
        }
        assert!(listed.contains("\"Library Checker\""), "{listed}");
        assert!(
            listed.contains("classic (a problem from the literature, such as Winning Ways)"),
            "{listed}"
        );
        assert!(!listed.contains('\n'));
        assert_eq!((article("AtCoder"), article("practice")), ("an", "a"));
    }

    #[test]
    fn kattis_and_baekjoon_are_known_and_ship_no_crates() {
        let kattis = lookup("kattis");
        assert_eq!(kattis.name, "Kattis");
        assert_eq!(
            kattis.describe(),
            "Kattis (Rust, version and edition unconfirmed)"
        );
        assert!(kattis.note.contains("unconfirmed"), "{}", kattis.note);
        let boj = lookup("BAEKJOON");
        assert_eq!(boj.name, "Baekjoon");
        assert_eq!(
            boj.describe(),
            "Baekjoon (Rust, version unconfirmed, edition 2021)"
        );
        assert!(
            boj.note.contains("version and crates unconfirmed"),
            "{}",
            boj.note
        );
        for j in [kattis, boj] {
            assert!(j.known && j.rust.is_some() && !is_offline(j.name));
            assert!(j.check_crates("nim-game", &[]).is_ok());
            let e = j.check_crates("nim-game", &needs(&["rand"])).unwrap_err();
            assert!(
                e.contains(&format!("which {} does not ship", j.name)),
                "{e}"
            );
        }
    }

    #[test]
    fn own_problems_have_no_judge_and_ship_nothing() {
        let own = lookup("Own");
        assert_eq!(own.name, "own");
        assert!(own.known && own.rust.is_none() && is_offline(own.name));
        assert_eq!(
            own.describe(),
            "own problem, no online judge; it targets Rust 1.75, edition 2021, std only"
        );
        let targets = own.toolchain().unwrap();
        assert_eq!(
            (targets.version, targets.edition),
            (Some("1.75"), Some("2021"))
        );
        assert!(lookup("classic").toolchain().is_none());
        assert_eq!(offline("own").map(|o| o.seed), Some(Seed::Forbidden));
        assert!(naming("own").is_none());
        assert!(own.check_crates("x", &[]).is_ok());
        let e = own.check_crates("x", &needs(&["rand"])).unwrap_err();
        assert!(
            e.contains("which an own problem (no judge, so no crates) does not ship"),
            "{e}"
        );
        assert!(listed().contains("own (a problem a coach wrote)"));
    }
}
