// Atari-go (the first capture wins), a teaching variant: a small
// special-purpose search rather than the Go engine, whose playouts aim at
// territory. A capturing move wins at once, so it is always taken; a move
// that lets the opponent capture next is avoided whenever another move exists.
#pragma once

#include <cstdint>

#include "engine/search/level.h"
#include "rules/board.h"

namespace sente::console {

// Plies searched per level: easy 1, medium 3, hard 5 (odd: the search ends
// on the opponent's reply, so the static value is not over-optimistic).
int atari_go_depth(Level level);

// A move for `c`, or kPass when `c` has no legal move. Ties are broken by a
// generator seeded with `seed`, so the same seed and board give the same move.
Point atari_go_move(const Board& b, Color c, int depth, uint64_t seed);

// A move of `c` that captures now, or kNoPoint.
Point capturing_move(const Board& b, Color c);

}  // namespace sente::console
