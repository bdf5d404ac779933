//! The published figures the census compares with: tczajka's octal-games tables, transcribed.
//!
//! Source: <https://github.com/tczajka/octal-games> at commit `57e893a908ed`
//! (May 2018), four files: `TrivialGames.md` (games solved by their first
//! 1000 values: preperiod, period and the values themselves), `SolvedGames.md`
//! (the non-trivial solved games: "prefix" is the preperiod), `UnsolvedGames.md`
//! (games whose period nobody has found) and `GameLookup.md` (every octal
//! code with up to three digits, and `4.d1d2d3`, mapped to the simplest game
//! it is equivalent to; `-` is the code itself). The tables were
//! transcribed by a script from those files, row for row; nothing is
//! added. The same repository re-derives Achim Flammenkamp's tables
//! (<http://wwwhomes.uni-bielefeld.de/achim/octal.html>), whose own
//! table pages could not be retrieved here: only their introduction was.
//!
//! An equivalent game has the same values up to a shift of the heap sizes
//! ("a game in which taking a one-token heap is not allowed is equivalent
//! to the game with every heap one smaller", GameLookup.md), so its period is
//! the same and its preperiod may differ by that shift.

/// What the reference says about one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Figure {
    /// Eventually periodic: `g(n + period) = g(n)` for every `n ≥ preperiod`.
    Solved {
        /// The reference's "prefix": the values before the period starts.
        preperiod: usize,
        /// The period.
        period: usize,
    },
    /// Listed as unsolved: no period known.
    Unsolved,
}

/// One row of the reference's tables.
#[derive(Debug, Clone, Copy)]
pub struct Entry {
    /// The game as the reference writes it (`.77`, `4.3`, `4` for 4.0).
    pub game: &'static str,
    /// Its figure.
    pub figure: Figure,
    /// For trivial games, the values as printed: the preperiod, then the period in brackets
    /// (one character per value, `0`–`9` then `A`–`Z`). Read by the tests, which check them
    /// against the lab's tables.
    #[cfg_attr(not(test), allow(dead_code))]
    pub values: Option<&'static str>,
    /// The file the row was transcribed from.
    pub source: &'static str,
}

/// `TrivialGames.md`.
pub const TRIVIAL: &str =
    "https://github.com/tczajka/octal-games/blob/57e893a908ed2c0b1b2baa0e83a5a2a7698316ec/TrivialGames.md";
/// `SolvedGames.md`.
pub const SOLVED: &str =
    "https://github.com/tczajka/octal-games/blob/57e893a908ed2c0b1b2baa0e83a5a2a7698316ec/SolvedGames.md";
/// `UnsolvedGames.md`.
pub const UNSOLVED: &str =
    "https://github.com/tczajka/octal-games/blob/57e893a908ed2c0b1b2baa0e83a5a2a7698316ec/UnsolvedGames.md";
/// `GameLookup.md`.
pub const LOOKUP_SOURCE: &str =
    "https://github.com/tczajka/octal-games/blob/57e893a908ed2c0b1b2baa0e83a5a2a7698316ec/GameLookup.md";

