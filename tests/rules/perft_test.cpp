// Perft: the number of legal sequences of stone moves from the empty board,
// from sente::perft against the same walk over the reference game.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "rules/perft.h"
#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

const char* const kPresets[] = {"chinese", "japanese", "tromp-taylor", "new-zealand"};

uint64_t reference_perft(ref::RefGame& g, int depth) {
  if (depth == 0) return 1;
  uint64_t total = 0;
  const Color c = g.to_move();
  for (int y = 0; y < g.board().height(); ++y)
    for (int x = 0; x < g.board().width(); ++x) {
      if (g.play(c, x, y) != MoveError::None) continue;
      total += reference_perft(g, depth - 1);
      g.undo();
    }
  return total;
}

uint64_t fast_perft(int width, int height, const char* preset, int depth) {
  Game g(width, height, rules_preset(preset));
  const uint64_t n = perft(g, depth);
  REQUIRE(g.position_count() == 1);  // perft leaves the game as it found it
  return n;
}

uint64_t slow_perft(int width, int height, const char* preset, int depth) {
  ref::RefGame g(width, height, rules_preset(preset));
  return reference_perft(g, depth);
}

}  // namespace

// 2x2, Black first; by symmetry count the lines after B A1 and multiply by 4.
// Depth 1: 4 points. Depth 2: White may take any of the 3 others (each keeps
// a liberty): 12. Depth 3 after B A1:
//   W B2 (diagonal): B A2 or B B1, each chain keeps the last point: 2;
//   W B1: B A2 (chain keeps B2) or B B2 (captures B1): 2; W A2 likewise: 2.
// 6 per first move: 24. Depth 4 after B A1:
//   W B2, B A2 (or B1): White's last point captures two stones: 1 + 1;
//   W B1, B A2: W B2 captures two: 1. W B1, B B2 (captured B1): both empty
//   points are one-stone suicide for White: 0. W A2 likewise: 1.
// 4 per first move: 16. No position repeats and no suicide is multi-stone,
// so every preset agrees.
TEST_CASE("perft on 2x2 by hand", "[rules][perft]") {
  const uint64_t want[] = {1, 4, 12, 24, 16};
  for (const char* preset : kPresets)
    for (int depth = 0; depth <= 4; ++depth) {
      INFO(preset << " depth " << depth);
      CHECK(fast_perft(2, 2, preset, depth) == want[depth]);
      CHECK(slow_perft(2, 2, preset, depth) == want[depth]);
    }
}

// 3x2: every point has at least two neighbours, so a White stone next to
// the single Black stone keeps a liberty and captures nothing: 6 * 5 = 30.
TEST_CASE("perft on 3x2 by hand", "[rules][perft]") {
  for (const char* preset : kPresets) {
    CHECK(fast_perft(3, 2, preset, 1) == 6);
    CHECK(fast_perft(3, 2, preset, 2) == 30);
    CHECK(fast_perft(2, 3, preset, 2) == 30);
  }
}

TEST_CASE("perft matches the reference on small boards", "[rules][perft]") {
  struct Case {
    int width, height, depth;
  };
  // Deep enough on 3x2 for the four presets to give four different counts.
  const Case cases[] = {{2, 2, 12}, {3, 2, 10}, {2, 3, 10}, {3, 3, 6}, {4, 4, 4}};
  for (const Case& c : cases)
    for (const char* preset : kPresets) {
      for (int depth = 1; depth <= c.depth; ++depth) {
        INFO(c.width << "x" << c.height << " " << preset << " depth " << depth);
        CHECK(fast_perft(c.width, c.height, preset, depth) ==
              slow_perft(c.width, c.height, preset, depth));
      }
    }
  // The case is deep enough to tell every pair of presets apart.
  std::vector<uint64_t> counts;
  for (const char* preset : kPresets) counts.push_back(fast_perft(3, 2, preset, 10));
  std::sort(counts.begin(), counts.end());
  CHECK(std::adjacent_find(counts.begin(), counts.end()) == counts.end());
}
