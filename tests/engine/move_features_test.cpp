// The learned model's move features: golden positions for each group, and
// invariance under the board's symmetries and a swap of colours on seeded
// random positions.
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/knowledge/geometry.h"
#include "engine/knowledge/move_features.h"
#include "engine/knowledge/move_model.h"
#include "engine/knowledge/priors.h"
#include "engine/random.h"
#include "rules/notation.h"
#include "tests/engine/ladder_positions.h"

using namespace sente;

namespace {

Point at(const Board& b, const char* vertex) { return parse_vertex(b, vertex); }

MoveFeatures features(const Board& b, Color c, const char* vertex, const char* last = nullptr,
                      const char* last2 = nullptr) {
  const FeatureContext ctx(b, c, last ? at(b, last) : kNoPoint, last2 ? at(b, last2) : kNoPoint);
  return move_features(ctx, at(b, vertex));
}

int level(const MoveFeatures& f, FeatureGroup g) { return f.level[g]; }

// A seeded random position on an n x n board (setup stones: no ko).
Board random_position(int n, uint64_t seed, int moves, Point* last, Point* last2) {
  Board b(n, n);
  Rng rng(seed);
  Color c = Color::Black;
  *last = *last2 = kNoPoint;
  for (int i = 0; i < moves && b.empty_count() > 0; ++i) {
    const Point p =
        b.empty_point(static_cast<int>(rng.below(static_cast<uint32_t>(b.empty_count()))));
    if (b.is_eye_like(c, p) || b.play(c, p) != MoveError::None) continue;
    *last2 = *last;
    *last = p;
    c = opponent(c);
  }
  Board s(n, n);
  for (Color k : {Color::Black, Color::White})
    b.stones(k).for_each(b.words(),
                         [&](int p) { REQUIRE(s.setup_stone(k, static_cast<Point>(p))); });
  if (*last >= 0 && s.is_empty(*last)) *last = kNoPoint;
  if (*last2 >= 0 && s.is_empty(*last2)) *last2 = kNoPoint;
  return s;
}

// Symmetry t (bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps them) of a point.
Point transform(const Board& b, Point p, int t) {
  if (p < 0) return p;
  int x = b.x_of(p), y = b.y_of(p);
  if (t & 1) x = b.width() - 1 - x;
  if (t & 2) y = b.height() - 1 - y;
  if (t & 4) std::swap(x, y);
  return b.point(x, y);
}

Board transformed(const Board& b, int t, bool swap_colours) {
  Board out(b.width(), b.height());
  for (Color k : {Color::Black, Color::White})
    b.stones(k).for_each(b.words(), [&](int p) {
      REQUIRE(
          out.setup_stone(swap_colours ? opponent(k) : k, transform(b, static_cast<Point>(p), t)));
    });
  return out;
}

}  // namespace

TEST_CASE("Move features: captures", "[features]") {
  // White B2 is in atari and holds the black stones B3 and B1 in atari.
  const Board b = board_from_diagram(
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". O . . . . . . .\n"
      ". X O . . . . . .\n"
      "X O . O . . . . .\n"
      ". X O . . . . . .\n");
  CHECK(level(features(b, Color::Black, "C2"), kCaptureGroup) == 1);  // saves B3 and B1
  CHECK(level(features(b, Color::White, "A3"), kCaptureGroup) == 1);  // B3, saving B2
  CHECK(level(features(b, Color::Black, "E5"), kCaptureGroup) == 0);
  // The black pair B2-C2 has one liberty, C1.
  const Board pair = board_from_diagram(
      ". . . . .\n"
      ". . . . .\n"
      ". O O . .\n"
      "O X X O .\n"
      ". O . . .\n");
  // Two stones that extending at C1 would not save.
  CHECK(level(features(pair, Color::White, "C1"), kCaptureGroup) == 6);
  CHECK(level(features(pair, Color::White, "C1", "B2"), kCaptureGroup) == 2);  // the last move's
  // White C3 in atari would escape at D3; White H3 would not escape at H2.
  const Board lone = board_from_diagram(
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . X . . . . X .\n"
      ". X O . . . X O X\n"
      ". . X . . . X . X\n"
      ". . . . . . . . .\n");
  CHECK(level(features(lone, Color::Black, "D3"), kCaptureGroup) == 3);
  CHECK(level(features(lone, Color::Black, "H2"), kCaptureGroup) == 5);
  CHECK(level(features(lone, Color::Black, "E5"), kCaptureGroup) == 0);
}

