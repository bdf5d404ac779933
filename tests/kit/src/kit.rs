//! A problem's own tooling, defined once in `bins/<name>/src/kit.rs`: its bench input, random inputs and brute-force reference.
//!
//! Every binary has a kit: `src/kit.rs` implements [`Problem`] for a unit
//! struct `Kit`. The same file is compiled twice:
//! - as the module `kit` of the binary's tests (`src/tests.rs`, declared by
//!   [`crate::kit_tests!`]), where they call [`cross_check`] (the binary's
//!   `solve` against the reference on hundreds of random small inputs) and
//!   [`check_bench_input`];
//! - as the example `<name>-kit` (`[[example]]` in the manifest, `path =
//!   "src/kit.rs"`), whose `main` comes from [`crate::kit!`] ([`main`], or
//!   [`main_with_rules`]): `cargo xtask bench` and `cargo xtask stress` run it.
//!
//! The kit's command line:
//! - `<name>-kit bench [--quick] FILE`: writes the bench input to FILE and
//!   prints one line saying what it is;
//! - `<name>-kit gen SEED`: one random small input on stdout;
//! - `<name>-kit ref`: reads an input on stdin, prints the expected output;
//! - `<name>-kit check INPUT OUTPUT`: whether OUTPUT is a right answer to
//!   INPUT ([`Problem::check`]; status 2 and the reason when not);
//! - `<name>-kit line`: reads an input on stdin, prints its game's value and
//!   best line ([`Problem::line`]; `cargo xtask play NAME` runs it).
//!
//! The bundler never sees the kit: only the binary's `#[cfg(test)]` tests declare it.

use crate::answer::Input;
use crate::gen::{Gen, Size};
use games_core::io::Scanner;
use std::io::{self, Read, Write};
use std::path::Path;

/// A kit's name: the binary's (= package = `bins/<name>`), which
/// [`crate::kit!`] takes from the package the kit is compiled in.
pub trait Named {
    /// The binary's name.
    const NAME: &'static str;
}

/// What every binary's kit provides: a bench input, and a brute-force
/// reference written from the game's rules with the random small inputs it
/// answers (its name comes from [`crate::kit!`]).
pub trait Problem: Named {
    /// How many random inputs the binary's standard cross-check
    /// ([`crate::kit_tests!`]) compares `solve` with the reference on: enough
    /// to reach every branch of `solve`, few enough for a debug-build search.
    const RUNS: u64 = 300;

    /// Writes one input at the judge's maximum size with our widened values
    /// (`Size::Quick`: about a tenth of it) and returns, in words, what it is
    /// (for `BENCHMARKS.md`).
    ///
    /// # Errors
    /// If writing fails.
    fn bench(g: &mut Gen, size: Size) -> io::Result<String>;

    /// Writes one random small input: small enough for [`Problem::reference`] to
    /// answer in milliseconds, varied enough to reach every branch of `solve`.
    ///
    /// # Errors
    /// If writing fails (never in memory).
    fn random(g: &mut Gen) -> io::Result<()>;

    /// The expected output for a well-formed `input`, by game-tree search from
    /// the rules ([`crate::brute`]), never by the formula the binary uses.
    /// It may panic on malformed input: stress and the tests only give it
    /// what [`Problem::random`] writes or what a person checked.
    fn reference(input: &str) -> String;

    /// Whether `output` is a right answer to the well-formed `input`: `Err`
    /// says, in one line, what is wrong. By default the answer is unique: it
    /// must be [`Problem::reference`]'s output byte for byte. A problem whose
    /// answers are not unique (any maximum matching, "print any x")
    /// overrides it with a checker written from the rules, which may call
    /// the reference for what every right answer shares (the matching's size).
    /// [`cross_check`], the samples, `cargo xtask stress` and `sample` all
    /// judge answers through it.
    ///
    /// # Errors
    /// When `output` is not a right answer: what is wrong and where.
    fn check(input: &str, output: &str) -> Result<(), String> {
        let expected = Self::reference(input);
        match judge_rules::diff::mismatch(expected.as_bytes(), output.as_bytes()) {
            None => Ok(()),
            Some(m) => Err(format!("not the reference's answer: {m}")),
        }
    }

