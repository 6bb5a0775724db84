// MoGo-style 3x3 shape patterns for the heavy playouts: is a move at the
// centre of this neighbourhood a good shape reply?
#pragma once

#include <bitset>
#include <cstdint>

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

}  // namespace sente
