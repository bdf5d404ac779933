//! Closed forms across a parameter sweep: piecewise-by-residue affine functions of the parameters, fitted exactly.
//!
//! A sweep gives, for every parameter value (or grid point), a few integers
//! (a period, a preperiod, the bounds of the P-residues). [`fit`] looks for
//! one form that reproduces all of them:
//!
//! - the rows are split by the residue of one parameter modulo `m`
//!   (`m = 1`, no split, first; then `m = 2, …,` [`MAX_MODULUS`] on each
//!   parameter in turn);
//! - in each residue class every quantity is an affine function of the
//!   parameters with rational coefficients, the simplest that fits: a
//!   constant, then affine in one parameter, then in all of them;
//! - a form is accepted only if it fits **every** row exactly, and each
//!   residue class holds at least `unknowns +` [`EXTRA_ROWS`] rows that
//!   constrain each of its quantities (so every coefficient is confirmed by
//!   three rows beyond the ones that determine it). Fewer rows give no form:
//!   the lab never claims a formula from too few rows.
//!
//! A quantity may be free in a row (`None`: any value fits, e.g. the step of a
//! one-element residue set); a class where it is free in every row leaves it free.

use serde::Serialize;

/// The largest modulus tried.
pub const MAX_MODULUS: u64 = 6;

/// Rows each residue class needs beyond the unknowns of its affine function.
pub const EXTRA_ROWS: usize = 3;

/// An exact fraction `num / den` (`den > 0`, in lowest terms).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Ratio {
    /// The numerator.
    pub num: i128,
    /// The denominator (positive).
    pub den: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ratio {
    /// `num / den` in lowest terms.
    ///
    /// # Panics
    /// If `den == 0`.
    ///
    /// # Complexity
    /// O(log max(|num|, |den|)).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::fit::Ratio;
    /// assert_eq!(Ratio::new(4, -6), Ratio { num: -2, den: 3 });
    /// ```
    pub fn new(num: i128, den: i128) -> Self {
        assert!(den != 0, "a fraction has a non-zero denominator");
        let g = gcd(num, den).max(1);
        let sign = if den < 0 { -1 } else { 1 };
        Ratio {
            num: sign * num / g,
            den: sign * den / g,
        }
    }

    fn int(n: i64) -> Self {
        Ratio {
            num: i128::from(n),
            den: 1,
        }
    }

    fn add(self, o: Ratio) -> Ratio {
        Ratio::new(self.num * o.den + o.num * self.den, self.den * o.den)
    }

    fn sub(self, o: Ratio) -> Ratio {
        self.add(Ratio::new(-o.num, o.den))
    }

    fn mul(self, o: Ratio) -> Ratio {
        Ratio::new(self.num * o.num, self.den * o.den)
    }

    fn div(self, o: Ratio) -> Ratio {
        Ratio::new(self.num * o.den, self.den * o.num)
    }
}

/// `constant + Σ coefficients[i] · x_i`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct Affine {
    /// The constant term.
    pub constant: Ratio,
    /// One coefficient per parameter (zero for the parameters it does not use).
    pub coefficients: Vec<Ratio>,
}

impl Affine {
    /// The value at `params`, when it is an integer.
    ///
    /// # Complexity
    /// O(parameters).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::fit::{Affine, Ratio};
    /// let f = Affine { constant: Ratio::new(1, 1), coefficients: vec![Ratio::new(1, 2)] };
    /// assert_eq!(f.eval(&[4]), Some(3));
    /// assert_eq!(f.eval(&[3]), None);
    /// ```
    pub fn eval(&self, params: &[i64]) -> Option<i64> {
        let mut v = self.constant;
        for (c, &x) in self.coefficients.iter().zip(params) {
            v = v.add(c.mul(Ratio::int(x)));
        }
        (v.den == 1).then(|| i64::try_from(v.num).ok()).flatten()
    }

