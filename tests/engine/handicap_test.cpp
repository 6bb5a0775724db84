// Handicap games: the dynamic komi of the search, White playing on in a
// nine-stone game instead of resigning, and the win rates reported.
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine/search/search.h"
#include "engine_test_util.h"

using namespace sente;
using namespace sente::test;

TEST_CASE("dynamic komi: handicap stones times the per-stone value, fading", "[engine][handicap]") {
  SearchParams p = level_params("medium");
  p.handicap_komi = 7;
  Game even(19, 19);
  CHECK(dynamic_komi(even, p) == 0);
  Game g(19, 19);
  REQUIRE(g.place_fixed_handicap(9));
  // 7 points for each of the 9 stones before the first move.
  CHECK(dynamic_komi(g, p) == Approx(63));
  // Linear fade over 0.55 * 361 = 198.55 moves: 100 moves leave 98.55/198.55.
  for (int i = 0; i < 100; ++i) REQUIRE(g.play({g.to_move(), kPass}) == MoveError::None);
  CHECK(dynamic_komi(g, p) == Approx(63 * 98.55 / 198.55));
  for (int i = 0; i < 99; ++i) REQUIRE(g.play({g.to_move(), kPass}) == MoveError::None);
  CHECK(dynamic_komi(g, p) == 0);
  p.handicap_komi = 0;  // off
  Game h(19, 19);
  REQUIRE(h.place_fixed_handicap(9));
  CHECK(dynamic_komi(h, p) == 0);
}

TEST_CASE("White plays on in a nine-stone game, and reports the game's own win rates",
          "[engine][handicap]") {
  SearchParams p = level_params("medium");
  p.playouts = 300;
  p.resign_threshold = 0.1;
  p.resign_moves = 1;  // resign at the first low win rate
  Game g(19, 19);
  REQUIRE(g.place_fixed_handicap(9));
  Engine white(p), black(p);
  for (int move = 0; move < 4; ++move) {
    // The dynamic komi steers White's search, and with it its resignation...
    const Decision d = white.genmove(g, Color::White);
    REQUIRE_FALSE(d.resign);
    CHECK(d.move != kPass);  // nor does it pass a board still open
    // ...but the win rate reported is the real game's: nine stones lead.
    CHECK(d.analysis.winrate < 0.5);
    REQUIRE(g.play({Color::White, d.move}) == MoveError::None);
    const Decision reply = black.genmove(g, Color::Black);
    REQUIRE_FALSE(reply.resign);
    CHECK(reply.analysis.winrate > 0.5);
    REQUIRE(g.play({Color::Black, reply.move}) == MoveError::None);
  }
}

// The dynamic komi gave White 7 points a stone in every reported figure: a
// 2-stone 9x9 game at komi 0.5 showed Black at about 40%.
TEST_CASE("Analysis of a handicap game reports the win rate under the game's komi",
          "[engine][handicap]") {
  Game g(9, 9);
  g.set_komi(0.5);
  REQUIRE(g.place_fixed_handicap(2));
  REQUIRE(g.to_move() == Color::White);
  Engine e(level_params("medium"));
  const Analysis a = e.analyze(g, Color::White, {}, 0, 1000);
  CHECK(1 - a.winrate > 0.5);  // Black's
  REQUIRE_FALSE(a.candidates.empty());
  CHECK(a.candidates.front().winrate < 0.5);  // White's best
}
