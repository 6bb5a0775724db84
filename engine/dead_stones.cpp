#include "engine/dead_stones.h"

#include "engine/playout/playout.h"
#include "engine/random.h"
#include "rules/scoring.h"

namespace sente {

std::vector<float> playout_ownership(const Board& b, Color to_move, double komi, int playouts,
                                     uint64_t seed) {
  const int n = b.words();
  std::vector<int> black(static_cast<size_t>(b.grid_size()), 0);
  std::vector<int> white(black.size(), 0);
  Rng rng(seed ^ b.hash());
  Board x = b;
  for (int i = 0; i < playouts; ++i) {
    x.copy_from(b);
    run_playout(PlayoutPolicy::Heavy, x, to_move, kNoPoint, komi, rng, 3 * b.num_points() + 20);
    const Bits empty = x.empty_points();
    for (Color c : {Color::Black, Color::White}) {
      Bits reach_other = grow(x.stones(opponent(c)), x.board_mask(), x.stride(), n);
      Bits area = bits_or(x.stones(c), bits_andnot(empty, reach_other, n), n);
      auto& counts = c == Color::Black ? black : white;
      area.for_each(n, [&](int p) { ++counts[static_cast<size_t>(p)]; });
    }
  }
  std::vector<float> own(black.size(), 0.f);
  if (playouts > 0)
    for (size_t p = 0; p < own.size(); ++p)
      own[p] = static_cast<float>(black[p] - white[p]) / static_cast<float>(playouts);
  return own;
}

namespace {

// Chains whose mean ownership, seen from their own colour, is below `limit`
// (-1: always the opponent's, +1: always their own).
Bits chains_owned_below(const Board& b, const std::vector<float>& own, float limit) {
  const int n = b.words();
  Bits result;
  for (Color c : {Color::Black, Color::White}) {
    Bits left = b.stones(c);
    const float sign = c == Color::Black ? 1.f : -1.f;
    while (left.any(n)) {
      const Point p = static_cast<Point>(left.select(0, n));
      const Bits chain = b.chain_stones(p);
      float sum = 0;
      chain.for_each(n, [&](int q) { sum += sign * own[static_cast<size_t>(q)]; });
      if (sum / static_cast<float>(chain.count(n)) < limit) result = bits_or(result, chain, n);
      left = bits_andnot(left, chain, n);
    }
  }
  return result;
}

}  // namespace

StoneStatus estimate_stone_status(const Game& game, int playouts, uint64_t seed) {
  const Board& b = game.board();
  const int n = b.words();
  const std::vector<float> own = playout_ownership(b, game.to_move(), game.komi(), playouts, seed);
  // Ownership below 0 means "the opponent's in most playouts". Playouts can
  // still break a seki now and then (a one-stone self-atari is allowed), so
  // chains that are only mostly lost are spared when they form a seki.
  const Bits clearly_dead = chains_owned_below(b, own, -0.4f);
  const Bits mostly_dead = chains_owned_below(b, own, 0.f);
  const Bits seki_if_alive = seki_stones(without_dead(b, clearly_dead));
  StoneStatus s;
  s.dead = bits_or(clearly_dead, bits_andnot(mostly_dead, seki_if_alive, n), n);
  s.seki = seki_stones(without_dead(b, s.dead));
  return s;
}

}  // namespace sente
