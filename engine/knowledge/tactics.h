// Small tactical readers for the heavy playouts and the priors: exact
// liberties of small chains, and ladders.
#pragma once

#include "rules/board.h"

namespace sente {

// Empty neighbours of p other than x.
inline int empty_neighbours_except(const Board& b, Point p, Point x) {
  const int d = p > x ? p - x : x - p;
  return b.empty_neighbours(p) - ((d == 1 || d == b.stride()) && b.is_empty(x));
}

// Up to `max` distinct liberties of the chain at `p`, written to `out`;
// returns how many were found (so a result below `max` is exact).
int chain_liberties_upto(const Board& b, Point p, Point* out, int max);

// The chain at `p` (any colour) is in atari and its owner is to move: does
// extending at its liberty still lose it to a ladder? False when the owner
// can capture a neighbouring chain in atari instead, when the extension gives
// three or more liberties, or when the reading runs past its budget (a long
// ladder is then treated as escaping: the readers stay cheap).
bool escape_is_ladder(const Board& b, Point p);
// The same, read on `b` itself, which is back as it was on return (for
// playouts: no copy of the board).
bool escape_is_ladder_in_place(Board& b, Point p);
// The same, always read on a copy of the board, without the shortcuts that
// settle most questions on the board itself: the plain version tests check
// the fast one against.
bool escape_is_ladder_by_reading(const Board& b, Point p);

// `c` playing at `p` puts the opponent chain at `target` in atari, and it
// cannot escape by extending (caught in a ladder, or with no escape at all).
bool atari_captures(const Board& b, Color c, Point p, Point target);
// The same, read on `b` itself, which is back as it was on return.
bool atari_captures_in_place(Board& b, Color c, Point p, Point target);

// The liberty other than `lib` of the chain at `q`, which has `lib` among
// its liberties; kNoPoint unless the chain has exactly two.
Point other_liberty(const Board& b, Point q, Point lib);

// `c` at p (empty) fills a false eye between two own chains of two liberties
// each, and an opponent chain of two liberties sits on both chains' other
// liberties: the fill joins the chains into one that shares both liberties
// with it, and the opponent then makes a dead shape by filling one (Pachi's
// false-eye seki). Left alone the position is a seki or a live group.
bool breaks_false_eye_seki(const Board& b, Color c, Point p);

// A lone stone of `c` at p (empty), in atari there, throws in: three of
// p's sides are the opponent's or the edge (not a corner), and c's stones on
// the diagonals already make the opponent's eye there false.
bool is_throw_in(const Board& b, Color c, Point p);

}  // namespace sente
