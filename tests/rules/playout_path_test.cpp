// The playouts' fast path against the reference: moves drawn from the
// board's empty-point list, with refused candidates swapped out of the drawn
// range as the light playout does, then played with play_legal. After every
// move the whole board (list included) must match the reference.
#include <catch2/catch.hpp>

#include <vector>
#include "tests/rules/board_compare.h"

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

struct Counts {
  int moves = 0, refusals = 0, captures = 0;
};

// compare_deeply every `deep_every` moves, the cheaper compare_stones between.
void play_out(int width, int height, bool multi_stone_suicide, uint64_t seed, Counts& n,
              int deep_every = 1) {
  Board b(width, height);
  b.set_multi_stone_suicide(multi_stone_suicide);
  ref::RefBoard r(width, height, multi_stone_suicide);
  TestRng rng(seed);
  Color c = Color::Black;
  int passes = 0;
  for (int move = 0; move < 3 * width * height && passes < 2; ++move) {
    Point chosen = kPass;
    for (int k = b.empty_count(); k > 0; --k) {
      const int i = rng.below(k);
      const Point p = b.empty_point(i);
      if (b.is_playout_move(c, p)) {
        chosen = p;
        break;
      }
      ++n.refusals;
      b.swap_empty_points(i, k - 1);
    }
    if (chosen == kPass) {
      b.pass();
      r.pass();
      ++passes;
    } else {
      passes = 0;
      const int x = b.x_of(chosen), y = b.y_of(chosen);
      REQUIRE(r.check(c, x, y) == MoveError::None);
      REQUIRE(!r.is_eye_like(c, x, y));
      b.play_legal(c, chosen);
      REQUIRE(r.play(c, x, y) == MoveError::None);
      n.captures += b.last_captures() > 0;
      ++n.moves;
    }
    INFO("seed " << seed << " move " << move);
    if (move % deep_every == 0)
      REQUIRE(compare_deeply(b, r) == "");
    else
      REQUIRE(compare_stones(b, r) == "");
    c = opponent(c);
  }
}

}  // namespace

TEST_CASE("playout moves from the empty-point list match the reference", "[rules][playout]") {
  Counts n;
  uint64_t seed = 1;
  for (int size : {2, 3, 5, 7, 9}) {
    for (int g = 0; g < 12; ++g) {
      play_out(size, size, false, seed++, n);
      play_out(size, size, true, seed++, n);
    }
  }
  play_out(13, 9, false, seed++, n);
  play_out(4, 19, true, seed++, n);
  play_out(25, 25, false, seed++, n, 25);  // the largest board: packed counters at their widest
  // The games reached what they exist to test.
  INFO("moves " << n.moves << " refusals " << n.refusals << " captures " << n.captures);
  CHECK(n.moves > 3000);
  CHECK(n.refusals > 500);
  CHECK(n.captures > 200);
}
