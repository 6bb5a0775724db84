// Golden tests for ko: simple ko, a triple ko that only superko stops, and
// two positions where positional and situational superko disagree.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

const char* const kPresets[] = {"chinese", "japanese", "tromp-taylor", "new-zealand"};

// Plays moves given as "B C2", "W pass", ...; stops at the first refusal and
// returns its reason (None when every move was played).
MoveError play_all(Game& g, const std::vector<std::string>& moves) {
  for (const std::string& m : moves) {
    const Color c = parse_color(m.substr(0, 1));
    MoveError e = g.play(Move{c, parse_vertex(g.board(), m.substr(2))});
    if (e != MoveError::None) return e;
  }
  return MoveError::None;
}

// The same sequence on the reference game, started from the same stones.
MoveError play_all(ref::RefGame& r, const Board& shape, const std::vector<std::string>& moves) {
  for (const std::string& m : moves) {
    const Color c = parse_color(m.substr(0, 1));
    const Point p = parse_vertex(shape, m.substr(2));
    if (p == kPass) {
      r.pass(c);
      continue;
    }
    MoveError e = r.play(c, shape.x_of(p), shape.y_of(p));
    if (e != MoveError::None) return e;
  }
  return MoveError::None;
}

}  // namespace

TEST_CASE("simple ko: no immediate retake, retake after a move elsewhere", "[rules][ko]") {
  const char* start = R"(
    . X O .
    X O . O
    . X O .)";
  Board b = board_from_diagram(start);
  REQUIRE(b.play(Color::Black, at(b, "C2")) == MoveError::None);
  REQUIRE(b.is_empty(at(b, "B2")));
  CHECK(b.ko_point() == at(b, "B2"));
  CHECK(b.ko_color() == Color::White);
  const Board after_capture = b;
  CHECK(b.check(Color::White, at(b, "B2")) == MoveError::Ko);
  CHECK(b.play(Color::White, at(b, "B2")) == MoveError::Ko);
  CHECK(b.same_position(after_capture));
  CHECK(b.hash() == after_capture.hash());
  CHECK(b.check(Color::Black, at(b, "B2")) == MoveError::None);  // Black may fill

  SECTION("after a move elsewhere by each side") {
    REQUIRE(b.play(Color::White, at(b, "D3")) == MoveError::None);
    REQUIRE(b.play(Color::Black, at(b, "A1")) == MoveError::None);
    REQUIRE(b.play(Color::White, at(b, "B2")) == MoveError::None);
    CHECK(b.is_empty(at(b, "C2")));
    CHECK(b.prisoners(Color::White) == 1);
    // Now Black faces the ko.
    CHECK(b.check(Color::Black, at(b, "C2")) == MoveError::Ko);
  }
  SECTION("a pass lifts the ban") {
    b.pass();
    CHECK(b.ko_point() == kNoPoint);
    CHECK(b.check(Color::White, at(b, "B2")) == MoveError::None);
  }
  SECTION("every rule set refuses the immediate retake as ko") {
    for (const char* preset : kPresets) {
      Game g = game_from_diagram(start, rules_preset(preset));
      REQUIRE(play_all(g, {"B C2"}) == MoveError::None);
      CHECK(g.play(Move{Color::White, at(g.board(), "B2")}) == MoveError::Ko);
      CHECK(play_all(g, {"W pass", "B A1", "W B2"}) == MoveError::None);
    }
  }
}

// Three kos; each move takes one. After six captures the start position is
// back with Black to move: a cycle both superko rules forbid.
TEST_CASE("triple ko: the sixth capture is refused by superko only", "[rules][ko][superko]") {
  const char* start = R"(
    . . . . . . . . .
    . X O . . . X O .
    X O . O . X O . O
    . X O . . . X O .
    . . . . . . . . .
    . X O . . . . . .
    X . X O . . . . .
    . X O . . . . . .
    . . . . . . . . .)";
  // Kos at B7/C7 and G7/H7 (White stone inside), B3/C3 (Black stone inside).
  const std::vector<std::string> cycle = {"B C7", "W B3", "B H7", "W B7", "B C3"};
  for (const char* preset : kPresets) {
    INFO(preset);
    const Rules rules = rules_preset(preset);
    Game g = game_from_diagram(start, rules);
    REQUIRE(play_all(g, cycle) == MoveError::None);
    CHECK(g.board().prisoners(Color::Black) == 3);
    CHECK(g.board().prisoners(Color::White) == 2);
    const Move sixth{Color::White, at(g.board(), "G7")};
    CHECK(g.board().check(sixth.color, sixth.point) == MoveError::None);  // no simple ko
    const MoveError want = rules.ko == KoRule::Simple ? MoveError::None : MoveError::Superko;
    CHECK(g.check(sixth) == want);
    CHECK(g.play(sixth) == want);
    if (want == MoveError::None) {
      CHECK(differs_from(g.board(), start) == "");
      CHECK(g.to_move() == Color::Black);
    }
    ref::RefGame r(ref_from_board(g.position(0), rules.multi_stone_suicide), Color::Black, rules);
    CHECK(play_all(r, g.board(), {"B C7", "W B3", "B H7", "W B7", "B C3", "W G7"}) == want);
  }
}

