//! A verdict with its move: the move that wins, or, from a lost position, a legal move that holds out (or none at all).
//!
//! Every part of games-core that decides who wins also says how to play:
//! its `*_move` function returns a [`Reply`]. An interactive binary plays
//! the [`Reply::Winning`] move at every turn; a judge built from the same
//! parts replies with the winning move when it has one, and otherwise with
//! the [`Reply::Losing`] move, which the function picks to make the game
//! last as long as it can where its doc says so.

/// What the player to move should play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reply<M> {
    /// The position is won: this move leaves the opponent a lost position.
    Winning(M),
    /// The position is lost against best play: `Some` legal move (the
    /// function's doc says which: often the one that holds out longest), or
    /// `None` when there is no move at all.
    Losing(Option<M>),
}

impl<M> Reply<M> {
    /// Whether the player to move wins.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::reply::Reply;
    /// assert!(Reply::Winning(3).is_winning());
    /// assert!(!Reply::<u8>::Losing(None).is_winning());
    /// ```
    pub fn is_winning(&self) -> bool {
        matches!(self, Reply::Winning(_))
    }

    /// The move to play, winning or not; `None` only when there is no legal move.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::reply::Reply;
    /// assert_eq!(Reply::Winning(3).into_move(), Some(3));
    /// assert_eq!(Reply::Losing(Some(1)).into_move(), Some(1));
    /// assert_eq!(Reply::<u8>::Losing(None).into_move(), None);
    /// ```
    pub fn into_move(self) -> Option<M> {
        match self {
            Reply::Winning(m) => Some(m),
            Reply::Losing(m) => m,
        }
    }

    /// The winning move, if the position is won.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use games_core::reply::Reply;
    /// assert_eq!(Reply::Winning(3).winning(), Some(3));
    /// assert_eq!(Reply::Losing(Some(1)).winning(), None);
    /// ```
    pub fn winning(self) -> Option<M> {
        match self {
            Reply::Winning(m) => Some(m),
            Reply::Losing(_) => None,
        }
    }

    /// The same reply with its move mapped by `f` (a component's move turned into the sum's, say).
    ///
    /// # Complexity
    /// One call of `f`.
    ///
    /// # Example
    /// ```
    /// use games_core::reply::Reply;
    /// assert_eq!(Reply::Winning(3).map(|m| (0, m)), Reply::Winning((0, 3)));
    /// assert_eq!(Reply::<u8>::Losing(None).map(|m| (0, m)), Reply::Losing(None));
    /// ```
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Reply<N> {
        match self {
            Reply::Winning(m) => Reply::Winning(f(m)),
            Reply::Losing(m) => Reply::Losing(m.map(f)),
        }
    }
}
