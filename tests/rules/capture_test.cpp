// Golden diagram tests: captures, suicide, and moves that only look suicidal.
// Diagrams have the top row first; X is Black, O is White.
#include <catch2/catch.hpp>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

TEST_CASE("one stone in the middle is captured", "[rules][capture]") {
  Board b = board_from_diagram(R"(
    . . . . .
    . . X . .
    . X O X .
    . . . . .
    . . . . .)");
  REQUIRE(b.in_atari(at(b, "C3")));
  REQUIRE(b.atari_liberty(at(b, "C3")) == at(b, "C2"));
  REQUIRE(b.play(Color::Black, at(b, "C2")) == MoveError::None);
  REQUIRE(differs_from(b, R"(
    . . . . .
    . . X . .
    . X . X .
    . . X . .
    . . . . .)") == "");
  CHECK(b.prisoners(Color::Black) == 1);
  CHECK(b.prisoners(Color::White) == 0);
  CHECK(b.last_captures() == 1);
  CHECK(b.ko_point() == kNoPoint);  // the capturing stone has three liberties
}

TEST_CASE("one move captures four separate chains", "[rules][capture]") {
  Board b = board_from_diagram(R"(
    . . X . .
    . X O X .
    X O . O X
    . X O X .
    . . X . .)");
  REQUIRE(b.play(Color::Black, at(b, "C3")) == MoveError::None);
  REQUIRE(differs_from(b, R"(
    . . X . .
    . X . X .
    X . X . X
    . X . X .
    . . X . .)") == "");
  CHECK(b.prisoners(Color::Black) == 4);
  CHECK(b.last_captures() == 4);
  CHECK(b.liberties(at(b, "C3")) == 4);
  CHECK(b.ko_point() == kNoPoint);
}

TEST_CASE("one move captures two corner stones and a middle stone", "[rules][capture]") {
  Board b = board_from_diagram(R"(
    O X . .
    . O X .
    O X . .)");
  REQUIRE(b.play(Color::Black, at(b, "A2")) == MoveError::None);
  REQUIRE(differs_from(b, R"(
    . X . .
    X . X .
    . X . .)") == "");
  CHECK(b.prisoners(Color::Black) == 3);
  CHECK(b.liberties(at(b, "A2")) == 3);
}

TEST_CASE("a two-stone chain on the edge is captured", "[rules][capture]") {
  Board b = board_from_diagram(R"(
    . . . . .
    . X X . .
    X O O . .)");
  REQUIRE(b.liberties(at(b, "B1")) == 1);
  REQUIRE(b.play(Color::Black, at(b, "D1")) == MoveError::None);
  REQUIRE(differs_from(b, R"(
    . . . . .
    . X X . .
    X . . X .)") == "");
  CHECK(b.prisoners(Color::Black) == 2);
}

TEST_CASE("a two-stone chain in the corner is captured", "[rules][capture]") {
  Board b = board_from_diagram(R"(
    . . . .
    O X . .
    O X . .)");
  REQUIRE(b.play(Color::Black, at(b, "A3")) == MoveError::None);
  REQUIRE(differs_from(b, R"(
    X . . .
    . X . .
    . X . .)") == "");
  CHECK(b.prisoners(Color::Black) == 2);
  // The smoke test's single corner stone, taken by White this time.
  Board c = board_from_diagram(R"(
    . . .
    . . .
    X O .)");
  REQUIRE(c.play(Color::White, at(c, "A2")) == MoveError::None);
  CHECK(c.is_empty(at(c, "A1")));
  CHECK(c.prisoners(Color::White) == 1);
}

TEST_CASE("one-stone suicide is refused under every rule set", "[rules][suicide]") {
  const char* eye = R"(
    . O .
    O . O
    . O .)";
  for (bool multi : {false, true}) {
    Board b = board_from_diagram(eye);
    b.set_multi_stone_suicide(multi);
    const uint64_t hash = b.hash();
    CHECK(b.check(Color::Black, at(b, "B2")) == MoveError::Suicide);
    CHECK(b.play(Color::Black, at(b, "B2")) == MoveError::Suicide);
    CHECK(b.hash() == hash);
    CHECK(differs_from(b, eye) == "");
    CHECK(b.check(Color::White, at(b, "B2")) == MoveError::None);  // filling one's own eye
  }
  for (const char* preset : {"chinese", "japanese", "tromp-taylor", "new-zealand"}) {
    Game g = game_from_diagram(R"(
      O .
      . O)",
                               rules_preset(preset));
    CHECK(g.play(Move{Color::Black, at(g.board(), "A1")}) == MoveError::Suicide);
    CHECK(g.position_count() == 1);
  }
}

TEST_CASE("multi-stone suicide is refused unless the rules allow it", "[rules][suicide]") {
  const char* before = R"(
    . O O .
    O X . O
    . O O .)";
  for (const char* preset : {"chinese", "japanese"}) {
    Game g = game_from_diagram(before, rules_preset(preset));
    CHECK(g.play(Move{Color::Black, at(g.board(), "C2")}) == MoveError::Suicide);
    CHECK(differs_from(g.board(), before) == "");
  }
  for (const char* preset : {"tromp-taylor", "new-zealand"}) {
    Game g = game_from_diagram(before, rules_preset(preset));
    REQUIRE(g.play(Move{Color::Black, at(g.board(), "C2")}) == MoveError::None);
    // The mover's own chain goes; the stones count as White's prisoners.
    CHECK(differs_from(g.board(), R"(
      . O O .
      O . . O
      . O O .)") == "");
    CHECK(g.board().prisoners(Color::White) == 2);
    CHECK(g.board().prisoners(Color::Black) == 0);
    CHECK(g.board().last_captures() == 2);
    CHECK(g.to_move() == Color::White);
  }
}

TEST_CASE("a move into four enemy stones that captures is not suicide", "[rules][capture]") {
  Board b = board_from_diagram(R"(
    . O X .
    O . O X
    X O O X
    . X X .)");
  const Point p = at(b, "B3");
  for (int d = 0; d < 4; ++d) REQUIRE(b.has(Color::White, static_cast<Point>(p + b.offset(d))));
  REQUIRE(b.check(Color::Black, p) == MoveError::None);
  REQUIRE(b.play(Color::Black, p) == MoveError::None);
  REQUIRE(differs_from(b, R"(
    . O X .
    O X . X
    X . . X
    . X X .)") == "");
  CHECK(b.prisoners(Color::Black) == 3);
  CHECK(b.liberties(p) == 2);
  CHECK(b.ko_point() == kNoPoint);  // three stones taken: no ko
}

TEST_CASE("true and false eyes", "[rules][eyes]") {
  // Each case for Black; the same with colours swapped must hold for White.
  struct Case {
    const char* diagram;
    const char* point;
    bool eye;
  };
  const Case cases[] = {
      {". . . . .\n. X X X .\n. X . X .\n. X X X .\n. . . . .", "C3", true},
      // One enemy diagonal is bearable in the middle, two make a false eye.
      {". . . . .\n. O X X .\n. X . X .\n. X X X .\n. . . . .", "C3", true},
      {". . . . .\n. O X X .\n. X . X .\n. X X O .\n. . . . .", "C3", false},
      // On the edge and in the corner a single enemy diagonal is enough.
      {". . . . .\n. X X X .\n. X . X .", "C1", true},
      {". . . . .\n. O X X .\n. X . X .", "C1", false},
      {". . .\nX X .\n. X .", "A1", true},
      {". . .\nX O .\n. X .", "A1", false},
      {". . .\n. X X\n. X .", "C1", true},
      {"X . .\n. X .\n. . .", "A3", false},  // an empty neighbour
      {". X .\nX . X\n. O .", "B2", false},  // an enemy neighbour
      {". X .\nX X X\n. X .", "B2", false},  // occupied
  };
  for (const Case& c : cases) {
    std::string swapped = c.diagram;
    for (char& ch : swapped) ch = ch == 'X' ? 'O' : ch == 'O' ? 'X' : ch;
    Board b = board_from_diagram(c.diagram), w = board_from_diagram(swapped);
    INFO(c.diagram << "\nat " << c.point);
    CHECK(b.is_eye_like(Color::Black, at(b, c.point)) == c.eye);
    CHECK(w.is_eye_like(Color::White, at(w, c.point)) == c.eye);
    CHECK_FALSE(b.is_eye_like(Color::White, at(b, c.point)));
  }
}
