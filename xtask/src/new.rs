//! `cargo xtask new <name> --judge <judge> [--id ID] [--url URL]`: a complete new binary in one step.
//!
//! Everything is written into a scratch folder under `<root>/target/` first
//! (same file system, so the final moves are renames), checked, and only then
//! moved to `bins/<name>/` and `samples/<name>/`; the README table is
//! regenerated last. Any error before the moves leaves nothing behind, and a
//! failure after them moves everything back. The new binary builds and passes
//! its tests at once: its placeholder game ("take exactly one stick", input
//! `t` then `t` heaps) is there to be replaced, and every spot to fill is
//! marked [`MARK`], which `cargo xtask bundle --verify` refuses to ship.

use crate::problems::{self, Problem};
use crate::readme;
use anyhow::{anyhow, bail, Context, Result};
use judge_rules::judges::{self, Pages, Seed};
use judge_rules::metadata;
use std::fs;
use std::path::{Path, PathBuf};

mod interactive;
mod shapes;

/// The marker of every placeholder `new` writes; `bundle --verify` fails while one is left.
pub const MARK: &str = "TODO(xtask new)";

/// Placeholder title and game in the metadata (the README table shows them until filled).
const TITLE_TODO: &str = "TODO(xtask new): title";
const GAME_TODO: &str = "TODO(xtask new): the game in one line";

/// A complete new binary: bins/<name>/ (manifest, statement stub, solve, kit, CLI test)
/// and samples/<name>/, built aside and moved in complete; then the README table.
///
/// The new binary compiles and passes its tests with a placeholder game; every spot to
/// fill is marked `TODO(xtask new)`, and `cargo xtask check` fails until none is left.
#[derive(clap::Args, Debug, Default)]
#[command(help_template = crate::HELP)]
pub struct Args {
    /// kebab-case ASCII: lowercase letters and digits, words joined by single `-`.
    #[arg(value_name = "name")]
    name: String,
    // The judges, from judge-rules' list: see `judge_help`.
    #[arg(long, value_name = "J", help = judge_help())]
    judge: String,
    // The judges whose pages name a problem by a slug need both: see `id_help`.
    #[arg(long, value_name = "ID", help = id_help())]
    id: Option<String>,
    /// The problem's page at the judge.
    #[arg(long, value_name = "URL")]
    url: Option<String>,
    /// The problem's title (default: a marked placeholder).
    #[arg(long, value_name = "T")]
    title: Option<String>,
    /// The seed tutorial it comes from (required for practice, refused for own).
    #[arg(long, value_name = "S")]
    seed: Option<String>,
    /// The game in one line, for the README table and the manifest's
    /// description (default: a marked placeholder). Without `interactive: `:
    /// the table adds it before an interactive problem's game, so a leading
    /// one given here is dropped.
    #[arg(long, value_name = "G")]
    game: Option<String>,
    /// The two answers the problem prints, the first player's win then the
    /// second player's, e.g. `First,Second` (default: the placeholder's
    /// `first,second`): `solve`, the reference, the tests and the samples use them.
    #[arg(long, value_name = "WIN,LOSS")]
    answers: Option<String>,
    /// The workspace to create it in (default: this one).
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
    /// The input's shape (default `heaps`): the placeholder's reading,
    /// generator, brute force and tests; every one combines with every `--kind`.
    #[arg(long, value_enum, value_name = "SHAPE")]
    reads: Option<Reads>,
    /// What the game decides (default `win-lose`): who wins, a `score`
    /// (`First`/`Second`/`Tie` from `ScoreRules` and `Lead::word`), or
    /// `interactive` (played against the judge; its input is its protocol).
    #[arg(long, value_enum, value_name = "KIND")]
    kind: Option<Kind>,
    /// The older spelling of a scaffold: `--shape S` is `--reads S`, except
    /// `--shape score` (`--reads rows --kind score`) and `--shape interactive`
    /// (`--kind interactive`).
    #[arg(long, value_enum, conflicts_with_all = ["reads", "kind"])]
    shape: Option<InputShape>,
}

/// What the input holds: `new --reads SHAPE` (`new/shapes.rs` has one entry a shape).
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq)]
pub enum Reads {
    /// `t`, then `t` heap sizes (take one stick).
    #[default]
    #[value(alias = "integers")]
    Heaps,
    /// One test: one heap size `n` (take one stick).
    Single,
    /// `t`, then `t` pairs `a b` (take one stone from either heap).
    Pairs,
    /// `t`, then per test `n` and `n` numbers (take any one number).
    Rows,
    /// `t`, then `t` rows of coins `H`/`T` (turn one `H` to `T`).
    Strings,
    /// `t`, then per test a length `n` and a row of `n` coins `H`/`T`.
    #[value(alias = "integers-and-strings")]
    CountedStrings,
    /// `n m`, then `n` rows of `m` cells `.`/`#` (remove one `#`).
    Grid,
    /// `n m`, then `m` edges `u v` of a DAG (slide a token from vertex 1).
    Graph,
    /// `t`, then per test `n m s` and `m` edges `u v` of a general undirected
    /// graph, loops, repeats and several parts allowed (geography: move the
    /// token to an unvisited vertex).
    GraphCases,
    /// One test: `n m s` and `m` edges `u v` of a general undirected graph
    /// (geography, as `graph-cases`).
    UndirectedGraph,
    /// `n`, then `n − 1` edges `u v` of a tree (slide a token from the root, vertex 1, to a child).
    Tree,
    /// `n`, then `n − 1` edges `u v w` of a tree (Green Hackenbush, edge w a stalk of w).
    WeightedTree,
}

impl Reads {
    /// Every shape, for the tests.
    #[cfg(test)]
    pub const ALL: [Reads; 12] = [
        Reads::Heaps,
        Reads::Single,
        Reads::Pairs,
        Reads::Rows,
        Reads::Strings,
        Reads::CountedStrings,
        Reads::Grid,
        Reads::Graph,
        Reads::GraphCases,
        Reads::UndirectedGraph,
        Reads::Tree,
        Reads::WeightedTree,
    ];
}

/// What the game decides: `new --kind KIND`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, Default, PartialEq)]
pub enum Kind {
    /// Who wins: two answers, the first player's win then the second's (`--answers`).
    #[default]
    WinLose,
    /// Who ends ahead on points: `First`, `Second` or `Tie`; the kit searches
    /// the score from the rules (`impl ScoreRules`).
    Score,
    /// Played against the judge: `t` games of one heap, the program picks its side, then moves.
    Interactive,
}

/// The older `--shape`: an input shape, or a kind on its usual input.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq)]
pub enum InputShape {
    /// `--reads heaps`.
    Heaps,
    /// `--reads graph`.
    Graph,
    /// `--reads graph-cases`.
    GraphCases,
    /// `--reads weighted-tree`.
    WeightedTree,
    /// `--reads grid`.
    Grid,
    /// `--reads pairs`.
    Pairs,
    /// `--reads strings`.
    Strings,
    /// `--kind interactive`.
    Interactive,
    /// `--reads rows --kind score`.
    Score,
}

/// The scaffold `--reads`, `--kind` and `--shape` ask for; an interactive
/// binary reads its protocol, so it takes no other input shape (refused in one line).
fn scaffold(
    shape: Option<InputShape>,
    reads: Option<Reads>,
    kind: Option<Kind>,
) -> Result<(Reads, Kind)> {
    let (reads, kind) = match shape {
        Some(InputShape::Heaps) => (Some(Reads::Heaps), None),
        Some(InputShape::Graph) => (Some(Reads::Graph), None),
        Some(InputShape::GraphCases) => (Some(Reads::GraphCases), None),
        Some(InputShape::WeightedTree) => (Some(Reads::WeightedTree), None),
        Some(InputShape::Grid) => (Some(Reads::Grid), None),
        Some(InputShape::Pairs) => (Some(Reads::Pairs), None),
        Some(InputShape::Strings) => (Some(Reads::Strings), None),
        Some(InputShape::Interactive) => (None, Some(Kind::Interactive)),
        Some(InputShape::Score) => (Some(Reads::Rows), Some(Kind::Score)),
        None => (reads, kind),
    };
    let kind = kind.unwrap_or_default();
    match (reads, kind) {
        (Some(r), Kind::Interactive) if r != Reads::Heaps => {
            use clap::ValueEnum;
            let name = r.to_possible_value().expect("no skipped values");
            bail!(
                "--kind interactive reads the judge's replies as it plays (its scaffold: t games of one heap), not --reads {}: drop --reads, or pick --kind win-lose or score",
                name.get_name()
            )
        }
        _ => Ok((reads.unwrap_or_default(), kind)),
    }
}