    /// As people write it: `K + 1`, `L + R`, `2K − 3`, `(K + 1)/2`, `3`.
    ///
    /// # Complexity
    /// O(parameters).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::fit::{Affine, Ratio};
    /// let f = Affine { constant: Ratio::new(-1, 1), coefficients: vec![Ratio::new(1, 1), Ratio::new(0, 1)] };
    /// assert_eq!(f.text(&["L".into(), "R".into()]), "L − 1");
    /// ```
    pub fn text(&self, names: &[String]) -> String {
        let den = self
            .coefficients
            .iter()
            .fold(self.constant.den, |d, c| d / gcd(d, c.den) * c.den);
        let scaled = |r: Ratio| r.num * (den / r.den);
        let mut out = String::new();
        for (c, name) in self.coefficients.iter().zip(names) {
            let k = scaled(*c);
            if k == 0 {
                continue;
            }
            let mag = if k.abs() == 1 {
                String::new()
            } else {
                k.abs().to_string()
            };
            if out.is_empty() {
                out = format!("{}{mag}{name}", if k < 0 { "−" } else { "" });
            } else {
                out = format!("{out} {} {mag}{name}", if k < 0 { "−" } else { "+" });
            }
        }
        let k = scaled(self.constant);
        if out.is_empty() {
            out = if k < 0 {
                format!("−{}", -k)
            } else {
                k.to_string()
            };
        } else if k != 0 {
            out = format!("{out} {} {}", if k < 0 { "−" } else { "+" }, k.abs());
        }
        if den == 1 {
            out
        } else if out.contains(' ') {
            format!("({out})/{den}")
        } else {
            format!("{out}/{den}")
        }
    }
}

/// One residue class (or several with the same functions) of a [`Form`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Piece {
    /// The residues of the parameter modulo the form's modulus this piece covers.
    pub residues: Vec<u64>,
    /// One function per quantity (`None`: free in every row of the piece).
    pub entries: Vec<Option<Affine>>,
}

/// A piecewise-affine form: `pieces` by the residue of parameter `parameter` modulo `modulus`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Form {
    /// The modulus (1: one piece for every row).
    pub modulus: u64,
    /// The index of the parameter whose residue picks the piece.
    pub parameter: usize,
    /// The pieces; residue classes with equal functions are merged.
    pub pieces: Vec<Piece>,
}

impl Form {
    /// The piece that covers `params`.
    ///
    /// # Complexity
    /// O(modulus).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::fit::{fit, Sample};
    /// let samples: Vec<Sample> = (3..40i64)
    ///     .map(|k| Sample { params: vec![k], values: vec![Some(if k % 3 == 0 { k + 1 } else { 3 })] })
    ///     .collect();
    /// let form = fit(&samples, 1).unwrap();
    /// assert_eq!(form.eval(&[300]), vec![Some(301)]);
    /// assert_eq!(form.eval(&[301]), vec![Some(3)]);
    /// ```
    pub fn piece(&self, params: &[i64]) -> &Piece {
        let r = params[self.parameter].rem_euclid(self.modulus as i64) as u64;
        self.pieces
            .iter()
            .find(|p| p.residues.contains(&r))
            .expect("the pieces cover every residue")
    }

    /// The quantities at `params` (`None` where free or not an integer).
    ///
    /// # Complexity
    /// O(modulus + quantities · parameters).
    ///
    /// # Example
    /// See [`Form::piece`].
    pub fn eval(&self, params: &[i64]) -> Vec<Option<i64>> {
        self.piece(params)
            .entries
            .iter()
            .map(|e| e.as_ref().and_then(|f| f.eval(params)))
            .collect()
    }

    /// `name = text when X ≡ r (mod m), else text`, with `render` turning a
    /// piece's entries into text.
    ///
    /// # Complexity
    /// O(pieces · render).
    ///
    /// # Example
    /// ```
    /// use lab_engine::patterns::fit::{fit, Sample};
    /// let samples: Vec<Sample> = (3..40i64)
    ///     .map(|k| Sample { params: vec![k], values: vec![Some(if k % 3 == 0 { k + 1 } else { 3 })] })
    ///     .collect();
    /// let form = fit(&samples, 1).unwrap();
    /// let names = ["K".to_string()];
    /// let text = form.text(&names, |e| e[0].as_ref().unwrap().text(&names));
    /// assert_eq!(text, "K + 1 when K ≡ 0 (mod 3), else 3");
    /// ```
    pub fn text(&self, names: &[String], render: impl Fn(&[Option<Affine>]) -> String) -> String {
        if self.pieces.len() == 1 {
            return render(&self.pieces[0].entries);
        }
        // The piece with the most residues goes last, as "else".
        let last = (0..self.pieces.len())
            .max_by_key(|&i| (self.pieces[i].residues.len(), std::cmp::Reverse(i)))
            .unwrap_or(0);
        let name = &names[self.parameter];
        let mut parts: Vec<String> = Vec::new();
        for (i, p) in self.pieces.iter().enumerate() {
            if i == last {
                continue;
            }
            let residues: Vec<String> = p.residues.iter().map(|r| r.to_string()).collect();
            parts.push(format!(
                "{} when {name} ≡ {} (mod {})",
                render(&p.entries),
                residues.join(", "),
                self.modulus
            ));
        }
        format!(
            "{}, else {}",
            parts.join("; "),
            render(&self.pieces[last].entries)
        )
    }
}

