//! `new --shape score`: the scaffold of a binary whose game ends with a score, on a placeholder game whose reference is a minimax search of the score from the rules.
//!
//! The placeholder: `t` tests, each a counted row of numbers; the players
//! take turns taking any one number, which adds to the taker's total; the
//! larger total wins (`First`, `Second`, `Tie`). Taking the largest is
//! optimal, so the solution sorts the numbers and adds them with
//! alternating signs; the kit's reference searches the rules with
//! `problem_kit::score::ScoreRules` (the exact minimax value of first's
//! total minus second's), and `games_core::score::Lead` turns the value
//! into the three-way verdict on both sides.

use super::MARK;

/// `src/main.rs`.
pub fn main_rs(source: &str, title: &str) -> String {
    format!(
        r##"//! {source} "{title}": {MARK}: the game, its score and why the solution is right, in one line.
//!
//! {MARK}: everything here, in `tests.rs` and in `kit.rs` is a placeholder that
//! compiles and passes its tests: t tests of a row of numbers; the players take
//! turns taking any one number, which adds to the taker's total; the larger
//! total wins. Taking the largest number is always best (swap it into any
//! plan that takes a smaller one), so first's total minus second's is the
//! sorted row added with alternating signs; the kit's search of the rules
//! checks it. Replace the rule and the verdict here, the rules and the score
//! in `kit.rs`, the tests and the samples, then delete every `{MARK}` line
//! (`cargo xtask check` refuses the binary while one is left).

use games_core::io::{{run, Result, Scanner}};
use games_core::score::Lead;
use std::io::{{Read, Write}};

// {MARK}: the judge's limits (and ours, where widened).
/// Largest number of tests.
const MAX_T: u32 = 10_000;
/// Largest total of n over the tests.
const MAX_TOTAL_N: usize = 200_000;
/// Largest number (ours; the totals, up to 2·10^5 · 10^18, are `i128`).
const MAX_A: u64 = 1_000_000_000_000_000_000;

// {MARK}: the real rule.
/// First's total minus second's with best play on `a`: the numbers taken
/// largest first, alternately.
///
/// # Complexity
/// O(n log n).
fn difference(a: &mut [u64]) -> i128 {{
    a.sort_unstable_by(|x, y| y.cmp(x));
    a.iter()
        .enumerate()
        .map(|(i, &x)| i128::from(x) * if i % 2 == 0 {{ 1 }} else {{ -1 }})
        .sum()
}}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {{
    let t: u32 = sc.next_in("t", 1..=MAX_T)?;
    let mut total_n = 0usize;
    let mut a: Vec<u64> = Vec::new();
    for _ in 0..t {{
        let n: usize = sc.next_in("n", 1..=MAX_TOTAL_N)?;
        total_n += n;
        if total_n > MAX_TOTAL_N {{
            return Err(sc.error(format!("the tests' n add up to more than {{MAX_TOTAL_N}}")));
        }}
        a.clear();
        for _ in 0..n {{
            a.push(sc.next_in("a_i", 1..=MAX_A)?);
        }}
        // {MARK}: the problem's words for first ahead, second ahead, equal.
        let lead = Lead::of(difference(&mut a));
        writeln!(out, "{{}}", lead.word(["First", "Second", "Tie"]))?;
    }}
    sc.finish()
}}

fn main() {{
    run(solve);
}}

#[cfg(test)]
mod tests;
"##
    )
}

/// `src/tests.rs`.
pub fn tests_rs(name: &str) -> String {
    format!(
        r##"//! The tests of {name}: the standard ones against its kit (a minimax search of the score from the rules), the widest values and out-of-range input.

use super::*;
use problem_kit::{{answer, assert_answers, assert_rejects}};

problem_kit::kit_tests!(solve);

#[test]
fn known_rows() {{
    // {MARK}: the statement's samples and positions worked by hand.
    assert_answers(
        solve,
        &[
            ("2\n3\n1 2 3\n2\n5 5\n", "First\nTie\n"),
            ("1\n4\n1 1 1 9\n", "First\n"),
        ],
    );
}}

#[test]
fn widest_values_are_exact() {{
    // {MARK}: the largest totals the limits allow.
    let row = |n: usize| vec!["1000000000000000000"; n].join(" ");
    let even = format!("1\n{{MAX_TOTAL_N}}\n{{}}\n", row(MAX_TOTAL_N));
    assert_eq!(answer(&even, solve), "Tie\n");
    let mut a = vec![MAX_A; MAX_TOTAL_N - 1];
    assert_eq!(difference(&mut a), i128::from(MAX_A));
}}

#[test]
fn out_of_range_is_refused() {{
    // {MARK}: each limit one past its end.
    assert_rejects(
        &[
            "0\n",
            "1\n0\n",
            "1\n1\n0\n",
            "1\n1\n1000000000000000001\n",
            "2\n200000\n1\n1\n1\n",
        ],
        solve,
    );
}}
"##
    )
}

