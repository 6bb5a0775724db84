// Board::inconsistency(), the checked build's pos_is_ok: clean over seeded
// random games on every shape, and a report for each kind of corruption
// poked into a board's private state.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rules/board.h"
#include "rules/check.h"
#include "tests/rules/test_util.h"

namespace sente {

// The friend the board names for tests: reaches its cached state.
struct BoardTestAccess {
  static auto& point(Board& b, Point p) { return b.pt_[p]; }
  static uint64_t& hash(Board& b) { return b.hash_; }
  static int16_t& empty_count(Board& b) { return b.empty_count_; }
  static int16_t& empty_entry(Board& b, int i) { return b.empty_list_[i]; }
  static Bits& stones(Board& b, Color c) { return b.stones_[index(c)]; }
  static Point& ko_point(Board& b) { return b.ko_point_; }
  static uint64_t lib_key(Point p) { return Board::lib_key(p); }
};

}  // namespace sente

using namespace sente;
using namespace sente::test;
using A = BoardTestAccess;

namespace {

struct Shape {
  int width, height;
};

// Plays random moves through every mutating path: play, play_legal, pass,
// setup stones, chain removal and empty-list swaps; checks after each.
struct Tally {
  int moves = 0, captures = 0, checks = 0;
};

void random_game(Shape s, bool multi_suicide, uint64_t seed, int max_moves, Tally& t) {
  Board b(s.width, s.height);
  b.set_multi_stone_suicide(multi_suicide);
  TestRng rng(seed);
  Color c = Color::Black;
  auto check = [&] {
    ++t.checks;
    const char* why = b.inconsistency();
    INFO("board " << s.width << "x" << s.height << " seed " << seed << " move " << t.moves);
    REQUIRE(why == nullptr);
  };
  check();
  for (int i = 0; i < max_moves && b.empty_count() > 0; ++i) {
    const int r = rng.below(100);
    const Point p = b.empty_point(rng.below(b.empty_count()));
    if (r < 2) {
      b.pass();
    } else if (r < 4) {
      b.setup_stone(c, p);
    } else if (r < 5 && b.stone_count(opponent(c)) > 0) {
      const Bits& opp = b.stones(opponent(c));
      b.remove_chain(
          static_cast<Point>(opp.select(rng.below(b.stone_count(opponent(c))), b.words())));
    } else if (r < 7) {
      b.swap_empty_points(rng.below(b.empty_count()), rng.below(b.empty_count()));
    } else if (b.is_legal(c, p)) {
      if (r < 50)
        b.play_legal(c, p);
      else
        b.play(c, p);
      ++t.moves;
      t.captures += b.last_captures() > 0;
    }
    if (r < 2 || r >= 7) c = opponent(c);
    check();
    if (i % 16 == 0) {  // the playouts' cheap copy keeps everything
      Board copy(s.width, s.height);
      copy.copy_from(b);
      REQUIRE(copy.inconsistency() == nullptr);
    }
  }
}

Board position_with_chains() {
  // A few chains of both colours, a capture and a ko behind them.
  Board b(5, 5);
  for (const char* v : {"b2", "c2", "c3", "d4"})
    REQUIRE(b.play(Color::Black, at(b, v)) == MoveError::None);
  for (const char* v : {"a4", "b4", "b5", "e2"})
    REQUIRE(b.play(Color::White, at(b, v)) == MoveError::None);
  REQUIRE(b.inconsistency() == nullptr);
  return b;
}

}  // namespace

TEST_CASE("the board stays consistent over random games on every shape", "[rules][check]") {
  std::vector<Shape> shapes;
  for (int n = 2; n <= 19; ++n) shapes.push_back({n, n});
  for (Shape r : {Shape{2, 5}, Shape{5, 2}, Shape{3, 7}, Shape{13, 9}, Shape{4, 25}, Shape{25, 3},
                  Shape{25, 25}})
    shapes.push_back(r);
  Tally t;
  uint64_t seed = 1;
  for (Shape s : shapes) {
    const int points = s.width * s.height;
    const int games = std::max(1, static_cast<int>(2000 * test_scale() / points));
    for (int g = 0; g < games; ++g)
      for (bool multi : {false, true}) random_game(s, multi, seed++, 3 * points, t);
  }
  INFO(t.moves << " moves, " << t.captures << " captures, " << t.checks << " checks");
  // The games reach what the check is for: many moves and captures.
  CHECK(t.moves > 10000);
  CHECK(t.captures > 1000);
}

TEST_CASE("a corrupted board is reported inconsistent", "[rules][check]") {
  const Board good = position_with_chains();
  const Point b2 = at(good, "b2"), c3 = at(good, "c3"), a4 = at(good, "a4");
  struct Poke {
    const char* what;
    void (*poke)(Board&, Point, Point, Point);
  };
  const Poke pokes[] = {
      {"Zobrist hash", [](Board& b, Point, Point, Point) { A::hash(b) ^= 1; }},
      {"liberty counters",
       [](Board& b, Point p, Point, Point) { A::point(b, b.chain_head(p)).libs += A::lib_key(p); }},
      {"liberty counters",  // same count, another point
       [](Board& b, Point p, Point, Point) {
         A::point(b, b.chain_head(p)).libs += A::lib_key(p + 1) - A::lib_key(p);
       }},
      {"chain size", [](Board& b, Point p, Point, Point) { A::point(b, b.chain_head(p)).size++; }},
      {"neighbour counts", [](Board& b, Point p, Point, Point) { A::point(b, p).nbrs += 1; }},
      {"empty count", [](Board& b, Point, Point, Point) { A::empty_count(b)++; }},
      {"empty list or slot", [](Board& b, Point, Point,
                                Point) { std::swap(A::empty_entry(b, 0), A::empty_entry(b, 1)); }},
      {"black stone bits",
       [](Board& b, Point p, Point, Point) { A::stones(b, Color::Black).reset(p); }},
      {"white stone bits",
       [](Board& b, Point, Point, Point w) { A::stones(b, Color::White).set(w + 2); }},
      {"ko point", [](Board& b, Point p, Point, Point) { A::ko_point(b) = p; }},
      {"stone ring",  // a stone on the ring names another head
       [](Board& b, Point, Point q, Point) { A::point(b, q).head = static_cast<uint16_t>(q); }},
      {"stone ring",  // the ring runs into another chain
       [](Board& b, Point p, Point, Point w) {
         A::point(b, b.chain_head(p)).next = static_cast<uint16_t>(w);
       }},
      {"chain size",  // the ring skips a stone
       [](Board& b, Point p, Point, Point) {
         A::point(b, b.chain_head(p)).next = static_cast<uint16_t>(b.chain_head(p));
       }},
  };
  for (const Poke& k : pokes) {
    Board b = good;
    k.poke(b, b2, c3, a4);
    INFO("poked: " << k.what);
    const char* why = b.inconsistency();
    REQUIRE(why != nullptr);
    CHECK(std::string(why) == k.what);
    CHECK(!b.is_consistent());
  }
}

TEST_CASE("SENTE_ASSERT evaluates its condition only in the checked build", "[rules][check]") {
  int evaluated = 0;
  SENTE_ASSERT(++evaluated > 0);
  CHECK(evaluated == (kChecked ? 1 : 0));
}
