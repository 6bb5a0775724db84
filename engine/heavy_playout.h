// The heavy playout policy: local tactical and shape replies to the last
// move (captures, atari escapes, 3x3 patterns), otherwise a random move that
// neither fills an own eye nor puts a chain of two or more in atari.
#pragma once

#include "engine/playout.h"

namespace sente {

// Chances that each rule of the policy is tried (the rest stays random, so
// that the playouts keep exploring).
struct HeavyPolicyParams {
  double capture = 0.9;   // capture a chain in atari near the last move, or save one
  double pattern = 0.95;  // 3x3 pattern reply among the last move's neighbours
};

// Chooses the policy's move for `c`, given the opponent's last move (or
// kNoPoint / kPass); kPass when nothing is playable.
Point heavy_move(const Board& b, Color c, Point last, Rng& rng,
                 const HeavyPolicyParams& params = {});

}  // namespace sente
