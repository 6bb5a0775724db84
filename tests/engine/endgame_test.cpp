// The engine at the end of a game: passing when the count wins, connecting
// kos first, never passing a lost count, dead stones and seki from playout
// ownership, cleanup before passing, resigning; and easy's move choice.
#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine_test_util.h"
#include "rules/scoring.h"

using namespace sente;
using sente::test::at;
using sente::test::game_from_diagram;

namespace {

SearchParams params(int playouts, double resign_threshold = 0) {
  SearchParams p = level_params("medium");
  p.playouts = playouts;
  p.resign_threshold = resign_threshold;
  return p;
}

// Both sides alive with one-point eyes; column D is dame. Each side has 21
// points, so komi alone decides the count.
constexpr const char* kSettled =
    ". X X . O O .\n"
    "X X X . O O O\n"
    ". X X . O O .\n"
    "X X X . O O O\n"
    ". X X . O O .\n"
    "X X X . O O O\n"
    ". X X . O O .\n";

// Black's wall on D and White's on E; one white stone lies dead inside
// Black's big area. Black: 21 + 7 = 28 points, White 14 + 7 = 21.
constexpr const char* kDeadStone =
    ". . . X O . .\n"
    ". . . X O . .\n"
    ". . . X O . .\n"
    ". O . X O . .\n"
    ". . . X O . .\n"
    ". . . X O . .\n"
    ". . . X O . .\n";

// Black 21 points, White 28, no dame: Black's only moves fill its own eyes.
constexpr const char* kNoDame =
    ". X X O O O .\n"
    "X X X O O O O\n"
    ". X X O O O .\n"
    "X X X O O O O\n"
    ". X X O O O .\n"
    "X X X O O O O\n"
    ". X X O O O .\n";

Game after_white_pass(const char* diagram, double komi, Rules rules = Rules{}) {
  Game g = game_from_diagram(diagram, Color::White, rules);
  g.set_komi(komi);
  REQUIRE(g.play({Color::White, kPass}) == MoveError::None);
  return g;
}

}  // namespace

TEST_CASE("after the opponent passes, pass when the count wins", "[engine][policy]") {
  Game g = after_white_pass(kSettled, -2.5);  // Black wins by 2.5 as it stands
  Engine e(params(300));
  REQUIRE(e.genmove(g, Color::Black).move == kPass);
  REQUIRE(g.play({Color::Black, kPass}) == MoveError::None);
  REQUIRE(g.is_over());
  REQUIRE(e.final_score(g) == "B+2.5");
}

TEST_CASE("an open ko is connected before the game-ending pass", "[engine][policy]") {
  // Black's E4 is in atari: White may take it at D4 (a ko). Black wins the
  // count as it stands (25 to 20 points), but its pass would end the game
  // with the ko open, and a referee counts E4 dead. Black connects at D4.
  Game g = after_white_pass(
      ". X X . O O .\n"
      "X X X . O O O\n"
      ". X X X O O .\n"
      "X X X . X O O\n"
      ". X X X O O .\n"
      "X X X . O O O\n"
      ". X X . O O .\n",
      0.5);
  Engine e(params(300));
  REQUIRE(e.final_score(g) == "B+4.5");
  REQUIRE(e.genmove(g, Color::Black).move == at(g, "D4"));
}

TEST_CASE("the ko of a lost match game is connected, not passed", "[engine][policy]") {
  // Match game (hard against GNU Go 10, 9x9): Sente as White retook the ko
  // at F3, GNU Go passed, and Sente's pass ended the game with F3 in atari.
  // Sente counted W+0.5, GNU Go's referee B+3.5 with F3 dead. Black's G3
  // is barred by superko right now, but not after one move elsewhere.
  Game g(9, 9);
  for (const char* v :
       {"E5", "F6", "F5", "G6", "E6", "G5", "G3", "G4", "F4", "H3", "C7", "F3", "E3",  "G2", "E2",
        "E7", "D7", "E8", "D8", "C2", "C4", "B3", "B4", "F1", "E1", "D9", "C9", "E9",  "F2", "G1",
        "G3", "B9", "C8", "F3", "G8", "F7", "G3", "C6", "A8", "D6", "B6", "F3", "pass"})
    REQUIRE(g.play({g.to_move(), std::string_view(v) == "pass" ? kPass : at(g, v)}) ==
            MoveError::None);
  REQUIRE(g.to_move() == Color::White);
  REQUIRE(g.check({Color::Black, at(g, "G3")}) == MoveError::Superko);
  Engine e(params(300));
  REQUIRE(e.genmove(g, Color::White).move == at(g, "G3"));
}

