//! grundy-lab: tabulate Grundy values of a game, find their pattern and plot them — the seeds' method as a tool.
//!
//! The seeds crack a game the same way every time: compute `g(0), g(1), …`
//! by brute force, print them, spot the period (or the "last losing
//! position", or an arithmetic rule), then prove it or at least check it far.
//! Each subcommand does that for one family of games; `nim` shows the XOR by
//! bit column with every winning move.

mod census;
mod census_published;
mod cgt;
mod checkpoint;
mod emit;
mod explain;
mod grow;
mod hint;
mod memory;
mod misere;
mod nim_formats;
mod partizan;
mod plot;
mod progress;
mod report;
mod seqout;
mod sequence;
mod subgrids;
mod sweep;
mod thermo_plot;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, Parser, Subcommand, ValueEnum};
use lab_engine::tables::driver::{Driver, Table};
use lab_engine::tables::game::Game;
use lab_engine::tables::sparse::{Mask, SparseOptions};
use lab_engine::tables::values::Values;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The largest `--upto` of the games with the sparse-space builder (octal
/// games, two-part splits): 2^32 values, as far as the memory goes.
const MAX_UPTO: u64 = memory::MAX_TABLE_END;
/// The largest `--upto` of the other games (quadratic or `u32` tables).
const MAX_UPTO_PLAIN: usize = 10_000_000;

/// Tabulate Grundy values of a game, find their pattern (period, arithmetic period) and plot them.
#[derive(Debug, Parser)]
#[command(name = "grundy-lab", version, about, max_term_width = 100)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Subtraction game: a move removes exactly s tokens from one heap, for some s in S.
    Subtraction {
        /// The move set S (positive integers; order and repeats do not matter). `L..R` is every
        /// move from L to R; a capital letter is a parameter for --sweep (`1 2 K`, `L..R`).
        #[arg(value_name = "S", required = true, value_parser = sweep::parse_move)]
        moves: Vec<sweep::MoveArg>,
        #[command(flatten)]
        table: TableArgs,
    },
    /// Splitting game: a move splits one heap into K non-empty heaps (Grundy's game: --unequal).
    Split {
        /// Number of heaps a split makes (2 to 32; a capital letter is a parameter for --sweep).
        #[arg(long, value_name = "K", default_value = "2", value_parser = sweep::parse_parts)]
        parts: sweep::Term,
        /// The K heaps must all have different sizes.
        #[arg(long)]
        unequal: bool,
        /// A move may instead remove any positive number of tokens from one heap.
        #[arg(long)]
        take: bool,
        #[command(flatten)]
        table: TableArgs,
    },
    /// Octal or hexadecimal game in standard notation: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 4.7, 0.f, 0.2048, …
    Octal {
        /// The code d0.d1d2…: digit k says what removing k tokens may leave
        /// (1: nothing, 2: one heap, 4: two heaps, 8: three heaps; add them
        /// up: hexadecimal digits a to f, in lower case). The short forms
        /// `.137` (0.137) and `4` (4.0) are accepted too. A capital letter is
        /// a digit parameter for --sweep (`0.A7`, values 0 to 15).
        #[arg(value_name = "CODE", value_parser = sweep::parse_octal)]
        code: sweep::OctalArg,
        /// Misère play (the last mover loses): each heap's genus, tameness and the misère quotient.
        #[arg(long)]
        misere: bool,
        /// With --misere: the misère outcome (N or P) of this sum of heaps and a winning move.
        /// Heap sizes separated by commas or spaces, as on a line of a --sums file
        /// (`--heaps 3,4,5`, `--heaps 3 4 5`, `--heaps "3 4 5"`).
        #[arg(
            long,
            value_name = "H1,H2,…",
            num_args = 1..,
            value_parser = heap_list,
            requires = "misere"
        )]
        heaps: Option<Vec<HeapList>>,
        /// With --misere: the outcome and a winning move of every sum in FILE (`-`: standard
        /// input), all from one quotient built to the largest heap of them (text: a line per
        /// sum; JSON: an array; CSV: a row per sum). One sum per line, heap sizes separated by
        /// spaces or commas; blank lines and `#` comments are skipped.
        #[arg(
            long,
            value_name = "FILE",
            requires = "misere",
            conflicts_with = "heaps"
        )]
        sums: Option<PathBuf>,
        #[command(flatten)]
        table: TableArgs,
    },
    /// Divisor game: replace n (from 1) by a proper divisor; the values are Ω(n).
    Divisors {
        #[command(flatten)]
        table: TableArgs,
    },
    /// Values read from anywhere: one per line, `n,g` or `x,y,g` rows, or W/L/P/N letters.
    Sequence(SequenceArgs),
    /// Every octal game 0.d1, 0.d1d2, 0.d1d2d3 built until its period is proven, compared with the published tables.
    Census(CensusArgs),
    /// Nim: heaps in binary by bit column, the nim-sum and every winning move.
    Nim {
        /// Heap sizes.
        #[arg(value_name = "HEAP", required = true)]
        heaps: Vec<u64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Partizan games: canonical form, outcome, stops, temperature, mean and thermograph of a
    /// value (`{2|-1/2}`, `^*`), a position (`domineering ..|..`), or a sum of them (` + `).
    Cgt(CgtArgs),
}