/// Every row of `TrivialGames.md`, `SolvedGames.md` and `UnsolvedGames.md` (Grundy's game left out).
#[rustfmt::skip]
pub const ENTRIES: &[Entry] = &[
    Entry { game: "4", figure: Figure::Solved { preperiod: 1, period: 2 }, values: Some("0(01)"), source: TRIVIAL },
    Entry { game: ".1", figure: Figure::Solved { preperiod: 2, period: 1 }, values: Some("01(0)"), source: TRIVIAL },
    Entry { game: ".4", figure: Figure::Solved { preperiod: 54, period: 34 }, values: Some("000112031103322405223301130211045274011203110332244552(3301130211045374811203110332244559)"), source: TRIVIAL },
    Entry { game: ".02", figure: Figure::Solved { preperiod: 1, period: 4 }, values: Some("0(0011)"), source: TRIVIAL },
    Entry { game: ".11", figure: Figure::Solved { preperiod: 3, period: 1 }, values: Some("011(0)"), source: TRIVIAL },
    Entry { game: ".12", figure: Figure::Solved { preperiod: 1, period: 4 }, values: Some("0(1001)"), source: TRIVIAL },
    Entry { game: ".15", figure: Figure::Solved { preperiod: 1, period: 10 }, values: Some("0(1101122122)"), source: TRIVIAL },
    Entry { game: ".17", figure: Figure::Solved { preperiod: 33, period: 34 }, values: Some("011021301132234153223110312011442(6411021301132234457223110312011443)"), source: TRIVIAL },
    Entry { game: ".22", figure: Figure::Solved { preperiod: 1, period: 3 }, values: Some("0(012)"), source: TRIVIAL },
    Entry { game: ".26", figure: Figure::Solved { preperiod: 1, period: 4 }, values: Some("0(0123)"), source: TRIVIAL },
    Entry { game: ".31", figure: Figure::Solved { preperiod: 3, period: 2 }, values: Some("012(01)"), source: TRIVIAL },
    Entry { game: ".32", figure: Figure::Solved { preperiod: 1, period: 3 }, values: Some("0(102)"), source: TRIVIAL },
    Entry { game: ".34", figure: Figure::Solved { preperiod: 7, period: 8 }, values: Some("0101201(03121203)"), source: TRIVIAL },
    Entry { game: ".35", figure: Figure::Solved { preperiod: 1, period: 6 }, values: Some("0(120102)"), source: TRIVIAL },
    Entry { game: ".44", figure: Figure::Solved { preperiod: 143, period: 24 }, values: Some("00011223311443322114422664411227711443322114466774411228855447722118866774411223311447722118822774411228811447722114422774411228811447722118866(774411228811447722118822)"), source: TRIVIAL },
    Entry { game: ".51", figure: Figure::Solved { preperiod: 1, period: 1 }, values: Some("0(1)"), source: TRIVIAL },
    Entry { game: ".52", figure: Figure::Solved { preperiod: 4, period: 4 }, values: Some("0102(2103)"), source: TRIVIAL },
    Entry { game: ".53", figure: Figure::Solved { preperiod: 11, period: 9 }, values: Some("01122102240(122112241)"), source: TRIVIAL },
    Entry { game: ".54", figure: Figure::Solved { preperiod: 3, period: 7 }, values: Some("010(1222411)"), source: TRIVIAL },
    Entry { game: ".57", figure: Figure::Solved { preperiod: 1, period: 4 }, values: Some("0(1122)"), source: TRIVIAL },
    Entry { game: ".71", figure: Figure::Solved { preperiod: 3, period: 2 }, values: Some("012(10)"), source: TRIVIAL },
    Entry { game: ".72", figure: Figure::Solved { preperiod: 1, period: 4 }, values: Some("0(1023)"), source: TRIVIAL },
    Entry { game: ".75", figure: Figure::Solved { preperiod: 1, period: 2 }, values: Some("0(12)"), source: TRIVIAL },
    Entry { game: ".77", figure: Figure::Solved { preperiod: 71, period: 12 }, values: Some("01231432142641271432146741285472186741231472182741281472142741281472186(741281472182)"), source: TRIVIAL },
    Entry { game: "4.3", figure: Figure::Solved { preperiod: 2, period: 2 }, values: Some("01(20)"), source: TRIVIAL },
    Entry { game: ".002", figure: Figure::Solved { preperiod: 1, period: 6 }, values: Some("0(000111)"), source: TRIVIAL },
    Entry { game: ".017", figure: Figure::Solved { preperiod: 15, period: 60 }, values: Some("001112023114045(132021114026164041112026154046132021118026164041112026114046)"), source: TRIVIAL },
    Entry { game: ".022", figure: Figure::Solved { preperiod: 1, period: 5 }, values: Some("0(00112)"), source: TRIVIAL },
    Entry { game: ".044", figure: Figure::Solved { preperiod: 214, period: 36 }, values: Some("0000111222333111444333222111444222666444111222777111444333222111444666777444111222888555444777222111888666777444111222333111444777222111888222777444111222888111444777222111444222777444111222888111444777222111888666(777444111222888111444777222111888222)"), source: TRIVIAL },
    Entry { game: ".045", figure: Figure::Solved { preperiod: 189, period: 32 }, values: Some("000111222331114443322211144222664441112227711144433222111448627744411122288851444772221118886277444111222381114447722211188222774441112228811144477222111442227744411122288111444772221118886(27744411122288111444772221118822)"), source: TRIVIAL },
    Entry { game: ".051", figure: Figure::Solved { preperiod: 48, period: 48 }, values: Some("001110221340111322234015432223101043222010104325(401010232340101323234010432323101043232010104323)"), source: TRIVIAL },
    Entry { game: ".055", figure: Figure::Solved { preperiod: 259, period: 148 }, values: Some("0011122231114443222111422264441112227111444322211148227444111222781144472221114422774411122277111447222111448227441112227781144722211144422774111222777111442221114448227411122274781144722111444812744112227478111442211144481224411122744411184721114447112844112(2744411184421114447212844111274441118447111444721114442127441112244781144472111444811744411127478114447211144481124441112744411174721114447112844111)"), source: TRIVIAL },
    Entry { game: ".101", figure: Figure::Solved { preperiod: 4, period: 1 }, values: Some("0101(0)"), source: TRIVIAL },
    Entry { game: ".102", figure: Figure::Solved { preperiod: 1, period: 6 }, values: Some("0(100011)"), source: TRIVIAL },
    Entry { game: ".111", figure: Figure::Solved { preperiod: 4, period: 1 }, values: Some("0111(0)"), source: TRIVIAL },
    Entry { game: ".112", figure: Figure::Solved { preperiod: 1, period: 6 }, values: Some("0(110001)"), source: TRIVIAL },
    Entry { game: ".115", figure: Figure::Solved { preperiod: 1, period: 14 }, values: Some("0(11101112221222)"), source: TRIVIAL },
    Entry { game: ".116", figure: Figure::Solved { preperiod: 139, period: 96 }, values: Some("011002120211044152411204120411544252021544858282524A1A0A52425114051202114A514201120A120A1189818201120A12061104415241120415041152425A0A15428(58285524A1A0A52425114051202114A514201120A120A818981C201120A12061104415241120415041152425A0A1542C)"), source: TRIVIAL },
    Entry { game: ".121", figure: Figure::Solved { preperiod: 4, period: 4 }, values: Some("0102(1001)"), source: TRIVIAL },
    Entry { game: ".122", figure: Figure::Solved { preperiod: 1, period: 5 }, values: Some("0(10021)"), source: TRIVIAL },
    Entry { game: ".123", figure: Figure::Solved { preperiod: 5, period: 5 }, values: Some("01022(10021)"), source: TRIVIAL },
    Entry { game: ".124", figure: Figure::Solved { preperiod: 122, period: 62 }, values: Some("01001102130213011302332234250425322332031103120312011405547264750411021302130113023322746544557263320311031203120114055473(64758411021302130113023322746544557963320311031203120114055475)"), source: TRIVIAL },
    Entry { game: ".131", figure: Figure::Solved { preperiod: 4, period: 4 }, values: Some("0112(0011)"), source: TRIVIAL },
    Entry { game: ".132", figure: Figure::Solved { preperiod: 1, period: 5 }, values: Some("0(11002)"), source: TRIVIAL },
    Entry { game: ".134", figure: Figure::Solved { preperiod: 60, period: 62 }, values: Some("011001120312031103122332243514352233221301130213021104154462(74651401120312031103122332647544756273221301130213021104154463)"), source: TRIVIAL },
    Entry { game: ".141", figure: Figure::Solved { preperiod: 14, period: 11 }, values: Some("01011012212410(11212212412)"), source: TRIVIAL },
    Entry { game: ".144", figure: Figure::Solved { preperiod: 4, period: 10 }, values: Some("0100(1222244111)"), source: TRIVIAL },
    Entry { game: ".145", figure: Figure::Solved { preperiod: 3, period: 9 }, values: Some("010(112222411)"), source: TRIVIAL },
    Entry { game: ".147", figure: Figure::Solved { preperiod: 3, period: 8 }, values: Some("010(12224411)"), source: TRIVIAL },
    Entry { game: ".152", figure: Figure::Solved { preperiod: 2, period: 48 }, values: Some("01(102220104323101322401042231013234010222010432340)"), source: TRIVIAL },
    Entry { game: ".153", figure: Figure::Solved { preperiod: 16, period: 14 }, values: Some("0111222110222440(11222111222441)"), source: TRIVIAL },
    Entry { game: ".154", figure: Figure::Solved { preperiod: 4, period: 11 }, values: Some("0110(11222224111)"), source: TRIVIAL },
    Entry { game: ".157", figure: Figure::Solved { preperiod: 1, period: 6 }, values: Some("0(111222)"), source: TRIVIAL },
    Entry { game: ".171", figure: Figure::Solved { preperiod: 12, period: 11 }, values: Some("011221102140(11221122142)"), source: TRIVIAL },
    Entry { game: ".173", figure: Figure::Solved { preperiod: 21, period: 40 }, values: Some("011223104320112235143(2211023741322104627401223104620112275147)"), source: TRIVIAL },
    Entry { game: ".176", figure: Figure::Solved { preperiod: 24, period: 8 }, values: Some("011022344116223441166332(41166334)"), source: TRIVIAL },
    Entry { game: ".226", figure: Figure::Solved { preperiod: 21, period: 5 }, values: Some("001234012345123451230(51234)"), source: TRIVIAL },
    Entry { game: ".312", figure: Figure::Solved { preperiod: 5, period: 2 }, values: Some("01202(01)"), source: TRIVIAL },
    Entry { game: ".316", figure: Figure::Solved { preperiod: 4, period: 12 }, values: Some("0120(212301030123)"), source: TRIVIAL },
    Entry { game: ".331", figure: Figure::Solved { preperiod: 4, period: 3 }, values: Some("0123(012)"), source: TRIVIAL },
    Entry { game: ".332", figure: Figure::Solved { preperiod: 1, period: 4 }, values: Some("0(1203)"), source: TRIVIAL },
    Entry { game: ".351", figure: Figure::Solved { preperiod: 1, period: 8 }, values: Some("0(12120102)"), source: TRIVIAL },
    Entry { game: ".353", figure: Figure::Solved { preperiod: 4, period: 2 }, values: Some("0121(20)"), source: TRIVIAL },
    Entry { game: ".373", figure: Figure::Solved { preperiod: 2, period: 28 }, values: Some("01(2340123415231472104321402640)"), source: TRIVIAL },
    Entry { game: ".375", figure: Figure::Solved { preperiod: 37, period: 18 }, values: Some("0123124321342748148124814381482148148(124814781482148174)"), source: TRIVIAL },
    Entry { game: ".512", figure: Figure::Solved { preperiod: 3, period: 6 }, values: Some("011(122210)"), source: TRIVIAL },
    Entry { game: ".524", figure: Figure::Solved { preperiod: 1, period: 52 }, values: Some("0(1022104416701226144618701876147610781674107210781678)"), source: TRIVIAL },
    Entry { game: ".532", figure: Figure::Solved { preperiod: 7, period: 5 }, values: Some("0112240(12241)"), source: TRIVIAL },
    Entry { game: ".536", figure: Figure::Solved { preperiod: 1, period: 5 }, values: Some("0(11224)"), source: TRIVIAL },
    Entry { game: ".772", figure: Figure::Solved { preperiod: 8, period: 4 }, values: Some("01234162(4163)"), source: TRIVIAL },
    Entry { game: "4.12", figure: Figure::Solved { preperiod: 6, period: 7 }, values: Some("011220(4211221)"), source: TRIVIAL },
    Entry { game: "4.72", figure: Figure::Solved { preperiod: 1, period: 3 }, values: Some("0(124)"), source: TRIVIAL },
    Entry { game: "4.005", figure: Figure::Solved { preperiod: 31, period: 79 }, values: Some("0012123145132121527526126268458(3615156158158656541821856567281216515813212162682812128158132121826826121261461)"), source: TRIVIAL },
    Entry { game: "4.024", figure: Figure::Solved { preperiod: 2, period: 60 }, values: Some("00(12314314214264164134132142842812314314614624124134132182B82B)"), source: TRIVIAL },
    Entry { game: "4.102", figure: Figure::Solved { preperiod: 8, period: 10 }, values: Some("01112220(4421112221)"), source: TRIVIAL },
    Entry { game: "4.122", figure: Figure::Solved { preperiod: 6, period: 7 }, values: Some("011220(4311224)"), source: TRIVIAL },
    Entry { game: "4.304", figure: Figure::Solved { preperiod: 25, period: 21 }, values: Some("0120212461528156261625186(8182615261582816251B2)"), source: TRIVIAL },
    Entry { game: "4.323", figure: Figure::Solved { preperiod: 4, period: 4 }, values: Some("0124(3021)"), source: TRIVIAL },
    Entry { game: "4.444", figure: Figure::Solved { preperiod: 143, period: 24 }, values: Some("00123456732897654328945CD982345FE328976543289DCFE982345GHAB89EF5432GHDCFE982345673289EF5432GH45FE982345GH3289EF54328945FE982345GH3289EF5432GHDC(FE982345GH3289EF5432GH45)"), source: TRIVIAL },
    Entry { game: "4.722", figure: Figure::Solved { preperiod: 4, period: 4 }, values: Some("0124(6125)"), source: TRIVIAL },
    Entry { game: "4.726", figure: Figure::Solved { preperiod: 5, period: 16 }, values: Some("01246(12741824187B1248)"), source: TRIVIAL },
    Entry { game: "4.766", figure: Figure::Solved { preperiod: 19, period: 20 }, values: Some("01246128A1D2G14DE18(4D12481DG8142D148D1G)"), source: TRIVIAL },
    Entry { game: ".45", figure: Figure::Solved { preperiod: 498, period: 20 }, values: None, source: SOLVED },
    Entry { game: ".156", figure: Figure::Solved { preperiod: 3479, period: 349 }, values: None, source: SOLVED },
    Entry { game: ".356", figure: Figure::Solved { preperiod: 7315, period: 142 }, values: None, source: SOLVED },
    Entry { game: ".644", figure: Figure::Solved { preperiod: 3256, period: 442 }, values: None, source: SOLVED },
    Entry { game: ".165", figure: Figure::Solved { preperiod: 5181, period: 1550 }, values: None, source: SOLVED },
    Entry { game: ".16", figure: Figure::Solved { preperiod: 105351, period: 149459 }, values: None, source: SOLVED },
    Entry { game: ".56", figure: Figure::Solved { preperiod: 326640, period: 144 }, values: None, source: SOLVED },
    Entry { game: ".127", figure: Figure::Solved { preperiod: 46578, period: 4 }, values: None, source: SOLVED },
    Entry { game: ".376", figure: Figure::Solved { preperiod: 2268248, period: 4 }, values: None, source: SOLVED },
    Entry { game: ".354", figure: Figure::Solved { preperiod: 10061916, period: 1180 }, values: None, source: SOLVED },
    Entry { game: ".6", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".04", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".06", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".14", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".36", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".64", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".74", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".76", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".004", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".005", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".006", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".014", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".015", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".016", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".024", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".026", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".034", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".054", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".064", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".104", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".106", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".114", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".125", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".126", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".135", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".136", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".142", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".143", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".146", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".161", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".162", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".163", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".164", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".166", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".167", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".172", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".174", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".204", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".205", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".206", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".207", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".224", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".244", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".245", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".264", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".314", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".324", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".334", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".336", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".342", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".344", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".346", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".362", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".364", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".366", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".371", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".374", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".404", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".414", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".416", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".444", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".454", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".564", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".604", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".606", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".744", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".764", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".774", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: ".776", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.004", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.007", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.026", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.044", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.045", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.064", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.324", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.327", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.344", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.364", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.367", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.404", figure: Figure::Unsolved, values: None, source: UNSOLVED },
    Entry { game: "4.406", figure: Figure::Unsolved, values: None, source: UNSOLVED },
];