TEST_CASE("never pass while the count loses", "[engine][policy]") {
  // Black loses by 0.5 as it stands but wins by filling a dame point.
  Game g = after_white_pass(kSettled, 0.5);
  Engine e(params(300));
  const Decision d = e.genmove(g, Color::Black);
  REQUIRE(d.move != kPass);
  REQUIRE(g.check({Color::Black, d.move}) == MoveError::None);
  REQUIRE(g.board().x_of(d.move) == 3);  // a dame point, not an own eye
  // Same for White with the colours of the count reversed.
  Game w = game_from_diagram(kSettled, Color::Black);
  w.set_komi(-0.5);
  REQUIRE(w.play({Color::Black, kPass}) == MoveError::None);
  REQUIRE(e.genmove(w, Color::White).move != kPass);
}

TEST_CASE("a lost count with only own eyes to fill is passed", "[engine][policy]") {
  Game g = after_white_pass(kNoDame, 7.5);
  Engine e(params(300));
  REQUIRE(e.final_score(g) == "W+14.5");
  REQUIRE(e.genmove(g, Color::Black).move == kPass);
}

TEST_CASE("easy picks among the best moves, always legally", "[engine][policy]") {
  Game g(9, 9);
  for (const char* v : {"E5", "C3", "G7"})
    REQUIRE(g.play({g.to_move(), at(g, v)}) == MoveError::None);
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    SearchParams p = level_params("easy");
    p.randomness = 1;  // always pick among the near-best
    p.seed = seed;
    Engine e(p);
    const Decision d = e.genmove(g, Color::White);
    REQUIRE(d.move != kPass);
    REQUIRE(g.check({Color::White, d.move}) == MoveError::None);
    const auto& cands = d.analysis.candidates;
    REQUIRE(!cands.empty());
    bool near_best = false;
    for (const Candidate& c : cands)
      near_best |= c.move == d.move && 2 * c.visits >= cands.front().visits;
    REQUIRE(near_best);
  }
}

TEST_CASE("dead stones come from playout ownership", "[engine][dead]") {
  Game g = after_white_pass(kDeadStone, 0.5);
  Engine e(params(300));
  const Bits dead = e.dead_stones(g);
  const Board& b = g.board();
  REQUIRE(dead.count(b.words()) == 1);
  REQUIRE(dead.test(at(g, "B4")));
  REQUIRE(e.seki_stones(g).count(b.words()) == 0);
  // Area: 28 for Black, 21 + 0.5 for White.
  REQUIRE(e.final_score(g) == "B+6.5");
  // Territory: Black 21 points + 1 prisoner, White 14 + 0.5.
  g.set_rules(rules_preset("japanese"));
  REQUIRE(e.final_score(g) == "B+7.5");
  // Asked again: the same answer (final_status_list and final_score agree).
  REQUIRE(e.dead_stones(g).equals(dead, b.words()));
}

