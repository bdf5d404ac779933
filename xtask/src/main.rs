//! Project tooling, run as `cargo xtask <command>`: `new`, `bundle`, `readme`, `bench`, `stress`, `sample`, `web`.

mod bench;
mod bundle;
mod new;
mod problems;
mod readme;
mod sample;
mod stress;
mod web;

use std::process::ExitCode;

// One entry per subcommand with every option; `cargo xtask <command> --help` shows its own.
// New subcommands (stress, web, …) add their entry above `bundle`, in the same two-column form.
const USAGE: &str = "usage: cargo xtask <command> [args]   (`cargo xtask <command> --help` for one)
commands:
  new <name> --judge J [--id ID] [--url URL] [--title T] [--seed S] [--root DIR]
                                      a complete new binary: bins/<name>/ and samples/<name>/
  bundle <name> [--verify]            one binary's single-file submission, on stdout
  bundle --all [--out DIR] [--verify] [--jobs N]
                                      every binary's, to DIR (default target/bundle/);
                                      --verify builds each with rustc and runs its samples,
                                      --jobs N verifies N at a time (default 2)
  readme [--check]                    regenerate the README problem table (--check: fail if stale)
  bench [--only NAME] [--quick]       benchmark every binary at judge scale
  bench --lab                         grundy-lab at the literature's scale
  stress <name> --brute CMD --gen CMD [--runs N] [--seed S] [--more N] [--exact] [--exe PATH] [--save DIR]
                                      binary vs reference on generated inputs
  sample <name> --from CMD [FILE.in …] [--force] | --promote FILE
                                      write samples' .out with a reference
  web [--serve [--port P] | --test]   build the Nim/Grundy page into target/web (serve it, test it in Chromium)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = args.split_first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let result = match command.as_str() {
        "new" => new::main(rest),
        "bundle" => bundle::main(rest),
        "readme" => readme::main(rest),
        "bench" => bench::main(rest),
        "stress" => stress::main(rest),
        "sample" => sample::main(rest),
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
