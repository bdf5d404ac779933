//! Project tooling, run as `cargo xtask <command>`: `bundle`, `readme`, `bench`, `web`.

mod bench;
mod bundle;
mod problems;
mod readme;
mod web;

use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask <command> [args]
commands:
  bundle <name> | --all [--out DIR]   single-file submissions
  readme [--check]                    regenerate the README problem table
  bench [--only NAME] [--quick]       benchmark every binary at judge scale
  web [--serve [--port P] | --test]   build the Nim/Grundy page into target/web (serve it, test it in Chromium)";

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
        "web" => web::main(rest),
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
