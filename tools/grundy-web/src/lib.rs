//! grundy-web: the seeds' Nim and Grundy figures as a static web page, lab-engine compiled to WebAssembly.
//!
//! `link` parses and checks the page's shareable links, `grundy` builds the
//! Grundy figure (table, P-positions, the lab's verdict, mex explanations),
//! `nim_figure` the Nim figure (bit columns, nim-sum, winning and computer moves),
//! `misere` an octal game's misère side (genus, outcomes, tameness, quotient),
//! `partizan` the partizan panel (a value or a sum of ruleset positions: canonical
//! form, outcome, stops, thermograph, options),
//! and `bindings` exposes them as JSON strings, which `abi` exports to
//! JavaScript (`src/grundy_web.js` is its other half). The page in
//! `www/` only draws; `cargo xtask web` builds the site.

pub mod abi;
pub mod bindings;
pub mod grundy;
pub mod i18n;
pub mod link;
pub mod misere;
pub mod nim_figure;
pub mod partizan;
