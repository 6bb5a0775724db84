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

TEST_CASE("heavy policy answers a throw-in by counter-capturing, not by a snapback capture",
          "[playout]") {
  // Medium's game 56 against GNU Go, after White's throw-in H1: Black's 17 stones from F7 to G1
  // have one liberty, J1. Taking H1 from there leaves them with H1 alone, and White captures
  // them all; H4 captures six white stones instead.
  Board b = board_from_diagram(
      ". X . X X O . O .\n"
      "O O X X O O O O O\n"
      "X . X O O X X O X\n"
      "X X X O O X X X X\n"
      "X O O O O X X O O\n"
      "X X X O O X O . O\n"
      "X X X X O X O O X\n"
      "X O X O O X X X X\n"
      "O O O O O O X O .\n");
  const Point throw_in = parse_vertex(b, "H1"), big = parse_vertex(b, "G1");
  REQUIRE(b.in_atari(big));
  REQUIRE(b.chain_size(big) == 17);
  REQUIRE(b.in_atari(throw_in));
  Rng rng(3);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, throw_in, rng, always()) == parse_vertex(b, "H4"));
}

TEST_CASE("heavy policy still takes a ko", "[playout]") {
  // White B4 has one liberty, C4; Black's lone stone there captures it and may be retaken.
  Board b = board_from_diagram(
      ". X O . .\n"
      "X O . O .\n"
      ". X O . .\n"
      ". . . . .\n"
      ". . . . .\n");
  Rng rng(4);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, parse_vertex(b, "B4"), rng, always()) ==
          parse_vertex(b, "C4"));
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
