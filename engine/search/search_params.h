// Search settings as one plain struct; the levels are named presets of it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/knowledge/priors.h"
#include "engine/playout/playout.h"
#include "engine/search/level.h"

namespace sente {

struct SearchParams {
  Level level = Level::Medium;  // the preset these came from, for display only
  int playouts = 3000;          // per move; 0 = limited by time only
  double max_seconds = 0;       // per move cap; 0 = none (time control may still limit)
  // A larger cap for 19x19 (and larger) boards, reached in proportion to the
  // points from 9x9 up; 0 or below max_seconds = max_seconds on every board.
  double max_seconds_19 = 0;
  // Under a game clock (time_settings), the clock alone limits genmove:
  // `playouts` and the move caps apply only when no clock runs. An explicit
  // --playouts or --time turns it off.
  bool clock_lifts_caps = false;
  int threads = 1;                // search threads
  uint64_t seed = 1;              // with one thread, same seed + position = same move
  double resign_threshold = 0.1;  // resign when the win rate stays below this; 0 = never
  int resign_moves = 3;           // ... for this many of our moves in a row
  // ... or at once, after this many playouts, when the best move's win rate
  // is below a third of the threshold and the upper end of its 95% interval
  // below the threshold: a plainly lost game needs no streak.
  int resign_sure_playouts = 2000;
  // false: never resign, whatever resign_threshold says (easy: a beginner's
  // opponent plays on even when a front-end sets a threshold).
  bool may_resign = true;
  // UCT: Q + exploration * sqrt(ln N / n). On 9x9 self-play, 3000 playouts,
  // 0.3 beat 0.7 in 31 of 40 games (1000 playouts: 0.25-0.4 alike, 1.0 worse).
  double exploration = 0.3;
  // Value of a move not yet tried (MoGo's FPU); 0.7 won only 7 of 40 against 1.1.
  double first_play_urgency = 1.1;
  int expand_visits = 0;       // playouts a leaf gets before its children; 0 = by board size
  size_t max_nodes = 1 << 21;  // tree node budget (memory bound, sizeof(Node) = 48 bytes a node)
  PlayoutPolicy playout_policy = PlayoutPolicy::Heavy;
  HeavyPolicyParams heavy;  // how often the heavy policy tries each rule
  // RAVE: a child's value mixes its AMAF win rate with weight
  // beta = m / (m + n + n m / rave_equiv) (Silver), m AMAF and n real visits.
  bool rave = true;
  double rave_equiv = 1000;
  // Replaces `exploration` when rave is on; below 0, by board size: none up
  // to 12x12, as in Pachi (priors and AMAF explore; with rave_distance 3 and
  // the playouts' counter-atari 69 of 100 in 9x9 self-play at 4000 playouts
  // against 0.05 and neither), 0.05 on larger boards, where without it the
  // first move of 19x19 left the corners for seeds that 0.05 keeps there
  // (19x19 strength is not measured either way).
  double rave_exploration = -1;
  // AMAF weight of a move 1 + rave_distance * (moves after it) / (moves in
  // all): the moves played soon after a node count up to this much more
  // (Pachi's distance_rave). 0 = every move alike.
  int rave_distance = 3;
  bool priors = true;  // virtual wins / visits for new nodes
  // Progressive widening (Chaslot's progressive unpruning) on boards of
  // widen_min_size and more: a node's children are sorted by prior and the
  // selection considers only the widen_base best of them (and the pass), one
  // more each time the node's visits grow widen_ratio-fold past widen_visits.
  // Without it 19x19's visits spread over hundreds of moves at a few
  // thousand playouts, and the opening move is noise. 0 = every child.
  // 19x19 self-play at 3000 playouts: 5 won 19 of 22 against 0.
  int widen_base = 5;
  double widen_visits = 40;
  double widen_ratio = 1.4;
  int widen_min_size = 13;
  // After the widen_base best, the liberties of chains of one or two
  // liberties (widen_fights_liberties) come first: a move that wins a race
  // can rank low by prior.
  // 0 off; 1 every such chain (19x19 self-play at 3000 playouts, against 0:
  // 6 of 25); 2 only the chain of the last move and the chains beside it;
  // 3 at the root only, where they stay candidates beside the widen set
  // (against 0: 29 of 43); 4 the same at every node, put last (9 of 19);
  // 5 as 3 at the root and as 4 at the root's children, where the reply
  // that refutes a root move is (against 3: 12 of 30).
  int widen_fights_first = 3;
  // The fights' chains above: those of at most this many liberties (1-4;
  // 3 against 2, self-play: 12 of 31; against Pachi 7 of 24).
  int widen_fights_liberties = 2;
  PriorParams prior_weights;
  bool reuse_tree = true;  // keep the subtree of the moves played since the last search
  // genmove stops when the best move cannot be overtaken, and under a time
  // limit spends the last quarter of it only on unclear moves.
  bool early_stop = true;
  bool ponder = false;    // think on the opponent's time after genmove
  double randomness = 0;  // easy: chance of picking among the top moves
  // Dynamic komi in handicap games (Pachi's linear scheme): the playouts
  // count this many extra points for White per handicap stone, fading
  // linearly to none once the game has as many moves as 55% of the board's
  // points (200 on 19x19). Both sides then see win rates away from 0 and 1:
  // White does not give up, Black plays for a solid margin. 0 = off.
  double handicap_komi = 7;
  // How much a playout's margin counts beside winning (Pachi's val_scale):
  // a win is worth 1 - w plus up to w more as the margin grows to
  // score_saturation points, a loss up to w less the more it loses by, so
  // that a won game still prefers points and a lost one loses the least.
  // 0 = win or loss only.
  double score_weight = 0;
  double score_saturation = 20;
};

// The per-move cap on a board of `points` points (0 = none).
double move_seconds_cap(const SearchParams& p, int points);

// The node budget that fits in `bytes` of tree memory (at least one node).
size_t max_nodes_for_memory(size_t bytes);

// The preset of a level.
SearchParams level_params(Level level);
// The preset of a level name (see parse_level); throws ParseError for other names.
SearchParams level_params(std::string_view name);

// Named numeric settings that matches can vary without a rebuild
// (`--set rave_equiv=3000`): the search's constants and the prior weights.
struct Tunable {
  const char* name;
  double min, max;
  double (*get)(const SearchParams&);
  void (*set)(SearchParams&, double);
};
const Tunable* tunables_begin();
const Tunable* tunables_end();
std::string tunable_names();  // "exploration, first_play_urgency, ..."

// Sets the tunable `name` (integers are rounded); throws ParseError naming
// the known ones, or the range, when the name or the value is wrong.
void set_tunable(SearchParams& p, std::string_view name, double value);

}  // namespace sente
