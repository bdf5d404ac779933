//! `cargo xtask bundle` (being written).

/// Entry point of `cargo xtask bundle`.
pub fn main(_args: &[String]) -> Result<(), String> {
    Err("`bundle` is not written yet".into())
}
