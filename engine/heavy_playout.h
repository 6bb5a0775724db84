// The heavy playout policy: local tactical and shape replies to the last
// move (captures that are not snapbacks, atari escapes that do not run into
// a ladder or counter-captures, nakade vital points, ataris that capture and
// extensions of two-liberty chains, 3x3 patterns), otherwise a random move
// that neither fills an own eye nor puts a chain of two or more in atari
// (unless that chain, once captured, leaves the opponent a dead eye space).
#pragma once

#include "engine/playout.h"

namespace sente {

// Chances that each rule of the policy is tried (the rest stays random, so
// that the playouts keep exploring).
struct HeavyPolicyParams {
  double capture = 0.9;        // capture a chain in atari near the last move, or save one
  double pattern = 0.95;       // 3x3 pattern reply among the last move's neighbours
  double nakade = 1.0;         // vital point of a small eye space next to the last move
  double low_liberties = 0.9;  // two-liberty fights next to the last move
};

// Chooses the policy's move for `c`, given the opponent's last move (or
// kNoPoint / kPass); kPass when nothing is playable. Only the order of the
// board's empty-point list changes.
Point heavy_move(Board& b, Color c, Point last, Rng& rng, const HeavyPolicyParams& params = {});

}  // namespace sente
