#include "engine/priors.h"

#include <algorithm>
#include <cstdlib>

#include "engine/patterns.h"
#include "engine/tactics.h"

namespace sente {

namespace {

// Pachi's "gridcular" distance: 2 for a neighbour, 3 for a diagonal.
int gridcular(const Board& b, Point p, Point q) {
  const int dx = std::abs(b.x_of(p) - b.x_of(q)), dy = std::abs(b.y_of(p) - b.y_of(q));
  return dx + dy + std::max(dx, dy);
}

// No stone within `r` points of p (the (2r+1)^2 box around it).
bool open_area(const Board& b, Point p, int r = 2) {
  const int x0 = b.x_of(p), y0 = b.y_of(p);
  for (int y = std::max(0, y0 - r); y <= std::min(b.height() - 1, y0 + r); ++y)
    for (int x = std::max(0, x0 - r); x <= std::min(b.width() - 1, x0 + r); ++x)
      if (!b.is_empty(b.point(x, y))) return false;
  return true;
}

// A 3-3, 3-4, 4-4, 3-5 or 4-5 point whose corner (7x7) holds no stone yet.
bool empty_corner_point(const Board& b, Point p) {
  const int x = b.x_of(p), y = b.y_of(p);
  const bool left = x < b.width() / 2, low = y < b.height() / 2;
  const int dx = left ? x : b.width() - 1 - x, dy = low ? y : b.height() - 1 - y;
  if (dx < 2 || dy < 2 || dx > 4 || dy > 4 || (dx == 4 && dy == 4)) return false;
  const int x0 = left ? 0 : b.width() - 7, y0 = low ? 0 : b.height() - 7;
  for (int yy = y0; yy < y0 + 7; ++yy)
    for (int xx = x0; xx < x0 + 7; ++xx)
      if (!b.is_empty(b.point(xx, yy))) return false;
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
  std::fill(cfg_, cfg_ + b.grid_size(), static_cast<uint8_t>(kFar));
  // Breadth first from the last move; reaching a chain reaches all its stones.
  Point level[kMaxPoints], next[kMaxPoints];
  int n = 0;
  auto reach = [&](Point q, int d, Point* out, int& k) {
    Point r = q;
    do {
      cfg_[r] = static_cast<uint8_t>(d);
      out[k++] = r;
      r = b.is_empty(q) ? q : b.next_in_chain(r);
    } while (r != q);
  };
  reach(last, 0, level, n);
  for (int d = 1; d <= kMaxCfg; ++d) {
    int k = 0;
    for (int i = 0; i < n; ++i)
      for (int dir = 0; dir < 4; ++dir) {
        const Point q = static_cast<Point>(level[i] + b.offset(dir));
        if (cfg_[q] == kFar && b.on_board(q)) reach(q, d, next, k);
      }
    std::copy(next, next + k, level);
    n = k;
  }
}

Prior move_prior(const Board& b, Color c, Point p, Point last, Point last2, const PriorParams& w) {
  return move_prior(b, c, p, PriorContext(b, last, last2), w);
}

Prior move_prior(const Board& b, Color c, Point p, const PriorContext& ctx, const PriorParams& w) {
  const Point last = ctx.last(), last2 = ctx.last2();
  int wins2 = w.even;  // half points
  int visits = w.even;
  auto bonus = [&](int n) { wins2 += 2 * n, visits += n; };
  auto penalty = [&](int n) { visits += n; };
  if (p == kPass) {
    if (b.empty_count() * 3 > b.num_points()) penalty(w.early_pass);
  } else {
    const Color opp = opponent(c);
    bool captures = false, escapes = false, own_nbr = false, ladder = false, catches = false;
    Point libs[3];
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(p + b.offset(d));
      if (b.has(opp, q)) {
        if (b.in_atari(q))
          captures = true;
        else if (!catches && chain_liberties_upto(b, q, libs, 3) == 2)
          catches = atari_captures(b, c, p, q);
      }
      if (b.has(c, q)) {
        own_nbr = true;
        if (b.in_atari(q)) {
          escapes = true;
          ladder = ladder || escape_is_ladder(b, q);
        }
      }
    }
    const bool self_atari = !captures && b.is_self_atari(c, p);
    if (captures) bonus(w.capture);
    if (escapes && !self_atari && !ladder) bonus(w.escape);
    if (escapes && ladder && !captures) penalty(w.ladder_escape);
    if (catches && !captures) bonus(w.ladder_capture);
    if (self_atari && !(own_nbr && is_nakade_self_atari(b, c, p)))
      penalty(own_nbr ? w.self_atari : w.self_atari_one);
    if (nakade_vital_point(b, p) == p) bonus(w.nakade);
    if (PatternSet::mogo().matches(b.neighborhood(p))) bonus(w.pattern);
    if (ctx.local_by_chains()) {
      const int d = ctx.cfg_distance(p);
      bonus(d == 1 ? w.big_cfg1 : d == 2 ? w.big_cfg2 : d == 3 ? w.big_cfg3 : 0);
    } else if (last >= 0 && last != kPass) {
      const int d = gridcular(b, p, last);
      if (d <= 3)
        bonus(w.near_last);
      else if (d <= 5)
        bonus(w.near_last_far);
    }
    if (last2 >= 0 && last2 != kPass && gridcular(b, p, last2) <= 3) bonus(w.near_own);
    const int x = b.x_of(p), y = b.y_of(p);
    const int line = std::min({x, y, b.width() - 1 - x, b.height() - 1 - y});
    // Large boards open on the third and fourth lines, corners first.
    const bool big = std::min(b.width(), b.height()) >= 13;
    if (line <= 1 && open_area(b, p))
      penalty(line == 0 ? (big ? w.big_first_line : w.first_line)
                        : (big ? w.big_second_line : w.second_line));
    else if (big && line <= 3 && open_area(b, p, 3))
      bonus(w.big_third_fourth);
    if (big && empty_corner_point(b, p)) bonus(w.big_corner);
    if (!captures && !escapes && empty_triangle(b, c, p)) penalty(w.triangle);
  }
  Prior r;
  r.visits = static_cast<uint16_t>(std::min(visits, 65535));
  r.value = visits > 0 ? static_cast<float>(wins2) / (2.f * static_cast<float>(visits)) : 0.5f;
  return r;
}

}  // namespace sente
