//! What a judge does, std only: the known judges with their id and url rules, how outputs are compared, and where the workspace is.
//!
//! Shared by `cargo xtask` (readme, bundle, new, stress) and the test kit
//! (`problem-kit`), so a rule is written once.

pub mod diff;
pub mod judges;
pub mod metadata;
pub mod workspace;
