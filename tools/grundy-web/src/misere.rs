//! The misère side of an octal game's figure: each heap's genus and single-heap outcome, tameness, and the misère quotient's panel (order, P-portion, heaps covered), from lab-engine's misère analysis within the page's bounds.

use crate::i18n::{fill, text, Lang};
use lab_engine::misere::analysis::{Analysis, Presentation};
use lab_engine::misere::period::Period;
use lab_engine::tables::octal::OctalGame;
use serde_json::json;

/// The largest heap the page's misère table (genus, outcome, element per heap) shows. The
/// genus search grows exponentially with the heap: at 20 (with the caps below) it takes about
/// 0.2 s natively for Kayles and 0.02 s for Dawson's Kayles, under 1 s for every code tried
/// (the slowest, 4.777, 0.3 s); 40 would take Kayles 10 s. Where the quotient with the
/// nim-heaps reaches, the genus is read from it instead (exact, and faster).
pub const MISERE_MAX_HEAP: usize = 20;

/// The largest heap the page's misère quotient holds (the quotient panel). Building is cheap
/// while the quotient stays small: natively Kayles to heap 200 takes 0.04 s (its period is
/// proved at 166), and of 60 random codes of one to four digits the slowest (0.6664, stopped
/// at heap 88 by [`QUOTIENT_BUDGET`]) took 0.63 s.
pub const QUOTIENT_MAX_HEAP: usize = 200;

/// Pairs the quotient builder may search per heap (the lab allows far more).
pub const QUOTIENT_BUDGET: usize = 50_000;

/// Pairs per heap for the quotient of the heaps with the nim-heaps, from which the genus is read exactly.
pub const GENUS_BUDGET: usize = 50_000;

/// Positions the genus search (the heaps the exact table does not reach) may have visited before it starts a heap.
pub const GENUS_POSITIONS: usize = 20_000;

/// Relations and P-portion elements written out at most.
const LISTED: usize = 30;

/// The misère analysis of an octal game within the page's bounds: the genus table of heaps
/// `0..=min(upto, MISERE_MAX_HEAP)` and the quotient of heaps `0..=min(upto, QUOTIENT_MAX_HEAP)`.
#[derive(Debug, Clone)]
pub struct MisereFigure {
    /// The normal table's size (the page's `upto`).
    upto: usize,
    /// The quotient of the larger range (no genus).
    quotient: Analysis,
    /// The genus table of the table's heaps (its own quotient only serves the genus).
    genus: Analysis,
    /// The presentation of `quotient`.
    presentation: Presentation,
}

/// One heap's row: the genus as `(g, "γ0γ1…")`, the outcome (`true`: P) and the element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Normal-play value G(n).
    pub normal: u32,
    /// The genus as lab-engine writes it (`1^{031}`), if the table reached this heap.
    pub genus: Option<String>,
    /// Whether the genus is tame.
    pub tame: Option<bool>,
    /// Whether the genus was read exactly from the quotient with the nim-heaps (`false`: checked by search).
    pub genus_exact: Option<bool>,
    /// The misère outcome of the heap alone: `Some(true)` for P (the player to move loses).
    pub p: Option<bool>,
    /// The element of the quotient the heap maps to, in the presentation's generators.
    pub element: Option<String>,
}

impl MisereFigure {
    /// Analyses `game` with lab-engine within the page's bounds: the quotient of heaps
    /// `0..=min(upto, QUOTIENT_MAX_HEAP)` ([`Analysis::new_quotient_only`]) and the genus of
    /// heaps `0..=min(upto, MISERE_MAX_HEAP)`, exact where the quotient with the nim-heaps
    /// reaches and by capped search beyond ([`Analysis::with_exact_genus`]).
    ///
    /// # Complexity
    /// The quotient builder's per heap (capped by [`QUOTIENT_BUDGET`] pairs, and
    /// [`GENUS_BUDGET`] with the nim-heaps), exponential in the heap for the searched genus
    /// (capped by [`GENUS_POSITIONS`]).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 200);
    /// assert_eq!(m.heaps(), 20);
    /// assert_eq!(m.row(1).genus.as_deref(), Some("1^{031}"));
    /// // Kayles' quotient: order 40, proved for every heap by heaps 0..=166.
    /// assert_eq!(m.quotient().quotient.order(), 40);
    /// assert!(m.quotient().covers_all());
    /// ```
    pub fn new(game: &OctalGame, upto: usize) -> Self {
        let quotient =
            Analysis::new_quotient_only(game.clone(), upto.min(QUOTIENT_MAX_HEAP), QUOTIENT_BUDGET);
        let genus =
            Analysis::new_quotient_only(game.clone(), upto.min(MISERE_MAX_HEAP), QUOTIENT_BUDGET)
                .with_exact_genus(GENUS_POSITIONS, GENUS_BUDGET);
        let presentation = quotient.presentation();
        MisereFigure {
            upto,
            quotient,
            genus,
            presentation,
        }
    }

