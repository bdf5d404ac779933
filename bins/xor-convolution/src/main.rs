//! Library Checker bitwise_xor_convolution "Bitwise Xor Convolution": c_k = Σ_{i ⊕ j = k} a_i·b_j mod 998244353 by the Walsh–Hadamard transform (`games_core::walsh`).
//!
//! The transform turns XOR convolution into a pointwise product (proven: it
//! is the character table of (Z/2)^N), so c is three in-place transforms and
//! 2^N products, O(N·2^N). Every value stays a residue mod 998244353, so the
//! output is exact. Most of the time at N = 20 is reading 2^21 numbers and
//! writing 2^20; the output is formatted two digits at a time, 64 KiB at a time.

use games_core::io::{run, Error, Result, Scanner};
use games_core::modular::MOD_998244353;
use games_core::walsh;
use std::io::{Read, Write};

/// The modulus.
const P: u32 = MOD_998244353;
/// Largest N (the judge's limit: 2^20 values per sequence).
const MAX_N: u32 = 20;

/// Reads `len` residues named `name_0`, `name_1`, … (the index is only formatted for an error).
fn read_sequence<R: Read>(sc: &mut Scanner<R>, name: &str, len: usize) -> Result<Vec<u32>> {
    let mut values: Vec<u32> = Vec::with_capacity(len);
    for i in 0..len {
        match sc.next_in("value", 0..=P - 1) {
            Ok(v) => values.push(v),
            Err(Error::Input { line, message }) => {
                let message = message.replacen("value", &format!("{name}_{i}"), 1);
                return Err(Error::Input { line, message });
            }
            Err(e) => return Err(e),
        }
    }
    Ok(values)
}

/// Output bytes formatted before they are written out.
const CHUNK: usize = 1 << 16;

/// "00" to "99": two digits per table look-up.
const PAIRS: [[u8; 2]; 100] = {
    let mut t = [[0u8; 2]; 100];
    let mut i = 0;
    while i < 100 {
        t[i] = [b'0' + (i / 10) as u8, b'0' + (i % 10) as u8];
        i += 1;
    }
    t
};

/// Appends `v` in decimal to `buf`.
fn push_decimal(buf: &mut Vec<u8>, mut v: u32) {
    let mut digits = [0u8; 10];
    let mut at = digits.len();
    while v >= 100 {
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[(v % 100) as usize]);
        v /= 100;
    }
    if v >= 10 {
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[v as usize]);
    } else {
        at -= 1;
        digits[at] = b'0' + v as u8;
    }
    buf.extend_from_slice(&digits[at..]);
}

fn solve<R: Read, W: Write>(sc: &mut Scanner<R>, out: &mut W) -> Result<()> {
    let n: u32 = sc.next_in("N", 0..=MAX_N)?;
    let len = 1usize << n;
    let mut a = read_sequence(sc, "a", len)?;
    let mut b = read_sequence(sc, "b", len)?;
    sc.finish()?;
    walsh::xor_convolution::<P>(&mut a, &mut b);
    // Formatted into a 64 KiB chunk, handed to `out` whenever it fills.
    let mut chunk: Vec<u8> = Vec::with_capacity(CHUNK + 16);
    for (k, &c) in a.iter().enumerate() {
        push_decimal(&mut chunk, c);
        chunk.push(if k + 1 == len { b'\n' } else { b' ' });
        if chunk.len() >= CHUNK {
            out.write_all(&chunk)?;
            chunk.clear();
        }
    }
    out.write_all(&chunk)?;
    Ok(())
}

fn main() {
    run(solve);
}

#[cfg(test)]
mod tests;
