// Builds games from ASCII diagrams for the engine tests.
#pragma once

#include <catch2/catch.hpp>
#include <string_view>
#include <vector>

#include "engine/search/search_params.h"
#include "rules/game.h"
#include "rules/notation.h"

namespace sente::test {

// A game whose start position is the diagram (setup stones), `to_move` first.
inline Game game_from_diagram(std::string_view diagram, Color to_move, Rules rules = Rules{}) {
  const Board b = board_from_diagram(diagram);
  Game g(b.width(), b.height(), rules);
  for (Color c : {Color::Black, Color::White}) {
    std::vector<Point> pts;
    b.stones(c).for_each(b.words(), [&](int p) { pts.push_back(static_cast<Point>(p)); });
    if (!g.setup_stones(c, pts)) throw ParseError("diagram cannot be set up");
  }
  g.set_to_move(to_move);
  return g;
}

inline Point at(const Game& g, std::string_view vertex) { return parse_vertex(g.board(), vertex); }

// A few fixed opening moves so the position is not empty.
inline Game opening_9x9() {
  Game g(9, 9);
  for (const char* v : {"E5", "C3", "G7", "D7"})
    REQUIRE(g.play({g.to_move(), at(g, v)}) == MoveError::None);
  return g;
}

// Medium's settings for exactly `playouts` playouts: no early stop, no
// resignation, so that a test's search always runs to its budget.
inline SearchParams exact(int playouts) {
  SearchParams p = level_params("medium");
  p.playouts = playouts;
  p.resign_threshold = 0;
  p.early_stop = false;
  return p;
}

}  // namespace sente::test
