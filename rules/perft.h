// Perft-style counts that pin the rules down.
#pragma once

#include <cstdint>

#include "rules/game.h"

namespace sente {

// Distinct sequences of `depth` stone moves (no passes) from the game's
// position, alternating colours from the side to move, each legal under the
// game's rules with superko judged against the whole history.
uint64_t perft(Game& game, int depth);

}  // namespace sente
