#include <catch2/catch.hpp>

#include "engine/random.h"
#include "rules/notation.h"

using namespace sente;

namespace {
// The obvious way: play it on a copy and look.
bool self_atari_by_playing(const Board& b, Color c, Point p) {
  Board after = b;
  const int opp_before = b.stone_count(opponent(c));
  after.play_legal(c, p);
  if (after.stone_count(opponent(c)) < opp_before) return false;  // captured something
  return after.is_empty(p) || after.liberties(p) <= 1;
}
}  // namespace

TEST_CASE("is_self_atari agrees with playing the move, over random games", "[playout]") {
  Rng rng(11);
  int checked = 0, self_ataris = 0;
  for (int game = 0; game < 60; ++game) {
    const int size = 5 + game % 11;
    Board b(size, size);
    b.set_multi_stone_suicide(game % 2 == 1);
    Color c = Color::Black;
    for (int move = 0; move < size * size * 2; ++move) {
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) {
          const Point p = b.point(x, y);
          if (!b.is_legal(c, p)) continue;
          const bool expected = self_atari_by_playing(b, c, p);
          REQUIRE(b.is_self_atari(c, p) == expected);
          ++checked;
          self_ataris += expected;
        }
      const Point p = b.point(static_cast<int>(rng.below(size)), static_cast<int>(rng.below(size)));
      if (b.is_legal(c, p) && !b.is_eye_like(c, p)) b.play_legal(c, p);
      c = opponent(c);
    }
  }
  CHECK(checked > 10000);
  CHECK(self_ataris > 500);  // the interesting case was reached often
}

TEST_CASE("self-atari in a diagram", "[playout]") {
  Board b = board_from_diagram(
      ". . . . .\n"
      ". O O O .\n"
      "O X X . O\n"
      ". O O O .\n"
      ". . . . .\n");
  // Black D3 joins B3-C3 and leaves the chain no liberty at all.
  CHECK(b.is_self_atari(Color::Black, b.point(3, 2)));
  // Black A2: its only liberty would be A1 (A3 and B2 are white).
  CHECK(b.is_self_atari(Color::Black, b.point(0, 1)));
  // Black C1: two liberties, B1 and D1.
  CHECK_FALSE(b.is_self_atari(Color::Black, b.point(2, 0)));
  // White D3 captures nothing and keeps liberties through its chains.
  CHECK_FALSE(b.is_self_atari(Color::White, b.point(3, 2)));
}
