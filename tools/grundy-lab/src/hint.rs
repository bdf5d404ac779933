//! What a "no period found" verdict adds: how far to look, and whether any table size could prove it.

use lab_engine::pattern::Proof;
use lab_engine::prove::{candidate, upto_to_show};

/// The advice after "no period found up to N" for the table `g` of a game
/// whose theorem is `proof`: a period that shows too briefly to report (with
/// the `--upto` that would show or prove it), then how a proof would go.
///
/// `g` may be the last values of a longer table only: `g[i]` is `g(offset + i)`.
pub fn how_far(g: &[u32], offset: usize, proof: Proof) -> String {
    let mut out = String::new();
    if let Some((a, p)) = candidate(g) {
        let tail = g.len() - a;
        let a = a + offset;
        out.push_str(&format!(
            " Period {p} from n = {a} shows in the last {tail} values only, too short to report \
             (the lab wants two periods and a quarter of the table): --upto {} would show it",
            upto_to_show(a, p)
        ));
        if let Some(needed) = proof.upto_needed(a, p) {
            out.push_str(&format!(
                ", --upto {needed} would prove it by the {}",
                proof.name().unwrap_or("theorem")
            ));
        }
        out.push('.');
    }
    out.push_str(match proof {
        Proof::GuySmith { .. } => {
            " The Guy–Smith periodicity theorem proves a period p from a once g is known up to \
             about 2a + 2p + t (t: the largest removal): --until-proven grows the table until it \
             does (up to --max)."
        }
        Proof::Window { .. } => {
            " Every subtraction game is eventually periodic, and the window argument proves a \
             period p from a once g is known up to a + p + (largest move): --until-proven grows \
             the table until it does (up to --max)."
        }
        Proof::None => {
            " No theorem in the lab covers this game, so a period could only ever be checked up \
             to some N, never proven: try a larger --upto."
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_tail_is_named_with_the_sizes_that_settle_it() {
        let mut g: Vec<u32> = (0..300u32).map(|n| n * 7919 % 101 + 3).collect();
        g.extend((0..30u32).map(|n| n % 3));
        let hint = how_far(&g, 0, Proof::GuySmith { max_removal: 2 });
        assert!(hint.contains("Period 3 from n = 300"), "{hint}");
        assert!(hint.contains("--upto 399 would show it"), "{hint}");
        assert!(hint.contains("--upto 607 would prove it"), "{hint}");
        assert!(hint.contains("--until-proven"), "{hint}");
        let hint = how_far(&g, 0, Proof::None);
        assert!(
            hint.contains("never proven") && !hint.contains("prove it"),
            "{hint}"
        );
    }
}
