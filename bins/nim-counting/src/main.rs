//! AtCoder abc212_h "Nim Counting": count the Nim positions of 1 to N heaps, each heap one of K sizes, that the first player wins, mod 998244353, by the Walsh–Hadamard transform (`games_core::walsh`).
//!
//! The first player wins iff the heaps' XOR is not 0 (Bouton). With f the
//! indicator of the sizes on 0..2^b, the sequences of length M with XOR x
//! number f^{⊛M}(x) (M-fold XOR convolution), whose transform is f̂^M
//! pointwise. So the losing positions of every length 1..=N number
//! (1/2^b)·Σ_s Σ_{M=1..N} f̂_s^M: one transform and one geometric sum per
//! distinct f̂_s (an integer in −K..=K, so at most 2K + 1 of them), each
//! O(log N) products. The winning ones are K + K² + … + K^N minus that. Every
//! step is exact mod the prime, for N up to our widened 10^18.

use games_core::io::{run, Error, Result, Scanner};
use games_core::modular::{add, geometric_sum, inv, mul, sub, MOD_998244353};
use games_core::walsh;
use std::io::{Read, Write};

/// The modulus.
const P: u32 = MOD_998244353;
/// Largest N (ours; the judge's is 2·10^5).
const MAX_N: u64 = 1_000_000_000_000_000_000;
/// K and every A_i are below this (the judge's limit, 2^16).
const LIMIT: u32 = 1 << 16;

/// Reads the K distinct heap sizes as an indicator over 0..2^16, and returns it with the largest.
fn read_sizes<R: Read>(sc: &mut Scanner<R>, k: u32) -> Result<(Vec<u32>, u32)> {
    let mut indicator = vec![0u32; LIMIT as usize];
    let mut largest = 0;
    for i in 1..=k {
        // The index is formatted only for an error.
        let a: u32 = match sc.next_in("value", 1..=LIMIT - 1) {
            Ok(a) => a,
            Err(Error::Input { line, message }) => {
                let message = message.replacen("value", &format!("A_{i}"), 1);
                return Err(Error::Input { line, message });
            }
            Err(e) => return Err(e),
        };
        if indicator[a as usize] != 0 {
            return Err(sc.error(format!(
                "A_{i} = {a} repeats an earlier value; the values must be distinct"
            )));
        }
        indicator[a as usize] = 1;
        largest = largest.max(a);
    }
    Ok((indicator, largest))
}

/// The number of sequences of 1 to `n` heaps from `indicator`'s sizes (K of them) with XOR ≠ 0, mod P.
fn winning_positions(mut indicator: Vec<u32>, largest: u32, k: u32, n: u64) -> u32 {
    // Every XOR of sizes ≤ largest is below the next power of two above it.
    let size = (largest as usize + 1).next_power_of_two();
    indicator.truncate(size);
    walsh::transform::<P>(&mut indicator);
    // f̂_s = Σ_i ±1 over the K sizes: count how often each of −K..=K occurs.
    let k_us = k as usize;
    let mut times = vec![0u32; 2 * k_us + 1];
    for &v in &indicator {
        let signed = if v <= k {
            k_us + v as usize
        } else {
            k_us - (P - v) as usize
        };
        times[signed] += 1;
    }
    // Σ_s Σ_{M=1..n} f̂_s^M = Σ_v times(v)·v·(1 + v + … + v^(n−1)).
    let mut losing_sum = 0;
    for (i, &t) in times.iter().enumerate() {
        if t == 0 {
            continue;
        }
        let v = if i >= k_us {
            (i - k_us) as u32
        } else {
            P - (k_us - i) as u32
        };
        let powers = mul::<P>(v, geometric_sum::<P>(v, n));
        losing_sum = add::<P>(losing_sum, mul::<P>(t, powers));
    }
    let scale = inv::<P>(size as u32).expect("a power of two is invertible mod an odd prime");
    let losing = mul::<P>(losing_sum, scale);
    let all = mul::<P>(k, geometric_sum::<P>(k, n));
    sub::<P>(all, losing)
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u64 = sc.next_in("N", 1..=MAX_N)?;
    let k: u32 = sc.next_in("K", 1..=LIMIT - 1)?;
    let (indicator, largest) = read_sizes(sc, k)?;
    sc.finish()?;
    writeln!(out, "{}", winning_positions(indicator, largest, k, n))?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