TEST_CASE("Move features: escapes, self-ataris and ataris", "[features]") {
  // White D5 is in atari (liberty E5); the ladder works until White G2 breaks it.
  Board b = board_from_diagram(test::kLadder);
  CHECK(level(features(b, Color::White, "E5"), kEscapeGroup) == 3);
  REQUIRE(b.play(Color::White, at(b, "G2")) == MoveError::None);
  CHECK(level(features(b, Color::White, "E5"), kEscapeGroup) == 2);
  CHECK(level(features(b, Color::White, "E5", "D4"), kEscapeGroup) == 1);  // D4 gave the atari
  CHECK(level(features(b, Color::White, "F5"), kEscapeGroup) == 0);

  // White D5 with two liberties: D4 starts the ladder, E5 lets it out.
  const Board two = board_from_diagram(test::kTwoLiberties);
  CHECK(level(features(two, Color::Black, "D4"), kAtariGroup) == 1);
  CHECK(level(features(two, Color::Black, "E5"), kAtariGroup) == 3);
  CHECK(level(features(two, Color::Black, "F5"), kAtariGroup) == 0);

  const Board self = board_from_diagram(
      ". . . . .\n"
      "O X O . .\n"
      "O . O . .\n"
      ". O . O .\n"
      ". . . . .\n");
  CHECK(level(features(self, Color::Black, "B3"), kSelfAtariGroup) == 2);  // with B4: one liberty
  CHECK(level(features(self, Color::Black, "C2"), kSelfAtariGroup) == 1);  // a lone stone
  CHECK(level(features(self, Color::Black, "E5"), kSelfAtariGroup) == 0);
}

TEST_CASE("Move features: lines, corners and distances", "[features]") {
  Board b(19, 19);
  REQUIRE(b.play(Color::Black, at(b, "Q16")) == MoveError::None);
  REQUIRE(b.play(Color::White, at(b, "D4")) == MoveError::None);
  const MoveFeatures f = features(b, Color::Black, "C16", "D4", "Q16");
  CHECK(level(f, kCornerGroup) == 2);  // a 3-4 point of an empty corner
  // Third line, no stone within Manhattan distance 4: (3 - 1) * 5 + 5.
  CHECK(level(f, kLineOpenGroup) == 15);
  CHECK(level(f, kLastGroup) == 16);                                       // far from D4
  CHECK(level(f, kLast2Group) == 16);                                      // far from Q16
  CHECK(level(features(b, Color::Black, "C3", "D4"), kCornerGroup) == 0);  // corner taken
  const MoveFeatures near = features(b, Color::Black, "E5", "D4", "Q16");
  CHECK(level(near, kLastGroup) == 3 - 1);  // a diagonal: gridcular distance 3
  CHECK(level(near, kCfgGroup) == 2);
  CHECK(level(near, kLineOpenGroup) == 4 * 5 + 2);  // fifth line, two from D4
  CHECK(level(features(b, Color::Black, "D5", "D4"), kCfgGroup) == 1);
  CHECK(level(features(b, Color::Black, "D5", "D4"), kLastGroup) == 1);
}

TEST_CASE("Move features do not change with the board's symmetries or colours", "[features]") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Point last, last2;
    const Board b = random_position(13, seed, 40 + 15 * static_cast<int>(seed), &last, &last2);
    for (Color c : {Color::Black, Color::White}) {
      const FeatureContext ctx(b, c, last, last2);
      for (int t = 0; t < 16; ++t) {
        const bool swap = t >= 8;
        const Board tb = transformed(b, t & 7, swap);
        const Color tc = swap ? opponent(c) : c;
        const FeatureContext tctx(tb, tc, transform(b, last, t & 7), transform(b, last2, t & 7));
        b.empty_points().for_each(b.words(), [&](int i) {
          const Point p = static_cast<Point>(i);
          if (!b.is_legal(c, p)) return;
          const MoveFeatures f = move_features(ctx, p);
          const MoveFeatures g = move_features(tctx, transform(b, p, t & 7));
          INFO("seed " << seed << " symmetry " << t << " at " << vertex_to_string(b, p));
          CHECK(f.level == g.level);
          CHECK(canonical_shape3(f.shape3) == canonical_shape3(g.shape3));
          CHECK(canonical_shape_large(f.shape_large) == canonical_shape_large(g.shape_large));
        });
      }
    }
  }
}

