//! `new --shape interactive`: the scaffold of a binary that plays against the judge, on a placeholder game whose judge comes from the kit.
//!
//! The placeholder: `t` games, each one heap of `n` stones; a move takes 1 or
//! 2; who cannot move loses. The judge sends `t`, then `n` per game; the
//! program prints `First` or `Second`, then its moves; the judge answers
//! with its own move, `0` when it cannot move (the program won) or `-1`
//! after an illegal move. Its kit's judge and reference player are
//! deterministic, so the samples below are its transcripts, written here
//! as text (`cli_tests!(interactive)` checks them against the kit).

use super::MARK;

/// `src/main.rs`.
pub fn main_rs(source: &str, title: &str) -> String {
    format!(
        r##"//! {source} "{title}" (interactive): {MARK}: the game and the idea of the strategy in one line.
//!
//! {MARK}: everything here, in `tests.rs` and in `kit.rs` is a placeholder that
//! compiles and passes its tests: t games of one heap, take 1 or 2, who cannot
//! move loses; the program picks its side and plays against the judge. Replace
//! the protocol and strategy here, the rules, protocol and judge's replies in
//! `kit.rs`, the strategy check in `tests.rs` and the samples, then delete every
//! `{MARK}` line (`cargo xtask check` refuses the binary while one is left).

use games_core::io::{{run_interactive, Judge, Result}};
use std::io::{{Read, Write}};

/// Upper limit of a heap.
const MAX_N: u64 = 1_000_000_000_000_000_000;

/// The winning take at a heap of `n` stones, if there is one: n mod 3.
fn winning_take(n: u64) -> Option<u64> {{
    Some(n % 3).filter(|&k| k > 0)
}}

fn play<R: Read, W: Write>(judge: &mut Judge<R, W>) -> Result<()> {{
    let t: u64 = judge.next_in("t", 1..=1000)?;
    for _ in 0..t {{
        let mut n: u64 = judge.next_in("n", 1..=MAX_N)?;
        let first = winning_take(n).is_some();
        writeln!(judge, "{{}}", if first {{ "First" }} else {{ "Second" }})?;
        if !first {{
            n -= take(judge, n)?;
        }}
        loop {{
            let k = winning_take(n).unwrap_or(1);
            writeln!(judge, "{{k}}")?;
            n -= k;
            let reply = judge.next_in_or("the judge's take", 1..=2, &[0, -1])?;
            match reply {{
                0 => break,
                -1 => return Ok(()),
                _ => n -= checked(judge, n, reply)?,
            }}
        }}
    }}
    Ok(())
}}

/// The judge's first move of a game we play second.
fn take<R: Read, W: Write>(judge: &mut Judge<R, W>, n: u64) -> Result<u64> {{
    let reply = judge.next_in("the judge's take", 1..=2i64)?;
    checked(judge, n, reply)
}}

/// The judge's take `k` at a heap of `n`, refused when it takes more than is there.
fn checked<R: Read, W: Write>(judge: &Judge<R, W>, n: u64, k: i64) -> Result<u64> {{
    let k = k as u64;
    if k > n {{
        return Err(judge.error(format!("the judge takes {{k}} of {{n}} stones")));
    }}
    Ok(k)
}}

fn main() {{
    run_interactive(play);
}}

#[cfg(test)]
mod tests;
"##
    )
}

/// `src/tests.rs`.
pub fn tests_rs(name: &str) -> String {
    format!(
        r##"//! The tests of {name}: hundreds of sessions against the kit's judge, and the strategy checked against a search of the rules.

use super::*;
use problem_kit::brute;

problem_kit::kit_tests!(interactive = play);

#[test]
fn the_winning_take_leaves_a_lost_heap() {{
    // {MARK}: the real strategy, checked against a search from the rules.
    let moves = |&n: &u64| (1..=2.min(n)).map(|k| n - k).collect::<Vec<u64>>();
    let mut memo = Default::default();
    for n in 0..=200u64 {{
        let wins = brute::wins(&n, moves, |_| false, &mut memo);
        match winning_take(n) {{
            Some(k) => assert!(
                !brute::wins(&(n - k), moves, |_| false, &mut memo),
                "n = {{n}}"
            ),
            None => assert!(!wins, "n = {{n}} is won but no take was found"),
        }}
    }}
}}
"##
    )
}

