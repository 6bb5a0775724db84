#include <catch2/catch.hpp>
#include <limits>

#include "gtp/command.h"
#include "rules/board.h"
#include "rules/text.h"

using namespace sente;
using namespace sente::gtp;

namespace {
Command cmd(const std::string& line) { return Command(split_command(line)); }
}  // namespace

TEST_CASE("parse_integer accepts only plain integers", "[gtp][command]") {
  CHECK(parse_integer("19") == 19);
  CHECK(parse_integer("-4") == -4);
  CHECK(parse_integer("+4") == 4);
  CHECK(parse_integer("-0") == 0);
  CHECK(parse_integer("000000000000000000000000007") == 7);
  CHECK(parse_integer("1000000000000000000000000000000") == std::numeric_limits<long long>::max());
  for (const char* bad : {"", "-", "1e30", "19x19", "1.5", " 1", "0x10", "nan", "inf", "٣"})
    CHECK_FALSE(parse_integer(bad));
}

TEST_CASE("parse_number accepts finite decimals only", "[gtp][command]") {
  CHECK(parse_number("6.5") == 6.5);
  CHECK(parse_number("-3") == -3.0);
  CHECK(parse_number("+0.5") == 0.5);
  CHECK(parse_number(".5") == 0.5);
  CHECK(parse_number("1e2") == 100.0);
  CHECK(parse_number("1e30") == 1e30);  // syntax fine; ranges are the caller's
  for (const char* bad :
       {"", "nan", "NaN", "inf", "-inf", "infinity", "1e400", "6,5", "7.5k", "0x1p3", "--1", "."})
    CHECK_FALSE(parse_number(bad));
}

TEST_CASE("Command checks argument counts", "[gtp][command]") {
  Command c = cmd("play b");
  CHECK_NOTHROW(c.expect_args(2 - 1));
  CHECK_THROWS_WITH(c.expect_args(2), "syntax error: expected 2 arguments");
  CHECK_THROWS_WITH(cmd("name x").expect_args(0), "syntax error: expected 0 arguments");
  CHECK_THROWS_WITH(cmd("loadsgf").expect_args(1, 2), "syntax error: expected 1 to 2 arguments");
  CHECK_THROWS_AS(cmd("x").arg(0), GtpError);
}

TEST_CASE("Command reads typed arguments", "[gtp][command]") {
  Board b(9, 9);
  CHECK(cmd("x 5").integer(0, 2, 25) == 5);
  CHECK_THROWS_WITH(cmd("x 1").integer(0, 2, 25), "syntax error: expected an integer in 2..25");
  CHECK_THROWS_WITH(cmd("x five").integer(0), "syntax error: expected an integer");
  CHECK(cmd("x 7.5").number(0, -1000, 1000) == 7.5);
  CHECK_THROWS_AS(cmd("x 1e30").number(0, -1000, 1000), GtpError);
  CHECK_THROWS_AS(cmd("x nan").number(0, -1000, 1000), GtpError);

  CHECK(cmd("x b").color(0) == Color::Black);
  CHECK(cmd("x WHITE").color(0) == Color::White);
  CHECK(cmd("x W").color(0) == Color::White);
  CHECK_THROWS_WITH(cmd("x red").color(0), "syntax error: invalid color");

  CHECK(cmd("x d4").vertex(0, b) == b.point(3, 3));
  CHECK(cmd("x J9").vertex(0, b) == b.point(8, 8));
  CHECK(cmd("x PASS").vertex(0, b) == kPass);
  CHECK_THROWS_AS(cmd("x i5").vertex(0, b), GtpError);   // no I column
  CHECK_THROWS_AS(cmd("x k5").vertex(0, b), GtpError);   // off a 9x9 board
  CHECK_THROWS_AS(cmd("x a10").vertex(0, b), GtpError);  // off a 9x9 board
  CHECK_THROWS_AS(cmd("x a0").vertex(0, b), GtpError);
  CHECK_THROWS_AS(cmd("x pass").point(0, b), GtpError);

  CHECK(cmd("x area").choice(0, {"area", "territory"}) == "area");
  CHECK_THROWS_WITH(cmd("x Area").choice(0, {"area", "territory"}),
                    "syntax error: expected area|territory");
}

TEST_CASE("clip shortens echoed arguments at a character boundary", "[gtp][command]") {
  CHECK(clip("") == "");
  CHECK(clip(std::string(40, 'k')) == std::string(40, 'k'));
  CHECK(clip(std::string(41, 'k')) == std::string(40, 'k') + "...");
  CHECK(clip(std::string(100000, 'k')) == std::string(40, 'k') + "...");
  CHECK(clip("abcdef", 3) == "abc...");
  // "\xc3\xa9" is one character (e-acute): byte 40 would split the 20th.
  std::string accents;
  for (int i = 0; i < 30; ++i) accents += "\xc3\xa9";
  std::string kept;
  for (int i = 0; i < 20; ++i) kept += "\xc3\xa9";
  CHECK(clip(accents) == kept + "...");
  CHECK(clip(std::string("a") + accents) ==
        std::string("a") + kept.substr(0, 38) + "...");  // 39 bytes: 1 + 19 characters
}
