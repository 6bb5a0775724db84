// The features of a candidate move that the learned move model rates
// (Coulom's "Elo ratings of move patterns"): tactical facts, distances, and
// the shape around the move as two pattern keys. Each group holds one level
// per move; level 0 means the group says nothing about it.
#pragma once

#include <array>
#include <cstdint>

#include "rules/board.h"

namespace sente {

enum FeatureGroup : int {
  kCaptureGroup,    // 1 saves an own chain in atari, 2 takes the last move's chain; takes a
                    // chain that could escape: 3 a lone stone, 4 more; that could not: 5, 6
  kEscapeGroup,     // own chain in atari extended: 1 next to the last move, 2 elsewhere, 3 into a
                    // ladder
  kSelfAtariGroup,  // 1 a lone stone, 2 a chain of 2-5, 3 of 6 or more, 4 a nakade throw-in
  kAtariGroup,      // 1 the chain cannot escape, 2 a ko on the board, 3 any other
  kLineOpenGroup,   // line 1..5+ crossed with the distance to the nearest stone 1..5+
  kLastGroup,       // gridcular distance to the opponent's last move, 2..17+
  kLast2Group,      // ... to our own previous move
  kCfgGroup,        // common-fate-graph distance 1..3 from the last move
  kNakadeGroup,     // 1 the vital point of a small eye space
  kCornerGroup,     // empty corner: 1 3-3, 2 3-4, 3 4-4, 4 3-5, 5 4-5
  kNumSmallGroups,
};

inline constexpr int kSmallGroupLevels[kNumSmallGroups] = {7, 4, 5, 4, 26, 17, 17, 4, 2, 6};
inline constexpr const char* kSmallGroupNames[kNumSmallGroups] = {
    "capture", "escape", "self_atari", "atari",  "line_open",
    "last",    "last2",  "cfg",        "nakade", "corner"};

struct MoveFeatures {
  std::array<uint8_t, kNumSmallGroups> level{};
  uint32_t shape3 = 0;       // 3x3 key: 8 cells (2 bits, mover-relative) and 4 atari bits
  uint64_t shape_large = 0;  // the 24 points within Manhattan distance 3 (2 bits each)
};

// Per-position facts every move's features need, computed once.
class FeatureContext {
 public:
  // `last`, `last2`: the opponent's last move and our previous one (kNoPoint
  // or kPass when none).
  FeatureContext(const Board& b, Color to_move, Point last, Point last2);
  const Board& board() const { return b_; }
  Color to_move() const { return c_; }
  Point last() const { return last_; }
  Point last2() const { return last2_; }
  int nearest_stone(Point p) const { return near_[p]; }  // Manhattan, capped at 5
  int cfg_distance(Point p) const { return cfg_[p]; }    // 0 = farther than 3 or no last move

 private:
  const Board& b_;
  Color c_;
  Point last_, last2_;
  uint8_t near_[kMaxPoints];
  uint8_t cfg_[kMaxPoints];
};

// The features of `ctx.to_move()` playing at `p` (empty and legal).
MoveFeatures move_features(const FeatureContext& ctx, Point p);

// Canonical forms (the least key of the 8 symmetries) of the pattern keys.
uint32_t canonical_shape3(uint32_t key);
uint64_t canonical_shape_large(uint64_t key);
// All 8 symmetric variants (duplicates included), for lookup tables.
std::array<uint32_t, 8> shape3_symmetries(uint32_t key);
std::array<uint64_t, 8> shape_large_symmetries(uint64_t key);

}  // namespace sente