/// `cgt`'s arguments.
#[derive(Debug, Args)]
struct CgtArgs {
    /// The game: a value in CGSuite's notation or plain braces, a ruleset's position
    /// (domineering ..|.., clobber xo, toads t..f, hackenbush lrl, cutcake 3x2, toppling lre,
    /// col .-., snort .-.), or several joined by ` + `. `-` or nothing: each line of standard
    /// input. Words are joined by spaces, so the quotes are optional; put `--` before a game
    /// that starts with `-` and is no integer (`-- -1/2`).
    #[arg(value_name = "GAME", num_args = 0.., allow_negative_numbers = true)]
    game: Vec<String>,
    /// Output format (text or json; with standard input, json is one object per line).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Value every subgrid of a Domineering board W columns by H rows (each cell blocked or
    /// not: 2^(W·H) boards) on every core; the distinct values and how many boards have each.
    #[arg(long, value_name = "WxH", value_parser = subgrid_size, conflicts_with = "game")]
    all_subgrids: Option<(usize, usize)>,
    /// Draw the game's thermograph into this SVG file (walls, mast, temperature and mean).
    #[arg(long, value_name = "FILE.svg", conflicts_with = "all_subgrids")]
    plot: Option<PathBuf>,
    /// Show how the options simplify to the canonical form: options that are equal, dominated
    /// (and by what) or reversible (through which reply, replaced by what).
    #[arg(long, conflicts_with = "all_subgrids")]
    explain: bool,
}

/// `WxH` of `--all-subgrids`.
fn subgrid_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = partizan::size(text)
        .ok_or_else(|| format!("`{text}` is not WxH (columns x rows, e.g. 4x5)"))?;
    if w == 0 || h == 0 {
        return Err(format!("`{text}`: a side is 0"));
    }
    if w * h > subgrids::MAX_CELLS {
        return Err(format!(
            "{w}x{h} has {} cells: at most {} (2^{} boards)",
            w * h,
            subgrids::MAX_CELLS,
            subgrids::MAX_CELLS
        ));
    }
    Ok((w, h))
}

/// `sequence`'s arguments.
#[derive(Debug, Args)]
struct SequenceArgs {
    /// The file to read (`-` or nothing: standard input).
    #[arg(value_name = "FILE")]
    input: Option<PathBuf>,
    /// The position of the first line when the input is one value per line.
    #[arg(long, value_name = "N", default_value_t = 0)]
    first: usize,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Also draw the values into this SVG file (pairs: the P-positions and the values as colours).
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    /// Print what the named pattern says for every position up to M (pairs: x, y ≤ M), in the input's format.
    #[arg(long, value_name = "M")]
    predict: Option<usize>,
    /// Print the named pattern as a std-only Rust file (`rust`), or as items
    /// that paste into a binary's main.rs (`rust-snippet`).
    #[arg(long, value_name = "LANG", value_parser = ["rust", "rust-snippet"])]
    emit: Option<String>,
}

