#include "tests/rules/test_util.h"

#include <cstdlib>
#include <stdexcept>
#include <utility>
#include <vector>

namespace sente::test {

double test_scale() {
  const char* text = std::getenv("SENTE_TEST_SCALE");
  if (text == nullptr) return 1.0;
  const double s = std::strtod(text, nullptr);
  return s > 0 && s <= 1 ? s : 1.0;
}

Game game_from_diagram(std::string_view diagram, const Rules& rules, Color to_move) {
  const Board b = board_from_diagram(diagram);
  Game game(b.width(), b.height(), rules);
  std::vector<std::pair<Color, Point>> stones;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      Point p = b.point(x, y);
      if (!b.is_empty(p)) stones.push_back({static_cast<Color>(b.cell(p)), p});
    }
  // A stone refused now (it would take a chain's last liberty) fits once its
  // neighbours stand; the diagram is known to be legal, so this terminates.
  std::vector<bool> placed(stones.size(), false);
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t i = 0; i < stones.size(); ++i)
      if (!placed[i] && game.setup_stones(stones[i].first, {stones[i].second}))
        placed[i] = progress = true;
  }
  for (bool ok : placed)
    if (!ok) throw std::logic_error("diagram stones could not be set up");
  game.set_to_move(to_move);
  return game;
}

std::string differs_from(const Board& b, std::string_view diagram) {
  const Board want = board_from_diagram(diagram);
  if (want.width() == b.width() && want.height() == b.height() && want.same_position(b)) return "";
  return "got\n" + to_diagram(b) + "expected\n" + to_diagram(want);
}

ref::RefBoard ref_from_board(const Board& b, bool multi_stone_suicide) {
  ref::RefBoard r(b.width(), b.height(), multi_stone_suicide);
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) r.set(x, y, static_cast<int>(b.cell(b.point(x, y))));
  return r;
}

}  // namespace sente::test
