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
pub trait Interactive: Named {
    /// A game's position, with whose turn it is as part of it where the
    /// moves of the two players differ (a round of two half-moves, say).
    type Pos: Clone + Debug;
    /// A move, as the judge and the program write it.
    type Move: Clone + Debug;

    /// How many sessions the standard test plays in process.
    const SESSIONS: u64 = 200;

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

/// Plays one session of `tests` against `program`, the judge's side played
/// by `opponent`; every line is echoed to `echo` when given. `Ok` when the
/// program won every test, chose the winning side, and ended cleanly
/// printing nothing more.
///
/// # Errors
/// The first thing the program did wrong, with the position and the transcript's tail.
pub fn session<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    opponent: Opponent<'_>,
    echo: Option<&mut dyn Write>,
) -> Result<(), Failure> {
    played::<K>(program, tests, opponent, echo, None)
}

/// Plays session `tests` as [`session`] does, but in place of the judge's
/// move number `break_at` (counted from 0 over the session) sends a line
/// that breaks the protocol (`x?`): the program must then stop with status 1
/// and an `error: …` line, never play on. `Ok` also when the session had
/// fewer judge moves (then it must have been won).
///
/// # Errors
/// When the program played on, exited 0, or lost before that move.
pub fn protocol_break<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    rng: StdRng,
    break_at: usize,
) -> Result<(), Failure> {
    played::<K>(
        program,
        tests,
        Opponent::Strategy(Box::new(rng)),
        None,
        Some(break_at),
    )
}

