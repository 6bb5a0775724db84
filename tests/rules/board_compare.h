// Compares the fast board and game with the reference, point by point.
// Each function returns a description of the first difference, or "".
#pragma once

#include <string>
#include <vector>

#include "rules/game.h"
#include "tests/rules/reference_board.h"

namespace sente::test {

// Cells, stone counts, prisoners, and the hash recomputed from scratch.
std::string compare_stones(const Board& b, const ref::RefBoard& r);
// Also every chain (members, head, size, exact liberties, atari and its
// liberty), Board::check for every point and both colours, and is_eye_like.
std::string compare_deeply(const Board& b, const ref::RefBoard& r);
// The reference's verdict on one move, and the stones it would remove.
struct Verdict {
  Point point;
  MoveError error;
  int removed;
};

// Side to move, history length, and Game::check for every point for the
// side to move against the reference game (superko included). Fills
// `verdicts` (if given) with the reference's verdict on every point.
std::string compare_games(const Game& g, const ref::RefGame& r,
                          std::vector<Verdict>* verdicts = nullptr);

}  // namespace sente::test
