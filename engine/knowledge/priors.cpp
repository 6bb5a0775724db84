#include "engine/knowledge/priors.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/knowledge/geometry.h"
#include "engine/knowledge/move_model.h"
#include "engine/knowledge/patterns.h"
#include "engine/knowledge/tactics.h"

namespace sente {

namespace {

// No stone within `r` points of p (the (2r+1)^2 box around it).
bool open_area(const Board& b, Point p, int r = 2) {
  const int x0 = b.x_of(p), y0 = b.y_of(p);
  for (int y = std::max(0, y0 - r); y <= std::min(b.height() - 1, y0 + r); ++y)
    for (int x = std::max(0, x0 - r); x <= std::min(b.width() - 1, x0 + r); ++x)
      if (!b.is_empty(b.point(x, y))) return false;
  return true;
}

bool empty_triangle(const Board& b, Color c, Point p) {
  const int s = b.stride();
  const int dirs[4][2] = {{1, s}, {1, -s}, {-1, s}, {-1, -s}};
  for (const auto& d : dirs) {
    const Point a = static_cast<Point>(p + d[0]), e = static_cast<Point>(p + d[1]);
    const Point diag = static_cast<Point>(p + d[0] + d[1]);
    const int own = b.has(c, a) + b.has(c, e) + b.has(c, diag);
    const int empty = b.is_empty(a) + b.is_empty(e) + b.is_empty(diag);
    if (own == 2 && empty == 1) return true;
  }
  return false;
}

}  // namespace

PriorContext::PriorContext(const Board& b, Point last, Point last2) : last_(last), last2_(last2) {
  local_by_chains_ =
      std::min(b.width(), b.height()) >= 13 && last >= 0 && last != kPass && b.on_board(last);
  if (!local_by_chains_) return;
  common_fate_distances(b, last, kMaxCfg, cfg_);
}

namespace {

// Virtual wins (in half points) and visits, from an even start.
struct Tally {
  explicit Tally(int even) : wins2(even), visits(even) {}
  void bonus(int n) { wins2 += 2 * n, visits += n; }
  void penalty(int n) { visits += n; }
  Prior prior() const {
    Prior r;
    r.visits = static_cast<uint16_t>(std::min(visits, 65535));
    r.value = visits > 0 ? static_cast<float>(wins2) / (2.f * static_cast<float>(visits)) : 0.5f;
    return r;
  }
  int wins2, visits;
};

struct Tactics {
  bool captures = false, escapes = false;
};

// Captures, atari escapes (ladders read), ladder-capturing ataris,
// self-ataris and nakade: the terms the learned model keeps beside its own.
Tactics add_tactical_terms(const Board& b, Color c, Point p, const PriorParams& w, Tally& t) {
  const Color opp = opponent(c);
  Tactics r;
  bool own_nbr = false, ladder = false, catches = false;
  Point libs[3];
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (b.has(opp, q)) {
      if (b.in_atari(q))
        r.captures = true;
      else if (!catches && chain_liberties_upto(b, q, libs, 3) == 2)
        catches = atari_captures(b, c, p, q);
    }
    if (b.has(c, q)) {
      own_nbr = true;
      if (b.in_atari(q)) {
        r.escapes = true;
        ladder = ladder || escape_is_ladder(b, q);
      }
    }
  }
  const bool self_atari = !r.captures && b.is_self_atari(c, p);
  if (r.captures) t.bonus(w.capture);
  if (r.escapes && !self_atari && !ladder) t.bonus(w.escape);
  if (r.escapes && ladder && !r.captures) t.penalty(w.ladder_escape);
  if (catches && !r.captures) t.bonus(w.ladder_capture);
  if (self_atari && !(own_nbr && is_nakade_self_atari(b, c, p)))
    t.penalty(own_nbr ? w.self_atari : w.self_atari_one);
  if (nakade_vital_point(b, p) == p) t.bonus(w.nakade);
  return r;
}

void add_pass_terms(const Board& b, const PriorParams& w, Tally& t) {
  if (b.empty_count() * 3 > b.num_points()) t.penalty(w.early_pass);
}

bool uses_learned_model(const Board& b, const PriorParams& w) {
  return w.learned > 0 && std::min(b.width(), b.height()) >= w.learned_min_size;
}

}  // namespace

