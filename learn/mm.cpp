#include "learn/mm.h"

#include <algorithm>
#include <cmath>

namespace sente {

namespace {

double strength(const MmProblem& p, const std::vector<double>& gamma, size_t candidate) {
  double s = 1;
  const uint32_t* m = &p.members[candidate * p.num_groups];
  for (int g = 0; g < p.num_groups; ++g)
    if (m[g] != MmProblem::kNone) s *= gamma[m[g]];
  return s;
}

}  // namespace

MmFit evaluate_mm(const MmProblem& p, const std::vector<double>& gamma, size_t from, size_t to) {
  MmFit fit;
  for (size_t j = from; j < to; ++j) {
    const auto& pos = p.positions[j];
    const double won = strength(p, gamma, pos.first + pos.chosen);
    double total = 0;
    int above = 0, ties = 0;
    for (uint32_t k = 0; k < pos.count; ++k) {
      const double s = strength(p, gamma, pos.first + k);
      total += s;
      if (k == pos.chosen) continue;
      above += s > won;
      ties += s == won;
    }
    const double rank = above + ties / 2.0;
    fit.log_likelihood += std::log(won / total);
    fit.top1 += rank < 1;
    fit.top5 += rank < 5;
    fit.rank_sum += rank;
    ++fit.positions;
  }
  if (fit.positions > 0) fit.log_likelihood /= fit.positions;
  return fit;
}

std::vector<double> train_mm(
    const MmProblem& p, size_t train_end, int iterations,
    const std::function<void(int, const std::vector<double>&)>& after_sweep) {
  const int n = p.num_features(), groups = p.num_groups;
  std::vector<double> gamma(n, 1.0), wins(n, 0.0), denom(n);
  for (size_t j = 0; j < train_end; ++j) {
    const auto& pos = p.positions[j];
    const uint32_t* m = &p.members[(pos.first + pos.chosen) * groups];
    for (int g = 0; g < groups; ++g)
      if (m[g] != MmProblem::kNone) wins[m[g]] += 1;
  }
  std::vector<double> s;
  for (int it = 0; it < iterations; ++it) {
    for (int g = 0; g < groups; ++g) {
      std::fill(denom.begin(), denom.end(), 0.0);
      for (size_t j = 0; j < train_end; ++j) {
        const auto& pos = p.positions[j];
        s.resize(pos.count);
        double total = 0;
        for (uint32_t k = 0; k < pos.count; ++k) total += s[k] = strength(p, gamma, pos.first + k);
        for (uint32_t k = 0; k < pos.count; ++k) {
          const uint32_t f = p.members[(pos.first + k) * groups + g];
          if (f != MmProblem::kNone) denom[f] += s[k] / gamma[f] / total;
        }
      }
      for (int f = 0; f < n; ++f)
        if (p.group_of[f] == g) gamma[f] = (wins[f] + 1) / (denom[f] + 2 / (gamma[f] + 1));
    }
    if (after_sweep) after_sweep(it, gamma);
  }
  return gamma;
}

}  // namespace sente
