#include <catch2/catch.hpp>

#include "engine/heavy_playout.h"
#include "rules/notation.h"

using namespace sente;

namespace {
HeavyPolicyParams always() { return HeavyPolicyParams{1.0, 1.0}; }
}  // namespace

TEST_CASE("heavy policy captures a chain left in atari by the last move", "[playout]") {
  // White just played C3, which has one liberty left (D3).
  Board b = board_from_diagram(
      ". . . . .\n"
      ". . X . .\n"
      ". X O . .\n"
      ". . X . .\n"
      ". . . . .\n");
  Rng rng(1);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, b.point(2, 2), rng, always()) == b.point(3, 2));
}

TEST_CASE("heavy policy saves an own chain put in atari by the last move", "[playout]") {
  // White's last move D3 puts the black stones C3-C4 in atari (liberty D4);
  // extending to D4 gives them two liberties, and Black E5 breaks the ladder
  // (without it GNU Go's `defend C3` says 0, with it D4).
  Board b = board_from_diagram(
      ". . . . . .\n"
      ". . O . X .\n"
      ". O X . . .\n"
      ". O X O . .\n"
      ". . O . . .\n"
      ". . . . . .\n");
  REQUIRE(b.in_atari(b.point(2, 2)));
  Rng rng(2);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, b.point(3, 2), rng, always()) == b.point(3, 3));
}

TEST_CASE("heavy playouts play only legal moves and never fill their own eyes", "[playout]") {
  Rng rng(3);
  for (int game = 0; game < 40; ++game) {
    const int size = 5 + game % 15;
    Board b(size, size);
    Color c = Color::Black;
    Point last = kNoPoint;
    int passes = 0;
    for (int move = 0; move < 3 * size * size && passes < 2; ++move) {
      const Point p = heavy_move(b, c, last, rng);
      if (p == kPass) {
        b.pass();
        ++passes;
      } else {
        REQUIRE(b.is_legal(c, p));
        REQUIRE_FALSE(b.is_eye_like(c, p));
        b.play_legal(c, p);
        passes = 0;
      }
      last = p;
      c = opponent(c);
    }
    CHECK(passes == 2);  // the game ended by itself
  }
}
