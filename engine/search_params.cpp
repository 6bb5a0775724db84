#include "engine/search_params.h"

#include <algorithm>

#include "engine/tree.h"
#include "rules/types.h"

namespace sente {

double move_seconds_cap(const SearchParams& p, int points) {
  if (p.max_seconds <= 0 || p.max_seconds_19 <= p.max_seconds) return p.max_seconds;
  const double t = std::clamp((points - 81) / (361.0 - 81.0), 0.0, 1.0);
  return p.max_seconds + t * (p.max_seconds_19 - p.max_seconds);
}

size_t max_nodes_for_memory(size_t bytes) { return std::max<size_t>(1, bytes / sizeof(Node)); }

// The levels. The full search (tree, RAVE, priors, heavy playouts with
// ladder reading) runs at about 16k playouts/s on 9x9 and 4k/s on 19x19 on
// one core of the development machine (sente-bench search). easy: 500
// playouts, some randomness, never resigns; medium: 8000 playouts on one
// thread; hard: two threads for up to 2 s a move (at most 100k playouts),
// stopping early when the best move is settled.
SearchParams level_params(std::string_view level) {
  SearchParams p;
  p.level = std::string(level);
  if (level == "easy") {
    p.playouts = 500;
    p.resign_threshold = 0;  // a beginner's opponent plays on
    p.randomness = 0.15;
  } else if (level == "medium") {
    p.playouts = 8000;
  } else if (level == "hard") {
    p.playouts = 100000;
    p.max_seconds = 2;
    p.max_seconds_19 = 5;
    p.threads = 2;
  } else {
    throw ParseError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
  }
  return p;
}

}  // namespace sente
