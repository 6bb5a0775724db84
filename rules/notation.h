// Text forms of points and boards: GTP vertices and ASCII diagrams.
#pragma once

#include <string>
#include <string_view>

#include "rules/board.h"

namespace sente {

inline constexpr std::string_view kColumnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

// "D4", or "pass" for kPass.
std::string vertex_to_string(const Board& b, Point p);
// Case-insensitive "D4" or "pass"; throws ParseError for anything else,
// including vertices outside the board.
Point parse_vertex(const Board& b, std::string_view text);
// "b", "black", "W", ...; throws ParseError.
Color parse_color(std::string_view text);

// Rows top first, with column letters and row numbers; X black, O white.
// `last` (if on board) is drawn in parentheses.
std::string to_diagram(const Board& b, Point last = kNoPoint);
// Reads rows of . + X O (coordinates optional). Throws ParseError on ragged
// rows, unknown characters, sizes outside 2..25, or a chain with no liberty.
Board board_from_diagram(std::string_view text);

}  // namespace sente