    /// The largest heap in the misère table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// assert_eq!(MisereFigure::new(&OctalGame::parse("0.07").unwrap(), 8).heaps(), 8);
    /// ```
    pub fn heaps(&self) -> usize {
        self.genus.requested
    }

    /// The lab's quotient behind the panel and the table's outcomes and elements (no genus).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// assert_eq!(MisereFigure::new(&OctalGame::parse("0.07").unwrap(), 8).quotient().reached, 8);
    /// ```
    pub fn quotient(&self) -> &Analysis {
        &self.quotient
    }

    /// The lab's analysis behind the genus column (heaps up to [`MisereFigure::heaps`]).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 12);
    /// assert_eq!(m.genus().genus_exact, 13); // every heap 0..=12 read from the quotient
    /// ```
    pub fn genus(&self) -> &Analysis {
        &self.genus
    }

    /// Heap `n`'s row. The outcome is read from the quotient when it covers the heap, else
    /// from the genus (P exactly when γ0 = 0).
    ///
    /// # Panics
    /// If `n` is above [`MisereFigure::heaps`].
    ///
    /// # Complexity
    /// O(options of heap n).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 10);
    /// // One pin: the player to move must take it, and loses.
    /// assert_eq!(m.row(1).p, Some(true));
    /// assert_eq!(m.row(0).p, Some(false));
    /// assert_eq!(m.row(5).genus_exact, Some(true));
    /// ```
    pub fn row(&self, n: usize) -> Row {
        let genus = self.genus.genus.get(n);
        let p = match self.quotient.outcome(&[n]) {
            Ok(o) => Some(o.p),
            Err(_) => genus.and_then(|g| g.misere.first()).map(|&v| v == 0),
        };
        Row {
            normal: self.genus.normal[n],
            genus: genus.map(|g| g.to_string()),
            tame: genus.map(|g| g.is_tame()),
            genus_exact: genus.map(|_| n < self.genus.genus_exact),
            p,
            element: self
                .quotient
                .element(n)
                .map(|x| self.presentation.names[x as usize].clone()),
        }
    }

