// Shape knowledge for the heavy playouts and priors: MoGo-style 3x3
// patterns (is a move at the centre of this neighbourhood a good shape
// reply?) and nakade (small eye spaces killed by one vital stone).
#pragma once

#include <bitset>
#include <cstdint>

#include "rules/board.h"

namespace sente {

class PatternSet {
 public:
  // The MoGo hane/cut/edge patterns, in all 8 symmetries and both colours.
  static const PatternSet& mogo();
  // `key` is Board::neighborhood(p).
  bool matches(uint16_t key) const { return table_[key]; }
  size_t size() const { return table_.count(); }

 private:
  PatternSet();
  std::bitset<65536> table_;
};

// Nakade. The vital point of the empty area holding `p` when that area is
// an eye space that one stone on its vital point kills (or, played by its
// owner, saves): three in a row or bent, the pyramid four, the crossed or
// bulky five, the rabbitty six, bounded by one colour's stones and the edge
// only. kNoPoint otherwise. Allocation-free; gives up past six points.
Point nakade_vital_point(const Board& b, Point p);
// The same for an eye space of `owner` only.
Point nakade_vital_point(const Board& b, Point p, Color owner);

// A self-atari of `c` at p (empty, legal) worth playing: the chain it makes
// (two to six stones) and its one liberty fill an eye space of one opponent
// chain, and the chain's shape, once captured, leaves a single eye (two
// points) or a dead eye space (one of the shapes above, or the square
// four). After a vital stone in a three-point space, the second stone is
// what kills.
bool is_nakade_self_atari(const Board& b, Color c, Point p);

}  // namespace sente
