// The learned move model: a strength (Coulom's gamma) for each feature
// level; a move's strength is the product over its features, and its
// probability among a position's moves is its share of their sum. The
// weights are trained by sente-learn on game records and compiled in
// (engine/knowledge/move_weights.txt, move_weights_small.txt).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/knowledge/move_features.h"

namespace sente {

// Open addressing from pattern keys to strengths, each key entered in all
// its symmetric variants so that a lookup needs no canonical form.
class GammaTable {
 public:
  // Room for `count` keys without growing: no second copy while loading.
  void reserve(size_t count);
  void insert(uint64_t key, float gamma);
  // The strength of `key`, or `fallback` for a pattern never learned.
  float find(uint64_t key, float fallback) const;
  size_t size() const { return count_; }

 private:
  void grow();
  std::vector<uint64_t> keys_;  // key + 1; 0 marks a free slot
  std::vector<float> values_;
  size_t count_ = 0;
};

class MoveModel {
 public:
  MoveModel();  // every strength 1: all moves alike
  // The compiled-in weights for a board whose shorter side is this long: one
  // set trained on 19x19 games, one on small boards' (up to
  // kSmallBoardMaxSide), where other shapes and distances matter. Each is
  // built once on first use (the engine asks at construction, so that they
  // are part of what the process holds at start).
  static constexpr int kSmallBoardMaxSide = 12;
  static const MoveModel& learned(int shorter_side = 19);

  // The text form, one entry a line: "group NAME LEVEL GAMMA", "shape3 HEX
  // GAMMA", "large HEX GAMMA" (canonical keys), "shape3_unknown GAMMA",
  // "large_unknown GAMMA"; '#' starts a comment. Throws ParseError.
  static MoveModel parse(std::string_view text);

  double strength(const MoveFeatures& f) const;
  float level_gamma(int group, int level) const { return small_[group][level]; }
  size_t shape3_count() const { return shape3_.size(); }
  size_t large_count() const { return large_.size(); }

  void set_level(int group, int level, float gamma) { small_[group][level] = gamma; }
  void add_shape3(uint32_t canonical_key, float gamma);
  void add_large(uint64_t canonical_key, float gamma);
  void set_unknown(float shape3, float large) { shape3_unknown_ = shape3, large_unknown_ = large; }

 private:
  std::array<std::vector<float>, kNumSmallGroups> small_;
  GammaTable shape3_, large_;
  float shape3_unknown_ = 1, large_unknown_ = 1;
};

}  // namespace sente
