// The heavy playout policy: local tactical and shape replies to the last
// move (captures that are not snapbacks, atari escapes that do not run into
// a ladder or counter-captures, nakade vital points, ataris that capture,
// extensions of two-liberty chains or counter-ataris beside them, races
// (off by default), 3x3 patterns), then the same capture or
// rescue for a chain in atari anywhere on the board, otherwise a random move
// that neither fills an own eye (nor the false eye of a seki) nor puts a
// chain of two or more in atari (unless that chain, once captured, leaves
// the opponent a dead eye space).
#pragma once

#include "engine/playout/playout.h"

namespace sente {

// Chains in atari during a playout, so that an atari is answered anywhere
// on the board and not only next to the last move (Pachi's global atari
// check). A chain only enters atari through a stone played next to it or
// into it, so watching each move's neighbourhood finds them all. Holds one
// stone of each, dropped once the chain is gone or out of atari; fixed
// capacity, no allocation (a chain that does not fit is not watched).
class AtariWatch {
 public:
  void scan(const Board& b);                 // every chain in atari now
  void after_move(const Board& b, Point p);  // the stone just played at p
  // Calls f(stone) once for each chain still in atari.
  template <class F>
  void for_each(const Board& b, F&& f);

 private:
  void add(const Board& b, Point stone);
  void compact(const Board& b);  // keeps one live entry a chain
  static constexpr int kCapacity = 32;
  Point stones_[kCapacity];
  int n_ = 0;
};

template <class F>
void AtariWatch::for_each(const Board& b, F&& f) {
  compact(b);
  for (int i = 0; i < n_; ++i) f(stones_[i]);
}

// Chooses the policy's move for `c`, given the opponent's last move (or
// kNoPoint / kPass); kPass when nothing is playable. Only the order of the
// board's empty-point list changes.
// With `watch`, chains in atari away from the last move are answered too.
Point heavy_move(Board& b, Color c, Point last, Rng& rng, const HeavyPolicyParams& params = {},
                 AtariWatch* watch = nullptr);

}  // namespace sente
