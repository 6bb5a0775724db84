#include "engine/knowledge/patterns.h"

#include <array>
#include <string>
#include <vector>

#include "rules/board.h"

namespace sente {

namespace {

// Rows top first; the centre is the move. X and O are stones of either
// colour (both assignments are added), x is "not X" (O, empty or edge),
// o is "not O", ' ' is off the board, '?' anything.
const char* const kSource[][3] = {
    {"XOX", "...", "???"},  // hane: enclosing hane
    {"XO.", "...", "?.?"},  // hane: non-cutting hane
    {"XO?", "X..", "x.?"},  // hane: magari
    {".O.", "X..", "..."},  // katatsuke or diagonal attachment
    {"XO?", "O.x", "?x?"},  // cut: unprotected cut
    {"XO?", "O.X", "???"},  // cut: peeped cut
    {"?X?", "O.O", "ooo"},  // cut: de
    {"OX?", "x.O", "???"},  // cut: keima
    {"X.?", "O.?", "   "},  // edge: chase
    {"OX?", "X.O", "   "},  // edge: block side cut
    {"?X?", "x.O", "   "},  // edge: block side connection
    {"?XO", "x.x", "   "},  // edge: sagari
    {"?OX", "X.O", "   "},  // edge: cut
};

using Grid = std::array<char, 9>;  // row-major, centre at 4

Grid rotate(const Grid& g) {  // 90 degrees clockwise
  Grid r;
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 3; ++x) r[y * 3 + x] = g[(2 - x) * 3 + y];
  return r;
}

Grid mirror(const Grid& g) {
  Grid r;
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 3; ++x) r[y * 3 + x] = g[y * 3 + 2 - x];
  return r;
}

Grid swap_colors(const Grid& g) {
  Grid r = g;
  for (char& c : r) c = c == 'X' ? 'O' : c == 'O' ? 'X' : c == 'x' ? 'o' : c == 'o' ? 'x' : c;
  return r;
}

// The concrete cells a pattern symbol stands for, with X = Black.
std::vector<Cell> cells_for(char c) {
  switch (c) {
    case 'X':
      return {Cell::Black};
    case 'O':
      return {Cell::White};
    case '.':
      return {Cell::Empty};
    case ' ':
      return {Cell::Off};
    case 'x':
      return {Cell::White, Cell::Empty, Cell::Off};
    case 'o':
      return {Cell::Black, Cell::Empty, Cell::Off};
    default:
      return {Cell::Black, Cell::White, Cell::Empty, Cell::Off};
  }
}

// Grid positions in Board::neighborhood's order (NW N NE W E SW S SE).
constexpr int kOrder[8] = {0, 1, 2, 3, 5, 6, 7, 8};

void add_all(const Grid& g, int i, uint16_t key, std::bitset<65536>& table) {
  if (i == 8) {
    table.set(key);
    return;
  }
  for (Cell c : cells_for(g[kOrder[i]]))
    add_all(g, i + 1, static_cast<uint16_t>(key | static_cast<int>(c) << (2 * i)), table);
}

}  // namespace

PatternSet::PatternSet() {
  for (const auto& src : kSource) {
    Grid g;
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 3; ++x) g[y * 3 + x] = src[y][x];
    for (int colors = 0; colors < 2; ++colors, g = swap_colors(g))
      for (int m = 0; m < 2; ++m, g = mirror(g))
        for (int r = 0; r < 4; ++r, g = rotate(g)) add_all(g, 0, 0, table_);
  }
}

const PatternSet& PatternSet::mogo() {
  static const PatternSet set;
  return set;
}

namespace {

constexpr int kMaxNakade = 6;

// The points of a small shape and how each touches the others.
struct Shape {
  Point p[kMaxNakade];
  int n = 0;
  bool has(Point q) const {
    for (int i = 0; i < n; ++i)
      if (p[i] == q) return true;
    return false;
  }
};

// The index of the shape's vital point when one stone there leaves a single
// eye; -1 for none. `dead` is set for the square four (dead as it is).
int vital_index(const Shape& s, int stride, bool* dead) {
  int degree[kMaxNakade] = {};
  int count[5] = {};  // points by number of neighbours in the shape
  for (int i = 0; i < s.n; ++i) {
    for (int j = 0; j < s.n; ++j) {
      const int d = s.p[i] > s.p[j] ? s.p[i] - s.p[j] : s.p[j] - s.p[i];
      degree[i] += d == 1 || d == stride;
    }
    ++count[degree[i]];
  }
  auto find = [&](int deg) {
    for (int i = 0; i < s.n; ++i)
      if (degree[i] == deg) return i;
    return -1;
  };
  *dead = s.n == 4 && count[2] == 4;
  // With as many points and the same neighbour counts, each shape is the
  // only one on a grid (the counts fix the number of links, hence cycles).
  switch (s.n) {
    case 3:
      return find(2);  // straight or bent three
    case 4:
      return count[3] == 1 && count[1] == 3 ? find(3) : -1;  // pyramid four
    case 5:
      if (count[4] == 1) return find(4);                                      // crossed five
      return count[3] == 1 && count[2] == 3 && count[1] == 1 ? find(3) : -1;  // bulky five
    case 6:                                                                   // rabbitty six
      return count[4] == 1 && count[2] == 3 && count[1] == 2 ? find(4) : -1;
    default:
      return -1;
  }
}

// Which 3x3 surroundings (Board::neighborhood keys) of an empty point can
// belong to an eye space of three to six points bounded by `owner`: an
// empty orthogonal neighbour, no other stone touching the point or its
// empty neighbours, and at most five of the eight cells empty. Turns most
// points away after one lookup, so that the playouts can ask at every move.
class NakadeFilter {
 public:
  static const NakadeFilter& get() {
    static const NakadeFilter filter;
    return filter;
  }
  bool may_be_nakade(uint16_t key, Cell owner) const {
    return table_[owner == Cell::Black ? 0 : 1][key];
  }