/// `census`'s arguments.
#[derive(Debug, Args)]
struct CensusArgs {
    /// The largest table per game: g(0..=N) [default: 2^26 = 67108864].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_UPTO))]
    max: Option<u64>,
    /// Stop a game after this many seconds of wall time (its row then says "none up to N",
    /// N the table end reached).
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<f64>,
    /// Stop a game after this many seconds of its thread's CPU time: the N an open game
    /// reaches then does not depend on the machine's load.
    #[arg(long, value_name = "SECONDS", conflicts_with = "time_limit")]
    cpu_limit: Option<f64>,
    /// Append each finished game to this TSV file; games already in it are skipped (resume).
    #[arg(long, value_name = "FILE")]
    results: Option<PathBuf>,
    /// Write the Markdown table to this file (default: standard output).
    #[arg(long, value_name = "FILE")]
    markdown: Option<PathBuf>,
    /// Only these codes, e.g. 0.07,0.77,0.137 (default: all 511 codes with up to three digits).
    #[arg(long, value_name = "CODES", value_delimiter = ',')]
    codes: Option<Vec<String>>,
    /// Build the selected codes even when the results file has them (the new row, appended,
    /// supersedes the old one): to give a game cut short by a time limit another run.
    #[arg(long, requires = "codes")]
    redo: bool,
    /// Games built at once (default: every core).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: Option<u64>,
}

/// Options shared by every table.
#[derive(Debug, Args)]
struct TableArgs {
    /// Compute g(0..=N).
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(0..=MAX_UPTO))]
    upto: u64,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Also draw g(n) against n into this SVG file.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    #[command(flatten)]
    proof: grow::ProofArgs,
    /// Also write every value to this file, streamed (see --values-format).
    #[arg(long, value_name = "FILE")]
    values: Option<PathBuf>,
    /// Format of --values: one value per line, or `n,grundy` rows.
    #[arg(long, value_enum, default_value_t = ValuesFormat::Lines)]
    values_format: ValuesFormat,
    /// Sparse-space builder: use this mask (hex 0x… or decimal) instead of choosing one.
    #[arg(long, value_name = "MASK", value_parser = parse_mask)]
    mask: Option<u32>,
    /// Save the table to FILE every --checkpoint-every seconds and at the end (octal games, two-part splits).
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Seconds between checkpoints.
    #[arg(long, value_name = "SECS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    checkpoint_every: u64,
    /// Continue from a checkpoint written by --checkpoint for the same game.
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
    /// Compute every value with the builder, even past the point where a
    /// theorem proves the period (by default the rest is copied from the proven period).
    #[arg(long)]
    no_period_fill: bool,
    /// Tabulate the rule for every value of a parameter (a capital letter in
    /// the rule): K=3..40; repeat it, or separate by commas, for a grid
    /// (L=1..6,R=L..8). One row per game, then the forms the rows follow.
    #[arg(long, value_name = "NAME=FROM..TO")]
    sweep: Vec<String>,
}

impl TableArgs {
    /// The first given option that only one normal-play table can use (`--plot`, `--values`,
    /// `--mask`, `--checkpoint`, `--resume`, `--emit`, in that order), for the modes that build
    /// many tables or none (`--sweep`, `--misere`) to refuse it by name.
    fn one_table_flag(&self) -> Option<&'static str> {
        [
            (self.plot.is_some(), "--plot"),
            (self.values.is_some(), "--values"),
            (self.mask.is_some(), "--mask"),
            (self.checkpoint.is_some(), "--checkpoint"),
            (self.resume.is_some(), "--resume"),
            (self.proof.emit.is_some(), "--emit"),
        ]
        .into_iter()
        .find_map(|(given, flag)| given.then_some(flag))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ValuesFormat {
    /// One value per line.
    Lines,
    /// `n,grundy` rows with a header.
    Csv,
}

/// `0xfe` or `254`.
fn parse_mask(s: &str) -> Result<u32, String> {
    let parsed = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16),
        None => s.parse(),
    };
    parsed.map_err(|_| format!("`{s}` is not a mask (write it in hex, e.g. 0xfe, or in decimal)"))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// An aligned table and a one-sentence verdict, for a person.
    Text,
    /// One JSON object.
    Json,
    /// Comma-separated rows with a header.
    Csv,
}

/// Why the lab stopped: a bad request (exit 2) or a failed write (exit 1).
enum Failure {
    Usage(String),
    Io(String),
    /// `sequence --predict` / `--emit` with no named pattern (exit 1, nothing on stdout).
    Nothing(String),
}

