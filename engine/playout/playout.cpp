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

PlayoutResult run_playout(PlayoutPolicy policy, Board& b, Color to_move, Point last, double komi,
                          Rng& rng, int max_moves, Move* played, int* num_played) {
  PlayoutResult r;
  int passes = 0, n_played = 0;
  Color c = to_move;
  AtariWatch watch;
  if (policy == PlayoutPolicy::Heavy) watch.scan(b);
  while (passes < 2 && r.moves < max_moves) {
    const Point p =
        policy == PlayoutPolicy::Heavy
            ? heavy_move(b, c, last, rng, {}, &watch)
            : draw_empty_point(b, rng, [&](Point q) { return b.is_playout_move(c, q); });
    if (p == kPass) {
      b.pass();
      ++passes;
    } else {
      b.play_legal(c, p);
      if (policy == PlayoutPolicy::Heavy) watch.after_move(b, p);
      passes = 0;
      if (played) played[n_played++] = Move{c, p};
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
