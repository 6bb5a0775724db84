#include "learn/training_set.h"

namespace sente {

void add_game_positions(const Game& game, TrainingSet& out, std::optional<Color> who) {
  replay_moves(game, [&](const Board& b, const Move& m, Point last, Point last2) {
    const Color c = m.color;
    if (m.is_pass() || b.is_eye_like(c, m.point) || (who && *who != c)) return;
    const FeatureContext ctx(b, c, last, last2);
    TrainingPosition pos;
    pos.first = static_cast<uint32_t>(out.candidates.size());
    b.empty_points().for_each(b.words(), [&](int i) {
      const Point q = static_cast<Point>(i);
      if (b.is_eye_like(c, q) || !b.is_legal(c, q)) return;
      if (q == m.point) pos.chosen = pos.count;
      out.candidates.push_back(move_features(ctx, q));
      ++pos.count;
    });
    if (pos.count > 1)
      out.positions.push_back(pos);
    else
      out.candidates.resize(pos.first);
  });
}

}  // namespace sente
