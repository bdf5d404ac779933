//! The misère side of an octal game's figure: each heap's genus and single-heap outcome, tameness, and the misère quotient, from lab-engine's misère analysis within the page's bounds.

use crate::i18n::{fill, text, Lang};
use lab_engine::misere::analysis::{Analysis, Presentation};
use lab_engine::tables::octal::OctalGame;
use serde_json::json;

/// The largest heap the page analyses in misère play. The genus search grows
/// exponentially with the heap: at 20 (with the caps below) it takes about 0.2 s
/// natively for Kayles and 0.02 s for Dawson's Kayles, under 1 s for every code
/// tried (the slowest, 4.777, 0.8 s); 40 would take Kayles 10 s. In the browser's
/// release wasm Kayles answers in 0.13–0.23 s (`cargo xtask web --test`).
pub const MISERE_MAX_HEAP: usize = 20;

/// Pairs the quotient builder may search per heap (the lab allows far more).
pub const QUOTIENT_BUDGET: usize = 50_000;

/// Positions the genus search may have visited before it starts a heap.
pub const GENUS_POSITIONS: usize = 20_000;

/// Relations and P-portion elements written out at most.
const LISTED: usize = 30;

/// The misère analysis of heaps `0..=min(upto, MISERE_MAX_HEAP)` of an octal game.
#[derive(Debug, Clone)]
pub struct MisereFigure {
    /// The normal table's size (the page's `upto`).
    upto: usize,
    analysis: Analysis,
    presentation: Presentation,
}

/// One heap's row: the genus as `(g, "γ0γ1…")`, the outcome (`true`: P) and the element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Normal-play value G(n).
    pub normal: u32,
    /// The genus as lab-engine writes it (`1^{031}`), if the search reached this heap.
    pub genus: Option<String>,
    /// Whether the genus is tame.
    pub tame: Option<bool>,
    /// The misère outcome of the heap alone: `Some(true)` for P (the player to move loses).
    pub p: Option<bool>,
    /// The element of the quotient the heap maps to, in the presentation's generators.
    pub element: Option<String>,
}

