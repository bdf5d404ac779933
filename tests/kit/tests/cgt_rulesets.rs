//! The partizan rulesets of games-core against search from their rules: a position's winners (Left first, Right first) equal those of the sum of its components and the outcome of its canonical value (games-core's valuer), a part's negative swaps the winners, values match CGSuite's, and sums of positions of different rulesets agree, on random small positions with fixed seeds.

use games_core::canonical::{GameId, Games};
use games_core::clobber::{Clobber, Grid};
use games_core::col_snort::{Col, Snort, Tinted};
use games_core::cutcake::{Cake, Cutcake};
use games_core::domineering::{Board, Domineering};
use games_core::graph_notation::{format_graph, LabelledGraph};
use games_core::partizan_hackenbush::{Hackenbush, Picture};
use games_core::ruleset::Ruleset;
use games_core::toads_frogs::{Row, ToadsAndFrogs};
use games_core::toppling_dominoes::{Strip, TopplingDominoes};
use games_core::valuer::Valuer;
use problem_kit::brute::partizan::{Partizan, Side};
use problem_kit::brute::ruleset::Rules;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::fmt::Debug;

/// A random string of `n` characters from `alphabet`.
fn word(rng: &mut StdRng, n: usize, alphabet: &[u8]) -> String {
    (0..n)
        .map(|_| char::from(alphabet[rng.gen_range(0..alphabet.len())]))
        .collect()
}

/// A random grid text of at most `cells` cells, rows joined by `|`.
fn grid_text(rng: &mut StdRng, cells: usize, alphabet: &[u8]) -> String {
    let rows = rng.gen_range(1..=3usize);
    let cols = rng.gen_range(1..=(cells / rows).max(1));
    (0..rows)
        .map(|_| word(rng, cols, alphabet))
        .collect::<Vec<_>>()
        .join("|")
}

fn domineering(rng: &mut StdRng) -> Board {
    grid_text(rng, 10, b"...#").parse().unwrap()
}

fn clobber(rng: &mut StdRng) -> Grid {
    grid_text(rng, 8, b".xxoo").parse().unwrap()
}

fn toads_frogs(rng: &mut StdRng) -> Row {
    let n = rng.gen_range(1..=8);
    word(rng, n, b"..tTf").parse().unwrap()
}

fn toppling(rng: &mut StdRng) -> Strip {
    let n = rng.gen_range(1..=7);
    word(rng, n, b".llrre").parse().unwrap()
}

fn cutcake(rng: &mut StdRng) -> Cake {
    let mut pieces = vec![(rng.gen_range(1..=5), rng.gen_range(1..=4))];
    if rng.gen_bool(0.5) {
        pieces.push((rng.gen_range(1..=3), rng.gen_range(1..=3)));
    }
    Cake::new(&pieces)
}

fn hackenbush(rng: &mut StdRng) -> Picture {
    let vertices = rng.gen_range(1..=5u8);
    let edges: Vec<(u8, u8, u8)> = (0..rng.gen_range(1..=6))
        .map(|_| {
            (
                rng.gen_range(0..vertices),
                rng.gen_range(0..=vertices),
                b"llrre"[rng.gen_range(0..5)],
            )
        })
        .collect();
    Picture::from_edges(&edges)
}

fn tinted(rng: &mut StdRng) -> Tinted {
    tinted_of(rng, 6)
}

/// A random graph of at most `most` vertices, each untinted, `L` or `R`.
fn tinted_of(rng: &mut StdRng, most: usize) -> Tinted {
    let n = rng.gen_range(1..=most);
    let mut g = LabelledGraph {
        vertices: (0..n).map(|_| b"\0\0\0LR"[rng.gen_range(0..5)]).collect(),
        edges: Vec::new(),
    };
    for u in 0..n {
        for v in u + 1..n {
            if rng.gen_bool(0.35) {
                g.edges.push((u, v, b'-'));
            }
        }
    }
    let text = format_graph(&g, true);
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} written by format_graph: {e}"))
}

/// The rules of `R` with no parts and no negatives: valued whole, by the
/// definition alone.
#[derive(Clone, Copy)]
struct Whole<R>(R);

impl<R: Ruleset> Ruleset for Whole<R> {
    type Position = R::Position;

    fn left_options(&self, p: &R::Position) -> Vec<R::Position> {
        self.0.left_options(p)
    }

    fn right_options(&self, p: &R::Position) -> Vec<R::Position> {
        self.0.right_options(p)
    }
}