    /// The value and best line of the game a well-formed `input` describes
    /// (its first test), for a person to read: what `<name>-kit line` and
    /// `cargo xtask play NAME` print. `None` (the default) when the kit
    /// shows none; a kit states it with [`crate::line::score_line`] or
    /// [`crate::line::remoteness_line`] on the rules its reference searches,
    /// which serve games that end and games that loop alike.
    fn line(input: &str) -> Option<String> {
        let _ = input;
        None
    }
}

/// The seed of the bench input of `name` (a hash of the name: the same input every run).
pub fn bench_seed(name: &str) -> u64 {
    name.bytes().fold(0xbe_c4u64, |h, b| {
        h.wrapping_mul(0x100_0000_01b3).wrapping_add(u64::from(b))
    })
}

/// The random small input number `seed` of problem `P`.
pub fn random_input<P: Problem>(seed: u64) -> String {
    let mut g = Gen::in_memory(seed ^ bench_seed(P::NAME));
    P::random(&mut g).expect("writing to memory");
    g.into_string()
}

/// Writes the bench input of `P` to `path`; returns its description.
///
/// # Errors
/// If the file cannot be written.
pub fn write_bench<P: Problem>(path: &Path, size: Size) -> io::Result<String> {
    let mut g = Gen::to_file(path, bench_seed(P::NAME))?;
    let what = P::bench(&mut g, size)?;
    g.finish()?;
    Ok(what)
}

/// Checks the binary's `solve` against `P::reference` on `runs` random inputs
/// (seeds 0..runs), and that `solve` accepts each of them.
///
/// It also refuses a generator on which every answer is the same (one output
/// for every input, or one line repeated in every output, as a "First" for
/// each of `t` tests): there a `solve` that always prints that answer would pass.
///
/// # Panics
/// On the first input where they differ, naming the input and both outputs;
/// or, after `runs >= 2` inputs that all agree, if their answers never vary.
pub fn cross_check<P, F>(runs: u64, solve: F)
where
    P: Problem,
    F: Fn(&mut Scanner<Input>, &mut Vec<u8>) -> games_core::io::Result<()>,
{
    cross_check_with::<P, _>(runs, |input| crate::answer::answer(input, &solve));
}

/// [`cross_check`] for a binary whose `solve` does not read through a
/// `Scanner`: `answer(input)` is its output on `input` (it panics if the
/// input is rejected).
///
/// # Panics
/// On the first input where `answer` and `P::reference` differ, or if the
/// answers never vary (as [`cross_check`]).
pub fn cross_check_with<P, F>(runs: u64, mut answer: F)
where
    P: Problem,
    F: FnMut(&str) -> String,
{
    let mut variety = Variety::default();
    for seed in 0..runs {
        let input = random_input::<P>(seed);
        let expected = P::reference(&input);
        let got = answer(&input);
        if got != expected {
            if let Err(why) = P::check(&input, &got) {
                panic!(
                    "{}: seed {seed}: solve's answer is wrong ({why}) on\n{input}\nsolve wrote\n{got}\nthe reference wrote\n{expected}",
                    P::NAME
                );
            }
        }
        variety.note(&expected);
    }
    if runs >= 2 {
        if let Some(same) = variety.constant() {
            panic!(
                "{}: every one of the {runs} random inputs has the same answer ({same}), so a solve \
                 that always prints it would pass: make Kit::random reach other answers too",
                P::NAME
            );
        }
    }
}

/// Whether the answers seen so far vary, as whole outputs and line by line.
#[derive(Default)]
struct Variety {
    first_output: Option<String>,
    first_line: Option<String>,
    outputs_vary: bool,
    lines_vary: bool,
}

impl Variety {
    fn note(&mut self, output: &str) {
        match &self.first_output {
            None => self.first_output = Some(output.to_string()),
            Some(first) => self.outputs_vary |= first != output,
        }
        for line in output.lines() {
            match &self.first_line {
                None => self.first_line = Some(line.to_string()),
                Some(first) => self.lines_vary |= first != line,
            }
        }
    }

    /// The answer that never changed, described, if one did not.
    fn constant(&self) -> Option<String> {
        if !self.outputs_vary {
            let out = self.first_output.as_deref().unwrap_or_default();
            Some(format!("the output {out:?}"))
        } else if !self.lines_vary {
            let line = self.first_line.as_deref().unwrap_or_default();
            Some(format!("every line is {line:?}"))
        } else {
            None
        }
    }
}

