// play_undoable() and undo(): every legal move of random positions played
// and taken back. The played board must equal play_legal()'s, and the board
// after undo() must equal the one before byte for byte (empty list order,
// guard points and all), since playouts read ladders in place.
#include <catch2/catch.hpp>

#include <cstring>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

bool same_bytes(const Board& a, const Board& b) {
  return std::memcmp(static_cast<const void*>(&a), static_cast<const void*>(&b), sizeof(Board)) ==
         0;
}

struct Counts {
  int undone = 0, refused = 0, merges = 0;
};

void check_every_move(const Board& b, Color c, Counts& n) {
  for (int i = 0; i < b.empty_count(); ++i) {
    const Point p = b.empty_point(i);
    if (!b.is_legal(c, p)) continue;
    Board played = b;
    played.play_legal(c, p);
    Board work = b;
    Board::Undo u;
    INFO("move " << vertex_to_string(b, p));
    if (!work.play_undoable(c, p, u)) {
      // Refused exactly when the move removes a chain, and then untouched.
      REQUIRE(played.last_captures() > 0);
      REQUIRE(same_bytes(work, b));
      ++n.refused;
      continue;
    }
    REQUIRE(played.last_captures() == 0);
    REQUIRE(work.same_position(played));
    REQUIRE(work.hash() == played.hash());
    REQUIRE(work.ko_point() == kNoPoint);
    REQUIRE(work.is_consistent());
    n.merges += u.n_joined > 1;
    work.undo(u);
    REQUIRE(same_bytes(work, b));
    ++n.undone;
  }
}

}  // namespace

TEST_CASE("play_undoable and undo take every move back exactly", "[board][undo]") {
  Counts n;
  for (bool suicide : {false, true})
    for (int size : {5, 9, 13}) {
      Board b(size, size + (size == 9 ? 2 : 0));  // one rectangular board
      b.set_multi_stone_suicide(suicide);
      TestRng rng(static_cast<uint64_t>(size) * 7 + suicide);
      Color c = Color::Black;
      for (int move = 0; move < 2 * b.num_points(); ++move) {
        INFO("size " << size << " suicide " << suicide << " move " << move);
        if (move % 3 == 0) check_every_move(b, c, n);
        Point chosen = kPass;
        for (int k = b.empty_count(); k > 0; --k) {
          const int i = rng.below(k);
          if (b.is_playout_move(c, b.empty_point(i))) {
            chosen = b.empty_point(i);
            break;
          }
          b.swap_empty_points(i, k - 1);
        }
        if (chosen == kPass) break;
        b.play_legal(c, chosen);
        c = opponent(c);
      }
    }
  CHECK(n.undone > 5000);
  CHECK(n.refused > 50);
  CHECK(n.merges > 100);
}
