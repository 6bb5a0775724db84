// Minorization-maximization recovers the strengths that generated its data.
#include <catch2/catch.hpp>
#include <cmath>

#include "engine/random.h"
#include "learn/mm.h"

using namespace sente;

namespace {

// Positions of `n` candidates each; each candidate draws one feature of
// group 0 (strengths a) and maybe one of group 1 (strengths b); the winner
// is drawn with probability strength / total.
MmProblem sample(const std::vector<double>& a, const std::vector<double>& b, int positions,
                 Rng& rng) {
  MmProblem p;
  p.num_groups = 2;
  for (size_t i = 0; i < a.size(); ++i) p.group_of.push_back(0);
  for (size_t i = 0; i < b.size(); ++i) p.group_of.push_back(1);
  const uint32_t nb = static_cast<uint32_t>(b.size());
  for (int j = 0; j < positions; ++j) {
    const uint32_t first = static_cast<uint32_t>(p.members.size() / 2), count = 8;
    std::vector<double> s(count);
    double total = 0;
    for (uint32_t k = 0; k < count; ++k) {
      const uint32_t fa = rng.below(static_cast<uint32_t>(a.size()));
      const bool has_b = rng.uniform() < 0.5;
      const uint32_t fb = has_b ? rng.below(nb) : MmProblem::kNone;
      p.members.push_back(fa);
      p.members.push_back(has_b ? static_cast<uint32_t>(a.size()) + fb : MmProblem::kNone);
      total += s[k] = a[fa] * (has_b ? b[fb] : 1.0);
    }
    double r = rng.uniform() * total;
    uint32_t chosen = 0;
    while (chosen + 1 < count && (r -= s[chosen]) > 0) ++chosen;
    p.positions.push_back({first, count, chosen});
  }
  return p;
}

}  // namespace

TEST_CASE("MM recovers the strengths behind sampled winners", "[mm]") {
  const std::vector<double> a = {1.0, 4.0, 0.25, 2.0}, b = {8.0, 0.5};
  Rng rng(7);
  const MmProblem p = sample(a, b, 20000, rng);
  const std::vector<double> g = train_mm(p, p.positions.size(), 20);
  // Strengths are known up to one factor per group: compare ratios.
  for (size_t i = 1; i < a.size(); ++i) CHECK(g[i] / g[0] == Approx(a[i] / a[0]).epsilon(0.1));
  CHECK(g[4] / g[5] == Approx(b[0] / b[1]).epsilon(0.1));
  // The fitted model predicts the winners better than all-equal strengths.
  const MmFit fit = evaluate_mm(p, g, 0, p.positions.size());
  const MmFit flat = evaluate_mm(p, std::vector<double>(6, 1.0), 0, p.positions.size());
  CHECK(fit.log_likelihood > flat.log_likelihood + 0.1);
  CHECK(fit.positions == 20000);
}

TEST_CASE("MM fit counts ranks with ties shared", "[mm]") {
  MmProblem p;
  p.num_groups = 1;
  p.group_of = {0, 0};
  p.members = {0, 1, 1};  // three candidates: features 0, 1, 1
  p.positions.push_back({0, 3, 1});
  const MmFit fit = evaluate_mm(p, {1.0, 1.0}, 0, 1);
  CHECK(fit.rank_sum == Approx(1.0));  // two others tie with the winner
  CHECK(fit.top1 == 0);
  CHECK(fit.log_likelihood == Approx(std::log(1.0 / 3)));
  const MmFit better = evaluate_mm(p, {1.0, 3.0}, 0, 1);
  CHECK(better.rank_sum == Approx(0.5));
  CHECK(better.top1 == 1);
}
