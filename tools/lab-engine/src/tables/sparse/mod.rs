//! The sparse-space builder (Berlekamp–Conway–Guy): Grundy tables of take-and-break games in about O(n · rare) time.
//!
//! Fix a bit mask `m`. A value `v` is *rare* when `popcount(v & m)` is even,
//! *common* otherwise; a position is rare when its value is. Popcount parity
//! is additive under XOR, so a split into two heaps reaches a common value only
//! when exactly one part is at a rare position. For a heap `n`:
//!
//! 1. the options that leave at most one heap give their values directly; the
//!    common values reached by a split come from the splits with one part at a
//!    rare position — a loop over the (few) rare positions. The candidate `c` is
//!    the smallest common value not reached;
//! 2. every rare value below `c` must still be shown reachable: the split pairs
//!    are scanned from the small end until all of them have been seen. Only
//!    when one is never seen is `g(n)` that value, after a full scan.
//!
//! This is exact for every mask; the mask decides only the speed. In the
//! *domain* variant (Flammenkamp) the parity of a position is that of its
//! value's masked popcount plus `n`, which is again additive for the splits of
//! heaps of one parity.
//!
//! The mask is chosen from the values: after a plain start of `probe` values,
//! the mask (and variant) with the fewest rare positions in the second half is
//! taken; at every doubling of `n` the rare positions of the last half are
//! counted again, and when they stop being rare the mask is chosen anew, or
//! the builder switches to the plain scan (and back later when a good mask
//! appears). Every switch is recorded.
//!
//! The parts: `moves` (the game, [`TakeBreak`]), `mask` (masks, paths and
//! the choice of a mask from the values), `table` (the incremental table:
//! when to review the mask, the rare positions and step 2a's sample) and
//! `kernel` (one heap's value: the plain scan and steps 1 and 2, specialised
//! per set width).

mod kernel;
mod mask;
mod moves;
mod table;

