#include <catch2/catch.hpp>

#include "gtp/protocol.h"

using namespace sente::gtp;

TEST_CASE("clean_line drops control characters, comments and blank lines", "[gtp][protocol]") {
  CHECK(clean_line("play b d4\r") == "play b d4");
  CHECK(clean_line("play\tb\td4") == "play b d4");
  CHECK(clean_line(std::string("na\0me", 5)) == "name");
  CHECK(clean_line("na\x01m\x7f"
                   "e") == "name");
  CHECK(clean_line("genmove b # think hard") == "genmove b ");
  CHECK_FALSE(clean_line("# only a comment"));
  CHECK_FALSE(clean_line(""));
  CHECK_FALSE(clean_line("   \t  \r"));
  CHECK_FALSE(clean_line("  # indented comment"));
  // Bytes above 127 are not control characters: kept (and later unknown).
  CHECK(clean_line("n\xc3\xa9") == "n\xc3\xa9");
}

TEST_CASE("is_interrupt_line recognises GoGui's comment", "[gtp][protocol]") {
  CHECK(is_interrupt_line("# interrupt"));
  CHECK(is_interrupt_line("# interrupt\r"));
  CHECK(is_interrupt_line("  #interrupt  "));
  CHECK_FALSE(is_interrupt_line("# interrupted"));
  CHECK_FALSE(is_interrupt_line("interrupt"));
  CHECK_FALSE(is_interrupt_line("name # interrupt"));
}

TEST_CASE("split_command separates id, name and arguments", "[gtp][protocol]") {
  CommandLine c = split_command("  12   play  b   D4 ");
  CHECK(c.id == "12");
  CHECK(c.name == "play");
  CHECK(c.args == std::vector<std::string>{"b", "D4"});

  c = split_command("genmove w");
  CHECK(c.id.empty());
  CHECK(c.name == "genmove");
  CHECK(c.args == std::vector<std::string>{"w"});

  c = split_command("7");
  CHECK(c.id == "7");
  CHECK(c.name.empty());

  c = split_command("-3 name");  // not an id: ids are digits only
  CHECK(c.id.empty());
  CHECK(c.name == "-3");
}

TEST_CASE("format_response frames results as clients expect", "[gtp][protocol]") {
  CHECK(format_response(true, "", "") == "= \n\n");
  CHECK(format_response(true, "5", "D4") == "=5 D4\n\n");
  CHECK(format_response(false, "", "unknown command") == "? unknown command\n\n");
  CHECK(format_response(false, "9", "cannot undo") == "?9 cannot undo\n\n");
  // Multi-line: content right after "= ", no trailing spaces.
  CHECK(format_response(true, "", "a\nb  \nc") == "= a\nb\nc\n\n");
  // A leading newline keeps the board rows on their own lines.
  CHECK(format_response(true, "", "\nrow1\nrow2\n") == "= \nrow1\nrow2\n\n");
  // Blank lines inside would end the response early for GoGui and Sabaki.
  CHECK(format_response(true, "", "a\n\n   \nb\n") == "= a\nb\n\n");
  // An error message stays on one line.
  CHECK(format_response(false, "", "bad\nthing") == "? bad thing\n\n");
}
