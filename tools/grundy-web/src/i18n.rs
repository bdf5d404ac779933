//! Every word the page shows, in one table per language (English, Vietnamese), with `$name` placeholders; English takes the lab's words where they are the same.

use lab_engine::patterns::verdict::{fill_template, LAB_WORDS};
use serde_json::{Map, Value};

/// A language of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Vietnamese, worded as seed 001's tutorial words it.
    Vi,
}

impl Lang {
    /// The language of a `lang=` link value (`en`, `vi`), `None` for anything else.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::i18n::Lang;
    /// assert_eq!(Lang::from_code("vi"), Some(Lang::Vi));
    /// assert_eq!(Lang::from_code("fr"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "vi" => Some(Lang::Vi),
            _ => None,
        }
    }

    /// The code written in links and in `<html lang>`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use grundy_web::i18n::Lang;
    /// assert_eq!(Lang::Vi.code(), "vi");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
        }
    }

    fn table(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => EN,
            Lang::Vi => VI,
        }
    }

    /// The table this language falls back to for a key it does not hold: English
    /// takes the lab's own words ([`LAB_WORDS`]) wherever the page says the same.
    fn fallback(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => LAB_WORDS,
            Lang::Vi => &[],
        }
    }
}

/// A verdict in the page's words: lab-engine's one renderer, worded from this language's table.
impl lab_engine::patterns::verdict::Words for Lang {
    fn fill(&self, key: &str, args: &[(&str, String)]) -> String {
        fill(*self, key, args)
    }
}

/// The text of `key` in `lang`, its placeholders unfilled.
///
/// # Panics
/// If `key` is not in the table (a bug: the tests check every key the code uses).
///
/// # Complexity
/// O(keys).
///
/// # Example
/// ```
/// use grundy_web::i18n::{text, Lang};
/// assert_eq!(text(Lang::Vi, "winning_move"), "Xem nước thắng");
/// ```
pub fn text(lang: Lang, key: &str) -> &'static str {
    lang.table()
        .iter()
        .chain(lang.fallback())
        .find(|(k, _)| *k == key)
        .map(|(_, v)| *v)
        .unwrap_or_else(|| panic!("no text `{key}`"))
}

/// The text of `key` in `lang` with each `$name` replaced by its value in `args`
/// (lab-engine's [`fill_template`], the one filler the lab's words use too).
///
/// # Panics
/// As [`text`].
///
/// # Complexity
/// O(length of the text · args).
///
/// # Example
/// ```
/// use grundy_web::i18n::{fill, Lang};
/// assert_eq!(fill(Lang::En, "cell", &[("n", "12".into()), ("g", "1".into())]), "n = 12, G = 1");
/// ```
pub fn fill(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    fill_template(text(lang, key), args)
}

/// The whole table of `lang` as a JSON object (what the page's script draws with).
///
/// # Complexity
/// O(keys).
///
/// # Example
/// ```
/// use grundy_web::i18n::{strings, Lang};
/// assert_eq!(strings(Lang::Vi)["before"], "TRƯỚC");
/// ```
pub fn strings(lang: Lang) -> Value {
    let mut m = Map::new();
    // The language's own words override its fallback's.
    for (k, v) in lang.fallback().iter().chain(lang.table()) {
        m.insert((*k).to_string(), Value::from(*v));
    }
    Value::Object(m)
}

/// A message not yet put into words: a table key and its arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    /// The table key.
    pub key: &'static str,
    /// The placeholders' values.
    pub args: Vec<(&'static str, String)>,
}

impl Msg {
    /// A message with arguments.
    ///
    /// # Complexity
    /// O(args).
    ///
    /// # Example
    /// ```
    /// use grundy_web::i18n::{Lang, Msg};
    /// let m = Msg::new("heaps_many", &[("max", 16.to_string()), ("count", 17.to_string())]);
    /// assert_eq!(m.render(Lang::En), "at most 16 heaps, got 17");
    /// ```
    pub fn new(key: &'static str, args: &[(&'static str, String)]) -> Self {
        Msg {
            key,
            args: args.to_vec(),
        }
    }

    /// The message in `lang`.
    ///
    /// # Complexity
    /// As [`fill`].
    ///
    /// # Example
    /// ```
    /// use grundy_web::i18n::{Lang, Msg};
    /// assert_eq!(Msg::new("heaps_empty", &[]).render(Lang::Vi), "hãy cho ít nhất một đống, ví dụ 3,4,5");
    /// ```
    pub fn render(&self, lang: Lang) -> String {
        fill(lang, self.key, &self.args)
    }
}

