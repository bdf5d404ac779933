//! The rules of `[package.metadata.problem]`: a known judge ([`JUDGES`]), `id` agreeing with `url`
//! by that judge's [`Naming`](crate::judges::Naming), and a seed where its kind needs one.
//!
//! The layout test (`tests/kit/tests/layout.rs`) applies the same rules as
//! `cargo xtask readme`, `bundle` and `new`.

pub use crate::judges::JUDGES;
use crate::judges::{article, naming, offline, Pages, Seed};

/// The judge named `judge` in any case (`codeforces`), spelled as in [`JUDGES`],
/// or a one-line error naming the known ones.
pub fn known_judge(judge: &str) -> Result<&'static str, String> {
    JUDGES
        .iter()
        .map(|j| j.name)
        .find(|j| j.eq_ignore_ascii_case(judge))
        .ok_or_else(|| {
            format!(
                "unknown judge `{judge}`; known judges: {}",
                crate::judges::names().join(", ")
            )
        })
}

/// `s` without a leading `http://` or `https://` and `www.`, or `None` for another scheme.
fn strip_scheme(url: &str) -> Option<&str> {
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))?;
    Some(rest.strip_prefix("www.").unwrap_or(rest))
}

/// A problem page's URL as [`Pages`] rules read it: no scheme, no `www.`, no trailing `/`.
fn page(url: &str) -> Option<&str> {
    let rest = strip_scheme(url)?;
    Some(rest.strip_suffix('/').unwrap_or(rest))
}

/// What an `id` of `judge` looks like, for error messages.
fn id_shape(judge: &str) -> &'static str {
    naming(judge).map_or("", |n| n.id_shape)
}

/// Whether `id` has the shape of a problem id at `judge` (a known online judge, canonical
/// spelling; never for `practice`, `classic` and `own`).
pub fn id_is_valid(judge: &str, id: &str) -> bool {
    naming(judge).is_some_and(|n| (n.id_is_valid)(id))
}

/// The problem's canonical URL at `judge`, derived from its `id`
/// (`None` for LightOJ, whose URLs name the problem by a slug, and for `practice`, `classic` and `own`).
pub fn url_for(judge: &str, id: &str) -> Option<String> {
    let naming = naming(judge)?;
    match naming.pages {
        Pages::ById { url_for, .. } if (naming.id_is_valid)(id) => url_for(id),
        _ => None,
    }
}

/// The problem id a `url` of `judge` names (`None` when the URL is not one of that
/// judge's problem pages; LightOJ's slug URLs carry no id either).
pub fn id_from_url(judge: &str, url: &str) -> Option<String> {
    let naming = naming(judge)?;
    let Pages::ById { id_from_page, .. } = naming.pages else {
        return None;
    };
    let id = id_from_page(page(url)?)?;
    (naming.id_is_valid)(&id).then_some(id)
}

/// Checks the judge, `id` and `url` of one binary's metadata; the error is one line.
///
/// The judge must be one of [`JUDGES`] (in any case). `practice`, `classic` and `own`
/// problems (no online judge) have neither `id` nor `url`; every other judge needs both, the
/// id of the judge's shape and the URL one of the judge's problem pages naming that same id
/// (LightOJ names problems by a slug in its URLs, [`Pages::BySlug`], so there only the
/// shapes are checked).
pub fn validate(judge: &str, id: Option<&str>, url: Option<&str>) -> Result<(), String> {
    let judge = known_judge(judge)?;
    if crate::judges::is_offline(judge) {
        return match (id, url) {
            (None, None) => Ok(()),
            _ => Err(format!(
                "{} {judge} problem has no online judge: drop its `id` and `url`",
                article(judge)
            )),
        };
    }
    let (Some(id), Some(url)) = (id, url) else {
        return Err(format!(
            "a {judge} problem needs both `id` and `url` (`cargo xtask new` derives one from the other)"
        ));
    };
    if !id_is_valid(judge, id) {
        return Err(format!(
            "id `{id}` is not a {judge} problem id ({})",
            id_shape(judge)
        ));
    }
    if let Some(Pages::BySlug {
        page_is_valid,
        page_shape,
    }) = naming(judge).map(|n| n.pages)
    {
        return if page(url).is_some_and(page_is_valid) {
            Ok(())
        } else {
            Err(format!(
                "url `{url}` is not a {judge} problem page ({page_shape})"
            ))
        };
    }
    match id_from_url(judge, url) {
        Some(found) if found == id => Ok(()),
        Some(found) => Err(format!(
            "id `{id}` does not match url `{url}`, which is {judge} problem `{found}`"
        )),
        None => Err(format!(
            "url `{url}` is not a {judge} problem page (expected {})",
            url_for(judge, id).unwrap_or_default()
        )),
    }
}

