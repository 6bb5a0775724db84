#include "engine/search_params.h"

#include "rules/types.h"

namespace sente {

// Playouts per move. The full search with light playouts runs at about
// 40-60k playouts/s on 9x9 and 8-16k/s on 19x19 on one core of the shared
// development machine: medium takes under 0.1 s a move on 9x9, hard about
// 0.5 s on 9x9 and 2-4 s on 19x19.
SearchParams level_params(std::string_view level) {
  SearchParams p;
  p.level = std::string(level);
  if (level == "easy") {
    p.playouts = 300;
    p.resign_threshold = 0;  // a beginner's opponent plays on
    p.randomness = 0.15;
  } else if (level == "medium") {
    p.playouts = 3000;
  } else if (level == "hard") {
    p.playouts = 30000;
  } else {
    throw ParseError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
  }
  return p;
}

}  // namespace sente
