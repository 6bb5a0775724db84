// Vertex text both ways, colours, and ASCII diagrams both ways, bad input
// included: every bad string must give ParseError, never a crash.
#include <catch2/catch.hpp>

#include <string>

#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

TEST_CASE("vertices print as GTP does: A..Z without I, rows from 1 at the bottom",
          "[rules][notation]") {
  const Board b(19, 19);
  CHECK(vertex_to_string(b, b.point(0, 0)) == "A1");
  CHECK(vertex_to_string(b, b.point(7, 0)) == "H1");
  CHECK(vertex_to_string(b, b.point(8, 0)) == "J1");  // no I
  CHECK(vertex_to_string(b, b.point(3, 3)) == "D4");
  CHECK(vertex_to_string(b, b.point(15, 15)) == "Q16");
  CHECK(vertex_to_string(b, b.point(18, 18)) == "T19");
  CHECK(vertex_to_string(b, kPass) == "pass");
  const Board big(25, 25);
  CHECK(vertex_to_string(big, big.point(24, 24)) == "Z25");
  const Board wide(25, 2);
  CHECK(vertex_to_string(wide, wide.point(24, 1)) == "Z2");
}

TEST_CASE("vertices parse case-insensitively and round-trip on every board", "[rules][notation]") {
  const Board b(19, 19);
  CHECK(parse_vertex(b, "A1") == b.point(0, 0));
  CHECK(parse_vertex(b, "a1") == b.point(0, 0));
  CHECK(parse_vertex(b, "j10") == b.point(8, 9));
  CHECK(parse_vertex(b, "T19") == b.point(18, 18));
  CHECK(parse_vertex(b, "t19") == b.point(18, 18));
  for (const char* pass : {"pass", "PASS", "Pass"}) CHECK(parse_vertex(b, pass) == kPass);
  for (int w : {2, 5, 19, 25})
    for (int h : {2, 3, 19, 25}) {
      const Board g(w, h);
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
          const Point p = g.point(x, y);
          std::string v = vertex_to_string(g, p);
          REQUIRE(parse_vertex(g, v) == p);
          v[0] = static_cast<char>(v[0] - 'A' + 'a');
          REQUIRE(parse_vertex(g, v) == p);
        }
    }
}

TEST_CASE("bad vertices are ParseErrors", "[rules][notation]") {
  const Board b(19, 19);
  for (const char* bad : {"",    "A",    "1",  "I5",  "i5",       "A0",   "A01",   "A20",   "U1",
                          "Z5",  "A100", "1A", "A-1", "A1x",      "AA1",  "pass1", "passe", " A1",
                          "A 1", "A1 ",  "@1", "[1",  "\xff\xfe", "A\n1", "é1"}) {
    INFO("'" << bad << "'");
    CHECK_THROWS_AS(parse_vertex(b, bad), ParseError);
  }
  const Board small(7, 3);
  CHECK_THROWS_AS(parse_vertex(small, "H1"), ParseError);
  CHECK_THROWS_AS(parse_vertex(small, "A4"), ParseError);
  CHECK(parse_vertex(small, "G3") == small.point(6, 2));
  // A std::string_view that is not null-terminated.
  const std::string padded = "C3C3";
  CHECK(parse_vertex(small, std::string_view(padded).substr(0, 2)) == small.point(2, 2));
}

TEST_CASE("colours parse in every usual spelling", "[rules][notation]") {
  for (const char* s : {"b", "B", "black", "Black", "BLACK"}) CHECK(parse_color(s) == Color::Black);
  for (const char* s : {"w", "W", "white", "WHITE"}) CHECK(parse_color(s) == Color::White);
  for (const char* s : {"", "x", "o", "blue", "bl", "blacks", " b"})
    CHECK_THROWS_AS(parse_color(s), ParseError);
}

TEST_CASE("diagrams draw with coordinates and the last move marked", "[rules][notation]") {
  Board b(3, 3);
  REQUIRE(b.play(Color::Black, b.point(1, 1)) == MoveError::None);
  REQUIRE(b.play(Color::White, b.point(2, 1)) == MoveError::None);
  CHECK(to_diagram(b) ==
        "   A B C\n"
        " 3 . . . 3\n"
        " 2 . X O 2\n"
        " 1 . . . 1\n"
        "   A B C\n");
  CHECK(to_diagram(b, b.point(1, 1)) ==
        "   A B C\n"
        " 3 . . . 3\n"
        " 2 .(X)O 2\n"
        " 1 . . . 1\n"
        "   A B C\n");
  CHECK(to_diagram(b, b.point(2, 1)).find(" 2 . X(O)2") != std::string::npos);
}