/// On `count` random positions: the winners with each player first equal
/// those of the sum of the components (searched as one game) and the
/// outcome of the position's canonical value, that value equals the value
/// of the position valued whole (no parts, no negatives), and a part's
/// negative has the winners swapped.
fn components_keep_the_winners<R: Ruleset + Copy + 'static>(
    rules: R,
    count: usize,
    seed: u64,
    random: fn(&mut StdRng) -> R::Position,
) where
    R::Position: Debug,
{
    let game = Rules(rules);
    let is_cutcake = std::any::type_name::<R>().ends_with("Cutcake");
    // Cutcake's values are integers: never a first-player win.
    let outcomes = if is_cutcake { 3 } else { 4 };
    let mut rng = StdRng::seed_from_u64(seed);
    let mut winners = std::collections::HashSet::new();
    let mut games = Games::new();
    let mut valuer = Valuer::new(rules);
    let mut whole = Valuer::new(Whole(rules));
    for _ in 0..count {
        let p = random(&mut rng);
        let parts = rules.components(&p);
        let v = valuer.value(&mut games, &p);
        let o = games.outcome(v);
        assert_eq!(
            (o.left_first_wins(), o.right_first_wins()),
            (game.wins(&p, Side::Left), game.wins(&p, Side::Right)),
            "{p:?} valued {o:?}"
        );
        // Cutcake valued whole meets every multiset of pieces: too slow here
        // (its values are checked against Winning Ways' formula instead).
        if !is_cutcake {
            assert_eq!(v, whole.value(&mut games, &p), "{p:?}: by parts and whole");
        }
        for side in [Side::Left, Side::Right] {
            assert_eq!(
                game.wins(&p, side),
                game.sum_wins(&parts, side),
                "{p:?} = the sum of {parts:?}, {side:?} first"
            );
        }
        winners.insert((game.wins(&p, Side::Left), game.wins(&p, Side::Right)));
        for c in &parts {
            if let Some(n) = rules.negative(c) {
                for side in [Side::Left, Side::Right] {
                    assert_eq!(
                        game.wins(c, side),
                        game.wins(&n, side.other()),
                        "{c:?} against its negative {n:?}, {side:?} first"
                    );
                }
            }
            // A part is its own only part.
            assert_eq!(rules.components(c), vec![c.clone()], "{c:?}");
        }
    }
    assert_eq!(winners.len(), outcomes, "the outcomes met: {winners:?}");
}

#[test]
fn domineering_components_keep_the_winners() {
    components_keep_the_winners(Domineering, 250, 1, domineering);
}

#[test]
fn clobber_components_keep_the_winners() {
    components_keep_the_winners(Clobber, 300, 2, clobber);
}

#[test]
fn toads_and_frogs_components_keep_the_winners() {
    components_keep_the_winners(ToadsAndFrogs, 300, 3, toads_frogs);
}

#[test]
fn toppling_dominoes_components_keep_the_winners() {
    components_keep_the_winners(TopplingDominoes, 300, 4, toppling);
}

#[test]
fn cutcake_components_keep_the_winners() {
    components_keep_the_winners(Cutcake, 150, 5, cutcake);
}

#[test]
fn hackenbush_components_keep_the_winners() {
    components_keep_the_winners(Hackenbush, 300, 6, hackenbush);
}

#[test]
fn snort_components_keep_the_winners() {
    components_keep_the_winners(Snort, 300, 7, tinted);
}

#[test]
fn col_components_keep_the_winners() {
    components_keep_the_winners(Col, 300, 8, tinted);
}

