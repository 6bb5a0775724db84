#include "engine/knowledge/move_features.h"

#include <algorithm>

#include "engine/knowledge/geometry.h"
#include "engine/knowledge/patterns.h"
#include "engine/knowledge/tactics.h"

namespace sente {

namespace {

struct Offset {
  int dx, dy;
};

// The 3x3 ring, rows top first; the orthogonal cells carry atari bits.
constexpr Offset kRing[8] = {{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int kOrthogonal[4] = {1, 3, 4, 6};  // indices into kRing

// The points within Manhattan distance 3 of the centre, the centre left out.
struct Diamond {
  Offset at[24];
  constexpr Diamond() : at{} {
    int n = 0;
    for (int dy = 3; dy >= -3; --dy)
      for (int dx = -3; dx <= 3; ++dx) {
        const int d = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
        if (d >= 1 && d <= 3) at[n++] = {dx, dy};
      }
  }
};
constexpr Diamond kDiamond;

constexpr Offset transform(Offset o, int s) {
  int x = (s & 1) ? -o.dx : o.dx, y = (s & 2) ? -o.dy : o.dy;
  if (s & 4) std::swap(x, y);
  return {x, y};
}

// perm[s][i]: where cell i of a shape goes under symmetry s.
template <int N>
struct Permutations {
  int perm[8][N];
  constexpr explicit Permutations(const Offset (&cells)[N]) : perm{} {
    for (int s = 0; s < 8; ++s)
      for (int i = 0; i < N; ++i) {
        const Offset t = transform(cells[i], s);
        for (int j = 0; j < N; ++j)
          if (cells[j].dx == t.dx && cells[j].dy == t.dy) perm[s][i] = j;
      }
  }
};
constexpr Permutations<8> kRingPerm(kRing);
constexpr Permutations<24> kDiamondPerm(kDiamond.at);

// Empty 0, own 1, opponent 2, off the board 3.
int relative_cell(Cell k, Color c) {
  if (k == Cell::Empty) return 0;
  if (k == Cell::Off) return 3;
  return static_cast<Color>(k) == c ? 1 : 2;
}

int orthogonal_slot(int ring_index) {
  for (int j = 0; j < 4; ++j)
    if (kOrthogonal[j] == ring_index) return j;
  return -1;
}

uint32_t shape3_variant(uint32_t key, int s) {
  uint32_t out = 0;
  for (int i = 0; i < 8; ++i) {
    const int j = kRingPerm.perm[s][i];
    out |= ((key >> (2 * i)) & 3u) << (2 * j);
    const int oi = orthogonal_slot(i);
    if (oi >= 0 && (key >> (16 + oi) & 1u)) out |= 1u << (16 + orthogonal_slot(j));
  }
  return out;
}

uint64_t shape_large_variant(uint64_t key, int s) {
  uint64_t out = 0;
  for (int i = 0; i < 24; ++i) out |= ((key >> (2 * i)) & 3u) << (2 * kDiamondPerm.perm[s][i]);
  return out;
}

// Manhattan distance to the nearest stone, capped at 5, for every point.
void nearest_stones(const Board& b, uint8_t* near) {
  std::fill(near, near + b.grid_size(), static_cast<uint8_t>(5));
  Point queue[kMaxPoints];
  int head = 0, tail = 0;
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      const Point p = b.point(x, y);
      if (!b.is_empty(p)) {
        near[p] = 0;
        queue[tail++] = p;
      }
    }
  while (head < tail) {
    const Point p = queue[head++];
    if (near[p] + 1 >= 5) continue;
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(p + b.offset(d));
      if (b.on_board(q) && near[q] > near[p] + 1) {
        near[q] = static_cast<uint8_t>(near[p] + 1);
        queue[tail++] = q;
      }
    }
  }
}

bool is_move(const Board& b, Point p) { return p >= 0 && p != kPass && b.on_board(p); }

// The chain at `chain` has a stone next to `p`.
bool chain_touches(const Board& b, Point chain, Point p) {
  Point r = chain;
  do {
    for (int d = 0; d < 4; ++d)
      if (r + b.offset(d) == p) return true;
    r = b.next_in_chain(r);
  } while (r != chain);
  return false;
}

// The chain at `chain` touches a chain of colour c in atari.
bool touches_atari(const Board& b, Point chain, Color c) {
  Point r = chain;
  do {
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(r + b.offset(d));
      if (b.has(c, q) && b.in_atari(q)) return true;
    }
    r = b.next_in_chain(r);
  } while (r != chain);
  return false;
}

// Level d - 1 for gridcular distance d (2 for a neighbour), 0 for no move.
// A move on the very point of a stone since captured counts as a neighbour.
int distance_level(const Board& b, Point p, Point to) {
  if (!is_move(b, to)) return 0;
  return std::clamp(gridcular_distance(b, p, to), 2, 17) - 1;
}

}  // namespace

FeatureContext::FeatureContext(const Board& b, Color to_move, Point last, Point last2)
    : b_(b), c_(to_move), last_(last), last2_(last2) {
  nearest_stones(b, near_);
  if (is_move(b, last) && !b.is_empty(last)) {
    common_fate_distances(b, last, 3, cfg_);
    for (int i = 0; i < b.grid_size(); ++i)
      if (cfg_[i] > 3) cfg_[i] = 0;
  } else {
    std::fill(cfg_, cfg_ + b.grid_size(), static_cast<uint8_t>(0));
  }
}

