//! From a game to its Grundy table: the games the lab knows (`game`), the one driver (`driver`), the builders it runs and the compact store they write (`values`).

pub mod divisors;
pub mod driver;
pub mod game;
pub mod hex;
pub mod octal;
pub mod sparse;
pub mod split;
pub mod values;
