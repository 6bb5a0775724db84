// Prior knowledge for new tree nodes: each move starts with virtual visits
// and wins from cheap local features (captures, atari escapes, ladders, 3x3 shape,
// nakade, self-atari, the edge early on, nearness to the last moves).
#pragma once

#include <cstdint>

#include "rules/bitboard.h"
#include "rules/board.h"

namespace sente {

struct Prior {
  float value = 0.5f;   // virtual win rate 0..1
  uint16_t visits = 0;  // virtual visits behind it
  // Virtual wins less virtual losses: how progressive widening ranks moves.
  double net() const { return visits * (2.0 * value - 1); }
};

// Weights in virtual visits; each feature adds won (bonus) or lost
// (penalty) visits to an even start.
struct PriorParams {
  int even = 10;            // every move: this many visits at 0.5
  int capture = 20;         // captures a chain in atari
  int escape = 20;          // saves an own chain in atari without self-atari
  int ladder_escape = 20;   // extends a chain in atari that a ladder still catches
  int ladder_capture = 15;  // an atari the chain cannot escape from (ladder included)
  int pattern = 10;         // MoGo 3x3 shape
  int self_atari = 20;      // puts a chain of two or more in atari (not a nakade)
  int self_atari_one = 4;   // puts a lone stone in atari
  int near_last = 8;        // within gridcular distance 3 of the last move (boards under 13)
  int near_last_far = 4;    // ... within distance 5
  int near_own = 3;         // within distance 3 of our own previous move
  int first_line = 15;      // first line with no stone within two points (boards under 13)
  int second_line = 5;      // second line the same way (boards under 13)
  int triangle = 5;         // empty triangle
  int early_pass = 20;      // pass while the board is more than a third empty
  int nakade = 20;          // the vital point of a small enclosed eye space
  // Boards of 13 and more open on the third and fourth lines, corners first:
  int big_first_line = 40;    // first line, no stone within two points
  int big_second_line = 30;   // second line, the same
  int big_third_fourth = 20;  // third or fourth line, no stone within three points
  int big_corner = 40;        // 3-3 to 4-5 point of a corner still empty
  // ... and answer locally: common-fate-graph distance 1, 2, 3 from the last
  // move (a chain counts as one point), in Pachi's proportions.
  int big_cfg1 = 27;
  int big_cfg2 = 25;
  int big_cfg3 = 8;
  // On boards of 13 and more, the learned move model (engine/knowledge/move_model.h)
  // replaces the shape, locality and line features above when this is
  // above 0: a move the model gives probability p gets this many virtual
  // wins times sqrt(p) (Pachi's pattern prior), beside the even visits and
  // the tactical terms. 80 is Pachi's ratio to its even prior.
  int learned = 80;
  // ... and a move it rates below an even share (p < 1 / moves) up to this
  // many virtual losses, as sqrt(p * moves) falls from 1 to 0: the model's
  // word against a move counts too (without it, 1500 playouts could open on
  // the second line). In 19x19 self-play at 3000 playouts against the
  // hand-made features: 34 of 40 without the penalty, 28 of 30 with it.
  int learned_penalty = 20;
  // The smallest board side the learned model serves (below it the
  // hand-made features above). Every board: on 9x9 the small boards' model
  // won 79 of 100 against the hand-made features in self-play (4000
  // playouts) and 70 of 140 against Pachi, where they had won 10 of 42.
  int learned_min_size = 2;
  // Boards up to 12 take the weights trained on 9x9 games (1) or the 19x19
  // ones (0).
  int learned_small_weights = 1;
};

// What the priors of one position share, worked out once for all its moves:
// the last moves and, on boards of 13 and more, the common-fate-graph
// distances from the opponent's last move (Pachi's cfgd: a chain counts as
// one point, so each liberty of the chain the last move joined is at 1).
class PriorContext {
 public:
  // `last` / `last2`: the opponent's and our previous moves (kNoPoint / kPass
  // when none).
  PriorContext(const Board& b, Point last, Point last2);
  Point last() const { return last_; }
  Point last2() const { return last2_; }
  bool local_by_chains() const { return local_by_chains_; }
  int cfg_distance(Point p) const { return cfg_[p]; }  // kFar past 3
  static constexpr int kMaxCfg = 3, kFar = kMaxCfg + 1;

 private:
  Point last_, last2_;
  bool local_by_chains_ = false;  // cfg_ is filled (large board, a last move)
  uint8_t cfg_[kMaxPoints];
};

// The prior of `c` playing `p` (kPass allowed) on `b`.
Prior move_prior(const Board& b, Color c, Point p, const PriorContext& ctx,
                 const PriorParams& w = {});

// The priors of a node's children `moves` (kPass allowed) for `c` to play,
// as the search gives them: move_prior() for each, or on large boards with
// w.learned > 0 the learned model's probabilities among these moves.
void child_priors(const Board& b, Color c, const Point* moves, int n, Point last, Point last2,
                  const PriorParams& w, Prior* out);

// The same with a context of its own (for one move; a search shares one).
Prior move_prior(const Board& b, Color c, Point p, Point last, Point last2,
                 const PriorParams& w = {});

}  // namespace sente
