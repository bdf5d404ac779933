//! The judge of an interactive problem, made from its kit: the kit states the game and the protocol, and one generic judge plays it against the program, in process or through real pipes.
//!
//! A kit implements [`Interactive`]: the start positions of a session (from
//! its generator: small ones, edge cases, ones at the limits, winning for
//! either side), how the judge writes a position and a move and reads the
//! program's, the legal moves ([`Interactive::play`] refuses the rest with a
//! reason), when a game is over and who won, who wins a position (the
//! reference, to check the side the program picks) and the judge's own
//! reply (a winning one whenever it exists: [`best_reply`] finds it from a
//! search). From these, [`session`] plays one session:
//! - it sends the opening ([`Interactive::opening`]) and each test's start;
//! - it reads the side the program picks, when the program picks one
//!   ([`Interactive::SIDES`]), and refuses the losing side;
//! - it checks every line the program prints: its format and legality;
//! - on its own turns it plays [`Interactive::reply`] (or a person's move,
//!   with [`Opponent::Human`]);
//! - it ends each game with the problem's markers ([`Interactive::WON`]),
//!   and after the last one checks that the program prints nothing more.
//!
//! A failure ([`Failure`]) names what was wrong (an illegal move, the wrong
//! side, a lost game, output after the end, silence, a crash) with the
//! position and the transcript's tail. [`Program::in_process`] runs a
//! binary's `play` in a thread (what [`crate::kit_tests!`]`(interactive = play)`
//! does, hundreds of sessions); [`Program::spawn`] runs any executable
//! (what `cargo xtask play` and `bundle --verify` do); [`serve`] is the
//! judge alone on stdio, for `oj t/r`.

use crate::gen::Gen;
use crate::kit::{bench_seed, Named};
use games_core::interactive::Judge;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::VecDeque;
use std::fmt::Debug;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

/// An interactive problem's game and protocol, stated by its kit.
pub trait Interactive: Named + Sized {
    /// A game's position, with whose turn it is as part of it where the
    /// moves of the two players differ (a round of two half-moves, say).
    type Pos: Clone + Debug;
    /// A move, as the judge and the program write it.
    type Move: Clone + Debug;

    /// How many sessions the standard test plays in process.
    const SESSIONS: u64 = 200;

    /// Whether starts won by either side exist. `false` for a game whose
    /// first player wins every start (the standard test then does not ask
    /// the sessions to reach both sides; `wins` must still be checked
    /// against a search).
    const EITHER_SIDE_WINS: bool = true;

    /// The program's two possible first lines of a test, `[moves first,
    /// moves second]` (`["First", "Second"]`), or `None` when the program
    /// always moves first.
    const SIDES: Option<[&'static str; 2]>;

    /// What the judge sends when the game is over and the program won on
    /// the judge's turn (the judge cannot move): `"0"`, `"0 0"`; `None` when
    /// the judge says nothing then (the next test simply starts).
    const WON: Option<&'static str>;

    /// What the judge sends on an illegal move or a lost game (`"-1"`,
    /// `"-1 -1"`), before it stops.
    const LOST: &'static str;

    /// One session's tests, by their start positions: what the standard
    /// test and `cargo xtask play` play. Vary them: small, edge cases, at the
    /// limits, won by either side.
    fn session(g: &mut Gen) -> Vec<Self::Pos>;

    /// The sample sessions, `samples/<name>/sample-K` being the K-th (the
    /// statement's first); past them, sample K is session K − 1 of
    /// [`Interactive::session`]. Keep them short: they are read by people.
    fn samples() -> Vec<Vec<Self::Pos>> {
        Vec::new()
    }

    /// The session that takes longest at the limits (the bench).
    fn bench(g: &mut Gen) -> Vec<Self::Pos>;

    /// What the judge sends before the first test (`t` and a newline);
    /// nothing by default.
    fn opening(tests: &[Self::Pos]) -> String {
        let _ = tests;
        String::new()
    }

    /// What the judge sends to start a test at `start` (lines ending in `\n`).
    fn start(start: &Self::Pos) -> String;

    /// `Some(whether the player to move wins)` when the game at `p` is over
    /// (in normal play: `Some(false)` when the player to move has no move).
    fn over(p: &Self::Pos) -> Option<bool>;

    /// Whether the player to move at `p` wins (the reference: a search from
    /// the rules, or a strategy the kit proves against one).
    fn wins(p: &Self::Pos) -> bool;

    /// The program's `line` read as a move at `p` (its format only).
    ///
    /// # Errors
    /// What is wrong with the line, in a few words.
    fn read_move(p: &Self::Pos, line: &str) -> Result<Self::Move, String>;

    /// How the judge writes its move `m` (without the newline).
    fn write_move(m: &Self::Move) -> String;

    /// Makes the move `m` at `p` in place, if it is legal; an illegal move
    /// leaves `p` as it was (so a large position is never copied per move).
    ///
    /// # Errors
    /// Why `m` is illegal at `p`.
    fn play(p: &mut Self::Pos, m: &Self::Move) -> Result<(), String>;

    /// The judge's move at `p`, which is not over: a winning move whenever
    /// one exists, else a legal one (random, or one that holds out).
    fn reply(p: &Self::Pos, rng: &mut StdRng) -> Self::Move;

    /// The position as a person reads it (`--human`, and failure reports).
    fn show(p: &Self::Pos) -> String {
        format!("{p:?}")
    }

    /// The judge's test groups, as its statement gives them: each with how
    /// the judge plays and what the program must reach. Every group is
    /// played by the standard test, `cargo xtask play` (or `--group`),
    /// `--judge` and `bundle --verify`. By default one group: the judge
    /// plays to win ([`Strategy::Optimal`]) and the program must win every
    /// game ([`Objective::WinEach`]).
    fn groups() -> Vec<Group<Self>> {
        vec![Group::optimal()]
    }

    /// What the judge plays from a position it cannot win, in a few words
    /// (the failure reports and `play` say it): what [`Interactive::reply`]
    /// does there.
    const LOSING_REPLY: &'static str = "a legal move (the kit's reply)";

    /// Whether the program moves first in the test starting at `start`,
    /// when it picks no side ([`Interactive::SIDES`] is `None`): `true` by
    /// default; `false` where the judge opens every game (a random AI's
    /// first move, the first digit drawn).
    fn program_first(start: &Self::Pos) -> bool {
        let _ = start;
        true
    }

    /// The judge's legal moves at `p`, for a judge that plays at random
    /// ([`Strategy::Random`]); none by default.
    fn judge_moves(p: &Self::Pos) -> Vec<Self::Move> {
        let _ = p;
        Vec::new()
    }

    /// A legal move of the judge's at `p`, uniformly at random: one of
    /// [`Interactive::judge_moves`] by default; a kit whose moves are too
    /// many to list (10^12 start positions) draws one directly.
    ///
    /// # Panics
    /// If the kit lists no moves at `p` (a random group without
    /// `judge_moves` or `random_move`).
    fn random_move(p: &Self::Pos, rng: &mut StdRng) -> Self::Move {
        Self::judge_moves(p)
            .choose(rng)
            .cloned()
            .unwrap_or_else(|| {
                panic!(
                    "{}: a random judge at {p:?}, but the kit lists no move: implement Interactive::judge_moves (or random_move)",
                    Self::NAME
                )
            })
    }

    /// The program's score when the game is over at `end`, for the score
    /// objectives ([`Objective::Optimum`], [`Objective::TotalAtLeast`]); 0
    /// by default.
    fn score(end: &Self::Pos) -> i128 {
        let _ = end;
        0
    }

    /// The best score the program can force from `start` against any
    /// judge ([`Objective::Optimum`]): a search from the rules on small
    /// starts, past them a formula a test checks against that search.
    ///
    /// # Panics
    /// By default: the kit declared no optimum.
    fn optimum(start: &Self::Pos) -> i128 {
        panic!(
            "{}: Objective::Optimum at {start:?}, but the kit declares no Interactive::optimum",
            Self::NAME
        )
    }

    /// What the judge sends for its own move `m`, which led to `after`:
    /// [`Interactive::write_move`] by default; a judge that does not send
    /// a move ending the game says so here (`"-3"`: you have no move left).
    fn write_judge_move(m: &Self::Move, after: &Self::Pos) -> String {
        let _ = after;
        Self::write_move(m)
    }

    /// What the judge sends after the last game (lines ending in `\n`),
    /// given whether the session met its group's objective: nothing by
    /// default (`"1\n"` or `"-1\n"` where the judge announces the verdict).
    fn closing(met: bool) -> String {
        let _ = met;
        String::new()
    }

    /// What the judge sends before the first test in group `group`:
    /// [`Interactive::opening`] by default; a kit whose opening names the
    /// group's target (`T W`, `T N B P`) writes it here.
    fn opening_for(tests: &[Self::Pos], group: &Group<Self>) -> String {
        let _ = group;
        Self::opening(tests)
    }

    /// What the program must reach in the session `tests` of group
    /// `group`: the group's objective by default. A kit whose sessions may
    /// be shorter than the statement's (a short sample of a "win W of 500"
    /// group) scales the target here, and states the same target in
    /// [`Interactive::opening_for`].
    fn objective_for(tests: &[Self::Pos], group: &Group<Self>) -> Objective {
        let _ = tests;
        group.objective
    }

