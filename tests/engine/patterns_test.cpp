#include <catch2/catch.hpp>

#include "engine/knowledge/patterns.h"
#include "rules/notation.h"

using namespace sente;

namespace {
bool matches_at(const char* diagram, int x, int y) {
  Board b = board_from_diagram(diagram);
  return PatternSet::mogo().matches(b.neighborhood(b.point(x, y)));
}
}  // namespace

TEST_CASE("3x3 patterns: hane and cut shapes match, empty space does not", "[playout]") {
  // Enclosing hane below the white stone, centre at C3.
  const char* hane =
      ". . . . .\n"
      ". X O X .\n"
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n";
  CHECK(matches_at(hane, 2, 2));
  // The same shape turned and with colours swapped still matches.
  const char* turned =
      ". . . . .\n"
      ". . O . .\n"
      ". . X . .\n"
      ". . O . .\n"
      ". . . . .\n";
  CHECK(matches_at(turned, 1, 2));
  // Unprotected cut at C3: X at B4, O at C4 and B3, C2 and D3 not X.
  const char* cut =
      ". . . . .\n"
      ". X O . .\n"
      ". O . . .\n"
      ". . . . .\n"
      ". . . . .\n";
  CHECK(matches_at(cut, 2, 2));
  // Nothing around: no pattern.
  CHECK_FALSE(matches_at(hane, 3, 0));
  const char* empty =
      ". . .\n"
      ". . .\n"
      ". . .\n";
  CHECK_FALSE(matches_at(empty, 1, 1));
}

TEST_CASE("3x3 patterns: edge patterns need the edge", "[playout]") {
  // Side pattern "chase": X.? / O.? / edge, centre on the first line.
  const char* chase =
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n"
      "X . . . .\n"
      "O . . . .\n";
  CHECK(matches_at(chase, 1, 0));
  // The set is closed under the 8 symmetries and the colour swap.
  const PatternSet& set = PatternSet::mogo();
  CHECK(set.size() > 100);
  CHECK(set.size() < 65536);
}
