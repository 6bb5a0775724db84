// The MM features of the move model: one per level of each small group,
// one per shape seen often enough as a candidate (played or not), and an
// "unknown" level for the rarer shapes of each kind. Turns training sets
// into an MmProblem and trained strengths into the weights file.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <unordered_map>
#include <vector>

#include "learn/mm.h"
#include "learn/training_set.h"

namespace sente {

class FeatureIndex {
 public:
  // Shapes are counted on `train`; `min_large` 0 leaves out the large shapes.
  FeatureIndex(const TrainingSet& train, uint32_t min_shape3, uint32_t min_large);
  size_t shape3_count() const { return shape3_id_.size(); }
  size_t large_count() const { return large_id_.size(); }
  size_t shape3_seen() const { return shape3_seen_; }  // distinct shapes in the training set
  size_t large_seen() const { return large_seen_; }
  int num_groups() const { return kNumSmallGroups + 2; }
  const std::vector<int>& group_of() const { return group_of_; }

  // Appends `set`'s positions and candidates to `p` (p.num_groups and
  // p.group_of set from this index on the first call).
  void add_positions(const TrainingSet& set, MmProblem& p) const;
  // The weights file (engine/knowledge/move_model.h's text form) for `gamma`.
  void write_weights(std::ostream& out, const std::vector<double>& gamma) const;

 private:
  uint32_t add_feature(int group, uint64_t key);
  std::vector<int> group_of_;
  std::vector<uint64_t> key_of_;  // per shape feature (0 for the others)
  uint32_t small_first_[kNumSmallGroups];
  uint32_t shape3_unknown_, large_unknown_;
  std::unordered_map<uint32_t, uint32_t> shape3_id_;
  std::unordered_map<uint64_t, uint32_t> large_id_;
  size_t shape3_seen_ = 0, large_seen_ = 0;
};

}  // namespace sente
