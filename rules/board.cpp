#include "rules/board.h"

#include <array>

namespace sente {

namespace {

constexpr uint64_t splitmix64(uint64_t& s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct ZobristTable {
  std::array<uint64_t, 2 * kMaxPoints> stone{};
  uint64_t side = 0;
};

constexpr ZobristTable make_zobrist() {
  ZobristTable t;
  uint64_t seed = 0x5E47E5E47Eull;  // fixed: hashes are identical on every run
  for (auto& k : t.stone) k = splitmix64(seed);
  t.side = splitmix64(seed);
  return t;
}

constexpr ZobristTable kZobrist = make_zobrist();

}  // namespace

uint64_t zobrist_key(Color c, Point p) { return kZobrist.stone[index(c) * kMaxPoints + p]; }
uint64_t zobrist_side_key() { return kZobrist.side; }

const char* to_string(MoveError e) {
  switch (e) {
    case MoveError::None: return "legal";
    case MoveError::Occupied: return "occupied";
    case MoveError::Suicide: return "suicide";
    case MoveError::Ko: return "ko";
    case MoveError::Superko: return "superko";
    case MoveError::OffBoard: return "off board";
    case MoveError::GameOver: return "game over";
  }
  return "unknown";
}

Board::Board(int width, int height) {
  if (width < 2 || width > kMaxSide || height < 2 || height > kMaxSide)
    throw ParseError("board size must be 2..25");
  width_ = static_cast<uint8_t>(width);
  height_ = static_cast<uint8_t>(height);
  stride_ = static_cast<uint8_t>(width + 1);
  words_ = static_cast<uint8_t>((grid_size() + 63) / 64);
  for (int p = 0; p < kMaxPoints; ++p) {
    cell_[p] = Cell::Off;
    head_[p] = 0;
    next_[p] = 0;
  }
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      cell_[point(x, y)] = Cell::Empty;
      on_board_.set(point(x, y));
    }
}

Bits Board::empty_points() const {
  Bits r;
  for (int i = 0; i < words_; ++i)
    r.w[i] = on_board_.w[i] & ~(stones_[0].w[i] | stones_[1].w[i]);
  return r;
}

bool Board::same_position(const Board& o) const {
  return stones_[0].equals(o.stones_[0], words_) && stones_[1].equals(o.stones_[1], words_);
}

Bits Board::chain_stones(Point p) const {
  Bits s;
  Point q = p;
  do {
    s.set(q);
    q = static_cast<Point>(next_[q]);
  } while (q != p);
  return s;
}

Bits Board::chain_liberties(Point p) const {
  Bits g = grow(chain_stones(p), on_board_, stride_, words_);
  return bits_and(g, empty_points(), words_);
}

int Board::liberties(Point p) const { return chain_liberties(p).count(words_); }

bool Board::in_atari(Point p) const {
  const ChainData& c = chain_[head_[p]];
  if (c.pseudo_libs == 0) return false;
  // All counted liberties are one point iff n * sum(x^2) == (sum x)^2.
  return uint64_t{c.pseudo_libs} * c.lib_sumsq == uint64_t{c.lib_sum} * c.lib_sum;
}

Point Board::atari_liberty(Point p) const {
  const ChainData& c = chain_[head_[p]];
  return static_cast<Point>(c.lib_sum / c.pseudo_libs);
}

void Board::add_lib(Point head, Point lib) {
  ChainData& c = chain_[head];
  c.pseudo_libs++;
  c.lib_sum += static_cast<uint32_t>(lib);
  c.lib_sumsq += static_cast<uint32_t>(lib * lib);
}

void Board::remove_lib(Point head, Point lib) {
  ChainData& c = chain_[head];
  c.pseudo_libs--;
  c.lib_sum -= static_cast<uint32_t>(lib);
  c.lib_sumsq -= static_cast<uint32_t>(lib * lib);
}

bool Board::would_capture_or_breathe(Color c, Point p, int* own_stones) const {
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    Cell k = cell_[q];
    if (k == Cell::Empty) return true;
    if (k == own) {
      if (!in_atari(q)) return true;  // keeps a liberty other than p
      *own_stones += chain_size(q);
    } else if (k == opp && in_atari(q)) {
      return true;  // captures
    }
  }
  return false;
}

MoveError Board::check(Color c, Point p) const {
  if (!on_board(p)) return MoveError::OffBoard;
  if (cell_[p] != Cell::Empty) return MoveError::Occupied;
  if (p == ko_point_ && c == ko_color_) return MoveError::Ko;
  int own_stones = 0;
  if (would_capture_or_breathe(c, p, &own_stones)) return MoveError::None;
  // Suicide of a chain of two or more may be allowed; one stone never is.
  if (multi_stone_suicide_ && own_stones > 0) return MoveError::None;
  return MoveError::Suicide;
}

MoveError Board::play(Color c, Point p) {
  MoveError e = check(c, p);
  if (e == MoveError::None) play_legal(c, p);
  return e;
}

