// Search settings as one plain struct; the levels are named presets of it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sente {

struct SearchParams {
  std::string level = "medium";  // name of the preset these came from
  int playouts = 3000;           // per move; 0 = limited by time only
  double max_seconds = 0;        // per move cap; 0 = none (time control may still limit)
  int threads = 1;               // search threads
  uint64_t seed = 1;             // with one thread, same seed + position = same move
  double resign_threshold = 0.1; // resign when the win rate stays below this; 0 = never
  int resign_moves = 3;          // ... for this many of our moves in a row
  double exploration = 1.0;      // UCT constant
  size_t max_nodes = 1 << 20;    // tree node budget (memory bound)
  double randomness = 0;         // easy: chance of picking among the top moves
};

// "easy", "medium", "hard"; throws ParseError for other names.
SearchParams level_params(std::string_view level);

}  // namespace sente
