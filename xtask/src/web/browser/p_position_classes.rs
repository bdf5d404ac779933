//! The browser check of the P-positions' rule: where no period is claimed, the page names the P-positions as
//! residue classes plus exceptions (lab-engine's pattern finder), in English and in Vietnamese.

use super::{open, p_positions, same_table, text, Ctx};
use crate::web::webdriver::Session;
use anyhow::{ensure, Result};
use serde_json::Value;

/// The link of the figure checked: octal game 0.017 at the page's default size, where the values
/// show no period yet and the P-positions are one residue class with an exception.
pub const QUERY: &str = "?game=octal&code=0.017&upto=60";

/// The whole numbers of `t`, in order.
fn numbers(t: &str) -> Vec<u64> {
    t.split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect()
}

/// The P-positions' rule in each language: the table matches grundy-lab's, the verdict claims no
/// period, and the rule the page words (n ≡ r (mod m) for every n ≥ f, erring at the listed n
/// below f) is exactly grundy-lab's P-positions up to 60.
pub fn p_rule(s: &Session, ctx: &Ctx) -> Result<()> {
    let lab = &ctx.lab_p_rule;
    let p = p_positions(lab)?;
    ensure!(
        lab["pattern"]["kind"] == "none",
        "grundy-lab claims a period: {}",
        lab["pattern"]
    );
    let mut stated: Option<Vec<u64>> = None;
    for (lang, head, tail) in [
        ("", "The P-positions are n ≡ ", ", checked up to 60 only."),
        ("&lang=vi", "Các thế P là n ≡ ", ", mới kiểm tra tới 60."),
    ] {
        open(s, ctx, &format!("{QUERY}{lang}"))?;
        same_table(s, lab)?;
        let shown = s.script("return !document.getElementById('residues').hidden;")?;
        ensure!(shown == Value::Bool(true), "[{lang}] the rule is hidden");
        let rule = text(s, "#residues")?;
        ensure!(
            rule.starts_with(head) && rule.ends_with(tail) && !rule.contains('$'),
            "[{lang}] rule `{rule}`"
        );
        let nums = numbers(&rule);
        // r, m, f, the exceptions, 60.
        ensure!(nums.len() >= 4, "[{lang}] rule `{rule}`");
        let (r, m, f) = (nums[0], nums[1], nums[2]);
        let errs = &nums[3..nums.len() - 1];
        ensure!(m >= 2 && r < m, "[{lang}] rule `{rule}`");
        ensure!(
            errs.iter().all(|&n| n < f),
            "[{lang}] rule `{rule}`: exceptions past n = {f}"
        );
        for n in 0..=60u64 {
            let said = (n % m == r) != errs.contains(&n);
            ensure!(
                said == p.contains(&n),
                "[{lang}] rule `{rule}` is wrong at n = {n} (grundy-lab's P-positions {p:?})"
            );
        }
        match &stated {
            None => stated = Some(nums),
            Some(en) => ensure!(
                *en == nums,
                "the languages state different rules: {en:?}, {nums:?}"
            ),
        }
    }
    // A game whose P-positions follow no rule shows none.
    open(s, ctx, "?game=divisors&upto=300")?;
    let hidden = s.script("return document.getElementById('residues').hidden;")?;
    ensure!(hidden == Value::Bool(true), "the divisor game shows a rule");
    Ok(())
}
