//! Project tooling, run as `cargo xtask <command>`.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    eprintln!("usage: cargo xtask <command>; no commands yet (got {args:?})");
    std::process::exit(2);
}