 private:
  NakadeFilter() {
    for (int key = 0; key < 65536; ++key) {
      Cell g[9];  // row-major, centre at 4
      g[4] = Cell::Empty;
      int empty = 0;
      for (int i = 0; i < 8; ++i) {
        g[kOrder[i]] = static_cast<Cell>((key >> (2 * i)) & 3);
        empty += g[kOrder[i]] == Cell::Empty;
      }
      if (empty > kMaxNakade - 1) continue;
      table_[0][key] = bounded_by(g, Cell::Black);
      table_[1][key] = bounded_by(g, Cell::White);
    }
  }
  static bool bounded_by(const Cell* g, Cell owner) {
    auto other = [&](int i) { return g[i] != owner && g[i] != Cell::Empty && g[i] != Cell::Off; };
    const int orth[4][3] = {{1, 0, 2}, {3, 0, 6}, {5, 2, 8}, {7, 6, 8}};  // cell, its diagonals
    bool open = false;
    for (const auto& o : orth) {
      if (other(o[0])) return false;
      if (g[o[0]] != Cell::Empty) continue;
      open = true;
      if (other(o[1]) || other(o[2])) return false;
    }
    return open;
  }
  std::bitset<65536> table_[2];
};

// The flood behind nakade_vital_point; `owner` Off: either colour.
Point vital_point_of_area(const Board& b, Point p, Cell owner) {
  Shape area;
  area.p[area.n++] = p;
  for (int i = 0; i < area.n; ++i) {
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(area.p[i] + b.offset(d));
      const Cell k = b.cell(q);
      if (k == Cell::Off) continue;
      if (k == Cell::Empty) {
        if (area.has(q)) continue;
        if (area.n == kMaxNakade) return kNoPoint;
        area.p[area.n++] = q;
        continue;
      }
      if (owner == Cell::Off) owner = k;
      if (k != owner) return kNoPoint;
    }
  }
  if (owner == Cell::Off || area.n < 3) return kNoPoint;
  bool dead = false;
  const int v = vital_index(area, b.stride(), &dead);
  return v < 0 ? kNoPoint : area.p[v];
}

}  // namespace

Point nakade_vital_point(const Board& b, Point p) {
  if (!b.is_empty(p)) return kNoPoint;
  const NakadeFilter& filter = NakadeFilter::get();
  const uint16_t key = b.neighborhood(p);
  if (!filter.may_be_nakade(key, Cell::Black) && !filter.may_be_nakade(key, Cell::White))
    return kNoPoint;
  return vital_point_of_area(b, p, Cell::Off);
}

Point nakade_vital_point(const Board& b, Point p, Color owner) {
  const Cell k = static_cast<Cell>(owner);
  if (!b.is_empty(p) || !NakadeFilter::get().may_be_nakade(b.neighborhood(p), k)) return kNoPoint;
  return vital_point_of_area(b, p, k);
}

bool is_nakade_self_atari(const Board& b, Color c, Point p) {
  // The size of the chain first (cheap), then its stones: p and its own
  // neighbouring chains.
  int size = 1;
  Point heads[4];
  int num_heads = 0;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (!b.has(c, q)) continue;
    const Point h = b.chain_head(q);
    bool seen = false;
    for (int i = 0; i < num_heads; ++i) seen = seen || heads[i] == h;
    if (seen) continue;
    heads[num_heads++] = h;
    size += b.chain_size(h);
  }
  if (size < 2 || size > kMaxNakade) return false;
  Shape chain;
  chain.p[chain.n++] = p;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (!b.has(c, q) || chain.has(q)) continue;
    Point r = q;
    do {
      chain.p[chain.n++] = r;
      r = b.next_in_chain(r);
    } while (r != q);
  }
  // Inside one opponent chain (whose eye space it is) and the edge, but
  // for one liberty; several chains around are no single eye space.
  const Cell opp = static_cast<Cell>(opponent(c));
  Point wall = kNoPoint, liberty = kNoPoint;
  auto enclosing = [&](Point q) {
    const Cell k = b.cell(q);
    if (k == Cell::Off || chain.has(q)) return true;
    if (k != opp) return false;
    if (wall == kNoPoint) wall = b.chain_head(q);
    return b.chain_head(q) == wall;
  };
  for (int i = 0; i < chain.n; ++i)
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(chain.p[i] + b.offset(d));
      if (enclosing(q)) continue;
      if (!b.is_empty(q) || (liberty != kNoPoint && liberty != q)) return false;
      liberty = q;
    }
  if (liberty == kNoPoint) return false;
  // The liberty is inside the same eye space: a chain in atari at the mouth
  // of an open area is only a gift.
  for (int d = 0; d < 4; ++d)
    if (!enclosing(static_cast<Point>(liberty + b.offset(d)))) return false;
  // A wall with an eye elsewhere lives whatever is left inside: the stones
  // are only given away (and a seki broken, as the shared liberty of a
  // one-eyed group and two stones in its corner).
  bool other_eye = false;
  if (wall != kNoPoint)
    b.chain_liberties(wall).for_each(b.words(), [&](int q) {
      other_eye = other_eye || b.is_eye_like(opponent(c), static_cast<Point>(q));
    });
  if (other_eye) return false;
  bool dead = false;
  // Two stones leave one eye; bigger chains a shape killed by its vital point.
  return chain.n == 2 || vital_index(chain, b.stride(), &dead) >= 0 || dead;
}

}  // namespace sente
