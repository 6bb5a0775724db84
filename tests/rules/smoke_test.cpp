#include <catch2/catch.hpp>

#include "rules/notation.h"

using namespace sente;

TEST_CASE("a single stone in the corner is captured by two stones", "[rules][capture]") {
  REQUIRE_THROWS_AS(board_from_diagram(". . .\nO . .\nX O .\n"), ParseError);
  Board c = board_from_diagram(
      ". . .\n"
      ". . .\n"
      "X O .\n");
  REQUIRE(c.liberties(c.point(0, 0)) == 1);
  REQUIRE(c.in_atari(c.point(0, 0)));
  REQUIRE(c.play(Color::White, c.point(0, 1)) == MoveError::None);
  REQUIRE(c.is_empty(c.point(0, 0)));
  REQUIRE(c.prisoners(Color::White) == 1);
  REQUIRE(c.play(Color::White, c.point(0, 1)) == MoveError::Occupied);
}
