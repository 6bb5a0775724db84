// sente-bench: playout speed with a deterministic signature, perft counts,
// search speed, and how the priors rank a reference player's moves.
#include <boost/program_options.hpp>
#include <cstdio>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench/playout_bench.h"
#include "bench/prior_bench.h"
#include "bench/search_bench.h"
#include "rules/perft.h"
#include "sgf/sgf.h"

namespace po = boost::program_options;
using namespace sente;

namespace {

std::pair<int, int> parse_size(const std::string& s) {
  int w = 0, h = 0;
  char x = 0, extra = 0;
  int n = std::sscanf(s.c_str(), "%d%c%d%c", &w, &x, &h, &extra);
  if (n == 1)
    h = w;
  else if (n != 3 || (x != 'x' && x != 'X'))
    throw ParseError("size must be N or WxH");
  if (w < 2 || w > kMaxSide || h < 2 || h > kMaxSide) throw ParseError("size must be 2..25");
  return {w, h};
}

int run_perft(const po::variables_map& vm) {
  auto [w, h] = parse_size(vm["size"].as<std::string>());
  Rules rules = rules_preset(vm["rules"].as<std::string>());
  Game game(w, h, rules);
  uint64_t n = perft(game, vm["depth"].as<int>());
  std::printf("perft %dx%d depth %d rules %s: %llu\n", w, h, vm["depth"].as<int>(),
              vm["rules"].as<std::string>().c_str(), static_cast<unsigned long long>(n));
  return 0;
}

int run_speed(const po::variables_map& vm) {
  std::vector<PlayoutBenchConfig> suite;
  PlayoutBenchConfig base;
  base.threads = vm["threads"].as<int>();
  base.seed = vm["seed"].as<uint64_t>();
  const std::string policy = vm["policy"].as<std::string>();
  if (policy != "light" && policy != "heavy") throw ParseError("policy must be light or heavy");
  base.policy = policy == "heavy" ? PlayoutPolicy::Heavy : PlayoutPolicy::Light;
  if (base.threads < 1 || base.threads > 256) throw ParseError("threads must be 1..256");
  if (vm.count("size")) {
    auto [w, h] = parse_size(vm["size"].as<std::string>());
    PlayoutBenchConfig c = base;
    c.width = w;
    c.height = h;
    c.playouts = vm.count("playouts") ? vm["playouts"].as<int>() : 100000;
    suite.push_back(c);
  } else {
    for (auto [side, n] : {std::pair{9, 200000}, std::pair{13, 80000}, std::pair{19, 40000}}) {
      PlayoutBenchConfig c = base;
      c.width = c.height = side;
      c.playouts = vm.count("playouts") ? vm["playouts"].as<int>() : n;
      suite.push_back(c);
    }
  }
  const int repeat = vm["repeat"].as<int>();
  if (repeat < 1 || repeat > 100) throw ParseError("repeat must be 1..100");
  const bool json = vm.count("json") > 0;
  uint64_t signature = 0;
  if (!json)
    std::printf("%-7s %-6s %7s %9s %13s %14s %8s\n", "size", "policy", "threads", "playouts",
                "playouts/s", "moves/playout", "ns/move");
  for (const auto& c : suite) {
    if (c.playouts < 1) throw ParseError("playouts must be positive");
    // The fastest of `repeat` identical runs: on a shared machine the others
    // measure the neighbours. Every run must play the same games.
    PlayoutBenchResult r = run_playout_bench(c);
    for (int i = 1; i < repeat; ++i) {
      const PlayoutBenchResult again = run_playout_bench(c);
      if (again.signature != r.signature || again.moves != r.moves)
        throw std::runtime_error("a repeated run played other games: not deterministic");
      if (again.seconds < r.seconds) r = again;
    }
    const std::string size = std::to_string(c.width) + "x" + std::to_string(c.height);
    const double pps = c.playouts / r.seconds;
    const double mpp = static_cast<double>(r.moves) / c.playouts;
    const double ns = r.seconds * 1e9 * c.threads / static_cast<double>(r.moves);
    signature = (signature * 31 + r.signature) % 1000000007ull;
    if (json)
      std::printf(
          "{\"size\":\"%s\",\"policy\":\"%s\",\"threads\":%d,\"playouts\":%d,"
          "\"playouts_per_s\":%.1f,\"ns_per_move\":%.2f,\"moves_per_playout\":%.2f,"
          "\"black_wins\":%d,\"signature\":%llu}\n",
          size.c_str(), policy.c_str(), c.threads, c.playouts, pps, ns, mpp, r.black_wins,
          static_cast<unsigned long long>(r.signature));
    else
      std::printf("%-7s %-6s %7d %9d %13.0f %14.2f %8.1f\n", size.c_str(), policy.c_str(),
                  c.threads, c.playouts, pps, mpp, ns);
  }
  if (!json) std::printf("Signature: %llu\n", static_cast<unsigned long long>(signature));
  return 0;
}

// The full search from the empty board (sente-bench search --size 9 --playouts N --threads T).
int run_search(const po::variables_map& vm) {
  const int size = vm.count("size") ? parse_size(vm["size"].as<std::string>()).first : 9;
  const int playouts = vm.count("playouts") ? vm["playouts"].as<int>() : 20000;
  if (playouts < 1) throw ParseError("playouts must be positive");
  SearchParams p = level_params(Level::Hard);
  p.threads = vm["threads"].as<int>();
  if (p.threads < 1 || p.threads > 256) throw ParseError("threads must be 1..256");
  p.seed = vm["seed"].as<uint64_t>();
  const std::string policy = vm["policy"].as<std::string>();
  if (policy != "light" && policy != "heavy") throw ParseError("policy must be light or heavy");
  p.playout_policy = policy == "heavy" ? PlayoutPolicy::Heavy : PlayoutPolicy::Light;
  if (vm.count("weight"))
    for (const auto& a : vm["weight"].as<std::vector<std::string>>())
      set_prior_weight(p.prior_weights, a);
  const SearchBenchResult r = run_search_bench(size, playouts, p);
  std::printf(
      "search %dx%d policy %s threads %d: %d playouts in %.2f s = %.0f playouts/s, %zu nodes\n",
      size, size, policy.c_str(), p.threads, r.playouts, r.seconds, r.playouts / r.seconds,
      r.nodes);
  return 0;
}

// How the priors rank a reference player's moves in SGF games
// (sente-bench priors --sgf A.sgf B.sgf --player "GNU Go" --weight big_cfg1=0).
int run_priors(const po::variables_map& vm) {
  if (!vm.count("sgf")) throw ParseError("priors needs --sgf FILE...");
  PriorParams weights;
  if (vm.count("weight"))
    for (const auto& a : vm["weight"].as<std::vector<std::string>>()) set_prior_weight(weights, a);
  const std::string player = vm.count("player") ? vm["player"].as<std::string>() : "";
  const MoveRange range =
      vm.count("moves") ? parse_move_range(vm["moves"].as<std::string>()) : MoveRange{};
  PriorRankResult r;
  int games = 0;
  for (const auto& path : vm["sgf"].as<std::vector<std::string>>()) {
    const SgfTree tree = parse_sgf(read_sgf_file(path));
    const Game game = build_game(tree, Game());
    std::optional<Color> who;
    if (!player.empty()) {
      const bool black = tree.player_named(Color::Black, player);
      const bool white = tree.player_named(Color::White, player);
      if (!black && !white) continue;
      if (black != white) who = black ? Color::Black : Color::White;  // both: every move
    }
    rank_game_moves(game, who, weights, r, range);
    ++games;
  }
  if (r.moves == 0) throw ParseError("no moves to rank (check --player)");
  std::printf(
      "priors: %d moves of %d games: top 1 %.1f%%, top 5 %.1f%%, top 10 %.1f%%, mean rank %.1f\n",
      r.moves, games, 100.0 * r.top1 / r.moves, 100.0 * r.top5 / r.moves, 100.0 * r.top10 / r.moves,
      r.rank_sum / r.moves);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  po::options_description opts("sente-bench [perft] [options]");
  opts.add_options()("help", "show this help")("size", po::value<std::string>(), "N or WxH")(
      "playouts", po::value<int>(), "playouts per size")(
      "threads", po::value<int>()->default_value(1), "playout threads")(
      "policy", po::value<std::string>()->default_value("light"), "playout policy")(
      "seed", po::value<uint64_t>()->default_value(1), "seed")(
      "repeat", po::value<int>()->default_value(1), "runs per size; the fastest is reported")(
      "json", "one JSON object per line")("depth", po::value<int>()->default_value(3),
                                          "perft depth")(
      "rules", po::value<std::string>()->default_value("chinese"), "perft rules preset")(
      "mode", po::value<std::string>()->default_value("speed"), "speed, perft, search or priors")(
      "sgf", po::value<std::vector<std::string>>()->multitoken(), "priors: SGF games")(
      "player", po::value<std::string>(), "priors: rank the moves of the player so named")(
      "moves", po::value<std::string>(), "priors: only moves FROM-TO (numbers from 1)")(
      "weight", po::value<std::vector<std::string>>()->composing(),
      "priors: a prior weight, name=value (repeatable)");
  po::positional_options_description pos;
  pos.add("mode", 1);
  try {
    po::variables_map vm;
    po::store(po::command_line_parser(argc, argv).options(opts).positional(pos).run(), vm);
    po::notify(vm);
    if (vm.count("help")) {
      std::cout << opts << "\n";
      return 0;
    }
    const std::string mode = vm["mode"].as<std::string>();
    if (mode == "perft") {
      if (!vm.count("size")) throw ParseError("perft needs --size");
      if (vm["depth"].as<int>() < 0 || vm["depth"].as<int>() > 12) throw ParseError("depth 0..12");
      return run_perft(vm);
    }
    if (mode == "search") return run_search(vm);
    if (mode == "priors") return run_priors(vm);
    if (mode != "speed") throw ParseError("unknown mode: " + mode);
    return run_speed(vm);
  } catch (const std::exception& e) {
    std::cerr << "sente-bench: " << e.what() << "\n";
    return 2;
  }
}
