// sente-learn: trains the learned move model (engine/knowledge/move_model.h) on game
// records and writes its weights, e.g.
//   sente-learn --sgf games/*.sgf --player "GNU Go" --out engine/knowledge/move_weights.txt
//   sente-learn --small --sgf games9/*.sgf --player Pachi
//     --out engine/knowledge/move_weights_small.txt
// Every --test-every'th game is held out and only measured, and so are the
// --test games: a fixed test set compares runs on different training games.
#include <boost/program_options.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/knowledge/move_model.h"
#include "learn/feature_index.h"
#include "learn/mm.h"
#include "learn/training_set.h"
#include "sgf/sgf.h"

namespace po = boost::program_options;
using namespace sente;

namespace {

void report(const char* what, const MmFit& f) {
  if (f.positions == 0) return;
  std::printf("%s: %d positions, top 1 %.1f%%, top 5 %.1f%%, mean rank %.1f, log-likelihood %.3f\n",
              what, f.positions, 100.0 * f.top1 / f.positions, 100.0 * f.top5 / f.positions,
              f.rank_sum / f.positions, f.log_likelihood);
  std::fflush(stdout);
}

// The boards in `sides`: the shorter side from .first to .second.
using SideRange = std::pair<int, int>;

// The games of `files` on boards in `sides`, every test_every'th into `test`;
// with a player name, only the moves of the colour so named (both when both
// are).
int read_games(const std::vector<std::string>& files, const std::string& player, int test_every,
               SideRange sides, TrainingSet& train, TrainingSet& test) {
  int games = 0;
  for (size_t i = 0; i < files.size(); ++i) {
    const SgfTree tree = parse_sgf(read_sgf_file(files[i]));
    const Game game = build_game(tree, Game());
    const int side = std::min(game.board().width(), game.board().height());
    if (side < sides.first || side > sides.second) continue;
    std::optional<Color> who;
    if (!player.empty()) {
      const bool black = tree.player_named(Color::Black, player);
      const bool white = tree.player_named(Color::White, player);
      if (!black && !white) continue;
      if (black != white) who = black ? Color::Black : Color::White;
    }
    const bool held_out = test_every > 0 && static_cast<int>(i) % test_every == test_every - 1;
    add_game_positions(game, held_out ? test : train, who);
    ++games;
  }
  return games;
}

int run(const po::variables_map& vm) {
  TrainingSet train, test;
  const std::string player = vm.count("player") ? vm["player"].as<std::string>() : "";
  // Large boards by default; --small for the weights of boards up to 12.
  const SideRange sides = vm.count("small") ? SideRange{2, MoveModel::kSmallBoardMaxSide}
                                            : SideRange{MoveModel::kSmallBoardMaxSide + 1, 25};
  int games = read_games(vm["sgf"].as<std::vector<std::string>>(), player,
                         vm["test-every"].as<int>(), sides, train, test);
  if (vm.count("test"))
    games += read_games(vm["test"].as<std::vector<std::string>>(), player, 1, sides, test, test);
  std::printf("%d games: %zu training positions (%zu moves), %zu test positions\n", games,
              train.positions.size(), train.candidates.size(), test.positions.size());
  if (train.positions.empty()) throw std::runtime_error("no training positions");
  const FeatureIndex index(train, vm["min-shape3"].as<uint32_t>(),
                           vm.count("no-large") ? 0 : vm["min-large"].as<uint32_t>());
  std::printf("features: %zu 3x3 shapes (of %zu), %zu large shapes (of %zu)\n",
              index.shape3_count(), index.shape3_seen(), index.large_count(), index.large_seen());
  MmProblem p;
  index.add_positions(train, p);
  const size_t train_end = p.positions.size();
  index.add_positions(test, p);
  train = TrainingSet();
  test = TrainingSet();

  const std::vector<double> gamma =
      train_mm(p, train_end, vm["iterations"].as<int>(), [&](int it, const std::vector<double>& g) {
        std::printf("sweep %d\n", it + 1);
        report("  test", evaluate_mm(p, g, train_end, p.positions.size()));
      });
  report("training", evaluate_mm(p, gamma, 0, train_end));
  report("test", evaluate_mm(p, gamma, train_end, p.positions.size()));

  const std::string path = vm["out"].as<std::string>();
  std::ofstream out(path);
  out << "# Learned move weights: sente-learn on " << games << " games, " << train_end
      << " positions.\n";
  index.write_weights(out, gamma);
  if (!out) throw std::runtime_error("cannot write " + path);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description opts("sente-learn --sgf FILES --out WEIGHTS [options]");
  opts.add_options()("help", "show this help")(
      "sgf", po::value<std::vector<std::string>>()->multitoken(), "training games (13x13 and up)")(
      "small", "train on the games of boards up to 12x12 instead (move_weights_small.txt)")(
      "test", po::value<std::vector<std::string>>()->multitoken(),
      "games only measured, never trained on")("out", po::value<std::string>(),
                                               "weights file to write")(
      "player", po::value<std::string>(), "only the moves of the player so named (PB/PW)")(
      "iterations", po::value<int>()->default_value(10), "MM sweeps over the feature groups")(
      "test-every", po::value<int>()->default_value(5), "hold out every N-th game (0: none)")(
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