    /// The group (an index into [`Interactive::groups`]) sample number
    /// `k`, counted from 1, is played in: the first by default. The
    /// statement's sample section names it.
    fn sample_group(k: u64) -> usize {
        let _ = k;
        0
    }

    /// At most this many sessions per group in `play` (and so in `bundle
    /// --verify`), for a kit whose sessions are long (500 games each):
    /// `play` says when it plays fewer than asked. No cap by default.
    const PLAYED_SESSIONS: Option<u64> = None;
}

/// How the judge picks its moves in a test group.
pub enum Strategy<K: Interactive> {
    /// [`Interactive::reply`]: a winning (or, in a score game, an optimal)
    /// move whenever there is one; from a lost position what
    /// [`Interactive::LOSING_REPLY`] says.
    Optimal,
    /// Uniformly at random over its legal moves ([`Interactive::random_move`]),
    /// from the session's seeded random source.
    Random,
    /// A fixed rule, stated in the statement's terms.
    Rule {
        /// The rule in a few words ("always adds 1").
        says: &'static str,
        /// The judge's move at a position (not over).
        reply: fn(&K::Pos, &mut StdRng) -> K::Move,
    },
}

impl<K: Interactive> Clone for Strategy<K> {
    fn clone(&self) -> Self {
        match self {
            Strategy::Optimal => Strategy::Optimal,
            Strategy::Random => Strategy::Random,
            Strategy::Rule { says, reply } => Strategy::Rule {
                says,
                reply: *reply,
            },
        }
    }
}

impl<K: Interactive> Strategy<K> {
    /// A judge that plays by a rule: `says` it in a few words, `reply` makes the move.
    pub fn rule(says: &'static str, reply: fn(&K::Pos, &mut StdRng) -> K::Move) -> Self {
        Strategy::Rule { says, reply }
    }

    /// The judge's move at `p` (not over) by this strategy.
    pub fn pick(&self, p: &K::Pos, rng: &mut StdRng) -> K::Move {
        match self {
            Strategy::Optimal => K::reply(p, rng),
            Strategy::Random => K::random_move(p, rng),
            Strategy::Rule { reply, .. } => reply(p, rng),
        }
    }

    /// How the judge plays, in words.
    pub fn describe(&self) -> String {
        match self {
            Strategy::Optimal => format!(
                "plays to win (from a position it cannot win: {})",
                K::LOSING_REPLY
            ),
            Strategy::Random => "plays uniformly at random over its legal moves".into(),
            Strategy::Rule { says, .. } => (*says).to_string(),
        }
    }
}

/// What the program must reach in a test group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// Win every game of the session.
    WinEach,
    /// Score at least the optimum ([`Interactive::optimum`]) in every game.
    Optimum,
    /// Win at least this many of the session's games.
    WinAtLeast(u64),
    /// A total score ([`Interactive::score`], summed over the session's
    /// games) of at least this.
    TotalAtLeast(i128),
}

impl Objective {
    /// The objective in words, for a session of `games` games.
    pub fn describe(&self, games: usize) -> String {
        match self {
            Objective::WinEach => "win every game".into(),
            Objective::Optimum => "score at least the optimum in every game".into(),
            Objective::WinAtLeast(w) => format!("win at least {w} of the {games} games"),
            Objective::TotalAtLeast(p) => format!("a total score of at least {p}"),
        }
    }

    /// Whether a rate is what is measured: the objective counts games
    /// over a session, so a good program may still miss it by chance.
    pub fn is_statistical(&self) -> bool {
        matches!(self, Objective::WinAtLeast(_) | Objective::TotalAtLeast(_))
    }
}

/// A test group: its name, how the judge plays and what the program must reach.
pub struct Group<K: Interactive> {
    /// The group's name as the statement gives it (`"1"`, `"set 2"`); `--group` takes it.
    pub name: &'static str,
    /// How the judge plays.
    pub judge: Strategy<K>,
    /// What the program must reach.
    pub objective: Objective,
}

impl<K: Interactive> Clone for Group<K> {
    fn clone(&self) -> Self {
        Group {
            name: self.name,
            judge: self.judge.clone(),
            objective: self.objective,
        }
    }
}

impl<K: Interactive> Group<K> {
    /// The group `name`: the judge plays by `judge`, the program must reach `objective`.
    pub fn new(name: &'static str, judge: Strategy<K>, objective: Objective) -> Self {
        Group {
            name,
            judge,
            objective,
        }
    }

    /// The default group: the judge plays to win, the program must win every game.
    pub fn optimal() -> Group<K> {
        Group::new("optimal", Strategy::Optimal, Objective::WinEach)
    }

    /// The group in one line: its name, the judge's play, the objective.
    pub fn describe(&self, games: usize) -> String {
        format!(
            "group {}: the judge {}; the program must {}",
            self.name,
            self.judge.describe(),
            self.objective.describe(games)
        )
    }
}

/// The group of `K` named `name`, or a one-line error listing the names.
///
/// # Errors
/// When no group has that name.
pub fn group_named<K: Interactive>(name: &str) -> Result<Group<K>, String> {
    let groups = K::groups();
    let names: Vec<&str> = groups.iter().map(|g| g.name).collect();
    groups.into_iter().find(|g| g.name == name).ok_or_else(|| {
        format!(
            "{} has no group `{name}`: its groups are {}",
            K::NAME,
            names.join(", ")
        )
    })
}

/// What a session's games came to: per game, whether the program won and its score.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Per game, in order: (the program won it, or in an optimum group
    /// scored the optimum; its score).
    pub games: Vec<(bool, i128)>,
}

impl Tally {
    /// Games the program won.
    pub fn wins(&self) -> u64 {
        self.games.iter().filter(|g| g.0).count() as u64
    }

    /// The program's total score.
    pub fn total(&self) -> i128 {
        self.games.iter().map(|g| g.1).sum()
    }

    /// Whether the session meets `objective` (in an optimum group a game
    /// counts as won when it reached the optimum).
    pub fn meets(&self, objective: Objective) -> bool {
        match objective {
            Objective::WinEach | Objective::Optimum => self.games.iter().all(|g| g.0),
            Objective::WinAtLeast(w) => self.wins() >= w,
            Objective::TotalAtLeast(p) => self.total() >= p,
        }
    }
}

/// The judge's reply from a list of `(move, position after it)`: a move to
/// a position the opponent loses (`wins` is the reference) whenever there is
/// one, else a random one; `None` when `options` is empty.
///
/// # Example
/// ```
/// use rand::SeedableRng;
/// // Take 1 or 2 from 4: taking 1 leaves 3, a loss for the opponent.
/// let options = vec![(1, 3u32), (2, 2)];
/// let mut rng = rand::rngs::StdRng::seed_from_u64(1);
/// let m = problem_kit::interactive::best_reply(options, |&n| n % 3 != 0, &mut rng);
/// assert_eq!(m, Some(1));
/// ```
pub fn best_reply<M, P>(
    options: Vec<(M, P)>,
    wins: impl Fn(&P) -> bool,
    rng: &mut StdRng,
) -> Option<M> {
    let (winning, other): (Vec<_>, Vec<_>) = options.into_iter().partition(|(_, p)| !wins(p));
    let mut pool = if winning.is_empty() { other } else { winning };
    pool.shuffle(rng);
    pool.pop().map(|(m, _)| m)
}

/// Who wrote a transcript line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The judge (or the person playing its side).
    Judge,
    /// The program under test.
    Program,
}

/// What went wrong in a session, with where.
#[derive(Debug)]
pub struct Failure {
    /// What was wrong, in one line.
    pub what: String,
    /// The position then, as [`Interactive::show`] shows it.
    pub position: String,
    /// The last lines of the transcript.
    pub tail: Vec<(Who, String)>,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.what)?;
        if !self.position.is_empty() {
            writeln!(f, "  position: {}", self.position)?;
        }
        writeln!(f, "  transcript (last {} lines):", self.tail.len())?;
        for (who, line) in &self.tail {
            let who = match who {
                Who::Judge => "judge>",
                Who::Program => "  you>",
            };
            writeln!(f, "    {who} {line}")?;
        }
        Ok(())
    }
}

/// Lines kept for a failure report.
const TAIL: usize = 12;
/// How long the judge waits for a line of the program's.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// What the program sent: a line, or the end of its output (with its exit, if known).
enum Heard {
    Line(String),
    End(String),
}

/// The program under test, joined by two pipes.
pub struct Program {
    to: Box<dyn Write + Send>,
    from: Receiver<Heard>,
    child: Option<Child>,
}

/// Sends each write as one chunk: the in-process program's stdin.
struct ChunkWriter(Sender<Vec<u8>>);

impl Write for ChunkWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0
            .send(buf.to_vec())
            .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))?;
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The in-process program's stdin: one chunk per read, at most what was sent.
struct ChunkReader {
    from: Receiver<Vec<u8>>,
    pending: Vec<u8>,
}

impl Read for ChunkReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.pending.is_empty() {
            match self.from.recv() {
                Ok(chunk) => self.pending = chunk,
                Err(_) => return Ok(0),
            }
        }
        let n = self.pending.len().min(buf.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
}