/// Checks that a problem of `judge` (canonical spelling) names a seed when its kind needs
/// one and none when it has none ([`Seed`]); the error is one line, naming the manifest's `seed`.
pub fn validate_seed(judge: &str, seed: Option<&str>) -> Result<(), String> {
    match (offline(judge).map(|o| o.seed), seed) {
        (Some(Seed::Required), None) => Err(format!(
            "{} {judge} problem needs its `seed`",
            article(judge)
        )),
        (Some(Seed::Forbidden), Some(seed)) => Err(format!(
            "{} {judge} problem comes from no seed: drop its `seed` (`{seed}`)",
            article(judge)
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_judge_of_the_workspace_passes() {
        let ok = [
            ("CSES", "1730", "https://cses.fi/problemset/task/1730"),
            (
                "AtCoder",
                "abc368_f",
                "https://atcoder.jp/contests/abc368/tasks/abc368_f",
            ),
            (
                "HDU",
                "1536",
                "https://acm.hdu.edu.cn/showproblem.php?pid=1536",
            ),
            ("POJ", "1067", "http://poj.org/problem?id=1067"),
            (
                "LightOJ",
                "1199",
                "https://lightoj.com/problem/partitioning-game",
            ),
            (
                "Codeforces",
                "1194D",
                "https://codeforces.com/problemset/problem/1194/D",
            ),
            (
                "Codeforces",
                "1194D",
                "https://codeforces.com/contest/1194/problem/D",
            ),
        ];
        for (judge, id, url) in ok {
            assert_eq!(validate(judge, Some(id), Some(url)), Ok(()), "{url}");
        }
        assert_eq!(validate("practice", None, None), Ok(()));
        assert_eq!(validate("classic", None, None), Ok(()));
        assert_eq!(validate("own", None, None), Ok(()));
    }

    /// How one judge names its problems: every case is checked by [`check_naming`].
    struct Naming<'a> {
        judge: &'a str,
        /// A problem's id and the url `url_for` makes of it.
        id: &'a str,
        url: &'a str,
        /// Other urls of problems, with the id each names.
        other_urls: &'a [(&'a str, &'a str)],
        bad_ids: &'a [&'a str],
        good_ids: &'a [&'a str],
        /// Urls that name no problem of the judge.
        bad_urls: &'a [&'a str],
        /// Ids refused with `url`, and the error that says why.
        refused: &'a [(&'a str, &'a str)],
    }

    /// The url and the id derive from each other, they validate together (the
    /// judge's name in lower case too) and not the id alone, and every other
    /// case of `n` is read as it says.
    fn check_naming(n: &Naming) {
        let judge = n.judge;
        assert_eq!(url_for(judge, n.id).as_deref(), Some(n.url));
        assert_eq!(id_from_url(judge, n.url).as_deref(), Some(n.id));
        for &(other, id) in n.other_urls {
            assert_eq!(id_from_url(judge, other).as_deref(), Some(id), "{other}");
        }
        assert_eq!(validate(judge, Some(n.id), Some(n.url)), Ok(()));
        let lower = judge.to_lowercase();
        assert_eq!(validate(&lower, Some(n.id), Some(n.url)), Ok(()));
        assert!(validate(judge, Some(n.id), None).is_err(), "{judge}");
        for &bad in n.bad_ids {
            assert!(!id_is_valid(judge, bad), "{bad}");
        }
        for &good in n.good_ids {
            assert!(id_is_valid(judge, good), "{good}");
        }
        for &bad_url in n.bad_urls {
            assert_eq!(id_from_url(judge, bad_url), None, "{bad_url}");
        }
        for &(id, error) in n.refused {
            assert_eq!(
                validate(judge, Some(id), Some(n.url)),
                Err(error.into()),
                "{id}"
            );
        }
    }

    #[test]
    fn library_checker_names_problems_by_their_id() {
        let url = "https://judge.yosupo.jp/problem/nim_product_64";
        check_naming(&Naming {
            judge: "Library Checker",
            id: "nim_product_64",
            url,
            other_urls: &[("http://judge.yosupo.jp/problem/aplusb/", "aplusb")],
            bad_ids: &[
                "",
                "Nim",
                "nim-product",
                "_nim",
                "nim_",
                "nim__x",
                "9nim",
                "a/b",
            ],
            good_ids: &["aplusb", "nim_product_64", "point_add_range_sum"],
            bad_urls: &[
                "https://judge.yosupo.jp/problem/",
                "https://judge.yosupo.jp/submission/12345",
                "https://judge.yosupo.jp/problem/nim_product_64/extra",
                "https://cses.fi/problemset/task/1730",
            ],
            refused: &[(
                "nim_product",
                "id `nim_product` does not match url `https://judge.yosupo.jp/problem/nim_product_64`, \
                 which is Library Checker problem `nim_product_64`",
            )],
        });
        let e = validate("Library Checker", Some("Nim-Product"), Some(url)).unwrap_err();
        assert!(
            e.contains("such as `nim_product_64`") && !e.contains('\n'),
            "{e}"
        );
    }

    #[test]
    fn codechef_names_problems_by_their_code() {
        let url = "https://www.codechef.com/problems/HAMILG";
        let long = "A".repeat(21);
        check_naming(&Naming {
            judge: "CodeChef",
            id: "HAMILG",
            url,
            other_urls: &[
                ("http://codechef.com/problems/HAMILG/", "HAMILG"),
                ("https://www.codechef.com/COOK98A/problems/HAMILG", "HAMILG"),
            ],
            bad_ids: &["", "hamilg", "9ABC", "HAM-ILG", "HAM_ILG", "A/B", &long],
            good_ids: &["HAMILG", "XORSUB", "FLOW001", "A"],
            bad_urls: &[
                "https://www.codechef.com/problems/",
                "https://www.codechef.com/problems/HAMILG/submit",
                "https://www.codechef.com/status/HAMILG",
                "https://www.codechef.com/cook-98/problems/HAMILG",
                "https://www.codechef.com/A/B/problems/HAMILG",
                "https://www.luogu.com.cn/problem/P4055",
            ],
            refused: &[
                (
                    "HAMILT",
                    "id `HAMILT` does not match url `https://www.codechef.com/problems/HAMILG`, \
                     which is CodeChef problem `HAMILG`",
                ),
                (
                    "hamilg",
                    "id `hamilg` is not a CodeChef problem id (a problem code such as `HAMILG`)",
                ),
            ],
        });
    }

    #[test]
    fn szkopul_names_problems_by_their_key() {
        let url = "https://szkopul.edu.pl/problemset/problem/u-kIHVk5n2hFoKGo7iA2ckWM/site";
        check_naming(&Naming {
            judge: "Szkopul",
            id: "u-kIHVk5n2hFoKGo7iA2ckWM",
            url,
            other_urls: &[
                (
                    "https://szkopul.edu.pl/problemset/problem/u-kIHVk5n2hFoKGo7iA2ckWM/site/?key=statement",
                    "u-kIHVk5n2hFoKGo7iA2ckWM",
                ),
                (
                    "http://szkopul.edu.pl/problemset/problem/Ab_cd-EF12/",
                    "Ab_cd-EF12",
                ),
            ],
            bad_ids: &["", "gon", "u-kIHVk5n2hFoKGo7iA2ckWM!", "a b c d e f", "ключключключ"],
            good_ids: &["u-kIHVk5n2hFoKGo7iA2ckWM", "ABCDEFGH", "a_b-c_d-"],
            bad_urls: &[
                "https://szkopul.edu.pl/problemset/problem/",
                "https://szkopul.edu.pl/problemset/problem/u-kIHVk5n2hFoKGo7iA2ckWM/site/?key=submit",
                "https://szkopul.edu.pl/c/oi25/p/gon/",
                "https://www.luogu.com.cn/problem/P4055",
            ],
            refused: &[(
                "gon",
                "id `gon` is not a Szkopul problem id (a problem key such as `u-kIHVk5n2hFoKGo7iA2ckWM`)",
            )],
        });
    }

    #[test]
    fn luogu_names_problems_by_their_id() {
        let url = "https://www.luogu.com.cn/problem/P4055";
        check_naming(&Naming {
            judge: "Luogu",
            id: "P4055",
            url,
            other_urls: &[("http://luogu.com.cn/problem/P4301/", "P4301")],
            bad_ids: &[
                "", "P", "4055", "p4055", "P405", "P0405", "P1234567", "CF1A", "P40a5", "Q4055",
            ],
            good_ids: &["P1000", "P4055", "B2001", "P10000"],
            bad_urls: &[
                "https://www.luogu.com.cn/problem/",
                "https://www.luogu.com.cn/problem/P4055/solution",
                "https://www.luogu.com.cn/record/P4055",
                "https://www.luogu.org/problem/P4055",
                "https://www.codechef.com/problems/HAMILG",
            ],
            refused: &[(
                "4055",
                "id `4055` is not a Luogu problem id (a problem id such as `P4055`)",
            )],
        });
        assert_eq!(
            validate(
                "Luogu",
                Some("P4301"),
                Some(&url_for("Luogu", "P4301").unwrap())
            ),
            Ok(())
        );
        let e = validate("Luogu", Some("P4301"), Some(url)).unwrap_err();
        assert!(e.contains("which is Luogu problem `P4055`"), "{e}");
    }

    #[test]
    fn classic_problems_have_no_id_or_url() {
        assert_eq!(validate("classic", None, None), Ok(()));
        assert_eq!(validate("Classic", None, None), Ok(()));
        assert_eq!(known_judge("CLASSIC"), Ok("classic"));
        let e = validate("classic", Some("1"), None).unwrap_err();
        assert_eq!(
            e,
            "a classic problem has no online judge: drop its `id` and `url`"
        );
        assert!(validate("classic", None, Some("https://example.com")).is_err());
        assert_eq!(url_for("classic", "1"), None);
        assert_eq!(id_from_url("classic", "https://example.com/1"), None);
    }

    #[test]
    fn unknown_or_misspelled_judges_are_refused() {
        let e = validate(
            "CSE",
            Some("1730"),
            Some("https://cses.fi/problemset/task/1730"),
        );
        assert!(e
            .unwrap_err()
            .starts_with("unknown judge `CSE`; known judges: CSES, "));
        assert!(validate("", None, None).is_err());
    }

    #[test]
    fn id_must_agree_with_url() {
        let e = validate(
            "CSES",
            Some("1730"),
            Some("https://cses.fi/problemset/task/1731"),
        );
        assert_eq!(
            e.unwrap_err(),
            "id `1730` does not match url `https://cses.fi/problemset/task/1731`, which is CSES problem `1731`"
        );
        let bad = [
            (
                "CSES",
                "1730",
                "https://atcoder.jp/contests/abc368/tasks/abc368_f",
            ),
            ("CSES", "17x0", "https://cses.fi/problemset/task/17x0"),
            (
                "AtCoder",
                "abc368_e",
                "https://atcoder.jp/contests/abc368/tasks/abc368_f",
            ),
            (
                "AtCoder",
                "abc368_f",
                "https://atcoder.jp/contests/abc367/tasks/abc368_f",
            ),
            (
                "HDU",
                "1536",
                "https://acm.hdu.edu.cn/showproblem.php?pid=1537",
            ),
            ("POJ", "1067", "http://poj.org/problem?id=1068"),
            (
                "Codeforces",
                "1194D",
                "https://codeforces.com/contest/1194/problem/E",
            ),
            (
                "Codeforces",
                "1194",
                "https://codeforces.com/contest/1194/problem/E",
            ),
            ("LightOJ", "1199", "https://cses.fi/problemset/task/1199"),
            (
                "LightOJ",
                "partitioning-game",
                "https://lightoj.com/problem/partitioning-game",
            ),
        ];
        for (judge, id, url) in bad {
            let e = validate(judge, Some(id), Some(url)).unwrap_err();
            assert!(!e.contains('\n'), "{e}");
        }
    }

    #[test]
    fn judged_problems_need_id_and_url_and_practice_has_neither() {
        assert!(validate("CSES", Some("1730"), None).is_err());
        assert!(validate("CSES", None, Some("https://cses.fi/problemset/task/1730")).is_err());
        assert!(validate("practice", Some("3"), None).is_err());
        assert!(validate("practice", None, Some("https://example.com")).is_err());
    }

    #[test]
    fn judge_names_are_accepted_in_any_case() {
        assert_eq!(known_judge("codeforces"), Ok("Codeforces"));
        assert_eq!(known_judge("HACKERRANK"), Ok("HackerRank"));
        assert_eq!(known_judge("Practice"), Ok("practice"));
        assert_eq!(
            validate(
                "cses",
                Some("1730"),
                Some("https://cses.fi/problemset/task/1730")
            ),
            Ok(())
        );
        assert_eq!(validate("PRACTICE", None, None), Ok(()));
        assert!(known_judge("hacker-rank").is_err());
    }

    #[test]
    fn hackerrank_names_problems_by_their_slug() {
        let url = "https://www.hackerrank.com/challenges/misere-nim-1/problem";
        check_naming(&Naming {
            judge: "HackerRank",
            id: "misere-nim-1",
            url,
            other_urls: &[(
                "https://hackerrank.com/challenges/bowling-pins",
                "bowling-pins",
            )],
            bad_ids: &["Misere-Nim", "misere_nim", "-x", "x--y", ""],
            good_ids: &["misere-nim-1", "bowling-pins"],
            bad_urls: &["https://www.hackerrank.com/challenges/a/b/problem"],
            refused: &[],
        });
        let e = validate("HackerRank", Some("bowling-pins"), Some(url)).unwrap_err();
        assert!(e.contains("does not match"), "{e}");
    }

    #[test]
    fn urls_and_ids_derive_from_each_other() {
        for (judge, id) in [
            ("CSES", "1729"),
            ("AtCoder", "abc368_f"),
            ("Codeforces", "1194D"),
            ("HDU", "1846"),
            ("POJ", "1067"),
            ("CodeChef", "HAMILG"),
            ("Luogu", "P4055"),
            ("Kattis", "ninetynine"),
            ("Baekjoon", "1000"),
        ] {
            let url = url_for(judge, id).unwrap();
            assert_eq!(id_from_url(judge, &url).as_deref(), Some(id), "{url}");
            assert_eq!(validate(judge, Some(id), Some(&url)), Ok(()));
        }
        assert_eq!(
            url_for("CSES", "1098").unwrap(),
            "https://cses.fi/problemset/task/1098"
        );
        assert_eq!(
            id_from_url("CSES", "http://www.cses.fi/problemset/task/2208/").as_deref(),
            Some("2208")
        );
        assert_eq!(url_for("LightOJ", "1199"), None);
        assert_eq!(url_for("CSES", "abc"), None);
        assert_eq!(
            id_from_url("HDU", "https://cses.fi/problemset/task/1"),
            None
        );
    }

    #[test]
    fn a_seed_is_needed_where_the_kind_says() {
        assert_eq!(
            validate_seed("practice", None),
            Err("a practice problem needs its `seed`".into())
        );
        assert_eq!(validate_seed("practice", Some("002")), Ok(()));
        assert_eq!(validate_seed("classic", None), Ok(()));
        assert_eq!(validate_seed("classic", Some("002")), Ok(()));
        assert_eq!(validate_seed("CSES", None), Ok(()));
        assert_eq!(validate_seed("CSES", Some("000")), Ok(()));
    }

    #[test]
    fn kattis_names_problems_by_their_id() {
        let url = "https://open.kattis.com/problems/ninetynine";
        let long = "a".repeat(101);
        check_naming(&Naming {
            judge: "Kattis",
            id: "ninetynine",
            url,
            other_urls: &[
                ("http://open.kattis.com/problems/hello/", "hello"),
                ("https://open.kattis.com/problems/3dprinter", "3dprinter"),
            ],
            bad_ids: &["", "NinetyNine", "ninety-nine", "ninety_nine", "a/b", "a.b", &long],
            good_ids: &["ninetynine", "hello", "3dprinter", "a1paper"],
            bad_urls: &[
                "https://open.kattis.com/problems/",
                "https://open.kattis.com/problems/ninetynine/submit",
                "https://open.kattis.com/submissions/12345",
                "https://kattis.com/problems/ninetynine",
                "ftp://open.kattis.com/problems/ninetynine",
                "https://www.acmicpc.net/problem/1000",
            ],
            refused: &[
                (
                    "hello",
                    "id `hello` does not match url `https://open.kattis.com/problems/ninetynine`, \
                     which is Kattis problem `ninetynine`",
                ),
                (
                    "Ninety-Nine",
                    "id `Ninety-Nine` is not a Kattis problem id (a problem id such as `ninetynine`)",
                ),
            ],
        });
        let e = validate(
            "Kattis",
            Some("hello"),
            Some("https://cses.fi/problemset/task/1"),
        )
        .unwrap_err();
        assert_eq!(
            e,
            "url `https://cses.fi/problemset/task/1` is not a Kattis problem page \
             (expected https://open.kattis.com/problems/hello)"
        );
    }

    #[test]
    fn baekjoon_names_problems_by_their_number() {
        let url = "https://www.acmicpc.net/problem/1000";
        check_naming(&Naming {
            judge: "Baekjoon",
            id: "1000",
            url,
            other_urls: &[
                ("http://acmicpc.net/problem/30000/", "30000"),
                ("https://www.acmicpc.net/problem/9658", "9658"),
            ],
            bad_ids: &["", "A1000", "10a0", "-1000", "1000.5", "1234567890", "P1000"],
            good_ids: &["1000", "9658", "31000"],
            bad_urls: &[
                "https://www.acmicpc.net/problem/",
                "https://www.acmicpc.net/problem/1000/submit",
                "https://www.acmicpc.net/submit/1000",
                "https://www.acmicpc.net/problem/abc",
                "https://help.acmicpc.net/problem/1000",
                "https://open.kattis.com/problems/ninetynine",
            ],
            refused: &[
                (
                    "1001",
                    "id `1001` does not match url `https://www.acmicpc.net/problem/1000`, \
                     which is Baekjoon problem `1000`",
                ),
                (
                    "ninetynine",
                    "id `ninetynine` is not a Baekjoon problem id (a problem number such as `1730`)",
                ),
            ],
        });
        assert_eq!(known_judge("baekjoon"), Ok("Baekjoon"));
        assert_eq!(
            url_for("Baekjoon", "9658").as_deref(),
            Some("https://www.acmicpc.net/problem/9658")
        );
    }

    #[test]
    fn own_problems_have_no_id_url_or_seed() {
        assert_eq!(known_judge("OWN"), Ok("own"));
        assert_eq!(validate("own", None, None), Ok(()));
        assert_eq!(validate("Own", None, None), Ok(()));
        for (id, url) in [
            (Some("1"), None),
            (None, Some("https://example.com/1")),
            (Some("1"), Some("https://example.com/1")),
        ] {
            assert_eq!(
                validate("own", id, url),
                Err("an own problem has no online judge: drop its `id` and `url`".into())
            );
        }
        assert_eq!(validate_seed("own", None), Ok(()));
        assert_eq!(
            validate_seed("own", Some("002")),
            Err("an own problem comes from no seed: drop its `seed` (`002`)".into())
        );
        assert!(!id_is_valid("own", "1"));
        assert_eq!(url_for("own", "1"), None);
        assert_eq!(id_from_url("own", "https://example.com/1"), None);
    }
}
