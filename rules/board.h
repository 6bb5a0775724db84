// The board: stones as bitboards plus incremental chain data, so that a move
// touches only its neighbours' chains. A small trivially copyable value type.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "rules/bitboard.h"
#include "rules/types.h"

namespace sente {

namespace detail {
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

inline constexpr ZobristTable kZobrist = make_zobrist();

}  // namespace detail

// Zobrist key of a stone (fixed seed, identical on every run and build).
inline uint64_t zobrist_key(Color c, Point p) {
  return detail::kZobrist.stone[index(c) * kMaxPoints + p];
}
inline uint64_t zobrist_side_key() { return detail::kZobrist.side; }

// What is on a point; Off marks the guard column and rows.
enum class Cell : uint8_t { Black = 0, White = 1, Empty = 2, Off = 3 };

class Board {
 public:
  Board() : Board(19, 19) {}
  // Throws ParseError unless both sides are in 2..kMaxSide.
  Board(int width, int height);

  // --- Geometry -------------------------------------------------------------
  int width() const { return width_; }
  int height() const { return height_; }
  int stride() const { return stride_; }
  int words() const { return words_; }
  // Bound for point arrays: guard rows below and above, a guard column on the
  // left, and one more point so that every diagonal of a board point is inside.
  int grid_size() const { return (height_ + 2) * stride_ + 1; }
  int num_points() const { return width_ * height_; }
  Point point(int x, int y) const { return static_cast<Point>((y + 1) * stride_ + x + 1); }
  int x_of(Point p) const { return p % stride_ - 1; }
  int y_of(Point p) const { return p / stride_ - 1; }
  bool on_board(Point p) const { return p >= 0 && p < grid_size() && pt_[p].cell != Cell::Off; }
  const Bits& board_mask() const { return on_board_; }
  // The four neighbour offsets, in a fixed order.
  int offset(int dir) const { return dir == 0 ? 1 : dir == 1 ? -1 : dir == 2 ? stride_ : -stride_; }

  // --- Contents -------------------------------------------------------------
  Cell cell(Point p) const { return pt_[p].cell; }
  bool is_empty(Point p) const { return pt_[p].cell == Cell::Empty; }
  bool has(Color c, Point p) const { return pt_[p].cell == static_cast<Cell>(c); }
  const Bits& stones(Color c) const { return stones_[index(c)]; }
  const Bits& empty_points() const { return empty_; }
  int empty_count() const { return empty_count_; }
  int stone_count(Color c) const { return stones_[index(c)].count(words_); }
  // Stones that colour `capturer` has captured on this board so far.
  int prisoners(Color capturer) const { return prisoners_[index(capturer)]; }
  uint64_t hash() const { return hash_; }
  // The point the side `ko_color()` may not play now (simple ko), or kNoPoint.
  Point ko_point() const { return ko_point_; }
  Color ko_color() const { return ko_color_; }
  bool multi_stone_suicide() const { return multi_stone_suicide_; }
  void set_multi_stone_suicide(bool allowed) { multi_stone_suicide_ = allowed; }
  // Copies `o` touching only the points its size uses (cheap for playouts).
  void copy_from(const Board& o);
  // Whole-position equality (stones only).
  bool same_position(const Board& o) const;

  // --- Chains (p must hold a stone) ------------------------------------------
  Point chain_head(Point p) const { return static_cast<Point>(pt_[p].head); }
  int chain_size(Point p) const { return pt_[pt_[p].head].size; }
  Point next_in_chain(Point p) const { return static_cast<Point>(pt_[p].next); }
  // The true number of distinct liberties (bitboard count).
  int liberties(Point p) const;
  Bits chain_stones(Point p) const;
  Bits chain_liberties(Point p) const;
  // Exact, O(1): the chain has exactly one liberty.
  bool in_atari(Point p) const;
  // The single liberty of a chain in atari.
  Point atari_liberty(Point p) const;
  // Counts (stone, empty neighbour) pairs: zero exactly when liberties are zero,
  // otherwise an upper bound. Internal speed counter, not a liberty count.
  int pseudo_liberties(Point p) const { return pt_[pt_[p].head].pseudo_libs; }

  // --- Moves ------------------------------------------------------------------
  // Why `c` may not place a stone on `p` (simple ko and suicide only), or None.
  MoveError check(Color c, Point p) const;
  bool is_legal(Color c, Point p) const { return check(c, p) == MoveError::None; }
  // Plays a stone if legal; the board is unchanged otherwise.
  MoveError play(Color c, Point p);
  // Fast path; precondition: check(c, p) == None.
  void play_legal(Color c, Point p);
  void pass() { ko_point_ = kNoPoint; }
  // Stones removed by the last play (both colours, suicide included).
  int last_captures() const { return last_captures_; }
  // A point whose neighbours are all `c` (or off board) and not a false eye.
  bool is_eye_like(Color c, Point p) const;
  // is_legal(c, p) && !is_eye_like(c, p) for an empty point, fused for playouts.
  bool is_playout_move(Color c, Point p) const;
  // The 3x3 surroundings of p as 8 two-bit Cell codes, bits 0-1 holding the
  // north-west neighbour, then N, NE, W, E, SW, S, SE (rows top first).
  uint16_t neighborhood(Point p) const;
  // Would the stone c at p (empty) leave its chain with one liberty or none?
  // Exact for moves that capture nothing; a capturing move never counts.
  bool is_self_atari(Color c, Point p) const;

