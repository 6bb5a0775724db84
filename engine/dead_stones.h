// Which stones are dead or in seki at the end of a game, estimated from the
// ownership of points over heavy playouts from the position (heavy: they do
// not self-atari large chains, so they leave a seki standing where uniform
// playouts always break it).
#pragma once

#include <cstdint>
#include <vector>

#include "rules/game.h"

namespace sente {

// For each grid point, the fraction of `playouts` heavy playouts that ended with it
// Black's (stone or empty point reaching only Black) minus White's: -1..+1.
std::vector<float> playout_ownership(const Board& b, Color to_move, double komi, int playouts,
                                     uint64_t seed);

struct StoneStatus {
  Bits dead;
  Bits seki;
};

// A chain is dead when its points end up the opponent's in most playouts,
// unless it is in seki once the clearly dead stones are gone.
StoneStatus estimate_stone_status(const Game& game, int playouts, uint64_t seed);

}  // namespace sente