/// Checks the binary's `solve` against `P::reference` on each of `inputs`
/// (every small case, say, next to [`cross_check`]'s random ones).
///
/// # Panics
/// On the first input where they differ, or that `solve` rejects.
pub fn cross_check_on<P, F, I>(inputs: I, solve: F)
where
    P: Problem,
    F: Fn(&mut Scanner<Input>, &mut Vec<u8>) -> games_core::io::Result<()>,
    I: IntoIterator<Item = String>,
{
    for input in inputs {
        let got = crate::answer::answer(&input, &solve);
        if let Err(why) = P::check(&input, &got) {
            panic!(
                "{}: solve's answer is wrong ({why}) on\n{input}\nsolve wrote\n{got}",
                P::NAME
            );
        }
    }
}

/// The quick bench input of `P` (what [`check_bench_input`] gives `solve`).
pub fn quick_bench_input<P: Problem>() -> String {
    let mut g = Gen::in_memory(bench_seed(P::NAME));
    P::bench(&mut g, Size::Quick).expect("writing to memory");
    g.into_string()
}

/// Checks that the quick bench input of `P` is accepted by `solve` (so the bench measures real work).
///
/// # Panics
/// If `solve` rejects it.
pub fn check_bench_input<P, F>(solve: F)
where
    P: Problem,
    F: FnOnce(&mut Scanner<Input>, &mut Vec<u8>) -> games_core::io::Result<()>,
{
    let input = quick_bench_input::<P>();
    if let Err(e) = crate::answer::try_answer(&input, solve) {
        panic!("{}: solve rejects the quick bench input: {e}", P::NAME);
    }
}

/// [`check_bench_input`] for a binary whose `solve` does not read through a
/// `Scanner`: `answer(input)` is its output (it panics if the input is rejected).
///
/// # Panics
/// If `answer` rejects the quick bench input.
pub fn check_bench_input_with<P, F>(answer: F)
where
    P: Problem,
    F: FnOnce(&str) -> String,
{
    answer(&quick_bench_input::<P>());
}

/// The kit's command line: `bench`, `gen` and `ref` (what [`crate::kit!`]'s `main` runs).
pub fn main<P: Problem>() {
    dispatch::<P>(None);
}

/// The kit's command line for a problem whose kit states its rules
/// ([`crate::rules::Rules`]): `bench`, `gen`, `ref`, and `table --upto N` /
/// `table --grid WxH` for the lab (`cargo xtask lab <name>`); what
/// `kit!(Kit, rules)`'s `main` runs.
pub fn main_with_rules<P: Problem + crate::rules::Rules>(rules: P) {
    dispatch::<P>(Some(&|args: &[&str]| table_to_stdout(&rules, args)));
}

type TableFn<'a> = &'a dyn Fn(&[&str]) -> Result<(), String>;

fn table_to_stdout<R: crate::rules::Rules>(rules: &R, args: &[&str]) -> Result<(), String> {
    let extent = crate::rules::parse_extent(args)?;
    let result = crate::rules::table(rules, extent, &mut io::stdout().lock(), &mut io::stderr());
    match result {
        Err(e) if e.contains("Broken pipe") => Ok(()),
        r => r,
    }
}

