// ring_neighborhoods (one 5x5 read) against neighborhood (eight 3x3 reads)
// for every on-board point around every point, over random games on boards
// of every shape, edges and corners included.
#include <catch2/catch.hpp>

#include "rules/board.h"
#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

TEST_CASE("ring_neighborhoods equals neighborhood around every point", "[rules]") {
  const int shapes[][2] = {{2, 2}, {3, 5}, {9, 9}, {13, 7}, {19, 19}, {25, 25}, {25, 2}};
  int compared = 0;
  for (const auto& shape : shapes) {
    Board b(shape[0], shape[1]);
    TestRng rng(static_cast<uint64_t>(shape[0] * 100 + shape[1]));
    Color c = Color::Black;
    for (int move = 0; move < 2 * b.num_points(); ++move) {
      for (int y = 0; y < b.height(); ++y)
        for (int x = 0; x < b.width(); ++x) {
          const Point p = b.point(x, y);
          uint16_t keys[8];
          b.ring_neighborhoods(p, keys);
          const int s = b.stride();
          const int ring[8] = {s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1};
          for (int i = 0; i < 8; ++i) {
            const Point q = static_cast<Point>(p + ring[i]);
            if (!b.on_board(q)) continue;
            INFO(shape[0] << "x" << shape[1] << " move " << move << " point " << p << " ring "
                          << i);
            REQUIRE(keys[i] == b.neighborhood(q));
            ++compared;
          }
        }
      const Point p = b.empty_point(rng.below(b.empty_count()));
      if (b.is_legal(c, p)) b.play(c, p);
      c = opponent(c);
      if (b.empty_count() == 0) break;
    }
  }
  CHECK(compared > 100000);
}