impl MisereFigure {
    /// Analyses the heaps `0..=min(upto, MISERE_MAX_HEAP)` of `game` with lab-engine
    /// ([`Analysis::with_genus_cap`]), within the page's budgets.
    ///
    /// # Complexity
    /// Exponential in the heap for the genus (capped by [`GENUS_POSITIONS`]), the quotient
    /// builder's per heap (capped by [`QUOTIENT_BUDGET`]).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// let m = MisereFigure::new(&OctalGame::parse("0.77").unwrap(), 200);
    /// assert_eq!(m.heaps(), 20);
    /// assert_eq!(m.row(1).genus.as_deref(), Some("1^{031}"));
    /// ```
    pub fn new(game: &OctalGame, upto: usize) -> Self {
        let analysis = Analysis::with_genus_cap(
            game.clone(),
            upto.min(MISERE_MAX_HEAP),
            QUOTIENT_BUDGET,
            GENUS_POSITIONS,
        );
        let presentation = analysis.presentation();
        MisereFigure {
            upto,
            analysis,
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
        self.analysis.requested
    }

    /// The lab's analysis behind the figure.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::misere::MisereFigure;
    /// use lab_engine::tables::octal::OctalGame;
    /// assert_eq!(MisereFigure::new(&OctalGame::parse("0.07").unwrap(), 8).analysis().reached, 8);
    /// ```
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
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
    /// ```
    pub fn row(&self, n: usize) -> Row {
        let a = &self.analysis;
        let genus = a.genus.get(n);
        let p = match a.outcome(&[n]) {
            Ok(o) => Some(o.p),
            Err(_) => genus.and_then(|g| g.misere.first()).map(|&v| v == 0),
        };
        Row {
            normal: a.normal[n],
            genus: genus.map(|g| g.to_string()),
            tame: genus.map(|g| g.is_tame()),
            p,
            element: a
                .element(n)
                .map(|x| self.presentation.names[x as usize].clone()),
        }
    }

    /// The figure as JSON, words in `lang`: `heaps`, `limit`, `reached` (the quotient's last
    /// heap), `genus_heaps` (heaps with a genus), `tame_upto`, `order`, `p_size`, `rows` (each
    /// `n`, `g`, `genus` with its parts `genus_g` and `genus_sup`, `tame`, `outcome` "P"/"N",
    /// `element`), and the sentences `beyond` (when the normal table goes further),
    /// `tameness`, `genus_stop`, `quotient`, `quotient_stop`, `presentation`, `verdict`.
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
    /// ```
    pub fn json(&self, lang: Lang) -> String {
        let a = &self.analysis;
        let q = &a.quotient;
        let pres = &self.presentation;
        let shown = a.requested;
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
                    "outcome": r.p.map(|p| if p { "P" } else { "N" }),
                    "element": r.element,
                })
            })
            .collect();
        let num = |x: usize| x.to_string();
        let beyond = (self.upto > shown).then(|| {
            fill(
                lang,
                "misere_beyond",
                &[("limit", num(MISERE_MAX_HEAP)), ("upto", num(self.upto))],
            )
        });
        let genus_heaps = a.genus.len();
        let tameness = match a.genus.iter().position(|g| !g.is_tame()) {
            None if genus_heaps == 0 => None,
            None => Some(fill(lang, "misere_tame", &[("k", num(genus_heaps - 1))])),
            Some(w) => Some(fill(
                lang,
                "misere_wild",
                &[
                    ("k", num(w.saturating_sub(1))),
                    ("w", num(w)),
                    ("genus", a.genus[w].to_string()),
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
        let p_portion: Vec<String> = (0..q.order() as u32)
            .filter(|&x| q.is_p(x))
            .map(|x| pres.names[x as usize].clone())
            .collect();
        let quotient = fill(
            lang,
            "misere_quotient",
            &[
                ("r", num(a.reached)),
                ("order", num(q.order())),
                ("p", num(p_portion.len())),
                ("list", listed(&p_portion)),
            ],
        );
        let quotient_stop = (a.reached < shown).then(|| {
            fill(
                lang,
                "misere_quotient_stop",
                &[("r", num(a.reached)), ("next", num(a.reached + 1))],
            )
        });
        let wild_or_stopped = a.genus.iter().any(|g| !g.is_tame()) || a.reached < shown;
        let presentation = wild_or_stopped.then(|| {
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
        let verdict = match a.period {
            Some(p) => fill(
                lang,
                "misere_verdict_proven",
                &[
                    ("r", num(a.reached)),
                    ("p", num(p.period)),
                    ("start", num(p.start)),
                ],
            ),
            None => fill(lang, "misere_verdict", &[("r", num(a.reached))]),
        };
        json!({
            "heaps": shown,
            "upto": self.upto,
            "limit": MISERE_MAX_HEAP,
            "reached": a.reached,
            "genus_heaps": genus_heaps,
            "tame_upto": a.tame_upto(),
            "order": q.order(),
            "p_size": p_portion.len(),
            "rows": rows,
            "beyond": beyond,
            "tameness": tameness,
            "genus_stop": genus_stop,
            "quotient": quotient,
            "quotient_stop": quotient_stop,
            "presentation": presentation,
            "verdict": verdict,
        })
        .to_string()
    }
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
    use serde_json::Value;

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
            let game = OctalGame::parse(code).unwrap();
            let page = MisereFigure::new(&game, upto);
            let lab = Analysis::new(game.clone(), upto, 30_000_000);
            let lab_names = lab.presentation().names;
            let mut brute = Brute::new(game.clone());
            assert!(page.analysis.reached <= lab.reached, "{code}");
            assert!(page.analysis.genus.len() <= lab.genus.len(), "{code}");
            let v: Value = serde_json::from_str(&page.json(Lang::En)).unwrap();
            let rows = v["rows"].as_array().unwrap();
            assert_eq!(rows.len(), upto + 1, "{code}");
            for (n, shown) in rows.iter().enumerate() {
                let r = page.row(n);
                assert_eq!(r.normal, lab.normal[n], "{code} heap {n}");
                if let Some(g) = &r.genus {
                    assert_eq!(*g, lab.genus[n].to_string(), "{code} heap {n}");
                    assert_eq!(r.tame, Some(lab.genus[n].is_tame()));
                }
                let lab_p = lab.outcome(&[n]).ok().map(|o| o.p);
                if n <= page.analysis.reached {
                    assert_eq!(r.p, lab_p, "{code} heap {n}");
                }
                if n <= 14 {
                    // The rules' own answer: the heap alone, searched.
                    assert_eq!(r.p, Some(brute.is_p(&[n])), "{code} heap {n}");
                }
                if page.analysis.reached == lab.reached && n <= lab.reached {
                    let x = lab.element(n).unwrap();
                    assert_eq!(r.element.as_deref(), Some(lab_names[x as usize].as_str()));
                }
                let want = r.p.map(|p| if p { "P" } else { "N" });
                assert_eq!(shown["outcome"].as_str(), want, "{code} heap {n}");
            }
            if page.analysis.reached == lab.reached {
                assert_eq!(
                    page.analysis.quotient.order(),
                    lab.quotient.order(),
                    "{code}"
                );
                assert_eq!(v["order"], lab.quotient.order(), "{code}");
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
        assert_eq!(m.analysis.tame_upto(), Some(4));
        for lang in [Lang::En, Lang::Vi] {
            let v: Value = serde_json::from_str(&m.json(lang)).unwrap();
            assert_eq!(v["heaps"], MISERE_MAX_HEAP);
            assert_eq!(v["rows"][5]["genus_g"], "4");
            assert_eq!(v["rows"][5]["genus_sup"], "146");
            for key in ["beyond", "tameness", "quotient", "verdict", "presentation"] {
                let s = v[key]
                    .as_str()
                    .unwrap_or_else(|| panic!("{key} in {lang:?}"));
                assert!(!s.contains('$') && !s.contains("--"), "{s}");
            }
            let verdict = v["verdict"].as_str().unwrap();
            assert!(verdict.contains(&MISERE_MAX_HEAP.to_string()), "{verdict}");
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
            "0.3, 0.52 and 0.31 are proved within the page's heaps, 0.77 is not"
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
        assert_eq!(v["presentation"], Value::Null);
        assert_eq!(v["tame_upto"], 20);
    }
}
