//! Deterministic input generators for `cargo xtask bench`, one per contest binary.
//!
//! Every generator writes one input file in its problem's format (see the
//! problem catalog) at the judge's maximum size with the widened ("ours")
//! value limits, or larger where the judge's maximum is too small to time
//! and the binary's enforced limits allow it (binaries check every count and
//! value, not aggregate sums such as Σn). All values come from
//! `StdRng::seed_from_u64` with a fixed seed per binary, so a run is
//! repeatable byte for byte.

use rand::{rngs::StdRng, seq::SliceRandom, Rng, SeedableRng};
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;

/// 10^9, the usual judge value limit.
const E9: u64 = 1_000_000_000;
/// 10^18, our widened value limit.
const E18: u64 = 1_000_000_000_000_000_000;

/// Bump when a generator changes, so stored inputs are regenerated.
pub const VERSION: u32 = 1;

/// How large the generated inputs are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Size {
    /// Judge scale or larger: what `BENCHMARKS.md` reports.
    Full,
    /// About a tenth of that for a fast look (`--quick`).
    Quick,
}

impl Size {
    fn pick(self, full: u64, quick: u64) -> u64 {
        match self {
            Size::Full => full,
            Size::Quick => quick,
        }
    }
}

/// A buffered writer of whitespace-separated integers plus the generator's random source.
pub struct Gen {
    out: File,
    buf: Vec<u8>,
    /// The generator's random numbers (fixed seed per binary).
    pub rng: StdRng,
}

impl Gen {
    fn new(path: &Path, seed: u64) -> io::Result<Self> {
        Ok(Gen {
            out: File::create(path)?,
            buf: Vec::with_capacity(1 << 20),
            rng: StdRng::seed_from_u64(seed),
        })
    }

    /// Appends `v` in decimal followed by `sep`.
    fn num(&mut self, v: u64, sep: u8) -> io::Result<()> {
        push_decimal(&mut self.buf, v);
        self.buf.push(sep);
        if self.buf.len() >= 1 << 20 {
            self.out.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }

    /// `count` random values from `lo..=hi`, space-separated, the last followed by a newline.
    fn line_of(&mut self, count: u64, lo: u64, hi: u64) -> io::Result<()> {
        for i in 0..count {
            let v = self.rng.gen_range(lo..=hi);
            self.num(v, if i + 1 == count { b'\n' } else { b' ' })?;
        }
        Ok(())
    }

    /// `count` distinct random values from `1..=hi`, in random order.
    fn distinct(&mut self, count: usize, hi: u64) -> Vec<u64> {
        let mut all: Vec<u64> = (1..=hi).collect();
        all.shuffle(&mut self.rng);
        all.truncate(count);
        all
    }

    fn finish(mut self) -> io::Result<()> {
        self.out.write_all(&self.buf)?;
        self.out.flush()
    }
}

/// Appends the decimal digits of `v` to `buf`.
pub fn push_decimal(buf: &mut Vec<u8>, mut v: u64) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    buf.extend_from_slice(&digits[i..]);
}

/// One binary's input generator: writes the file and returns what the input is, in words.
pub struct Generator {
    /// The binary's name (= package = `bins/<name>`).
    pub name: &'static str,
    write: fn(&mut Gen, Size) -> io::Result<String>,
}

impl Generator {
    /// Writes this binary's input for `size` to `path`; returns its description.
    pub fn generate(&self, path: &Path, size: Size) -> io::Result<String> {
        let seed = self.name.bytes().fold(0xbe_c4u64, |h, b| {
            h.wrapping_mul(0x100_0000_01b3).wrapping_add(u64::from(b))
        });
        let mut g = Gen::new(path, seed)?;
        let what = (self.write)(&mut g, size)?;
        g.finish()?;
        Ok(what)
    }
}