/// English: the page's own words. A key not here is the lab's ([`LAB_WORDS`]): the verdict's,
/// the value classes' and the catalogue's words the page shares with grundy-lab are written once.
const EN: &[(&str, &str)] = &[
    // The page's fixed words.
    ("page_title", "Nim and Grundy numbers"),
    ("intro", "Two interactive figures, computed in your browser. Everything you set is in the address bar, so a link reproduces what you see."),
    ("noscript", "This page needs JavaScript and WebAssembly to compute the figures."),
    ("loading", "Loading the engine…"),
    ("language", "Language"),
    ("lang_en", "English"),
    ("lang_vi", "Tiếng Việt"),
    ("computing", "Computing the table…"),
    ("nim_heading", "Nim: the XOR of the heaps, bit column by bit column"),
    ("nim_rules", "A move removes one or more tokens from a single heap; whoever takes the last token wins. Write the heaps in binary: the player to move loses exactly when every bit column holds an even number of ones, that is when the XOR of the heaps (the nim-sum X) is 0."),
    ("pn_explained", "P-position: the Previous player, who just moved, wins; the player to move loses (X = 0). N-position: the Next player, the one to move, wins (X ≠ 0)."),
    ("ba_explained", "The winning move is shown before it is played: the BEFORE and AFTER rows compare the heap it changes, and the deciding bit column is outlined."),
    ("heaps_label", "Heaps"),
    ("heap_col", "heap"),
    ("size_col", "size"),
    ("ones_row", "ones in the column"),
    ("nimsum_row", "nim‑sum"),
    ("nim_sum_label", "Nim-sum X ="),
    ("winning_move", "Show the winning move"),
    ("apply_move", "Play it"),
    ("undo", "Undo"),
    ("new_game", "New game"),
    ("play_legend", "Play against the computer (it plays perfectly)"),
    ("play_heap", "Heap"),
    ("play_leave", "leave"),
    ("play_tokens", "tokens"),
    ("play_move", "Play my move"),
    ("computer_move", "Computer moves"),
    ("before", "BEFORE"),
    ("after", "AFTER"),
    ("grundy_heading", "Grundy numbers: G(n) is the mex of the values one move away"),
    ("game_label", "Game"),
    ("game_subtraction", "subtraction set"),
    ("game_octal", "octal code"),
    ("game_grundy", "Grundy's game"),
    ("game_split", "split into K heaps"),
    ("game_divisors", "divisors"),
    ("moves_label", "moves S"),
    ("code_label", "code"),
    ("parts_label", "K"),
    ("unequal_label", "unequal"),
    ("take_label", "or take"),
    ("upto_label", "up to n ="),
    ("limit_note", "(at most $limit for this game)"),
    ("clamped", "$asked is above this game's limit: the table goes up to $limit."),
    ("examples", "Try:"),
    ("ex_kayles", "Kayles"),
    ("ex_dawson", "Dawson's Kayles"),
    ("ex_grundy", "Grundy's game"),
    ("ex_take_split", "take or split in three"),
    ("ex_divisors", "divisors"),
    ("verdict_label", "Verdict:"),
    ("plot_label", "G(n) against n for the n in the window; P-positions marked"),
    ("plot_hint", "The plot shows G(n) for the n in its window; P-positions are red squares. Move and zoom the window with the buttons, by dragging, or with the mouse wheel. Pick a value in the table or the plot: its options are listed and the mex is explained."),
    ("plot_left", "Move the window to smaller n"),
    ("plot_right", "Move the window to larger n"),
    ("plot_zoom_in", "Zoom in"),
    ("plot_zoom_out", "Zoom out"),
    ("plot_all", "Show every n"),
    ("plot_window", "n from $lo to $hi"),
    ("key_p", "P-position (G = 0)"),
    ("table_label", "Grundy values G(n): arrow keys move, Enter explains the value"),
    ("cell", "n = $n, G = $g"),
    ("cell_none", "n = $n is not a position"),
    ("footer", "Everything is computed in your browser; nothing you enter is sent anywhere."),
    // Messages.
    ("engine_failed", "Could not load the WebAssembly engine: $e"),
    ("link_problem", "This link has a problem: $e."),
    ("link_default_game", "Showing the default game instead."),
    ("link_default_heaps", "Showing the heaps $heaps instead."),
    ("nim_over", "Every heap is empty: the player to move has no move and loses."),
    ("nim_zero", "Every bit column has an even number of ones, so X = 0: a P-position. The player to move loses against perfect play."),
    ("nim_nonzero", "≠ 0: an N-position, the player to move wins. The highest 1 of X is in column $pow."),
    ("wm_preview", "Column $pow decides: it holds the highest 1 of X = $x. Heap $heap has a 1 there, so it drops from $from to $from XOR $x = $to, and every column becomes even."),
    ("wm_others", "Other winning moves: $count."),
    ("wm_applied", "Played heap $heap: $from → $to. Now X = 0: the opponent faces a P-position."),
    ("wm_none", "No winning move: X = 0, so every move hands the opponent an N-position."),
    ("wm_over", "No move at all: every heap is empty."),
    ("status_start", "Your turn: make a move, or let the computer start."),
    ("status_computer", "The computer took heap $heap from $from to $to. Your turn."),
    ("status_computer_won", "The computer took heap $heap from $from to $to, the last token: the computer wins. Press New game to play again."),
    ("status_computer_won_short", "The computer took the last token: the computer wins. Press New game to play again."),
    ("status_computer_turn", "The computer's turn: press Computer moves."),
    ("status_you_won", "You took the last token: you win! Press New game to play again."),
    ("status_over", "The game is over: every heap is empty. Press New game to play again."),
    ("status_after_yours", "You played heap $heap: $from → $to. The computer's turn: press Computer moves."),
    ("status_undone", "Move taken back. Your turn."),
    ("status_new", "New game from $heaps. Your turn: make a move, or let the computer start."),
    ("not_a_move", "Not a move: $e."),
    ("no_heap", "there is no heap $heap (heaps are 1 to $count)"),
    ("heap_empty", "heap $heap is empty: pick a heap that has tokens"),
    ("leave_fewer", "heap $heap has $from: leave fewer tokens, from 0 to $max"),
    ("not_tokens", "“$to” is not a whole number of tokens"),
    ("leave_range", "“$to”: heap $heap has $from, leave a whole number of tokens from 0 to $max"),
    ("leave_empty", "write how many tokens to leave in heap $heap: a whole number from 0 to $max"),
    ("heaps_empty", "give at least one heap size, e.g. 3,4,5"),
    ("heaps_many", "at most $max heaps, got $count"),
    ("heaps_bad", "heap “$h” is not a whole number from 0 to $max"),
    ("no_game", "the link names no game: add game=subtraction, octal, grundy, split or divisors"),
    ("unknown_game", "unknown game “$game”: use subtraction, octal, grundy, split, divisors, cgt, domineering, clobber, toads or hackenbush"),
    ("not_applicable", "“$key” does not apply to this game"),
    ("needs_moves", "a subtraction game needs its set S, e.g. 1,3,4"),
    ("move_bad", "moves: “$m” is not a whole number from 1 to $max"),
    ("code_needed", "an octal game needs its code, e.g. 0.77 (Kayles)"),
    ("code_long", "the octal code “$code” is too long (at most 20 digits after the point)"),
    ("code_bad", "“$code” is not an octal code such as 0.77 or 4.07"),
    ("code_bad_whole", "“$code” is not an octal code such as 0.77 or 4.07: the part before the point must be 0 or 4 (4 lets a heap be split in two), not “$whole”"),
    ("code_bad_point", "“$code” is not an octal code such as 0.77 or 4.07: it has no digit after the point"),
    ("code_bad_digit", "“$code” is not an octal code such as 0.77 or 4.07: “$c” is not an octal digit (0 to 7)"),
    ("parts_bad", "K = “$k”: a split makes 2 to 8 heaps"),
    ("flag_bad", "“$v” for $key: write 1 or 0"),
    ("upto_bad", "up to n = “$u”: write a whole number from 0 to $limit"),
    ("upto_empty", "up to n is empty: write a whole number from 0 to $limit"),
    ("n_bad", "n = “$n” is not a heap size from $first to $upto"),
    ("broken_escape", "the link has a broken escape near “$near”"),
    ("not_utf8", "the link is not valid UTF-8"),
    ("lang_bad", "lang = “$v”: use en or vi"),
    // Games.
    ("title_subtraction", "Subtraction game S = {$moves}: remove exactly s ∈ S tokens from one heap"),
    ("title_split", "Split one heap into $k non-empty heaps"),
    ("title_split_unequal", "Split one heap into $k non-empty heaps of different sizes"),
    ("title_take", ", or take any positive number of tokens from it"),
    ("title_grundy", " (Grundy's game)"),
    ("title_hdu", " (HDU 5795 “A Simple Nim”)"),
    ("title_octal", "Octal game $code"),
    ("name_kayles", " (Kayles)"),
    ("name_dawson", " (Dawson's Kayles)"),
    ("name_dawson_chess", " (Dawson's chess)"),
    ("name_officers", " (the “officers” game)"),
    ("title_divisors", "Replace n by a proper divisor d (1 ≤ d < n); 1 has no move"),
    // The verdict.
    ("v_rule_periodic", "G(n + $p) = G(n)"),
    ("v_rule_arith", "G(n + $p) = G(n) + $s"),
    ("v_periodic", "periodic, $rule for every n ≥ $a"),
    ("v_unproven_needed", ", checked up to $upto only; a table up to $needed would prove it by the $proof."),
    ("v_arith", "arithmetic-periodic, $rule for every n ≥ $a, checked up to $upto only."),
    ("v_none", "no period found up to $upto; $counts"),
    ("v_too_few", "no rule claimed up to $upto, too few values: $rule holds for every n ≥ $a, but that is $values after the preperiod; a period-$p claim needs at least $needed (three full periods, at least $min values, a quarter of the table): a table up to $show would show whether it goes on$prove. $counts"),
    ("v_would_prove", "; a table up to $needed would prove it by the $proof"),
    ("p_residues", "P-positions: n mod $p ∈ {$set} for every n ≥ $a"),
    ("p_residues_none", "No P-position for n ≥ $a"),
    ("p_below", "; below $a: n ∈ {$list}"),
    // The P-positions as residues plus catalogue exceptions (lab-engine's `ClassRule::render`).
    ("class_p_positions", "The P-positions"),
    ("class_checked", ", checked up to $upto only."),
    ("p_list", "P-positions (G = 0) up to $upto: $list ($count in all)."),
    ("p_list_none", "none"),
    // The mex explanation.
    ("ex_head", "n = $n: $count positions one move away"),
    ("ex_head_more", "n = $n: $total positions one move away (the first $count are listed)"),
    ("ex_mex_all", "G($n) = $mex, the mex over all $total options: the values 0…$last all occur (one option of each is listed below), and $mex does not."),
    ("ex_mex_all_many", "G($n) = $mex, the mex over all $total options: the values 0…$last all occur (one option of each of the first $count values is listed below), and $mex does not."),
    ("ex_mex_all_one", "G($n) = 1, the mex over all $total options: value 0 occurs (the option is listed below), and 1 does not."),
    ("ex_mex_all_zero", "G($n) = 0, the mex over all $total options: none of them has value 0, so the player to move loses (a P-position)."),
    ("ex_witnesses", "One option of each value below the mex:"),
    ("ex_first", "The first $count options, in the order the rules list them:"),
    ("ex_mex", "G($n) = mex{$set} = $mex: the smallest value that no move reaches."),
    ("ex_values", "values 0…mex:"),
    ("ex_nothing", "nothing left"),
    ("ex_also", "(values above the mex that moves also reach: $list)"),
    ("ex_pairs", "Each option is a pair of heaps (a, b); its value is G(a) XOR G(b)."),
    ("ex_tuples", "Each option is a group of heaps (a, b, c, …); its value is G(a) XOR G(b) XOR G(c) XOR …"),
    // Misère play.
    ("misere_heading", "Misère play: whoever moves last loses"),
    ("misere_intro", "The same game with the opposite rule: the player who takes the last token loses. A heap's genus g^{γ0γ1…} (Conway) holds its normal value g and its misère values: γk is the misère Grundy value of the heap together with k heaps of two in Nim; the heap alone is a misère P-position exactly when γ0 = 0. A genus is tame when it is that of a Nim position; sums of tame heaps play like misère Nim."),
    ("misere_computing", "Computing the misère analysis…"),
    ("misere_col_n", "n"),
    ("misere_col_g", "G(n)"),
    ("misere_col_genus", "genus"),
    ("misere_col_outcome", "misère outcome"),
    ("misere_col_element", "element"),
    ("misere_unknown", "?"),
    ("misere_table_label", "Each heap n in normal and misère play"),
    ("misere_key", "Misère outcome of the heap alone: P, the player to move loses; N, the player to move wins. The element is the heap's image in the misère quotient (1 is the identity). A wild genus is marked."),
    ("misere_wild_mark", "wild"),
    ("misere_beyond", "The misère table stops at heap $limit, while the normal table goes to $upto: the genus search grows fast with the heap, so the page shows heaps up to $limit only (the quotient below holds heaps 0…$q)."),
    ("misere_tame", "Tame: every heap 0…$k has a tame genus, so sums of these heaps play like misère Nim."),
    ("misere_wild", "Wild: heaps 0…$k are tame; heap $w has the wild genus $genus, so sums with it do not play like misère Nim."),
    ("misere_genus_stop", "The genus is shown for heaps 0…$k only: before heap $next the search had passed the page's budget of $cap positions."),
    ("misere_generator", "$g = heap $h"),
    ("misere_presentation", "Generators: $gens. Relations: $rels."),
    ("misere_no_relations", "none"),
    ("misere_octal_only", "misère play is analysed for octal games only"),
    ("misere_verdict", "checked up to $r: the quotient holds for every sum of heaps 0…$r (any number of each), checked on every such sum as it was built; heaps above $r are not covered (heaps 0…$r show no period the periodicity theorem for misère quotients can confirm)."),
    ("misere_verdict_proven", "proven for every heap: the elements of heaps 0…$r repeat with period $p from heap $start, and the periodicity theorem for misère quotients (stated and proved in the lab's lab_engine::misere::period) makes this the quotient of the whole game, the period going on for ever."),
    ("misere_checked_mark", "checked"),
    ("quotient_heading", "Misère quotient"),
    ("quotient_order", "Order |Q| = $order: the sums of heaps 0…$r fall into $order classes that no sum added to them tells apart in misère play."),
    ("quotient_p_list", "P-portion: $p of the $order elements are misère P-positions (the player to move loses): {$list}."),
    ("quotient_p_many", "P-portion: $p of the $order elements are misère P-positions (the player to move loses); the first $shown: {$list, …}."),
    ("quotient_proved", "Heaps covered: every heap, however large. Proved: the elements of heaps 0…$r repeat with period $p from heap $start, and the periodicity theorem for misère quotients makes this the quotient of the whole game."),
    ("quotient_upto", "Heaps covered: proved for every sum of heaps up to $r (the builder checks the misère rule on every such sum as it adds a heap); heaps above $r are not covered."),
    ("quotient_stopped", "Heaps covered: proved for every sum of heaps up to $r; the builder stopped at heap $next (adding it would pass the page's budget of $budget pairs per heap), so heaps above $r are not covered."),
    ("quotient_seen", "The elements show period $p from heap $start, not proved: heaps 0…$needs would prove it if it holds that far."),
    ("quotient_outcomes_beyond", "Beyond heap $r the table's outcome of a heap alone comes from its genus (P when γ0 = 0), up to heap $g: exact where the genus is exact, checked, not proved, where it is marked “checked”."),
    ("quotient_capped", "The page builds the quotient for heaps up to $limit only, to stay responsive (the normal table goes to $upto); grundy-lab octal $code --misere --until-proven goes further."),
    ("genus_all_exact", "Genus column: exact for every heap shown (0…$g), read from the quotient of the heaps together with nim-heaps."),
    ("genus_part_exact", "Genus column: exact for heaps 0…$e, read from the quotient of the heaps together with nim-heaps; heaps $next…$g are checked by search (their terms followed until four alternate), not proved, and marked “checked”."),
    ("genus_one_checked", "Genus column: exact for heaps 0…$e, read from the quotient of the heaps together with nim-heaps; heap $g is checked by search (its terms followed until four alternate), not proved, and marked “checked”."),
    ("genus_none_exact", "Genus column: checked by search for heaps 0…$g (their terms followed until four alternate), not proved, and marked “checked”."),
    // The partizan panel.
    ("cgt_heading", "Partizan games: canonical form, outcome and thermograph"),
    ("cgt_intro", "Left and Right have different moves; whoever cannot move loses. Type a value in CGSuite's notation, or set up a position by clicking; several components make a sum."),
    ("cgt_kind_label", "Game"),
    ("cgt_kind_cgt", "a value (CGSuite notation)"),
    ("cgt_kind_domineering", "Domineering"),
    ("cgt_kind_clobber", "Clobber"),
    ("cgt_kind_toads", "Toads and Frogs"),
    ("cgt_kind_hackenbush", "Hackenbush stalks"),
    ("cgt_value_label", "Value"),
    ("cgt_position_label", "Position (components separated by commas)"),
    ("cgt_hint_cgt", "Examples: {0|*} is ↑ (write ^), {2|-1/2}, {3||2|1}, +-1, ^*, 1/2, *2, v; sums with +."),
    ("cgt_hint_domineering", "Click a cell to block or free it. Left places vertical dominoes, Right horizontal ones."),
    ("cgt_hint_clobber", "Click a cell: x (Left's stone), o (Right's), empty. A player moves a stone of theirs onto an adjacent stone of the other's, which is removed."),
    ("cgt_hint_toads", "Click a cell: toad t (Left's, moves right), frog f (Right's, moves left), empty. A piece steps into the empty cell next to it or jumps one opposing piece into the empty cell beyond."),
    ("cgt_hint_hackenbush", "Each stalk stands on the ground; click an edge to colour it blue (Left's), red (Right's) or green (either's). Cutting an edge drops everything above it."),
    ("cgt_add_row", "+ row"),
    ("cgt_drop_row", "− row"),
    ("cgt_add_col", "+ column"),
    ("cgt_drop_col", "− column"),
    ("cgt_add_edge", "+ edge"),
    ("cgt_drop_edge", "− edge"),
    ("cgt_add_component", "Add a component"),
    ("cgt_remove_component", "Remove"),
    ("cgt_component", "Component $k, worth $v"),
    ("cgt_component_plain", "Component $k"),
    ("cgt_computing", "Computing the value…"),
    ("cgt_time", "Computed in $ms ms."),
    ("cgt_canonical", "Canonical form"),
    ("cgt_cgsuite", "CGSuite text"),
    ("cgt_copy", "Copy"),
    ("cgt_copied", "Copied"),
    ("cgt_outcome_label", "Outcome"),
    ("cgt_outcome_left", "Left wins whoever starts"),
    ("cgt_outcome_right", "Right wins whoever starts"),
    ("cgt_outcome_next", "Whoever starts wins"),
    ("cgt_outcome_previous", "Whoever starts loses: the second player wins"),
    ("cgt_left_stop", "Left stop"),
    ("cgt_right_stop", "Right stop"),
    ("cgt_temperature", "Temperature"),
    ("cgt_mean", "Mean"),
    ("cgt_thermograph", "Thermograph"),
    ("cgt_thermo_label", "Thermograph: the left wall, the right wall and the mast, temperature upwards, values decreasing to the right"),
    ("cgt_thermo_hint", "Temperature t runs upwards from −1, values decrease to the right (Left's side is on the left). The walls meet at the temperature; above it the mast stands at the mean."),
    ("cgt_mark_temperature", "t = $t"),
    ("cgt_mark_mean", "mean $m"),
    ("cgt_left_options", "Left's options"),
    ("cgt_right_options", "Right's options"),
    ("cgt_no_options", "none"),
    ("cgt_left_prefix", "L"),
    ("cgt_right_prefix", "R"),
    ("cgt_kept", "kept in the canonical form"),
    ("cgt_equal", "equal to $o"),
    ("cgt_dominated", "dominated by $o = $v"),
    ("cgt_reversible", "reversible through $through, replaced by $list"),
    ("cgt_reversible_gone", "reversible through $through, replaced by nothing"),
    ("cgt_winning", "a winning move"),
    ("cgt_options_canonical", "These are the canonical form's own options."),
    ("cgt_options_typed", "The options as typed. Which are dominated or reversible is worked out in the page by comparing games (the engine reports no simplification steps)."),
    ("cgt_options_board", "Each move on the board and the value it leaves. Which are dominated or reversible is worked out in the page by comparing games (the engine reports no simplification steps). Point at a move to see it on the board."),
    ("cgt_problem", "Cannot show this: $e"),
    ("cgt_link_default", "The partizan panel shows its default instead."),
    ("cgt_needs_value", "type a value, such as {0|*}"),
    ("cgt_needs_board", "the link names no position (board=…)"),
    ("cgt_unexpected", "unexpected “$c” at column $col"),
    ("cgt_unknown_name", "unknown name “$w” at column $col"),
    ("cgt_brace", "unbalanced brace at column $col"),
    ("cgt_paren", "unbalanced parenthesis at column $col"),
    ("cgt_end", "the value ends too early (column $col)"),
    ("cgt_expected_game", "a game is missing at column $col"),
    ("cgt_needs_bar", "a game in braces needs a bar | (column $col)"),
    ("cgt_ambiguous_bars", "bars of the same length at column $col: add braces"),
    ("cgt_denominator", "a denominator must be a power of 2 (column $col)"),
    ("cgt_option_comma", "an option is missing next to a comma at column $col"),
    ("cgt_too_large", "a number or nesting too large at column $col"),
    ("cgt_cannot_read", "cannot read the value at column $col"),
    ("cgt_value_long", "the value is longer than $max characters"),
    ("cgt_many_components", "$n components: at most $max"),
    ("cgt_empty_component", "component $k is empty"),
    ("cgt_bad_cell", "component $k, row $row, column $col: “$c” is not a cell here; use $alphabet"),
    ("cgt_ragged", "component $k: row $row is not as long as the first"),
    ("cgt_grid_large", "component $k is $size: at most $max rows and $max columns"),
    ("cgt_large_domineering", "the boards have $n free cells: the page computes at most $max"),
    ("cgt_large_clobber", "the grids have $n stones: the page computes at most $max"),
    ("cgt_large_toads", "the rows have $n cells: the page computes at most $max"),
    ("cgt_large_hackenbush", "the stalks have $n edges: the page computes at most $max"),
    ("cgt_bad_position", "component $k: $e"),
];