  // Places a stone without captures (handicap, setup). Refuses (false) an
  // occupied point or a placement that leaves some chain without a liberty.
  bool setup_stone(Color c, Point p);
  // Removes a chain's stones without counting prisoners (dead-stone removal).
  void remove_chain(Point p);

 private:
  // Everything known about one point, kept together for locality; the chain
  // fields are meaningful at a chain's head only.
  struct PointData {
    Cell cell;
    uint8_t empty_nbrs;  // neighbours that are empty points
    uint16_t head;
    uint16_t next;         // circular list of the chain's stones
    uint16_t pseudo_libs;  // (stone, empty neighbour) pairs
    uint16_t size;
    uint8_t own_nbrs[2];  // neighbours of each colour, off-board ones counted for both
    uint32_t lib_sum;     // sum of liberty points, counted per pair
    uint32_t lib_sumsq;   // sum of their squares: the atari test
  };
  static_assert(sizeof(PointData) == 20);
  void add_lib(Point head, Point lib);
  void remove_lib(Point head, Point lib);
  // Puts the stone, merges, updates liberties; writes the heads of opponent
  // chains left without liberty (not yet removed) and returns their number.
  int place_stone(Color c, Point p, Point* out_of_libs);
  void merge_chains(Point a, Point b);
  int remove_chain_stones(Point head);  // returns stones removed
  bool would_capture_or_breathe(Color c, Point p, int* own_stones) const;

  uint8_t width_, height_, stride_, words_;
  bool multi_stone_suicide_ = false;
  Color ko_color_ = Color::Black;
  Point ko_point_ = kNoPoint;
  int16_t last_captures_ = 0;
  int16_t prisoners_[2] = {0, 0};
  int16_t empty_count_ = 0;
  uint64_t hash_ = 0;
  Bits on_board_;
  Bits stones_[2];
  Bits empty_;                // on board and not a stone: kept for playout move choice
  PointData pt_[kMaxPoints];  // must stay last: copy_from copies a prefix
};

// Hot in playouts: defined here so that callers can inline them.
inline bool Board::in_atari(Point p) const {
  const PointData& c = pt_[pt_[p].head];
  if (c.pseudo_libs == 0) return false;
  // All counted liberties are one point iff n * sum(x^2) == (sum x)^2.
  return uint64_t{c.pseudo_libs} * c.lib_sumsq == uint64_t{c.lib_sum} * c.lib_sum;
}

inline bool Board::would_capture_or_breathe(Color c, Point p, int* own_stones) const {
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    Cell k = pt_[q].cell;
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

inline MoveError Board::check(Color c, Point p) const {
  if (!on_board(p)) return MoveError::OffBoard;
  if (pt_[p].cell != Cell::Empty) return MoveError::Occupied;
  if (p == ko_point_ && c == ko_color_) return MoveError::Ko;
  int own_stones = 0;
  if (would_capture_or_breathe(c, p, &own_stones)) return MoveError::None;
  // Suicide of a chain of two or more may be allowed; one stone never is.
  if (multi_stone_suicide_ && own_stones > 0) return MoveError::None;
  return MoveError::Suicide;
}

inline bool Board::is_eye_like(Color c, Point p) const {
  if (pt_[p].cell != Cell::Empty || pt_[p].own_nbrs[index(c)] != 4) return false;
  const Cell opp = static_cast<Cell>(opponent(c));
  int bad = 0, off = 0;
  const int diag[4] = {stride_ + 1, stride_ - 1, -stride_ + 1, -stride_ - 1};
  for (int o : diag) {
    Cell k = pt_[p + o].cell;  // inside the grid: see grid_size()
    bad += k == opp;
    off += k == Cell::Off;
  }
  return bad + (off > 0 ? 1 : 0) < 2;
}

inline bool Board::is_playout_move(Color c, Point p) const {
  // A liberty: legal, and no eye (the ko point never has one).
  if (pt_[p].empty_nbrs > 0) return true;
  return !is_eye_like(c, p) && is_legal(c, p);
}

inline uint16_t Board::neighborhood(Point p) const {
  const int s = stride_;
  const int order[8] = {s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1};
  uint16_t key = 0;
  for (int i = 0; i < 8; ++i)
    key |= static_cast<uint16_t>(static_cast<int>(pt_[p + order[i]].cell) << (2 * i));
  return key;
}

static_assert(std::is_trivially_copyable_v<Board>);
static_assert(sizeof(Board) <= 16 * 1024, "board copies must stay cheap");

}  // namespace sente
