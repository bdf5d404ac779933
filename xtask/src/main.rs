//! Project tooling, run as `cargo xtask <command>`: `bundle`, `readme`, `bench`.

mod bench;
mod bundle;
mod problems;
mod readme;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <command> [args]
commands:
  bundle <name> | --all [--out DIR]   single-file submissions
  readme [--check]                    regenerate the README problem table
  bench [--only NAME] [--quick]       benchmark every binary at judge scale
  bench --lab                         grundy-lab at the literature's scale";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
        "bundle" => bundle::main(rest),
        "readme" => readme::main(rest),
        "bench" => bench::main(rest),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