/// The in-process program's stdout: what is flushed goes to the judge as lines.
struct LineWriter {
    to: Sender<Heard>,
    buf: Vec<u8>,
}

impl Write for LineWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.buf.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        let text = String::from_utf8_lossy(&self.buf).into_owned();
        self.buf.clear();
        let mut rest = text.as_str();
        while let Some(end) = rest.find('\n') {
            let _ = self
                .to
                .send(Heard::Line(rest[..end].trim_end().to_string()));
            rest = &rest[end + 1..];
        }
        if !rest.is_empty() {
            // A line without its newline: kept until the next flush.
            self.buf.extend_from_slice(rest.as_bytes());
        }
        Ok(())
    }
}

impl Program {
    /// Runs `play` in a thread, joined to the judge by in-memory pipes that
    /// pass on only what was flushed, as a real pipe would after a flush.
    pub fn in_process<F>(play: F) -> Program
    where
        F: FnOnce(&mut Judge<ChunkIn, LinesOut>) -> games_core::io::Result<()> + Send + 'static,
    {
        let (to_program, program_in) = mpsc::channel::<Vec<u8>>();
        let (program_out, from_program) = mpsc::channel::<Heard>();
        let done = program_out.clone();
        std::thread::spawn(move || {
            let input = ChunkIn(ChunkReader {
                from: program_in,
                pending: Vec::new(),
            });
            let output = LinesOut(LineWriter {
                to: program_out,
                buf: Vec::new(),
            });
            let mut judge = Judge::new(input, output);
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let r = play(&mut judge);
                let _ = judge.flush();
                r
            }));
            let end = match result {
                Ok(Ok(())) => "exited with status 0".to_string(),
                Ok(Err(e)) => format!("exited with status 1: error: {e}"),
                Err(_) => "panicked".to_string(),
            };
            drop(judge);
            let _ = done.send(Heard::End(end));
        });
        Program {
            to: Box::new(ChunkWriter(to_program)),
            from: from_program,
            child: None,
        }
    }

    /// Starts the executable `exe` (with `args`), joined to the judge by its stdin and stdout.
    ///
    /// # Errors
    /// If it cannot be started.
    pub fn spawn(exe: &str, args: &[String]) -> io::Result<Program> {
        let mut child = Command::new(exe)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        let (tx, from) = mpsc::channel();
        let (err_tx, err_rx) = mpsc::channel::<String>();
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = BufReader::new(stderr).read_to_string(&mut text);
            let _ = err_tx.send(text);
        });
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                match line {
                    Ok(l) => {
                        if tx.send(Heard::Line(l.trim_end().to_string())).is_err() {
                            return;
                        }
                    }
                    Err(_) => break,
                }
            }
            let stderr = err_rx.recv().unwrap_or_default();
            let first = stderr.lines().next().unwrap_or("").to_string();
            let _ = tx.send(Heard::End(if first.is_empty() {
                "closed its output".to_string()
            } else {
                format!("closed its output; stderr: {first}")
            }));
        });
        Ok(Program {
            to: Box::new(stdin),
            from,
            child: Some(child),
        })
    }
}

/// The in-process program's stdin (what the judge sent, chunk by chunk).
pub struct ChunkIn(ChunkReader);

impl Read for ChunkIn {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.0.read(buf)
    }
}

/// The in-process program's stdout (flushed lines go to the judge).
pub struct LinesOut(LineWriter);

impl Write for LinesOut {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        if let Some(child) = self.child.as_mut() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Who plays the judge's side.
pub enum Opponent<'a> {
    /// The kit's [`Interactive::reply`], with this random source.
    Strategy(Box<StdRng>),
    /// A person: each move is read from `input` (a line), checked, and
    /// asked again when it is illegal; the position is shown on `show`.
    Human {
        /// Where the person's moves come from.
        input: &'a mut dyn BufRead,
        /// Where the position and prompts go.
        show: &'a mut dyn Write,
    },
}

/// The transcript of a session, and the link to the program.
struct Table<'p, 'e> {
    program: &'p mut Program,
    /// The last lines (at most [`TAIL`] once a line is added).
    transcript: VecDeque<(Who, String)>,
    /// Every line, echoed as it passes (`--show`).
    echo: Option<&'e mut dyn Write>,
}

/// What the judge sends instead of its move when it tests the program's
/// handling of a line that breaks the protocol.
const GARBAGE: &str = "x?";

impl Table<'_, '_> {
    fn fail<K: Interactive>(&self, what: impl Into<String>, at: Option<&K::Pos>) -> Failure {
        Failure {
            what: what.into(),
            position: at.map(K::show).unwrap_or_default(),
            tail: self.transcript.iter().cloned().collect(),
        }
    }

    fn note(&mut self, who: Who, line: String) {
        if self.transcript.len() == TAIL {
            self.transcript.pop_front();
        }
        self.transcript.push_back((who, line));
    }

    fn send<K: Interactive>(&mut self, text: &str, at: Option<&K::Pos>) -> Result<(), Failure> {
        for line in text.lines() {
            self.note(Who::Judge, line.to_string());
            if let Some(echo) = self.echo.as_mut() {
                let _ = writeln!(echo, "judge> {line}");
            }
        }
        let sent = self
            .program
            .to
            .write_all(text.as_bytes())
            .and_then(|()| self.program.to.flush());
        sent.map_err(|_| {
            let why = self.ended_why();
            self.fail::<K>(
                format!("the program stopped before reading the judge's line ({why})"),
                at,
            )
        })
    }

    /// Why the program's output ended, if it did (a short wait for its exit).
    fn ended_why(&self) -> String {
        loop {
            match self.program.from.recv_timeout(Duration::from_millis(500)) {
                Ok(Heard::End(why)) => return why,
                Ok(Heard::Line(_)) => continue,
                Err(_) => return "no exit seen".into(),
            }
        }
    }

    fn hear<K: Interactive>(&mut self, at: &K::Pos) -> Result<String, Failure> {
        match self.program.from.recv_timeout(PATIENCE) {
            Ok(Heard::Line(line)) => {
                if let Some(echo) = self.echo.as_mut() {
                    let _ = writeln!(echo, "  you> {line}");
                }
                self.note(Who::Program, line.clone());
                Ok(line)
            }
            Ok(Heard::End(why)) => Err(self.fail::<K>(
                format!("the program ended while the judge waited for its move: it {why}"),
                Some(at),
            )),
            Err(RecvTimeoutError::Timeout) => {
                let last = self
                    .transcript
                    .iter()
                    .rev()
                    .find(|(w, _)| *w == Who::Judge)
                    .map_or(String::new(), |(_, l)| l.clone());
                Err(self.fail::<K>(
                    format!(
                        "silence: waiting {} s for your move after you read `{last}`: was it flushed?",
                        PATIENCE.as_secs()
                    ),
                    Some(at),
                ))
            }
            Err(RecvTimeoutError::Disconnected) => {
                Err(self.fail::<K>("the program's output is gone", Some(at)))
            }
        }
    }
}

/// Plays one session of `tests` against `program` in the first of
/// [`Interactive::groups`] (the judge's side played by `opponent`); every
/// line is echoed to `echo` when given. `Ok` when the program met the
/// group's objective (by default: won every test, chose the winning side),
/// and ended cleanly printing nothing more.
///
/// # Errors
/// The first thing the program did wrong, with the position and the transcript's tail.
pub fn session<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    opponent: Opponent<'_>,
    echo: Option<&mut dyn Write>,
) -> Result<(), Failure> {
    let group = first_group::<K>();
    session_in::<K>(program, tests, &group, opponent, echo).map(|_| ())
}

/// Plays one session of `tests` against `program` in test group `group`,
/// as [`session`] does; `Ok` with the games' [`Tally`] when the program met
/// the group's objective.
///
/// # Errors
/// The first thing the program did wrong (an illegal move, a lost game
/// where every game must be won, a score below the optimum, too few wins
/// or too low a total at the end), with the position and the transcript's tail.
pub fn session_in<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    group: &Group<K>,
    opponent: Opponent<'_>,
    echo: Option<&mut dyn Write>,
) -> Result<Tally, Failure> {
    played::<K>(program, tests, group, opponent, echo, None, Mode::Judge)
}

/// Plays one session of `tests` in `group` to measure it: as
/// [`session_in`], but a lost game or a missed objective is recorded in the
/// [`Tally`], not a failure (what [`rate`] adds up).
///
/// # Errors
/// When the program breaks the protocol (an illegal move, output after the end).
pub fn measured<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    group: &Group<K>,
    rng: StdRng,
) -> Result<Tally, Failure> {
    played::<K>(
        program,
        tests,
        group,
        Opponent::Strategy(Box::new(rng)),
        None,
        None,
        Mode::Measure,
    )
}

/// The first of `K`'s groups.
fn first_group<K: Interactive>() -> Group<K> {
    K::groups()
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{}: Interactive::groups is empty", K::NAME))
}

