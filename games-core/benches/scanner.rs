//! Micro-benchmark of the input scanner against `str::parse` on `split_whitespace`.
//!
//! Run with `cargo bench -p games-core --bench scanner`. Every case parses the
//! same whitespace-separated text held in memory and folds the values with
//! XOR, so a slowdown of the scanner shows as a number next to the baseline
//! that any Rust program gets for free. Divan prints time per run and
//! throughput in bytes per second.

use divan::counter::BytesCount;
use divan::{black_box, Bencher};
use games_core::io::Scanner;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn main() {
    divan::main();
}

/// Number of integers in every generated text.
const COUNT: usize = 200_000;

/// `COUNT` random integers below `max`, one space apart, with a newline every 16.
fn text(max: u64, seed: u64) -> String {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut s = String::with_capacity(COUNT * 21);
    for i in 0..COUNT {
        let v: u64 = rng.gen_range(0..=max);
        s.push_str(&v.to_string());
        s.push(if i % 16 == 15 { '\n' } else { ' ' });
    }
    s
}

/// Value ranges of the inputs: contest-typical heap sizes (≤ 10^9) and full 64-bit values.
const MAXIMA: [u64; 3] = [1_000, 1_000_000_000, u64::MAX];

#[divan::bench(args = MAXIMA)]
fn scanner_u64(bencher: Bencher, max: u64) {
    let input = text(max, 1);
    bencher.counter(BytesCount::of_str(&input)).bench(|| {
        let mut sc = Scanner::new(black_box(input.as_bytes()));
        let mut acc = 0u64;
        for _ in 0..COUNT {
            acc ^= sc.next_in::<u64>("v", 0..=max).unwrap();
        }
        sc.finish().unwrap();
        acc
    });
}

#[divan::bench(args = MAXIMA)]
fn split_whitespace_parse_u64(bencher: Bencher, max: u64) {
    let input = text(max, 1);
    bencher.counter(BytesCount::of_str(&input)).bench(|| {
        let mut acc = 0u64;
        for token in black_box(input.as_str()).split_whitespace() {
            let v: u64 = token.parse().unwrap();
            assert!(v <= max);
            acc ^= v;
        }
        acc
    });
}

#[divan::bench]
fn scanner_i64(bencher: Bencher) {
    let mut rng = StdRng::seed_from_u64(2);
    let input: String = (0..COUNT)
        .map(|_| format!("{} ", rng.gen::<i64>()))
        .collect();
    bencher.counter(BytesCount::of_str(&input)).bench(|| {
        let mut sc = Scanner::new(black_box(input.as_bytes()));
        let mut acc = 0i64;
        for _ in 0..COUNT {
            acc ^= sc.next::<i64>("v").unwrap();
        }
        acc
    });
}
