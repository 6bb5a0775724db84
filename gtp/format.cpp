#include <cstdio>

#include "gtp/commands.h"
#include "rules/notation.h"

namespace sente::gtp {

std::string vertex_list(const Board& b, const std::vector<Point>& points) {
  std::string s;
  for (Point p : points) append_item(s, ' ', vertex_to_string(b, p));
  return s;
}

std::string chains_by_line(const Board& b, const Bits& stones) {
  const int n = b.words();
  Bits rest = bits_and(stones, bits_or(b.stones(Color::Black), b.stones(Color::White), n), n);
  std::string out;
  while (rest.any(n)) {
    const Point first = static_cast<Point>(rest.select(0, n));
    Bits chain = bits_and(b.chain_stones(first), rest, n);
    std::vector<Point> points;
    chain.for_each(n, [&](int p) { points.push_back(static_cast<Point>(p)); });
    append_item(out, '\n', vertex_list(b, points));
    rest = bits_andnot(rest, chain, n);
  }
  return out;
}

std::string format_number(double v) {
  if (v == 0) return "0";  // also -0
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

}  // namespace sente::gtp