/// Runs the command: the `nim` and `sequence` readers, misère play, a sweep or one table.
fn run(cli: Cli) -> Result<String, Failure> {
    let (game, table) = match cli.command {
        Command::Nim { heaps, format } => return Ok(run_nim(heaps, format)),
        Command::Sequence(args) => return seqout::run(&args),
        Command::Census(args) => return run_census(&args),
        Command::Cgt(args) => return run_cgt(&args),
        Command::Subtraction { moves, table } => (sweep::GameArgs::Subtraction(moves), table),
        Command::Split {
            parts,
            unequal,
            take,
            table,
        } => (
            sweep::GameArgs::Split {
                parts,
                unequal,
                take,
            },
            table,
        ),
        Command::Octal {
            code,
            misere,
            heaps,
            sums,
            table,
        } => {
            if misere {
                let heaps = heaps.map(|lists| lists.into_iter().flat_map(|l| l.0).collect());
                return run_misere(code, (heaps, sums), &table);
            }
            (sweep::GameArgs::Octal(code), table)
        }
        Command::Divisors { table } => (sweep::GameArgs::Divisors, table),
    };
    if !table.sweep.is_empty() {
        return run_sweep(&game, &table);
    }
    run_table(&game, &table)
}

/// `cgt`: one game from the command line, each line of standard input, or a
/// census of subgrids.
fn run_cgt(args: &CgtArgs) -> Result<String, Failure> {
    let json = match args.format {
        Format::Text => false,
        Format::Json => true,
        Format::Csv => return Err(Failure::Usage("cgt writes text or json, not csv".into())),
    };
    if let Some((w, h)) = args.all_subgrids {
        let c = subgrids::census(w, h);
        return Ok(if json { c.json() } else { c.text() });
    }
    let line = args.game.join(" ");
    let mut lab = partizan::Lab::new();
    if line.trim().is_empty() || line.trim() == "-" {
        if args.plot.is_some() {
            return Err(Failure::Usage(
                "--plot draws one game: name it on the command line".into(),
            ));
        }
        let stdin = std::io::stdin().lock();
        let mut stdout = std::io::stdout().lock();
        let errors = match cgt::lines(&mut lab, stdin, &mut stdout, json, args.explain) {
            Ok(n) => n,
            Err(e) if e.contains("Broken pipe") => return Ok(String::new()),
            Err(e) => return Err(Failure::Io(e)),
        };
        if errors > 0 {
            return Err(Failure::Nothing(format!(
                "{errors} line{} refused (each answered with its error)",
                if errors == 1 { "" } else { "s" }
            )));
        }
        return Ok(String::new());
    }
    match cgt::quietly(|| cgt::evaluate(&mut lab, &line, args.explain)) {
        Ok((_, report)) => {
            if let Some(path) = &args.plot {
                let svg =
                    thermo_plot::svg(line.trim(), &report.thermograph).map_err(Failure::Io)?;
                std::fs::write(path, svg)
                    .map_err(|e| Failure::Io(format!("cannot write {}: {e}", path.display())))?;
            }
            Ok(if json {
                format!("{}\n", report.json(&line))
            } else {
                report.text(&line)
            })
        }
        Err(e) => Err(Failure::Nothing(e)),
    }
}

/// `census`: checks the options and runs it.
fn run_census(args: &CensusArgs) -> Result<String, Failure> {
    let seconds = |flag: &str, t: f64| {
        if t.is_finite() && t > 0.0 {
            Ok(Duration::from_secs_f64(t))
        } else {
            Err(Failure::Usage(format!(
                "{flag} takes a positive number of seconds, got {t}"
            )))
        }
    };
    let time_limit = match (args.time_limit, args.cpu_limit) {
        (Some(t), _) => Some(census::Limit::Wall(seconds("--time-limit", t)?)),
        (_, Some(t)) => Some(census::Limit::Cpu(seconds("--cpu-limit", t)?)),
        (None, None) => None,
    };
    let codes = args
        .codes
        .as_deref()
        .map(census::parse_codes)
        .transpose()
        .map_err(Failure::Usage)?;
    let command = std::env::args()
        .skip(1)
        .fold(String::from("grundy-lab"), |acc, a| acc + " " + &a);
    census::run(&census::CensusArgs {
        max: args.max.unwrap_or(census::DEFAULT_MAX) as usize,
        time_limit,
        results: args.results.clone(),
        markdown: args.markdown.clone(),
        codes,
        redo: args.redo,
        jobs: args.jobs.map(|j| j as usize),
        command,
    })
    .map_err(Failure::Io)
}

/// `nim HEAP…`: the heaps by bit column in the chosen format.
fn run_nim(heaps: Vec<u64>, format: Format) -> String {
    use nim_formats::Formats;
    let report = nim_formats::NimReport::new(heaps);
    match format {
        Format::Text => report.text(),
        Format::Json => report.json(),
        Format::Csv => report.csv(),
    }
}