// Black's stone on C1 is taken with two others after a pass, and retaking on
// C1 restores the start position, but with White to move: the start had
// Black to move, so only positional superko objects.
TEST_CASE("after a pass, a retake repeats the position with the other side to move",
          "[rules][ko][superko]") {
  const char* start = R"(
    . . . .
    O O O X
    . . X .)";
  const std::vector<std::string> moves = {"B A1", "W pass", "B B1", "W D1"};
  for (const char* preset : kPresets) {
    INFO(preset);
    const Rules rules = rules_preset(preset);
    Game g = game_from_diagram(start, rules);
    REQUIRE(play_all(g, moves) == MoveError::None);
    REQUIRE(differs_from(g.board(), R"(
      . . . .
      O O O X
      . . . O)") == "");
    CHECK(g.board().prisoners(Color::White) == 3);
    const Move retake{Color::Black, at(g.board(), "C1")};
    const MoveError want =
        rules.ko == KoRule::PositionalSuperko ? MoveError::Superko : MoveError::None;
    CHECK(g.board().check(retake.color, retake.point) == MoveError::None);
    CHECK(g.play(retake) == want);
    if (want == MoveError::None) {
      CHECK(differs_from(g.board(), start) == "");
      CHECK(g.to_move() == Color::White);
      CHECK(g.board().prisoners(Color::Black) == 1);
    }
    ref::RefGame r(ref_from_board(g.position(0), rules.multi_stone_suicide), Color::Black, rules);
    CHECK(play_all(r, g.board(), {"B A1", "W pass", "B B1", "W D1", "B C1"}) == want);
  }
}

// Where suicide is allowed, Black's two-stone suicide after White's pass
// restores the start position with White to move.
TEST_CASE("suicide after a pass: tromp-taylor refuses, new-zealand allows",
          "[rules][ko][superko][suicide]") {
  const char* start = R"(
    . . . .
    O . . .
    . O . .
    . O . .)";
  const MoveError want[] = {MoveError::Suicide, MoveError::Suicide, MoveError::Superko,
                            MoveError::None};
  for (int i = 0; i < 4; ++i) {
    INFO(kPresets[i]);
    const Rules rules = rules_preset(kPresets[i]);
    Game g = game_from_diagram(start, rules);
    REQUIRE(play_all(g, {"B A1", "W pass"}) == MoveError::None);
    CHECK(g.play(Move{Color::Black, at(g.board(), "A2")}) == want[i]);
    if (want[i] == MoveError::None) {
      CHECK(differs_from(g.board(), start) == "");
      CHECK(g.board().prisoners(Color::White) == 2);
    }
    ref::RefGame r(ref_from_board(g.position(0), rules.multi_stone_suicide), Color::Black, rules);
    CHECK(play_all(r, g.board(), {"B A1", "W pass", "B A2"}) == want[i]);
  }
}

TEST_CASE("superko survives undo and replay, and undone positions are forgotten",
          "[rules][ko][superko]") {
  // The triple ko again: undo the fifth capture and replay it; the sixth is
  // still refused.
  Game g = game_from_diagram(R"(
    . . . . . . . . .
    . X O . . . X O .
    X O . O . X O . O
    . X O . . . X O .
    . . . . . . . . .
    . X O . . . . . .
    X . X O . . . . .
    . X O . . . . . .
    . . . . . . . . .)",
                             rules_preset("chinese"));
  REQUIRE(play_all(g, {"B C7", "W B3", "B H7", "W B7", "B C3"}) == MoveError::None);
  REQUIRE(g.undo());
  REQUIRE(play_all(g, {"B C3"}) == MoveError::None);
  CHECK(g.play(Move{Color::White, at(g.board(), "G7")}) == MoveError::Superko);
  CHECK(g.position_count() == 6);
  // Back to the start: the positions of the cycle no longer count, so the
  // same captures may be played again.
  while (g.undo()) {
  }
  CHECK(g.position_count() == 1);
  CHECK(play_all(g, {"B C7", "W B3", "B H7", "W B7", "B C3"}) == MoveError::None);
}
