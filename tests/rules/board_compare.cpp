#include "tests/rules/board_compare.h"

#include <sstream>
#include <utility>

#include "rules/notation.h"

namespace sente::test {

namespace {

const char* name(Color c) { return c == Color::Black ? "black" : "white"; }

}  // namespace

std::string compare_stones(const Board& b, const ref::RefBoard& r) {
  std::ostringstream why;
  if (b.width() != r.width() || b.height() != r.height()) return "sizes differ";
  uint64_t hash = 0;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      const Point p = b.point(x, y);
      const int cell = static_cast<int>(b.cell(p));
      if (cell != r.at(x, y)) {
        why << "cell " << vertex_to_string(b, p) << ": board " << cell << ", reference "
            << r.at(x, y);
        return why.str();
      }
      if (cell == ref::kBlack || cell == ref::kWhite)
        hash ^= zobrist_key(static_cast<Color>(cell), p);
      if (b.stones(Color::Black).test(p) != (cell == ref::kBlack) ||
          b.stones(Color::White).test(p) != (cell == ref::kWhite) ||
          b.empty_points().test(p) != (cell == ref::kEmpty))
        return "bit sets disagree with cells at " + vertex_to_string(b, p);
    }
  if (hash != b.hash()) return "hash differs from the one recomputed from the stones";
  // The playout list of empty points: each empty point exactly once.
  Bits listed;
  for (int i = 0; i < b.empty_count(); ++i) {
    const Point p = b.empty_point(i);
    if (!b.on_board(p) || !b.is_empty(p) || listed.test(p))
      return "empty list entry " + std::to_string(i) + " is not a distinct empty point";
    listed.set(p);
  }
  if (!listed.equals(b.empty_points(), b.words())) return "empty list misses empty points";
  for (Color c : {Color::Black, Color::White}) {
    if (b.stone_count(c) != r.stone_count(index(c))) return std::string("stone count ") + name(c);
    if (b.prisoners(c) != r.prisoners(c)) {
      why << "prisoners of " << name(c) << ": board " << b.prisoners(c) << ", reference "
          << r.prisoners(c);
      return why.str();
    }
  }
  return "";
}

namespace {

std::string compare_chains(const Board& b, const ref::RefBoard& r) {
  bool seen[ref::kMax][ref::kMax] = {};
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      if (r.at(x, y) == ref::kEmpty || seen[x][y]) continue;
      const Point p0 = b.point(x, y);
      const std::string where = " of the chain at " + vertex_to_string(b, p0);
      const auto stones = r.chain(x, y);
      const auto libs = r.liberties(x, y);
      Bits want_stones, want_libs;
      for (ref::XY q : libs) want_libs.set(b.point(q.x, q.y));
      for (ref::XY q : stones) {
        seen[q.x][q.y] = true;
        const Point p = b.point(q.x, q.y);
        want_stones.set(p);
        if (b.chain_head(p) != b.chain_head(p0)) return "chain head" + where;
        if (b.chain_size(p) != static_cast<int>(stones.size())) return "chain size" + where;
        if (b.liberties(p) != static_cast<int>(libs.size())) return "liberties" + where;
        if (b.in_atari(p) != (libs.size() == 1)) return "in_atari" + where;
      }
      if (!b.chain_stones(p0).equals(want_stones, kBitWords)) return "chain stones" + where;
      if (!b.chain_liberties(p0).equals(want_libs, kBitWords)) return "chain liberties" + where;
      if (libs.size() == 1 && b.atari_liberty(p0) != b.point(libs[0].x, libs[0].y))
        return "atari liberty" + where;
    }
  return "";
}

}  // namespace

std::string compare_deeply(const Board& b, const ref::RefBoard& r) {
  std::string why = compare_stones(b, r);
  if (!why.empty()) return why;
  why = compare_chains(b, r);
  if (!why.empty()) return why;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      int empty = 0;
      for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        const int nx = x + dx, ny = y + dy;
        empty +=
            nx >= 0 && ny >= 0 && nx < b.width() && ny < b.height() && r.at(nx, ny) == ref::kEmpty;
      }
      if (b.empty_neighbours(b.point(x, y)) != empty)
        return "empty_neighbours " + vertex_to_string(b, b.point(x, y));
      for (Color c : {Color::Black, Color::White}) {
        const Point p = b.point(x, y);
        const MoveError fast = b.check(c, p), slow = r.check(c, x, y);
        if (fast != slow)
          return std::string("Board::check ") + name(c) + " " + vertex_to_string(b, p) + ": " +
                 to_string(fast) + ", reference " + to_string(slow);
        if (b.is_eye_like(c, p) != r.is_eye_like(c, x, y))
          return std::string("is_eye_like ") + name(c) + " " + vertex_to_string(b, p);
        // The playouts' fused test has its own branch-free code path.
        const bool playable = slow == MoveError::None && !r.is_eye_like(c, x, y);
        if (r.at(x, y) == ref::kEmpty && b.is_playout_move(c, p) != playable)
          return std::string("is_playout_move ") + name(c) + " " + vertex_to_string(b, p);
      }
    }
  return "";
}

std::string compare_games(const Game& g, const ref::RefGame& r, std::vector<Verdict>* verdicts) {
  if (g.to_move() != r.to_move()) return "side to move";
  if (g.position_count() != r.length()) return "history length";
  const Board& b = g.board();
  const Color c = g.to_move();
  if (verdicts) verdicts->clear();
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      const Point p = b.point(x, y);
      int removed = 0;
      const MoveError fast = g.check(Move{c, p}), slow = r.check(c, x, y, &removed);
      if (verdicts) verdicts->push_back({p, slow, removed});
      if (fast != slow)
        return std::string("Game::check ") + name(c) + " " + vertex_to_string(b, p) + ": " +
               to_string(fast) + ", reference " + to_string(slow);
    }
  return "";
}

}  // namespace sente::test