/// One table: checks the request, opens the output files, builds the table (growing it
/// until proven, or from a checkpoint with checkpoints on the way), writes the files and
/// renders the report.
fn run_table(args: &sweep::GameArgs, table: &TableArgs) -> Result<String, Failure> {
    let game = checked_game(args, table)?;
    // Open the output files first: a bad path should fail before a long computation.
    let files = OutputFiles::create(table)?;
    let (built, growth) = if table.proof.until_proven {
        let command = game.command();
        let max = grow::cap(&game, &table.proof);
        let driver = start_driver(&game, table, &command, (max, "--max"))?;
        let resumed = table.resume.is_some().then(|| driver.upto());
        let mut saver = Saver::new(table, &command);
        let (grown, summary) =
            grow::until_proven(driver, table.upto as usize, &table.proof, resumed, |step| {
                saver.tick(step)
            })
            .map_err(Failure::Io)?;
        saver.last(&grown).map_err(Failure::Io)?;
        (grown, Some(summary))
    } else {
        (build_table(&game, table)?, None)
    };
    files.write_values(table, &built.values)?;
    let mut report = report::TableReport::new(&game, built.values, &built.builder);
    report.until_proven = growth;
    files.write_plot(&game, table, &report)?;
    render(&game, table, &report)
}

/// The game of `args` once every check of a one-table request passes (parameters,
/// sizes, memory, flags that do not combine).
fn checked_game(args: &sweep::GameArgs, table: &TableArgs) -> Result<Game, Failure> {
    if let Some(p) = args.parameters().first() {
        return Err(Failure::Usage(format!(
            "`{}` uses the parameter {p} (a capital letter): give its range with --sweep {p}=FROM..TO",
            args.command()
        )));
    }
    let game = args.game(&[], &[]).map_err(Failure::Usage)?;
    let upto = table.upto as usize;
    game.check_size(upto).map_err(Failure::Usage)?;
    grow::check(&game, upto, &table.proof).map_err(Failure::Usage)?;
    check_flags(&game, table)?;
    if table.proof.until_proven {
        memory::check_and_state("--max", grow::cap(&game, &table.proof).max(upto))
    } else {
        memory::check_and_state("--upto", upto)
    }
    .map_err(Failure::Usage)?;
    if table.format == Format::Csv && upto >= report::LIST_LIMIT {
        return Err(Failure::Usage(format!(
            "--format csv lists every value: above --upto {} use --values FILE --values-format csv \
             (streamed) with the text or JSON summary",
            report::LIST_LIMIT - 1
        )));
    }
    Ok(game)
}

/// Refuses a plot file not named `.svg`, and flags that do not apply to `game`'s builder
/// or to `--until-proven`.
fn check_flags(game: &Game, table: &TableArgs) -> Result<(), Failure> {
    if let Some(path) = &table.plot {
        let svg = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("svg"));
        if !svg {
            return Err(Failure::Usage(format!(
                "--plot writes SVG: name the file FILE.svg, not `{}`",
                path.display()
            )));
        }
    }
    let sparse_flags = table.checkpoint.is_some() || table.resume.is_some() || table.mask.is_some();
    if table.proof.until_proven && table.mask.is_some() {
        return Err(Failure::Usage(
            "--until-proven grows its own table: it does not combine with --mask".into(),
        ));
    }
    let upto = table.upto as usize;
    let sparse = game.sparse_moves().is_some();
    if !sparse && upto > MAX_UPTO_PLAIN {
        return Err(Failure::Usage(format!(
            "{} supports --upto at most {MAX_UPTO_PLAIN} (only octal games and two-part \
             splits have the sparse-space builder), got {upto}",
            game.command()
        )));
    }
    if !sparse && sparse_flags {
        return Err(Failure::Usage(format!(
            "--mask, --checkpoint and --resume are for the sparse-space builder \
             (octal games, two-part splits), not for {}",
            game.command()
        )));
    }
    Ok(())
}

/// The `--plot` and `--values` files, created before the table is built.
struct OutputFiles {
    plot: Option<std::fs::File>,
    values: Option<std::fs::File>,
}

impl OutputFiles {
    /// Creates (truncates) the files `table` names.
    fn create(table: &TableArgs) -> Result<Self, Failure> {
        let create = |path: &Option<PathBuf>, what: &str| match path {
            Some(path) => std::fs::File::create(path).map(Some).map_err(|e| {
                Failure::Io(format!("cannot create {what} file {}: {e}", path.display()))
            }),
            None => Ok(None),
        };
        Ok(OutputFiles {
            plot: create(&table.plot, "plot")?,
            values: create(&table.values, "values")?,
        })
    }