/// Plays session `tests` as [`session`] does, but in place of the judge's
/// move number `break_at` (counted from 0 over the session) sends a line
/// that breaks the protocol (`x?`): the program must then stop with status 1
/// and an `error: …` line, never play on. `Ok` also when the session had
/// fewer judge moves (then it must have met the objective).
///
/// # Errors
/// When the program played on, exited 0, or lost before that move.
pub fn protocol_break<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    rng: StdRng,
    break_at: usize,
) -> Result<(), Failure> {
    let group = first_group::<K>();
    played::<K>(
        program,
        tests,
        &group,
        Opponent::Strategy(Box::new(rng)),
        None,
        Some(break_at),
        Mode::Judge,
    )
    .map(|_| ())
}

/// Whether a session judges its objective or only measures it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// A lost game or a missed objective fails the session.
    Judge,
    /// Every game is played and tallied; only a broken protocol fails.
    Measure,
}

fn played<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    group: &Group<K>,
    mut opponent: Opponent<'_>,
    echo: Option<&mut dyn Write>,
    break_at: Option<usize>,
    mode: Mode,
) -> Result<Tally, Failure> {
    let mut judge_moves = 0usize;
    let mut tally = Tally::default();
    let mut table = Table {
        program,
        transcript: VecDeque::new(),
        echo,
    };
    let judging = mode == Mode::Judge;
    let objective = K::objective_for(tests, group);
    let opening = K::opening_for(tests, group);
    if !opening.is_empty() {
        table.send::<K>(&opening, None)?;
    }
    for (game, start) in tests.iter().enumerate() {
        let text = K::start(start);
        if !text.is_empty() {
            table.send::<K>(&text, Some(start))?;
        }
        let mut program_to_move = match K::SIDES {
            None => K::program_first(start),
            Some([first, second]) => {
                let first_wins = K::wins(start);
                let said = table.hear::<K>(start)?;
                let program_first = if said == first {
                    true
                } else if said == second {
                    false
                } else {
                    let what =
                        format!("expected the side, `{first}` or `{second}`, found `{said}`");
                    return Err(table.fail::<K>(what, Some(start)));
                };
                if program_first != first_wins {
                    let _ = table.send::<K>(&format!("{}\n", K::LOST), Some(start));
                    let what = format!(
                        "wrong side: you chose `{said}`, but the {} player wins this position",
                        if first_wins { "first" } else { "second" }
                    );
                    return Err(table.fail::<K>(what, Some(start)));
                }
                program_first
            }
        };
        let mut pos = start.clone();
        loop {
            if let Some(mover_wins) = K::over(&pos) {
                let score = K::score(&pos);
                let won = game_won::<K>(objective, start, &pos, mover_wins, program_to_move);
                if judging && !won {
                    match objective {
                        Objective::Optimum => {
                            let _ = table.send::<K>(&format!("{}\n", K::LOST), Some(&pos));
                            let what = format!(
                                "below the optimum: game {} ended with score {score}, and {} can be forced",
                                game + 1,
                                K::optimum(start)
                            );
                            return Err(table.fail::<K>(what, Some(&pos)));
                        }
                        Objective::WinEach => {
                            let _ = table.send::<K>(&format!("{}\n", K::LOST), Some(&pos));
                            let what = format!(
                                "lost game: the game is over and the judge won (the judge {})",
                                group.judge.describe()
                            );
                            return Err(table.fail::<K>(what, Some(&pos)));
                        }
                        _ => {}
                    }
                }
                tally.games.push((won, score));
                if !program_to_move {
                    if let Some(marker) = K::WON {
                        table.send::<K>(&format!("{marker}\n"), Some(&pos))?;
                    }
                }
                break;
            }
            if program_to_move {
                let line = table.hear::<K>(&pos)?;
                let made = K::read_move(&pos, &line)
                    .map_err(|why| format!("unreadable move `{line}`: {why}"))
                    .and_then(|m| {
                        K::play(&mut pos, &m).map_err(|why| format!("illegal move `{line}`: {why}"))
                    });
                match made {
                    Ok(()) => {}
                    Err(what) => {
                        let _ = table.send::<K>(&format!("{}\n", K::LOST), Some(&pos));
                        return Err(table.fail::<K>(what, Some(&pos)));
                    }
                }
            } else {
                if break_at == Some(judge_moves) {
                    table.send::<K>(&format!("{GARBAGE}\n"), Some(&pos))?;
                    return match table.program.from.recv_timeout(PATIENCE) {
                        Ok(Heard::End(why)) if why.contains("status 1: error: ") || why.contains("stderr: error: ") => Ok(tally),
                        Ok(Heard::End(why)) => Err(table.fail::<K>(
                            format!("after the judge's line `{GARBAGE}` the program {why}, not an `error:` line and status 1"),
                            Some(&pos),
                        )),
                        Ok(Heard::Line(line)) => Err(table.fail::<K>(
                            format!("the program played on (`{line}`) after the judge's line `{GARBAGE}`, which breaks the protocol"),
                            Some(&pos),
                        )),
                        Err(_) => Err(table.fail::<K>(format!("the program neither stopped nor answered after `{GARBAGE}`"), Some(&pos))),
                    };
                }
                judge_moves += 1;
                let m = match &mut opponent {
                    Opponent::Strategy(rng) => group.judge.pick(&pos, rng),
                    Opponent::Human { input, show } => {
                        human_move::<K>(&pos, &mut **input, &mut **show)
                            .map_err(|e| table.fail::<K>(e, Some(&pos)))?
                    }
                };
                K::play(&mut pos, &m).map_err(|why| {
                    let what =
                        format!("the judge's own move {m:?} is illegal ({why}): a bug in the kit");
                    table.fail::<K>(what, Some(&pos))
                })?;
                table.send::<K>(&format!("{}\n", K::write_judge_move(&m, &pos)), Some(&pos))?;
            }
            program_to_move = !program_to_move;
        }
    }
    // The session is over: its verdict, if the judge sends one; then the
    // program must print nothing more and end.
    let met = tally.meets(objective);
    let closing = K::closing(met);
    if !closing.is_empty() {
        table.send::<K>(&closing, None)?;
    }
    if judging && !met {
        let what = match objective {
            Objective::WinAtLeast(w) => format!(
                "too few wins: {} of the {} games, and the group needs {w} (the judge {})",
                tally.wins(),
                tests.len(),
                group.judge.describe()
            ),
            Objective::TotalAtLeast(p) => format!(
                "too low a total: {} over the {} games, and the group needs {p}",
                tally.total(),
                tests.len()
            ),
            _ => "the session missed its objective".to_string(),
        };
        return Err(table.fail::<K>(what, None));
    }
    match table.program.from.recv_timeout(PATIENCE) {
        Ok(Heard::Line(line)) => {
            table.note(Who::Program, line.clone());
            Err(table.fail::<K>(format!("output after the end: `{line}`"), None))
        }
        Ok(Heard::End(why))
            if why.contains("status 1") || why.contains("panicked") || why.contains("stderr") =>
        {
            Err(table.fail::<K>(format!("after the last game the program {why}"), None))
        }
        Ok(Heard::End(_)) => match table.program.child.as_mut() {
            None => Ok(tally),
            Some(child) => {
                let deadline = std::time::Instant::now() + PATIENCE;
                loop {
                    match child.try_wait() {
                        Ok(Some(status)) if status.success() => return Ok(tally),
                        Ok(Some(status)) => {
                            let what =
                                format!("after the last game the program exited with {status}");
                            return Err(table.fail::<K>(what, None));
                        }
                        Ok(None) if std::time::Instant::now() < deadline => {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                        _ => {
                            return Err(table
                                .fail::<K>("the program did not exit after the last game", None))
                        }
                    }
                }
            }
        },
        Err(_) => Err(table.fail::<K>("the program did not exit after the last game", None)),
    }
}

/// Reads a person's move at `p`: shows the position, asks until the move is legal.
fn human_move<K: Interactive>(
    p: &K::Pos,
    input: &mut dyn BufRead,
    show: &mut dyn Write,
) -> Result<K::Move, String> {
    loop {
        let _ = writeln!(show, "position: {}", K::show(p));
        let _ = write!(show, "your move (as the judge writes it): ");
        let _ = show.flush();
        let mut line = String::new();
        if input.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
            return Err("the person at the terminal left (end of input)".into());
        }
        match K::read_move(p, line.trim()).and_then(|m| K::play(&mut p.clone(), &m).map(|()| m)) {
            Ok(m) => return Ok(m),
            Err(why) => {
                let _ = writeln!(show, "not a legal move: {why}");
            }
        }
    }
}

/// The tests of session number `seed` of `K` (seeded by the problem's name too).
pub fn session_tests<K: Interactive>(seed: u64) -> Vec<K::Pos> {
    let mut g = Gen::in_memory(seed ^ bench_seed(K::NAME));
    K::session(&mut g)
}

/// The judge's random source for session `seed`.
pub fn judge_rng<K: Interactive>(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ bench_seed(K::NAME))
}