TEST_CASE("chains in seki are neither dead nor counted as territory", "[engine][dead]") {
  // The white column C and Black's D-E chain share their only liberties D3
  // and D5: whoever fills one is captured, so neither does. Each outer group
  // lives with four eyes.
  Game g = after_white_pass(
      ". X O X X O .\n"
      "X X O X X O O\n"
      ". X O . X O .\n"
      "X X O X X O O\n"
      ". X O . X O .\n"
      "X X O X X O O\n"
      ". X O X X O .\n",
      7.5);
  const Board& b = g.board();
  REQUIRE(b.liberties(at(g, "C1")) == 2);
  REQUIRE(b.liberties(at(g, "E1")) == 2);
  Engine e(params(300));
  REQUIRE(e.dead_stones(g).count(b.words()) == 0);
  const Bits seki = e.seki_stones(g);
  REQUIRE(seki.count(b.words()) == 7 + 12);
  REQUIRE(seki.test(at(g, "C4")));
  REQUIRE(seki.test(at(g, "D7")));
  REQUIRE(!seki.test(at(g, "B4")));
  // Area: Black 14 + 12 seki stones, White 14 + 7 + 7.5; D3 and D5 are dame.
  REQUIRE(e.final_score(g) == "W+2.5");
}

TEST_CASE("two stones in the corner of a one-eyed group are in seki, not dead", "[engine][dead]") {
  // The end of a game against Pachi (9x9, komi 7.5). Black's top-right
  // group has one eye (F8) and one more liberty, H8, which it shares with
  // White's H9 and J8: whoever plays H8 is captured, and J9 is White's. The
  // playouts once played White's H8 as a nakade (the square four after the
  // capture) and counted the stones dead: Sente said B+1.5, the referee
  // W+5.5.
  Game g = after_white_pass(
      "O O O X X X X O .\n"
      "X O O O X . X . O\n"
      "X X X O O X X X X\n"
      "X . X X O O X O O\n"
      "X X X X O O O O O\n"
      "X X X X X O O O O\n"
      "X . X O O . O O .\n"
      "X X X X O O O O O\n"
      "X . X X X O . O O\n",
      7.5);
  const Board& b = g.board();
  REQUIRE(b.liberties(at(g, "E8")) == 2);
  REQUIRE(b.liberties(at(g, "H9")) == 2);
  Engine e(params(300));
  REQUIRE(e.dead_stones(g).count(b.words()) == 0);
  const Bits seki = e.seki_stones(g);
  REQUIRE(seki.test(at(g, "H9")));
  REQUIRE(seki.test(at(g, "J8")));
  REQUIRE(seki.test(at(g, "E8")));
  // Area: Black 37 stones + B6, B3, B1, F8; White 35 + J9, F3, J3, G1 + 7.5.
  REQUIRE(e.final_score(g) == "W+5.5");
}

TEST_CASE("a seki behind a false eye is not counted dead", "[engine][dead]") {
  // The end of a game against Pachi (9x9, komi 7.5). White's lower-right
  // group has liberties G2 and J3, its J2 stone J1 and J3, Black's H1-H2 G2
  // and J1: a seki. The playouts filled White's false eye J3, after which
  // Black J1 kills; Sente said B+13.5, Pachi W+10.5.
  Game g = after_white_pass(
      ". O O O O O O X .\n"
      "O O O O O O X X X\n"
      "O O O O O X X X X\n"
      ". O O O X . X . X\n"
      "O O O O X X X X X\n"
      "X O O O X X X O O\n"
      "X X O X O O O O .\n"
      ". X X X X O . X O\n"
      "X X X . X O O X .\n",
      7.5);
  Engine e(params(300));
  REQUIRE(e.dead_stones(g).count(g.board().words()) == 0);
  // Area: Black 33 stones + J9, F6, H6, A2, D1; White 38 + A9, A6, J3 + 7.5;
  // G2 and J1 are dame.
  REQUIRE(e.final_score(g) == "W+10.5");
}

TEST_CASE("no stones are dead in a settled position", "[engine][dead]") {
  Game g = after_white_pass(kSettled, 7.5);
  Engine e(params(300));
  REQUIRE(e.dead_stones(g).count(g.board().words()) == 0);
  REQUIRE(e.final_score(g) == "W+7.5");
}

