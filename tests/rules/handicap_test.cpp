// Fixed handicap placement as in the GTP spec's table (GNU Go's layout:
// stars on the 4th line from 12x12 up, the 3rd line below), free placement.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

// The placement as sorted vertex text, for readable failures.
std::string placed(int size, int stones) {
  const Board b(size, size);
  std::vector<std::string> v;
  for (Point p : fixed_handicap_points(b, stones)) v.push_back(vertex_to_string(b, p));
  std::sort(v.begin(), v.end());
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

std::string sorted(std::string vertices) {
  std::istringstream in(vertices);
  std::vector<std::string> v;
  for (std::string s; in >> s;) v.push_back(s);
  std::sort(v.begin(), v.end());
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

}  // namespace

TEST_CASE("fixed handicap on 19x19 follows the GTP table", "[rules][handicap]") {
  CHECK(placed(19, 2) == sorted("D4 Q16"));
  CHECK(placed(19, 3) == sorted("D4 Q16 D16"));
  CHECK(placed(19, 4) == sorted("D4 Q16 D16 Q4"));
  CHECK(placed(19, 5) == sorted("D4 Q16 D16 Q4 K10"));
  CHECK(placed(19, 6) == sorted("D4 Q16 D16 Q4 D10 Q10"));
  CHECK(placed(19, 7) == sorted("D4 Q16 D16 Q4 D10 Q10 K10"));
  CHECK(placed(19, 8) == sorted("D4 Q16 D16 Q4 D10 Q10 K4 K16"));
  CHECK(placed(19, 9) == sorted("D4 Q16 D16 Q4 D10 Q10 K4 K16 K10"));
  for (int bad : {-1, 0, 1, 10, 100}) CHECK(placed(19, bad).empty());
}

TEST_CASE("fixed handicap on 13x13 and 9x9", "[rules][handicap]") {
  CHECK(placed(13, 2) == sorted("D4 K10"));
  CHECK(placed(13, 4) == sorted("D4 K10 D10 K4"));
  CHECK(placed(13, 5) == sorted("D4 K10 D10 K4 G7"));
  CHECK(placed(13, 8) == sorted("D4 K10 D10 K4 D7 K7 G4 G10"));
  CHECK(placed(13, 9) == sorted("D4 K10 D10 K4 D7 K7 G4 G10 G7"));
  CHECK(placed(9, 2) == sorted("C3 G7"));
  CHECK(placed(9, 3) == sorted("C3 G7 C7"));
  CHECK(placed(9, 5) == sorted("C3 G7 C7 G3 E5"));
  CHECK(placed(9, 6) == sorted("C3 G7 C7 G3 C5 G5"));
  CHECK(placed(9, 9) == sorted("C3 G7 C7 G3 C5 G5 E3 E7 E5"));
  CHECK(placed(9, 10).empty());
}

TEST_CASE("fixed handicap limits: 7x7 and even sizes at most 4, none below 7",
          "[rules][handicap]") {
  CHECK(placed(7, 4) == sorted("C3 E5 C5 E3"));
  CHECK(placed(7, 5).empty());
  CHECK(placed(12, 4) == sorted("D4 J9 D9 J4"));  // 12x12 uses the 4th line
  CHECK(placed(11, 4) == sorted("C3 J9 C9 J3"));  // 11x11 the 3rd
  for (int even : {8, 10, 12, 14, 16, 18, 20, 24}) {
    CHECK(placed(even, 4).size() > 0);
    CHECK(placed(even, 5).empty());
  }
  for (int odd : {9, 11, 13, 15, 17, 19, 21, 25}) CHECK(!placed(odd, 9).empty());
  for (int small = 2; small < 7; ++small)
    for (int stones = 0; stones <= 9; ++stones) CHECK(placed(small, stones).empty());
  const Board rect(19, 13);
  CHECK(fixed_handicap_points(rect, 4).empty());
}

TEST_CASE("placing a fixed handicap gives White the move", "[rules][handicap]") {
  Game g(19, 19, rules_preset("japanese"));
  REQUIRE(g.place_fixed_handicap(5));
  CHECK(g.to_move() == Color::White);
  CHECK(g.handicap() == 5);
  CHECK(g.board().stone_count(Color::Black) == 5);
  CHECK(g.moves().empty());
  CHECK(g.position_count() == 1);
  CHECK(g.board().has(Color::Black, at(g.board(), "K10")));
  // Only once, and only before the first move.
  CHECK_FALSE(g.place_fixed_handicap(2));
  CHECK(g.board().stone_count(Color::Black) == 5);
  REQUIRE(g.play(Move{Color::White, at(g.board(), "C3")}) == MoveError::None);
  CHECK(g.undo());
  CHECK(g.to_move() == Color::White);  // undo never removes the handicap
  CHECK_FALSE(g.undo());

  Game small(5, 5);
  CHECK_FALSE(small.place_fixed_handicap(2));
  CHECK(small.to_move() == Color::Black);
  CHECK(small.handicap() == 0);
}

TEST_CASE("free handicap: any two or more distinct points", "[rules][handicap]") {
  Game g(9, 9);
  const Board& b = g.board();
  CHECK_FALSE(g.place_free_handicap({at(b, "E5")}));  // one stone is no handicap
  CHECK_FALSE(g.place_free_handicap({at(b, "E5"), at(b, "E5")}));
  CHECK_FALSE(g.place_free_handicap({at(b, "E5"), kPass}));
  CHECK(g.board().stone_count(Color::Black) == 0);  // refusals change nothing
  CHECK(g.to_move() == Color::Black);
  REQUIRE(g.place_free_handicap({at(b, "A1"), at(b, "J9"), at(b, "E5")}));
  CHECK(g.handicap() == 3);
  CHECK(g.to_move() == Color::White);
  CHECK(g.board().stone_count(Color::Black) == 3);
}
