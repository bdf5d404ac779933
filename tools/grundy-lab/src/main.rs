//! grundy-lab: tabulate Grundy values and find their pattern.

fn main() {
    eprintln!("grundy-lab: not built yet");
    std::process::exit(2);
}
