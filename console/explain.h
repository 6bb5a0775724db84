// Plain words for why the rules refuse a move.
#pragma once

#include <string>

#include "rules/board.h"
#include "rules/game.h"

namespace sente::console {

// "there is already a stone on D4", "that stone would have no liberties
// (suicide)", "that would repeat an earlier position (ko)", ...
std::string explain_refusal(MoveError e, const Board& b, Point p);
// The same, with superko named as such and the earlier position's move
// ("the position after move 12") found in the game's history.
std::string explain_refusal(MoveError e, const Game& g, Point p);

}  // namespace sente::console
