//! The tests of stair-game: the standard ones against its kit.

use super::solve;

problem_kit::kit_tests!(solve);
