#include "console/atari_go.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "engine/random.h"

namespace sente::console {

namespace {

constexpr int kWin = 1000000;
constexpr size_t kRootMoves = 40;   // root moves searched unless they all lose
constexpr size_t kInnerMoves = 16;  // moves tried below the root, best first

// Calls f(head) for each chain of colour c.
template <class F>
void for_each_chain(const Board& b, Color c, F&& f) {
  b.stones(c).for_each(b.words(), [&](int p) {
    if (b.chain_head(static_cast<Point>(p)) == p) f(static_cast<Point>(p));
  });
}

// How bad a chain's liberty count is for its owner.
int danger(int liberties) {
  static constexpr int kDanger[] = {0, 60, 14, 5, 2};
  return liberties < 5 ? kDanger[liberties] : 0;
}

// From the point of view of `me`, who is to move and cannot capture.
int evaluate(const Board& b, Color me) {
  int value = 0;
  Bits my_atari_libs;
  // Chains in danger count most; free liberties a little (room to fight).
  for_each_chain(b, me, [&](Point h) {
    const int libs = b.liberties(h);
    value -= danger(libs) - std::min(libs, 6);
    if (libs == 1) my_atari_libs.set(b.atari_liberty(h));
  });
  // Two chains in atari on different points: one of them falls.
  if (my_atari_libs.count(b.words()) >= 2) return -kWin / 2;
  for_each_chain(b, opponent(me), [&](Point h) {
    const int libs = b.liberties(h);
    value += danger(libs) - std::min(libs, 6);
  });
  return value;
}

// Legal moves of c, the most urgent first: liberties of weak chains, then
// contact moves, then the rest by distance from the centre.
std::vector<Point> candidates(const Board& b, Color c, size_t limit) {
  std::vector<int> urgency(b.grid_size(), 0);
  auto mark_libs = [&](Color owner, int weight_atari, int weight_two) {
    for_each_chain(b, owner, [&](Point h) {
      const int libs = b.liberties(h);
      if (libs > 2) return;
      b.chain_liberties(h).for_each(
          b.words(), [&](int p) { urgency[p] += libs == 1 ? weight_atari : weight_two; });
    });
  };
  mark_libs(opponent(c), 0, 100);  // an atari of ours
  mark_libs(c, 200, 40);           // saving or strengthening our own
  const Bits near = grow(bits_or(b.stones(Color::Black), b.stones(Color::White), b.words()),
                         b.board_mask(), b.stride(), b.words());
  std::vector<std::pair<int, Point>> scored;
  const int cx = b.width() - 1, cy = b.height() - 1;  // twice the centre
  b.empty_points().for_each(b.words(), [&](int p) {
    const Point q = static_cast<Point>(p);
    if (b.check(c, q) != MoveError::None) return;
    const int off_centre = std::abs(2 * b.x_of(q) - cx) + std::abs(2 * b.y_of(q) - cy);
    scored.push_back({urgency[p] + (near.test(p) ? 20 : 0) - off_centre, q});
  });
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<Point> moves;
  for (size_t i = 0; i < scored.size() && i < limit; ++i) moves.push_back(scored[i].second);
  return moves;
}

class Search {
 public:
  explicit Search(int depth) : stack_(static_cast<size_t>(depth) + 1) {}

  // The value of root moves for c (higher is better for c), most urgent
  // first: the first kRootMoves, and all of them when those all lose.
  std::vector<std::pair<Point, int>> root(const Board& b, Color c, int depth) {
    stack_[0].copy_from(b);
    std::vector<std::pair<Point, int>> values;
    int best = -kWin * 2;
    for (Point m : candidates(b, c, static_cast<size_t>(b.num_points()))) {
      if (values.size() >= kRootMoves && best > -kWin / 2) break;
      stack_[1].copy_from(b);
      stack_[1].play_legal(c, m);
      values.push_back({m, -negamax(1, opponent(c), depth - 1, -kWin * 2, kWin * 2)});
      best = std::max(best, values.back().second);
    }
    return values;
  }

 private:
  int negamax(int ply, Color c, int depth, int alpha, int beta) {
    const Board& b = stack_[ply];
    if (capturing_move(b, c) != kNoPoint) return kWin - ply;  // sooner wins count more
    if (depth == 0) return evaluate(b, c);
    const std::vector<Point> moves = candidates(b, c, kInnerMoves);
    if (moves.empty()) return 0;
    int best = -kWin * 2;
    for (Point m : moves) {
      stack_[ply + 1].copy_from(b);
      stack_[ply + 1].play_legal(c, m);
      best = std::max(best, -negamax(ply + 1, opponent(c), depth - 1, -beta, -alpha));
      alpha = std::max(alpha, best);
      if (alpha >= beta) break;
    }
    return best;
  }

  std::vector<Board> stack_;
};

}  // namespace

int atari_go_depth(Level level) {
  switch (level) {
    case Level::Easy:
      return 1;
    case Level::Medium:
      return 3;
    case Level::Hard:
      return 5;
  }
  return 1;
}

Point capturing_move(const Board& b, Color c) {
  Point found = kNoPoint;
  for_each_chain(b, opponent(c), [&](Point h) {
    if (found == kNoPoint && b.in_atari(h) && b.is_legal(c, b.atari_liberty(h)))
      found = b.atari_liberty(h);
  });
  return found;
}

Point atari_go_move(const Board& b, Color c, int depth, uint64_t seed) {
  if (const Point p = capturing_move(b, c); p != kNoPoint) return p;
  Search search(std::max(depth, 1));
  const auto values = search.root(b, c, std::max(depth, 1));
  if (values.empty()) return kPass;
  int best = values.front().second;
  for (const auto& [m, v] : values) best = std::max(best, v);
  // Among the best, a few of the most urgent (the root keeps the candidate
  // order: contact and centre first), so that quiet moves are not aimless.
  std::vector<Point> top;
  for (const auto& [m, v] : values)
    if (v == best && top.size() < 3) top.push_back(m);
  Rng rng(seed ^ b.hash());
  return top[rng.below(static_cast<uint32_t>(top.size()))];
}

}  // namespace sente::console