/// One row of a sweep: its parameter values and its quantities (`None`: free).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// The parameter values.
    pub params: Vec<i64>,
    /// The quantities (the same number in every sample).
    pub values: Vec<Option<i64>>,
}

/// The simplest [`Form`] with `width` quantities that reproduces every
/// sample, under the rules of the module docs; `None` when there is none.
///
/// # Complexity
/// O(MAX_MODULUS · parameters · 2^parameters · samples · width), with exact
/// `i128` arithmetic.
///
/// # Example
/// ```
/// use lab_engine::patterns::fit::{fit, Sample};
/// // Period L + R over a grid.
/// let mut samples = Vec::new();
/// for l in 1..=5i64 {
///     for r in l..=8 {
///         samples.push(Sample { params: vec![l, r], values: vec![Some(l + r)] });
///     }
/// }
/// let form = fit(&samples, 1).unwrap();
/// let names = ["L".to_string(), "R".to_string()];
/// assert_eq!(form.text(&names, |e| e[0].as_ref().unwrap().text(&names)), "L + R");
/// // Four rows are too few to confirm a slope: no form.
/// let few: Vec<Sample> = (1..5i64).map(|k| Sample { params: vec![k], values: vec![Some(2 * k)] }).collect();
/// assert!(fit(&few, 1).is_none());
/// ```
pub fn fit(samples: &[Sample], width: usize) -> Option<Form> {
    let params = samples.first()?.params.len();
    let mut tries = vec![(1, 0)];
    for m in 2..=MAX_MODULUS {
        for p in 0..params {
            tries.push((m, p));
        }
    }
    tries
        .into_iter()
        .find_map(|(m, on)| fit_with(samples, width, params, m, on))
}

fn fit_with(samples: &[Sample], width: usize, params: usize, m: u64, on: usize) -> Option<Form> {
    let mut pieces: Vec<Piece> = Vec::new();
    for r in 0..m {
        let rows: Vec<&Sample> = samples
            .iter()
            .filter(|s| s.params[on].rem_euclid(m as i64) as u64 == r)
            .collect();
        if rows.is_empty() {
            return None;
        }
        let mut entries = Vec::with_capacity(width);
        for q in 0..width {
            let points: Vec<(&[i64], i64)> = rows
                .iter()
                .filter_map(|s| s.values[q].map(|v| (s.params.as_slice(), v)))
                .collect();
            if points.is_empty() {
                entries.push(None);
            } else {
                entries.push(Some(fit_affine(&points, params)?));
            }
        }
        match pieces.iter_mut().find(|p| p.entries == entries) {
            Some(p) => p.residues.push(r),
            None => pieces.push(Piece {
                residues: vec![r],
                entries,
            }),
        }
    }
    Some(Form {
        modulus: m,
        parameter: on,
        pieces,
    })
}

/// The simplest affine function through every point (constant, then one
/// parameter, then more), given enough points to confirm it.
fn fit_affine(points: &[(&[i64], i64)], params: usize) -> Option<Affine> {
    // Subsets of the parameters, smallest first.
    let mut subsets: Vec<Vec<usize>> = (0u32..1 << params)
        .map(|mask| (0..params).filter(|&i| mask >> i & 1 == 1).collect())
        .collect();
    subsets.sort_by_key(|s: &Vec<usize>| s.len());
    subsets.into_iter().find_map(|used| {
        let unknowns = used.len() + 1;
        if points.len() < unknowns + EXTRA_ROWS {
            return None;
        }
        let solution = solve(points, &used)?;
        let mut coefficients = vec![Ratio::int(0); params];
        for (&i, &c) in used.iter().zip(&solution[1..]) {
            coefficients[i] = c;
        }
        let f = Affine {
            constant: solution[0],
            coefficients,
        };
        points
            .iter()
            .all(|&(x, v)| f.eval(x) == Some(v))
            .then_some(f)
    })
}

