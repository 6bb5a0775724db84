// Priors of new tree nodes: captures, escapes, self-ataris, the first line
// and the opening on large boards.
#include <catch2/catch.hpp>

#include <atomic>

#include "engine/knowledge/priors.h"
#include "engine/search/search.h"
#include "engine_test_util.h"

using namespace sente;
using sente::test::at;
using sente::test::exact;
using sente::test::game_from_diagram;

namespace {

// White's D4 stone has one liberty, E4.
constexpr const char* kTactics =
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . X . . .\n"
    ". . X O . . .\n"
    ". . . X . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n";

}  // namespace

TEST_CASE("priors favour a capture and punish a self-atari", "[engine][priors]") {
  // White D4 has one liberty, E4: Black captures there.
  const Game g = game_from_diagram(kTactics, Color::Black);
  const Board& b = g.board();
  const Prior capture = move_prior(b, Color::Black, at(g, "E4"), kNoPoint, kNoPoint);
  const Prior quiet = move_prior(b, Color::Black, at(g, "F6"), kNoPoint, kNoPoint);
  REQUIRE(capture.value > 0.5f);
  REQUIRE(capture.value > quiet.value);
  // White extending to E4 saves D4 (E4 has liberties E5, F4, E3): an escape.
  const Prior escape = move_prior(b, Color::White, at(g, "E4"), kNoPoint, kNoPoint);
  REQUIRE(escape.value > 0.5f);
}

TEST_CASE("priors punish a self-atari of two stones and the first line early", "[engine][priors]") {
  // White B1-B2 has liberties A1 and C1; playing C1 makes a chain of three
  // with A1 as its only liberty.
  const Game g = game_from_diagram(
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      "X X . . . . .\n"
      "X O X . . . .\n"
      ". O . X . . .\n",
      Color::White);
  const Board& b = g.board();
  const Prior self_atari = move_prior(b, Color::White, at(g, "C1"), kNoPoint, kNoPoint);
  REQUIRE(b.is_self_atari(Color::White, at(g, "C1")));
  REQUIRE(self_atari.value < 0.5f);
  // An open first-line point is worse than an open centre point.
  const Game empty(9, 9);
  const Prior edge = move_prior(empty.board(), Color::Black, at(empty, "E1"), kNoPoint, kNoPoint);
  const Prior centre = move_prior(empty.board(), Color::Black, at(empty, "E5"), kNoPoint, kNoPoint);
  REQUIRE(edge.value < centre.value);
  // Passing on an empty board is discouraged.
  REQUIRE(move_prior(empty.board(), Color::Black, kPass, kNoPoint, kNoPoint).value < 0.5f);
}

TEST_CASE("on large boards priors open in the empty corners, on the third and fourth lines",
          "[engine][priors]") {
  Game g(19, 19);
  auto prior = [&](const char* v) {
    return move_prior(g.board(), Color::Black, at(g, v), kNoPoint, kNoPoint).value;
  };
  REQUIRE(prior("D4") > prior("K3"));   // a corner's 4-4 over the side's third line
  REQUIRE(prior("C3") > prior("K3"));   // ... and its 3-3
  REQUIRE(prior("K3") > prior("K10"));  // the third line over the centre
  REQUIRE(prior("K4") > prior("K10"));  // ... and the fourth
  REQUIRE(prior("K10") > prior("K2"));  // the second line below the centre
  REQUIRE(prior("K2") > prior("K1"));   // ... the first line lower still
  REQUIRE(g.play({Color::Black, at(g, "D4")}) == MoveError::None);
  REQUIRE(g.play({Color::White, at(g, "Q16")}) == MoveError::None);
  // A taken corner gets no corner bonus, and the third line beside a stone no line bonus.
  REQUIRE(prior("R3") > prior("C3"));
  REQUIRE(prior("C16") > prior("C3"));
  // Small boards keep their own rules: no third-line or corner bonus on 9x9.
  const Game small(9, 9);
  const auto small_prior = [&](const char* v) {
    return move_prior(small.board(), Color::Black, at(small, v), kNoPoint, kNoPoint).value;
  };
  REQUIRE(small_prior("C3") == small_prior("E5"));
}

TEST_CASE("the first move on 19x19 goes to a corner's third or fourth line", "[engine][priors]") {
  const Game g(19, 19);
  for (uint64_t seed : {1, 2, 3}) {
    SearchParams p = exact(1500);
    p.seed = seed;
    NodePool pool(1 << 20);
    const std::atomic<bool> stop{false};
    Search s(pool, g, Color::Black, p, stop);
    SearchLimits l;
    l.playouts = 1500;
    s.run(l);
    const Point m = s.root_moves().front().move;
    const Board& b = g.board();
    const int dx = std::min(b.x_of(m), 18 - b.x_of(m)), dy = std::min(b.y_of(m), 18 - b.y_of(m));
    INFO("seed " << seed << ": " << vertex_to_string(b, m));
    REQUIRE(dx >= 2);
    REQUIRE(dy >= 2);
    REQUIRE(dx <= 4);
    REQUIRE(dy <= 4);
  }
}
