// Engine::hint: the move a strong player would choose, without side effects.
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine_test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

// A small deterministic budget (one thread, fixed playouts) for the tests.
SearchParams small_budget(int playouts) {
  SearchParams p = level_params("hard");
  p.threads = 1;
  p.max_seconds = 0;
  p.playouts = playouts;
  return p;
}

// Four white stones C4 D4 E4 D3 with one liberty, D2.
const char* const kBigAtari =
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . X X X . .\n"
    ". X O O O X .\n"
    ". . X O X . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n";

}  // namespace

TEST_CASE("hint captures a big group in atari, for either side", "[engine][hint]") {
  Game g = game_from_diagram(kBigAtari, Color::Black);
  Engine e(level_params("easy"));  // the hint does not use the engine's own level
  CHECK(e.hint(g, Color::Black, small_budget(2000)) == at(g, "D2"));
  // White saves the four stones on the same point.
  CHECK(e.hint(g, Color::White, small_budget(2000)) == at(g, "D2"));
}

TEST_CASE("hint changes neither the game nor the next genmove", "[engine][hint]") {
  const Game start = opening_9x9();
  SearchParams medium = level_params("medium");
  medium.playouts = 300;
  medium.reuse_tree = false;  // so that a genmove after a hint can equal one without
  Engine with_hint(medium), without(medium);
  Game g = start;
  const Point h = with_hint.hint(g, Color::Black, small_budget(500));
  CHECK(g.check({Color::Black, h}) == MoveError::None);
  CHECK(g.board().hash() == start.board().hash());
  CHECK(g.moves() == start.moves());
  CHECK(g.to_move() == start.to_move());
  // Same seed, same position: the genmove does not see that a hint was asked.
  CHECK(with_hint.genmove(g, Color::Black).move == without.genmove(g, Color::Black).move);
}

TEST_CASE("hint is the same whatever the engine's level", "[engine][hint]") {
  // easy picks at random among the top moves; a hint never does.
  Game g = opening_9x9();
  Engine easy(level_params("easy")), hard(level_params("hard"));
  for (int move = 0; move < 8; ++move) {
    const Point a = easy.hint(g, g.to_move(), small_budget(200));
    CHECK(a == hard.hint(g, g.to_move(), small_budget(200)));
    REQUIRE(g.play({g.to_move(), a}) == MoveError::None);
  }
}
