// Invariants the fuzz targets check after every step. A broken invariant
// prints what broke and aborts, which libFuzzer records as a crash.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "rules/board.h"
#include "rules/game.h"

namespace sente::fuzz {

[[noreturn]] void fail(std::string_view what);
inline void require(bool ok, std::string_view what) {
  if (!ok) fail(what);
}

// Geometry in 2..25, colours disjoint and covering the board with the empty
// points, every chain with a liberty (cross-checked against in_atari), and
// the ASCII diagram reading back to the same position.
void check_board(const Board& b);
// check_board for the current position, plus the history's bookkeeping.
void check_game(const Game& g);

// Everything a client can observe of a game, for "unchanged after an error".
struct GameSnapshot {
  explicit GameSnapshot(const Game& g);
  bool same_as(const Game& g) const;

  Board board;
  std::vector<Move> moves;
  Color to_move;
  double komi;
  Rules rules;
  int handicap;
  std::optional<Color> resigned;
  int positions;
};

}  // namespace sente::fuzz