macro_rules! generators {
    ($($name:literal => $f:expr,)*) => {
        /// Every generator, in the problem catalog's order.
        pub const ALL: &[Generator] = &[$(Generator { name: $name, write: $f },)*];
    };
}

/// `count` tests of `n` values from `lo..=hi`, as `t` then per test `n` and the values.
fn counted_tests(g: &mut Gen, tests: u64, n: u64, lo: u64, hi: u64) -> io::Result<()> {
    g.num(tests, b'\n')?;
    for _ in 0..tests {
        g.num(n, b'\n')?;
        g.line_of(n, lo, hi)?;
    }
    Ok(())
}

/// A single line of fixed values.
fn single(g: &mut Gen, values: &[u64]) -> io::Result<()> {
    for (i, &v) in values.iter().enumerate() {
        g.num(v, if i + 1 == values.len() { b'\n' } else { b' ' })?;
    }
    Ok(())
}

/// `n m` then m distinct moves from `1..=max_s`.
fn subtraction(g: &mut Gen, n: u64, m: usize, max_s: u64) -> io::Result<()> {
    let moves = g.distinct(m, max_s);
    g.num(n, b' ')?;
    g.num(m as u64, b'\n')?;
    single(g, &moves)
}

generators! {
    "grundys-game" => |g, _| {
        let t = 100_000;
        g.num(t, b'\n')?;
        for _ in 0..t {
            let n = g.rng.gen_range(1..=1u64 << 35);
            g.num(n, b'\n')?;
        }
        Ok("t = 10^5 (the limit), n ≤ 2^35".into())
    },
    "nim-game" => |g, size| {
        let t = size.pick(25, 2);
        counted_tests(g, t, 200_000, 1, E18)?;
        Ok(format!("t = {t} tests × n = 2·10^5 heaps ≤ 10^18 (Σn = {t}× the judge's)"))
    },
    "s-nim" => |g, size| {
        let sets = size.pick(200, 20);
        for _ in 0..sets {
            g.num(100, b' ')?;
            g.line_of(100, 1, 10_000)?;
            g.num(100, b'\n')?;
            for _ in 0..100 {
                g.num(100, b' ')?;
                g.line_of(100, 0, 10_000)?;
            }
        }
        g.num(0, b'\n')?;
        Ok(format!("{sets} rule sets, each k = 100 moves ≤ 10^4, m = 100 positions of l = 100 heaps ≤ 10^4"))
    },
    "dividing-game" => |g, _| {
        g.num(100_000, b'\n')?;
        g.line_of(100_000, 2, 100_000)?;
        Ok("N = 10^5 numbers A_i ≤ 10^5 (the limit)".into())
    },
    "partitioning-game" => |g, _| {
        counted_tests(g, 1000, 100, 1, 10_000)?;
        Ok("T = 1000 tests × n = 100 piles ≤ 10^4 (the limit)".into())
    },
    "stair-game" => |g, size| {
        let t = size.pick(50, 5);
        counted_tests(g, t, 200_000, 0, E9)?;
        Ok(format!("t = {t} tests × n = 2·10^5 stairs, p ≤ 10^9 (Σn = {t}× the judge's)"))
    },
    "simple-nim" => |g, size| {
        let t = size.pick(10, 1);
        counted_tests(g, t, 1_000_000, 1, E9)?;
        Ok(format!("T = {t} tests × n = 10^6 heaps ≤ 10^9 ({t}·10^6 numbers)"))
    },
    "bash-game" => |g, size| {
        let t = size.pick(1_000_000, 100_000);
        g.num(t, b'\n')?;
        for _ in 0..t {
            let n = g.rng.gen_range(1..=E18);
            let m = g.rng.gen_range(1..=E18);
            g.num(n, b' ')?;
            g.num(m, b'\n')?;
        }
        Ok(format!("t = {t} games `n m`, both ≤ 10^18"))
    },
    "fibonacci-nim" => |g, size| {
        let count = size.pick(1_000_000, 100_000);
        let mut fib = vec![2u64, 3];
        while let Some(next) = fib[fib.len() - 2].checked_add(fib[fib.len() - 1]) {
            if next > E18 {
                break;
            }
            fib.push(next);
        }
        for i in 0..count {
            let n = if i % 8 == 0 {
                fib[g.rng.gen_range(0..fib.len())]
            } else {
                g.rng.gen_range(2..=E18)
            };
            g.num(n, b'\n')?;
        }
        g.num(0, b'\n')?;
        Ok(format!("{count} values n ≤ 10^18 (every 8th a Fibonacci number), then 0"))
    },
    "wythoff-game" => |g, size| {
        let count = size.pick(1_000_000, 100_000);
        for _ in 0..count {
            let a = g.rng.gen_range(0..=E18);
            let b = g.rng.gen_range(0..=E18);
            g.num(a, b' ')?;
            g.num(b, b'\n')?;
        }
        Ok(format!("{count} pairs `a b` ≤ 10^18 until end of input"))
    },
    "nim-winning-moves" => |g, size| {
        let tests = size.pick(4, 1);
        for _ in 0..tests {
            g.num(1_000_000, b'\n')?;
            g.line_of(1_000_000, 1, E18)?;
        }
        g.num(0, b'\n')?;
        Ok(format!("{tests} tests × m = 10^6 heaps ≤ 10^18, then 0"))
    },
    "take-up-to-k" => |g, _| {
        let k = g.rng.gen_range(1..=E18);
        single(g, &[E18, k])?;
        Ok("one game: n = 10^18, random k ≤ 10^18".into())
    },
    "take-up-to-k-first-move" => |g, _| {
        let k = g.rng.gen_range(1..=E18);
        single(g, &[E18 - 1, k])?;
        Ok("one game: n = 10^18 − 1, random k ≤ 10^18".into())
    },
    "take-up-to-k-misere" => |g, _| {
        let k = g.rng.gen_range(1..=E18);
        single(g, &[E18, k])?;
        Ok("one game: n = 10^18, random k ≤ 10^18".into())
    },
    "take-a-to-b" => |g, _| {
        let a = g.rng.gen_range(1..=E9);
        single(g, &[E18, a, E9])?;
        Ok("one game: n = 10^18, random a ≤ b = 10^9".into())
    },
    "take-1-3-4" => |g, _| {
        single(g, &[E18])?;
        Ok("one game: n = 10^18".into())
    },
    "subtraction-game" => |g, _| {
        subtraction(g, 1_000_000, 10, 100)?;
        Ok("one game: n = 10^6, m = 10 distinct moves ≤ 100".into())
    },
    "subtraction-game-huge" => |g, _| {
        subtraction(g, E18, 10, 20)?;
        Ok("one game: n = 10^18, m = 10 distinct moves ≤ 20".into())
    },
    "take-squares" => |g, _| {
        single(g, &[100_000])?;
        Ok("one game: n = 10^5 (the limit)".into())
    },
    "subtract-divisor" => |g, _| {
        let n = g.rng.gen_range(1..=E18);
        single(g, &[n])?;
        Ok("one game: random n ≤ 10^18".into())
    },
    "count-losing-positions" => |g, _| {
        subtraction(g, 1_000_000, 10, 100)?;
        Ok("N = 10^6, m = 10 distinct moves ≤ 100".into())
    },
    "multiplication-game" => |g, _| {
        single(g, &[E18])?;
        Ok("one game: n = 10^18".into())
    },
    "king-to-corner" => |g, _| {
        let x = g.rng.gen_range(0..=E18);
        let y = g.rng.gen_range(0..=E18);
        single(g, &[x, y])?;
        Ok("one game: random x, y ≤ 10^18".into())
    },
    "circle-coins" => |g, _| {
        single(g, &[E18])?;
        Ok("one game: n = 10^18".into())
    },
    "subtract-digit" => |g, _| {
        let n = g.rng.gen_range(E18 / 10..=E18);
        single(g, &[n])?;
        Ok("one game: random n ≤ 10^18 with 18 or 19 digits".into())
    },
    "chocolate-breaking" => |g, _| {
        single(g, &[E9, E9])?;
        Ok("one bar: 10^9 × 10^9".into())
    },
    "coins-from-ends" => |g, _| {
        g.num(1000, b'\n')?;
        g.line_of(1000, 0, E9)?;
        Ok("n = 1000 coins ≤ 10^9 (the limit)".into())
    },
    "two-pile-nim" => |g, _| {
        let a = g.rng.gen_range(0..=E18);
        let b = g.rng.gen_range(0..=E18);
        single(g, &[a, b])?;
        Ok("one game: random piles ≤ 10^18".into())
    },
    "dag-game" => |g, _| {
        // A path 1 → 2 → … → n (the deepest DAG) plus random forward edges.
        let n = 100_000u64;
        let m = 200_000u64;
        let mut edges: Vec<(u64, u64)> = (1..n).map(|u| (u, u + 1)).collect();
        while (edges.len() as u64) < m {
            let u = g.rng.gen_range(1..n);
            let v = g.rng.gen_range(u + 1..=n);
            edges.push((u, v));
        }
        edges.shuffle(&mut g.rng);
        single(g, &[n, m, 1])?;
        for (u, v) in edges {
            g.num(u, b' ')?;
            g.num(v, b'\n')?;
        }
        Ok("n = 10^5 vertices, m = 2·10^5 edges (a Hamiltonian path plus random forward edges)".into())
    },
    "no-repeat-take" => |g, _| {
        single(g, &[2000, 20])?;
        Ok("one game: n = 2000, k = 20 (the limits)".into())
    },
    "knight-to-corner" => |g, _| {
        single(g, &[1000, 1000, 999])?;
        Ok("one board: N = 1000, start (1000, 999)".into())
    },
    "stick-game" => |g, _| {
        // Only odd moves: every even heap loses, the most work for the forward fill.
        let moves: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
        single(g, &[1_000_000, 100])?;
        single(g, &moves)?;
        Ok("n = 10^6, k = 100 moves 1, 3, …, 199 (the limits; half the heaps lose)".into())
    },
    "nim-game-ii" => |g, size| {
        let t = size.pick(25, 2);
        counted_tests(g, t, 200_000, 1, E18)?;
        Ok(format!("t = {t} tests × n = 2·10^5 heaps ≤ 10^18 (Σn = {t}× the judge's)"))
    },
    "another-game" => |g, size| {
        let t = size.pick(25, 2);
        counted_tests(g, t, 200_000, 1, E18)?;
        Ok(format!("t = {t} tests × n = 2·10^5 heaps ≤ 10^18 (Σn = {t}× the judge's)"))
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_matches_to_string() {
        for v in [0, 1, 9, 10, 99, 100, 12_345, E9, E18, u64::MAX] {
            let mut buf = Vec::new();
            push_decimal(&mut buf, v);
            assert_eq!(buf, v.to_string().into_bytes());
        }
    }

    #[test]
    fn names_are_unique() {
        let mut names: Vec<&str> = ALL.iter().map(|g| g.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert_eq!(ALL.len(), 34);
    }

    #[test]
    fn small_generators_are_deterministic() {
        let dir = std::env::temp_dir().join(format!("xtask-bench-gen-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for g in ALL
            .iter()
            .filter(|g| g.name.starts_with("take-") || g.name == "dag-game")
        {
            let a = dir.join("a.in");
            let b = dir.join("b.in");
            let what = g.generate(&a, Size::Quick).unwrap();
            assert_eq!(g.generate(&b, Size::Quick).unwrap(), what);
            assert_eq!(
                std::fs::read(&a).unwrap(),
                std::fs::read(&b).unwrap(),
                "{}",
                g.name
            );
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
