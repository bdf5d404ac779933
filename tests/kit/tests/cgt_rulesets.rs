//! The partizan rulesets of games-core against search from their rules: a position's winners (Left first, Right first) equal those of the sum of its components and the outcome of its canonical value (games-core's valuer), a part's negative swaps the winners, values match CGSuite's, and sums of positions of different rulesets agree, on random small positions with fixed seeds.

use games_core::canonical::{GameId, Games};
use games_core::clobber::{Clobber, Grid};
use games_core::col_snort::{Col, Snort, Tinted};
use games_core::cutcake::{Cake, Cutcake};
use games_core::domineering::{Board, Domineering};
use games_core::dyadic::Dyadic;
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

/// On `count` random positions: the winners with each player first equal
/// those of the sum of the components (searched as one game) and the
/// outcome of the position's canonical value, and a part's negative has the
/// winners swapped.
fn components_keep_the_winners<R: Ruleset + Copy + 'static>(
    rules: R,
    count: usize,
    seed: u64,
    random: fn(&mut StdRng) -> R::Position,
) where
    R::Position: Debug,
{
    let game = Rules(rules);
    // Cutcake's values are integers: never a first-player win.
    let outcomes = if std::any::type_name::<R>().contains("Cutcake") {
        3
    } else {
        4
    };
    let mut rng = StdRng::seed_from_u64(seed);
    let mut winners = std::collections::HashSet::new();
    let mut games = Games::new();
    let mut valuer = Valuer::new(rules);
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

/// The value of `text` in `rules` by the valuer.
fn canonical<R: Ruleset>(games: &mut Games, rules: R, text: &str) -> GameId
where
    R::Position: std::str::FromStr,
    <R::Position as std::str::FromStr>::Err: Debug,
{
    Valuer::new(rules).value(games, &text.parse().unwrap())
}

/// CGSuite's values that are no numbers plus nimbers (its tests,
/// `lib/core/src/test/scala/org/cgsuite/lang/Game{Grid,Strip,Graph}Test.scala`,
/// and the task's anchors), built from their options in the same arena.
#[test]
fn hot_and_infinitesimal_values_match_cgsuite() {
    let mut g = Games::new();
    let n = |g: &mut Games, p: i128, e: u32| g.number(Dyadic::new(p, e));
    let (zero, star) = (g.zero(), g.nimber(1));
    let (one, two, three, four) = (g.integer(1), g.integer(2), g.integer(3), g.integer(4));
    let (minus_one, minus_two, minus_three) = (g.integer(-1), g.integer(-2), g.integer(-3));
    let (up, down) = (g.up_multiple(1), g.up_multiple(-1));
    // Domineering: 2 × 2 = ±1, 2 rows × 3 columns = {2 | −1/2}.
    let pm_one = g.from_options(&[one], &[minus_one]);
    assert_eq!(canonical(&mut g, Domineering, "..|.."), pm_one);
    let minus_half = n(&mut g, -1, 1);
    let two_half = g.from_options(&[two], &[minus_half]);
    assert_eq!(canonical(&mut g, Domineering, "...|..."), two_half);
    // Clobber: xxo = ↑, xoo = ↓, xox|ox. = {↑↑∗ | ∗, ↓}.
    assert_eq!(canonical(&mut g, Clobber, "xxo"), up);
    assert_eq!(canonical(&mut g, Clobber, "xoo"), down);
    let up_up_star = g.nus(Dyadic::ZERO, 2, 1);
    let clobber = g.from_options(&[up_up_star], &[star, down]);
    assert_eq!(canonical(&mut g, Clobber, "xox|ox."), clobber);
    // Toads and Frogs: tt.f = {1/2 | 0}; upper case is read too.
    let half = n(&mut g, 1, 1);
    let half_zero = g.from_options(&[half], &[zero]);
    assert_eq!(canonical(&mut g, ToadsAndFrogs, "tt.f"), half_zero);
    assert_eq!(canonical(&mut g, ToadsAndFrogs, "TT.F"), half_zero);
    // Toppling Dominoes: lrrlrrl = Tiny(1/2) = {0 || 0 | −1/2}, lere = {1 | 0, {0 | −1}}.
    let zero_minus_half = g.from_options(&[zero], &[minus_half]);
    let tiny_half = g.from_options(&[zero], &[zero_minus_half]);
    assert_eq!(canonical(&mut g, TopplingDominoes, "lrrlrrl"), tiny_half);
    let zero_minus_one = g.from_options(&[zero], &[minus_one]);
    let lere = g.from_options(&[one], &[zero, zero_minus_one]);
    assert_eq!(canonical(&mut g, TopplingDominoes, "lere"), lere);
    // Snort: L-.-.-.-L = {4 | 0, ±1}, .-.-.(-.;-.) = ±{3 | 2}.
    let snort = g.from_options(&[four], &[zero, pm_one]);
    assert_eq!(canonical(&mut g, Snort, "L-.-.-.-L"), snort);
    let three_two = g.from_options(&[three], &[two]);
    let minus = g.from_options(&[minus_two], &[minus_three]);
    let pm = g.from_options(&[three_two], &[minus]);
    assert_eq!(canonical(&mut g, Snort, ".-.-.(-.;-.)"), pm);
}