    /// Streams `values` into `--values` (if given).
    fn write_values(&self, table: &TableArgs, values: &Values) -> Result<(), Failure> {
        if let (Some(file), Some(path)) = (&self.values, &table.values) {
            write_values(file, values, table.values_format).map_err(|e| {
                Failure::Io(format!("cannot write values file {}: {e}", path.display()))
            })?;
        }
        Ok(())
    }

    /// Draws the report into `--plot` (if given).
    fn write_plot(
        &self,
        game: &Game,
        table: &TableArgs,
        report: &report::TableReport,
    ) -> Result<(), Failure> {
        if let (Some(mut file), Some(path)) = (self.plot.as_ref(), &table.plot) {
            let svg = plot::svg(report, game.first_position()).map_err(Failure::Io)?;
            file.write_all(svg.as_bytes()).map_err(|e| {
                Failure::Io(format!("cannot write plot file {}: {e}", path.display()))
            })?;
        }
        Ok(())
    }
}

/// Builds `g(0..=upto)` with the driver: from `--resume`'s checkpoint or from scratch,
/// saving `--checkpoint` on the way and at the end.
fn build_table(game: &Game, table: &TableArgs) -> Result<Table, Failure> {
    let command = game.command();
    let upto = table.upto as usize;
    let mut driver = start_driver(game, table, &command, (upto, "--upto"))?;
    if table.no_period_fill {
        driver.compute_every_value();
    }
    let mut saver = Saver::new(table, &command);
    let mut bar = progress::Bar::new(upto);
    let built = driver.build_to(upto, |step| {
        bar.tick(progress::Tick {
            values: step.computed,
            done: step.done,
            total: step.total,
        });
        saver.tick(&step)
    });
    bar.finish();
    built.map_err(Failure::Io)?;
    let built = driver.into_table();
    saver.last(&built).map_err(Failure::Io)?;
    Ok(built)
}

/// A driver for `game` with `--mask`, resumed from `--resume`'s checkpoint when given;
/// a checkpoint holding more than `limit` (the table end `--upto` or `--max`, named) is refused.
fn start_driver(
    game: &Game,
    table: &TableArgs,
    command: &str,
    (limit, flag): (usize, &str),
) -> Result<Driver, Failure> {
    let options = SparseOptions {
        mask: table.mask.map(Mask::range),
        ..SparseOptions::default()
    };
    let Some(path) = &table.resume else {
        return Ok(Driver::with_options(game.clone(), options));
    };
    let (values, at) = checkpoint::load(path, command, limit + 1).map_err(Failure::Usage)?;
    if values.len() > limit + 1 {
        return Err(Failure::Usage(format!(
            "checkpoint {} holds g(0..={}), beyond {flag} {limit}",
            path.display(),
            values.len() - 1
        )));
    }
    Driver::resume(game.clone(), options, values, Some(at)).map_err(Failure::Usage)
}

/// `--checkpoint FILE`: saves the table every `--checkpoint-every` seconds while it grows, and at the end.
struct Saver<'a> {
    path: Option<&'a std::path::Path>,
    command: &'a str,
    every: Duration,
    last_save: Instant,
}

impl<'a> Saver<'a> {
    fn new(table: &'a TableArgs, command: &'a str) -> Self {
        Saver {
            path: table.checkpoint.as_deref(),
            command,
            every: Duration::from_secs(table.checkpoint_every),
            last_save: Instant::now(),
        }
    }

    /// At a progress step: saves when `--checkpoint-every` seconds have passed since the last save.
    fn tick(&mut self, step: &lab_engine::tables::driver::Step<'_>) -> Result<(), String> {
        if let (Some(path), Some(at)) = (self.path, step.path) {
            if self.last_save.elapsed() >= self.every {
                checkpoint::save(path, self.command, step.values, at)?;
                self.last_save = Instant::now();
            }
        }
        Ok(())
    }

    /// At the end: saves the whole table.
    fn last(&self, built: &Table) -> Result<(), String> {
        if let (Some(path), Some(last)) = (self.path, built.builder.switches.last()) {
            checkpoint::save(path, self.command, &built.values, last.path)?;
        }
        Ok(())
    }
}

