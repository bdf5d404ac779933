//! Times the valuer on Domineering: every one of the 2^20 subsets of a 4 × 5 board's cells, then the empty board of 6 rows × 5 columns; `subsets` runs only the first, `ROWS COLS` only that empty board.

use games_core::canonical::Games;
use games_core::domineering::{Board, Domineering};
use games_core::valuer::Valuer;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let [rows, cols] = &args[..] {
        empty_board(rows.parse().expect("ROWS"), cols.parse().expect("COLS"));
        return;
    }
    let start = Instant::now();
    let mut games = Games::new();
    let mut valuer = Valuer::new(Domineering);
    let mut outcomes = [0u32; 4];
    for mask in 0..1u64 << 20 {
        let v = valuer.value(&mut games, &Board::new(4, 5, mask));
        outcomes[games.outcome(v) as usize] += 1;
    }
    println!(
        "4 x 5, all 2^20 subsets: {:.2} s, {} parts memoised, {} games in the arena, outcomes (L, R, N, P) {:?}",
        start.elapsed().as_secs_f64(),
        valuer.memoised(),
        games.len(),
        outcomes
    );
    if args.first().map(String::as_str) != Some("subsets") {
        empty_board(6, 5);
    }
}

fn empty_board(rows: usize, cols: usize) {
    let start = Instant::now();
    let mut games = Games::new();
    let mut valuer = Valuer::new(Domineering);
    let v = valuer.value(&mut games, &Board::empty(rows, cols));
    println!(
        "{rows} rows x {cols} columns, empty: {:.2} s, {} parts memoised, {} games in the arena, outcome {:?}, stops {} / {}",
        start.elapsed().as_secs_f64(),
        valuer.memoised(),
        games.len(),
        games.outcome(v),
        games.left_stop(v),
        games.right_stop(v)
    );
}