/// The placeholder game's parts that depend on the input's shape (`new/shapes.rs` has one
/// entry a shape). Code parts are written as at the left margin; [`indent`] places them.
pub struct Shape {
    /// The game and its input, for the header of `main.rs`.
    game: &'static str,
    /// The `use games_core::…;` lines of `main.rs`.
    uses: &'static str,
    /// `Some`: the input is `t` tests, and `read`, `bench`, `random` and
    /// `reference` are one test's (`new` writes the loops over the tests).
    tests: Option<Tests>,
    /// The limits besides the number of tests.
    limits: &'static [Limit],
    /// `first_wins` (and what it needs): the rule.
    rule: &'static str,
    /// `solve`'s reading of the input (of one test), before `first_wins(arg)`.
    read: &'static str,
    /// `first_wins`' arguments.
    arg: &'static str,
    /// The body of `main`.
    main: &'static str,
    /// The body of the widest-values test (in `tests.rs`).
    widest: &'static str,
    /// Whether the kit states its rules as a value: `moves` is then its
    /// `impl Rules for Kit` (positions, where the lab finds them, moves), the
    /// reference asks `Kit.wins(…)` and the kit ends with `kit!(Kit, rules)`,
    /// so `cargo xtask lab <name>` tabulates a fresh scaffold.
    rules: bool,
    /// The kit's helpers (the moves, from the rules; with `rules`, the
    /// `impl Rules for Kit`), then the bodies of its `bench` (one test's
    /// lines, or the whole body ending with its `Ok(description)`), `random`
    /// (before its `Ok(())`) and `reference` (after `let mut tokens =
    /// Tokens::new(input);`, one test's reading, ending with the position
    /// `start`, of type `pos`, and, without `rules`, a `moves` its search
    /// calls: a `fn` or closure from `&pos` to the positions one move reaches).
    /// The kind writes the search and the answer after it.
    moves: &'static str,
    bench: &'static str,
    random: &'static str,
    reference: &'static str,
    /// The type of `start`, a position of the game (the score kind searches `(pos, bool)`).
    pos: &'static str,
    /// The statement's input sentence and its table rows.
    input: &'static str,
    table: &'static str,
    /// `(stem, input, output)`: the statement's sample, then an edge the brute force answers.
    samples: [(&'static str, &'static str, &'static str); 2],
}

/// The number of tests of a shape whose input starts with `t`.
pub struct Tests {
    /// The judge's largest `t`.
    max: &'static str,
    /// The bench's `t`: `size.pick`'s arguments (full, quick).
    bench: &'static str,
    /// What the bench's tests are, after `t = {t}`.
    what: &'static str,
    /// `solve`'s lines before the loop over the tests (totals over them), or nothing.
    setup: &'static str,
}

/// A limit of `main.rs`: whose it is (the judge's, or ours widened), its doc and `NAME: type = value`.
pub struct Limit(&'static str, &'static str, &'static str);

/// `text` with every line after the first indented by `spaces` (empty lines stay empty).
fn indent(text: &str, spaces: usize) -> String {
    let pad = " ".repeat(spaces);
    text.lines()
        .enumerate()
        .map(|(i, line)| match (i, line.is_empty()) {
            (0, _) | (_, true) => line.to_string(),
            _ => format!("{pad}{line}"),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl Shape {
    /// The limits and the rule, as `main.rs` declares them.
    fn limits_and_rule(&self) -> String {
        let tests = self
            .tests
            .as_ref()
            .map(|t| format!("// {MARK}: the judge's limit.\n/// Largest number of tests.\nconst MAX_T: u32 = {};\n", t.max));
        let limits: String = self
            .limits
            .iter()
            .map(|Limit(whose, doc, decl)| {
                format!("// {MARK}: {whose}.\n/// {doc}\nconst {decl};\n")
            })
            .collect();
        format!(
            "{}{limits}\n// {MARK}: the real rule.\n{}",
            tests.unwrap_or_default(),
            self.rule
        )
    }

    /// The body of `solve`: the reading, then the answer (of each test).
    fn solve(&self, kind: Kind) -> String {
        let verdict = match kind {
            Kind::Score => format!(
                "// {MARK}: the real score, and the problem's words for first ahead, second ahead, equal.\n    \
                 // The placeholder's score, first's total minus second's, is 1 when the\n    \
                 // mover wins the game of the rule above and 0 when not (see kit.rs).\n    \
                 let lead = Lead::of(i128::from(first_wins({})));\n    \
                 writeln!(out, \"{{}}\", lead.word({WORDS}))?;",
                self.arg
            ),
            _ => format!(
                "let first = first_wins({});\n    writeln!(out, \"{{}}\", if first {{ \"first\" }} else {{ \"second\" }})?;",
                self.arg
            ),
        };
        match &self.tests {
            Some(tests) => {
                let setup = match tests.setup {
                    "" => String::new(),
                    setup => format!("{}\n    ", indent(setup, 4)),
                };
                format!(
                    "let t: u32 = sc.next_in(\"t\", 1..=MAX_T)?;\n    {setup}for _ in 0..t {{\n        {}\n        {}\n    }}\n    sc.finish()",
                    indent(self.read, 8),
                    indent(&verdict, 4)
                )
            }
            None => format!(
                "{}\n    sc.finish()?;\n    {verdict}\n    Ok(())",
                indent(self.read, 4)
            ),
        }
    }

    /// The reference's search of one test, after `start` (and `moves`): `first` (whether
    /// the mover wins) or `lead` (who ends ahead); and the answer's line from it.
    fn search(&self, kind: Kind) -> (String, &'static str) {
        let moves = if self.rules { "Kit.moves" } else { "moves" };
        match (kind, self.rules) {
            (Kind::Score, _) => (
                format!(
                    "let lead = Scoring(|p: &{}| {moves}(p)).lead(&(start, true));",
                    self.pos
                ),
                "format!(\"{}\\n\", lead.word(WORDS))",
            ),
            (_, true) => (
                "let first = Kit.wins(&start);".to_string(),
                "format!(\"{}\\n\", if first { \"first\" } else { \"second\" })",
            ),
            (_, false) => (
                "let first = brute::wins(&start, moves, |_| false, &mut HashMap::new());"
                    .to_string(),
                "format!(\"{}\\n\", if first { \"first\" } else { \"second\" })",
            ),
        }
    }

    /// The bodies of the kit's `bench`, `random` and `reference`.
    fn kit_bodies(&self, kind: Kind) -> [String; 3] {
        let (search, answer) = self.search(kind);
        let answer = answer.replace("WORDS", WORDS);
        let reference = format!("{}\n{search}", self.reference);
        let (bench, random, reference) = (
            indent(self.bench, 12),
            indent(self.random, 12),
            indent(&reference, 12),
        );
        match &self.tests {
            Some(tests) => [
                format!(
                    "let t = size.pick({});\n        g.row(&[t])?;\n        for _ in 0..t {{\n            {bench}\n        }}\n        Ok(format!(\"t = {{t}} {}\"))",
                    tests.bench, tests.what
                ),
                format!(
                    "let t = g.rng.gen_range(1..=5);\n        g.row(&[t])?;\n        for _ in 0..t {{\n            {random}\n        }}\n        Ok(())"
                ),
                format!(
                    "let t: usize = tokens.parse();\n        let mut out = String::new();\n        for _ in 0..t {{\n            {reference}\n            out.push_str({});\n        }}\n        out",
                    match kind {
                        Kind::Score => format!("&{answer}"),
                        _ => "if first { \"first\\n\" } else { \"second\\n\" }".to_string(),
                    }
                ),
            ],
            None => [
                indent(self.bench, 8),
                format!("{}\n        Ok(())", indent(self.random, 8)),
                format!("{}\n        {answer}", indent(&reference, 8)),
            ],
        }
    }
}

/// The score kind's three words, first ahead, second ahead, equal, as `Lead::word` takes them.
const WORDS: &str = "[\"First\", \"Second\", \"Tie\"]";

/// The score kind's words in place of the win/lose placeholder's: its
/// placeholder's lead is 1 (`First`) where the mover wins, 0 (`Tie`) where not.
fn score_words() -> Answers {
    Answers {
        win: "First".to_string(),
        loss: "Tie".to_string(),
    }
}

/// The two answers a problem prints: the first player's win, then the second player's.
#[derive(Clone, Debug, PartialEq)]
pub struct Answers {
    win: String,
    loss: String,
}

impl Answers {
    /// The placeholder game's words, which every scaffold writes.
    const PLACEHOLDER: Answers = Answers {
        win: String::new(),
        loss: String::new(),
    };

    /// `WIN,LOSS`: two different non-empty words or phrases, without quotes,
    /// backslashes or control characters (they go into Rust string literals).
    fn parse(words: &str) -> Result<Answers> {
        let bad = || {
            anyhow!(
                "--answers `{}`: give the two answers as WIN,LOSS (the first player's win, then \
                 the second's), two different texts without quotes, backslashes or commas",
                words.escape_debug()
            )
        };
        let (win, loss) = words.split_once(',').ok_or_else(bad)?;
        let fine = |w: &str| {
            !w.is_empty()
                && w.trim() == w
                && !w.contains(['"', '\\', ','])
                && !w.chars().any(char::is_control)
        };
        if !fine(win) || !fine(loss) || win == loss {
            return Err(bad());
        }
        Ok(Answers {
            win: win.to_string(),
            loss: loss.to_string(),
        })
    }

    fn is_placeholder(&self) -> bool {
        self.win.is_empty()
    }

    /// `text` with each of `forms` (a placeholder word as it stands, and
    /// what goes before and after the new word there) replaced by these words:
    /// the even forms by the win, the odd ones by the loss.
    fn swap(&self, text: &str, forms: &[(&str, &str, &str)]) -> String {
        if self.is_placeholder() {
            return text.to_string();
        }
        // Through markers, so answers that are each other's placeholder swap cleanly.
        let mut out = text.to_string();
        for (i, (form, _, _)) in forms.iter().enumerate() {
            out = out.replace(form, &format!("\u{0}{i}\u{0}"));
        }
        for (i, (_, before, after)) in forms.iter().enumerate() {
            let word = if i % 2 == 0 { &self.win } else { &self.loss };
            out = out.replace(&format!("\u{0}{i}\u{0}"), &format!("{before}{word}{after}"));
        }
        out
    }

    /// In generated Rust: the words as string literals (`"first"`) and as
    /// lines of an expected output (`first\n`, escaped).
    fn in_rust(&self, text: &str) -> String {
        self.swap(
            text,
            &[
                ("\"first\"", "\"", "\""),
                ("\"second\"", "\"", "\""),
                ("first\\n", "", "\\n"),
                ("second\\n", "", "\\n"),
            ],
        )
    }

    /// In an expected output file: whole lines.
    fn in_lines(&self, text: &str) -> String {
        if self.is_placeholder() {
            return text.to_string();
        }
        text.lines()
            .map(|line| match line {
                "first" => format!("{}\n", self.win),
                "second" => format!("{}\n", self.loss),
                other => format!("{other}\n"),
            })
            .collect()
    }

    /// In the statement: the Output section (the answers given, it needs no
    /// placeholder) and the sample's output block.
    fn in_readme(&self, text: &str) -> String {
        if self.is_placeholder() {
            return text.to_string();
        }
        let text = text.replace(
            &format!("{MARK}: the exact strings, one answer per line (the placeholder prints `first` or `second`)."),
            &format!(
                "`{}` when the player to move wins, `{}` when they lose, one answer per line.",
                self.win, self.loss
            ),
        );
        let (head, sample) = text
            .split_once("Output:\n\n```text\n")
            .expect("the stub has a sample output block");
        let (block, tail) = sample.split_once("```").expect("closed block");
        format!(
            "{head}Output:\n\n```text\n{}```{tail}",
            self.in_lines(block)
        )
    }
}

/// Checks that `name` is kebab-case ASCII: `[a-z][a-z0-9]*(-[a-z0-9]+)*`, at most 64 bytes.
pub fn check_name(name: &str) -> Result<()> {
    let ok = !name.is_empty()
        && name.len() <= 64
        && name.as_bytes()[0].is_ascii_lowercase()
        && !name.ends_with('-')
        && !name.contains("--")
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(anyhow!(
            "bad name `{}`: use kebab-case ASCII (lowercase letters and digits, words joined by single `-`, starting with a letter), e.g. `stick-game`",
            name.escape_debug()
        ))
    }
}

/// `--judge`'s help: every known judge, as judge-rules lists them.
fn judge_help() -> String {
    format!("The judge: {}", judges::listed())
}

/// `--id`'s help: which judges need `--url` too (their pages name problems by a slug).
fn id_help() -> String {
    let both: Vec<&str> = judges::JUDGES
        .iter()
        .filter(|j| judges::naming(j.name).is_some_and(|n| matches!(n.pages, Pages::BySlug { .. })))
        .map(|j| j.name)
        .collect();
    format!(
        "The judge's problem id (give --id or --url: the other is derived; {}: both)",
        both.join(", ")
    )
}

/// The problem's place: judge, id and url, completed and checked.
#[derive(Debug, PartialEq)]
struct Place {
    judge: &'static str,
    id: Option<String>,
    url: Option<String>,
}

fn place(judge: &str, id: Option<String>, url: Option<String>) -> Result<Place> {
    let judge = metadata::known_judge(judge).map_err(anyhow::Error::msg)?;
    // Neither derives from the other with no online judge, or where the pages name a slug.
    let derives = judges::naming(judge).is_some_and(|n| matches!(n.pages, Pages::ById { .. }));
    let (id, url) = match (judge, id, url) {
        (_, id, url) if !derives => (id, url),
        (_, Some(id), None) => {
            let url = metadata::url_for(judge, &id).with_context(|| {
                format!("id `{id}` is not a {judge} problem id, so no URL can be derived from it")
            })?;
            (Some(id), Some(url))
        }
        (_, None, Some(url)) => {
            let id = metadata::id_from_url(judge, &url)
                .with_context(|| format!("url `{url}` is not a {judge} problem page"))?;
            (Some(id), Some(url))
        }
        (_, id, url) => (id, url),
    };
    metadata::validate(judge, id.as_deref(), url.as_deref()).map_err(anyhow::Error::msg)?;
    Ok(Place { judge, id, url })
}

/// Names that are taken by the workspace's other packages.
fn reserved(root: &Path, name: &str) -> bool {
    ["games-core", "problem-kit", "xtask", "tests", "tools"].contains(&name)
        || root.join("tools").join(name).exists()
}

fn toml_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `CSES 1729` or `practice (seed 002)`: how the files name the problem's source.
fn label(p: &Place, seed: Option<&str>) -> String {
    match (&p.id, seed, judges::offline(p.judge)) {
        (Some(id), _, _) => format!("{} {id}", p.judge),
        (None, Some(seed), _) => format!("{} (seed {seed})", p.judge),
        (None, None, Some(offline)) => offline.short.to_string(),
        (None, None, None) => p.judge.to_string(),
    }
}

fn cargo_toml(
    name: &str,
    p: &Place,
    title: Option<&str>,
    seed: Option<&str>,
    game: Option<&str>,
) -> String {
    let mut meta = String::new();
    let missing: Vec<&str> = [
        title
            .is_none()
            .then_some("the title as the judge prints it"),
        game.is_none().then_some("the game in one line"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !missing.is_empty() {
        meta.push_str(&format!("# {MARK}: {}.\n", missing.join(", and ")));
    }
    meta.push_str(&format!(
        "title = {}\ngame = {}\njudge = {}\n",
        toml_string(title.unwrap_or(TITLE_TODO)),
        toml_string(game.unwrap_or(GAME_TODO)),
        toml_string(p.judge)
    ));
    if let Some(id) = &p.id {
        meta.push_str(&format!("id = {}\n", toml_string(id)));
    }
    if let Some(url) = &p.url {
        meta.push_str(&format!("url = {}\n", toml_string(url)));
    }
    if let Some(seed) = seed {
        meta.push_str(&format!("seed = {}\n", toml_string(seed)));
    }
    let description = match (title, game) {
        (Some(title), Some(game)) => format!("{} {title}: {game}.", label(p, seed)),
        _ => format!(
            "{} {}: {MARK}: one line on the game.",
            label(p, seed),
            title.unwrap_or("(title)")
        ),
    };
    format!(
        r#"[package]
name = "{name}"
description = {description}
version.workspace = true
edition.workspace = true
rust-version.workspace = true
license.workspace = true
publish.workspace = true

[package.metadata.problem]
{meta}
[dependencies]
games-core.workspace = true

[dev-dependencies]
problem-kit.workspace = true
rand.workspace = true

[lints]
workspace = true

# The problem's tooling (bench input, random inputs, brute-force reference): `cargo xtask bench`/`stress` run it.
[[example]]
name = "{name}-kit"
path = "src/kit.rs"
"#,
        description = toml_string(&description),
    )
}

fn main_rs(
    p: &Place,
    title: Option<&str>,
    seed: Option<&str>,
    shape: &Shape,
    kind: Kind,
) -> String {
    let title = title.unwrap_or("(title)");
    let source = label(p, seed);
    let Shape { uses, main, .. } = shape;
    let (rule, solve, main) = (shape.limits_and_rule(), shape.solve(kind), indent(main, 4));
    let (game, uses) = match kind {
        Kind::Score => (
            format!(
                "{}, scored: every move scores 1 point for its mover, the larger\n//! total wins (`First`, `Second`, `Tie`; first's lead is 1 exactly when the\n//! mover wins the game without points, else 0)",
                shape.game
            ),
            format!("{uses}\nuse games_core::score::Lead;"),
        ),
        _ => (shape.game.to_string(), uses.to_string()),
    };
    format!(
        r##"//! {source} "{title}": {MARK}: the game and the idea of the solution in one line.
//!
//! {MARK}: everything here, in `tests.rs` and in `kit.rs` is a placeholder that
//! compiles and passes its tests: {game}.
//! Replace the limits and `solve` here, the widest-values test in `tests.rs`,
//! the rules and inputs in `kit.rs`, and the samples with the real problem, then
//! delete every `{MARK}` line (`cargo xtask check` refuses the binary while one
//! is left). CONTRIBUTING.md's cheat-sheet says which games-core part fits
//! (draws, Hackenbush, misère, …).

{uses}
use std::io::{{Read, Write}};

{rule}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {{
    {solve}
}}

fn main() {{
    {main}
}}

#[cfg(test)]
mod tests;
"##
    )
}

fn tests_rs(name: &str, shape: &Shape) -> String {
    // The widest-values test's words are the kind's (`Answers::in_rust` swaps them).
    let widest = indent(shape.widest, 4);
    format!(
        r##"//! The tests of {name}: the standard ones against its kit, and its own.

use super::*;
use problem_kit::{{answer, try_answer}};

problem_kit::kit_tests!(solve);

#[test]
fn widest_values_are_exact() {{
    // {MARK}: the largest values the binary accepts, and the first it refuses.
    {widest}
}}
"##
    )
}

fn kit_rs(name: &str, shape: &Shape, kind: Kind) -> String {
    let Shape { rules, moves, .. } = shape;
    let [bench, random, reference] = shape.kit_bodies(kind);
    // What the kit's code names beyond the common imports.
    let shuffles = if moves.contains(".shuffle(") {
        "use rand::seq::SliceRandom;\n"
    } else {
        ""
    };
    let (mut how, uses, moves_doc, kit) = if *rules {
        (
            format!(
                "the positions and moves in `impl Rules for Kit` (`cargo xtask lab {name}`\n\
                 //! tabulates them), and the reference from `Kit.wins` or `Kit.grundy` (see `problem_kit::rules`)."
            ),
            "use problem_kit::{Gen, Layout, Problem, Rules, Size, Tokens};\nuse rand::Rng;\nuse std::io;",
            "The rules alone, from the statement: the positions, where the lab finds\n\
             /// them (`LAYOUT`), and every position one move reaches.",
            "problem_kit::kit!(Kit, rules);",
        )
    } else {
        (
            "`brute::wins` or `brute::grundy`, or `brute::outcomes` (Win / Lose / Draw) when play can loop.".to_string(),
            "use problem_kit::{brute, Gen, Problem, Size, Tokens};\nuse rand::Rng;\nuse std::collections::HashMap;\nuse std::io;",
            "Every position one move reaches, written from the rules alone.",
            "problem_kit::kit!(Kit);",
        )
    };
    let mut uses = uses.replace("use rand::Rng;", &format!("{shuffles}use rand::Rng;"));
    let mut moves = moves.to_string();
    if kind == Kind::Score {
        how = "the moves, then the score in `impl ScoreRules for Scoring` (whose turn,\n\
               //! each move's gain, the payoff at the end: see `problem_kit::score`); the\n\
               //! reference asks its `lead` (first / second / tie) or its `value`."
            .to_string();
        uses = uses
            .replace("brute, ", "")
            .replace("use std::collections::HashMap;\n", "")
            .replace(
                "use problem_kit::{",
                "use problem_kit::score::{Edge, ScoreRules, Turn};\nuse problem_kit::{",
            );
        moves.push_str(&scoring(shape.pos));
    }
    format!(
        r##"//! The tooling of {name}: its bench input, random small inputs and a brute-force reference from the rules.
//!
//! {MARK}: the placeholder game's; write the real problem's (see `problem_kit::kit`):
//! {how}

{uses}

/// {name}'s kit (see `problem_kit::kit`).
pub struct Kit;

// {MARK}: the real moves.
/// {moves_doc}
{moves}

impl Problem for Kit {{
    fn bench(g: &mut Gen, size: Size) -> io::Result<String> {{
        // {MARK}: the largest input the judge sends, with our widened values.
        {bench}
    }}

    fn random(g: &mut Gen) -> io::Result<()> {{
        // {MARK}: small random inputs that reach every branch of `solve` (and more than one answer).
        {random}
    }}

    fn reference(input: &str) -> String {{
        let mut tokens = Tokens::new(input);
        {reference}
    }}
}}

{kit}
"##
    )
}

/// The score kind's rules over the shape's moves: every move scores 1 point for its mover.
fn scoring(pos: &str) -> String {
    format!(
        r##"

// {MARK}: the real score (a gain per move, a payoff at the end, or both).
/// The placeholder's score: the game of the moves above, where every move
/// scores 1 point for its mover (the score is first's total minus second's).
/// A position is one of that game's and whether the first player moves.
struct Scoring<M>(M);

impl<M: Fn(&{pos}) -> Vec<{pos}>> ScoreRules for Scoring<M> {{
    type Pos = ({pos}, bool);

    fn turn(&self, p: &Self::Pos) -> Turn {{
        if p.1 {{
            Turn::Max
        }} else {{
            Turn::Min
        }}
    }}

    fn moves(&self, (p, first): &Self::Pos) -> Vec<Edge<Self::Pos>> {{
        let gain = if *first {{ 1 }} else {{ -1 }};
        (self.0)(p)
            .into_iter()
            .map(|q| Edge::gain(gain, (q, !first)))
            .collect()
    }}
}}"##
    )
}

/// The statement's `## Source` line: a link to the judge's page, or where the problem comes from.
fn source_line(p: &Place, seed: Option<&str>) -> String {
    let offline = judges::offline(p.judge);
    let what = offline.map_or(p.judge, |o| o.what);
    match (&p.url, seed, offline.and_then(|o| o.source_todo)) {
        (Some(url), _, _) => format!("[{}]({url})", label(p, None)),
        (None, _, Some(todo)) => format!(
            "{}{} (no online judge): {MARK}: {todo}",
            what[..1].to_uppercase(),
            &what[1..]
        ),
        (None, Some(seed), None) => format!("{what} from seed {seed} (no online judge)"),
        (None, None, None) => format!("{what} (no online judge)"),
    }
}

/// A statement's `## Sample` section, `what` the sample is and its input and
/// output, and its `## Solution` section, where `explained` (the idea, the
/// strategy) goes.
fn sample_and_solution(what: &str, (input, output): (&str, &str), explained: &str) -> String {
    format!(
        "## Sample\n\n{MARK}: {what}.\n\nInput:\n\n```text\n{input}```\n\nOutput:\n\n```text\n{output}```\n\n\
         ## Solution\n\n{MARK}: {explained} in 2–5 lines, whether it is proven or only checked up to N, \
         and the test that cross-checks it.\n"
    )
}

fn readme_md(
    name: &str,
    p: &Place,
    title: Option<&str>,
    seed: Option<&str>,
    shape: &Shape,
    kind: Kind,
) -> String {
    let title = title.unwrap_or(TITLE_TODO);
    let (game, output) = match kind {
        Kind::Score => (
            "the position, what a move is, what it scores (or what the end pays), and who wins: the score's sign, a three-way first / second / tie, or the score itself.",
            "the exact strings, one answer per line (the placeholder prints `First`, `Second` or `Tie`: who ends ahead).",
        ),
        _ => (
            "the position, what a move is, who wins (normal play: who cannot move loses).",
            "the exact strings, one answer per line (the placeholder prints `first` or `second`).",
        ),
    };
    let (input, table) = (shape.input, shape.table);
    let (_, sample_in, sample_out) = shape.samples[0];
    let sample = sample_and_solution(
        &format!(
            "the judge's sample (this one is the placeholder's, `samples/{name}/sample-1.in`)"
        ),
        (sample_in, sample_out),
        "the idea",
    );
    let source = source_line(p, seed);
    format!(
        r#"# {title}

<!-- {MARK}: fill every section from the judge's statement, in our own words, then delete every TODO line. -->

## Game

{MARK}: {game}

## Input

{MARK}: the format, token by token (the placeholder reads {input}).

| value | judge | ours |
|---|---|---|
{table}

Tokens may be separated by any whitespace, `\r\n` included.

## Output

{MARK}: {output}

{sample}
## Source

{source}. Run it with `cargo run --release -p {name} < samples/{name}/sample-1.in`.
"#
    )
}

const CLI_RS: &str = "//! End-to-end tests: every sample, and malformed input rejected cleanly.
problem_kit::cli_tests!();
";

/// Writes `files` (relative path, text) under `dir`.
fn write_files<P: AsRef<Path>>(dir: &Path, files: &[(P, String)]) -> Result<()> {
    for (rel, text) in files {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// Creates the binary; returns the lines to print on success.
fn create(args: &Args) -> Result<Vec<String>> {
    // Every check that can refuse comes before the first write.
    check_name(&args.name)?;
    let place = place(&args.judge, args.id.clone(), args.url.clone())?;
    let needs_seed = judges::offline(place.judge).map(|o| o.seed);
    if needs_seed == Some(Seed::Required) && args.seed.is_none() {
        bail!(
            "{} {} problem needs --seed (the seed tutorial it comes from)",
            judges::article(place.judge),
            place.judge
        );
    }
    if let (Some(Seed::Forbidden), Some(seed)) = (needs_seed, &args.seed) {
        bail!(
            "{} {} problem comes from no seed: drop --seed {seed}",
            judges::article(place.judge),
            place.judge
        );
    }
    let root = match &args.root {
        Some(r) => r.clone(),
        None => problems::workspace_root()?,
    };
    for needed in ["bins", "samples", "README.md"] {
        if !root.join(needed).exists() {
            bail!(
                "{} has no {needed}: not a games-rs workspace",
                root.display()
            );
        }
    }
    let name = args.name.as_str();
    let bin_dir = root.join("bins").join(name);
    let sample_dir = root.join("samples").join(name);
    if bin_dir.exists() || sample_dir.exists() {
        bail!(
            "`{name}` exists already ({}); pick another name",
            if bin_dir.exists() {
                "bins/"
            } else {
                "samples/"
            }
        );
    }
    if reserved(&root, name) {
        bail!("`{name}` is the name of another package of the workspace; pick another name");
    }

    let (title, seed) = (args.title.as_deref(), args.seed.as_deref());
    let answers = match &args.answers {
        Some(words) => Answers::parse(words)?,
        None => Answers::PLACEHOLDER,
    };
    let game = args.game.as_deref().map(without_interactive_prefix);
    if let Some(game) = game {
        if game.trim().is_empty() || game.contains('\n') {
            bail!("--game takes the game in one line of text");
        }
    }
    let manifest = cargo_toml(name, &place, title, seed, game);
    // The metadata must pass the same checks as every reader's.
    Problem::parse(&bin_dir, &manifest).context("generated Cargo.toml refused (a bug in `new`)")?;

    let scratch = root
        .join("target")
        .join("xtask-new")
        .join(format!("{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&scratch);
    let (reads, kind) = scaffold(args.shape, args.reads, args.kind)?;
    if args.answers.is_some() && kind != Kind::WinLose {
        bail!(
            "--answers is for --kind win-lose: {}",
            match kind {
                Kind::Interactive => "an interactive binary prints its side and moves",
                _ => "a score game's words are its `Lead::word` call (first ahead, second ahead, equal)",
            }
        );
    }
    let (files, samples) = match kind {
        Kind::Interactive => template_files(&INTERACTIVE, name, &place, title, seed, manifest),
        Kind::Score => verdict_files(args, reads, kind, &place, manifest, &score_words()),
        Kind::WinLose => verdict_files(args, reads, kind, &place, manifest, &answers),
    };
    let result = build_and_move(&root, &scratch, name, &files, &samples);
    let _ = fs::remove_dir_all(&scratch);
    // Only removes folders left empty (`target/` too, if this run created it).
    let _ = fs::remove_dir(root.join("target").join("xtask-new"));
    let _ = fs::remove_dir(root.join("target"));
    let readme_line = result?;
    let source = label(&place, seed);
    let mut steps = match kind {
        Kind::Interactive => vec![
            format!("created bins/{name}/ and samples/{name}/ ({source}, interactive); {readme_line}"),
            format!("next, replacing every `{MARK}` (grep -rn 'TODO(xtask new)' bins/{name}):"),
            format!("  1. bins/{name}/Cargo.toml: title, game and description (then `cargo xtask readme`)"),
            format!("  2. bins/{name}/README.md: the statement (game, protocol with limits and markers, sample)"),
            format!("  3. bins/{name}/src/main.rs: the protocol and the strategy in `play`;"),
            "     src/tests.rs: the strategy checked against a search of the rules".into(),
            format!("  4. bins/{name}/src/kit.rs: the position, its moves, the protocol's text, the"),
            "     reference (`wins`), the judge's replies, the sessions and the bench session".into(),
            format!("  5. the samples, the kit's transcripts: cargo xtask sample {name} --force"),
            format!("     (try it: cargo xtask play {name} --show; or yourself: --human)"),
        ],
        Kind::Score => vec![
            format!("created bins/{name}/ and samples/{name}/ ({source}, a score game); {readme_line}"),
            format!("next, replacing every `{MARK}` (grep -rn 'TODO(xtask new)' bins/{name}):"),
            format!("  1. bins/{name}/Cargo.toml: title, game and description (then `cargo xtask readme`)"),
            format!("  2. bins/{name}/README.md: the statement (game and its score, input with limits, output strings, sample)"),
            format!("  3. bins/{name}/src/main.rs: limits, the rule and the verdict (the value, or `Lead::word`'s words);"),
            "     src/tests.rs: the widest-values test".into(),
            format!("  4. bins/{name}/src/kit.rs: the rules (moves) and the score (`impl ScoreRules for Scoring`: turn,"),
            "     moves with their gains, the payoff at the end), random small inputs, the max-size bench input".into(),
            format!("  5. samples/{name}/*.in, then their .out from the kit: cargo xtask sample {name} --force samples/{name}/*.in"),
        ],
        Kind::WinLose => vec![
            format!("created bins/{name}/ and samples/{name}/ ({source}); {readme_line}"),
            format!("next, replacing every `{MARK}` (grep -rn 'TODO(xtask new)' bins/{name}):"),
            format!("  1. bins/{name}/Cargo.toml: title, game and description (then `cargo xtask readme`)"),
            format!("  2. bins/{name}/README.md: the statement (game, input with limits, output strings, sample)"),
            format!("  3. bins/{name}/src/main.rs: limits and solve; src/tests.rs: the widest-values test"),
            format!("  4. bins/{name}/src/kit.rs: the rules (moves) and the brute force, random small inputs,"),
            "     the max-size bench input (`cargo xtask stress` and `bench` run it)".into(),
            format!("  5. samples/{name}/*.in: the judge's sample, then edges the brute force can answer (the"),
            "     widest values go in the widest-values test); their .out come from the kit:".into(),
            format!("     cargo xtask sample {name} --force samples/{name}/*.in"),
        ],
    };
    steps.extend([
        format!("  6. its benchmark row: cargo xtask bench --only {name} (check ends with it)"),
        "(cargo adds the new package to Cargo.lock on its next run: commit that too)".into(),
        format!("then: cargo xtask check {name} --fix (it formats your edits and regenerates the README tables first)"),
    ]);
    Ok(steps)
}

/// A scaffold's files (path under `bins/<name>`, text) and samples (file name, text).
type Scaffold = (Vec<(&'static str, String)>, Vec<(String, String)>);

/// The files and samples of a binary that prints an answer (`kind`: win/lose
/// or score) on the placeholder of its input shape, in the words `answers`.
fn verdict_files(
    args: &Args,
    reads: Reads,
    kind: Kind,
    place: &Place,
    manifest: String,
    answers: &Answers,
) -> Scaffold {
    let (name, title, seed) = (
        args.name.as_str(),
        args.title.as_deref(),
        args.seed.as_deref(),
    );
    let shape = shapes::shape(reads);
    let files = vec![
        ("Cargo.toml", manifest),
        (
            "README.md",
            answers.in_readme(&readme_md(name, place, title, seed, &shape, kind)),
        ),
        (
            "src/main.rs",
            answers.in_rust(&main_rs(place, title, seed, &shape, kind)),
        ),
        ("src/tests.rs", answers.in_rust(&tests_rs(name, &shape))),
        ("src/kit.rs", answers.in_rust(&kit_rs(name, &shape, kind))),
        ("tests/cli.rs", CLI_RS.to_string()),
    ];
    let samples: Vec<(String, String)> = shape
        .samples
        .iter()
        .flat_map(|(stem, input, output)| {
            [
                (format!("{stem}.in"), input.to_string()),
                (format!("{stem}.out"), answers.in_lines(output)),
            ]
        })
        .collect();
    (files, samples)
}

/// A scaffold that writes its own files, not a shape's: `--kind interactive` (`new/interactive.rs`).
struct Template {
    /// `README.md` of (name, title, source line).
    readme_md: fn(&str, &str, &str) -> String,
    /// `src/main.rs` of (source, title).
    main_rs: fn(&str, &str) -> String,
    /// `src/tests.rs` of the name.
    tests_rs: fn(&str) -> String,
    /// `src/kit.rs` of the name.
    kit_rs: fn(&str) -> String,
    /// `tests/cli.rs`.
    cli_rs: &'static str,
    /// The samples, `(sample-K.in, sample-K.out)` from K = 1.
    samples: &'static [(&'static str, &'static str)],
}

/// The scaffold of an interactive binary.
const INTERACTIVE: Template = Template {
    readme_md: interactive::readme_md,
    main_rs: interactive::main_rs,
    tests_rs: interactive::tests_rs,
    kit_rs: interactive::kit_rs,
    cli_rs: interactive::CLI_RS,
    samples: &interactive::SAMPLES,
};

/// The files and samples of the scaffold `t`.
fn template_files(
    t: &Template,
    name: &str,
    place: &Place,
    title: Option<&str>,
    seed: Option<&str>,
    manifest: String,
) -> Scaffold {
    let (source, title) = (label(place, seed), title.unwrap_or("(title)"));
    let files = vec![
        ("Cargo.toml", manifest),
        (
            "README.md",
            (t.readme_md)(name, title, &source_line(place, seed)),
        ),
        ("src/main.rs", (t.main_rs)(&source, title)),
        ("src/tests.rs", (t.tests_rs)(name)),
        ("src/kit.rs", (t.kit_rs)(name)),
        ("tests/cli.rs", t.cli_rs.to_string()),
    ];
    let samples = t
        .samples
        .iter()
        .enumerate()
        .flat_map(|(i, (input, output))| {
            [
                (format!("sample-{}.in", i + 1), input.to_string()),
                (format!("sample-{}.out", i + 1), output.to_string()),
            ]
        })
        .collect();
    (files, samples)
}

/// Lays out the Rust files of `files` under `dir` as `cargo fmt` would, so that
/// the scaffold starts rustfmt-clean whatever the composed parts' layout. A
/// machine without rustfmt keeps them as written (close to its layout).
fn rustfmt(dir: &Path, files: &[(&'static str, String)]) -> Result<()> {
    let rs: Vec<PathBuf> = files
        .iter()
        .filter(|(rel, _)| rel.ends_with(".rs"))
        .map(|(rel, _)| dir.join(rel))
        .collect();
    let Ok(out) = std::process::Command::new("rustfmt")
        .args(["--edition", "2021"])
        .args(&rs)
        .output()
    else {
        return Ok(());
    };
    if !out.status.success() {
        bail!(
            "rustfmt refused the scaffold (a bug in `new`): {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(())
}

/// Writes everything into `scratch`, then moves it into place and regenerates the README table.
fn build_and_move(
    root: &Path,
    scratch: &Path,
    name: &str,
    files: &[(&'static str, String)],
    samples: &[(String, String)],
) -> Result<String> {
    let staged_bin = scratch.join("bin");
    let staged_samples = scratch.join("samples");
    write_files(&staged_bin, files)?;
    write_files(&staged_samples, samples)?;
    rustfmt(&staged_bin, files)?;

    let bin_dir = root.join("bins").join(name);
    let sample_dir = root.join("samples").join(name);
    // Samples first: the workspace only sees the binary once bins/<name> appears, complete.
    fs::rename(&staged_samples, &sample_dir)
        .with_context(|| format!("cannot move the samples to {}", sample_dir.display()))?;
    if let Err(e) = fs::rename(&staged_bin, &bin_dir) {
        let _ = fs::rename(&sample_dir, &staged_samples);
        bail!("cannot move the binary to {}: {e}", bin_dir.display());
    }
    match readme::regenerate(root, false) {
        Ok(line) => Ok(line),
        Err(e) => {
            // Put everything back: the workspace is as it was.
            let _ = fs::rename(&bin_dir, &staged_bin);
            let _ = fs::rename(&sample_dir, &staged_samples);
            Err(anyhow!("{e:#} (nothing was created)"))
        }
    }
}

/// `game` without a leading `interactive: ` (any case), which the README
/// table writes itself before an interactive problem's game; saying so on stderr.
fn without_interactive_prefix(game: &str) -> &str {
    const PREFIX: &str = "interactive:";
    let head = game.trim_start();
    match head.get(..PREFIX.len()) {
        Some(word) if word.eq_ignore_ascii_case(PREFIX) => {
            eprintln!("note: --game without its leading `{word}`: the README table adds `interactive: ` to an interactive problem's game");
            head[PREFIX.len()..].trim_start()
        }
        _ => game,
    }
}

/// Where the files of `bins/<name>` still hold a [`MARK`] placeholder, as
/// `file:line` (the file relative to `dir`), in file order then line order.
pub fn placeholders(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for rel in [
        "Cargo.toml",
        "README.md",
        "src/main.rs",
        "src/tests.rs",
        "src/kit.rs",
    ] {
        let Ok(text) = fs::read_to_string(dir.join(rel)) else {
            continue;
        };
        for (i, line) in text.lines().enumerate() {
            if line.contains(MARK) {
                found.push(format!("{rel}:{}", i + 1));
            }
        }
    }
    found
}

/// Entry point of `cargo xtask new`.
pub fn main(args: Args) -> Result<()> {
    for line in create(&args)? {
        crate::out(&line);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_must_be_kebab_case_ascii() {
        for good in ["stick-game", "nim-game-ii", "a", "take-1-3-4", "x2"] {
            assert!(check_name(good).is_ok(), "{good}");
        }
        for bad in [
            "",
            "Stick-Game",
            "stick_game",
            "-stick",
            "stick-",
            "stick--game",
            "1game",
            "jeu-à",
            "a b",
            "../x",
            "a/b",
        ] {
            let e = crate::error_text(check_name(bad));
            assert!(e.starts_with("bad name `"), "{e}");
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(check_name(&"a".repeat(65)).is_err());
    }

    #[test]
    fn id_and_url_derive_from_each_other() {
        let p = place("CSES", Some("1729".into()), None).unwrap();
        assert_eq!(
            p.url.as_deref(),
            Some("https://cses.fi/problemset/task/1729")
        );
        let p = place(
            "AtCoder",
            None,
            Some("https://atcoder.jp/contests/abc368/tasks/abc368_f".into()),
        )
        .unwrap();
        assert_eq!(p.id.as_deref(), Some("abc368_f"));
        assert!(place(
            "CSES",
            Some("1729".into()),
            Some("https://cses.fi/problemset/task/1730".into())
        )
        .is_err());
        assert!(place("CSES", None, None).is_err());
        assert!(place("LightOJ", Some("1199".into()), None).is_err());
        assert!(place("practice", Some("1".into()), None).is_err());
        let url = "https://www.hackerrank.com/challenges/misere-nim-1/problem";
        check_named(&Named {
            typed: "hackerrank",
            judge: "HackerRank",
            id: "misere-nim-1",
            url,
            label: "HackerRank misere-nim-1",
            from_url: (url, "misere-nim-1"),
        });
        check_named(&Named {
            typed: "codeforces",
            judge: "Codeforces",
            id: "1194D",
            url: "https://codeforces.com/problemset/problem/1194/D",
            label: "Codeforces 1194D",
            from_url: ("https://codeforces.com/contest/1194/problem/D", "1194D"),
        });
        let e = crate::error_text(place("CSE", Some("1729".into()), None));
        assert!(e.starts_with("unknown judge `CSE`"), "{e}");
    }

    /// A judge's place as `--judge`, `--id` and `--url` give it, one way each.
    struct Named<'a> {
        /// The judge as typed, in any case.
        typed: &'a str,
        /// How the place names the judge.
        judge: &'a str,
        /// An id, the url it derives and the place's label.
        id: &'a str,
        url: &'a str,
        label: &'a str,
        /// A url given alone, and the id derived from it.
        from_url: (&'a str, &'a str),
    }

    /// The id derives the url and the label, the url alone the id, and a
    /// judge with problem ids refuses a place with neither.
    fn check_named(n: &Named) {
        let p = place(n.typed, Some(n.id.into()), None).unwrap();
        assert_eq!(p.judge, n.judge);
        assert_eq!(p.url.as_deref(), Some(n.url));
        assert_eq!(label(&p, None), n.label);
        let (url, id) = n.from_url;
        let p = place(n.judge, None, Some(url.into())).unwrap();
        assert_eq!(p.id.as_deref(), Some(id), "{url}");
        assert!(place(n.judge, None, None).is_err(), "{}", n.judge);
    }

    #[test]
    fn codechef_and_luogu_places() {
        check_named(&Named {
            typed: "codechef",
            judge: "CodeChef",
            id: "HAMILG",
            url: "https://www.codechef.com/problems/HAMILG",
            label: "CodeChef HAMILG",
            from_url: ("https://www.codechef.com/COOK98A/problems/HAMILG", "HAMILG"),
        });
        let e = crate::error_text(place("CodeChef", Some("hamilg".into()), None));
        assert!(e.contains("not a CodeChef problem id"), "{e}");

        check_named(&Named {
            typed: "luogu",
            judge: "Luogu",
            id: "P4301",
            url: "https://www.luogu.com.cn/problem/P4301",
            label: "Luogu P4301",
            from_url: ("https://www.luogu.com.cn/problem/P4055", "P4055"),
        });
        assert!(place("Luogu", Some("4301".into()), None).is_err());
        assert!(place(
            "Luogu",
            Some("P4301".into()),
            Some("https://www.luogu.com.cn/problem/P4055".into())
        )
        .is_err());
    }

    #[test]
    fn kattis_and_baekjoon_places() {
        check_named(&Named {
            typed: "kattis",
            judge: "Kattis",
            id: "ninetynine",
            url: "https://open.kattis.com/problems/ninetynine",
            label: "Kattis ninetynine",
            from_url: ("https://open.kattis.com/problems/hello/", "hello"),
        });
        check_named(&Named {
            typed: "baekjoon",
            judge: "Baekjoon",
            id: "1000",
            url: "https://www.acmicpc.net/problem/1000",
            label: "Baekjoon 1000",
            from_url: ("https://acmicpc.net/problem/9658", "9658"),
        });
        let e = crate::error_text(place("Baekjoon", Some("P1000".into()), None));
        assert!(e.contains("not a Baekjoon problem id"), "{e}");
        let e = crate::error_text(place(
            "Kattis",
            Some("hello".into()),
            Some("https://open.kattis.com/problems/ninetynine".into()),
        ));
        assert!(
            e.contains("which is Kattis problem `ninetynine`") && !e.contains('\n'),
            "{e}"
        );
    }

    #[test]
    fn library_checker_and_classic_places() {
        let url = "https://judge.yosupo.jp/problem/nim_product_64";
        check_named(&Named {
            typed: "library checker",
            judge: "Library Checker",
            id: "nim_product_64",
            url,
            label: "Library Checker nim_product_64",
            from_url: (url, "nim_product_64"),
        });
        assert!(place("Library Checker", Some("nim-product".into()), None).is_err());

        let p = place("Classic", None, None).unwrap();
        assert_eq!((p.judge, p.id, p.url), ("classic", None, None));
        let p = place("classic", None, None).unwrap();
        assert_eq!(label(&p, None), "classic problem");
        let manifest = cargo_toml("turning-corners", &p, Some("Turning Corners"), None, None);
        let parsed = Problem::parse(Path::new("bins/turning-corners"), &manifest).unwrap();
        assert_eq!((parsed.judge.as_str(), parsed.seed), ("classic", None));
        let shape = shapes::shape(Reads::Heaps);
        let readme = readme_md(
            "turning-corners",
            &p,
            Some("Turning Corners"),
            None,
            &shape,
            Kind::WinLose,
        );
        assert!(
            readme.contains("## Source\n\nClassic problem from the literature"),
            "{readme}"
        );
        let e = crate::error_text(place("classic", Some("1".into()), None));
        assert!(e.contains("a classic problem has no online judge"), "{e}");
        let e = crate::error_text(place("classic", None, Some("https://example.com".into())));
        assert!(e.contains("no online judge"), "{e}");
    }

    #[test]
    fn own_places_have_no_id_url_or_seed() {
        let p = place("Own", None, None).unwrap();
        assert_eq!((p.judge, &p.id, &p.url), ("own", &None, &None));
        assert_eq!(label(&p, None), "own problem");
        let manifest = cargo_toml("my-game", &p, Some("My Game"), None, Some("take one"));
        let parsed = Problem::parse(Path::new("bins/my-game"), &manifest).unwrap();
        assert_eq!((parsed.judge.as_str(), parsed.seed), ("own", None));
        let shape = shapes::shape(Reads::Heaps);
        let readme = readme_md("my-game", &p, Some("My Game"), None, &shape, Kind::WinLose);
        assert!(
            readme.contains(&format!(
                "## Source\n\nOwn problem (no online judge): {MARK}: who wrote it"
            )),
            "{readme}"
        );
        let e = crate::error_text(place("own", Some("1".into()), None));
        assert_eq!(
            e,
            "an own problem has no online judge: drop its `id` and `url`"
        );
        let e = crate::error_text(create(&Args {
            name: "my-game".into(),
            judge: "own".into(),
            seed: Some("002".into()),
            ..Args::default()
        }));
        assert_eq!(e, "an own problem comes from no seed: drop --seed 002");
    }

    #[test]
    fn reads_kind_and_shape_pick_the_scaffold() {
        let pick = |shape, reads, kind| scaffold(shape, reads, kind).unwrap();
        assert_eq!(pick(None, None, None), (Reads::Heaps, Kind::WinLose));
        assert_eq!(
            pick(None, Some(Reads::Tree), Some(Kind::Score)),
            (Reads::Tree, Kind::Score)
        );
        assert_eq!(
            pick(Some(InputShape::Graph), None, None),
            (Reads::Graph, Kind::WinLose)
        );
        assert_eq!(
            pick(Some(InputShape::Score), None, None),
            (Reads::Rows, Kind::Score)
        );
        assert_eq!(
            pick(None, None, Some(Kind::Interactive)),
            (Reads::Heaps, Kind::Interactive)
        );
        let e = crate::error_text(scaffold(None, Some(Reads::Grid), Some(Kind::Interactive)));
        assert!(
            e.starts_with("--kind interactive reads the judge's replies")
                && e.contains("--reads grid"),
            "{e}"
        );
        assert!(!e.contains('\n'), "{e}");
        // The older spellings of `--reads` still parse.
        use clap::ValueEnum;
        assert_eq!(Reads::from_str("integers", false), Ok(Reads::Heaps));
        assert_eq!(
            Reads::from_str("integers-and-strings", false),
            Ok(Reads::CountedStrings)
        );
    }

    #[test]
    fn generated_files_parse_and_are_marked() {
        let p = place("CSES", Some("1729".into()), None).unwrap();
        let manifest = cargo_toml("stick-game", &p, Some("Stick \"Game\""), None, None);
        let parsed = Problem::parse(Path::new("bins/stick-game"), &manifest).unwrap();
        assert_eq!(parsed.title, "Stick \"Game\"");
        assert_eq!(parsed.game, GAME_TODO);
        let readings = [
            "sc.next_in(\"n\", 1..=MAX_N)",
            "sc.next_in(\"n\", 1..=MAX_N)",
            "sc.next_in(\"b\", 0..=MAX_A)",
            "sc.next_in(\"a_i\", 1..=MAX_A)",
            "sc.next_word_of(\"row\", 1..=MAX_LEN",
            "sc.next_word_of(\"row\", n..=n",
            "sc.next_word_of(\"row\", m..=m, Alphabet::of(b\".#\"))",
            "sc.next_in(\"u\", 1..=n)",
            "sc.next_in(\"s\", 1..=n)",
            "sc.next_in(\"n\", 1..=MAX_N)?;\n    let m: usize = sc.next_in(\"m\", 0..=MAX_M)?;\n    let s",
            "let v: usize = sc.next_in(\"v\", 1..=n)?;",
            "sc.next_in(\"w\", 1..=MAX_W)",
        ];
        assert_eq!(readings.len(), Reads::ALL.len());
        for ((reads, reading), kind) in Reads::ALL
            .into_iter()
            .zip(readings)
            .flat_map(|r| [(r, Kind::WinLose), (r, Kind::Score)])
        {
            let shape = shapes::shape(reads);
            let main = main_rs(&p, None, None, &shape, kind);
            syn::parse_file(&main).unwrap();
            assert!(
                main.starts_with("//! CSES 1729 \"(title)\": TODO(xtask new)"),
                "{main}"
            );
            assert!(
                main.ends_with("\n#[cfg(test)]\nmod tests;\n"),
                "{reads:?}: {main}"
            );
            let tests = tests_rs("stick-game", &shape);
            syn::parse_file(&tests).unwrap();
            assert!(
                tests.contains("\nproblem_kit::kit_tests!(solve);\n"),
                "{reads:?}: {tests}"
            );
            assert!(main.contains(reading), "{reads:?}: {main}");
            let strings = main.contains("run_reading(Reads::IntegersAndStrings, solve);");
            let reads_words = matches!(reads, Reads::Strings | Reads::Grid | Reads::CountedStrings);
            assert_eq!(strings, reads_words, "{main}");
            let kit = kit_rs("stick-game", &shape, kind);
            syn::parse_file(&kit).unwrap();
            assert_eq!(kit.contains("g.random_word("), strings, "{kit}");
            // Heaps and pairs state their rules, so the lab tabulates a fresh scaffold.
            let rules = matches!(reads, Reads::Heaps | Reads::Single | Reads::Pairs);
            assert_eq!(shape.rules, rules, "{reads:?}");
            if kind == Kind::Score {
                assert!(
                    main.contains("lead.word([\"First\", \"Second\", \"Tie\"])"),
                    "{main}"
                );
                assert!(main.contains("use games_core::score::Lead;"), "{main}");
                assert!(kit.contains("ScoreRules for Scoring<M> {"), "{kit}");
                assert!(kit.contains(").lead(&(start, true));"), "{kit}");
                assert!(
                    !kit.contains("brute::") && !kit.contains("HashMap"),
                    "{kit}"
                );
            } else if rules {
                assert!(kit.ends_with("\nproblem_kit::kit!(Kit, rules);\n"), "{kit}");
                assert!(kit.contains("\nimpl Rules for Kit {\n"), "{kit}");
                assert!(kit.contains("    fn moves(&self, "), "{kit}");
                assert!(kit.contains("const LAYOUT: Option<Layout<"), "{kit}");
                assert!(kit.contains("Kit.wins(&"), "{kit}");
                assert!(
                    !kit.contains("brute::") && !kit.contains("HashMap"),
                    "{kit}"
                );
            } else {
                assert!(kit.ends_with("\nproblem_kit::kit!(Kit);\n"), "{kit}");
                assert!(kit.contains("brute::wins("), "{kit}");
            }
            let readme = readme_md("stick-game", &p, None, None, &shape, kind);
            for section in ["Game", "Input", "Output", "Sample", "Solution", "Source"] {
                assert!(readme.contains(&format!("\n## {section}\n")), "{section}");
            }
            assert!(readme.starts_with("# TODO(xtask new): title\n"));
            assert!(readme.contains("[CSES 1729](https://cses.fi/problemset/task/1729)"));
            // The statement's sample is sample-1, byte for byte.
            let (_, input, output) = shape.samples[0];
            let sample =
                format!("Input:\n\n```text\n{input}```\n\nOutput:\n\n```text\n{output}```");
            assert!(readme.contains(&sample), "{readme}");
        }
    }

    #[test]
    fn answers_replace_the_placeholder_words_everywhere() {
        let a = Answers::parse("First,Second").unwrap();
        let shape = shapes::shape(Reads::Heaps);
        let p = place("practice", None, None).unwrap();
        let main = a.in_rust(&main_rs(&p, None, Some("002"), &shape, Kind::WinLose));
        assert!(main.contains("{ \"First\" } else { \"Second\" }"), "{main}");
        let kit = a.in_rust(&kit_rs("x", &shape, Kind::WinLose));
        assert!(kit.contains("\"First\\n\" } else { \"Second\\n\""), "{kit}");
        let tests = a.in_rust(&tests_rs("x", &shape));
        assert!(tests.contains("\"Second\\nFirst\\n\""), "{tests}");
        for text in [&main, &kit, &tests] {
            syn::parse_file(text).unwrap();
            assert!(
                !text.contains("\"first") && !text.contains("\"second"),
                "{text}"
            );
        }
        assert_eq!(
            a.in_lines("first\nsecond\nfirst\n"),
            "First\nSecond\nFirst\n"
        );
        let readme = a.in_readme(&readme_md(
            "x",
            &p,
            None,
            Some("002"),
            &shape,
            Kind::WinLose,
        ));
        assert!(
            readme.contains("```text\nFirst\nSecond\nFirst\n```"),
            "{readme}"
        );
        assert!(
            readme.contains("\n`First` when the player to move wins, `Second` when they lose"),
            "{readme}"
        );
        // Swapped words swap cleanly; the default changes nothing.
        let swapped = Answers::parse("second,first").unwrap();
        assert_eq!(swapped.in_lines("first\nsecond\n"), "second\nfirst\n");
        assert_eq!(Answers::PLACEHOLDER.in_rust(&main), main);
        for bad in [
            "First", "A,A", "\"A\",B", "A,B\\", ",B", "A ,B", "A,B,C", "A,\tB",
        ] {
            let e = crate::error_text(Answers::parse(bad));
            assert!(e.starts_with("--answers `"), "{bad}: {e}");
        }
    }

    #[test]
    fn a_given_game_fills_the_metadata_and_the_description() {
        let p = place("CSES", Some("1729".into()), None).unwrap();
        let manifest = cargo_toml(
            "stick-game",
            &p,
            Some("Stick Game"),
            None,
            Some("take 1 to 3"),
        );
        let parsed = Problem::parse(Path::new("bins/stick-game"), &manifest).unwrap();
        assert_eq!(parsed.game, "take 1 to 3");
        assert!(!manifest.contains(MARK), "{manifest}");
        assert!(manifest.contains("description = \"CSES 1729 Stick Game: take 1 to 3.\""));
        let manifest = cargo_toml("stick-game", &p, None, None, Some("take 1 to 3"));
        assert!(
            manifest.contains("# TODO(xtask new): the title as the judge prints it.\n"),
            "{manifest}"
        );
    }
}
