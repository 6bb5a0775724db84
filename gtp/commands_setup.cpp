// Handicap placement (spec 6.3.3): fixed, engine-chosen, and given.
#include <algorithm>
#include <climits>
#include <cstdlib>
#include <tuple>

#include "gtp/commands.h"

namespace sente::gtp {

namespace {

bool board_empty(const Game& g) {
  return g.moves().empty() && g.handicap() == 0 && g.board().stone_count(Color::Black) == 0 &&
         g.board().stone_count(Color::White) == 0;
}

void require_empty_board(const Game& g) {
  if (!board_empty(g)) throw GtpError("board not empty");
}

int edge_distance(const Board& b, Point p) {
  const int x = b.x_of(p), y = b.y_of(p);
  return std::min({x, y, b.width() - 1 - x, b.height() - 1 - y});
}

// The spec's fixed points when the board allows them, then points spread
// greedily: farthest from the stones so far, on or inside the line where
// handicap stones usually stand, then nearer the edge once that is full.
std::vector<Point> free_handicap_points(const Board& b, int stones) {
  std::vector<Point> chosen = fixed_handicap_points(b, stones);
  if (!chosen.empty()) return chosen;
  for (int k = std::min(stones, 9); k >= 2 && chosen.empty(); --k)
    chosen = fixed_handicap_points(b, k);
  const int side = std::min(b.width(), b.height());
  const int ideal = side >= 13 ? 3 : side >= 7 ? 2 : side >= 5 ? 1 : 0;
  std::vector<Point> all;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) all.push_back(b.point(x, y));
  std::vector<int> min_d2(b.grid_size(), INT_MAX);
  std::vector<bool> taken(b.grid_size(), false);
  auto take = [&](Point p) {
    taken[p] = true;
    for (Point q : all) {
      const int dx = b.x_of(p) - b.x_of(q), dy = b.y_of(p) - b.y_of(q);
      min_d2[q] = std::min(min_d2[q], dx * dx + dy * dy);
    }
  };
  for (Point p : chosen) take(p);
  while (static_cast<int>(chosen.size()) < stones) {
    Point best = kNoPoint;
    auto key = [&](Point p) {
      const int d = edge_distance(b, p);
      return std::tuple(d >= ideal ? 0 : ideal - d, -min_d2[p], std::abs(d - ideal));
    };
    for (Point p : all)
      if (!taken[p] && (best == kNoPoint || key(p) < key(best))) best = p;
    chosen.push_back(best);
    take(best);
  }
  return chosen;
}

}  // namespace

void add_setup_commands(CommandTable& t) {
  t.add("fixed_handicap", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    const long long n = c.integer(0);
    Game& g = ctx.session.game;
    require_empty_board(g);
    std::vector<Point> points = n >= 2 && n <= 9
                                    ? fixed_handicap_points(g.board(), static_cast<int>(n))
                                    : std::vector<Point>{};
    if (points.empty() || !g.place_free_handicap(points))
      throw GtpError("invalid number of stones");
    return vertex_list(g.board(), points);
  });
  t.add("place_free_handicap", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    const long long n = c.integer(0);
    Game& g = ctx.session.game;
    require_empty_board(g);
    if (n < 2 || n >= g.board().num_points()) throw GtpError("invalid number of stones");
    std::vector<Point> points = free_handicap_points(g.board(), static_cast<int>(n));
    if (!g.place_free_handicap(points)) throw GtpError("invalid number of stones");
    return vertex_list(g.board(), points);
  });
  t.add("set_free_handicap", [](const Command& c, Context& ctx) {
    Game& g = ctx.session.game;
    std::vector<Point> points;
    for (std::size_t i = 0; i < c.size(); ++i) {
      Point p;
      try {
        p = c.point(i, g.board());
      } catch (const GtpError&) {
        throw GtpError("bad vertex list");
      }
      if (std::find(points.begin(), points.end(), p) != points.end())
        throw GtpError("bad vertex list");
      points.push_back(p);
    }
    require_empty_board(g);
    if (points.size() < 2 || static_cast<int>(points.size()) >= g.board().num_points() ||
        !g.place_free_handicap(points))
      throw GtpError("bad vertex list");
    return std::string();
  });
}

}  // namespace sente::gtp