/// `src/kit.rs`.
pub fn kit_rs(name: &str) -> String {
    format!(
        r##"//! The tooling of {name}: its bench input, random small inputs and a brute-force reference, a minimax search of the score from the rules.
//!
//! {MARK}: the placeholder game's; write the real problem's (see `problem_kit::score`).

use problem_kit::gen::E18;
use problem_kit::score::{{Edge, ScoreRules, Turn}};
use problem_kit::{{Gen, Problem, Size, Tokens}};
use rand::Rng;
use std::io;

/// {name}'s kit (see `problem_kit::kit`).
pub struct Kit;

// {MARK}: the real rules and score (a gain per move, a payoff at the end, or both).
/// The numbers left (sorted, so equal positions meet in the memo) and
/// whether the first player moves; a move takes one number, which scores
/// for its taker (the score is first's total minus second's).
impl ScoreRules for Kit {{
    type Pos = (Vec<u64>, bool);

    fn turn(&self, p: &Self::Pos) -> Turn {{
        if p.1 {{
            Turn::Max
        }} else {{
            Turn::Min
        }}
    }}

    fn moves(&self, (left, first): &Self::Pos) -> Vec<Edge<Self::Pos>> {{
        let sign = if *first {{ 1 }} else {{ -1 }};
        (0..left.len())
            .filter(|&i| i == 0 || left[i] != left[i - 1])
            .map(|i| {{
                let mut rest = left.clone();
                let taken = rest.remove(i);
                Edge::gain(sign * i128::from(taken), (rest, !first))
            }})
            .collect()
    }}
}}

impl Problem for Kit {{
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {{
        // {MARK}: the largest input the limits allow.
        let (t, n) = (size.pick(10, 2), size.pick(20_000, 10_000));
        g.counted_tests(t, n, 1, E18)?;
        Ok(format!("t = {{t}} rows of n = {{n}} numbers ≤ 10^18"))
    }}

    /// {MARK}: small rows, small numbers (ties happen), some large ones.
    fn random(g: &mut Gen) -> io::Result<()> {{
        g.random_tests(5, |g| {{
            let n = g.rng.gen_range(1..=7);
            let hi = if g.rng.gen_bool(0.8) {{ 6 }} else {{ E18 }};
            g.counted_line(n, 1, hi)
        }})
    }}

    fn reference(input: &str) -> String {{
        Tokens::new(input).each_test(|tokens| {{
            let mut a: Vec<u64> = tokens.counted();
            a.sort_unstable();
            // {MARK}: the problem's words, from the searched value's sign.
            let lead = Kit.lead(&(a, true));
            format!("{{}}\n", lead.word(["First", "Second", "Tie"]))
        }})
    }}
}}

problem_kit::kit!(Kit);
"##
    )
}

/// `README.md`.
pub fn readme_md(name: &str, title: &str, source: &str) -> String {
    let sample = super::sample_and_solution(
        &format!(
            "the judge's sample (this one is the placeholder's, `samples/{name}/sample-1.in`)"
        ),
        SAMPLES[0],
        "the idea",
    );
    format!(
        r#"# {title}

<!-- {MARK}: fill every section from the judge's statement, in our own words, then delete every TODO line. -->

## Game

{MARK}: the position, what a move is, what it scores (or what the end pays), and who wins: the score's sign, a three-way first / second / tie, or the score itself.

## Input

{MARK}: the format, token by token (the placeholder reads `t`, then per test `n` and `n` numbers).

| value | judge | ours |
|---|---|---|
| t | {MARK} | 1 ≤ t ≤ 10^4 |
| n | {MARK} | 1 ≤ n, Σn ≤ 2·10^5 |
| a_i | {MARK} | 1 ≤ a_i ≤ 10^18 |

Tokens may be separated by any whitespace, `\r\n` included.

## Output

{MARK}: the exact strings, one answer per line (the placeholder prints `First`, `Second` or `Tie`).

{sample}
## Source

{source}. Run it with `cargo run --release -p {name} < samples/{name}/sample-1.in`.
"#
    )
}

/// The placeholder's samples `(input, output)`: the worked rows, then CRLF line endings.
pub const SAMPLES: [(&str, &str); 2] = [
    ("2\n3\n1 2 3\n2\n5 5\n", "First\nTie\n"),
    ("1\r\n1\r\n7\r\n", "First\n"),
];