/// Plays sessions `0..sessions` of `K` in every one of its groups against
/// the program `start()` makes, each a fresh program; then 20 sessions with
/// a judge line that breaks the protocol ([`protocol_break`]); checks both
/// sides come up when the program picks one. What
/// `kit_tests!(interactive = play)` runs.
///
/// # Panics
/// On the first failure, with its group and report; or when every start
/// position of every session is won by the same side (a program that
/// always picks that side would pass).
pub fn play_sessions<K: Interactive>(sessions: u64, start: impl Fn() -> Program) {
    let (mut first, mut second) = (0u64, 0u64);
    let groups = K::groups();
    assert!(
        !groups.is_empty(),
        "{}: Interactive::groups is empty",
        K::NAME
    );
    for group in &groups {
        for seed in 0..sessions {
            let tests = session_tests::<K>(seed);
            if K::SIDES.is_some() {
                for t in &tests {
                    if K::wins(t) {
                        first += 1;
                    } else {
                        second += 1;
                    }
                }
            }
            let mut program = start();
            if let Err(f) = session_in::<K>(
                &mut program,
                &tests,
                group,
                Opponent::Strategy(Box::new(judge_rng::<K>(seed))),
                None,
            ) {
                panic!(
                    "{}: {}: session {seed}: {f}",
                    K::NAME,
                    group.describe(tests.len())
                );
            }
        }
    }
    // A judge line that breaks the protocol, at a different move each time.
    for seed in 0..sessions.min(20) {
        let tests = session_tests::<K>(seed);
        let mut program = start();
        let at = (seed as usize * 7) % 5;
        if let Err(f) = protocol_break::<K>(&mut program, &tests, judge_rng::<K>(seed), at) {
            panic!(
                "{}: session {seed} with a broken judge line at judge move {at}: {f}",
                K::NAME
            );
        }
    }
    if K::SIDES.is_some() && K::EITHER_SIDE_WINS && sessions >= 2 {
        assert!(
            first > 0 && second > 0,
            "{}: in {sessions} sessions every start is won by the {} player: make Kit::session reach both",
            K::NAME,
            if first > 0 { "first" } else { "second" }
        );
    }
}

/// The judge alone on this process's stdio, for online-judge-tools
/// (`oj t/r 'cargo xtask play NAME --judge' -c ./a.out`): plays session
/// `seed` in `group`, reading the program's lines on stdin and writing the
/// judge's on stdout; the verdict goes to stderr and the exit status (0:
/// the program met the group's objective).
pub fn serve<K: Interactive>(seed: u64, group: &Group<K>) -> i32 {
    let tests = session_tests::<K>(seed);
    eprintln!("{}: {}", K::NAME, group.describe(tests.len()));
    let (to_judge, from) = mpsc::channel();
    std::thread::spawn(move || {
        for line in io::stdin().lock().lines() {
            match line {
                Ok(l) => {
                    if to_judge
                        .send(Heard::Line(l.trim_end().to_string()))
                        .is_err()
                    {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = to_judge.send(Heard::End("closed its output".into()));
    });
    let mut program = Program {
        to: Box::new(io::stdout()),
        from,
        child: None,
    };
    match session_in::<K>(
        &mut program,
        &tests,
        group,
        Opponent::Strategy(Box::new(judge_rng::<K>(seed))),
        None,
    ) {
        Ok(tally) => {
            eprintln!(
                "{}: the program met the objective in session {seed} ({} games, {} won)",
                K::NAME,
                tests.len(),
                tally.wins()
            );
            0
        }
        Err(f) => {
            eprint!("{}: session {seed}: {f}", K::NAME);
            1
        }
    }
}

/// The interactive kit's command line (what `kit!(Kit, interactive)`'s `main` runs):
/// - `judge [--seed S] [--group G]`: the judge alone on stdio ([`serve`]),
///   in group G (the first by default);
/// - `play EXE [--sessions N] [--seed S] [--group G] [--show]`: sessions
///   `S..S+N` against the executable `EXE` through real pipes, in every
///   group (or group G); `--show` echoes every line;
/// - `play EXE --bench`: the bench session, timed;
/// - `play EXE --human`: a person at the terminal plays the judge's side;
/// - `rate EXE [--games N] [--group G] [--seed S]`: the program's rate in
///   each group whose objective is a rate (or group G), over at least N
///   games, with 95% intervals ([`rate`]);
/// - `groups`: the groups, one a line;
/// - `transcript K IN OUT`: sample K (from 1) played by the kit alone
///   ([`sample_transcript`]), the judge's lines to IN and the player's to OUT
///   (`cargo xtask sample` writes them).
///
/// `EXE` is a command line: an executable and its arguments, split at spaces
/// (`"python3 wrong.py"`).
pub fn main<K: Interactive>() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = K::NAME;
    let usage = format!(
        "usage: {name}-kit judge [--seed S] [--group G] | play EXE [--sessions N] [--seed S] [--group G] [--show] [--bench] [--human] | rate EXE [--games N] [--group G] [--seed S] | groups | transcript K IN OUT\n\
         (the judge of bins/{name}, made from its kit)"
    );
    let code = match parse(&args) {
        Err(e) => {
            eprintln!("error: {e}\n{usage}");
            2
        }
        Ok(Cmd::Help) => {
            println!("{usage}");
            0
        }
        Ok(Cmd::Groups) => {
            let games = session_tests::<K>(0).len();
            for g in K::groups() {
                println!("{}", g.describe(games));
            }
            0
        }
        Ok(Cmd::Judge { seed, group }) => match chosen::<K>(group.as_deref()) {
            Err(e) => {
                eprintln!("error: {e}");
                2
            }
            Ok(groups) => serve::<K>(seed, &groups[0]),
        },
        Ok(Cmd::Transcript {
            seed,
            input,
            output,
        }) => {
            let k = seed.max(1);
            let (judge, player) = sample_transcript::<K>(k);
            match std::fs::write(&input, judge).and_then(|()| std::fs::write(&output, player)) {
                Ok(()) => {
                    if K::groups().len() > 1 {
                        let games = sample_tests::<K>(k).len();
                        eprintln!("sample {k}: {}", sample_group::<K>(k).describe(games));
                    }
                    0
                }
                Err(e) => {
                    eprintln!("error: transcript: {e}");
                    2
                }
            }
        }
        Ok(Cmd::Play(p)) => play_exe::<K>(&p),
        Ok(Cmd::Rate(p)) => rate_exe::<K>(&p),
    };
    std::process::exit(code);
}

/// The groups `--group` names: that one, or every group when `None`.
fn chosen<K: Interactive>(group: Option<&str>) -> Result<Vec<Group<K>>, String> {
    match group {
        Some(name) => Ok(vec![group_named::<K>(name)?]),
        None => Ok(K::groups()),
    }
}

/// `play`'s and `rate`'s options.
struct PlayArgs {
    exe: String,
    sessions: u64,
    seed: u64,
    group: Option<String>,
    show: bool,
    bench: bool,
    human: bool,
}

enum Cmd {
    Help,
    Groups,
    Judge {
        seed: u64,
        group: Option<String>,
    },
    Play(PlayArgs),
    Rate(PlayArgs),
    Transcript {
        seed: u64,
        input: String,
        output: String,
    },
}

fn parse(args: &[String]) -> Result<Cmd, String> {
    let num = |v: Option<&String>, what: &str| -> Result<u64, String> {
        let v = v.ok_or_else(|| format!("{what} needs a number"))?;
        v.parse()
            .map_err(|_| format!("{what} `{v}` is not a whole number"))
    };
    let text = |v: Option<&String>, what: &str| -> Result<String, String> {
        v.cloned().ok_or_else(|| format!("{what} needs a value"))
    };
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        Some("-h" | "--help") => Ok(Cmd::Help),
        Some("groups") => Ok(Cmd::Groups),
        Some("judge") => {
            let (mut seed, mut group) = (0, None);
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--seed" => seed = num(it.next(), "--seed")?,
                    "--group" => group = Some(text(it.next(), "--group")?),
                    other => return Err(format!("judge: unknown argument `{other}`")),
                }
            }
            Ok(Cmd::Judge { seed, group })
        }
        Some(command @ ("play" | "rate")) => {
            let exe = it
                .next()
                .ok_or_else(|| format!("{command}: name the executable to play against"))?
                .clone();
            let mut p = PlayArgs {
                exe,
                sessions: if command == "play" { 20 } else { 10_000 },
                seed: 0,
                group: None,
                show: false,
                bench: false,
                human: false,
            };
            while let Some(a) = it.next() {
                match (command, a.as_str()) {
                    ("play", "--sessions") | (_, "--games") => {
                        p.sessions = num(it.next(), a)?;
                    }
                    (_, "--seed") => p.seed = num(it.next(), "--seed")?,
                    (_, "--group") => p.group = Some(text(it.next(), "--group")?),
                    ("play", "--show") => p.show = true,
                    ("play", "--bench") => p.bench = true,
                    ("play", "--human") => p.human = true,
                    (_, other) => return Err(format!("{command}: unknown argument `{other}`")),
                }
            }
            Ok(if command == "play" {
                Cmd::Play(p)
            } else {
                Cmd::Rate(p)
            })
        }
        Some("transcript") => match (it.next(), it.next(), it.next()) {
            (Some(seed), Some(input), Some(output)) => Ok(Cmd::Transcript {
                seed: num(Some(seed), "transcript K")?,
                input: input.clone(),
                output: output.clone(),
            }),
            _ => Err("transcript: give K IN OUT (sample K, from 1)".into()),
        },
        Some(other) => Err(format!("unknown command `{other}`")),
        None => Err("no command".into()),
    }
}

