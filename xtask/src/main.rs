//! Project tooling, run as `cargo xtask <command>`: `new`, `check`, `api`, `bundle`, `readme`, `bench`, `stress`, `sample`, `web`, `lab`, `play`, `test`.

mod api;
mod bench;
mod bundle;
mod check;
mod lab;
mod new;
mod play;
mod problems;
mod process;
mod readme;
mod sample;
#[cfg(test)]
mod scratch;
mod stress;
mod test;
mod web;
mod workspace;

#[cfg(test)]
pub use scratch::Scratch;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

/// The help layout of every subcommand: `usage: cargo xtask <command> …` first.
pub const HELP: &str = "usage: {usage}\n\n{about-with-newline}\n{all-args}{after-help}";

#[derive(Parser, Debug)]
#[command(name = "xtask", bin_name = "cargo xtask", help_template = HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    New(new::Args),
    Check(check::Args),
    Api(api::Args),
    Bundle(bundle::Args),
    Readme(readme::Args),
    Bench(bench::Args),
    Stress(stress::Args),
    Sample(sample::Args),
    Web(web::Args),
    Lab(lab::Args),
    Play(play::Args),
    Test(test::Args),
}

/// Prints `line` and a newline on stdout; a closed pipe (`| head -1`) ends the program quietly.
pub fn out(line: &str) {
    write_out(format!("{line}\n").as_bytes());
}

/// `"s"` after a count other than one: `format!("{n} job{}", plural(n))`.
pub fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Writes `bytes` to stdout; a closed pipe ends the program quietly, with success.
pub fn write_out(bytes: &[u8]) {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("error: cannot write to stdout: {e}");
            std::process::exit(1);
        }
    }
}

/// The error of `result` in one line, as `report` prints it (for tests).
#[cfg(test)]
pub fn error_text<T>(result: anyhow::Result<T>) -> String {
    format!("{:#}", result.err().expect("an error"))
}

/// `cargo xtask --help`: every subcommand with its options, generated from the parsers.
fn overview(cli: &clap::Command) -> String {
    let mut text = String::from(
        "usage: cargo xtask <command> [args]   (`cargo xtask <command> --help` for one)\ncommands:\n",
    );
    for sub in cli.get_subcommands() {
        let mut line = format!("  {}", sub.get_name());
        for arg in sub.get_arguments().filter(|a| !a.is_hide_set()) {
            let id = arg.get_id().as_str();
            if id == "help" {
                continue;
            }
            let value = arg
                .get_value_names()
                .and_then(|v| v.first())
                .map(|v| v.to_string());
            let shown = match (arg.get_long(), value) {
                (Some(long), Some(v)) if arg.get_action().takes_values() => format!("--{long} {v}"),
                (Some(long), _) => format!("--{long}"),
                (None, Some(v)) => format!("<{v}>"),
                (None, None) => format!("<{id}>"),
            };
            let shown =
                if arg.is_positional() && arg.get_num_args().is_some_and(|n| n.max_values() > 1) {
                    format!("[{shown} …]")
                } else if arg.is_required_set() {
                    shown
                } else {
                    format!("[{shown}]")
                };
            line.push(' ');
            line.push_str(&shown);
        }
        text.push_str(&line);
        text.push('\n');
        if let Some(about) = sub.get_about() {
            text.push_str(&format!("      {about}\n"));
        }
    }
    text
}

/// A clap error in one line, in the words the subcommands used before clap.
fn one_line(e: &clap::Error, sub: &str) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(v)) => v.join(", "),
        _ => String::new(),
    };
    let flag = |s: String| s.split_whitespace().next().unwrap_or("").to_string();
    let hint = if sub.is_empty() {
        "see `cargo xtask --help`".to_string()
    } else {
        format!("see `cargo xtask {sub} --help`")
    };
    let arg = context(ContextKind::InvalidArg);
    match e.kind() {
        ErrorKind::UnknownArgument => format!("unknown option `{arg}` ({hint})"),
        ErrorKind::MissingRequiredArgument => format!("{} is required ({hint})", flag(arg)),
        ErrorKind::InvalidSubcommand => format!(
            "unknown command `{}` (see `cargo xtask --help`)",
            context(ContextKind::InvalidSubcommand)
        ),
        _ => {
            let rendered = e.render().to_string();
            let first = rendered.lines().next().unwrap_or("bad arguments");
            format!("{} ({hint})", first.trim_start_matches("error: "))
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    // The bench's measuring child takes raw arguments (the measured program's own flags).
    if args.get(1..3) == Some(&["bench".to_string(), bench::MEASURE.to_string()][..]) {
        return report(bench::measure_child(&args[3..]));
    }
    let cli = Cli::command();
    let help = overview(&cli);
    let cli = cli.override_help(help.clone());
    let parsed = cli
        .try_get_matches_from(&args)
        .and_then(|m| Cli::from_arg_matches(&m));
    let command = match parsed {
        Ok(cli) => cli.command,
        Err(e) if !e.use_stderr() => {
            write_out(e.render().to_string().as_bytes());
            return ExitCode::SUCCESS;
        }
        // No command at all: the list of commands, as a usage error.
        Err(e)
            if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                && args.len() <= 1 =>
        {
            eprint!("{help}");
            return ExitCode::FAILURE;
        }
        Err(e) => {
            let sub = args
                .get(1)
                .filter(|a| !a.starts_with('-'))
                .map_or("", |s| s.as_str());
            eprintln!("error: {}", one_line(&e, sub));
            return ExitCode::FAILURE;
        }
    };
    report(match command {
        Command::New(a) => new::main(a),
        Command::Check(a) => check::main(a),
        Command::Api(a) => api::main(a),
        Command::Bundle(a) => bundle::main(a),
        Command::Readme(a) => readme::main(a),
        Command::Bench(a) => bench::main(a),
        Command::Stress(a) => stress::main(a),
        Command::Sample(a) => sample::main(a),
        Command::Web(a) => web::main(a),
        Command::Lab(a) => lab::main(a),
        Command::Play(a) => play::main(a),
        Command::Test(a) => test::main(a),
    })
}

/// The exit code of a command; an error is one line `error: …` on stderr.
fn report(result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
