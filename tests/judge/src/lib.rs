//! What a judge does, std only: the known judges with their id and url rules, and how outputs are compared.
//!
//! Shared by `cargo xtask` (readme, bundle, new, stress) and the test kit
//! (`problem-kit`), so a rule is written once.

pub mod diff;
pub mod judges;
pub mod metadata;
