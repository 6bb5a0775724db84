// UCT Monte Carlo tree search over one position of a game. The tree follows
// the game's full rules (superko against the history and the tree path); the
// playouts use simple ko. Threads share one tree (virtual loss); with one
// thread the search is deterministic for a given seed.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <vector>

#include "engine/analysis.h"
#include "engine/random.h"
#include "engine/search/search_params.h"
#include "engine/search/tree.h"
#include "rules/game.h"

namespace sente {

struct SearchLimits {
  int playouts = 0;         // 0 = no limit
  double seconds = -1;      // < 0 = no limit
  bool ownership = false;   // accumulate playout ownership for the analysis
  bool early_stop = false;  // stop once the most visited move cannot be overtaken
  // From this many seconds on (< 0: never), stop unless the best move is
  // unclear; `seconds` stays the hard limit.
  double soft_seconds = -1;
};

// A genmove's limits: `params`' playouts and its move cap for a board of
// `points`, less a margin for the work around the search, within `clock`
// seconds from the time control (-1: no clock).
SearchLimits genmove_limits(const SearchParams& params, int points, double clock);

// A root move with its statistics, from the side to move's point of view.
struct RootMove {
  Point move = kPass;
  int visits = 0;
  double winrate = 0.5;
  double score_lead = 0;
};

// Wilson score interval's lower bound (95%) for a win rate `p` over `n`
// playouts, defined for any n (0 for n <= 0).
double wilson_lower_bound(double p, int n);

// The extra komi for White the search's playouts count (SearchParams::
// handicap_komi); 0 outside handicap games. The reported scores are the
// game's own.
double dynamic_komi(const Game& game, const SearchParams& params);

// Black's value 0..1 of a playout that ended `black_margin` points up
// (SearchParams::score_weight, score_saturation).
double playout_value(double black_margin, const SearchParams& params);

class Search {
 public:
  // The pool is cleared, or with `reuse` its node 0 (a previous search's
  // root moved there by NodePool::keep_subtree) must stand for this game's
  // position. `stop` may be set from any thread.
  Search(NodePool& pool, const Game& game, Color to_move, const SearchParams& params,
         const std::atomic<bool>& stop, bool reuse = false);
  ~Search();
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  // Searches until a limit, `stop`, or (unlimited) forever. Calls `progress`
  // from this thread about every `interval_ms` (0 = never).
  void run(const SearchLimits& limits, const ProgressFn& progress = {}, int interval_ms = 0);

  int playouts() const { return done_.load(std::memory_order_relaxed); }
  // The root's moves, most visits first (equal visits keep the board order).
  // Moves found to break superko are left out; unvisited moves were never
  // checked, so callers confirm the one they play with Game::check.
  std::vector<RootMove> root_moves() const;
  Analysis analysis() const;

 private:
  struct Worker;
  void work(Worker& w, const SearchLimits& limits, bool reporter, const ProgressFn& progress,
            int interval_ms);
  void simulate(Worker& w);
  // depth: the node's distance from the root (form 5 of the widening asks).
  void expand(NodeIndex n, const Board& b, Color c, Point last, Point last2, int depth);
  NodeIndex select_child(NodeIndex n, Worker& w);
  void update_amaf(Worker& w, int num_played, double black_result);
  bool decided(const SearchLimits& limits) const;
  bool unclear() const;
  void record_ownership(Worker& w, const Board& final_board);
  bool repeats(const Worker& w, const Board& next, Color next_to_move, Point p) const;
  std::vector<Point> principal_variation(NodeIndex child) const;
  double reported_winrate(const Node& n, int visits) const;

  NodePool& pool_;
  const Game& game_;
  const SearchParams& params_;
  const std::atomic<bool>& stop_;
  Board root_board_;
  Color to_move_;
  int root_passes_;
  Point root_last_, root_last2_;  // the game's last two moves, for the policy and priors
  double komi_extra_;             // dynamic_komi()
  int max_playout_moves_;
  int expand_visits_;
  double rave_exploration_;  // params_.rave_exploration, resolved by board size
  // Progressive widening (params_.widen_*), resolved by board size: off
  // when widen_base_ is 0.
  int widen_base_ = 0;
  double widen_log_visits_ = 0, widen_per_log_ = 0;
  // widen_fights_first 3: root moves that stay candidates however narrow
  // the widening (liberties of chains of one or two liberties).
  Bits root_fights_;
  bool root_fights_on_ = false;
  NodeIndex root_ = kNoNode;
  std::vector<uint64_t> history_;  // sorted hashes of the game's positions
  std::chrono::steady_clock::time_point start_;
  std::atomic<int> started_{0}, done_{0};
  int initial_done_ = 0;  // done_ when run() started
  std::atomic<bool> finished_{false};
  bool ownership_ = false;
  std::vector<std::unique_ptr<Worker>> workers_;
};

}  // namespace sente