/// The report as `--emit` asks (a Rust program or snippet) or in `--format`.
fn render(game: &Game, table: &TableArgs, report: &report::TableReport) -> Result<String, Failure> {
    if let Some(lang) = table.proof.emit {
        return match lang {
            grow::Emit::Rust => emit::rust(game, report),
            grow::Emit::RustSnippet => emit::rust_snippet(game, report),
        }
        .map_err(Failure::Usage);
    }
    Ok(match table.format {
        Format::Text => report.text(),
        Format::Json => report.json(),
        Format::Csv => report.csv(),
    })
}

/// The heaps of one `--heaps` value ([`misere::parse_heaps`]).
#[derive(Clone, Debug)]
struct HeapList(Vec<usize>);

/// `--heaps`'s value parser: the heaps of one value, commas or spaces between them.
fn heap_list(text: &str) -> Result<HeapList, String> {
    misere::parse_heaps(text).map(HeapList)
}

/// What `octal CODE --misere` answers: the table, one sum (`--heaps`) or every sum of a file (`--sums`).
enum MisereQuery {
    Table,
    Heaps(Vec<usize>),
    Sums {
        /// The file as named in errors (`standard input` for `-`).
        source: String,
        sums: Vec<misere::SumLine>,
    },
}

impl MisereQuery {
    /// The largest heap asked about (`None` for the table).
    fn top(&self) -> Option<usize> {
        match self {
            MisereQuery::Table => None,
            MisereQuery::Heaps(heaps) => Some(heaps.iter().copied().max().unwrap_or(0)),
            MisereQuery::Sums { sums, .. } => Some(
                sums.iter()
                    .flat_map(|s| &s.heaps)
                    .copied()
                    .max()
                    .unwrap_or(0),
            ),
        }
    }
}

/// `--sums FILE` (or `-`): its sums, read and checked before any quotient is built.
fn read_sums(path: &std::path::Path) -> Result<MisereQuery, Failure> {
    let (source, text) = if path.as_os_str() == "-" {
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut text)
            .map_err(|e| Failure::Usage(format!("cannot read standard input: {e}")))?;
        ("standard input".to_string(), text)
    } else {
        let text = std::fs::read(path)
            .map_err(|e| Failure::Usage(format!("cannot read {}: {e}", path.display())))?;
        (path.display().to_string(), text)
    };
    let sums = misere::parse_sums(&text, &source).map_err(Failure::Usage)?;
    Ok(MisereQuery::Sums { source, sums })
}

/// `octal CODE --misere [--heaps … | --sums FILE]`.
fn run_misere(
    code: sweep::OctalArg,
    (heaps, sums): (Option<Vec<usize>>, Option<PathBuf>),
    table: &TableArgs,
) -> Result<String, Failure> {
    let sweep::OctalArg::Code(game) = code else {
        return Err(Failure::Usage(
            "--misere takes a plain octal code, not one with parameters".into(),
        ));
    };
    let sweep = (!table.sweep.is_empty()).then_some("--sweep");
    if let Some(flag) = table.one_table_flag().or(sweep) {
        return Err(Failure::Usage(format!(
            "{flag} is for normal-play tables: it does not combine with --misere"
        )));
    }
    let upto = table.upto as usize;
    let max = table.proof.max.map_or(misere::MAX_UPTO, |m| m as usize);
    for (n, flag) in [(upto, "--upto"), (max, "--max")] {
        if n > misere::MAX_UPTO {
            return Err(Failure::Usage(format!(
                "--misere supports {flag} at most {} (the quotient is rebuilt heap by heap), got {n}",
                misere::MAX_UPTO
            )));
        }
    }
    // A bad sums file fails before the quotient is built.
    let query = match (heaps, sums) {
        (Some(heaps), _) => MisereQuery::Heaps(heaps),
        (None, Some(path)) => read_sums(&path)?,
        (None, None) => MisereQuery::Table,
    };
    let shape = match table.format {
        Format::Text => misere::Shape::Text,
        Format::Json => misere::Shape::Json,
        Format::Csv => misere::Shape::Csv,
    };
    let a = if table.proof.until_proven {
        misere::grow_until_proven(&game, upto, max, shape == misere::Shape::Text)
    } else {
        // Sums need only the heaps up to their largest one.
        misere::quotient(game, query.top().map_or(upto, |t| t.min(upto)))
    };
    match query {
        MisereQuery::Table => Ok(misere::table(a, shape)),
        MisereQuery::Heaps(heaps) => misere::sum(a, &heaps, shape).map_err(Failure::Usage),
        MisereQuery::Sums { source, sums } => {
            misere::sums(a, &sums, &source, shape).map_err(Failure::Usage)
        }
    }
}