void child_priors(const Board& b, Color c, const Point* moves, int n, Point last, Point last2,
                  const PriorParams& w, Prior* out) {
  if (!uses_learned_model(b, w)) {
    const PriorContext ctx(b, last, last2);
    for (int i = 0; i < n; ++i) out[i] = move_prior(b, c, moves[i], ctx, w);
    return;
  }
  // The model's probabilities among these moves take the place of the
  // hand-made shape, locality and line terms; the tactical terms stay.
  const int side = std::min(b.width(), b.height());
  const MoveModel& model = MoveModel::learned(w.learned_small_weights ? side : 19);
  const FeatureContext ctx(b, c, last, last2);
  double strength[kMaxPoints + 1], total = 0;
  int stones = 0;  // the moves that are not a pass
  for (int i = 0; i < n; ++i) {
    strength[i] = moves[i] == kPass ? 0 : model.strength(move_features(ctx, moves[i]));
    total += strength[i];
    stones += moves[i] != kPass;
  }
  for (int i = 0; i < n; ++i) {
    Tally t(w.even);
    if (moves[i] == kPass) {
      add_pass_terms(b, w, t);
    } else {
      add_tactical_terms(b, c, moves[i], w, t);
      // Own eyes are searched only when nothing else is left; the model would
      // share its bonus among them and rank them above the pass.
      if (total > 0 && !b.is_eye_like(c, moves[i])) {
        const double p = strength[i] / total;
        t.bonus(static_cast<int>(std::lround(w.learned * std::sqrt(p))));
        const double share = std::sqrt(p * stones);
        if (share < 1) t.penalty(static_cast<int>(std::lround(w.learned_penalty * (1 - share))));
      }
    }
    out[i] = t.prior();
  }
}

Prior move_prior(const Board& b, Color c, Point p, Point last, Point last2, const PriorParams& w) {
  return move_prior(b, c, p, PriorContext(b, last, last2), w);
}

Prior move_prior(const Board& b, Color c, Point p, const PriorContext& ctx, const PriorParams& w) {
  const Point last = ctx.last(), last2 = ctx.last2();
  Tally t(w.even);
  if (p == kPass) {
    add_pass_terms(b, w, t);
    return t.prior();
  }
  const Tactics tactics = add_tactical_terms(b, c, p, w, t);
  if (PatternSet::mogo().matches(b.neighborhood(p))) t.bonus(w.pattern);
  if (ctx.local_by_chains()) {
    const int d = ctx.cfg_distance(p);
    t.bonus(d == 1 ? w.big_cfg1 : d == 2 ? w.big_cfg2 : d == 3 ? w.big_cfg3 : 0);
  } else if (last >= 0 && last != kPass) {
    const int d = gridcular_distance(b, p, last);
    if (d <= 3)
      t.bonus(w.near_last);
    else if (d <= 5)
      t.bonus(w.near_last_far);
  }
  if (last2 >= 0 && last2 != kPass && gridcular_distance(b, p, last2) <= 3) t.bonus(w.near_own);
  const int x = b.x_of(p), y = b.y_of(p);
  const int line = std::min({x, y, b.width() - 1 - x, b.height() - 1 - y});
  // Large boards open on the third and fourth lines, corners first.
  const bool big = std::min(b.width(), b.height()) >= 13;
  if (line <= 1 && open_area(b, p))
    t.penalty(line == 0 ? (big ? w.big_first_line : w.first_line)
                        : (big ? w.big_second_line : w.second_line));
  else if (big && line <= 3 && open_area(b, p, 3))
    t.bonus(w.big_third_fourth);
  if (big && empty_corner_kind(b, p) != 0) t.bonus(w.big_corner);
  if (!tactics.captures && !tactics.escapes && empty_triangle(b, c, p)) t.penalty(w.triangle);
  return t.prior();
}

}  // namespace sente
