// Playout policies: how a simulated game is finished from a position.
#pragma once

#include "engine/random.h"
#include "rules/board.h"

namespace sente {

enum class PlayoutPolicy : uint8_t { Light, Heavy };

// Chances that each rule of the heavy policy is tried (the rest stays
// random, so that the playouts keep exploring).
struct HeavyPolicyParams {
  double capture = 0.9;        // capture a chain in atari near the last move, or save one
  double pattern = 0.95;       // 3x3 pattern reply among the last move's neighbours
  double nakade = 1.0;         // vital point of a small eye space next to the last move
  double low_liberties = 0.9;  // two-liberty fights next to the last move
  double global_atari = 0.9;   // capture or save a chain in atari elsewhere
  // Attack a two-liberty chain racing an own one of three or four (Pachi:
  // 25%); off: 46 of 100 in self-play at 25%.
  double race = 0;
  // A two-liberty own chain next to the last move may also atari an enemy
  // chain of two beside it (Pachi's counter-atari), not only extend.
  bool counter_atari = true;
  // Retake a ko within three moves of its capture, once the ban is over
  // (Pachi's korate, 40%): kos fought with threats between. Off: 46 of 100
  // in self-play at 40%.
  double ko_fight = 0;
  // How often a random lone stone in atari is refused unless it is a
  // throw-in into a false eye or a nakade (Pachi checks such self-ataris in
  // 60% of its moves); 0: always allowed.
  double lone_self_atari = 0;
  // How often a random move that would fill an own false eye captures or
  // ataris the opponent chain on its diagonal instead (Pachi: 60%).
  double false_eye = 0;
  // How often a random self-atari that is refused becomes the other liberty
  // of a two-liberty chain beside it (Pachi's self-atari cousin).
  double self_atari_cousin = 0;
};

struct PlayoutResult {
  double black_margin = 0;  // area score, Black minus White, komi included
  int moves = 0;            // moves played, passes included
};

// A random legal move that does not fill the mover's own one-point eye (see
// scan_empty_point); simple ko; ends on two passes or after `max_moves`. Plays on `b`.
PlayoutResult light_playout(Board& b, Color to_move, double komi, Rng& rng, int max_moves);

// Either policy. `last` is the move that led to `b` (kNoPoint if unknown);
// the heavy policy answers it. When `played` is given, the stones played are
// written there (at most max_moves entries; passes are skipped) and their
// number to *num_played: the record AMAF statistics need.
PlayoutResult run_playout(PlayoutPolicy policy, Board& b, Color to_move, Point last, double komi,
                          Rng& rng, int max_moves, Move* played = nullptr,
                          int* num_played = nullptr, const HeavyPolicyParams& heavy = {});

// A uniformly random empty point that `accept(p)` takes, or kPass: draws
// from the board's list of empty points and swaps each refused candidate out
// of the range still drawn from (only the list's order changes).
template <class Accept>
Point draw_empty_point(Board& b, Rng& rng, Accept accept) {
  for (int n = b.empty_count(); n > 0; --n) {
    const int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
    const Point p = b.empty_point(i);
    if (accept(p)) return p;
    b.swap_empty_points(i, n - 1);
  }
  return kPass;
}

// The first empty point that `accept(p)` takes, scanning the empty-point list
// from a random start and wrapping around, or kPass (libego's draw: one
// random number a move and no writes; a point after a run of refused ones is
// a little likelier than the others, which light playouts can afford).
template <class Accept>
Point scan_empty_point(const Board& b, Rng& rng, Accept accept) {
  const int n = b.empty_count();
  if (n == 0) return kPass;
  int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
  for (int k = 0; k < n; ++k) {
    const Point p = b.empty_point(i);
    if (accept(p)) return p;
    i = i + 1 == n ? 0 : i + 1;
  }
  return kPass;
}

// Area count of a playout's final position: stones plus empty points with no
// neighbour of the other colour.
double playout_margin(const Board& b, double komi);

}  // namespace sente
