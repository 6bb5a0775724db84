// Game keeps a compact history (hashes and stones per position) and replays
// moves from the start for position(i) and undo: both must give back the
// boards exactly as they were played.
#include <catch2/catch.hpp>

#include <vector>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

TEST_CASE("the compact game history replays every position", "[rules][game]") {
  Game g(9, 9, rules_preset("tromp-taylor"));
  TestRng rng(77);
  std::vector<Board> seen = {g.board()};
  for (int i = 0; i < 400 && !g.is_over(); ++i) {
    const Board& b = g.board();
    std::vector<Point> legal;
    for (int k = 0; k < b.empty_count(); ++k)
      if (g.check(Move{g.to_move(), b.empty_point(k)}) == MoveError::None &&
          !b.is_eye_like(g.to_move(), b.empty_point(k)))
        legal.push_back(b.empty_point(k));
    const Point p = legal.empty() ? kPass : legal[rng.below(static_cast<int>(legal.size()))];
    REQUIRE(g.play(Move{g.to_move(), p}) == MoveError::None);
    seen.push_back(g.board());
  }
  REQUIRE(g.position_count() == static_cast<int>(seen.size()));
  for (int i = 0; i < g.position_count(); i += 7) {
    const Board b = g.position(i);
    REQUIRE(b.same_position(seen[i]));
    REQUIRE(b.hash() == seen[i].hash());
    REQUIRE(b.ko_point() == seen[i].ko_point());
    REQUIRE(g.position_hash(i) == seen[i].hash());
  }
  for (int i = g.position_count() - 1; i > 0; --i) {
    REQUIRE(g.board().same_position(seen[i]));
    REQUIRE(g.board().prisoners(Color::Black) == seen[i].prisoners(Color::Black));
    REQUIRE(g.board().ko_point() == seen[i].ko_point());
    REQUIRE(g.undo());
  }
  REQUIRE(g.board().same_position(seen[0]));
  REQUIRE_FALSE(g.undo());
}