/// CGSuite's values (its tests, `lib/core/src/test/scala/org/cgsuite/lang/Game*Test.scala`)
/// and Winning Ways' that are numbers or nimbers, by search from the rules.
#[test]
fn number_and_nimber_values_match_cgsuite() {
    fn value<R: Ruleset + 'static>(rules: R, text: &str) -> String
    where
        R::Position: std::str::FromStr,
        <R::Position as std::str::FromStr>::Err: Debug,
    {
        Rules(rules).value(&text.parse().unwrap()).to_string()
    }
    assert_eq!(value(Domineering, ".|."), "1");
    assert_eq!(value(Domineering, ".."), "-1");
    assert_eq!(value(Domineering, ".|.|.|."), "2");
    assert_eq!(value(Clobber, "xo"), "*");
    assert_eq!(value(ToadsAndFrogs, "t.f"), "*");
    assert_eq!(value(ToadsAndFrogs, "t..f"), "0");
    assert_eq!(value(ToadsAndFrogs, "t.."), "2");
    assert_eq!(value(Hackenbush, "lrlrrllr"), "77/128");
    assert_eq!(value(Hackenbush, "l(l;rl)"), "3/2");
    assert_eq!(value(Hackenbush, "eeeeeee"), "*7");
    assert_eq!(value(Hackenbush, "e(ee(e;e);e(eee;ee);e(ee;e))"), "*5");
    assert_eq!(
        value(
            Hackenbush,
            "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))"
        ),
        "*2"
    );
    assert_eq!(value(Col, "R-.-R-.-L-.-R-.-R-."), "7/8");
    // Winning Ways' Cutcake: (1, n) is n − 1 (Left's cuts), (2, 4) = 1, (3, 3) = 0.
    assert_eq!(value(Cutcake, "(1,5)"), "4");
    assert_eq!(value(Cutcake, "(2,4)"), "1");
    assert_eq!(value(Cutcake, "(4,2)"), "-1");
    assert_eq!(value(Cutcake, "(3,3)"), "0");
}

/// A position of any of the rulesets, so that positions of different
/// rulesets make one sum.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Mixed {
    Domineering(Board),
    Clobber(Grid),
    ToadsAndFrogs(Row),
    Toppling(Strip),
    Cutcake(Cake),
    Hackenbush(Picture),
    Snort(Tinted),
    Col(Tinted),
}

/// Applies `$f` to the ruleset and position inside a [`Mixed`], wrapping
/// the positions it returns back.
macro_rules! each {
    ($p:expr, $f:expr) => {
        match $p {
            Mixed::Domineering(q) => $f(Domineering, q)
                .into_iter()
                .map(Mixed::Domineering)
                .collect(),
            Mixed::Clobber(q) => $f(Clobber, q).into_iter().map(Mixed::Clobber).collect(),
            Mixed::ToadsAndFrogs(q) => $f(ToadsAndFrogs, q)
                .into_iter()
                .map(Mixed::ToadsAndFrogs)
                .collect(),
            Mixed::Toppling(q) => $f(TopplingDominoes, q)
                .into_iter()
                .map(Mixed::Toppling)
                .collect(),
            Mixed::Cutcake(q) => $f(Cutcake, q).into_iter().map(Mixed::Cutcake).collect(),
            Mixed::Hackenbush(q) => $f(Hackenbush, q)
                .into_iter()
                .map(Mixed::Hackenbush)
                .collect(),
            Mixed::Snort(q) => $f(Snort, q).into_iter().map(Mixed::Snort).collect(),
            Mixed::Col(q) => $f(Col, q).into_iter().map(Mixed::Col).collect(),
        }
    };
}

fn left_of<R: Ruleset>(r: R, p: &R::Position) -> Vec<R::Position> {
    r.left_options(p)
}

fn right_of<R: Ruleset>(r: R, p: &R::Position) -> Vec<R::Position> {
    r.right_options(p)
}

fn parts_of<R: Ruleset>(r: R, p: &R::Position) -> Vec<R::Position> {
    r.components(p)
}

/// Positions of all the rulesets as one game.
struct MixedRules;

impl Partizan for MixedRules {
    type Pos = Mixed;

    fn left(&self, p: &Mixed) -> Vec<Mixed> {
        each!(p, left_of)
    }

    fn right(&self, p: &Mixed) -> Vec<Mixed> {
        each!(p, right_of)
    }
}

/// A random position of a random ruleset, small enough to be summed.
fn mixed(rng: &mut StdRng) -> Mixed {
    match rng.gen_range(0..8) {
        0 => Mixed::Domineering(grid_text(rng, 5, b"...#").parse().unwrap()),
        1 => Mixed::Clobber(grid_text(rng, 5, b".xo").parse().unwrap()),
        2 => {
            let n = rng.gen_range(1..=6);
            Mixed::ToadsAndFrogs(word(rng, n, b"..tf").parse().unwrap())
        }
        3 => {
            let n = rng.gen_range(1..=5);
            Mixed::Toppling(word(rng, n, b".lre").parse().unwrap())
        }
        4 => Mixed::Cutcake(Cake::new(&[(rng.gen_range(1..=3), rng.gen_range(1..=3))])),
        5 => {
            let n = rng.gen_range(1..=4);
            Mixed::Hackenbush(word(rng, n, b"lre").parse().unwrap())
        }
        6 => Mixed::Snort(tinted_of(rng, 4)),
        _ => Mixed::Col(tinted_of(rng, 4)),
    }
}