MoveFeatures move_features(const FeatureContext& ctx, Point p) {
  const Board& b = ctx.board();
  const Color c = ctx.to_move(), opp = opponent(c);
  const Point last = ctx.last();
  const bool last_stone = is_move(b, last) && !b.is_empty(last);
  MoveFeatures f;
  auto& level = f.level;

  Point heads[4];
  int n_heads = 0;
  auto first_visit = [&](Point q) {
    const Point h = b.chain_head(q);
    for (int i = 0; i < n_heads; ++i)
      if (heads[i] == h) return false;
    heads[n_heads++] = h;
    return true;
  };
  int captured = 0, own_stones = 0;
  bool saves = false, takes_last = false, could_escape = false, own_atari = false;
  bool escape_ladder = false;
  bool escape_near_last = false, own_nbr = false;
  int atari = 0;
  Point libs[3];
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (!b.has(c, q) && !b.has(opp, q)) continue;
    if (!first_visit(q)) continue;
    if (b.has(opp, q)) {
      if (b.in_atari(q)) {
        captured += b.chain_size(q);
        takes_last = takes_last || (last_stone && b.chain_head(last) == b.chain_head(q));
        saves = saves || touches_atari(b, q, c);
        could_escape = could_escape || !escape_is_ladder(b, q);
      } else if (chain_liberties_upto(b, q, libs, 3) == 2) {
        const int a = atari_captures(b, c, p, q) ? 1 : b.ko_point() != kNoPoint ? 2 : 3;
        atari = atari == 0 ? a : std::min(atari, a);
      }
    } else {
      own_nbr = true;
      own_stones += b.chain_size(q);
      if (b.in_atari(q)) {
        own_atari = true;
        escape_ladder = escape_ladder || escape_is_ladder(b, q);
        escape_near_last = escape_near_last || (last_stone && chain_touches(b, q, last));
      }
    }
  }
  if (captured > 0) {
    const int group = saves ? 1 : takes_last ? 2 : (could_escape ? 3 : 5) + (captured > 1);
    level[kCaptureGroup] = static_cast<uint8_t>(group);  // 1..6
  }
  const bool self_atari = captured == 0 && b.is_self_atari(c, p);
  if (own_atari && captured == 0 && !self_atari)
    level[kEscapeGroup] = escape_ladder ? 3 : escape_near_last ? 1 : 2;
  if (self_atari) {
    if (!own_nbr)
      level[kSelfAtariGroup] = 1;
    else if (is_nakade_self_atari(b, c, p))
      level[kSelfAtariGroup] = 4;
    else
      level[kSelfAtariGroup] = own_stones + 1 <= 5 ? 2 : 3;
  }
  level[kAtariGroup] = static_cast<uint8_t>(atari);

  const int x = b.x_of(p), y = b.y_of(p);
  const int line = std::min({x, y, b.width() - 1 - x, b.height() - 1 - y, 4}) + 1;
  level[kLineOpenGroup] = static_cast<uint8_t>((line - 1) * 5 + ctx.nearest_stone(p));
  level[kLastGroup] = static_cast<uint8_t>(distance_level(b, p, last));
  level[kLast2Group] = static_cast<uint8_t>(distance_level(b, p, ctx.last2()));
  level[kCfgGroup] = static_cast<uint8_t>(ctx.cfg_distance(p));
  level[kNakadeGroup] = nakade_vital_point(b, p) == p ? 1 : 0;
  level[kCornerGroup] = static_cast<uint8_t>(empty_corner_kind(b, p));

  for (int i = 0; i < 8; ++i) {
    const Point q = static_cast<Point>(p + kRing[i].dx + kRing[i].dy * b.stride());
    const Cell k = b.cell(q);
    f.shape3 |= static_cast<uint32_t>(relative_cell(k, c)) << (2 * i);
    const int oi = orthogonal_slot(i);
    if (oi >= 0 && (k == Cell::Black || k == Cell::White) && b.in_atari(q))
      f.shape3 |= 1u << (16 + oi);
  }
  for (int i = 0; i < 24; ++i) {
    const int xx = x + kDiamond.at[i].dx, yy = y + kDiamond.at[i].dy;
    const bool on = xx >= 0 && yy >= 0 && xx < b.width() && yy < b.height();
    const int v = on ? relative_cell(b.cell(b.point(xx, yy)), c) : 3;
    f.shape_large |= static_cast<uint64_t>(v) << (2 * i);
  }
  return f;
}

std::array<uint32_t, 8> shape3_symmetries(uint32_t key) {
  std::array<uint32_t, 8> out{};
  for (int s = 0; s < 8; ++s) out[s] = shape3_variant(key, s);
  return out;
}

std::array<uint64_t, 8> shape_large_symmetries(uint64_t key) {
  std::array<uint64_t, 8> out{};
  for (int s = 0; s < 8; ++s) out[s] = shape_large_variant(key, s);
  return out;
}

uint32_t canonical_shape3(uint32_t key) {
  const auto all = shape3_symmetries(key);
  return *std::min_element(all.begin(), all.end());
}

uint64_t canonical_shape_large(uint64_t key) {
  const auto all = shape_large_symmetries(key);
  return *std::min_element(all.begin(), all.end());
}

}  // namespace sente