fn dispatch<P: Problem>(table: Option<TableFn<'_>>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = P::NAME;
    let usage = format!(
        "usage: {name}-kit bench [--quick] FILE | gen SEED | ref < INPUT | check INPUT OUTPUT | line < INPUT{}\n\
         (the tooling of bins/{name}: bench input, random small inputs, brute-force reference{})",
        if table.is_some() {
            " | table --upto N | table --grid WxH"
        } else {
            ""
        },
        if table.is_some() {
            ", the table of its rules for the lab"
        } else {
            ""
        },
    );
    let result: Result<(), String> = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["bench", file] | ["bench", "--full", file] => bench_to::<P>(file, Size::Full),
        ["bench", "--quick", file] => bench_to::<P>(file, Size::Quick),
        ["gen", seed] => match seed.parse::<u64>() {
            Err(_) => Err(format!("gen: seed `{seed}` is not a whole number")),
            Ok(s) => write_out(random_input::<P>(s).as_bytes()),
        },
        ["ref"] => {
            let mut input = String::new();
            match io::stdin().read_to_string(&mut input) {
                Ok(_) => write_out(P::reference(&input).as_bytes()),
                Err(e) => Err(format!("ref: cannot read stdin as UTF-8 text: {e}")),
            }
        }
        ["check", input, output] => check_files::<P>(input, output),
        ["line"] => {
            let mut input = String::new();
            match io::stdin().read_to_string(&mut input) {
                Err(e) => Err(format!("line: cannot read stdin as UTF-8 text: {e}")),
                Ok(_) => match P::line(&input) {
                    Some(shown) => write_out(shown.as_bytes()),
                    None => Err(format!(
                        "bins/{name}'s kit shows no line: its `Problem` has no `fn line` (see problem_kit::line)"
                    )),
                },
            }
        }
        ["table", ref rest @ ..] => match table {
            None => Err(format!(
                "bins/{name} states no rules for the lab (no `impl Rules` in its kit, or its `main` is not `main_with_rules`)"
            )),
            Some(table) => table(rest),
        },
        ["-h"] | ["--help"] => {
            println!("{usage}");
            Ok(())
        }
        _ => Err(usage),
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(2);
    }
}

/// `check INPUT OUTPUT`: [`Problem::check`] on two files; a wrong answer is an error (status 2).
fn check_files<P: Problem>(input: &str, output: &str) -> Result<(), String> {
    let read = |f: &str| std::fs::read_to_string(f).map_err(|e| format!("check: {f}: {e}"));
    P::check(&read(input)?, &read(output)?).map_err(|why| format!("check: {output}: {why}"))
}

fn bench_to<P: Problem>(file: &str, size: Size) -> Result<(), String> {
    let what =
        write_bench::<P>(Path::new(file), size).map_err(|e| format!("bench: {file}: {e}"))?;
    write_out(format!("{what}\n").as_bytes())
}

/// Writes to stdout; a closed pipe is a quiet success.
fn write_out(bytes: &[u8]) -> Result<(), String> {
    let mut out = io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(format!("cannot write to stdout: {e}")),
    }
}