/// `src/kit.rs`.
pub fn kit_rs(name: &str) -> String {
    format!(
        r##"//! The tooling of {name}: its sessions, protocol and judge, and a search of the game from its rules.
//!
//! {MARK}: the placeholder game's; write the real problem's (see `problem_kit::interactive`).

use problem_kit::interactive::{{best_reply, Interactive}};
use problem_kit::{{brute, Gen}};
use rand::rngs::StdRng;
use rand::Rng;

/// {name}'s kit (see `problem_kit::interactive`).
pub struct Kit;

// {MARK}: the real rules.
/// The positions one move reaches from a heap of `n`, from the rules alone.
fn moves(&n: &u64) -> Vec<u64> {{
    (1..=2.min(n)).map(|k| n - k).collect()
}}

impl Interactive for Kit {{
    // {MARK}: the real position (whose turn it is, where the players' moves differ) and move.
    type Pos = u64;
    type Move = u64;
    const SIDES: Option<[&'static str; 2]> = Some(["First", "Second"]);
    const WON: Option<&'static str> = Some("0");
    const LOST: &'static str = "-1";

    fn session(g: &mut Gen) -> Vec<u64> {{
        // {MARK}: small games, edge cases and games at the limits, won by either side.
        let t = g.rng.gen_range(1..=5);
        (0..t).map(|_| g.rng.gen_range(1..=30)).collect()
    }}

    fn samples() -> Vec<Vec<u64>> {{
        vec![vec![4, 3], vec![1]]
    }}

    fn bench(_: &mut Gen) -> Vec<u64> {{
        // {MARK}: the longest session at the limits.
        vec![300; 1000]
    }}

    fn opening(tests: &[u64]) -> String {{
        format!("{{}}\n", tests.len())
    }}

    fn start(&n: &u64) -> String {{
        format!("{{n}}\n")
    }}

    fn over(&n: &u64) -> Option<bool> {{
        (n == 0).then_some(false)
    }}

    fn wins(n: &u64) -> bool {{
        // {MARK}: a search on small positions; past them, a rule that a test checks against it.
        brute::wins(n, moves, |_| false, &mut Default::default())
    }}

    fn read_move(_: &u64, line: &str) -> Result<u64, String> {{
        line.parse().map_err(|_| "not a number".to_string())
    }}

    fn write_move(&k: &u64) -> String {{
        k.to_string()
    }}

    fn play(n: &mut u64, &k: &u64) -> Result<(), String> {{
        if (1..=2).contains(&k) && k <= *n {{
            *n -= k;
            Ok(())
        }} else {{
            Err(format!("take 1 or 2 of the {{n}} stones"))
        }}
    }}

    fn reply(&n: &u64, rng: &mut StdRng) -> u64 {{
        // A winning take whenever there is one, else one stone (holding out).
        let options: Vec<(u64, u64)> = (1..=2.min(n)).map(|k| (k, n - k)).collect();
        match best_reply(options, Self::wins, rng) {{
            Some(k) if !Self::wins(&(n - k)) => k,
            _ => 1,
        }}
    }}
}}

problem_kit::kit!(Kit, interactive);
"##
    )
}

/// `README.md`.
pub fn readme_md(name: &str, title: &str, source: &str) -> String {
    let sample = super::sample_and_solution(
        &format!("a session (`samples/{name}/sample-1.in` holds the judge's lines, `.out` ours, as the kit plays it)"),
        SAMPLES[0],
        "the strategy",
    );
    format!(
        r#"# {title}

<!-- {MARK}: fill every section from the judge's statement, in our own words, then delete every TODO line. -->

An interactive problem: the program plays against the judge.

## Game

{MARK}: the position, what a move is, who wins.

## Protocol

{MARK}: what the judge sends first, what the program prints (its side, its moves), the judge's answers and its end markers (the placeholder's: the judge sends `t`, then `n` per game; the program prints `First` or `Second`, then its takes; the judge answers with its take, `0` when it cannot move, `-1` after an illegal move).

| value | judge | ours |
|---|---|---|
| t | {MARK} | 1 ≤ t ≤ 1000 |
| n | {MARK} | 1 ≤ n ≤ 10^18 |

A judge line that breaks the protocol ends the program with a one-line error on stderr and status 1.

{sample}
## Source

{source}. Play it with `cargo xtask play {name}`.
"#
    )
}

/// `tests/cli.rs`.
pub const CLI_RS: &str = "//! End-to-end tests: every sample session won through real pipes, and bad judge lines rejected cleanly.
problem_kit::cli_tests!(interactive);
";

/// The placeholder kit's sample transcripts `(judge's lines, program's lines)`:
/// sample 1 is the games 4 and 3, sample 2 the game 1.
pub const SAMPLES: [(&str, &str); 2] = [
    ("2\n4\n1\n0\n3\n1\n0\n", "First\n1\n2\nSecond\n2\n"),
    ("1\n1\n0\n", "First\n1\n"),
];
