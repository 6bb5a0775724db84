// Counting finished games: area and territory, dead stones, prisoners, seki,
// komi, and the result text. Every expected number is counted by hand in
// the comment above it.
#include <catch2/catch.hpp>

#include <vector>

#include "rules/scoring.h"
#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

Bits points(const Board& b, const std::vector<const char*>& vertices) {
  Bits s;
  for (const char* v : vertices) s.set(at(b, v));
  return s;
}

}  // namespace

// The inner chains B1-B3-C3 (White) and D1-D3 (Black) share the liberties C1
// and C2 and have no others: whoever plays there is captured. Black's area is
// A5-B6, White's E5-E6 and column F.
TEST_CASE("seki: shared liberties and the seki chains' neighbourhood count for nobody",
          "[rules][scoring][seki]") {
  const Board b = board_from_diagram(R"(
    . . X O . .
    . . X O . .
    X X X O O .
    X O O X O .
    X O . X O .
    X O . X O .)");
  // Either side filling a shared liberty puts its own chain in atari.
  for (const char* v : {"C1", "C2"}) {
    Board t = b;
    REQUIRE(t.play(Color::Black, at(t, v)) == MoveError::None);
    CHECK(t.in_atari(at(t, "D1")));
    Board u = b;
    REQUIRE(u.play(Color::White, at(u, v)) == MoveError::None);
    CHECK(u.in_atari(at(u, "B1")));
  }
  const Bits seki = seki_stones(b);
  const Bits want = points(b, {"B1", "B2", "B3", "C3", "D1", "D2", "D3"});
  CHECK(seki.equals(want, kBitWords));

  // Territory: Black 4 (A5 A6 B5 B6), White 8 (E5 E6 F1-F6), C1 C2 dame.
  Score t = score(b, rules_preset("japanese"), 6.5, Bits{});
  CHECK(t.territory[0] == 4);
  CHECK(t.territory[1] == 8);
  CHECK(t.dame == 2);
  CHECK(t.prisoners[0] == 0);
  CHECK(t.prisoners[1] == 0);
  CHECK(t.total(Color::Black) == 4);
  CHECK(t.total(Color::White) == 14.5);
  CHECK(t.to_gtp() == "W+10.5");

  // Area: 11 stones each; the seki liberties are dame here too.
  Score a = score(b, rules_preset("chinese"), 7.5, Bits{});
  CHECK(a.stones[0] == 11);
  CHECK(a.stones[1] == 11);
  CHECK(a.territory[0] == 4);
  CHECK(a.territory[1] == 8);
  CHECK(a.dame == 2);
  CHECK(a.to_gtp() == "W+11.5");
}

// Black's inner chain (B1 A2 B2 C2) has the eye A1, White's (D1 D2 E2 F2 F1)
// the eye E1; they share C1. Filling C1 leaves the filler's chain with only
// its eye, and the other side captures there: seki. Under territory scoring
// the seki chains' eyes count for nobody; under area scoring they count.
TEST_CASE("seki with an eye on each side", "[rules][scoring][seki]") {
  const Board b = board_from_diagram(R"(
    . . O X . . . .
    . . O X . . . .
    O O O X X X X .
    X X X O O O X .
    . X . O . O X .)");
  for (Color c : {Color::Black, Color::White}) {
    Board t = b;
    REQUIRE(t.play(c, at(t, "C1")) == MoveError::None);
    CHECK(t.in_atari(at(t, "B1")));
    CHECK(t.in_atari(at(t, "D1")));
  }
  CHECK(b.check(Color::Black, at(b, "E1")) == MoveError::Suicide);
  CHECK(b.check(Color::White, at(b, "A1")) == MoveError::Suicide);
  CHECK(seki_stones(b).equals(points(b, {"B1", "A2", "B2", "C2", "D1", "D2", "E2", "F2", "F1"}),
                              kBitWords));
  // Territory: Black 11 (column H, E4-H5), White 4 (A4-B5); A1 C1 E1 dame.
  Score t = score(b, rules_preset("japanese"), 6.5, Bits{});
  CHECK(t.territory[0] == 11);
  CHECK(t.territory[1] == 4);
  CHECK(t.dame == 3);
  CHECK(t.to_gtp() == "B+0.5");
  // Area: Black 12 stones + 12 (the eye A1 too), White 10 + 5 + 7.5.
  Score a = score(b, rules_preset("chinese"), 7.5, Bits{});
  CHECK(a.stones[0] == 12);
  CHECK(a.stones[1] == 10);
  CHECK(a.territory[0] == 12);
  CHECK(a.territory[1] == 5);
  CHECK(a.dame == 1);
  CHECK(a.to_gtp() == "B+1.5");
}

TEST_CASE("no seki between two safe walls", "[rules][scoring][seki]") {
  // Column C touches both walls, but each wall has six liberties.
  const Board b = board_from_diagram(R"(
    . X . O .
    . X . O .
    . X . O .)");
  CHECK_FALSE(seki_stones(b).any(kBitWords));
  Score s = score(b, rules_preset("japanese"), 0, Bits{});
  CHECK(s.territory[0] == 3);
  CHECK(s.territory[1] == 3);
  CHECK(s.dame == 3);
  CHECK(s.to_gtp() == "0");
}