/// Reads the whitespace-separated tokens of a well-formed input, for references.
///
/// # Example
/// ```
/// let mut t = problem_kit::Tokens::new("3\nIXI 5\n");
/// let n: usize = t.parse();
/// assert_eq!((n, t.word(), t.parse::<u64>()), (3, "IXI", 5));
/// assert!(t.is_empty());
/// ```
pub struct Tokens<'a> {
    it: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Tokens<'a> {
    /// The tokens of `input`.
    pub fn new(input: &'a str) -> Self {
        Tokens {
            it: input.split_ascii_whitespace(),
        }
    }

    /// The next token parsed as `T`.
    ///
    /// # Panics
    /// If there is none or it does not parse (a reference takes well-formed input only).
    pub fn parse<T: std::str::FromStr>(&mut self) -> T {
        let w = self.word();
        w.parse()
            .unwrap_or_else(|_| panic!("reference: cannot parse token `{w}`"))
    }

    /// The next `count` tokens parsed as `T`.
    ///
    /// # Panics
    /// As [`Tokens::parse`].
    pub fn many<T: std::str::FromStr>(&mut self, count: usize) -> Vec<T> {
        (0..count).map(|_| self.parse()).collect()
    }

    /// The rows of the many-tests layout ([`crate::Gen::counted_tests`]): a
    /// count `t`, then per test a length `n` and `n` values.
    ///
    /// # Panics
    /// As [`Tokens::parse`].
    pub fn counted_tests<T: std::str::FromStr>(&mut self) -> Vec<Vec<T>> {
        let t: usize = self.parse();
        (0..t).map(|_| self.counted()).collect()
    }

    /// A counted list ([`crate::Gen::counted_line`]): a length `n`, then `n` values.
    ///
    /// # Panics
    /// As [`Tokens::parse`].
    ///
    /// # Example
    /// ```
    /// let mut t = problem_kit::Tokens::new("3\n4 5 6\n");
    /// assert_eq!(t.counted::<u64>(), [4, 5, 6]);
    /// ```
    pub fn counted<T: std::str::FromStr>(&mut self) -> Vec<T> {
        let n: usize = self.parse();
        self.many(n)
    }

    /// The answers of a many-tests input: the test count `t`, then
    /// `answer(self)` reads each test and returns its output; all of them, in order.
    ///
    /// # Panics
    /// If `t` is not a number.
    pub fn each_test(&mut self, mut answer: impl FnMut(&mut Self) -> String) -> String {
        let t: usize = self.parse();
        (0..t).map(|_| answer(self)).collect()
    }

    /// A subtraction game in the layout of [`crate::Gen::subtraction_game`]:
    /// `n m`, then the `m` move sizes; returns `(n, moves)`.
    ///
    /// # Panics
    /// If the input is not in that layout.
    pub fn subtraction_game(&mut self) -> (u64, Vec<u64>) {
        let n = self.parse();
        let m: usize = self.parse();
        (n, self.many(m))
    }

    /// The next token as text.
    ///
    /// # Panics
    /// If there is none.
    pub fn word(&mut self) -> &'a str {
        self.it.next().expect("reference: the input ended early")
    }

    /// Whether every token was read.
    pub fn is_empty(&mut self) -> bool {
        self.it.clone().next().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_core::io::{Result, Scanner};
    use rand::Rng;
    use std::io::Read;

    /// Heaps of 1 to 6 stones, take 1 or 2: the first player loses on multiples of 3.
    struct Take12;

    impl Named for Take12 {
        const NAME: &'static str = "take-1-2";
    }

    impl Problem for Take12 {
        fn bench(g: &mut Gen, _: Size) -> io::Result<String> {
            g.row(&[3])?;
            Ok("one heap".into())
        }
        fn random(g: &mut Gen) -> io::Result<()> {
            g.line_of(1, 1, 6)
        }
        fn reference(input: &str) -> String {
            let n: u64 = Tokens::new(input).parse();
            let moves = |&h: &u64| (1..=2.min(h)).map(|k| h - k).collect::<Vec<u64>>();
            let wins = crate::brute::wins(&n, moves, |_| false, &mut Default::default());
            format!("{}\n", if wins { "First" } else { "Second" })
        }
    }

    /// The same game on a generator that only ever writes heaps the first player wins.
    struct Biased;

    impl Named for Biased {
        const NAME: &'static str = "biased";
    }

    impl Problem for Biased {
        fn bench(g: &mut Gen, size: Size) -> io::Result<String> {
            Take12::bench(g, size)
        }
        fn random(g: &mut Gen) -> io::Result<()> {
            let n = 3 * g.rng.gen_range(0..=3u64) + 1;
            g.row(&[n])
        }
        fn reference(input: &str) -> String {
            Take12::reference(input)
        }
    }

    fn right<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
        let n: u64 = sc.next_in("n", 1..=100)?;
        sc.finish()?;
        writeln!(out, "{}", if n % 3 == 0 { "Second" } else { "First" })?;
        Ok(())
    }

    fn constant<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
        let _: u64 = sc.next_in("n", 1..=100)?;
        sc.finish()?;
        writeln!(out, "First")?;
        Ok(())
    }

    #[test]
    fn a_right_solve_passes() {
        cross_check::<Take12, _>(200, right);
    }

    #[test]
    fn a_constant_solve_fails_on_a_varied_generator() {
        let caught = std::panic::catch_unwind(|| cross_check::<Take12, _>(200, constant));
        assert!(caught.is_err());
    }

    #[test]
    fn a_generator_with_one_answer_is_refused_even_for_a_right_solve() {
        for solve in [right::<Input, Vec<u8>>, constant] {
            let caught = std::panic::catch_unwind(|| cross_check::<Biased, _>(200, solve));
            let message = *caught.unwrap_err().downcast::<String>().unwrap();
            assert!(
                message.contains("every one of the 200 random inputs has the same answer"),
                "{message}"
            );
            assert!(message.contains("\"First\\n\""), "{message}");
        }
    }

    #[test]
    fn one_line_repeated_in_every_output_is_refused() {
        let mut v = Variety::default();
        v.note("First\nFirst\n");
        v.note("First\n");
        assert_eq!(v.constant().unwrap(), "every line is \"First\"");
        v.note("Second\n");
        assert_eq!(v.constant(), None);
    }
}
