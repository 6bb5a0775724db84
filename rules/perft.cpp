#include "rules/perft.h"

namespace sente {

uint64_t perft(Game& game, int depth) {
  if (depth == 0) return 1;
  uint64_t total = 0;
  const int width = game.board().width(), height = game.board().height();
  const Color c = game.to_move();
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      Move m{c, game.board().point(x, y)};
      if (game.play(m) != MoveError::None) continue;
      total += perft(game, depth - 1);
      game.undo();
    }
  return total;
}

}  // namespace sente
