//! Pattern verdicts for finite sequences of Grundy values (periodic, arithmetic-periodic, none).
