//! Eight bytes at a time in a plain `u64` ("SWAR"): which bytes are digits or whitespace, and eight digits' value.
//!
//! A chunk is loaded little-endian, so the first byte of the text is the
//! chunk's lowest byte. No `unsafe`. The scanner finds a token's end with
//! `low_bytes` and reads all-digit tokens with `non_digits` and `value8`.

/// `0x01` in every byte.
pub(super) const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of every byte.
pub(super) const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The first eight bytes of `bytes`, lowest byte first.
#[inline]
pub(super) fn load8(bytes: &[u8]) -> u64 {
    let mut chunk = [0u8; 8];
    chunk.copy_from_slice(&bytes[..8]);
    u64::from_le_bytes(chunk)
}

/// High bit set in the lowest byte of `x` that is not an ASCII digit (and
/// possibly in later bytes too, which callers ignore); zero when all eight are digits.
///
/// A byte `b` is a digit iff `b + 0x46` and `b - 0x30` both stay below 0x80.
/// A carry or borrow only leaves a byte that is itself flagged, so the lowest
/// flag is always exact.
#[inline]
pub(super) fn non_digits(x: u64) -> u64 {
    (x.wrapping_add(0x46 * ONES) | x.wrapping_sub(0x30 * ONES)) & HIGHS
}

/// High bit set in the lowest byte of `x` below 0x21 (every whitespace byte
/// is one); zero when there is none. Exact for the lowest flag, as above.
#[inline]
pub(super) fn low_bytes(x: u64) -> u64 {
    x.wrapping_sub(0x21 * ONES) & !x & HIGHS
}

/// Value of eight digit values (0..=9, one per byte, most significant in
/// the lowest byte): pairs, then quads, then the whole, in three multiplies.
#[inline]
pub(super) fn value8(d: u64) -> u64 {
    let d = (d.wrapping_mul(10).wrapping_add(d >> 8)) & 0x00ff_00ff_00ff_00ff;
    let d = (d.wrapping_mul(100).wrapping_add(d >> 16)) & 0x0000_ffff_0000_ffff;
    (d.wrapping_mul(10_000).wrapping_add(d >> 32)) & 0xffff_ffff
}

/// 10^0 ..= 10^7.
pub(super) const POW10: [u64; 8] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    #[test]
    fn swar_flags_find_the_first_odd_byte_at_every_position() {
        for b in 0..=255u8 {
            for p in 0..8 {
                let mut chunk = *b"56789012";
                chunk[p] = b;
                let x = u64::from_le_bytes(chunk);
                let digit_flag = non_digits(x);
                if b.is_ascii_digit() {
                    assert_eq!(digit_flag, 0, "byte {b:#x} at {p}");
                } else {
                    assert_eq!(digit_flag.trailing_zeros() / 8, p as u32, "{b:#x} {p}");
                }
                let low_flag = low_bytes(x);
                if b < 0x21 {
                    assert_eq!(low_flag.trailing_zeros() / 8, p as u32, "{b:#x} {p}");
                } else {
                    assert_eq!(low_flag, 0, "byte {b:#x} at {p}");
                }
            }
        }
        // Random chunks: the lowest flag is the first offending byte, whatever follows.
        let mut rng = Lcg(7);
        for _ in 0..100_000 {
            let mut chunk = [0u8; 8];
            for c in &mut chunk {
                let r = rng.next();
                *c = if r % 3 == 0 {
                    (r >> 8) as u8
                } else {
                    b'0' + (r >> 8) as u8 % 10
                };
            }
            let x = u64::from_le_bytes(chunk);
            let first_odd = chunk.iter().position(|c| !c.is_ascii_digit()).unwrap_or(8);
            assert_eq!(
                (non_digits(x).trailing_zeros() / 8) as usize,
                first_odd,
                "{chunk:?}"
            );
            let first_low = chunk.iter().position(|&c| c < 0x21).unwrap_or(8);
            assert_eq!(
                (low_bytes(x).trailing_zeros() / 8) as usize,
                first_low,
                "{chunk:?}"
            );
        }
    }

    /// A fixed-seed linear congruential generator (games-core has no dependencies).
    pub(crate) struct Lcg(pub(crate) u64);

    impl Lcg {
        pub(crate) fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.0 >> 11
        }
    }
}