/// Starts the command line `exe` (an executable and its arguments, split at spaces).
fn spawn_command(exe: &str) -> io::Result<Program> {
    let mut words = exe.split_whitespace().map(String::from);
    let program = words
        .next()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "an empty command"))?;
    let rest: Vec<String> = words.collect();
    Program::spawn(&program, &rest)
}

fn play_exe<K: Interactive>(p: &PlayArgs) -> i32 {
    let groups = match chosen::<K>(p.group.as_deref()) {
        Ok(groups) => groups,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let sessions = match K::PLAYED_SESSIONS {
        Some(cap) if cap < p.sessions && !p.bench => {
            eprintln!(
                "{}: {cap} sessions per group of the {} asked (the kit's cap: its sessions are long)",
                K::NAME,
                p.sessions
            );
            cap
        }
        _ => p.sessions,
    };
    let runs: Vec<(String, Vec<K::Pos>, u64)> = if p.bench {
        let mut g = Gen::in_memory(bench_seed(K::NAME));
        vec![("the bench session".to_string(), K::bench(&mut g), 0)]
    } else {
        (p.seed..p.seed.saturating_add(sessions))
            .map(|s| (format!("session {s}"), session_tests::<K>(s), s))
            .collect()
    };
    let mut stderr = io::stderr();
    let (mut won, mut games) = (0u64, 0u64);
    let started = std::time::Instant::now();
    let groups = if p.bench { &groups[..1] } else { &groups[..] };
    for group in groups {
        for (label, tests, seed) in &runs {
            let mut program = match spawn_command(&p.exe) {
                Ok(program) => program,
                Err(e) => {
                    eprintln!("error: cannot start `{}`: {e}", p.exe);
                    return 2;
                }
            };
            let stdin = io::stdin();
            let mut input = stdin.lock();
            let mut show = io::stderr();
            let opponent = if p.human {
                Opponent::Human {
                    input: &mut input,
                    show: &mut show,
                }
            } else {
                Opponent::Strategy(Box::new(judge_rng::<K>(*seed)))
            };
            let echo: Option<&mut dyn Write> = if p.show || p.human {
                Some(&mut stderr)
            } else {
                None
            };
            match session_in::<K>(&mut program, tests, group, opponent, echo) {
                Ok(_) => {
                    won += 1;
                    games += tests.len() as u64;
                }
                Err(f) => {
                    eprint!("{}: {label}: {f}", K::NAME);
                    eprintln!(
                        "{}: the program lost {label} in {} (won {won} sessions before it)",
                        K::NAME,
                        group.describe(tests.len())
                    );
                    return 1;
                }
            }
        }
    }
    let names: Vec<&str> = groups.iter().map(|g| g.name).collect();
    eprintln!(
        "{}: the program won all {won} sessions ({games} games; groups {}) in {:.2} s",
        K::NAME,
        names.join(", "),
        started.elapsed().as_secs_f64()
    );
    0
}

/// A rate measured over many games: its successes of its trials and the
/// 95% Wilson score interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Trials that succeeded.
    pub successes: u64,
    /// Trials.
    pub trials: u64,
}

impl Rate {
    /// The 95% Wilson score interval of the success probability.
    ///
    /// # Example
    /// ```
    /// use problem_kit::interactive::Rate;
    /// let (lo, hi) = Rate { successes: 10_000, trials: 10_000 }.interval();
    /// assert!(lo > 0.9996 && hi == 1.0);
    /// ```
    pub fn interval(&self) -> (f64, f64) {
        if self.trials == 0 {
            return (0.0, 1.0);
        }
        let (n, z) = (self.trials as f64, 1.959_963_984_540_054);
        let p = self.successes as f64 / n;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }
}

impl std::fmt::Display for Rate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (lo, hi) = self.interval();
        write!(
            f,
            "{} of {} ({:.6}; 95% interval {:.6}–{:.6})",
            self.successes,
            self.trials,
            self.successes as f64 / self.trials.max(1) as f64,
            lo,
            hi
        )
    }
}

/// What [`rate`] measured in one group.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// The group's name.
    pub group: &'static str,
    /// Games the program won (or, in an optimum group, scored the optimum).
    pub games: Rate,
    /// Sessions that met the group's objective.
    pub sessions: Rate,
    /// The mean score per game and the half-width of its 95% interval
    /// (normal approximation: 1.96 standard errors).
    pub mean_score: (f64, f64),
}

impl std::fmt::Display for Measured {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "group {}: games won {}; sessions meeting the objective {}; mean score per game {:.6e} ± {:.2e}",
            self.group, self.games, self.sessions, self.mean_score.0, self.mean_score.1
        )
    }
}

/// Measures the program `start()` makes in `group`: sessions from `seed`
/// on, each a fresh program, until at least `games` games are played.
///
/// # Errors
/// The first session in which the program broke the protocol.
pub fn rate<K: Interactive>(
    group: &Group<K>,
    games: u64,
    seed: u64,
    start: impl Fn() -> io::Result<Program>,
) -> Result<Measured, String> {
    let (mut won, mut played, mut met, mut sessions) = (0u64, 0u64, 0u64, 0u64);
    let (mut sum, mut squares) = (0f64, 0f64);
    let mut s = seed;
    while played < games {
        let tests = session_tests::<K>(s);
        let mut program = start().map_err(|e| format!("cannot start the program: {e}"))?;
        let tally = measured::<K>(&mut program, &tests, group, judge_rng::<K>(s))
            .map_err(|f| format!("{}: session {s}: {f}", K::NAME))?;
        won += tally.wins();
        played += tally.games.len() as u64;
        sessions += 1;
        met += u64::from(tally.meets(K::objective_for(&tests, group)));
        for &(_, score) in &tally.games {
            let x = score as f64;
            sum += x;
            squares += x * x;
        }
        if tally.games.is_empty() {
            return Err(format!("{}: session {s} has no game", K::NAME));
        }
        s += 1;
    }
    let n = played as f64;
    let mean = sum / n;
    let variance = ((squares - n * mean * mean) / (n - 1.0).max(1.0)).max(0.0);
    Ok(Measured {
        group: group.name,
        games: Rate {
            successes: won,
            trials: played,
        },
        sessions: Rate {
            successes: met,
            trials: sessions,
        },
        mean_score: (mean, 1.96 * (variance / n).sqrt()),
    })
}

