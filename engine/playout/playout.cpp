#include "engine/playout/playout.h"

#include "engine/playout/heavy_playout.h"

#include <bit>

namespace sente {

double playout_margin(const Board& b, double komi) {
  const int n = b.words();
  const Bits& empty = b.empty_points();
  const Bits& black = b.stones(Color::Black);
  const Bits& white = b.stones(Color::White);
  Bits near_black = grow(black, b.board_mask(), b.stride(), n);
  Bits near_white = grow(white, b.board_mask(), b.stride(), n);
  int black_pts = black.count(n) + bits_andnot(empty, near_white, n).count(n);
  int white_pts = white.count(n) + bits_andnot(empty, near_black, n).count(n);
  return black_pts - white_pts - komi;
}

PlayoutResult light_playout(Board& b, Color to_move, double komi, Rng& rng, int max_moves) {
  return run_playout(PlayoutPolicy::Light, b, to_move, kNoPoint, komi, rng, max_moves);
}

namespace {

// The light policy's loop on its own: no policy test per move, and the
// record of played stones only when AMAF asks for it.
template <bool kRecord>
PlayoutResult light_loop(Board& b, Color c, double komi, Rng& rng, int max_moves, Move* played,
                         int* num_played) {
  PlayoutResult r;
  int passes = 0, n_played = 0;
  while (passes < 2 && r.moves < max_moves) {
    const Point p = scan_empty_point(b, rng, [&](Point q) { return b.is_playout_move(c, q); });
    if (p == kPass) {
      b.pass();
      ++passes;
    } else {
      b.play_legal(c, p);
      passes = 0;
      if constexpr (kRecord) played[n_played++] = Move{c, p};
    }
    ++r.moves;
    c = opponent(c);
  }
  if (num_played) *num_played = n_played;
  r.black_margin = playout_margin(b, komi);
  return r;
}

}  // namespace

PlayoutResult run_playout(PlayoutPolicy policy, Board& b, Color to_move, Point last, double komi,
                          Rng& rng, int max_moves, Move* played, int* num_played,
                          const HeavyPolicyParams& heavy) {
  if (policy == PlayoutPolicy::Light)
    return played ? light_loop<true>(b, to_move, komi, rng, max_moves, played, num_played)
                  : light_loop<false>(b, to_move, komi, rng, max_moves, played, num_played);
  PlayoutResult r;
  int passes = 0, n_played = 0;
  Color c = to_move;
  AtariWatch watch;
  watch.scan(b);
  Point ko = kNoPoint;  // the last ko taken, its move and the colour barred then
  int ko_move = 0;
  Color ko_barred = Color::Black;
  while (passes < 2 && r.moves < max_moves) {
    Point p;
    if (ko != kNoPoint && c == ko_barred && r.moves - ko_move <= 3 && b.ko_point() == kNoPoint &&
        rng.uniform() < heavy.ko_fight && b.is_legal(c, ko))
      p = ko;
    else
      p = heavy_move(b, c, last, rng, heavy, &watch);
    if (p == kPass) {
      b.pass();
      ++passes;
    } else {
      b.play_legal(c, p);
      watch.after_move(b, p);
      passes = 0;
      if (played) played[n_played++] = Move{c, p};
      if (b.ko_point() != kNoPoint) {
        ko = b.ko_point();
        ko_move = r.moves;
        ko_barred = opponent(c);
      }
    }
    last = p;
    ++r.moves;
    c = opponent(c);
  }
  if (num_played) *num_played = n_played;
  r.black_margin = playout_margin(b, komi);
  return r;
}

}  // namespace sente