/// The unique `[c, a_used…]` with `c + Σ a_i x_i = v` on a basis of the
/// points (Gaussian elimination over the rationals); `None` when the points
/// do not determine it.
fn solve(points: &[(&[i64], i64)], used: &[usize]) -> Option<Vec<Ratio>> {
    let n = used.len() + 1;
    // Echelon rows: (pivot column, row of n + 1 entries).
    let mut basis: Vec<(usize, Vec<Ratio>)> = Vec::new();
    for &(x, v) in points {
        if basis.len() == n {
            break;
        }
        let mut row: Vec<Ratio> = std::iter::once(Ratio::int(1))
            .chain(used.iter().map(|&i| Ratio::int(x[i])))
            .chain(std::iter::once(Ratio::int(v)))
            .collect();
        for (pivot, b) in &basis {
            let f = row[*pivot].div(b[*pivot]);
            if f.num != 0 {
                for j in 0..=n {
                    row[j] = row[j].sub(f.mul(b[j]));
                }
            }
        }
        if let Some(pivot) = (0..n).find(|&j| row[j].num != 0) {
            basis.push((pivot, row));
        }
    }
    if basis.len() < n {
        return None;
    }
    // Back substitution, the latest pivots first.
    let mut solution = vec![Ratio::int(0); n];
    for (pivot, row) in basis.iter().rev() {
        let mut rhs = row[n];
        for j in 0..n {
            if j != *pivot {
                rhs = rhs.sub(row[j].mul(solution[j]));
            }
        }
        solution[*pivot] = rhs.div(row[*pivot]);
    }
    Some(solution)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, Rng, SeedableRng};

    #[test]
    fn random_piecewise_forms_are_recovered_and_extrapolate() {
        let mut rng = StdRng::seed_from_u64(43);
        let mut found = 0;
        for _ in 0..300 {
            let m = rng.gen_range(1..=4i64);
            // Per residue: c + a·x + b·y with small integers.
            let coef: Vec<(i64, i64, i64)> = (0..m)
                .map(|_| {
                    (
                        rng.gen_range(-5..=5),
                        rng.gen_range(-3..=3),
                        rng.gen_range(-2..=2),
                    )
                })
                .collect();
            let two = rng.gen_bool(0.5);
            let f = |x: i64, y: i64| {
                let (c, a, b) = coef[x.rem_euclid(m) as usize];
                c + a * x + if two { b * y } else { 0 }
            };
            let mut samples = Vec::new();
            for x in 1..=30 {
                for y in if two { 1..=4 } else { 1..=1 } {
                    let params = if two { vec![x, y] } else { vec![x] };
                    samples.push(Sample {
                        params,
                        values: vec![Some(f(x, y))],
                    });
                }
            }
            let form = fit(&samples, 1).expect("a true form with many rows is found");
            assert!(form.modulus <= m as u64);
            found += 1;
            for x in 31..80 {
                let y = rng.gen_range(1..=9);
                let params = if two { vec![x, y] } else { vec![x] };
                let want = f(x, if two { y } else { 1 });
                assert_eq!(form.eval(&params), vec![Some(want)], "{coef:?} {two}");
            }
        }
        assert_eq!(found, 300);
    }

    #[test]
    fn noise_and_short_sweeps_have_no_form() {
        let mut rng = StdRng::seed_from_u64(47);
        let noise: Vec<Sample> = (0..40i64)
            .map(|k| Sample {
                params: vec![k],
                values: vec![Some(rng.gen_range(0..1000))],
            })
            .collect();
        assert!(fit(&noise, 1).is_none());
        // A constant needs 4 rows, a slope 5.
        let rows = |n: i64, f: fn(i64) -> i64| -> Vec<Sample> {
            (0..n)
                .map(|k| Sample {
                    params: vec![k],
                    values: vec![Some(f(k))],
                })
                .collect()
        };
        assert!(fit(&rows(3, |_| 7), 1).is_none());
        assert!(fit(&rows(4, |_| 7), 1).is_some());
        assert!(fit(&rows(4, |k| k), 1).is_none());
        assert!(fit(&rows(5, |k| k), 1).is_some());
    }

    #[test]
    fn free_entries_fit_anything() {
        let samples: Vec<Sample> = (1..30i64)
            .map(|k| Sample {
                params: vec![k],
                values: vec![
                    Some(0),
                    (k % 2 == 0).then_some(if k % 4 == 0 { 5 } else { 7 }),
                ],
            })
            .collect();
        let form = fit(&samples, 2).unwrap();
        assert_eq!(form.modulus, 4);
        let names = ["K".to_string()];
        let text = form.text(&names, |e| match &e[1] {
            Some(f) => f.text(&names),
            None => "free".into(),
        });
        assert_eq!(
            text,
            "5 when K ≡ 0 (mod 4); 7 when K ≡ 2 (mod 4), else free"
        );
    }

    #[test]
    fn text_of_fractions_and_signs() {
        let names = ["K".to_string(), "R".to_string()];
        let f = Affine {
            constant: Ratio::new(1, 2),
            coefficients: vec![Ratio::new(1, 2), Ratio::new(-3, 1)],
        };
        assert_eq!(f.text(&names), "(K − 6R + 1)/2");
        let g = Affine {
            constant: Ratio::new(-4, 1),
            coefficients: vec![Ratio::new(0, 1), Ratio::new(0, 1)],
        };
        assert_eq!(g.text(&names), "−4");
    }
}