fn played<K: Interactive>(
    program: &mut Program,
    tests: &[K::Pos],
    mut opponent: Opponent<'_>,
    echo: Option<&mut dyn Write>,
    break_at: Option<usize>,
) -> Result<(), Failure> {
    let mut judge_moves = 0usize;
    let mut table = Table {
        program,
        transcript: VecDeque::new(),
        echo,
    };
    let opening = K::opening(tests);
    if !opening.is_empty() {
        table.send::<K>(&opening, None)?;
    }
    for start in tests {
        table.send::<K>(&K::start(start), Some(start))?;
        let first_wins = K::wins(start);
        let mut program_to_move = match K::SIDES {
            None => true,
            Some([first, second]) => {
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
                if mover_wins != program_to_move {
                    let _ = table.send::<K>(&format!("{}\n", K::LOST), Some(&pos));
                    return Err(table
                        .fail::<K>("lost game: the game is over and the judge won", Some(&pos)));
                }
                if !program_to_move {
                    if let Some(won) = K::WON {
                        table.send::<K>(&format!("{won}\n"), Some(&pos))?;
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
                        Ok(Heard::End(why)) if why.contains("status 1: error: ") || why.contains("stderr: error: ") => Ok(()),
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
                    Opponent::Strategy(rng) => K::reply(&pos, rng),
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
                table.send::<K>(&format!("{}\n", K::write_move(&m)), Some(&pos))?;
            }
            program_to_move = !program_to_move;
        }
    }
    // The session is over: the program must print nothing more and end.
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
            None => Ok(()),
            Some(child) => {
                let deadline = std::time::Instant::now() + PATIENCE;
                loop {
                    match child.try_wait() {
                        Ok(Some(status)) if status.success() => return Ok(()),
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

/// Plays sessions `0..sessions` of `K` against the program `start()` makes,
/// each a fresh program; then 20 sessions with a judge line that breaks the
/// protocol ([`protocol_break`]); checks both sides come up when the program
/// picks one. What `kit_tests!(interactive = play)` runs.
///
/// # Panics
/// On the first failure, with its report; or when every start position of
/// every session is won by the same side (a program that always picks that
/// side would pass).
pub fn play_sessions<K: Interactive>(sessions: u64, start: impl Fn() -> Program) {
    let (mut first, mut second) = (0u64, 0u64);
    for seed in 0..sessions {
        let tests = session_tests::<K>(seed);
        for t in &tests {
            if K::wins(t) {
                first += 1;
            } else {
                second += 1;
            }
        }
        let mut program = start();
        if let Err(f) = session::<K>(
            &mut program,
            &tests,
            Opponent::Strategy(Box::new(judge_rng::<K>(seed))),
            None,
        ) {
            panic!("{}: session {seed}: {f}", K::NAME);
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
    if K::SIDES.is_some() && sessions >= 2 {
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
/// `seed`, reading the program's lines on stdin and writing the judge's on
/// stdout; the verdict goes to stderr and the exit status (0: the program won).
pub fn serve<K: Interactive>(seed: u64) -> i32 {
    let tests = session_tests::<K>(seed);
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
    match session::<K>(
        &mut program,
        &tests,
        Opponent::Strategy(Box::new(judge_rng::<K>(seed))),
        None,
    ) {
        Ok(()) => {
            eprintln!(
                "{}: the program won session {seed} ({} games)",
                K::NAME,
                tests.len()
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
/// - `judge [--seed S]`: the judge alone on stdio ([`serve`]);
/// - `play EXE [--sessions N] [--seed S] [--show]`: sessions `S..S+N` against
///   the executable `EXE`, through real pipes; `--show` echoes every line;
/// - `play EXE --bench`: the bench session, timed;
/// - `play EXE --human`: a person at the terminal plays the judge's side;
/// - `transcript K IN OUT`: sample K (from 1) played by the kit alone
///   ([`sample_transcript`]), the judge's lines to IN and the player's to OUT
///   (`cargo xtask sample` writes them).
pub fn main<K: Interactive>() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = K::NAME;
    let usage = format!(
        "usage: {name}-kit judge [--seed S] | play EXE [--sessions N] [--seed S] [--show] [--bench] [--human] | transcript K IN OUT\n\
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
        Ok(Cmd::Judge { seed }) => serve::<K>(seed),
        Ok(Cmd::Transcript {
            seed,
            input,
            output,
        }) => {
            let (judge, player) = sample_transcript::<K>(seed.max(1));
            match std::fs::write(&input, judge).and_then(|()| std::fs::write(&output, player)) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: transcript: {e}");
                    2
                }
            }
        }
        Ok(Cmd::Play(p)) => play_exe::<K>(&p),
    };
    std::process::exit(code);
}

/// `play`'s options.
struct PlayArgs {
    exe: String,
    sessions: u64,
    seed: u64,
    show: bool,
    bench: bool,
    human: bool,
}

enum Cmd {
    Help,
    Judge {
        seed: u64,
    },
    Play(PlayArgs),
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
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        Some("-h" | "--help") => Ok(Cmd::Help),
        Some("judge") => {
            let mut seed = 0;
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--seed" => seed = num(it.next(), "--seed")?,
                    other => return Err(format!("judge: unknown argument `{other}`")),
                }
            }
            Ok(Cmd::Judge { seed })
        }
        Some("play") => {
            let exe = it
                .next()
                .ok_or("play: name the executable to play against")?
                .clone();
            let mut p = PlayArgs {
                exe,
                sessions: 20,
                seed: 0,
                show: false,
                bench: false,
                human: false,
            };
            while let Some(a) = it.next() {
                match a.as_str() {
                    "--sessions" | "--games" => p.sessions = num(it.next(), "--sessions")?,
                    "--seed" => p.seed = num(it.next(), "--seed")?,
                    "--show" => p.show = true,
                    "--bench" => p.bench = true,
                    "--human" => p.human = true,
                    other => return Err(format!("play: unknown argument `{other}`")),
                }
            }
            Ok(Cmd::Play(p))
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

fn play_exe<K: Interactive>(p: &PlayArgs) -> i32 {
    let runs: Vec<(String, Vec<K::Pos>, u64)> = if p.bench {
        let mut g = Gen::in_memory(bench_seed(K::NAME));
        vec![("the bench session".to_string(), K::bench(&mut g), 0)]
    } else {
        (p.seed..p.seed.saturating_add(p.sessions))
            .map(|s| (format!("session {s}"), session_tests::<K>(s), s))
            .collect()
    };
    let mut stderr = io::stderr();
    let (mut won, mut games) = (0u64, 0u64);
    let started = std::time::Instant::now();
    for (label, tests, seed) in &runs {
        let mut program = match Program::spawn(&p.exe, &[]) {
            Ok(program) => program,
            Err(e) => {
                eprintln!("error: cannot start {}: {e}", p.exe);
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
        match session::<K>(&mut program, tests, opponent, echo) {
            Ok(()) => {
                won += 1;
                games += tests.len() as u64;
            }
            Err(f) => {
                eprint!("{}: {label}: {f}", K::NAME);
                eprintln!(
                    "{}: the program lost {label} (won {won} sessions before it)",
                    K::NAME
                );
                return 1;
            }
        }
    }
    eprintln!(
        "{}: the program won all {won} sessions ({games} games) in {:.2} s",
        K::NAME,
        started.elapsed().as_secs_f64()
    );
    0
}

/// The transcript of session `seed` played by the kit alone: the judge
/// against a reference player that picks its side by [`Interactive::wins`]
/// and plays [`Interactive::reply`]. Returns `(the judge's lines, the
/// player's lines)`: a sample's `.in` and `.out`.
///
/// # Panics
/// If the kit contradicts itself (a reply it calls illegal, a game its
/// reference player loses).
pub fn transcript<K: Interactive>(seed: u64) -> (String, String) {
    transcript_of::<K>(&session_tests::<K>(seed), seed)
}

/// The tests of sample `k` (from 1): [`Interactive::samples`]' k-th, or session k − 1.
pub fn sample_tests<K: Interactive>(k: u64) -> Vec<K::Pos> {
    let given = K::samples();
    match usize::try_from(k - 1).ok().and_then(|i| given.get(i)) {
        Some(tests) => tests.clone(),
        None => session_tests::<K>(k - 1),
    }
}

/// The transcript of sample `k` (from 1): [`sample_tests`] played as
/// [`transcript`] plays a session, with the random sources of session k − 1.
pub fn sample_transcript<K: Interactive>(k: u64) -> (String, String) {
    transcript_of::<K>(&sample_tests::<K>(k), k - 1)
}

fn transcript_of<K: Interactive>(tests: &[K::Pos], seed: u64) -> (String, String) {
    let mut judge_moves = judge_rng::<K>(seed);
    let mut player_moves = judge_rng::<K>(!seed);
    let (mut judge, mut player) = (K::opening(tests), String::new());
    for start in tests {
        judge.push_str(&K::start(start));
        let mut player_to_move = K::wins(start);
        if let Some(sides) = K::SIDES {
            player.push_str(sides[usize::from(!player_to_move)]);
            player.push('\n');
        } else {
            player_to_move = true;
        }
        let mut pos = start.clone();
        loop {
            if let Some(mover_wins) = K::over(&pos) {
                assert_eq!(
                    mover_wins,
                    player_to_move,
                    "{}: the reference player lost session {seed}",
                    K::NAME
                );
                if !player_to_move {
                    if let Some(won) = K::WON {
                        judge.push_str(won);
                        judge.push('\n');
                    }
                }
                break;
            }
            let (rng, lines) = if player_to_move {
                (&mut player_moves, &mut player)
            } else {
                (&mut judge_moves, &mut judge)
            };
            let m = K::reply(&pos, rng);
            lines.push_str(&K::write_move(&m));
            lines.push('\n');
            K::play(&mut pos, &m)
                .unwrap_or_else(|why| panic!("{}: the kit's reply is illegal: {why}", K::NAME));
            player_to_move = !player_to_move;
        }
    }
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
            let options = (1..=2.min(n)).map(|m| (m, n - m)).collect();
            best_reply(options, Self::wins, rng).expect("a move")
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
            }
        }
        if extra_line {
            writeln!(j, "bye")?;
        }
        Ok(())
    }

    fn first_failure(play: fn(&mut Judge<ChunkIn, LinesOut>) -> Result<()>) -> String {
        for seed in 0..50 {
            let tests = session_tests::<Take12>(seed);
            let mut p = Program::in_process(play);
            if let Err(f) = session::<Take12>(
                &mut p,
                &tests,
                Opponent::Strategy(Box::new(judge_rng::<Take12>(seed))),
                None,
            ) {
                return f.to_string();
            }
        }
        String::new()
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
