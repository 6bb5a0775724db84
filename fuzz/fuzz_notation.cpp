// Fuzzes the text forms of the rules core: GTP vertices on several board
// shapes, colours, and ASCII diagrams. Each parser either throws ParseError
// or returns something that prints back to what it read.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_check.h"
#include "rules/notation.h"

using namespace sente;
using sente::fuzz::require;

namespace {

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

// Built once: a 25x25 board costs more to make than to parse a vertex on.
const std::vector<Board>& shapes() {
  static const std::vector<Board> boards = {Board(2, 2),   Board(5, 5),  Board(9, 9), Board(19, 19),
                                            Board(25, 25), Board(7, 13), Board(25, 2)};
  return boards;
}

void fuzz_vertex(std::string_view text) {
  for (const Board& b : shapes()) {
    Point p;
    try {
      p = parse_vertex(b, text);
    } catch (const ParseError&) {
      continue;
    }
    require(p == kPass || b.on_board(p), "parse_vertex returned a point off the board");
    // Accepted text is exactly the canonical form, up to case.
    require(lower(vertex_to_string(b, p)) == lower(text), "vertex does not print back");
    require(parse_vertex(b, vertex_to_string(b, p)) == p, "vertex round trip");
  }
}

void fuzz_color(std::string_view text) {
  Color c;
  try {
    c = parse_color(text);
  } catch (const ParseError&) {
    return;
  }
  const std::string t = lower(text);
  require(c == Color::Black ? (t == "b" || t == "black") : (t == "w" || t == "white"),
          "parse_color accepted something else");
}

void fuzz_diagram(std::string_view text) {
  std::optional<Board> b;
  try {
    b.emplace(board_from_diagram(text));
  } catch (const ParseError&) {
    return;
  }
  sente::fuzz::check_board(*b);  // includes the diagram round trip
  require(b->prisoners(Color::Black) == 0 && b->prisoners(Color::White) == 0,
          "a diagram made prisoners");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  fuzz_vertex(text);
  fuzz_color(text);
  fuzz_diagram(text);
  return 0;
}