    /// The figure as JSON, words in `lang`: `heaps`, `limit`, `reached` (the quotient's last
    /// heap), `genus_heaps` (heaps with a genus), `tame_upto`, `order`, `p_size`, `rows` (each
    /// `n`, `g`, `genus` with its parts `genus_g` and `genus_sup`, `tame`, `genus_exact`,
    /// `outcome` "P"/"N", `element`), the sentences `beyond` (when the normal table goes
    /// further), `tameness`, `genus_stop`, `verdict`, and `panel` (see [`MisereFigure::panel`]).
    ///
    /// # Complexity
    /// O(heaps · options + order · generators).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use grundy_web::i18n::Lang;
    /// use lab_engine::tables::octal::OctalGame;
    /// let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 12);
    /// let v: serde_json::Value = serde_json::from_str(&m.json(Lang::En)).unwrap();
    /// assert_eq!(v["rows"][1]["outcome"], "P");
    /// assert!(v["verdict"].as_str().unwrap().starts_with("checked up to 12"));
    /// assert_eq!(v["panel"]["order"], v["order"]);
    /// ```
    pub fn json(&self, lang: Lang) -> String {
        let a = &self.quotient;
        let q = &a.quotient;
        let shown = self.heaps();
        let rows: Vec<_> = (0..=shown)
            .map(|n| {
                let r = self.row(n);
                let (genus_g, genus_sup) = match r.genus.as_deref().and_then(|w| w.split_once("^{"))
                {
                    Some((g, sup)) => (
                        Some(g.to_string()),
                        Some(sup.trim_end_matches('}').to_string()),
                    ),
                    None => (None, None),
                };
                json!({
                    "n": n,
                    "g": r.normal,
                    "genus": r.genus,
                    "genus_g": genus_g,
                    "genus_sup": genus_sup,
                    "tame": r.tame,
                    "genus_exact": r.genus_exact,
                    "outcome": r.p.map(|p| if p { "P" } else { "N" }),
                    "element": r.element,
                })
            })
            .collect();
        let beyond = (self.upto > shown).then(|| {
            fill(
                lang,
                "misere_beyond",
                &[
                    ("limit", num(MISERE_MAX_HEAP)),
                    ("upto", num(self.upto)),
                    ("q", num(a.reached)),
                ],
            )
        });
        let g = &self.genus;
        let genus_heaps = g.genus.len();
        let tameness = match g.genus.iter().position(|x| !x.is_tame()) {
            None if genus_heaps == 0 => None,
            None => Some(fill(lang, "misere_tame", &[("k", num(genus_heaps - 1))])),
            Some(w) => Some(fill(
                lang,
                "misere_wild",
                &[
                    ("k", num(w.saturating_sub(1))),
                    ("w", num(w)),
                    ("genus", g.genus[w].to_string()),
                ],
            )),
        };
        let genus_stop = (genus_heaps < shown + 1).then(|| {
            fill(
                lang,
                "misere_genus_stop",
                &[
                    ("k", num(genus_heaps.saturating_sub(1))),
                    ("next", num(genus_heaps)),
                    ("cap", num(GENUS_POSITIONS)),
                ],
            )
        });
        let verdict = match a.period {
            Some(p) => fill(lang, "misere_verdict_proven", &period_words(a.reached, p)),
            None => fill(lang, "misere_verdict", &[("r", num(a.reached))]),
        };
        let p_size = (0..q.order() as u32).filter(|&x| q.is_p(x)).count();
        json!({
            "heaps": shown,
            "upto": self.upto,
            "limit": MISERE_MAX_HEAP,
            "reached": a.reached,
            "genus_heaps": genus_heaps,
            "tame_upto": g.tame_upto(),
            "order": q.order(),
            "p_size": p_size,
            "rows": rows,
            "beyond": beyond,
            "tameness": tameness,
            "genus_stop": genus_stop,
            "verdict": verdict,
            "panel": self.panel(lang),
        })
        .to_string()
    }

