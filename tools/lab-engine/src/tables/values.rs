//! Compact Grundy tables: one byte per value while every value is below 256, two bytes up to 65 535, else four.

/// A value type a compact table stores (`u8`, `u16` or `u32`).
pub trait Cell: Copy + Eq + Into<u32> + Send + Sync + 'static {
    /// The largest storable value.
    const MAX: u32;
    /// `v` as a cell; `v ≤ Self::MAX` is the caller's duty.
    fn from_u32(v: u32) -> Self;
    /// The table's cells when they are of this type.
    fn slice(values: &Values) -> Option<&[Self]>;
}

/// The [`Cell`] impl of `$t`, the cell of the tables stored as `Values::$variant`.
macro_rules! cell {
    ($t:ty, $variant:ident) => {
        impl Cell for $t {
            const MAX: u32 = <$t>::MAX as u32;
            fn from_u32(v: u32) -> Self {
                v as $t
            }
            fn slice(values: &Values) -> Option<&[Self]> {
                match values {
                    Values::$variant(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}

cell!(u8, Narrow);
cell!(u16, Wide);
cell!(u32, Full);

/// `g(0..len)` stored in `u8` while every value fits, then in `u16`, then in `u32`.
///
/// # Example
/// ```
/// use lab_engine::tables::values::Values;
/// let mut v = Values::new();
/// v.push(3).unwrap();
/// assert_eq!(v.bytes_per_value(), 1);
/// v.push(300).unwrap();
/// assert_eq!((v.len(), v.get(0), v.get(1), v.bytes_per_value()), (2, 3, 300, 2));
/// v.push(70_000).unwrap();
/// assert_eq!((v.get(2), v.bytes_per_value()), (70_000, 4));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// Every value is below 256.
    Narrow(Vec<u8>),
    /// Some value is 256 or more (all are at most 65 535).
    Wide(Vec<u16>),
    /// Some value is 65 536 or more.
    Full(Vec<u32>),
}

impl Default for Values {
    fn default() -> Self {
        Values::new()
    }
}

impl Values {
    /// An empty table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert!(lab_engine::tables::values::Values::new().is_empty());
    /// ```
    pub fn new() -> Self {
        Values::Narrow(Vec::new())
    }

    /// A table of `values`.
    ///
    /// # Errors
    /// Never (kept fallible for future storage limits).
    ///
    /// # Complexity
    /// O(values.len()).
    ///
    /// # Example
    /// ```
    /// use lab_engine::tables::values::Values;
    /// assert_eq!(Values::from_u32(&[0, 1, 2]).unwrap().to_u32(), vec![0, 1, 2]);
    /// ```
    pub fn from_u32(values: &[u32]) -> Result<Self, String> {
        let mut out = Values::new();
        out.reserve(values.len());
        for &v in values {
            out.push(v)?;
        }
        Ok(out)
    }

    /// Number of values.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(lab_engine::tables::values::Values::from_u32(&[4, 5]).unwrap().len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        match self {
            Values::Narrow(v) => v.len(),
            Values::Wide(v) => v.len(),
            Values::Full(v) => v.len(),
        }
    }

    /// Whether there is no value.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert!(!lab_engine::tables::values::Values::from_u32(&[0]).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `g(n)`.
    ///
    /// # Panics
    /// If `n ≥ len()`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(lab_engine::tables::values::Values::from_u32(&[4, 5]).unwrap().get(1), 5);
    /// ```
    pub fn get(&self, n: usize) -> u32 {
        match self {
            Values::Narrow(v) => u32::from(v[n]),
            Values::Wide(v) => u32::from(v[n]),
            Values::Full(v) => v[n],
        }
    }

    /// Bytes per stored value (1, 2 or 4).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// assert_eq!(lab_engine::tables::values::Values::new().bytes_per_value(), 1);
    /// ```
    pub fn bytes_per_value(&self) -> usize {
        match self {
            Values::Narrow(_) => 1,
            Values::Wide(_) => 2,
            Values::Full(_) => 4,
        }
    }

    /// Reserves room for `extra` more values.
    ///
    /// # Complexity
    /// O(len) when it reallocates.
    ///
    /// # Example
    /// ```
    /// let mut v = lab_engine::tables::values::Values::new();
    /// v.reserve(10);
    /// assert!(v.is_empty());
    /// ```
    pub fn reserve(&mut self, extra: usize) {
        match self {
            Values::Narrow(v) => v.reserve(extra),
            Values::Wide(v) => v.reserve(extra),
            Values::Full(v) => v.reserve(extra),
        }
    }

    /// Reserves room for exactly `extra` more values (no amortised
    /// doubling: a table grown to a known end takes no more than it needs).
    ///
    /// # Complexity
    /// O(len) when it reallocates.
    ///
    /// # Example
    /// ```
    /// let mut v = lab_engine::tables::values::Values::from_u32(&[0]).unwrap();
    /// v.reserve_exact(1000);
    /// assert!(v.capacity() >= 1001);
    /// ```
    pub fn reserve_exact(&mut self, extra: usize) {
        match self {
            Values::Narrow(v) => v.reserve_exact(extra),
            Values::Wide(v) => v.reserve_exact(extra),
            Values::Full(v) => v.reserve_exact(extra),
        }
    }

    /// The number of values the store holds without reallocating.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let v = lab_engine::tables::values::Values::new();
    /// assert_eq!(v.capacity(), 0);
    /// ```
    pub fn capacity(&self) -> usize {
        match self {
            Values::Narrow(v) => v.capacity(),
            Values::Wide(v) => v.capacity(),
            Values::Full(v) => v.capacity(),
        }
    }

    /// Appends `value`, widening the storage when it does not fit.
    ///
    /// # Errors
    /// Never today (the `Result` keeps callers ready for a bounded storage).
    ///
    /// # Complexity
    /// Amortised O(1); O(len) when the storage widens (at most twice).
    ///
    /// # Example
    /// ```
    /// let mut v = lab_engine::tables::values::Values::new();
    /// v.push(65_535).unwrap();
    /// assert_eq!(v.bytes_per_value(), 2);
    /// ```
    pub fn push(&mut self, value: u32) -> Result<(), String> {
        let needed = if value > u32::from(u16::MAX) {
            4
        } else if value > u32::from(u8::MAX) {
            2
        } else {
            1
        };
        if needed > self.bytes_per_value() {
            let len = self.len();
            let room = len
                + 1
                + match self {
                    Values::Narrow(v) => v.capacity() - v.len(),
                    Values::Wide(v) => v.capacity() - v.len(),
                    Values::Full(v) => v.capacity() - v.len(),
                };
            *self = if needed == 2 {
                let mut wide: Vec<u16> = Vec::with_capacity(room);
                wide.extend(self.iter().map(|x| x as u16));
                Values::Wide(wide)
            } else {
                let mut full: Vec<u32> = Vec::with_capacity(room);
                full.extend(self.iter());
                Values::Full(full)
            };
        }
        match self {
            Values::Narrow(v) => v.push(value as u8),
            Values::Wide(v) => v.push(value as u16),
            Values::Full(v) => v.push(value),
        }
        Ok(())
    }

    /// Appends `g(n) = g(n − period)` for every `n` from `len()` to `upto`:
    /// the table continued by a period (one that a theorem has proven).
    ///
    /// # Panics
    /// If `period == 0` or `period > len()`.
    ///
    /// # Complexity
    /// O(upto − len) copies.
    ///
    /// # Example
    /// ```
    /// let mut v = lab_engine::tables::values::Values::from_u32(&[5, 1, 2]).unwrap();
    /// v.extend_periodic(2, 6);
    /// assert_eq!(v.to_u32(), vec![5, 1, 2, 1, 2, 1, 2]);
    /// ```
    pub fn extend_periodic(&mut self, period: usize, upto: usize) {
        fn run<T: Copy>(g: &mut Vec<T>, period: usize, upto: usize) {
            assert!(period > 0 && period <= g.len(), "a period within the table");
            if upto < g.len() {
                return;
            }
            g.reserve(upto + 1 - g.len());
            // Whole blocks of the period at a time (each block is already in the table).
            while g.len() <= upto {
                let start = g.len() - period;
                let take = period.min(upto + 1 - g.len());
                g.extend_from_within(start..start + take);
            }
        }
        match self {
            Values::Narrow(v) => run(v, period, upto),
            Values::Wide(v) => run(v, period, upto),
            Values::Full(v) => run(v, period, upto),
        }
    }

    /// Keeps the first `len` values.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// let mut v = lab_engine::tables::values::Values::from_u32(&[1, 2, 3]).unwrap();
    /// v.truncate(1);
    /// assert_eq!(v.to_u32(), vec![1]);
    /// ```
    pub fn truncate(&mut self, len: usize) {
        match self {
            Values::Narrow(v) => v.truncate(len),
            Values::Wide(v) => v.truncate(len),
            Values::Full(v) => v.truncate(len),
        }
    }

    /// The values as `u32`.
    ///
    /// # Complexity
    /// O(len) time and 4 · len bytes.
    ///
    /// # Example
    /// ```
    /// assert_eq!(lab_engine::tables::values::Values::from_u32(&[7]).unwrap().to_u32(), vec![7]);
    /// ```
    pub fn to_u32(&self) -> Vec<u32> {
        (0..self.len()).map(|n| self.get(n)).collect()
    }

    /// An iterator over the values.
    ///
    /// # Complexity
    /// O(1) per value.
    ///
    /// # Example
    /// ```
    /// let v = lab_engine::tables::values::Values::from_u32(&[1, 2]).unwrap();
    /// assert_eq!(v.iter().sum::<u32>(), 3);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len()).map(move |n| self.get(n))
    }
}
