// The learned move model: its text form, pattern lookups in every symmetry,
// and the priors it gives on large boards.
#include <catch2/catch.hpp>

#include "engine/knowledge/move_model.h"
#include "engine/knowledge/priors.h"
#include "rules/notation.h"

using namespace sente;

TEST_CASE("The move model reads its text form and multiplies the strengths", "[model]") {
  const uint32_t shape = 0x1 | 0x4 << 2;  // own stone north-west, opponent north
  const MoveModel m = MoveModel::parse(
      "# a comment\n"
      "group capture 4 3.5\n"
      "group last 1 2\n"
      "shape3 " +
      [&] {
        char hex[16];
        std::snprintf(hex, sizeof hex, "%x", canonical_shape3(shape));
        return std::string(hex);
      }() +
      " 5\n"
      "shape3_unknown 0.5\n"
      "large_unknown 0.25\n");
  CHECK(m.level_gamma(kCaptureGroup, 4) == Approx(3.5));
  CHECK(m.level_gamma(kCaptureGroup, 1) == Approx(1));
  CHECK(m.shape3_count() >= 1);
  MoveFeatures f;
  f.level[kCaptureGroup] = 4;
  f.level[kLastGroup] = 1;
  // Every symmetric variant of the shape finds its strength.
  for (uint32_t variant : shape3_symmetries(shape)) {
    f.shape3 = variant;
    CHECK(m.strength(f) == Approx(3.5 * 2 * 5 * 0.25));
  }
  f.shape3 = 0xFFFF;  // never learned: the unknown strength
  CHECK(m.strength(f) == Approx(3.5 * 2 * 0.5 * 0.25));
}

TEST_CASE("The move model refuses bad weight lines", "[model]") {
  for (const char* bad : {"group capture 9 1\n", "group nosuch 1 1\n", "group capture 1 -2\n",
                          "shape3 xyz 1\n", "large 12 0\n", "wrong 1\n", "group capture 1\n"})
    CHECK_THROWS_AS(MoveModel::parse(bad), ParseError);
}

namespace {

// Black's legal moves into `moves`; returns their number.
int black_moves(const Board& b, Point* moves) {
  int n = 0;
  b.empty_points().for_each(b.words(), [&](int p) {
    if (b.is_legal(Color::Black, static_cast<Point>(p))) moves[n++] = static_cast<Point>(p);
  });
  return n;
}

// How many moves the priors rate above `target` (0: it is rated first).
int rank_of(const Board& b, Point target, Point last, const PriorParams& w) {
  Point moves[kMaxPoints];
  const int n = black_moves(b, moves);
  Prior priors[kMaxPoints];
  child_priors(b, Color::Black, moves, n, last, kNoPoint, w, priors);
  float value = -1;
  for (int i = 0; i < n; ++i)
    if (moves[i] == target) value = priors[i].value;
  REQUIRE(value >= 0);
  int above = 0;
  for (int i = 0; i < n; ++i) above += priors[i].value > value;
  return above;
}

}  // namespace

TEST_CASE("The compiled-in model rates moves on large boards", "[model]") {
  const MoveModel& m = MoveModel::learned();
  REQUIRE(m.shape3_count() > 0);  // the weights file is not empty
  // A chain of five white stones in atari that would escape at J9.
  Board b = board_from_diagram(
      ". . . . . . . . . . . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . X X X X X . . . . .\n"
      ". . X O O O O O . . . . .\n"
      ". . . X X X X X . . . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . O . . . . . X . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . . . . . . . . . . .\n"
      ". . . . . . . . . . . . .\n");
  const Point capture = parse_vertex(b, "J9");
  PriorParams w;
  w.learned = 100;
  // With no last move the model's own terms (capture, shape, line) decide:
  // the capture comes first of all the legal moves.
  CHECK(rank_of(b, capture, kNoPoint, w) == 0);
  // A last move elsewhere pulls the model's locality terms to it (Pachi, the
  // teacher, answers locally), but the capture stays among the first three.
  CHECK(rank_of(b, capture, parse_vertex(b, "D4"), w) <= 2);
  CHECK(rank_of(b, capture, parse_vertex(b, "K4"), w) <= 2);
  // Without the learned weight the hand-made features still apply.
  w.learned = 0;
  Point moves[kMaxPoints];
  const int n = black_moves(b, moves);
  Prior priors[kMaxPoints];
  child_priors(b, Color::Black, moves, n, parse_vertex(b, "K4"), kNoPoint, w, priors);
  CHECK(priors[0].visits >= w.even);
}

TEST_CASE("The learned model serves boards from learned_min_size", "[model]") {
  // On an empty 9x9 board the hand-made priors give every open first- and
  // second-line point the same penalty; the model tells them apart.
  const Board b(9, 9);
  Point moves[kMaxPoints];
  int n = 0;
  b.empty_points().for_each(b.words(), [&](int p) { moves[n++] = static_cast<Point>(p); });
  Prior hand[kMaxPoints], learned[kMaxPoints];
  PriorParams w;
  REQUIRE(w.learned_min_size <= 9);  // the default: every board
  w.learned_min_size = 13;
  child_priors(b, Color::Black, moves, n, kNoPoint, kNoPoint, w, hand);
  w.learned_min_size = 9;
  child_priors(b, Color::Black, moves, n, kNoPoint, kNoPoint, w, learned);
  int differ = 0;
  for (int i = 0; i < n; ++i)
    differ += hand[i].value != learned[i].value || hand[i].visits != learned[i].visits;
  CHECK(differ > n / 2);
  w.learned_min_size = 10;  // a 9x9 board is below it again
  child_priors(b, Color::Black, moves, n, kNoPoint, kNoPoint, w, learned);
  for (int i = 0; i < n; ++i) CHECK(hand[i].value == learned[i].value);
}

TEST_CASE("Small boards have compiled-in weights of their own", "[model]") {
  const MoveModel& small = MoveModel::learned(9);
  const MoveModel& large = MoveModel::learned(19);
  CHECK(&small == &MoveModel::learned(2));
  CHECK(&small == &MoveModel::learned(MoveModel::kSmallBoardMaxSide));
  CHECK(&large == &MoveModel::learned(MoveModel::kSmallBoardMaxSide + 1));
  CHECK(&large == &MoveModel::learned());
  REQUIRE(&small != &large);
  REQUIRE(small.shape3_count() > 0);  // the small weights file is not empty
  // The two sets were trained on different games: their strengths differ.
  int differ = 0;
  for (int g = 0; g < kNumSmallGroups; ++g)
    for (int l = 1; l < kSmallGroupLevels[g]; ++l)
      differ += small.level_gamma(g, l) != large.level_gamma(g, l);
  CHECK(differ > 10);
  // On 9x9 the priors follow the small set, unless told to take the large one.
  const Board b(9, 9);
  Point moves[kMaxPoints];
  int n = 0;
  b.empty_points().for_each(b.words(), [&](int p) { moves[n++] = static_cast<Point>(p); });
  Prior own[kMaxPoints], borrowed[kMaxPoints];
  PriorParams w;
  w.learned_min_size = 9;
  REQUIRE(w.learned_small_weights == 1);
  child_priors(b, Color::Black, moves, n, kNoPoint, kNoPoint, w, own);
  w.learned_small_weights = 0;
  child_priors(b, Color::Black, moves, n, kNoPoint, kNoPoint, w, borrowed);
  int changed = 0;
  for (int i = 0; i < n; ++i) changed += own[i].value != borrowed[i].value;
  CHECK(changed > n / 2);
}