/// `GameLookup.md`: for the codes `prefix` + d (d = 1 to 7, the column), the
/// equivalent game the tables list (`-`: the code itself).
#[rustfmt::skip]
pub const LOOKUP: &[(&str, [&str; 7])] = &[
    (".x", ["-", "4", "4", "-", "4", "-", "4"]),
    ("4.x", [".51", "4", "-", ".77", ".51", ".77", ".75"]),
    (".0x", [".1", "-", ".02", "-", "4", "-", ".4"]),
    (".1x", ["-", "-", ".02", "-", "-", "-", "-"]),
    (".2x", ["4", "-", ".22", "4", "4", "-", ".26"]),
    (".3x", ["-", "-", ".22", "-", "-", "-", ".6"]),
    (".4x", [".17", ".4", ".17", "-", "-", ".44", ".45"]),
    (".5x", ["-", "-", "-", "-", ".51", "-", "-"]),
    (".6x", [".6", ".6", ".6", "-", ".64", ".64", ".64"]),
    (".7x", ["-", "-", ".26", "-", "-", "-", "-"]),
    ("4.0x", ["4", ".26", ".26", "4", "4", ".26", ".26"]),
    ("4.1x", [".51", "-", "4.12", ".51", ".51", ".57", ".57"]),
    ("4.2x", ["4", ".26", ".26", "4", "4", ".26", ".26"]),
    ("4.3x", ["4.3", ".332", ".332", "4.3", "4.3", ".332", ".332"]),
    ("4.4x", [".77", ".77", ".77", ".776", ".776", ".776", ".776"]),
    ("4.5x", [".51", ".57", ".57", ".51", ".51", ".57", ".57"]),
    ("4.6x", [".77", ".77", ".77", ".776", ".776", ".776", ".776"]),
    ("4.7x", [".75", "-", "4.72", ".75", ".75", "4.72", "4.72"]),
    (".00x", [".1", "-", ".002", "-", "-", "-", ".04"]),
    (".01x", [".11", "4", ".002", "-", "-", "-", "-"]),
    (".02x", [".02", "-", ".022", "-", ".024", "-", ".026"]),
    (".03x", [".02", ".022", ".022", "-", ".034", ".06", ".06"]),
    (".04x", [".017", ".04", ".017", "-", "-", ".044", ".045"]),
    (".05x", ["-", "4", ".051", "-", "-", ".054", ".055"]),
    (".06x", [".06", ".06", ".06", "-", ".064", ".064", ".064"]),
    (".07x", [".4", ".4", ".4", ".44", ".44", ".44", ".44"]),
    (".10x", ["-", "-", "4", "-", "4", "-", "4"]),
    (".11x", ["-", "-", ".002", "-", "-", "-", ".051"]),
    (".12x", ["-", "-", "-", "-", "-", "-", "-"]),
    (".13x", ["-", "-", ".022", "-", "-", "-", ".4"]),
    (".14x", ["-", "-", "-", "-", "-", "-", "-"]),
    (".15x", [".51", "-", "-", "-", ".51", "-", "-"]),
    (".16x", ["-", "-", "-", "-", "-", "-", "-"]),
    (".17x", ["-", "-", "-", "-", ".57", "-", ".45"]),
    (".20x", [".31", "4", ".71", "-", "-", "-", "-"]),
    (".21x", [".31", "4", ".71", ".204", ".205", ".206", ".207"]),
    (".22x", [".22", ".26", ".26", "-", ".224", "-", ".226"]),
    (".23x", [".22", ".26", ".26", ".224", ".224", ".226", ".226"]),
    (".24x", [".71", "4", ".71", "-", "-", ".244", ".245"]),
    (".25x", [".71", "4", ".71", ".244", ".245", ".244", ".245"]),
    (".26x", [".26", ".26", ".26", "-", ".264", ".264", ".264"]),
    (".27x", [".26", ".26", ".26", ".264", ".264", ".264", ".264"]),
    (".30x", ["4", "4", "4", "4", "4", "4", "4"]),
    (".31x", [".71", "-", ".71", "-", ".71", "-", ".71"]),
    (".32x", [".32", ".72", ".72", "-", ".324", ".72", ".72"]),
    (".33x", ["-", "-", ".26", "-", ".26", "-", ".26"]),
    (".34x", [".34", "-", ".342", "-", ".344", "-", ".346"]),
    (".35x", ["-", "4.3", "-", "-", ".75", "-", ".75"]),
    (".36x", [".36", "-", ".362", "-", ".364", "-", ".366"]),
    (".37x", ["-", ".332", "-", "-", "-", "-", ".64"]),
    (".40x", [".4", ".4", ".4", "-", ".404", ".404", ".404"]),
    (".41x", [".17", ".173", ".173", "-", ".414", "-", ".416"]),
    (".42x", [".4", ".4", ".4", ".404", ".404", ".404", ".404"]),
    (".43x", [".17", ".173", ".173", ".414", ".414", ".416", ".416"]),
    (".44x", [".44", ".44", ".44", "-", ".444", ".444", ".444"]),
    (".45x", [".45", ".45", ".45", "-", ".454", ".454", ".454"]),
    (".46x", [".44", ".44", ".44", ".444", ".444", ".444", ".444"]),
    (".47x", [".45", ".45", ".45", ".454", ".454", ".454", ".454"]),
    (".50x", ["4", "4", "4", "4", "4", "4", "4"]),
    (".51x", [".51", "-", ".512", ".51", ".51", ".157", ".157"]),
    (".52x", [".52", ".52", ".52", "-", ".524", ".524", ".524"]),
    (".53x", [".53", "-", ".532", ".57", ".57", "-", ".536"]),
    (".54x", [".54", ".54", ".54", ".147", ".147", ".147", ".147"]),
    (".55x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    (".56x", [".56", ".56", ".56", "-", ".564", ".564", ".564"]),
    (".57x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    (".60x", [".6", ".373", ".373", "-", ".604", "-", ".606"]),
    (".61x", [".6", ".373", ".373", ".604", ".604", ".606", ".606"]),
    (".62x", [".6", ".373", ".373", ".604", ".604", ".606", ".606"]),
    (".63x", [".6", ".373", ".373", ".604", ".604", ".606", ".606"]),
    (".64x", [".64", ".64", ".64", "-", ".644", ".644", ".644"]),
    (".65x", [".64", ".64", ".64", ".644", ".644", ".644", ".644"]),
    (".66x", [".64", ".64", ".64", ".644", ".644", ".644", ".644"]),
    (".67x", [".64", ".64", ".64", ".644", ".644", ".644", ".644"]),
    (".70x", ["4", "4", "4", "4", "4", "4", "4"]),
    (".71x", [".71", ".71", ".71", ".71", ".71", ".71", ".71"]),
    (".72x", [".72", ".72", ".72", ".72", ".72", ".72", ".72"]),
    (".73x", [".26", ".26", ".26", ".26", ".26", ".26", ".26"]),
    (".74x", [".74", ".74", ".74", "-", ".744", ".744", ".744"]),
    (".75x", [".75", ".75", ".75", ".75", ".75", ".75", ".75"]),
    (".76x", [".76", ".76", ".76", "-", ".764", ".764", ".764"]),
    (".77x", [".77", "-", ".772", "-", ".774", "-", ".776"]),
    ("4.00x", [".71", "4", ".71", "-", "-", "4.004", "-"]),
    ("4.01x", [".71", "4", ".71", "4.004", "4.005", "4.004", "4.007"]),
    ("4.02x", [".26", ".26", ".26", "-", "4.024", "-", "4.026"]),
    ("4.03x", [".26", ".26", ".26", "4.024", "4.024", "4.026", "4.026"]),
    ("4.04x", [".71", "4", ".71", "-", "-", "4.044", "4.045"]),
    ("4.05x", [".71", "4", ".71", "4.044", "4.045", "4.044", "4.045"]),
    ("4.06x", [".26", ".26", ".26", "-", "4.064", "4.064", "4.064"]),
    ("4.07x", [".26", ".26", ".26", "4.064", "4.064", "4.064", "4.064"]),
    ("4.10x", [".51", "-", "4.102", ".51", ".51", ".157", ".157"]),
    ("4.11x", [".51", "4.102", "4.102", ".51", ".51", ".157", ".157"]),
    ("4.12x", ["4.12", "-", "4.122", ".57", ".57", ".536", ".536"]),
    ("4.13x", ["4.12", "4.122", "4.122", ".57", ".57", ".536", ".536"]),
    ("4.14x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    ("4.15x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    ("4.16x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    ("4.17x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    ("4.20x", [".71", "4", ".71", "4.004", "4.005", "4.004", "4.007"]),
    ("4.21x", [".71", "4", ".71", "4.004", "4.005", "4.004", "4.007"]),
    ("4.22x", [".26", ".26", ".26", "4.024", "4.024", "4.026", "4.026"]),
    ("4.23x", [".26", ".26", ".26", "4.024", "4.024", "4.026", "4.026"]),
    ("4.24x", [".71", "4", ".71", "4.044", "4.045", "4.044", "4.045"]),
    ("4.25x", [".71", "4", ".71", "4.044", "4.045", "4.044", "4.045"]),
    ("4.26x", [".26", ".26", ".26", "4.064", "4.064", "4.064", "4.064"]),
    ("4.27x", [".26", ".26", ".26", "4.064", "4.064", "4.064", "4.064"]),
    ("4.30x", [".353", "4.3", ".353", "-", ".75", "4.304", ".75"]),
    ("4.31x", [".353", "4.3", ".353", "4.304", ".75", "4.304", ".75"]),
    ("4.32x", ["4.72", ".332", "-", "-", "4.72", "4.324", "-"]),
    ("4.33x", ["4.72", ".332", "4.323", "4.324", "4.72", "4.324", "4.327"]),
    ("4.34x", [".353", "4.3", ".353", "-", ".75", "4.344", ".75"]),
    ("4.35x", [".353", "4.3", ".353", "4.344", ".75", "4.344", ".75"]),
    ("4.36x", ["4.72", ".332", "4.323", "-", "4.72", "4.364", "-"]),
    ("4.37x", ["4.72", ".332", "4.323", "4.364", "4.72", "4.364", "4.367"]),
    ("4.40x", [".77", ".772", ".772", "-", "4.404", "-", "4.406"]),
    ("4.41x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.42x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.43x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.44x", [".776", ".776", ".776", "-", "4.444", "4.444", "4.444"]),
    ("4.45x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.46x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.47x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.50x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    ("4.51x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    ("4.52x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    ("4.53x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    ("4.54x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    ("4.55x", [".51", ".157", ".157", ".51", ".51", ".157", ".157"]),
    ("4.56x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    ("4.57x", [".57", ".536", ".536", ".57", ".57", ".536", ".536"]),
    ("4.60x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.61x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.62x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.63x", [".77", ".772", ".772", "4.404", "4.404", "4.406", "4.406"]),
    ("4.64x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.65x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.66x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.67x", [".776", ".776", ".776", "4.444", "4.444", "4.444", "4.444"]),
    ("4.70x", [".75", ".75", ".75", ".75", ".75", ".75", ".75"]),
    ("4.71x", [".75", ".75", ".75", ".75", ".75", ".75", ".75"]),
    ("4.72x", ["4.72", "-", "4.722", "4.72", "4.72", "-", "4.726"]),
    ("4.73x", ["4.72", "4.722", "4.722", "4.72", "4.72", "4.726", "4.726"]),
    ("4.74x", [".75", ".75", ".75", ".75", ".75", ".75", ".75"]),
    ("4.75x", [".75", ".75", ".75", ".75", ".75", ".75", ".75"]),
    ("4.76x", ["4.72", "4.722", "4.722", "4.72", "4.72", "-", "4.766"]),
    ("4.77x", ["4.72", "4.722", "4.722", "4.72", "4.72", "4.766", "4.766"]),
];

/// What the reference says about one code.
#[derive(Debug, Clone, Copy)]
pub struct Published {
    /// The game the tables list for it (the code itself in the reference's
    /// short form, `.77`, when it is its own simplest form).
    pub game: &'static str,
    /// Whether `game` is another code, equivalent by `GameLookup.md`.
    pub equivalent: bool,
    /// The row for `game`; `None` when the tables have none.
    pub entry: Option<&'static Entry>,
}

/// The reference's short form of a code: `0.077` → `.077`, `4.0` → `4`.
pub fn short_form(code: &str) -> String {
    match code.strip_prefix('0') {
        Some(rest) if rest.starts_with('.') => rest.to_string(),
        _ => code.strip_suffix(".0").unwrap_or(code).to_string(),
    }
}

/// The reference's figure for `code` (`0.d1…` or `4.d1…` with one to three
/// digits after the point, the last one not 0); `None` when `GameLookup.md`
/// has no row for it (longer codes, hexadecimal digits).
///
/// # Complexity
/// O(rows of the tables).
pub fn published(code: &str) -> Option<Published> {
    let short = short_form(code);
    let (whole, fraction) = short.split_once('.')?;
    let last = fraction.chars().last()?.to_digit(8)?;
    if !(1..=7).contains(&last) {
        return None;
    }
    let key = format!("{whole}.{}x", &fraction[..fraction.len() - 1]);
    let (_, row) = LOOKUP.iter().find(|(prefix, _)| *prefix == key)?;
    let target = row[last as usize - 1];
    let (game, equivalent) = if target == "-" {
        // The code itself: the `'static` name is the entry's, when there is one.
        match ENTRIES.iter().find(|e| e.game == short) {
            Some(e) => (e.game, false),
            None => {
                return Some(Published {
                    game: "",
                    equivalent: false,
                    entry: None,
                })
            }
        }
    } else {
        (target, true)
    };
    Some(Published {
        game,
        equivalent,
        entry: ENTRIES.iter().find(|e| e.game == game),
    })
}