void Board::place_stone(Color c, Point p) {
  cell_[p] = static_cast<Cell>(c);
  stones_[index(c)].set(p);
  hash_ ^= zobrist_key(c, p);
  head_[p] = static_cast<uint16_t>(p);
  next_[p] = static_cast<uint16_t>(p);
  chain_[p] = ChainData{0, 1, 0, 0};
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    Cell k = cell_[q];
    if (k == Cell::Empty) {
      add_lib(p, q);
    } else if (k != Cell::Off) {
      remove_lib(static_cast<Point>(head_[q]), p);
    }
  }
}

void Board::merge_chains(Point a, Point b) {
  Point ha = static_cast<Point>(head_[a]), hb = static_cast<Point>(head_[b]);
  if (chain_[ha].size < chain_[hb].size) std::swap(ha, hb);
  // Relabel the smaller chain, then splice the two circular lists.
  Point q = hb;
  do {
    head_[q] = static_cast<uint16_t>(ha);
    q = static_cast<Point>(next_[q]);
  } while (q != hb);
  std::swap(next_[ha], next_[hb]);
  ChainData& A = chain_[ha];
  const ChainData& B = chain_[hb];
  A.pseudo_libs = static_cast<uint16_t>(A.pseudo_libs + B.pseudo_libs);
  A.size = static_cast<uint16_t>(A.size + B.size);
  A.lib_sum += B.lib_sum;
  A.lib_sumsq += B.lib_sumsq;
}

int Board::remove_chain_stones(Point head) {
  const Color c = static_cast<Color>(cell_[head]);
  int n = 0;
  Point q = head;
  do {
    cell_[q] = Cell::Empty;
    stones_[index(c)].reset(q);
    hash_ ^= zobrist_key(c, q);
    ++n;
    q = static_cast<Point>(next_[q]);
  } while (q != head);
  // Every stone next to the removed ones gains them as liberties.
  do {
    for (int d = 0; d < 4; ++d) {
      Point r = static_cast<Point>(q + offset(d));
      Cell k = cell_[r];
      if (k == Cell::Black || k == Cell::White) add_lib(static_cast<Point>(head_[r]), q);
    }
    q = static_cast<Point>(next_[q]);
  } while (q != head);
  return n;
}

void Board::play_legal(Color c, Point p) {
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  ko_point_ = kNoPoint;
  place_stone(c, p);
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    if (cell_[q] == own && head_[q] != head_[p]) merge_chains(p, q);
  }
  int captured = 0;
  Point captured_at = kNoPoint;
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    if (cell_[q] == opp && chain_[head_[q]].pseudo_libs == 0) {
      captured += remove_chain_stones(static_cast<Point>(head_[q]));
      captured_at = q;
    }
  }
  prisoners_[index(c)] = static_cast<int16_t>(prisoners_[index(c)] + captured);
  last_captures_ = static_cast<int16_t>(captured);
  const ChainData& mine = chain_[head_[p]];
  if (mine.pseudo_libs == 0) {
    // Allowed multi-stone suicide: the mover's own chain goes.
    int n = remove_chain_stones(static_cast<Point>(head_[p]));
    prisoners_[index(opponent(c))] = static_cast<int16_t>(prisoners_[index(opponent(c))] + n);
    last_captures_ = static_cast<int16_t>(last_captures_ + n);
  } else if (captured == 1 && mine.size == 1 && mine.pseudo_libs == 1) {
    ko_point_ = captured_at;
    ko_color_ = opponent(c);
  }
}

bool Board::is_eye_like(Color c, Point p) const {
  if (cell_[p] != Cell::Empty) return false;
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  for (int d = 0; d < 4; ++d) {
    Cell k = cell_[p + offset(d)];
    if (k != own && k != Cell::Off) return false;
  }
  int bad = 0, off = 0;
  const int diag[4] = {stride_ + 1, stride_ - 1, -stride_ + 1, -stride_ - 1};
  for (int o : diag) {
    Cell k = cell_[p + o];
    bad += k == opp;
    off += k == Cell::Off;
  }
  return bad + (off > 0 ? 1 : 0) < 2;
}

bool Board::setup_stone(Color c, Point p) {
  if (!on_board(p) || cell_[p] != Cell::Empty) return false;
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  bool breathes = false;
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    Cell k = cell_[q];
    if (k == opp && in_atari(q)) return false;  // would leave it with no liberty
    if (k == Cell::Empty || (k == own && !in_atari(q))) breathes = true;
  }
  if (!breathes) return false;
  place_stone(c, p);
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    if (cell_[q] == own && head_[q] != head_[p]) merge_chains(p, q);
  }
  ko_point_ = kNoPoint;
  return true;
}

void Board::remove_chain(Point p) {
  if (!on_board(p) || cell_[p] == Cell::Empty) return;
  remove_chain_stones(static_cast<Point>(head_[p]));
  ko_point_ = kNoPoint;
}

}  // namespace sente