/// Sums of 2–3 positions of different rulesets: the winners of the sum
/// searched as one game equal those of the sum of all their components and
/// the outcome of the sum of their values.
#[test]
fn sums_of_different_rulesets_split_into_components() {
    let mut rng = StdRng::seed_from_u64(9);
    let mut winners = std::collections::HashSet::new();
    let mut games = Games::new();
    let mut valuers = MixedValuers::default();
    for _ in 0..120 {
        let mut game: Vec<Mixed> = Vec::new();
        let size = rng.gen_range(2..=3);
        while game.len() < size {
            let p = mixed(&mut rng);
            if game
                .iter()
                .all(|q| std::mem::discriminant(q) != std::mem::discriminant(&p))
            {
                game.push(p);
            }
        }
        let parts: Vec<Mixed> = game
            .iter()
            .flat_map(|p| -> Vec<Mixed> { each!(p, parts_of) })
            .collect();
        for side in [Side::Left, Side::Right] {
            assert_eq!(
                MixedRules.sum_wins(&game, side),
                MixedRules.sum_wins(&parts, side),
                "{game:?} = {parts:?}, {side:?} first"
            );
        }
        let ids: Vec<GameId> = game.iter().map(|p| valuers.value(&mut games, p)).collect();
        let total = games.sum_all(&ids);
        let o = games.outcome(total);
        let searched = (
            MixedRules.sum_wins(&game, Side::Left),
            MixedRules.sum_wins(&game, Side::Right),
        );
        assert_eq!(
            (o.left_first_wins(), o.right_first_wins()),
            searched,
            "{game:?}: the sum of the values is {o:?}"
        );
        winners.insert(searched);
    }
    assert_eq!(winners.len(), 4, "all four outcomes met: {winners:?}");
}

/// A valuer for each ruleset, sharing one arena.
struct MixedValuers {
    domineering: Valuer<Domineering>,
    clobber: Valuer<Clobber>,
    toads_frogs: Valuer<ToadsAndFrogs>,
    toppling: Valuer<TopplingDominoes>,
    cutcake: Valuer<Cutcake>,
    hackenbush: Valuer<Hackenbush>,
    snort: Valuer<Snort>,
    col: Valuer<Col>,
}

impl Default for MixedValuers {
    fn default() -> MixedValuers {
        MixedValuers {
            domineering: Valuer::new(Domineering),
            clobber: Valuer::new(Clobber),
            toads_frogs: Valuer::new(ToadsAndFrogs),
            toppling: Valuer::new(TopplingDominoes),
            cutcake: Valuer::new(Cutcake),
            hackenbush: Valuer::new(Hackenbush),
            snort: Valuer::new(Snort),
            col: Valuer::new(Col),
        }
    }
}

impl MixedValuers {
    fn value(&mut self, games: &mut Games, p: &Mixed) -> GameId {
        match p {
            Mixed::Domineering(q) => self.domineering.value(games, q),
            Mixed::Clobber(q) => self.clobber.value(games, q),
            Mixed::ToadsAndFrogs(q) => self.toads_frogs.value(games, q),
            Mixed::Toppling(q) => self.toppling.value(games, q),
            Mixed::Cutcake(q) => self.cutcake.value(games, q),
            Mixed::Hackenbush(q) => self.hackenbush.value(games, q),
            Mixed::Snort(q) => self.snort.value(games, q),
            Mixed::Col(q) => self.col.value(games, q),
        }
    }
}

/// A position of the ruleset named `kind`, read from `text`.
fn mixed_from(kind: &str, text: &str) -> Mixed {
    fn read<T: std::str::FromStr<Err = games_core::ruleset::PositionError>>(
        kind: &str,
        text: &str,
    ) -> T {
        text.parse()
            .unwrap_or_else(|e| panic!("{kind} {text:?}: {e}"))
    }
    match kind {
        "Domineering" => Mixed::Domineering(read(kind, text)),
        "Clobber" => Mixed::Clobber(read(kind, text)),
        "ToadsAndFrogs" => Mixed::ToadsAndFrogs(read(kind, text)),
        "TopplingDominoes" => Mixed::Toppling(read(kind, text)),
        "Cutcake" => Mixed::Cutcake(read(kind, text)),
        "Hackenbush" => Mixed::Hackenbush(read(kind, text)),
        "Snort" => Mixed::Snort(read(kind, text)),
        "Col" => Mixed::Col(read(kind, text)),
        _ => panic!("no ruleset {kind}"),
    }
}