fn rate_exe<K: Interactive>(p: &PlayArgs) -> i32 {
    let groups = match chosen::<K>(p.group.as_deref()) {
        Ok(groups) => groups,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let statistical: Vec<&Group<K>> = groups
        .iter()
        .filter(|g| p.group.is_some() || g.objective.is_statistical())
        .collect();
    if statistical.is_empty() {
        eprintln!(
            "{}: no group's objective is a rate (every game must be won or scored at the optimum): nothing to measure",
            K::NAME
        );
        return 0;
    }
    for group in statistical {
        match rate::<K>(group, p.sessions, p.seed, || spawn_command(&p.exe)) {
            Ok(m) => println!("{m}"),
            Err(e) => {
                eprintln!("error: {e}");
                return 1;
            }
        }
    }
    0
}

/// The transcript of session `seed` played by the kit alone: the judge
/// (by the first group's strategy) against a reference player that picks
/// its side by [`Interactive::wins`] and plays [`Interactive::reply`].
/// Returns `(the judge's lines, the player's lines)`: a sample's `.in` and `.out`.
///
/// # Panics
/// If the kit contradicts itself (a reply it calls illegal, a game its
/// reference player loses where every game must be won).
pub fn transcript<K: Interactive>(seed: u64) -> (String, String) {
    transcript_of::<K>(&session_tests::<K>(seed), &first_group::<K>(), seed)
}

/// The tests of sample `k` (from 1): [`Interactive::samples`]' k-th, or session k − 1.
pub fn sample_tests<K: Interactive>(k: u64) -> Vec<K::Pos> {
    let given = K::samples();
    match usize::try_from(k - 1).ok().and_then(|i| given.get(i)) {
        Some(tests) => tests.clone(),
        None => session_tests::<K>(k - 1),
    }
}

/// The group sample `k` (from 1) is played in ([`Interactive::sample_group`]).
///
/// # Panics
/// If the kit names a group it does not have.
pub fn sample_group<K: Interactive>(k: u64) -> Group<K> {
    let i = K::sample_group(k);
    K::groups().into_iter().nth(i).unwrap_or_else(|| {
        panic!(
            "{}: sample {k} is in group {i}, which Interactive::groups lacks",
            K::NAME
        )
    })
}

/// The transcript of sample `k` (from 1): [`sample_tests`] played as
/// [`transcript`] plays a session, in [`sample_group`]'s group, with the
/// random sources of session k − 1.
pub fn sample_transcript<K: Interactive>(k: u64) -> (String, String) {
    transcript_of::<K>(&sample_tests::<K>(k), &sample_group::<K>(k), k - 1)
}

/// Whether the game from `start` that ended at `end` counts for the program
/// under `objective`: in an optimum group, whether its score reached the
/// optimum; otherwise whether it won (`mover_wins`: [`Interactive::over`] at
/// `end`, `program_to_move`: whether the program is to move there).
fn game_won<K: Interactive>(
    objective: Objective,
    start: &K::Pos,
    end: &K::Pos,
    mover_wins: bool,
    program_to_move: bool,
) -> bool {
    match objective {
        Objective::Optimum => K::score(end) >= K::optimum(start),
        _ => mover_wins == program_to_move,
    }
}

fn transcript_of<K: Interactive>(
    tests: &[K::Pos],
    group: &Group<K>,
    seed: u64,
) -> (String, String) {
    let objective = K::objective_for(tests, group);
    let mut judge_moves = judge_rng::<K>(seed);
    let mut player_moves = judge_rng::<K>(!seed);
    let (mut judge, mut player) = (K::opening_for(tests, group), String::new());
    let mut tally = Tally::default();
    for start in tests {
        judge.push_str(&K::start(start));
        let mut player_to_move = match K::SIDES {
            Some(sides) => {
                let first = K::wins(start);
                player.push_str(sides[usize::from(!first)]);
                player.push('\n');
                first
            }
            None => K::program_first(start),
        };
        let mut pos = start.clone();
        loop {
            if let Some(mover_wins) = K::over(&pos) {
                let won = game_won::<K>(objective, start, &pos, mover_wins, player_to_move);
                assert!(
                    won || objective.is_statistical(),
                    "{}: the reference player lost session {seed} (group {})",
                    K::NAME,
                    group.name
                );
                tally.games.push((won, K::score(&pos)));
                if !player_to_move {
                    if let Some(marker) = K::WON {
                        judge.push_str(marker);
                        judge.push('\n');
                    }
                }
                break;
            }
            let m = if player_to_move {
                K::reply(&pos, &mut player_moves)
            } else {
                group.judge.pick(&pos, &mut judge_moves)
            };
            K::play(&mut pos, &m)
                .unwrap_or_else(|why| panic!("{}: the kit's reply is illegal: {why}", K::NAME));
            let line = if player_to_move {
                K::write_move(&m)
            } else {
                K::write_judge_move(&m, &pos)
            };
            let lines = if player_to_move {
                &mut player
            } else {
                &mut judge
            };
            lines.push_str(&line);
            lines.push('\n');
            player_to_move = !player_to_move;
        }
    }
    judge.push_str(&K::closing(tally.meets(objective)));
    (judge, player)
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_core::io::Result;
    use rand::Rng;

    /// One heap of n stones, take 1 or 2, who cannot move loses; t tests.
    /// The judge sends `t`, then `n` per test; the program picks a side.
    struct Take12;

    impl Named for Take12 {
        const NAME: &'static str = "take-1-2-interactive";
    }

    impl Interactive for Take12 {
        type Pos = u64;
        type Move = u64;
        const SIDES: Option<[&'static str; 2]> = Some(["First", "Second"]);
        const WON: Option<&'static str> = Some("0");
        const LOST: &'static str = "-1";

        fn session(g: &mut Gen) -> Vec<u64> {
            (0..g.rng.gen_range(1..=4))
                .map(|_| g.rng.gen_range(1..=12))
                .collect()
        }
        fn bench(_: &mut Gen) -> Vec<u64> {
            vec![1000]
        }
        fn opening(tests: &[u64]) -> String {
            format!("{}\n", tests.len())
        }
        fn start(&n: &u64) -> String {
            format!("{n}\n")
        }
        fn over(&n: &u64) -> Option<bool> {
            (n == 0).then_some(false)
        }
        fn wins(&n: &u64) -> bool {
            n % 3 != 0
        }
        fn read_move(_: &u64, line: &str) -> std::result::Result<u64, String> {
            line.parse().map_err(|_| "not a number".to_string())
        }
        fn write_move(&m: &u64) -> String {
            m.to_string()
        }
        fn play(n: &mut u64, &m: &u64) -> std::result::Result<(), String> {
            if (1..=2).contains(&m) && m <= *n {
                *n -= m;
                Ok(())
            } else {
                Err(format!("take 1 or 2 of the {n} stones"))
            }
        }
        fn reply(&n: &u64, rng: &mut StdRng) -> u64 {
            let options = Self::judge_moves(&n)
                .into_iter()
                .map(|m| (m, n - m))
                .collect();
            best_reply(options, Self::wins, rng).expect("a move")
        }
        fn judge_moves(&n: &u64) -> Vec<u64> {
            (1..=2.min(n)).collect()
        }
        /// The optimal judge first (the group [`session`] plays), then two
        /// judges by a rule and one at random.
        fn groups() -> Vec<Group<Take12>> {
            let ones = Strategy::rule("always takes 1", |_, _| 1);
            let twos = Strategy::rule("takes 2 whenever it can", |&n: &u64, _| n.min(2));
            [
                ("optimal", Strategy::Optimal),
                ("ones", ones),
                ("twos", twos),
                ("random", Strategy::Random),
            ]
            .map(|(name, judge)| Group::new(name, judge, Objective::WinEach))
            .into()
        }
    }

    /// The right program: take n mod 3, and pick the side that allows it.
    fn right<R: Read, W: Write>(j: &mut Judge<R, W>) -> Result<()> {
        play_with(j, |n| n % 3, true, false)
    }

    /// A program's play with slips to choose from.
    fn play_with<R: Read, W: Write>(
        j: &mut Judge<R, W>,
        take: impl Fn(u64) -> u64,
        right_side: bool,
        extra_line: bool,
    ) -> Result<()> {
        let t: u64 = j.next_in("t", 1..=10)?;
        for _ in 0..t {
            let mut n: u64 = j.next_in("n", 1..=10_000)?;
            let first = (n % 3 != 0) == right_side;
            writeln!(j, "{}", if first { "First" } else { "Second" })?;
            if !first {
                let m: i64 = j.next_in_or("m", 1..=2, &[0, -1])?;
                if m <= 0 {
                    return Ok(());
                }
                n -= m as u64;
            }
            loop {
                let k = take(n).max(1);
                writeln!(j, "{k}")?;
                n = n.saturating_sub(k);
                let m: i64 = j.next_in_or("m", 1..=2, &[0, -1])?;
                if m == 0 {
                    break;
                }
                if m < 0 {
                    return Ok(());
                }
                n -= m as u64;
                if n == 0 {
                    // The judge took the last stone: where only a rate is
                    // measured, the next test follows without a marker.
                    break;
                }
            }
        }
        if extra_line {
            writeln!(j, "bye")?;
        }
        Ok(())
    }

    /// The first failure of `play` in the group [`session`] plays (the
    /// optimal judge, Take12's first), or an empty string.
    fn first_failure(play: fn(&mut Judge<ChunkIn, LinesOut>) -> Result<()>) -> String {
        first_failure_in(play, &Take12::groups()[0]).unwrap_or_default()
    }

    /// Takes n mod 3, but 2 where that is 1 (from 4 on): each slip leaves
    /// the judge a remainder of 2, which only a judge taking 2 punishes.
    fn slips_to_2(n: u64) -> u64 {
        if n % 3 == 1 && n >= 4 {
            2
        } else {
            n % 3
        }
    }

    fn first_failure_in(
        play: fn(&mut Judge<ChunkIn, LinesOut>) -> Result<()>,
        group: &Group<Take12>,
    ) -> Option<String> {
        (0..50).find_map(|seed| {
            let mut p = Program::in_process(play);
            let tests = session_tests::<Take12>(seed);
            let rng = Opponent::Strategy(Box::new(judge_rng::<Take12>(seed)));
            session_in::<Take12>(&mut p, &tests, group, rng, None)
                .err()
                .map(|f| f.to_string())
        })
    }

    #[test]
    fn every_group_is_played_and_a_trap_in_one_is_caught() {
        let groups = Take12::groups();
        let slipping = |j: &mut Judge<ChunkIn, LinesOut>| play_with(j, slips_to_2, true, false);
        // The judge taking 1 leaves a remainder of 2 after each slip, and
        // so loses; the judge taking 2 wins at the first heap of 4, 7 or 10.
        assert_eq!(first_failure_in(slipping, &groups[1]), None);
        let f = first_failure_in(slipping, &groups[2]).expect("the judge taking 2 wins");
        assert!(
            f.starts_with("lost game") && f.contains("takes 2 whenever it can"),
            "{f}"
        );
        assert!(first_failure_in(slipping, &groups[0]).is_some());
        assert!(first_failure_in(slipping, &groups[3]).is_some());
        assert_eq!(group_named::<Take12>("twos").unwrap().name, "twos");
        let e = group_named::<Take12>("threes").err().unwrap();
        assert_eq!(
            e,
            "take-1-2-interactive has no group `threes`: its groups are optimal, ones, twos, random"
        );
    }

    #[test]
    fn a_transcript_follows_its_group() {
        // From 6 the reference player is second; the judge taking 2 leaves 4,
        // the player 3, the judge 1, the player 0, and the judge says it lost.
        let twos = &Take12::groups()[2];
        let (judge, player) = transcript_of::<Take12>(&[6], twos, 0);
        assert_eq!(
            (judge.as_str(), player.as_str()),
            ("1\n6\n2\n2\n0\n", "Second\n1\n1\n")
        );
        let ones = &Take12::groups()[1];
        let (judge, player) = transcript_of::<Take12>(&[6], ones, 0);
        assert_eq!(
            (judge.as_str(), player.as_str()),
            ("1\n6\n1\n1\n0\n", "Second\n2\n2\n")
        );
    }

    #[test]
    fn rates_are_counted_with_their_interval() {
        let (lo, hi) = Rate {
            successes: 50,
            trials: 100,
        }
        .interval();
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = Rate {
            successes: 0,
            trials: 10,
        }
        .interval();
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
        // Slipping against a judge at random: it wins some games, not all,
        // and the rate counts each (one to four games a session here).
        let random = Group::new("random", Strategy::Random, Objective::WinAtLeast(1));
        let slipping = || {
            Ok(Program::in_process(|j| {
                play_with(j, slips_to_2, true, false)
            }))
        };
        let m = rate::<Take12>(&random, 200, 0, slipping).unwrap();
        // At least 200 games, in whole sessions of one to four.
        assert!(
            m.games.trials >= 200 && m.sessions.trials < m.games.trials,
            "{m}"
        );
        assert!(
            m.games.successes > 0 && m.games.successes < m.games.trials,
            "{m}"
        );
        let strong = || Ok(Program::in_process(right));
        let m = rate::<Take12>(&random, 100, 0, strong).unwrap();
        assert_eq!(m.games.successes, m.games.trials, "{m}");
        assert_eq!(m.sessions.successes, m.sessions.trials, "{m}");
    }

    /// The program names 1..=3, then the judge does; the program scores
    /// its number minus the judge's, and 0 is the most it can force. Ten
    /// such games a session; the judge closes with `1` when the total
    /// reaches the group's target, else `-1`.
    struct Pick;

    impl Named for Pick {
        const NAME: &'static str = "pick";
    }

    impl Interactive for Pick {
        /// (the program's number, the judge's).
        type Pos = (u8, u8);
        type Move = u8;
        const SIDES: Option<[&'static str; 2]> = None;
        const WON: Option<&'static str> = None;
        const LOST: &'static str = "-1";

        fn session(_: &mut Gen) -> Vec<(u8, u8)> {
            vec![(0, 0); 10]
        }
        fn bench(_: &mut Gen) -> Vec<(u8, u8)> {
            vec![(0, 0)]
        }
        fn start(_: &(u8, u8)) -> String {
            String::new()
        }
        fn over(p: &(u8, u8)) -> Option<bool> {
            (p.1 > 0).then_some(false)
        }
        fn wins(_: &(u8, u8)) -> bool {
            true
        }
        fn read_move(_: &(u8, u8), line: &str) -> std::result::Result<u8, String> {
            line.parse().map_err(|_| "not a number".to_string())
        }
        fn write_move(&m: &u8) -> String {
            m.to_string()
        }
        fn play(p: &mut (u8, u8), &m: &u8) -> std::result::Result<(), String> {
            if !(1..=3).contains(&m) {
                return Err("name 1, 2 or 3".into());
            }
            if p.0 == 0 {
                p.0 = m;
            } else {
                p.1 = m;
            }
            Ok(())
        }
        fn reply(_: &(u8, u8), _: &mut StdRng) -> u8 {
            3
        }
        fn judge_moves(_: &(u8, u8)) -> Vec<u8> {
            vec![1, 2, 3]
        }
        fn score(p: &(u8, u8)) -> i128 {
            i128::from(p.0) - i128::from(p.1)
        }
        fn optimum(_: &(u8, u8)) -> i128 {
            0
        }
        fn closing(met: bool) -> String {
            if met { "1\n" } else { "-1\n" }.to_string()
        }
        fn objective_for(tests: &[(u8, u8)], group: &Group<Pick>) -> Objective {
            // A session shorter than ten games needs a total in proportion.
            match group.objective {
                Objective::TotalAtLeast(p) => Objective::TotalAtLeast(p * tests.len() as i128 / 10),
                other => other,
            }
        }
        fn groups() -> Vec<Group<Pick>> {
            vec![
                Group::new("best", Strategy::Optimal, Objective::Optimum),
                Group::new("random", Strategy::Random, Objective::TotalAtLeast(5)),
            ]
        }
    }

    /// Names `k` in each of the ten games, then reads the closing verdict.
    fn picker<R: Read, W: Write>(j: &mut Judge<R, W>, k: u8) -> Result<()> {
        picks(j, k, 10)
    }

    /// Names `k` in each of `games` games, then reads the closing verdict.
    fn picks<R: Read, W: Write>(j: &mut Judge<R, W>, k: u8, games: usize) -> Result<()> {
        for _ in 0..games {
            writeln!(j, "{k}")?;
            let _: u8 = j.next_in("the judge's number", 1..=3)?;
        }
        let _: i8 = j.next_in_or("the verdict", 1..=1, &[-1])?;
        Ok(())
    }

    #[test]
    fn score_objectives_judge_the_optimum_and_the_total() {
        let groups = Pick::groups();
        let play = |k: u8, g: &Group<Pick>| {
            let mut p = match k {
                3 => Program::in_process(|j| picker(j, 3)),
                2 => Program::in_process(|j| picker(j, 2)),
                _ => Program::in_process(|j| picker(j, 1)),
            };
            let tests = session_tests::<Pick>(0);
            let rng = Opponent::Strategy(Box::new(judge_rng::<Pick>(0)));
            session_in::<Pick>(&mut p, &tests, g, rng, None).map_err(|f| f.to_string())
        };
        let tally = play(3, &groups[0]).unwrap();
        assert_eq!(tally.total(), 0);
        let f = play(2, &groups[0]).unwrap_err();
        assert!(
            f.starts_with("below the optimum: game 1 ended with score -1, and 0 can be forced"),
            "{f}"
        );
        // At random the judge names 2 on average: 3 makes about 10, 1 about −10.
        assert!(play(3, &groups[1]).unwrap().total() >= 5);
        let f = play(1, &groups[1]).unwrap_err();
        assert!(f.starts_with("too low a total: -"), "{f}");
        assert!(f.contains("judge> -1"), "the verdict is sent: {f}");
        let (judge, player) = transcript_of::<Pick>(&[(0, 0)], &groups[0], 0);
        assert_eq!((judge.as_str(), player.as_str()), ("3\n1\n", "3\n"));
    }

    #[test]
    fn a_shorter_session_is_judged_by_the_objective_the_kit_gives_it() {
        // Four games of the random group need a total of 5 · 4 / 10 = 2:
        // naming 1 scores at most 0, and the failure names the scaled target.
        let random = &Pick::groups()[1];
        let tests = vec![(0, 0); 4];
        let mut p = Program::in_process(|j| picks(j, 1, 4));
        let rng = Opponent::Strategy(Box::new(judge_rng::<Pick>(0)));
        let f = session_in::<Pick>(&mut p, &tests, random, rng, None)
            .unwrap_err()
            .to_string();
        assert!(f.starts_with("too low a total: "), "{f}");
        assert!(f.contains("over the 4 games, and the group needs 2"), "{f}");
        // Naming 3 never loses a game: a total of at least 0 per game, and
        // the 4 games of seed 1 reach 2; the transcript's verdict agrees.
        let mut p = Program::in_process(|j| picks(j, 3, 4));
        let rng = Opponent::Strategy(Box::new(judge_rng::<Pick>(1)));
        let tally = session_in::<Pick>(&mut p, &tests, random, rng, None).unwrap();
        assert!(tally.total() >= 2, "{tally:?}");
        // The transcript's verdict is the scaled target's too: its
        // judge's numbers are all but the last line.
        for seed in 0..20 {
            let (judge, _) = transcript_of::<Pick>(&tests, random, seed);
            let lines: Vec<&str> = judge.lines().collect();
            let total: i128 = lines[..4]
                .iter()
                .map(|l| 3 - l.parse::<i128>().unwrap())
                .sum();
            let verdict = if total >= 2 { "1" } else { "-1" };
            assert_eq!(lines[4], verdict, "seed {seed}: {judge}");
        }
    }

    #[test]
    fn the_right_program_wins_every_session() {
        play_sessions::<Take12>(100, || Program::in_process(right));
    }

    #[test]
    fn every_slip_is_caught_and_named() {
        let wrong_side = first_failure(|j| play_with(j, |n| n % 3, false, false));
        assert!(
            wrong_side.starts_with("wrong side: you chose"),
            "{wrong_side}"
        );
        let illegal = first_failure(|j| play_with(j, |_| 3, true, false));
        assert!(
            illegal.starts_with("illegal move `3`: take 1 or 2"),
            "{illegal}"
        );
        assert!(
            illegal.contains("judge> ") && illegal.contains("  you> 3"),
            "{illegal}"
        );
        let weak = first_failure(|j| play_with(j, |_| 1, true, false));
        assert!(
            weak.contains("lost game") || weak.contains("wrong side"),
            "{weak}"
        );
        let chatty = first_failure(|j| play_with(j, |n| n % 3, true, true));
        assert!(
            chatty.starts_with("output after the end: `bye`"),
            "{chatty}"
        );
        let broken = first_failure(|j| {
            let _: u64 = j.next_in("t", 1..=10)?;
            Err(j.error("the judge's line makes no sense"))
        });
        assert!(
            broken.contains("status 1: error: line 1: the judge's line makes no sense"),
            "{broken}"
        );
    }
}
