//! The genus column read from the quotient of the heaps and the nim-heaps, against the search-based genus.

use lab_engine::tables::octal::OctalGame;

/// The genus read from the quotient with the nim-heaps equals the search's
/// on every heap the search reaches within its cap, for the games the genus
/// tests cover.
#[test]
fn exact_genus_agrees_with_the_search_genus() {
    use lab_engine::misere::analysis::Analysis;
    // (game, heaps 0..=upto, heaps the quotient with the nim-heaps reaches at least)
    for (code, upto, least) in [
        ("0.77", 16, 17),
        ("0.07", 14, 10),
        ("0.137", 14, 9),
        ("0.4", 14, 11),
        ("0.52", 16, 17),
        ("4.7", 12, 5),
        ("0.6", 14, 7),
        ("0.71", 16, 8),
        ("0.35", 12, 4),
        ("0.56", 16, 17),
        ("0.123", 9, 8),
    ] {
        let game = OctalGame::parse(code).unwrap();
        let exact = Analysis::new_quotient_only(game.clone(), upto, 20_000_000)
            .with_exact_genus(3_000_000, 20_000_000);
        let search = Analysis::new_quotient_only(game, upto, 20_000_000).with_genus(3_000_000);
        assert!(
            search.genus_stop.is_none(),
            "{code}: {:?}",
            search.genus_stop
        );
        eprintln!(
            "{code}: genus exact for heaps 0..{} of 0..={upto}",
            exact.genus_exact
        );
        assert!(
            exact.genus_exact >= least,
            "{code}: exact for {} heaps",
            exact.genus_exact
        );
        assert_eq!(exact.genus, search.genus, "{code}");
    }
}
