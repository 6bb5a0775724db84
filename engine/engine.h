// The engine facade: the only part of engine/ the GTP layer talks to.
// It knows games and moves, not the protocol; its one piece of text is a
// result string such as "B+3.5" (final_score), the form GTP and SGF share.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/analysis.h"
#include "engine/search/search_params.h"
#include "engine/search/time_control.h"
#include "rules/game.h"

namespace sente {

struct Decision {
  Point move = kPass;
  bool resign = false;
  Analysis analysis;
};

// One search at a time: only stop() may be called while another thread is in
// genmove() or analyze().
class Engine {
 public:
  explicit Engine(SearchParams params = level_params(Level::Medium));
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  const SearchParams& params() const;
  void set_params(const SearchParams& p);
  TimeControl& time_control();

  // Chooses a move for `c` in the game's position under the game's rules.
  // `cleanup`: kgs-genmove_cleanup (never pass while dead opponent stones remain).
  // Honours stop(), the time control and the playout budget.
  Decision genmove(const Game& game, Color c, bool cleanup = false, const ProgressFn& progress = {},
                   int interval_ms = 0);

  // The move a strong player would choose for `c` (never resign): a search
  // with `budget`'s playouts, time cap and threads (default: the hard level,
  // up to 2 s on 9x9 to 5 s on 19x19, 2 threads), this engine's seed and node budget, and no game
  // clock. No move is played; the resignation count and the clock stay as
  // they were (the next genmove starts a fresh tree, though).
  Point hint(const Game& game, Color c, const SearchParams& budget = level_params(Level::Hard),
             const ProgressFn& progress = {}, int interval_ms = 0);

  // Searches until stop() (or `max_playouts` > 0 reached), reporting progress
  // every `interval_ms`. Memory stays bounded however long it runs.
  Analysis analyze(const Game& game, Color c, const ProgressFn& progress, int interval_ms,
                   int max_playouts = 0);

  // Ends the running search soon; safe to call from any thread.
  void stop();
  // Ends pondering (with SearchParams::ponder, genmove goes on searching the
  // position after its move until the next call); every other call does it.
  void stop_pondering();

  // Dead-stone estimate for the game's position (ownership over playouts).
  Bits dead_stones(const Game& game);
  // Seki stones for final_status_list seki.
  Bits seki_stones(const Game& game);
  // The final score under the game's rules, with the dead-stone estimate,
  // as a result string: "B+3.5", "W+0.5", "0" (rules/scoring.h, to_gtp()).
  std::string final_score(const Game& game);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace sente
