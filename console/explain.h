// Plain words for why the rules refuse a move.
#pragma once

#include <string>

#include "rules/board.h"

namespace sente::console {

// "there is already a stone on D4", "that stone would have no liberties
// (suicide)", "that would repeat an earlier position (ko)", ...
std::string explain_refusal(MoveError e, const Board& b, Point p);

}  // namespace sente::console
