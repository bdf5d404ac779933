//! `cargo xtask bench` (being written).

/// Entry point of `cargo xtask bench`.
pub fn main(_args: &[String]) -> Result<(), String> {
    Err("`bench` is not written yet".into())
}