/// Vietnamese (the tutorial's words: đống, viên, tổng XOR, cột bit).
const VI: &[(&str, &str)] = &[
    ("page_title", "Nim và số Grundy"),
    ("intro", "Hai hình tương tác, được tính ngay trong trình duyệt của bạn. Mọi thứ bạn chọn đều nằm trên thanh địa chỉ, nên gửi đường link là người nhận thấy đúng như bạn."),
    ("noscript", "Trang này cần JavaScript và WebAssembly để tính các hình."),
    ("loading", "Đang tải bộ máy…"),
    ("language", "Ngôn ngữ"),
    ("lang_en", "English"),
    ("lang_vi", "Tiếng Việt"),
    ("computing", "Đang tính bảng…"),
    ("nim_heading", "Nim: tổng XOR của các đống, từng cột bit"),
    ("nim_rules", "Mỗi nước bỏ đi một hoặc nhiều viên từ đúng một đống; ai lấy viên cuối cùng thì thắng. Viết các đống ở hệ nhị phân: người sắp đi thua đúng khi mọi cột bit có một số chẵn chữ 1, tức là khi tổng XOR X của các đống bằng 0."),
    ("pn_explained", "Thế P (Previous, người đi trước đó): người vừa đi thắng, người sắp đi thua (X = 0). Thế N (Next, người đi kế tiếp): người sắp đi thắng (X ≠ 0)."),
    ("ba_explained", "Nước thắng được cho xem trước khi đi: hàng TRƯỚC và SAU so sánh đống bị đổi, và cột bit quyết định được viền khung."),
    ("heaps_label", "Các đống"),
    ("heap_col", "đống"),
    ("size_col", "số viên"),
    ("ones_row", "số chữ 1 trong cột"),
    ("nimsum_row", "tổng XOR"),
    ("nim_sum_label", "Tổng XOR X ="),
    ("winning_move", "Xem nước thắng"),
    ("apply_move", "Đi nước này"),
    ("undo", "Hoàn tác"),
    ("new_game", "Ván mới"),
    ("play_legend", "Chơi với máy (máy chơi hoàn hảo)"),
    ("play_heap", "Đống"),
    ("play_leave", "để lại"),
    ("play_tokens", "viên"),
    ("play_move", "Đi nước của tôi"),
    ("computer_move", "Máy đi"),
    ("before", "TRƯỚC"),
    ("after", "SAU"),
    ("grundy_heading", "Số Grundy: G(n) là mex của các giá trị đi tới được sau một nước"),
    ("game_label", "Trò chơi"),
    ("game_subtraction", "tập nước lấy S"),
    ("game_octal", "mã bát phân (octal)"),
    ("game_grundy", "trò Grundy"),
    ("game_split", "chia thành K đống"),
    ("game_divisors", "ước số"),
    ("moves_label", "tập S"),
    ("code_label", "mã"),
    ("parts_label", "K"),
    ("unequal_label", "khác cỡ"),
    ("take_label", "hoặc lấy"),
    ("upto_label", "tới n ="),
    ("limit_note", "(tối đa $limit với trò này)"),
    ("clamped", "$asked vượt giới hạn của trò này: bảng chỉ tính tới $limit."),
    ("examples", "Thử:"),
    ("ex_kayles", "Kayles"),
    ("ex_dawson", "Kayles của Dawson"),
    ("ex_grundy", "trò Grundy"),
    ("ex_take_split", "lấy hoặc chia ba"),
    ("ex_divisors", "ước số"),
    ("verdict_label", "Kết luận:"),
    ("plot_label", "G(n) theo n trong cửa sổ; các thế P được đánh dấu"),
    ("plot_hint", "Đồ thị vẽ G(n) cho các n trong cửa sổ; thế P là ô vuông đỏ. Dời và phóng to cửa sổ bằng các nút, bằng cách kéo, hoặc bằng con lăn chuột. Chọn một giá trị trong bảng hoặc trên đồ thị: bạn sẽ thấy các thế đi tới được và lời giải thích mex."),
    ("plot_left", "Dời cửa sổ về n nhỏ hơn"),
    ("plot_right", "Dời cửa sổ về n lớn hơn"),
    ("plot_zoom_in", "Phóng to"),
    ("plot_zoom_out", "Thu nhỏ"),
    ("plot_all", "Xem mọi n"),
    ("plot_window", "n từ $lo tới $hi"),
    ("key_p", "thế P (G = 0)"),
    ("table_label", "Các giá trị G(n): phím mũi tên để di chuyển, Enter để giải thích giá trị"),
    ("cell", "n = $n, G = $g"),
    ("cell_none", "n = $n không phải là một thế"),
    ("footer", "Mọi thứ được tính ngay trong trình duyệt của bạn; không có gì bạn nhập được gửi đi đâu cả."),
    ("engine_failed", "Không tải được bộ máy WebAssembly: $e"),
    ("link_problem", "Đường link có lỗi: $e."),
    ("link_default_game", "Đang hiện trò chơi mặc định."),
    ("link_default_heaps", "Đang hiện các đống $heaps."),
    ("nim_over", "Mọi đống đã hết: người sắp đi không còn nước nào và thua."),
    ("nim_zero", "Mọi cột bit có số chữ 1 chẵn nên X = 0: thế P. Người sắp đi thua nếu đối thủ chơi đúng."),
    ("nim_nonzero", "≠ 0: thế N, người sắp đi thắng. Chữ 1 cao nhất của X nằm ở cột $pow."),
    ("wm_preview", "Cột $pow quyết định: nó chứa chữ 1 cao nhất của X = $x. Đống $heap có chữ 1 ở cột đó, nên hạ từ $from xuống $from XOR $x = $to, và mọi cột trở thành chẵn."),
    ("wm_others", "Các nước thắng khác: $count."),
    ("wm_applied", "Đã đi đống $heap: $from → $to. Giờ X = 0: đối thủ gặp thế P."),
    ("wm_none", "Không có nước thắng: X = 0, nên nước nào cũng để lại cho đối thủ một thế N."),
    ("wm_over", "Không còn nước nào: mọi đống đã hết."),
    ("status_start", "Đến lượt bạn: hãy đi một nước, hoặc để máy đi trước."),
    ("status_computer", "Máy lấy ở đống $heap, từ $from còn $to. Đến lượt bạn."),
    ("status_computer_won", "Máy lấy ở đống $heap, từ $from còn $to, viên cuối cùng: máy thắng. Bấm Ván mới để chơi lại."),
    ("status_computer_won_short", "Máy lấy viên cuối cùng: máy thắng. Bấm Ván mới để chơi lại."),
    ("status_computer_turn", "Đến lượt máy: bấm Máy đi."),
    ("status_you_won", "Bạn lấy viên cuối cùng: bạn thắng! Bấm Ván mới để chơi lại."),
    ("status_over", "Ván đã hết: mọi đống đều trống. Bấm Ván mới để chơi lại."),
    ("status_after_yours", "Bạn đã đi đống $heap: $from → $to. Đến lượt máy: bấm Máy đi."),
    ("status_undone", "Đã lùi lại một nước. Đến lượt bạn."),
    ("status_new", "Ván mới từ $heaps. Đến lượt bạn: hãy đi một nước, hoặc để máy đi trước."),
    ("not_a_move", "Không phải nước đi: $e."),
    ("no_heap", "không có đống $heap (các đống đánh số từ 1 tới $count)"),
    ("heap_empty", "đống $heap đã hết: hãy chọn một đống còn viên"),
    ("leave_fewer", "đống $heap có $from viên: hãy để lại ít hơn, từ 0 tới $max"),
    ("not_tokens", "“$to” không phải là một số viên nguyên"),
    ("leave_range", "“$to”: đống $heap có $from viên, hãy để lại một số nguyên viên từ 0 tới $max"),
    ("leave_empty", "hãy ghi số viên để lại ở đống $heap: một số nguyên từ 0 tới $max"),
    ("heaps_empty", "hãy cho ít nhất một đống, ví dụ 3,4,5"),
    ("heaps_many", "tối đa $max đống, đang có $count"),
    ("heaps_bad", "đống “$h” không phải là số nguyên từ 0 tới $max"),
    ("no_game", "đường link không nêu trò chơi: thêm game=subtraction, octal, grundy, split hoặc divisors"),
    ("unknown_game", "không biết trò “$game”: dùng subtraction, octal, grundy, split, divisors, cgt, domineering, clobber, toads hoặc hackenbush"),
    ("not_applicable", "“$key” không dùng cho trò này"),
    ("needs_moves", "trò lấy cần tập S, ví dụ 1,3,4"),
    ("move_bad", "tập S: “$m” không phải là số nguyên từ 1 tới $max"),
    ("code_needed", "trò bát phân cần mã, ví dụ 0.77 (Kayles)"),
    ("code_long", "mã bát phân “$code” quá dài (tối đa 20 chữ số sau dấu chấm)"),
    ("code_bad", "“$code” không phải là mã bát phân như 0.77 hay 4.07"),
    ("code_bad_whole", "“$code” không phải là mã bát phân như 0.77 hay 4.07: phần trước dấu chấm phải là 0 hoặc 4 (4 cho phép chia một đống làm hai), không phải “$whole”"),
    ("code_bad_point", "“$code” không phải là mã bát phân như 0.77 hay 4.07: không có chữ số nào sau dấu chấm"),
    ("code_bad_digit", "“$code” không phải là mã bát phân như 0.77 hay 4.07: “$c” không phải là chữ số bát phân (0 đến 7)"),
    ("parts_bad", "K = “$k”: mỗi lần chia tạo ra từ 2 tới 8 đống"),
    ("flag_bad", "“$v” cho $key: viết 1 hoặc 0"),
    ("upto_bad", "tới n = “$u”: hãy ghi một số nguyên từ 0 tới $limit"),
    ("upto_empty", "ô tới n đang trống: hãy ghi một số nguyên từ 0 tới $limit"),
    ("n_bad", "n = “$n” không phải là cỡ đống từ $first tới $upto"),
    ("broken_escape", "đường link có mã thoát hỏng gần “$near”"),
    ("not_utf8", "đường link không phải UTF-8 hợp lệ"),
    ("lang_bad", "lang = “$v”: dùng en hoặc vi"),
    ("title_subtraction", "Trò lấy S = {$moves}: lấy đúng s ∈ S viên từ một đống"),
    ("title_split", "Chia một đống thành $k đống khác rỗng"),
    ("title_split_unequal", "Chia một đống thành $k đống khác rỗng, cỡ khác nhau"),
    ("title_take", ", hoặc lấy đi một số viên dương từ đống đó"),
    ("title_grundy", " (trò Grundy)"),
    ("title_hdu", " (HDU 5795 “A Simple Nim”)"),
    ("title_octal", "Trò bát phân $code"),
    ("name_kayles", " (Kayles)"),
    ("name_dawson", " (Kayles của Dawson)"),
    ("name_dawson_chess", " (cờ của Dawson)"),
    ("name_officers", " (trò “officers”)"),
    ("title_divisors", "Thay n bằng một ước thật sự d (1 ≤ d < n); 1 không còn nước đi"),
    ("v_rule_periodic", "G(n + $p) = G(n)"),
    ("v_rule_arith", "G(n + $p) = G(n) + $s"),
    ("v_periodic", "tuần hoàn, $rule với mọi n ≥ $a"),
    ("v_proven_window", ", đã chứng minh cho mọi n bằng lập luận cửa sổ: mỗi giá trị chỉ phụ thuộc $w giá trị ngay trước nó, và hai cửa sổ trùng nhau."),
    ("v_proven_gs", ", đã chứng minh cho mọi n bằng định lý tuần hoàn Guy–Smith: chu kỳ đúng với $lo ≤ n < $hi."),
    ("v_unproven_needed", ", mới kiểm tra tới $upto; bảng tới $needed sẽ chứng minh được bằng $proof."),
    ("v_unproven", ", mới kiểm tra tới $upto (không có định lý nào áp dụng cho trò này)."),
    ("v_arith", "tuần hoàn cộng, $rule với mọi n ≥ $a, mới kiểm tra tới $upto."),
    ("v_none", "không thấy chu kỳ tới $upto; $counts"),
    ("v_counts", "$count thế P, $last; giá trị lớn nhất $max."),
    ("v_counts_one", "$count thế P, $last; giá trị lớn nhất $max."),
    ("v_last", "thế cuối ở n = $n"),
    ("v_no_p", "không có thế nào"),
    ("v_values", "$n giá trị"),
    ("v_values_one", "$n giá trị"),
    ("v_too_few", "chưa kết luận quy luật nào tới $upto vì chưa đủ giá trị: $rule đúng với mọi n ≥ $a, nhưng chỉ trên $values sau tiền chu kỳ; muốn kết luận chu kỳ $p cần ít nhất $needed giá trị (ba chu kỳ đủ, ít nhất $min giá trị, một phần tư bảng); bảng tới $show sẽ cho thấy nó có tiếp tục không$prove. $counts"),
    ("v_would_prove", "; bảng tới $needed sẽ chứng minh được bằng $proof"),
    ("proof_window", "lập luận cửa sổ"),
    ("proof_gs", "định lý tuần hoàn Guy–Smith"),
    ("v_p_rule", "Thế P: $rule$from"),
    ("v_p_none", "không có thế P nào từ n = $a trở đi"),
    ("v_p_below", "; dưới $a: n = $list"),
    ("v_p_none_below", "; dưới $a không có thế nào"),
    ("p_residues", "Thế P: n mod $p ∈ {$set} với mọi n ≥ $a"),
    ("p_residues_none", "Không có thế P nào với n ≥ $a"),
    ("p_below", "; dưới $a: n ∈ {$list}"),
    ("class_p_positions", "Các thế P"),
    ("class_are", "$class là $members"),
    ("class_from", " với mọi n ≥ $from"),
    ("class_errs", " (quy luật sai tại n = $list)"),
    ("class_checked", ", mới kiểm tra tới $upto."),
    ("class_every", "mọi n"),
    ("class_even", "các n chẵn"),
    ("class_odd", "các n lẻ"),
    ("class_residue", "n ≡ $r (mod $m)"),
    ("class_residues", "n mod $m ∈ {$set}"),
    ("class_except", " trừ $seq"),
    ("class_and", ", và $seq"),
    ("seq_even_k", " với k chẵn"),
    ("seq_odd_k", " với k lẻ"),
    ("seq_powers_all", "các lũy thừa của $b ($b^k, k ≥ 0)"),
    ("seq_powers", "$b^k$of"),
    ("seq_squares", "các số chính phương k²"),
    ("seq_cubes", "các số lập phương k³"),
    ("seq_triangular", "các số tam giác k(k + 1)/2"),
    ("seq_fibonacci_all", "các số Fibonacci (1, 2, 3, 5, 8, …)"),
    ("seq_fibonacci", "các số Fibonacci F(k + 2)$of"),
    ("seq_lucas", "các số Lucas (2, 1, 3, 4, 7, …)"),
    ("seq_two_k_minus_one", "2^k − 1$of"),
    ("seq_two_k_plus_one", "2^k + 1"),
    ("seq_odious", "các số odious (số chữ số 1 trong dạng nhị phân là số lẻ)"),
    ("seq_evil", "các số evil (số chữ số 1 trong dạng nhị phân là số chẵn)"),
    ("seq_lower_wythoff", "⌊kφ⌋ (k ≥ 1)"),
    ("seq_upper_wythoff", "⌊kφ²⌋ (k ≥ 1)"),
    ("p_list", "Thế P (G = 0) tới $upto: $list (tất cả $count thế)."),
    ("p_list_none", "không có"),
    ("ex_head", "n = $n: $count thế đi tới được sau một nước"),
    ("ex_head_more", "n = $n: $total thế đi tới được sau một nước ($count thế đầu được liệt kê)"),
    ("ex_mex_all", "G($n) = $mex, mex trên cả $total thế: mọi giá trị 0…$last đều có (mỗi giá trị một thế, liệt kê bên dưới), còn $mex thì không."),
    ("ex_mex_all_many", "G($n) = $mex, mex trên cả $total thế: mọi giá trị 0…$last đều có ($count giá trị đầu, mỗi giá trị một thế, liệt kê bên dưới), còn $mex thì không."),
    ("ex_mex_all_one", "G($n) = 1, mex trên cả $total thế: có thế giá trị 0 (liệt kê bên dưới), còn 1 thì không."),
    ("ex_mex_all_zero", "G($n) = 0, mex trên cả $total thế: không thế nào có giá trị 0, nên người sắp đi thua (thế P)."),
    ("ex_witnesses", "Mỗi giá trị nhỏ hơn mex, một thế đạt tới nó:"),
    ("ex_first", "$count thế đầu tiên, theo thứ tự của luật chơi:"),
    ("ex_mex", "G($n) = mex{$set} = $mex: giá trị nhỏ nhất không nước nào đạt tới."),
    ("ex_values", "các giá trị 0…mex:"),
    ("ex_nothing", "không còn gì"),
    ("ex_also", "(các giá trị lớn hơn mex mà nước đi cũng đạt tới: $list)"),
    ("ex_pairs", "Mỗi thế đi tới là một cặp đống (a, b); giá trị của nó là G(a) XOR G(b)."),
    ("ex_tuples", "Mỗi thế đi tới là một nhóm đống (a, b, c, …); giá trị của nó là G(a) XOR G(b) XOR G(c) XOR …"),
    ("misere_heading", "Luật misère: ai đi nước cuối cùng thì thua"),
    ("misere_intro", "Cùng trò chơi với luật ngược lại: người lấy viên cuối cùng thì thua. Genus g^{γ0γ1…} của một đống (theo Conway) gồm giá trị thường g và các giá trị misère: γk là giá trị Grundy misère của đống đó cùng k đống Nim cỡ 2; riêng đống đó là thế P misère đúng khi γ0 = 0. Genus là thuần (tame) khi nó là genus của một thế Nim; tổng các đống thuần chơi như Nim misère."),
    ("misere_computing", "Đang tính phần misère…"),
    ("misere_col_n", "n"),
    ("misere_col_g", "G(n)"),
    ("misere_col_genus", "genus"),
    ("misere_col_outcome", "kết quả misère"),
    ("misere_col_element", "phần tử"),
    ("misere_unknown", "?"),
    ("misere_table_label", "Mỗi đống n theo luật thường và luật misère"),
    ("misere_key", "Kết quả misère của riêng đống đó: P, người sắp đi thua; N, người sắp đi thắng. Phần tử là ảnh của đống trong thương misère (1 là phần tử đơn vị). Genus hoang (wild) được đánh dấu."),
    ("misere_wild_mark", "hoang"),
    ("misere_beyond", "Bảng misère dừng ở đống $limit, còn bảng thường đi tới $upto: việc tìm genus tăng rất nhanh theo cỡ đống, nên trang chỉ hiện các đống tới $limit (thương bên dưới gồm các đống 0…$q)."),
    ("misere_tame", "Thuần: mọi đống 0…$k có genus thuần, nên tổng các đống này chơi như Nim misère."),
    ("misere_wild", "Hoang: các đống 0…$k là thuần; đống $w có genus hoang $genus, nên tổng có nó không chơi như Nim misère."),
    ("misere_genus_stop", "Genus chỉ được hiện cho các đống 0…$k: trước đống $next, việc tìm kiếm đã vượt ngân sách $cap thế của trang."),
    ("misere_generator", "$g = đống $h"),
    ("misere_presentation", "Phần tử sinh: $gens. Quan hệ: $rels."),
    ("misere_no_relations", "không có"),
    ("misere_octal_only", "phần misère chỉ được tính cho trò bát phân"),
    ("misere_verdict", "mới kiểm tra tới $r: thương đúng với mọi tổng các đống 0…$r (mỗi cỡ bao nhiêu đống cũng được), mỗi tổng như vậy đều được kiểm tra khi dựng thương; các đống lớn hơn $r chưa được bao quát (các đống 0…$r chưa cho thấy chu kỳ nào mà định lý tuần hoàn cho thương misère xác nhận được)."),
    ("misere_verdict_proven", "đã chứng minh cho mọi đống: phần tử của các đống 0…$r lặp lại với chu kỳ $p từ đống $start, và định lý tuần hoàn cho thương misère (phát biểu và chứng minh trong lab_engine::misere::period của lab) cho thấy đây là thương của cả trò chơi, chu kỳ kéo dài mãi mãi."),
    ("misere_checked_mark", "kiểm tra"),
    ("quotient_heading", "Thương misère"),
    ("quotient_order", "Cấp |Q| = $order: các tổng của những đống 0…$r chia thành $order lớp mà không tổng nào cộng thêm vào phân biệt được trong luật misère."),
    ("quotient_p_list", "Phần P: $p trong $order phần tử là thế P misère (người sắp đi thua): {$list}."),
    ("quotient_p_many", "Phần P: $p trong $order phần tử là thế P misère (người sắp đi thua); $shown phần tử đầu: {$list, …}."),
    ("quotient_proved", "Các đống được bao quát: mọi đống, lớn bao nhiêu cũng được. Đã chứng minh: phần tử của các đống 0…$r lặp lại với chu kỳ $p từ đống $start, và định lý tuần hoàn cho thương misère cho thấy đây là thương của cả trò chơi."),
    ("quotient_upto", "Các đống được bao quát: đã chứng minh cho mọi tổng các đống tới $r (khi thêm mỗi đống, bộ dựng kiểm tra luật misère trên mọi tổng như vậy); các đống lớn hơn $r chưa được bao quát."),
    ("quotient_stopped", "Các đống được bao quát: đã chứng minh cho mọi tổng các đống tới $r; bộ dựng dừng ở đống $next (thêm nó sẽ vượt ngân sách $budget cặp mỗi đống của trang), nên các đống lớn hơn $r chưa được bao quát."),
    ("quotient_seen", "Các phần tử cho thấy chu kỳ $p từ đống $start, chưa được chứng minh: các đống 0…$needs sẽ chứng minh nó nếu nó còn đúng tới đó."),
    ("quotient_outcomes_beyond", "Sau đống $r, kết quả của riêng một đống trong bảng lấy từ genus của nó (P khi γ0 = 0), tới đống $g: chính xác ở chỗ genus chính xác, chỉ mới kiểm tra, chưa chứng minh, ở chỗ được đánh dấu “kiểm tra”."),
    ("quotient_capped", "Trang chỉ dựng thương cho các đống tới $limit để luôn phản hồi nhanh (bảng thường đi tới $upto); grundy-lab octal $code --misere --until-proven đi xa hơn."),
    ("genus_all_exact", "Cột genus: chính xác cho mọi đống được hiện (0…$g), đọc từ thương của các đống cùng các đống Nim."),
    ("genus_part_exact", "Cột genus: chính xác cho các đống 0…$e, đọc từ thương của các đống cùng các đống Nim; các đống $next…$g chỉ mới kiểm tra bằng tìm kiếm (theo các số hạng tới khi bốn số liên tiếp luân phiên), chưa chứng minh, và được đánh dấu “kiểm tra”."),
    ("genus_one_checked", "Cột genus: chính xác cho các đống 0…$e, đọc từ thương của các đống cùng các đống Nim; đống $g chỉ mới kiểm tra bằng tìm kiếm (theo các số hạng tới khi bốn số liên tiếp luân phiên), chưa chứng minh, và được đánh dấu “kiểm tra”."),
    ("genus_none_exact", "Cột genus: chỉ mới kiểm tra bằng tìm kiếm cho các đống 0…$g (theo các số hạng tới khi bốn số liên tiếp luân phiên), chưa chứng minh, và được đánh dấu “kiểm tra”."),
    // Bảng trò chơi phân phe.
    ("cgt_heading", "Trò chơi phân phe: dạng chính tắc, kết quả và nhiệt đồ"),
    ("cgt_intro", "Trái và Phải có nước đi khác nhau; ai không còn nước đi thì thua. Gõ một giá trị theo cách viết của CGSuite, hoặc bấm để bày một thế; nhiều thành phần tạo thành một tổng."),
    ("cgt_kind_label", "Trò chơi"),
    ("cgt_kind_cgt", "một giá trị (cách viết CGSuite)"),
    ("cgt_kind_domineering", "Domineering"),
    ("cgt_kind_clobber", "Clobber"),
    ("cgt_kind_toads", "Cóc và Ếch"),
    ("cgt_kind_hackenbush", "Hackenbush dạng cột"),
    ("cgt_value_label", "Giá trị"),
    ("cgt_position_label", "Thế (các thành phần cách nhau bởi dấu phẩy)"),
    ("cgt_hint_cgt", "Ví dụ: {0|*} là ↑ (viết ^), {2|-1/2}, {3||2|1}, +-1, ^*, 1/2, *2, v; tổng viết bằng +."),
    ("cgt_hint_domineering", "Bấm vào một ô để chặn hoặc mở ô đó. Trái đặt quân domino dọc, Phải đặt quân nằm ngang."),
    ("cgt_hint_clobber", "Bấm vào một ô: x (quân của Trái), o (quân của Phải), ô trống. Mỗi người đưa một quân của mình sang quân kề bên của đối phương và bắt quân đó."),
    ("cgt_hint_toads", "Bấm vào một ô: cóc t (của Trái, đi sang phải), ếch f (của Phải, đi sang trái), ô trống. Mỗi con bước vào ô trống kề bên hoặc nhảy qua một con của đối phương vào ô trống ngay sau."),
    ("cgt_hint_hackenbush", "Mỗi cột đứng trên mặt đất; bấm vào một cạnh để tô xanh dương (của Trái), đỏ (của Phải) hoặc xanh lá (của cả hai). Cắt một cạnh thì mọi thứ phía trên rơi xuống."),
    ("cgt_add_row", "+ hàng"),
    ("cgt_drop_row", "− hàng"),
    ("cgt_add_col", "+ cột"),
    ("cgt_drop_col", "− cột"),
    ("cgt_add_edge", "+ cạnh"),
    ("cgt_drop_edge", "− cạnh"),
    ("cgt_add_component", "Thêm một thành phần"),
    ("cgt_remove_component", "Bỏ"),
    ("cgt_component", "Thành phần $k, giá trị $v"),
    ("cgt_component_plain", "Thành phần $k"),
    ("cgt_computing", "Đang tính giá trị…"),
    ("cgt_time", "Tính xong trong $ms ms."),
    ("cgt_canonical", "Dạng chính tắc"),
    ("cgt_cgsuite", "Văn bản CGSuite"),
    ("cgt_copy", "Sao chép"),
    ("cgt_copied", "Đã sao chép"),
    ("cgt_outcome_label", "Kết quả"),
    ("cgt_outcome_left", "Trái thắng dù ai đi trước"),
    ("cgt_outcome_right", "Phải thắng dù ai đi trước"),
    ("cgt_outcome_next", "Ai đi trước thì thắng"),
    ("cgt_outcome_previous", "Ai đi trước thì thua: người đi sau thắng"),
    ("cgt_left_stop", "Điểm dừng trái"),
    ("cgt_right_stop", "Điểm dừng phải"),
    ("cgt_temperature", "Nhiệt độ"),
    ("cgt_mean", "Trung bình"),
    ("cgt_thermograph", "Nhiệt đồ"),
    ("cgt_thermo_label", "Nhiệt đồ: tường trái, tường phải và cột buồm, nhiệt độ tăng lên trên, giá trị giảm dần sang phải"),
    ("cgt_thermo_hint", "Nhiệt độ t tăng dần lên trên từ −1, giá trị giảm dần sang phải (phía của Trái ở bên trái). Hai tường gặp nhau ở nhiệt độ của trò chơi; phía trên đó cột buồm đứng ở giá trị trung bình."),
    ("cgt_mark_temperature", "t = $t"),
    ("cgt_mark_mean", "trung bình $m"),
    ("cgt_left_options", "Các nước của Trái"),
    ("cgt_right_options", "Các nước của Phải"),
    ("cgt_no_options", "không có"),
    ("cgt_left_prefix", "T"),
    ("cgt_right_prefix", "P"),
    ("cgt_kept", "giữ lại trong dạng chính tắc"),
    ("cgt_equal", "bằng $o"),
    ("cgt_dominated", "bị $o = $v lấn át"),
    ("cgt_reversible", "khả nghịch qua $through, thay bằng $list"),
    ("cgt_reversible_gone", "khả nghịch qua $through, không thay bằng gì"),
    ("cgt_winning", "nước thắng"),
    ("cgt_options_canonical", "Đây là các nước của chính dạng chính tắc."),
    ("cgt_options_typed", "Các nước đúng như đã gõ. Nước nào bị lấn át hay khả nghịch được trang tìm ra bằng cách so sánh các trò chơi (bộ máy không báo các bước rút gọn)."),
    ("cgt_options_board", "Mỗi nước đi trên bàn và giá trị nó để lại. Nước nào bị lấn át hay khả nghịch được trang tìm ra bằng cách so sánh các trò chơi (bộ máy không báo các bước rút gọn). Trỏ vào một nước để xem nó trên bàn."),
    ("cgt_problem", "Không hiện được: $e"),
    ("cgt_link_default", "Bảng trò chơi phân phe hiện thế mặc định thay vào đó."),
    ("cgt_needs_value", "hãy gõ một giá trị, ví dụ {0|*}"),
    ("cgt_needs_board", "đường link không cho thế nào (board=…)"),
    ("cgt_unexpected", "ký tự “$c” không đúng chỗ ở cột $col"),
    ("cgt_unknown_name", "không biết tên “$w” ở cột $col"),
    ("cgt_brace", "dấu ngoặc nhọn không cân ở cột $col"),
    ("cgt_paren", "dấu ngoặc tròn không cân ở cột $col"),
    ("cgt_end", "giá trị kết thúc quá sớm (cột $col)"),
    ("cgt_expected_game", "thiếu một trò chơi ở cột $col"),
    ("cgt_needs_bar", "trò chơi trong ngoặc nhọn cần một vạch | (cột $col)"),
    ("cgt_ambiguous_bars", "các vạch dài bằng nhau ở cột $col: hãy thêm ngoặc nhọn"),
    ("cgt_denominator", "mẫu số phải là một lũy thừa của 2 (cột $col)"),
    ("cgt_option_comma", "thiếu một nước cạnh dấu phẩy ở cột $col"),
    ("cgt_too_large", "số hoặc độ lồng quá lớn ở cột $col"),
    ("cgt_cannot_read", "không đọc được giá trị ở cột $col"),
    ("cgt_value_long", "giá trị dài hơn $max ký tự"),
    ("cgt_many_components", "$n thành phần: tối đa $max"),
    ("cgt_empty_component", "thành phần $k trống"),
    ("cgt_bad_cell", "thành phần $k, hàng $row, cột $col: “$c” không phải một ô ở đây; dùng $alphabet"),
    ("cgt_ragged", "thành phần $k: hàng $row không dài bằng hàng đầu"),
    ("cgt_grid_large", "thành phần $k cỡ $size: tối đa $max hàng và $max cột"),
    ("cgt_large_domineering", "các bàn có $n ô trống: trang chỉ tính tới $max"),
    ("cgt_large_clobber", "các bàn có $n quân: trang chỉ tính tới $max"),
    ("cgt_large_toads", "các hàng có $n ô: trang chỉ tính tới $max"),
    ("cgt_large_hackenbush", "các cột có $n cạnh: trang chỉ tính tới $max"),
    ("cgt_bad_position", "thành phần $k: $e"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The `$name` placeholders of a template, sorted, each once.
    fn names(s: &str) -> Vec<String> {
        let mut v: Vec<String> = s
            .split('$')
            .skip(1)
            .map(|r| {
                r.chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                    .collect()
            })
            .collect();
        v.sort();
        v.dedup();
        v
    }

    #[test]
    fn both_languages_have_the_same_keys_once_and_the_same_placeholders() {
        for (name, table) in [("EN", EN), ("VI", VI), ("LAB_WORDS", LAB_WORDS)] {
            for (i, (key, _)) in table.iter().enumerate() {
                assert!(
                    table[..i].iter().all(|(k, _)| k != key),
                    "`{key}` appears twice in {name}"
                );
            }
        }
        let english: BTreeSet<&str> = EN.iter().chain(LAB_WORDS).map(|(k, _)| *k).collect();
        let vietnamese: BTreeSet<&str> = VI.iter().map(|(k, _)| *k).collect();
        assert_eq!(english, vietnamese);
        for key in vietnamese {
            assert_eq!(
                names(text(Lang::En, key)),
                names(text(Lang::Vi, key)),
                "placeholders of `{key}`"
            );
        }
        assert_eq!(
            strings(Lang::En).as_object().map(Map::len),
            strings(Lang::Vi).as_object().map(Map::len)
        );
    }

    #[test]
    fn english_writes_only_what_differs_from_the_labs_words() {
        for (key, page) in EN {
            if let Some((_, lab)) = LAB_WORDS.iter().find(|(k, _)| k == key) {
                assert_ne!(
                    page, lab,
                    "`{key}` says what LAB_WORDS says: drop it from EN"
                );
            }
        }
        // A key EN leaves out is the lab's words, in `text` and in the script's table alike.
        assert_eq!(text(Lang::En, "seq_squares"), "the squares k²");
        assert_eq!(strings(Lang::En)["seq_squares"], "the squares k²");
        assert_eq!(text(Lang::En, "proof_gs"), "Guy–Smith periodicity theorem");
        // A key EN holds is the page's own words.
        assert_eq!(text(Lang::En, "class_p_positions"), "The P-positions");
        assert_eq!(strings(Lang::En)["class_p_positions"], "The P-positions");
        assert_eq!(text(Lang::En, "v_rule_periodic"), "G(n + $p) = G(n)");
    }

    #[test]
    fn every_key_of_the_labs_renderers_is_in_both_tables_with_its_placeholders() {
        for (key, lab) in LAB_WORDS {
            for lang in [Lang::En, Lang::Vi] {
                assert_eq!(names(text(lang, key)), names(lab), "`{key}` in {lang:?}");
            }
        }
    }

    #[test]
    fn fill_replaces_known_names_only() {
        assert_eq!(
            fill(
                Lang::En,
                "wm_preview",
                &[
                    ("pow", "2¹".into()),
                    ("x", "2".into()),
                    ("heap", "1".into()),
                    ("from", "3".into()),
                    ("to", "1".into())
                ]
            ),
            "Column 2¹ decides: it holds the highest 1 of X = 2. Heap 1 has a 1 there, \
             so it drops from 3 to 3 XOR 2 = 1, and every column becomes even."
        );
        assert_eq!(
            fill(Lang::En, "cell", &[("n", "5".into())]),
            "n = 5, G = $g"
        );
    }
}