    /// The quotient panel, words in `lang`: the numbers `order`, `p_size`, `p_elements` (the
    /// P-portion's elements in the presentation's generators, the first [`LISTED`] of them),
    /// `reached` (the quotient's last heap), `bound` (the heap the page asked the builder for),
    /// `proved` (a period proved: every heap covered), `stopped` (the builder's budget ended
    /// it before `bound`), `capped` (neither: the page's [`QUOTIENT_MAX_HEAP`] ended it, below
    /// the table's `upto`), `genus_exact_upto`, `genus_upto`; and the sentences `order_text`, `p_text`,
    /// `cover` (which sums the quotient is proved for), `seen` (a period seen, not proved),
    /// `outcomes_beyond` (where the table's outcomes come from the genus instead), `capped_text`,
    /// `genus_text` (which genera are exact, which checked), `presentation` (generators and
    /// relations, for a wild or stopped quotient).
    ///
    /// # Complexity
    /// O(order · generators).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use grundy_web::i18n::Lang;
    /// use lab_engine::tables::octal::OctalGame;
    /// let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 200);
    /// let p = m.panel(Lang::En);
    /// assert_eq!((p["order"].as_u64(), p["p_size"].as_u64(), p["proved"].as_bool()), (Some(40), Some(9), Some(true)));
    /// assert!(p["cover"].as_str().unwrap().contains("every heap"));
    /// ```
    pub fn panel(&self, lang: Lang) -> serde_json::Value {
        let a = &self.quotient;
        let q = &a.quotient;
        let pres = &self.presentation;
        let bound = a.requested;
        let order = q.order();
        let p_portion: Vec<String> = (0..order as u32)
            .filter(|&x| q.is_p(x))
            .map(|x| pres.names[x as usize].clone())
            .collect();
        let p_size = p_portion.len();
        let stopped = a.stop.is_some();
        let proved = a.period.is_some();
        // The page's cap matters only when the builder was not stopped before it.
        let capped = !proved && !stopped && self.upto > bound;
        let order_text = fill(
            lang,
            "quotient_order",
            &[("order", num(order)), ("r", num(a.reached))],
        );
        let p_text = if p_size <= LISTED {
            fill(
                lang,
                "quotient_p_list",
                &[
                    ("p", num(p_size)),
                    ("order", num(order)),
                    ("list", p_portion.join(", ")),
                ],
            )
        } else {
            fill(
                lang,
                "quotient_p_many",
                &[
                    ("p", num(p_size)),
                    ("order", num(order)),
                    ("shown", num(LISTED)),
                    ("list", p_portion[..LISTED].join(", ")),
                ],
            )
        };
        let cover = match a.period {
            Some(p) => fill(lang, "quotient_proved", &period_words(a.reached, p)),
            None if stopped => fill(
                lang,
                "quotient_stopped",
                &[
                    ("r", num(a.reached)),
                    ("next", num(a.reached + 1)),
                    ("budget", num(QUOTIENT_BUDGET)),
                ],
            ),
            None => fill(lang, "quotient_upto", &[("r", num(a.reached))]),
        };
        let seen = a.period_seen.map(|p| {
            fill(
                lang,
                "quotient_seen",
                &[
                    ("p", num(p.period)),
                    ("start", num(p.start)),
                    ("needs", num(p.proof_needs)),
                ],
            )
        });
        let g = &self.genus;
        let genus_upto = g.genus.len().checked_sub(1);
        let genus_exact_upto = g.genus_exact.checked_sub(1);
        // Heaps of the table beyond the quotient, whose outcome the genus gives.
        let outcomes_beyond = genus_upto
            .filter(|&top| !proved && top > a.reached)
            .map(|top| {
                fill(
                    lang,
                    "quotient_outcomes_beyond",
                    &[("r", num(a.reached)), ("g", num(top))],
                )
            });
        let capped_text = capped.then(|| {
            fill(
                lang,
                "quotient_capped",
                &[
                    ("limit", num(QUOTIENT_MAX_HEAP)),
                    ("upto", num(self.upto)),
                    ("code", a.game.to_string()),
                ],
            )
        });
        let genus_text = genus_upto.map(|top| match genus_exact_upto {
            Some(e) if e >= top => fill(lang, "genus_all_exact", &[("g", num(top))]),
            Some(e) if e + 1 == top => {
                fill(lang, "genus_one_checked", &[("e", num(e)), ("g", num(top))])
            }
            Some(e) => fill(
                lang,
                "genus_part_exact",
                &[("e", num(e)), ("next", num(e + 1)), ("g", num(top))],
            ),
            None => fill(lang, "genus_none_exact", &[("g", num(top))]),
        });
        let wild = g.genus.iter().any(|x| !x.is_tame());
        let presentation = (wild || stopped).then(|| {
            let gens: Vec<String> = pres
                .generators
                .iter()
                .map(|(g, h)| {
                    fill(
                        lang,
                        "misere_generator",
                        &[("g", g.clone()), ("h", num(*h))],
                    )
                })
                .collect();
            let rels: Vec<String> = pres
                .relations
                .iter()
                .map(|(l, r)| format!("{l} = {r}"))
                .collect();
            fill(
                lang,
                "misere_presentation",
                &[
                    ("gens", gens.join(", ")),
                    (
                        "rels",
                        if rels.is_empty() {
                            text(lang, "misere_no_relations").to_string()
                        } else {
                            listed(&rels)
                        },
                    ),
                ],
            )
        });
        json!({
            "order": order,
            "p_size": p_size,
            "p_elements": &p_portion[..p_size.min(LISTED)],
            "reached": a.reached,
            "bound": bound,
            "proved": proved,
            "stopped": stopped,
            "capped": capped,
            "genus_exact_upto": genus_exact_upto,
            "genus_upto": genus_upto,
            "order_text": order_text,
            "p_text": p_text,
            "cover": cover,
            "seen": seen,
            "outcomes_beyond": outcomes_beyond,
            "capped_text": capped_text,
            "genus_text": genus_text,
            "presentation": presentation,
        })
    }
}