/// CGSuite's values: the expected outputs of its tests
/// (`lib/core/src/test/scala/org/cgsuite/lang/Game{Grid,Strip,Graph}Test.scala`,
/// `game.grid.Domineering(...).CanonicalForm` and so on) and the task's
/// anchors, read with the engine's `Games::parse` and compared as games.
#[test]
fn values_match_cgsuite() {
    let cases = [
        ("Domineering", ".|.", "1"),
        ("Domineering", "..|..", "+-1"),
        ("Domineering", "...|...", "{2|-1/2}"),
        (
            "Domineering",
            "....|....|....|....",
            "+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}",
        ),
        ("Clobber", "xo", "*"),
        ("Clobber", "xxo", "^"),
        ("Clobber", "xoo", "v"),
        ("Clobber", "xox|ox.", "{^^*|*,v}"),
        ("ToadsAndFrogs", "t.f", "*"),
        ("ToadsAndFrogs", "t..f", "0"),
        ("ToadsAndFrogs", "tt.f", "{1/2|0}"),
        ("ToadsAndFrogs", "TT.F", "{1/2|0}"),
        ("ToadsAndFrogs", "t..", "2"),
        (
            "ToadsAndFrogs",
            "ttttt..fffff",
            "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
        ),
        ("TopplingDominoes", "lrrlrrl", "Tiny(1/2)"),
        ("TopplingDominoes", "lere", "{1|0,{0|-1}}"),
        ("Col", "R-.-R-.-L-.-R-.-R-.", "7/8"),
        ("Snort", "L-.-.-.-L", "{4|0,+-1}"),
        ("Snort", ".-.-.(-.;-.)", "+-{3|2}"),
        ("Hackenbush", "lrlrrllr", "77/128"),
        ("Hackenbush", "l(l;rl)", "3/2"),
        ("Hackenbush", "eeeeeee", "*7"),
        ("Hackenbush", "lrlerrr", "3/4v[3]*"),
        ("Hackenbush", "e(ee(e;e);e(eee;ee);e(ee;e))", "*5"),
        (
            "Hackenbush",
            "e(ee:{waist};ee:{waist}e(ee;e(e:{head};e:{head}e)))",
            "*2",
        ),
    ];
    let mut games = Games::new();
    let mut valuers = MixedValuers::default();
    for (kind, text, cgsuite) in cases {
        let v = valuers.value(&mut games, &mixed_from(kind, text));
        let expected = games
            .parse(cgsuite)
            .unwrap_or_else(|e| panic!("{cgsuite}: {e}"));
        assert_eq!(
            games.show(v),
            games.show(expected),
            "{kind} {text}: CGSuite says {cgsuite}"
        );
        assert_eq!(v, expected, "{kind} {text}");
        // The engine's printed form reads back to the same game (it need not
        // be CGSuite's letter for letter: 4 × 4 prints Tiny and Miny as braces).
        let shown = games.show(v);
        assert_eq!(games.parse(&shown), Ok(v), "{kind} {text}: {shown}");
    }
}

/// Cutcake's values by the valuer equal Winning Ways' formula (the one
/// `bins/cut-cake` uses: with 2^a ≤ cols < 2^(a+1) and 2^b ≤ rows < 2^(b+1),
/// ⌊cols / 2^b⌋ − 1 if a > b, −(⌊rows / 2^a⌋ − 1) if a < b, else 0) on
/// every piece up to 12 × 12.
#[test]
fn cutcake_values_follow_winning_ways() {
    let mut games = Games::new();
    let mut valuer = Valuer::new(Cutcake);
    for rows in 1..=12u32 {
        for cols in 1..=12u32 {
            let (a, b) = (cols.ilog2(), rows.ilog2());
            let formula = match a.cmp(&b) {
                std::cmp::Ordering::Greater => i64::from(cols >> b) - 1,
                std::cmp::Ordering::Less => -(i64::from(rows >> a) - 1),
                std::cmp::Ordering::Equal => 0,
            };
            let v = valuer.value(&mut games, &Cake::new(&[(rows, cols)]));
            assert_eq!(v, games.integer(formula), "({rows},{cols})");
        }
    }
}
