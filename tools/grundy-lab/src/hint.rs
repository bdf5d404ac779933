//! What a verdict without a claim adds: whether any table size could prove a period, and how to look further.

use lab_engine::patterns::pattern::Proof;

/// The advice after "no period found" / "too few values" for a game whose
/// theorem is `proof`: how a proof would go, or that none can. (The verdict
/// itself names a rule seen on too few values, with the `--upto` that would
/// show it.)
pub fn how_far(proof: Proof) -> &'static str {
    match proof {
        Proof::GuySmith { .. } => {
            " The Guy–Smith periodicity theorem proves a period p from a once g is known up to \
             about 2a + 2p + t (t: the largest removal; 3a + 3p + t when a move leaves three \
             heaps): --until-proven grows the table until it does (up to --max)."
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_advice_follows_the_theorem() {
        let hint = how_far(Proof::GuySmith {
            max_removal: 2,
            max_heaps: 2,
        });
        assert!(hint.contains("--until-proven"), "{hint}");
        let hint = how_far(Proof::None);
        assert!(
            hint.contains("never proven") && !hint.contains("--until-proven"),
            "{hint}"
        );
    }
}