/// The placeholders of a sentence about a proved period: `$r` (the last heap built), `$p`, `$start`.
fn period_words(reached: usize, p: Period) -> [(&'static str, String); 3] {
    [
        ("r", num(reached)),
        ("p", num(p.period)),
        ("start", num(p.start)),
    ]
}

/// `x` in decimal.
fn num(x: usize) -> String {
    x.to_string()
}

/// `items` joined by commas, the first [`LISTED`] of them and `…` when there are more.
fn listed(items: &[String]) -> String {
    if items.len() <= LISTED {
        items.join(", ")
    } else {
        format!("{}, …", items[..LISTED].join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lab_engine::misere::brute::Brute;
    use rand::{rngs::StdRng, Rng, SeedableRng};
    use serde_json::Value;

    /// The game of `code` and its page's figure of the heaps `0..=upto`.
    fn figure(code: &str, upto: usize) -> (OctalGame, MisereFigure) {
        let game = OctalGame::parse(code).unwrap();
        let page = MisereFigure::new(&game, upto);
        (game, page)
    }

    /// Every value the page shows equals lab-engine's own analysis (with the lab's budgets,
    /// as `grundy-lab octal CODE --misere` runs it) and the brute-force search from the rules.
    #[test]
    fn the_pages_misere_values_are_the_labs() {
        for (code, upto) in [
            ("0.77", 20),
            ("0.07", 20),
            ("0.137", 16),
            ("0.6", 16),
            ("4.7", 12),
            ("0.52", 20),
        ] {
            let (game, page) = figure(code, upto);
            let lab = Analysis::new(game.clone(), upto, 30_000_000);
            let lab_names = lab.presentation().names;
            let mut brute = Brute::new(game.clone());
            assert!(page.quotient.reached <= lab.reached, "{code}");
            assert!(page.genus.genus.len() <= lab.genus.len(), "{code}");
            assert!(page.genus.genus_exact <= page.genus.genus.len(), "{code}");
            let v: Value = serde_json::from_str(&page.json(Lang::En)).unwrap();
            let rows = v["rows"].as_array().unwrap();
            assert_eq!(rows.len(), upto + 1, "{code}");
            for (n, shown) in rows.iter().enumerate() {
                let r = page.row(n);
                assert_eq!(r.normal, lab.normal[n], "{code} heap {n}");
                if let Some(g) = &r.genus {
                    assert_eq!(*g, lab.genus[n].to_string(), "{code} heap {n}");
                    assert_eq!(r.tame, Some(lab.genus[n].is_tame()));
                    assert_eq!(shown["genus_exact"], n < page.genus.genus_exact);
                }
                let lab_p = lab.outcome(&[n]).ok().map(|o| o.p);
                if n <= page.quotient.reached {
                    assert_eq!(r.p, lab_p, "{code} heap {n}");
                }
                if n <= 14 {
                    // The rules' own answer: the heap alone, searched.
                    assert_eq!(r.p, Some(brute.is_p(&[n])), "{code} heap {n}");
                }
                if page.quotient.reached == lab.reached && n <= lab.reached {
                    let x = lab.element(n).unwrap();
                    assert_eq!(r.element.as_deref(), Some(lab_names[x as usize].as_str()));
                }
                let want = r.p.map(|p| if p { "P" } else { "N" });
                assert_eq!(shown["outcome"].as_str(), want, "{code} heap {n}");
            }
            if page.quotient.reached == lab.reached {
                assert_eq!(v["order"], lab.quotient.order(), "{code}");
            }
        }
    }

    /// The panel's numbers are the lab's quotient's (same heaps, the lab's budget), and the
    /// quotient they describe answers as the game-tree search from the rules does: every
    /// element with a small enough representative sum is P exactly when the search says so,
    /// and hundreds of random sums of the covered heaps (fixed seed) have the search's outcome.
    #[test]
    fn the_panel_is_the_labs_quotient_and_plays_as_the_rules() {
        let mut rng = StdRng::seed_from_u64(409);
        let mut sums = 0;
        for (code, upto) in [
            ("0.77", 200),
            ("0.77", 20),
            ("0.07", 300),
            ("0.137", 30),
            ("0.52", 60),
            ("0.75", 40),
            ("0.71", 40),
            ("0.35", 20),
            ("4.7", 12),
        ] {
            let (game, page) = figure(code, upto);
            let bound = upto.min(QUOTIENT_MAX_HEAP);
            let lab = Analysis::new_quotient_only(game.clone(), bound, 2_000_000);
            let p = page.panel(Lang::En);
            let q = &page.quotient.quotient;
            assert_eq!(p["bound"], bound, "{code}");
            assert_eq!(p["reached"], page.quotient.reached, "{code}");
            assert_eq!(
                p["proved"],
                lab.period.is_some() && page.quotient.reached == lab.reached
            );
            assert_eq!(p["stopped"], page.quotient.reached < bound, "{code}");
            let p_size = (0..q.order() as u32).filter(|&x| q.is_p(x)).count();
            assert_eq!(p["p_size"], p_size, "{code}");
            assert_eq!(
                p["p_elements"].as_array().unwrap().len(),
                p_size.min(LISTED)
            );
            if page.quotient.reached == lab.reached {
                assert_eq!(p["order"], lab.quotient.order(), "{code} {upto}");
            }
            let mut brute = Brute::new(game.clone());
            let heap_of = |l: u32| q.letters()[l as usize].tokens as usize;
            for x in 0..q.order() as u32 {
                let heaps: Vec<usize> = q.representative(x).iter().map(|&l| heap_of(l)).collect();
                if heaps.iter().sum::<usize>() <= 16 {
                    assert_eq!(
                        q.is_p(x),
                        brute.is_p(&heaps),
                        "{code}: element {x} = {heaps:?}"
                    );
                }
            }
            let top = page.quotient.reached.min(14);
            for _ in 0..60 {
                let count = rng.gen_range(1..=4);
                let heaps: Vec<usize> = (0..count).map(|_| rng.gen_range(0..=top)).collect();
                if heaps.iter().sum::<usize>() > 18 {
                    continue;
                }
                let o = page.quotient.outcome(&heaps).unwrap();
                assert_eq!(o.p, brute.is_p(&heaps), "{code}: {heaps:?}");
                sums += 1;
            }
        }
        assert!(sums >= 300, "{sums} random sums");
    }

    /// What the panel says, in both languages: a proof only where the lab has one, the
    /// builder's stop, the page's cap, and which genera are exact.
    #[test]
    fn the_panel_claims_no_more_than_it_has() {
        let said = |code: &str, upto: usize, lang: Lang| {
            MisereFigure::new(&OctalGame::parse(code).unwrap(), upto).panel(lang)
        };
        let clean = |v: &Value| {
            for (k, s) in v.as_object().unwrap() {
                if let Some(s) = s.as_str() {
                    assert!(!s.contains('$') && !s.is_empty(), "{k}: {s}");
                }
            }
        };
        for (lang, every, proved_word) in [
            (Lang::En, "every heap", "prove"),
            (Lang::Vi, "mọi đống", "chứng minh"),
        ] {
            // Kayles to 200: order 40, P-portion 9, proved (period 12 from heap 71).
            let k = said("0.77", 200, lang);
            clean(&k);
            assert_eq!(
                (k["order"].as_u64(), k["p_size"].as_u64()),
                (Some(40), Some(9))
            );
            assert_eq!(k["proved"], true);
            let cover = k["cover"].as_str().unwrap();
            assert!(
                cover.contains(every) && cover.contains(" 12 ") && cover.contains("71"),
                "{cover}"
            );
            assert!(k["p_text"]
                .as_str()
                .unwrap()
                .contains(k["p_elements"][0].as_str().unwrap()));
            assert_eq!(k["capped_text"], Value::Null);
            // Heap 20's genus is searched, not read from the quotient: said so.
            assert_eq!(k["genus_exact_upto"], 19);
            let genus = k["genus_text"].as_str().unwrap();
            assert!(
                genus.contains("0…19") && genus.contains(" 20 ") && !genus.contains("20…20"),
                "{genus}"
            );
            // Kayles to 20: proved for those sums, no more.
            let short = said("0.77", 20, lang);
            clean(&short);
            assert_eq!(short["proved"], false);
            let cover = short["cover"].as_str().unwrap();
            assert!(cover.contains("20") && !cover.contains(every), "{cover}");
            // Dawson's Kayles: the builder stops at heap 24; said, with the page's budget.
            let d = said("0.07", 300, lang);
            clean(&d);
            assert_eq!(
                (d["stopped"].as_bool(), d["reached"].as_u64()),
                (Some(true), Some(24))
            );
            let cover = d["cover"].as_str().unwrap();
            assert!(
                cover.contains("25") && cover.contains(&QUOTIENT_BUDGET.to_string()),
                "{cover}"
            );
            assert!(!cover.contains(every), "{cover}");
            assert_eq!(d["capped"], false);
            // 0.35 stops at heap 6, below the table: the outcomes beyond come from the genus.
            let s = said("0.35", 20, lang);
            assert_eq!(s["stopped"], true);
            let beyond = s["outcomes_beyond"].as_str().unwrap();
            assert!(beyond.contains(&s["reached"].to_string()), "{beyond}");
            // 0.44: a period seen, whose proof needs heaps past the page's cap: both said.
            let c = said("0.44", 1000, lang);
            clean(&c);
            assert_eq!(
                (c["capped"].as_bool(), c["proved"].as_bool()),
                (Some(true), Some(false))
            );
            let capped = c["capped_text"].as_str().unwrap();
            assert!(
                capped.contains(&QUOTIENT_MAX_HEAP.to_string()) && capped.contains("1000"),
                "{capped}"
            );
            let seen = c["seen"].as_str().unwrap();
            assert!(seen.contains(proved_word), "{seen}");
            // Never "proved" in a cover that is not a period's.
            for v in [&short, &d, &c] {
                assert!(!v["cover"].as_str().unwrap().contains(every));
            }
        }
    }

    #[test]
    fn kayles_small_heaps_have_winning_ways_genera() {
        // Winning Ways, chapter 13: Kayles' heaps 0…4 are tame (0^{120}, 1^{031}, 2^{20},
        // 3^{31}, 1^{031}); heap 5 has genus 4^{146}, and Kayles is wild from there.
        let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 60);
        let genera: Vec<String> = (0..=5).map(|n| m.row(n).genus.unwrap()).collect();
        assert_eq!(
            genera,
            ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}", "4^{146}"]
        );
        assert_eq!(m.genus.tame_upto(), Some(4));
        for lang in [Lang::En, Lang::Vi] {
            let v: Value = serde_json::from_str(&m.json(lang)).unwrap();
            assert_eq!(v["heaps"], MISERE_MAX_HEAP);
            assert_eq!(v["rows"][5]["genus_g"], "4");
            assert_eq!(v["rows"][5]["genus_sup"], "146");
            for key in ["beyond", "tameness", "verdict"] {
                let s = v[key]
                    .as_str()
                    .unwrap_or_else(|| panic!("{key} in {lang:?}"));
                assert!(!s.contains('$') && !s.contains("--"), "{s}");
            }
            assert!(v["panel"]["presentation"].is_string(), "Kayles is wild");
            let verdict = v["verdict"].as_str().unwrap();
            assert!(verdict.contains("60"), "{verdict}");
            // Never a stronger claim than the lab's.
            assert!(
                !verdict.contains("prove") && !verdict.contains("chứng minh"),
                "{verdict}"
            );
        }
        // A period the lab proves within the page's heaps: the page says so, as the lab does.
        let mut proofs = 0;
        for code in ["0.3", "0.52", "0.31", "0.77"] {
            let game = OctalGame::parse(code).unwrap();
            let m = MisereFigure::new(&game, MISERE_MAX_HEAP);
            let lab = Analysis::new_quotient_only(game, MISERE_MAX_HEAP, 1_000_000);
            for lang in [Lang::En, Lang::Vi] {
                let v: Value = serde_json::from_str(&m.json(lang)).unwrap();
                let verdict = v["verdict"].as_str().unwrap();
                let proven = verdict.starts_with("proven") || verdict.starts_with("đã chứng minh");
                assert_eq!(proven, lab.period.is_some(), "{code}: {verdict}");
                if let Some(p) = lab.period {
                    proofs += 1;
                    assert!(
                        verdict.contains(&format!(" {} ", p.period)) && !verdict.contains('$'),
                        "{verdict}"
                    );
                }
            }
        }
        assert_eq!(
            proofs, 6,
            "0.3, 0.52 and 0.31 are proved within heaps 0…20, 0.77 is not"
        );
        // A table no larger than the limit says nothing about a limit.
        let small = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 10);
        let v: Value = serde_json::from_str(&small.json(Lang::En)).unwrap();
        assert_eq!(v["beyond"], Value::Null);
        assert_eq!(v["rows"].as_array().unwrap().len(), 11);
    }

    #[test]
    fn a_tame_game_says_so_and_lists_no_presentation() {
        // 0.52: heaps of 2 removed, or 1 from a heap that is left: tame throughout this range.
        let m = MisereFigure::new(&OctalGame::parse("0.52").unwrap(), 20);
        let v: Value = serde_json::from_str(&m.json(Lang::En)).unwrap();
        assert!(v["tameness"].as_str().unwrap().starts_with("Tame"), "{v}");
        assert_eq!(v["panel"]["presentation"], Value::Null);
        assert_eq!(v["tame_upto"], 20);
    }
}
