#include "engine/knowledge/geometry.h"

#include <algorithm>
#include <cstdlib>

namespace sente {

int gridcular_distance(const Board& b, Point p, Point q) {
  const int dx = std::abs(b.x_of(p) - b.x_of(q)), dy = std::abs(b.y_of(p) - b.y_of(q));
  return dx + dy + std::max(dx, dy);
}

int empty_corner_kind(const Board& b, Point p) {
  const int x = b.x_of(p), y = b.y_of(p);
  const bool left = x < b.width() / 2, low = y < b.height() / 2;
  const int dx = left ? x : b.width() - 1 - x, dy = low ? y : b.height() - 1 - y;
  const int lo = std::min(dx, dy), hi = std::max(dx, dy);
  if (lo < 2 || lo > 3 || hi > 4) return 0;
  // The corner's 7x7 square, clipped to boards narrower than 7.
  const int xs = std::min(7, b.width()), ys = std::min(7, b.height());
  const int x0 = left ? 0 : b.width() - xs, y0 = low ? 0 : b.height() - ys;
  for (int yy = y0; yy < y0 + ys; ++yy)
    for (int xx = x0; xx < x0 + xs; ++xx)
      if (!b.is_empty(b.point(xx, yy))) return 0;
  // (lo, hi) from the corner's edges: (2,2) 3-3, (2,3) 3-4, (3,3) 4-4, (2,4) 3-5, (3,4) 4-5.
  if (lo == 2) return hi == 2 ? 1 : hi == 3 ? 2 : 4;
  return hi == 3 ? 3 : 5;
}

void common_fate_distances(const Board& b, Point from, int max, uint8_t* out) {
  std::fill(out, out + b.grid_size(), static_cast<uint8_t>(max + 1));
  // Breadth first; reaching a chain reaches all its stones.
  Point level[kMaxPoints], next[kMaxPoints];
  int n = 0;
  auto reach = [&](Point q, int d, Point* list, int& k) {
    Point r = q;
    do {
      out[r] = static_cast<uint8_t>(d);
      list[k++] = r;
      r = b.is_empty(q) ? q : b.next_in_chain(r);
    } while (r != q);
  };
  reach(from, 0, level, n);
  for (int d = 1; d <= max; ++d) {
    int k = 0;
    for (int i = 0; i < n; ++i)
      for (int dir = 0; dir < 4; ++dir) {
        const Point q = static_cast<Point>(level[i] + b.offset(dir));
        if (out[q] == max + 1 && b.on_board(q)) reach(q, d, next, k);
      }
    std::copy(next, next + k, level);
    n = k;
  }
}

}  // namespace sente