TEST_CASE("diagrams round-trip for random positions of every shape", "[rules][notation]") {
  TestRng rng(0xD1A6);
  for (int w : {2, 3, 9, 19, 25})
    for (int h : {2, 5, 9, 25}) {
      Board b(w, h);
      for (int i = 0; i < w * h; ++i) {
        const Color c = rng.below(2) ? Color::Black : Color::White;
        const Point p = b.point(rng.below(w), rng.below(h));
        b.play(c, p);  // refusals are fine: any legal position will do
      }
      const Point last = b.point(rng.below(w), rng.below(h));
      for (const std::string& text : {to_diagram(b), to_diagram(b, last)}) {
        INFO(text);
        const Board r = board_from_diagram(text);
        REQUIRE(r.width() == w);
        REQUIRE(r.height() == h);
        CHECK(r.same_position(b));
        CHECK(r.hash() == b.hash());
        CHECK(to_diagram(r) == to_diagram(b));
      }
    }
}

TEST_CASE("diagrams accept bare rows and the other stone symbols", "[rules][notation]") {
  const Board b = board_from_diagram("x # @ .\n+ , o O\n");
  CHECK(b.width() == 4);
  CHECK(b.height() == 2);
  CHECK(b.stone_count(Color::Black) == 3);
  CHECK(b.stone_count(Color::White) == 2);
  CHECK(b.has(Color::Black, at(b, "A2")));
  CHECK(b.has(Color::White, at(b, "D1")));
  // Blank lines, CRLF line ends and row numbers on one side only.
  const Board c = board_from_diagram("\r\n 2 X .\r\n 1 . O\r\n\r\n");
  CHECK(c.has(Color::Black, at(c, "A2")));
  CHECK(c.has(Color::White, at(c, "B1")));
}

TEST_CASE("bad diagrams are ParseErrors", "[rules][notation]") {
  const std::string row26(26, '.');
  std::string rows26;
  for (int i = 0; i < 26; ++i) rows26 += ". .\n";
  for (const std::string& bad : {
           std::string(""),
           std::string("\n\n"),
           std::string(". . .\n. .\n. . .\n"),  // ragged
           std::string(". . .\n. . . .\n"),     // ragged
           std::string(". Q .\n. . .\n"),       // unknown character
           std::string(". ? .\n. . .\n"),
           std::string(". .\n. \xff\n"),
           std::string(".\n"),      // 1x1
           std::string(". . .\n"),  // one row
           row26 + "\n" + row26 + "\n",
           rows26,
           std::string("X O\nO .\n"),  // X at A2 has no liberty
           std::string("X X\nX X\n"),  // nor has the full board
           std::string(". O .\nO X O\n. O .\n"),
       }) {
    INFO("'" << bad << "'");
    CHECK_THROWS_AS(board_from_diagram(bad), ParseError);
  }
  // The largest legal sizes still work.
  std::string rows25;
  for (int i = 0; i < 25; ++i) rows25 += std::string(25, '.') + "\n";
  CHECK(board_from_diagram(rows25).num_points() == 625);
}

TEST_CASE("board sizes outside 2..25 are ParseErrors", "[rules][notation]") {
  for (int w : {-1, 0, 1, 26, 1000}) {
    CHECK_THROWS_AS(Board(w, 9), ParseError);
    CHECK_THROWS_AS(Board(9, w), ParseError);
    CHECK_THROWS_AS(Game(w, w), ParseError);
  }
  Game g(9, 9);
  REQUIRE(g.play(Move{Color::Black, g.board().point(4, 4)}) == MoveError::None);
  CHECK_THROWS_AS(g.resize(1, 9), ParseError);
  CHECK(g.board().width() == 9);  // unchanged after the error
  CHECK(g.moves().size() == 1);
  CHECK_THROWS_AS(rules_preset("chess"), ParseError);
}