/// `--sweep`: every game of the rule's parameter range, then the forms across them.
fn run_sweep(rule: &sweep::GameArgs, table: &TableArgs) -> Result<String, Failure> {
    if let Some(flag) = table.one_table_flag() {
        return Err(Failure::Usage(format!(
            "{flag} is for one table: it does not combine with --sweep"
        )));
    }
    let upto = table.upto as usize;
    if upto > MAX_UPTO_PLAIN {
        return Err(Failure::Usage(format!(
            "--sweep supports --upto at most {MAX_UPTO_PLAIN} per game, got {upto}"
        )));
    }
    let max = table.proof.max.unwrap_or(grow::DEFAULT_MAX) as usize;
    memory::check("--max", max.max(upto), memory::available()).map_err(Failure::Usage)?;
    let done = sweep::run(
        rule,
        &sweep::SweepArgs {
            specs: &table.sweep,
            upto,
            max,
        },
    )
    .map_err(Failure::Usage)?;
    Ok(match table.format {
        Format::Text => done.text(),
        Format::Json => done.json(),
        Format::Csv => done.csv(),
    })
}

/// Streams `values` into `file`.
fn write_values(
    file: &std::fs::File,
    values: &Values,
    format: ValuesFormat,
) -> std::io::Result<()> {
    let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
    if format == ValuesFormat::Csv {
        writeln!(out, "n,grundy")?;
    }
    for (n, v) in values.iter().enumerate() {
        match format {
            ValuesFormat::Lines => writeln!(out, "{v}")?,
            ValuesFormat::Csv => writeln!(out, "{n},{v}")?,
        }
    }
    out.flush()
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                eprintln!(
                    "error: name a game: subtraction, split, octal, divisors, sequence or nim, census, or cgt (see grundy-lab --help)"
                );
                return ExitCode::from(2);
            }
            if e.kind() == ErrorKind::MissingRequiredArgument {
                // clap lists the missing arguments on the lines after its first.
                let missing = match e.get(ContextKind::InvalidArg) {
                    Some(ContextValue::Strings(names)) => names.join(", "),
                    _ => "an argument".into(),
                };
                let example = match missing.as_str() {
                    "<S>..." => ": the move set S, e.g. grundy-lab subtraction 1 3 4",
                    "<HEAP>..." => ": the heap sizes, e.g. grundy-lab nim 5 7 9",
                    "<CODE>" => ": the octal or hexadecimal code, e.g. grundy-lab octal 0.77",
                    "--until-proven" => " (--max is the cap of --until-proven)",
                    _ => "",
                };
                eprintln!("error: missing {missing}{example} (see grundy-lab --help)");
                return ExitCode::from(2);
            }
            // clap's message spans several lines (usage, tips); keep the first.
            let rendered = e.to_string();
            let first = rendered.lines().next().unwrap_or("invalid arguments");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            // clap drops control bytes from the value it quotes; name it escaped instead.
            if let (Some(ContextValue::String(value)), Some(ContextValue::String(arg))) = (
                e.get(ContextKind::InvalidValue),
                e.get(ContextKind::InvalidArg),
            ) {
                if value.chars().any(char::is_control) {
                    // The quoted value breaks clap's first line: the reason is the parser's.
                    let why = std::error::Error::source(&e).map_or_else(
                        || {
                            first
                                .rsplit_once(": ")
                                .map_or("", |(_, why)| why)
                                .to_string()
                        },
                        ToString::to_string,
                    );
                    eprintln!(
                        "error: invalid value \"{}\" for '{arg}': {why} (see grundy-lab --help)",
                        value.escape_debug()
                    );
                    return ExitCode::from(2);
                }
            }
            eprintln!("error: {first} (see grundy-lab --help)");
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(text) => {
            let mut stdout = std::io::stdout().lock();
            match stdout
                .write_all(text.as_bytes())
                .and_then(|()| stdout.flush())
            {
                Ok(()) => ExitCode::SUCCESS,
                // A closed pipe (`| head`) is the reader's choice, not an error.
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("error: cannot write the output: {e}");
                    ExitCode::from(1)
                }
            }
        }
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
        Err(Failure::Io(message) | Failure::Nothing(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(1)
        }
    }
}
