#include "learn/training_set.h"

namespace sente {

void add_game_positions(const Game& game, TrainingSet& out, std::optional<Color> who) {
  Board b = game.start();
  Point last = kNoPoint, last2 = kNoPoint;
  for (const Move& m : game.moves()) {
    const Color c = m.color;
    if (!m.is_pass() && !b.is_eye_like(c, m.point) && (!who || *who == c)) {
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
    }
    if (m.is_pass())
      b.pass();
    else
      b.play_legal(c, m.point);
    last2 = last;
    last = m.point;
  }
}

}  // namespace sente