// The end of a 19x19 game against GNU Go: Black's lone E17 (two liberties, E18
// and E16) and White's short chains around it share E16, but White can fill
// it without a self-atari: no seki. Counted as one, E17 once turned 25 points
// of White's area into dame (Sente B+22.5, GNU Go W+2.5).
TEST_CASE("a dead stone next to a weak wall is not in seki", "[rules][scoring][seki]") {
  const Board b = board_from_diagram(R"(
    . X . . . . . . O X X . . . . . . X .
    O X . X . X O . O O X X . . X X X O .
    O X X O X O . . . O O X . . . O O O .
    . O X O . O . . O O O X . X . O X O .
    O . O . O . O O . O X X . . . O X . .
    X O O O . O . O O . O X . . X X X X X
    X X X O . . . O . O O X . . . X O O X
    . X O . O O O X O O X . . . X O O X X
    . X O . O X O X O O X X . X X X O O X
    . X O O O X O X X X O O X X O O O X X
    . . X X X X X . X O O O O X O . O O X
    . . . . X . X X X O X X O O . O O O X
    . X . O O . O X O O X O X . O . . O O
    . . . . . O X X X X X O O O . . . . .
    . X . O O X X O O X X X O O O . . . .
    . . . X O O O X O O X O O . . O O O .
    . . . X . . . X O X X O . . O X X X X
    . . . . X . X X O O X X O O O O X . .
    . . . . . . . X O O O O O O X . X . .)");
  REQUIRE(b.liberties(at(b, "E17")) == 2);
  CHECK_FALSE(seki_stones(b).test(at(b, "E17")));
}

// A finished 5x5 game. Dead: White A3 (inside Black's area) and Black D4
// (inside White's). White has also captured one stone (E1) by playing E2.
TEST_CASE("counting a finished game with dead stones and prisoners", "[rules][scoring]") {
  Board b = board_from_diagram(R"(
    . X O . .
    . X O X .
    O X O . .
    . X O . .
    . X O O X)");
  REQUIRE(b.play(Color::White, at(b, "E2")) == MoveError::None);
  REQUIRE(b.prisoners(Color::White) == 1);
  const Bits dead = points(b, {"A3", "D4"});

  SECTION("territory") {
    // Black: 5 points (column A) + 1 dead White stone = 6.
    // White: 8 points (E1, D2-D5, E3-E5) + 1 capture + 1 dead = 10, + 6.5.
    Score s = score(b, rules_preset("japanese"), 6.5, dead);
    CHECK(s.territory[0] == 5);
    CHECK(s.territory[1] == 8);
    CHECK(s.prisoners[0] == 1);
    CHECK(s.prisoners[1] == 2);
    CHECK(s.dame == 0);
    CHECK(s.margin() == 6 - 16.5);
    CHECK(s.to_gtp() == "W+10.5");
  }
  SECTION("area") {
    // Black: 5 stones + 5 points = 10. White: 7 stones + 8 points = 15, + 7.5.
    Score s = score(b, rules_preset("chinese"), 7.5, dead);
    CHECK(s.stones[0] == 5);
    CHECK(s.stones[1] == 7);
    CHECK(s.territory[0] == 5);
    CHECK(s.territory[1] == 8);
    CHECK(s.prisoners[0] == 0);  // area scoring ignores prisoners
    CHECK(s.prisoners[1] == 0);
    CHECK(s.to_gtp() == "W+12.5");
    CHECK(s.describe().find("Result: W+12.5") != std::string::npos);
  }
  SECTION("without the dead stones marked, they stand") {
    // A3 touches both column-A regions (A1-A2, A4-A5), and D4 touches the
    // six points D2 D3 D5 E3-E5: all dame. Only E1 stays White's.
    Score s = score(b, rules_preset("chinese"), 7.5, Bits{});
    CHECK(s.stones[0] == 6);
    CHECK(s.stones[1] == 8);
    CHECK(s.territory[0] == 0);
    CHECK(s.territory[1] == 1);
    CHECK(s.dame == 10);
  }
}

TEST_CASE("marking one stone dead removes its whole chain", "[rules][scoring]") {
  const Board b = board_from_diagram(R"(
    . . . .
    . X X .
    . . . .)");
  const Board r = without_dead(b, points(b, {"C2"}));
  CHECK(r.is_empty(at(r, "B2")));
  CHECK(r.is_empty(at(r, "C2")));
  CHECK(r.prisoners(Color::White) == 0);  // removal is not capture
}

TEST_CASE("integer komi can draw, and results print as GTP does", "[rules][scoring]") {
  // Two columns each: area 4 to 4, territory 2 to 2.
  const Board even = board_from_diagram(R"(
    . X O .
    . X O .)");
  for (const char* preset : {"chinese", "japanese"}) {
    INFO(preset);
    const Rules rules = rules_preset(preset);
    CHECK(score(even, rules, 0, Bits{}).to_gtp() == "0");
    CHECK(score(even, rules, 0, Bits{}).margin() == 0);
    CHECK(score(even, rules, 1, Bits{}).to_gtp() == "W+1");
    CHECK(score(even, rules, -2, Bits{}).to_gtp() == "B+2");
    CHECK(score(even, rules, 0.5, Bits{}).to_gtp() == "W+0.5");
    CHECK(score(even, rules, -0.5, Bits{}).to_gtp() == "B+0.5");
  }
  // Black: 3 stones + A1 A2 = 5. White: 2 stones + D1 = 3, + 0.5 komi.
  const Board ahead = board_from_diagram(R"(
    . X X O
    . X O .)");
  CHECK(score(ahead, rules_preset("chinese"), 0.5, Bits{}).to_gtp() == "B+1.5");
  // Territory: Black 2, White 1 + 0.5.
  CHECK(score(ahead, rules_preset("japanese"), 0.5, Bits{}).to_gtp() == "B+0.5");
  // The empty board: everything is dame, komi decides.
  const Board empty(9, 9);
  Score s = score(empty, rules_preset("chinese"), 7.5, Bits{});
  CHECK(s.dame == 81);
  CHECK(s.to_gtp() == "W+7.5");
}
