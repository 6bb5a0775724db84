// sente-learn: trains the learned move model (engine/move_model.h) on game
// records and writes its weights, e.g.
//   sente-learn --sgf games/*.sgf --out engine/move_weights.txt
// Every --test-every'th game is held out and only measured.
#include <boost/program_options.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/move_model.h"
#include "gtp/sgf.h"
#include "learn/mm.h"
#include "learn/training_set.h"

namespace po = boost::program_options;
using namespace sente;

namespace {

struct Counts {
  uint32_t seen = 0, chosen = 0;
};

void report(const char* what, const MmFit& f) {
  if (f.positions == 0) return;
  std::printf("%s: %d positions, top 1 %.1f%%, top 5 %.1f%%, mean rank %.1f, log-likelihood %.3f\n",
              what, f.positions, 100.0 * f.top1 / f.positions, 100.0 * f.top5 / f.positions,
              f.rank_sum / f.positions, f.log_likelihood);
  std::fflush(stdout);
}

int run(const po::variables_map& vm) {
  const auto files = vm["sgf"].as<std::vector<std::string>>();
  const int test_every = vm["test-every"].as<int>();
  TrainingSet train, test;
  int games = 0;
  const std::string player = vm.count("player") ? vm["player"].as<std::string>() : "";
  for (size_t i = 0; i < files.size(); ++i) {
    const SgfTree tree = parse_sgf(read_sgf_file(files[i]));
    const Game game = build_game(tree, Game());
    if (std::min(game.board().width(), game.board().height()) < 13) continue;
    std::optional<Color> who;  // both players when both (or neither) are so named
    if (!player.empty()) {
      auto named = [&](const char* id) {
        const auto* v = tree.main_line.front().find(id);
        return v && !v->empty() && v->front().find(player) != std::string::npos;
      };
      if (!named("PB") && !named("PW")) continue;
      if (named("PB") != named("PW")) who = named("PB") ? Color::Black : Color::White;
    }
    const bool held_out = test_every > 0 && static_cast<int>(i) % test_every == test_every - 1;
    add_game_positions(game, held_out ? test : train, who);
    ++games;
  }
  std::printf("%d games: %zu training positions (%zu moves), %zu test positions\n", games,
              train.positions.size(), train.candidates.size(), test.positions.size());

  // Pattern levels: shapes seen often enough as candidates (played or not:
  // a shape never played is worth a level of its own too); the rarer ones
  // share an "unknown" level each.
  std::unordered_map<uint32_t, Counts> shape3;
  std::unordered_map<uint64_t, Counts> large;
  for (const auto& pos : train.positions)
    for (uint32_t k = 0; k < pos.count; ++k) {
      const MoveFeatures& f = train.candidates[pos.first + k];
      Counts& a = shape3[canonical_shape3(f.shape3)];
      Counts& b = large[canonical_shape_large(f.shape_large)];
      ++a.seen, ++b.seen;
      if (k == pos.chosen) ++a.chosen, ++b.chosen;
    }
  MmProblem p;
  p.num_groups = kNumSmallGroups + 2;
  std::vector<uint32_t> small_first(kNumSmallGroups);
  for (int g = 0; g < kNumSmallGroups; ++g) {
    small_first[g] = static_cast<uint32_t>(p.group_of.size());
    for (int l = 1; l < kSmallGroupLevels[g]; ++l) p.group_of.push_back(g);
  }
  std::unordered_map<uint32_t, uint32_t> shape3_id;
  std::unordered_map<uint64_t, uint32_t> large_id;
  std::vector<uint64_t> key_of;  // per pattern feature (unknown levels: 0)
  key_of.resize(p.group_of.size(), 0);
  auto add_feature = [&](int group, uint64_t key) {
    p.group_of.push_back(group);
    key_of.push_back(key);
    return static_cast<uint32_t>(p.group_of.size() - 1);
  };
  const uint32_t shape3_unknown = add_feature(kNumSmallGroups, 0);
  const uint32_t large_unknown = add_feature(kNumSmallGroups + 1, 0);
  for (const auto& [key, c] : shape3)
    if (c.seen >= vm["min-shape3"].as<uint32_t>())
      shape3_id[key] = add_feature(kNumSmallGroups, key);
  if (!vm.count("no-large"))
    for (const auto& [key, c] : large)
      if (c.seen >= vm["min-large"].as<uint32_t>())
        large_id[key] = add_feature(kNumSmallGroups + 1, key);
  std::printf("features: %zu 3x3 shapes (of %zu), %zu large shapes (of %zu)\n", shape3_id.size(),
              shape3.size(), large_id.size(), large.size());

  auto add_positions = [&](const TrainingSet& set) {
    const uint32_t base = static_cast<uint32_t>(p.members.size() / p.num_groups);
    for (const MoveFeatures& f : set.candidates) {
      for (int g = 0; g < kNumSmallGroups; ++g)
        p.members.push_back(f.level[g] == 0 ? MmProblem::kNone : small_first[g] + f.level[g] - 1);
      const auto s3 = shape3_id.find(canonical_shape3(f.shape3));
      p.members.push_back(s3 == shape3_id.end() ? shape3_unknown : s3->second);
      const auto sl = large_id.find(canonical_shape_large(f.shape_large));
      p.members.push_back(sl == large_id.end() ? large_unknown : sl->second);
    }
    for (const auto& pos : set.positions)
      p.positions.push_back({base + pos.first, pos.count, pos.chosen});
  };
  add_positions(train);
  const size_t train_end = p.positions.size();
  add_positions(test);
  train = TrainingSet();
  test = TrainingSet();

  const std::vector<double> gamma =
      train_mm(p, train_end, vm["iterations"].as<int>(), [&](int it, const std::vector<double>& g) {
        std::printf("sweep %d\n", it + 1);
        report("  test", evaluate_mm(p, g, train_end, p.positions.size()));
      });
  report("training", evaluate_mm(p, gamma, 0, train_end));
  report("test", evaluate_mm(p, gamma, train_end, p.positions.size()));

  std::ofstream out(vm["out"].as<std::string>());
  out << "# Learned move weights: sente-learn on " << games << " games, " << train_end
      << " positions.\n";
  out.precision(6);
  for (int f = 0; f < p.num_features(); ++f) {
    const int g = p.group_of[f];
    if (g < kNumSmallGroups) {
      out << "group " << kSmallGroupNames[g] << ' ' << f - small_first[g] + 1 << ' ' << gamma[f]
          << '\n';
    } else if (f == static_cast<int>(shape3_unknown)) {
      out << "shape3_unknown " << gamma[f] << '\n';
    } else if (f == static_cast<int>(large_unknown)) {
      out << "large_unknown " << gamma[f] << '\n';
    } else {
      out << (g == kNumSmallGroups ? "shape3 " : "large ") << std::hex << key_of[f] << std::dec
          << ' ' << gamma[f] << '\n';
    }
  }
  if (!out) throw std::runtime_error("cannot write " + vm["out"].as<std::string>());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description opts("sente-learn --sgf FILES --out WEIGHTS [options]");
  opts.add_options()("help", "show this help")(
      "sgf", po::value<std::vector<std::string>>()->multitoken(), "training games (19x19, 13x13)")(
      "out", po::value<std::string>(), "weights file to write")(
      "player", po::value<std::string>(), "only the moves of the player so named (PB/PW)")(
      "iterations", po::value<int>()->default_value(12), "MM sweeps over the feature groups")(
      "test-every", po::value<int>()->default_value(10), "hold out every N-th game (0: none)")(
      "min-shape3", po::value<uint32_t>()->default_value(20),
      "3x3 shapes seen fewer times as candidates share one level")(
      "min-large", po::value<uint32_t>()->default_value(20),
      "large shapes seen fewer times as candidates share one level")("no-large", "no large shapes");
  try {
    po::variables_map vm;
    po::store(po::parse_command_line(argc, argv, opts), vm);
    po::notify(vm);
    if (vm.count("help") || !vm.count("sgf") || !vm.count("out")) {
      std::cout << opts;
      return vm.count("help") ? 0 : 2;
    }
    return run(vm);
  } catch (const std::exception& e) {
    std::cerr << "sente-learn: " << e.what() << "\n";
    return 2;
  }
}
