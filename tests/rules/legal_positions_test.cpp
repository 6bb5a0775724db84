// Legal positions on n x n boards: colourings in which every chain has a
// liberty. Known counts (OEIS A094777): 57, 12675, 24318165 for n = 2, 3, 4.
#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

// Counts with the fast board's geometry and bit sets: a colouring is legal
// when flood-filling each colour from its stones next to an empty point
// reaches all its stones.
uint64_t count_with_bitboards(int n) {
  const Board b(n, n);
  const int words = b.words(), stride = b.stride();
  const Bits& mask = b.board_mask();
  std::vector<Point> points;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) points.push_back(b.point(x, y));
  std::vector<int> digit(points.size(), 0);  // 0 empty, 1 black, 2 white
  Bits stones[2];
  uint64_t legal = 0;
  for (;;) {
    const Bits empty = bits_andnot(mask, bits_or(stones[0], stones[1], words), words);
    const Bits near_empty = grow(empty, mask, stride, words);
    bool ok = true;
    for (const Bits& s : stones) {
      const Bits breathing = flood(bits_and(near_empty, s, words), s, mask, stride, words);
      ok = ok && breathing.equals(s, words);
    }
    legal += ok;
    // Next colouring, odometer style.
    size_t i = 0;
    for (; i < points.size(); ++i) {
      const Point p = points[i];
      if (digit[i] > 0) stones[digit[i] - 1].reset(p);
      digit[i] = (digit[i] + 1) % 3;
      if (digit[i] > 0) stones[digit[i] - 1].set(p);
      if (digit[i] != 0) break;
    }
    if (i == points.size()) return legal;
  }
}

// Every colouring of an n x n board, as reference boards and as diagrams.
template <class F>
void for_each_colouring(int n, F&& f) {
  const int cells = n * n;
  int total = 1;
  for (int i = 0; i < cells; ++i) total *= 3;
  for (int code = 0; code < total; ++code) {
    ref::RefBoard r(n, n, false);
    std::string diagram;
    int c = code;
    for (int y = n - 1; y >= 0; --y) {
      for (int x = 0; x < n; ++x, c /= 3) {
        r.set(x, y, c % 3 == 0 ? ref::kEmpty : c % 3 == 1 ? ref::kBlack : ref::kWhite);
        diagram += ".XO"[c % 3];
      }
      diagram += '\n';
    }
    f(r, diagram);
  }
}

}  // namespace

TEST_CASE("legal positions on 2x2 and 3x3: bitboards and reference agree with A094777",
          "[rules][positions]") {
  CHECK(count_with_bitboards(2) == 57);
  CHECK(count_with_bitboards(3) == 12675);
  const uint64_t want[] = {0, 0, 57, 12675};
  for (int n : {2, 3}) {
    uint64_t legal = 0;
    for_each_colouring(
        n, [&](const ref::RefBoard& r, const std::string&) { legal += r.all_chains_breathe(); });
    CHECK(legal == want[n]);
  }
}

TEST_CASE("board_from_diagram accepts exactly the legal 3x3 positions", "[rules][positions]") {
  uint64_t accepted = 0;
  for_each_colouring(3, [&](const ref::RefBoard& r, const std::string& diagram) {
    bool parsed = false;
    try {
      const Board b = board_from_diagram(diagram);
      parsed = true;
      REQUIRE(differs_from(b, diagram) == "");
    } catch (const ParseError&) {
    }
    INFO(diagram);
    REQUIRE(parsed == r.all_chains_breathe());
    accepted += parsed;
  });
  CHECK(accepted == 12675);
}

// 3^16 = 43 million colourings: several seconds in Release.
TEST_CASE("legal positions on 4x4 (A094777)", "[rules][positions][.slow]") {
  CHECK(count_with_bitboards(4) == 24318165);
}
