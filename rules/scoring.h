// Counting a finished game given the stones agreed dead.
#pragma once

#include <string>

#include "rules/board.h"
#include "rules/rules.h"

namespace sente {

struct Score {
  Scoring scoring = Scoring::Area;
  int stones[2] = {0, 0};     // area: stones on the board after dead removal
  int territory[2] = {0, 0};  // empty points that reach only this colour
  int prisoners[2] = {0, 0};  // territory: captures plus the opponent's dead stones
  int dame = 0;               // empty points that count for nobody
  double komi = 0;
  double total(Color c) const;
  // Black's total minus White's.
  double margin() const { return total(Color::Black) - total(Color::White); }
  // As GTP prints it: "B+3.5", "W+0.5", or "0" for a draw.
  std::string to_gtp() const;
  // A few lines for people: each side's points and where they come from.
  std::string describe() const;
};

// Removes every chain that has a stone in `dead`.
Board without_dead(const Board& b, const Bits& dead);
// Stones of chains in seki (territory scoring): chains of at most two
// liberties that share a liberty with such a chain of the other colour, where
// neither colour can play without a self-atari.
Bits seki_stones(const Board& alive_only);
Score score(const Board& b, const Rules& rules, double komi, const Bits& dead);

}  // namespace sente
