// The board as people read it: coordinates on all four sides, X black and O
// white, the last move in parentheses, stones marked dead as x and o.
#pragma once

#include <string>

#include "rules/board.h"

namespace sente::console {

// Empty star points are +, `dead` stones x and o, empty `captured` points * (the stones
// the last move took).
std::string draw_board(const Board& b, Point last = kNoPoint, const Bits* dead = nullptr,
                       const Bits* captured = nullptr);

// "D4, E4 and D3" (rows top first, then columns left to right).
std::string list_points(const Board& b, const Bits& points);

}  // namespace sente::console
