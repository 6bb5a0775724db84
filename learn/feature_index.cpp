#include "learn/feature_index.h"

#include <ostream>

namespace sente {

FeatureIndex::FeatureIndex(const TrainingSet& train, uint32_t min_shape3, uint32_t min_large) {
  for (int g = 0; g < kNumSmallGroups; ++g) {
    small_first_[g] = static_cast<uint32_t>(group_of_.size());
    for (int l = 1; l < kSmallGroupLevels[g]; ++l) add_feature(g, 0);
  }
  shape3_unknown_ = add_feature(kNumSmallGroups, 0);
  large_unknown_ = add_feature(kNumSmallGroups + 1, 0);
  std::unordered_map<uint32_t, uint32_t> shape3_seen;
  std::unordered_map<uint64_t, uint32_t> large_seen;
  for (const MoveFeatures& f : train.candidates) {
    ++shape3_seen[canonical_shape3(f.shape3)];
    ++large_seen[canonical_shape_large(f.shape_large)];
  }
  shape3_seen_ = shape3_seen.size();
  large_seen_ = large_seen.size();
  for (const auto& [key, n] : shape3_seen)
    if (n >= min_shape3) shape3_id_[key] = add_feature(kNumSmallGroups, key);
  if (min_large > 0)
    for (const auto& [key, n] : large_seen)
      if (n >= min_large) large_id_[key] = add_feature(kNumSmallGroups + 1, key);
}

uint32_t FeatureIndex::add_feature(int group, uint64_t key) {
  group_of_.push_back(group);
  key_of_.push_back(key);
  return static_cast<uint32_t>(group_of_.size() - 1);
}

void FeatureIndex::add_positions(const TrainingSet& set, MmProblem& p) const {
  p.num_groups = num_groups();
  p.group_of = group_of_;
  const uint32_t base = static_cast<uint32_t>(p.members.size() / p.num_groups);
  for (const MoveFeatures& f : set.candidates) {
    for (int g = 0; g < kNumSmallGroups; ++g)
      p.members.push_back(f.level[g] == 0 ? MmProblem::kNone : small_first_[g] + f.level[g] - 1);
    const auto s3 = shape3_id_.find(canonical_shape3(f.shape3));
    p.members.push_back(s3 == shape3_id_.end() ? shape3_unknown_ : s3->second);
    const auto sl = large_id_.find(canonical_shape_large(f.shape_large));
    p.members.push_back(sl == large_id_.end() ? large_unknown_ : sl->second);
  }
  for (const auto& pos : set.positions)
    p.positions.push_back({base + pos.first, pos.count, pos.chosen});
}

void FeatureIndex::write_weights(std::ostream& out, const std::vector<double>& gamma) const {
  out.precision(6);
  for (size_t f = 0; f < group_of_.size(); ++f) {
    const int g = group_of_[f];
    if (g < kNumSmallGroups)
      out << "group " << kSmallGroupNames[g] << ' ' << f - small_first_[g] + 1;
    else if (f == shape3_unknown_)
      out << "shape3_unknown";
    else if (f == large_unknown_)
      out << "large_unknown";
    else
      out << (g == kNumSmallGroups ? "shape3 " : "large ") << std::hex << key_of_[f] << std::dec;
    out << ' ' << gamma[f] << '\n';
  }
}

}  // namespace sente
