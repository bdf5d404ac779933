//! `cargo xtask readme` (being written).

/// Entry point of `cargo xtask readme`.
pub fn main(_args: &[String]) -> Result<(), String> {
    Err("`readme` is not written yet".into())
}