pub use mask::{Mask, ScanPath, SparseOptions, Switch};
pub use moves::TakeBreak;
pub(crate) use table::SparseTable;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::octal::{plain_grundy, OctalGame};
    use crate::tables::split::split_grundy;
    use crate::tables::split::SplitRule;
    use crate::tables::values::Values;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    fn sparse(game: &TakeBreak, options: SparseOptions, upto: usize) -> Vec<u32> {
        let mut table = SparseTable::new(game.clone(), options);
        table.extend_to(upto).unwrap();
        table.values().to_u32()
    }

    fn small_probe() -> SparseOptions {
        SparseOptions {
            mask: None,
            probe: 16,
        }
    }

    /// Every code `d0.d1d2d3` (trailing zeros give the shorter codes) against the plain builder up to 3000.
    fn check_every_code_with(d0: u8) {
        for x in 0..512 {
            let code = format!("{d0}.{}{}{}", x >> 6, (x >> 3) & 7, x & 7);
            let game = OctalGame::parse(&code).unwrap();
            let moves = TakeBreak::octal(&game);
            assert_eq!(
                sparse(&moves, small_probe(), 3000),
                plain_grundy(&game, 3000),
                "{code}"
            );
        }
    }

    #[test]
    fn equals_the_plain_builder_on_every_code_0_ddd() {
        check_every_code_with(0);
    }

    #[test]
    fn equals_the_plain_builder_on_every_code_4_ddd() {
        check_every_code_with(4);
    }

    #[test]
    fn equals_the_plain_builder_on_grundys_game() {
        // The test profile optimises this crate: the plain O(n²) table takes seconds.
        let upto = 100_000;
        let plain = split_grundy(SplitRule::GRUNDY, upto);
        let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let mut table = SparseTable::new(game, SparseOptions::default());
        table.extend_to(upto).unwrap();
        assert_eq!(table.values().to_u32(), plain);
        assert_eq!(table.path(), ScanPath::Sparse(Mask::range(0xfffe)));
        // Flammenkamp's sparse set of Grundy's game (bit string 0111…1110): 1274
        // rare values up to here, the last at 82 860; the last P-position is 1222.
        let rare: Vec<usize> = (0..=upto)
            .filter(|&n| Mask::range(0xfe).is_rare(n, plain[n]))
            .collect();
        assert_eq!((rare.len(), rare.last()), (1274, Some(&82_860)));
        assert_eq!((0..=upto).rev().find(|&n| plain[n] == 0), Some(1222));
    }

    #[test]
    fn two_split_removals_at_larger_sizes() {
        // Splits at k and k + 1 reuse step 1's marks from the heap before and
        // scan both splits at once; values above 64 take the wider sets.
        for code in ["0.56", "0.354", "0.376", "0.0744", "0.066", "4.64"] {
            let game = OctalGame::parse(code).unwrap();
            let upto = 12_000;
            assert_eq!(
                sparse(&TakeBreak::octal(&game), small_probe(), upto),
                plain_grundy(&game, upto),
                "{code}"
            );
        }
    }

    #[test]
    fn one_split_removal_games_in_batches_equal_the_plain_definition() {
        // Step 1 of these games marks eight heaps at a time, leaving each heap the
        // rare positions near the ends and the middles: random games with exactly one
        // digit that splits, random forced masks, the table grown in random pieces
        // (a batch cut in the middle), against the plain definition.
        let mut rng = StdRng::seed_from_u64(47);
        for round in 0..48 {
            let len = rng.gen_range(1..=6);
            let split_at = rng.gen_range(0..len);
            let mut code = String::from(if rng.gen_bool(0.2) { "4." } else { "0." });
            for i in 0..len {
                let low = rng.gen_range(0..4u8);
                let digit = if i == split_at { 4 | low } else { low };
                code.push(char::from(b'0' + digit));
            }
            let game = OctalGame::parse(&code).unwrap();
            let upto = rng.gen_range(200..4000);
            let options = if round % 3 == 0 {
                small_probe()
            } else {
                SparseOptions {
                    mask: Some(Mask {
                        bits: rng.gen_range(0..1024),
                        domain: rng.gen_bool(0.5),
                    }),
                    probe: 2,
                }
            };
            let mut table = SparseTable::new(TakeBreak::octal(&game), options);
            while table.values().len() <= upto {
                let next = table.values().len() + rng.gen_range(0..9);
                table.extend_to(next.min(upto)).unwrap();
            }
            assert_eq!(
                table.values().to_u32(),
                plain_grundy(&game, upto),
                "{code} {options:?}"
            );
        }
        for unequal in [false, true] {
            let rule = SplitRule {
                parts: 2,
                unequal,
                take: false,
            };
            let reference = split_grundy(rule, 3000);
            for bits in [0xfe, 0x1fe, 0x55, 0x3] {
                for domain in [false, true] {
                    let options = SparseOptions {
                        mask: Some(Mask { bits, domain }),
                        probe: 2,
                    };
                    let game = TakeBreak::split(rule).unwrap();
                    assert_eq!(sparse(&game, options, 3000), reference, "{bits:#x}");
                }
            }
        }
    }

    #[test]
    fn two_part_splits_with_equal_parts_allowed() {
        let rule = SplitRule {
            parts: 2,
            unequal: false,
            take: false,
        };
        let game = TakeBreak::split(rule).unwrap();
        assert_eq!(sparse(&game, small_probe(), 2000), split_grundy(rule, 2000));
    }

    #[test]
    fn forced_masks_change_speed_never_values() {
        let mut rng = StdRng::seed_from_u64(41);
        let grundy = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let reference = split_grundy(SplitRule::GRUNDY, 3000);
        let mut masks = vec![0, u32::MAX, 1, 0xfe, 0xff, 0x55];
        masks.extend((0..20).map(|_| rng.gen_range(0..512)));
        for &bits in &masks {
            for domain in [false, true] {
                let options = SparseOptions {
                    mask: Some(Mask { bits, domain }),
                    probe: 2,
                };
                assert_eq!(sparse(&grundy, options, 3000), reference, "{bits:#x}");
            }
        }
        for _ in 0..60 {
            let game = crate::tables::octal::random_octal(&mut rng, 0.3, 1..=5);
            let code = game.to_string();
            let reference = plain_grundy(&game, 800);
            let mask = Mask {
                bits: rng.gen_range(0..64),
                domain: rng.gen_bool(0.5),
            };
            let options = SparseOptions {
                mask: Some(mask),
                probe: 2,
            };
            assert_eq!(
                sparse(&TakeBreak::octal(&game), options, 800),
                reference,
                "{code} {mask}"
            );
        }
    }

    #[test]
    fn extending_in_pieces_and_resuming_give_the_one_shot_table() {
        let mut rng = StdRng::seed_from_u64(43);
        let game = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let reference = split_grundy(SplitRule::GRUNDY, 5000);
        let mut table = SparseTable::new(game.clone(), small_probe());
        while table.values().len() <= 5000 {
            let next = table.values().len() + rng.gen_range(0..700);
            table.extend_to(next.min(5000)).unwrap();
            if rng.gen_bool(0.3) {
                let path = if rng.gen_bool(0.5) {
                    Some(table.path())
                } else {
                    None
                };
                let values = table.values().clone();
                table = SparseTable::resume(game.clone(), small_probe(), values, path).unwrap();
            }
        }
        assert_eq!(table.values().to_u32(), reference);
    }

    #[test]
    fn small_tables_a_fresh_report_and_resuming() {
        let grundy = TakeBreak::split(SplitRule::GRUNDY).unwrap();
        let fresh = SparseTable::new(grundy.clone(), SparseOptions::default());
        assert_eq!(fresh.values().len(), 1);
        assert_eq!(fresh.switches()[0].path, ScanPath::Plain);
        assert_eq!((fresh.full_scans(), fresh.scanned_pairs()), (0, 0));
        assert_eq!(
            sparse(&grundy, SparseOptions::default(), 9),
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
        );
        let start = Values::from_u32(&[0, 0, 0, 1]).unwrap();
        let mut table =
            SparseTable::resume(grundy.clone(), SparseOptions::default(), start, None).unwrap();
        table.extend_to(5).unwrap();
        assert_eq!(table.into_values().to_u32(), [0, 0, 0, 1, 0, 2]);
        let options = SparseOptions {
            mask: Some(Mask::range(3)),
            probe: 64,
        };
        assert_eq!(
            SparseTable::new(grundy, options).path(),
            ScanPath::Sparse(Mask::range(3))
        );
        let dawson = TakeBreak::octal(&OctalGame::parse("0.07").unwrap());
        let kayles = TakeBreak::octal(&OctalGame::parse("0.77").unwrap());
        assert_eq!(
            sparse(&dawson, SparseOptions::default(), 10),
            [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]
        );
        assert_eq!(
            sparse(&kayles, SparseOptions::default(), 11),
            [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
        );
    }

    #[test]
    fn sixteen_bit_storage_gives_the_same_values() {
        let game = OctalGame::parse("0.77").unwrap();
        let start = Values::Wide(vec![0]);
        let mut table =
            SparseTable::resume(TakeBreak::octal(&game), small_probe(), start, None).unwrap();
        table.extend_to(300).unwrap();
        assert_eq!(table.values().bytes_per_value(), 2);
        assert_eq!(table.values().to_u32(), plain_grundy(&game, 300));
    }
}
