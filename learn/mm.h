// Bradley-Terry "team" ratings trained by minorization-maximization
// (Coulom, "Computing Elo Ratings of Move Patterns in the Game of Go",
// 2007). In each position one candidate wins; a candidate's strength is the
// product of its features' gammas, and it wins with probability strength /
// (sum of the position's strengths). Each candidate has at most one feature
// of each group.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace sente {

struct MmProblem {
  static constexpr uint32_t kNone = UINT32_MAX;
  int num_groups = 0;
  std::vector<int> group_of;  // per feature
  // Per candidate, num_groups feature ids (kNone where the group is silent).
  std::vector<uint32_t> members;
  struct Position {
    uint32_t first, count, chosen;  // candidates [first, first + count); chosen relative
  };
  std::vector<Position> positions;
  int num_features() const { return static_cast<int>(group_of.size()); }
};

struct MmFit {
  double log_likelihood = 0;  // mean over positions, natural log
  int top1 = 0, top5 = 0;     // the winner ranked first / among the first five
  double rank_sum = 0;        // 0 = first; ties count half
  int positions = 0;
};

// How well `gamma` predicts the winners of `p` (positions[from, to)).
MmFit evaluate_mm(const MmProblem& p, const std::vector<double>& gamma, size_t from, size_t to);

// Trains on positions [0, train_end): `iterations` sweeps over the groups,
// each feature with one virtual win and one virtual loss against a gamma of
// 1 (Coulom's prior, which keeps rare features near 1). `after_sweep` (if
// set) sees each sweep's gammas.
std::vector<double> train_mm(
    const MmProblem& p, size_t train_end, int iterations,
    const std::function<void(int, const std::vector<double>&)>& after_sweep = {});

}  // namespace sente