TEST_CASE("Move features: a move on the point of a stone since captured", "[features]") {
  // Black's B1 is captured by White's A1; Black's features at B1 (legal or
  // not, the model may be asked) are at distance 0 from last2, which counts
  // as a neighbour.
  Board b(5, 5);
  for (const char* v : {"A2", "B2", "C1"}) REQUIRE(b.setup_stone(Color::White, at(b, v)));
  REQUIRE(b.play(Color::Black, at(b, "B1")) == MoveError::None);
  REQUIRE(b.play(Color::White, at(b, "A1")) == MoveError::None);
  REQUIRE(b.is_empty(at(b, "B1")));
  const MoveFeatures f = features(b, Color::Black, "B1", "A1", "B1");
  CHECK(level(f, kLast2Group) == 1);
  CHECK(level(f, kLastGroup) == 1);
}

TEST_CASE("Move feature levels stay in range in seeded games of every shape", "[features]") {
  // Real games (captures, last moves whose stones are gone) on boards from
  // 2x2 to 25x25 and rectangular ones: every level of every legal move must
  // index its group's table.
  const int sizes[][2] = {{2, 2}, {3, 5}, {5, 5}, {7, 19}, {9, 9}, {13, 13}, {19, 19}, {25, 25}};
  for (const auto& wh : sizes) {
    Board b(wh[0], wh[1]);
    Rng rng(static_cast<uint64_t>(wh[0] * 100 + wh[1]));
    Color c = Color::Black;
    Point last = kNoPoint, last2 = kNoPoint;
    int checked = 0;
    for (int ply = 0; ply < 3 * b.num_points() && b.empty_count() > 0; ++ply) {
      const FeatureContext ctx(b, c, last, last2);
      b.empty_points().for_each(b.words(), [&](int i) {
        const Point p = static_cast<Point>(i);
        if (!b.is_legal(c, p)) return;
        const MoveFeatures f = move_features(ctx, p);
        for (int g = 0; g < kNumSmallGroups; ++g) {
          INFO(wh[0] << "x" << wh[1] << " ply " << ply << " group " << kSmallGroupNames[g] << " at "
                     << vertex_to_string(b, p));
          REQUIRE(f.level[g] < kSmallGroupLevels[g]);
        }
        ++checked;
      });
      const Point p =
          b.empty_point(static_cast<int>(rng.below(static_cast<uint32_t>(b.empty_count()))));
      Point played = kPass;
      if (!b.is_eye_like(c, p) && b.play(c, p) == MoveError::None) played = p;
      last2 = last;
      last = played;
      c = opponent(c);
    }
    CHECK(checked > b.num_points());
  }
}

TEST_CASE("Empty corners on every board size: the corner's square clipped to small boards",
          "[features]") {
  // Every (width, height) from 2 to 25: each point's kind follows from its
  // distances to the nearest edges alone while the board is empty, and any
  // stone in the point's corner square clears it.
  for (int w = 2; w <= 25; ++w)
    for (int h = 2; h <= 25; ++h) {
      Board b(w, h);
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
          const bool left = x < w / 2, low = y < h / 2;
          const int dx = left ? x : w - 1 - x, dy = low ? y : h - 1 - y;
          const int lo = std::min(dx, dy), hi = std::max(dx, dy);
          int want = 0;
          if (lo == 2 && hi <= 4) want = hi == 2 ? 1 : hi == 3 ? 2 : 4;
          if (lo == 3 && hi <= 4) want = hi == 3 ? 3 : 5;
          INFO(w << "x" << h << " at " << x << "," << y);
          REQUIRE(empty_corner_kind(b, b.point(x, y)) == want);
        }
    }
  Board five(5, 5);
  REQUIRE(empty_corner_kind(five, at(five, "C3")) == 1);  // the centre is a 3-3 point
  REQUIRE(five.play(Color::White, at(five, "E5")) == MoveError::None);
  CHECK(empty_corner_kind(five, at(five, "C3")) == 0);
}
