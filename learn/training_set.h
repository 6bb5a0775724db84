// The positions of game records as the learned move model sees them: for
// every move a player made, the features of each move the search would
// have considered, and which one was played.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/knowledge/move_features.h"
#include "rules/game.h"

namespace sente {

struct TrainingPosition {
  uint32_t first = 0;   // index of its first candidate
  uint32_t count = 0;   // candidates
  uint32_t chosen = 0;  // the played move, counted from `first`
};

struct TrainingSet {
  std::vector<MoveFeatures> candidates;
  std::vector<TrainingPosition> positions;
};

// Adds every stone the players of `game` placed (only `who`'s, if set),
// except moves the search would not consider (own-eye fills) and positions
// with a single candidate.
void add_game_positions(const Game& game, TrainingSet& out, std::optional<Color> who = {});

}  // namespace sente