TEST_CASE("cleanup captures dead stones before it passes", "[engine][policy]") {
  Game g = after_white_pass(kDeadStone, 0.5);
  REQUIRE(g.play({Color::Black, kPass}) == MoveError::None);  // both passed
  Engine e(params(300));
  const Point dead_stone = at(g, "B4");
  bool passed = false;
  for (int i = 0; i < 30 && !passed; ++i) {
    const Decision d = e.genmove(g, Color::Black, /*cleanup=*/true);
    if (d.move == kPass) {
      passed = true;
      REQUIRE(!g.board().has(Color::White, dead_stone));
    } else {
      REQUIRE(g.play({Color::Black, d.move}) == MoveError::None);
    }
    if (!passed) REQUIRE(g.play({Color::White, kPass}) == MoveError::None);
  }
  REQUIRE(!g.board().has(Color::White, dead_stone));
  // Black's group survived its own clean-up.
  REQUIRE(g.board().has(Color::Black, at(g, "D4")));
}

TEST_CASE("a plainly lost game is resigned at once, right after it is set up", "[engine][policy]") {
  // Black: one small living group; White: everything else, alive, with room
  // for Black to try invasions that all fail.
  constexpr const char* kHopeless =
      ". . . O . . . O .\n"
      ". . . O . . . O .\n"
      "O O O O O O O O O\n"
      ". . . O . . . O .\n"
      ". . . O . . . O .\n"
      "O O O O O O O O O\n"
      "X X X X O . . O .\n"
      ". X . X O . . O .\n"
      "X X X X O . . O .\n";
  const Game g = game_from_diagram(kHopeless, Color::Black);
  SearchParams p = params(3000, 0.1);
  Engine e(p);
  const Decision d = e.genmove(g, Color::Black);
  CHECK(d.analysis.winrate < 0.02);
  CHECK(d.resign);  // the first genmove: no streak of three low moves needed
  // A few noisy playouts are not evidence: below the sure count no resignation.
  SearchParams few = params(300, 0.1);
  Engine quick(few);
  CHECK(!quick.genmove(g, Color::Black).resign);
  // Nor is a game the engine can still win.
  Engine sound(p);
  CHECK(!sound.genmove(sente::test::opening_9x9(), Color::Black).resign);
}

// Black has no legal move at all: every empty point is a white eye.
constexpr const char* kLost =
    "O O O O O\n"
    "O . O . O\n"
    "O O O O O\n"
    "O . O . O\n"
    "O O O O O\n";

TEST_CASE("medium resigns a lost game after the set number of moves", "[engine][policy]") {
  SearchParams p = params(200, 0.1);
  p.resign_moves = 2;
  Engine e(p);
  Game g = game_from_diagram(kLost, Color::Black);
  Decision d = e.genmove(g, Color::Black);
  REQUIRE(!d.resign);  // one low win rate is not enough
  REQUIRE(g.play({Color::Black, kPass}) == MoveError::None);
  REQUIRE(g.play({Color::White, kPass}) == MoveError::None);
  d = e.genmove(g, Color::Black);
  REQUIRE(d.resign);
  // A new game starts the count again.
  Game fresh = game_from_diagram(kLost, Color::Black);
  REQUIRE(!e.genmove(fresh, Color::Black).resign);
  // Easy never resigns.
  SearchParams easy = level_params("easy");
  easy.playouts = 200;
  easy.resign_moves = 1;
  easy.resign_threshold = 0.5;  // even when told to
  Engine beginner(easy);
  REQUIRE(!beginner.genmove(fresh, Color::Black).resign);
  REQUIRE(!beginner.genmove(g, Color::Black).resign);
}

TEST_CASE("whether to resign follows may_resign, not the level's name", "[engine][policy]") {
  SearchParams p = level_params(Level::Medium);
  p.playouts = 200;
  p.resign_moves = 1;
  p.resign_threshold = 0.5;
  const Game g = game_from_diagram(kLost, Color::Black);
  REQUIRE(Engine(p).genmove(g, Color::Black).resign);
  p.may_resign = false;  // a medium search that plays on
  REQUIRE(!Engine(p).genmove(g, Color::Black).resign);
  SearchParams easy = level_params(Level::Easy);
  easy.playouts = 200;
  easy.resign_moves = 1;
  easy.resign_threshold = 0.5;
  easy.may_resign = true;  // easy in name only
  REQUIRE(Engine(easy).genmove(g, Color::Black).resign);
}
