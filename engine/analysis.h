// What a search reports: candidates, win rate, ownership. Shared by the
// facade and the searcher.
#pragma once

#include <functional>
#include <vector>

#include "rules/types.h"

namespace sente {

// One candidate move of a search, from the side to move's point of view.
struct Candidate {
  Point move = kPass;
  int visits = 0;
  double winrate = 0.5;   // 0..1 for the side to move, under the game's komi
  double prior = 0;       // 0..1
  double lcb = 0;         // lower confidence bound of winrate, 0..1
  double score_lead = 0;  // points, for the side to move
  std::vector<Point> pv;  // starts with `move`
};

// What the search knows now; sent to progress callbacks and returned at the end.
struct Analysis {
  Color to_move = Color::Black;
  int playouts = 0;  // playouts of this search so far
  int visits = 0;    // the root's, a reused tree's included
  // Of the side to move, 0..1, over all the root's playouts. The best
  // candidate's is higher: its mean includes the opponent's exploration.
  double winrate = 0.5;
  double score_lead = 0;              // of the side to move, points
  std::vector<Candidate> candidates;  // best first (most visits)
  // Per point of the board's grid (index = Point): -1 White .. +1 Black; empty
  // when not computed.
  std::vector<float> ownership;
};

// Called from the search thread about every `interval_ms`; keep it short.
using ProgressFn = std::function<void(const Analysis&)>;

}  // namespace sente
