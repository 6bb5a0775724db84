// The board: stones as bitboards plus incremental chain data, so that a move
// touches only its neighbours' chains. A small trivially copyable value type.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "rules/bitboard.h"
#include "rules/check.h"
#include "rules/types.h"

namespace sente {

namespace detail {
constexpr uint64_t splitmix64(uint64_t& s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// One (stone, liberty) pair as three packed counters that add without
// carries: the count of pairs (11 bits), the sum of the liberty points (20
// bits) and the sum of their squares (30 bits). On 25x25 a chain has fewer
// than 1200 pairs and points are below 703, so no field overflows.
struct LibKeyTable {
  std::array<uint64_t, kMaxPoints> key{};
};

constexpr LibKeyTable make_lib_keys() {
  LibKeyTable t;
  for (uint64_t p = 0; p < kMaxPoints; ++p) t.key[p] = 1 | p << 11 | (p * p) << 31;
  return t;
}

inline constexpr LibKeyTable kLibKeys = make_lib_keys();

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
  // The empty points as a list, in no particular order: empty_point(i) for
  // 0 <= i < empty_count(). Playouts draw from it in O(1).
  Point empty_point(int i) const { return empty_list_[i]; }
  // Swaps two entries of that list. Only the order changes, not the position:
  // a playout moves a refused candidate out of the range it still draws from.
  void swap_empty_points(int i, int j) {
    const Point a = empty_list_[i], b = empty_list_[j];
    empty_list_[i] = b;
    empty_list_[j] = a;
    pt_[a].empty_slot = static_cast<uint16_t>(j);
    pt_[b].empty_slot = static_cast<uint16_t>(i);
  }
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
  // Everything the board caches (bit sets, chains, liberty counters, neighbour
  // counts, empty list, hash) recomputed from the cells and compared, like
  // Stockfish's pos_is_ok. nullptr when all agree, else what differs. Slow:
  // for tests and the checked build, which runs it after moves.
  const char* inconsistency() const;
  bool is_consistent() const { return inconsistency() == nullptr; }

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
  int pseudo_liberties(Point p) const { return lib_count(pt_[pt_[p].head].libs); }
  // Empty points among p's four neighbours (p on the board, stone or not).
  int empty_neighbours(Point p) const { return empty_nbrs(pt_[p]); }

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
  // neighborhood() of the eight points around p, in its order (NW N NE W E
  // SW S SE), from one read of p's 5x5 window; garbage for off-board points.
  void ring_neighborhoods(Point p, uint16_t out[8]) const;
  // Would the stone c at p (empty) leave its chain with one liberty or none?
  // Exact for moves that capture nothing; a capturing move never counts.
  bool is_self_atari(Color c, Point p) const;

  // Places a stone without captures (handicap, setup). Refuses (false) an
  // occupied point or a placement that leaves some chain without a liberty.
  bool setup_stone(Color c, Point p);
  // Removes a chain's stones without counting prisoners (dead-stone removal).
  void remove_chain(Point p);

 private:
  friend struct BoardTestAccess;  // tests corrupt a board to see the checks fail
  // Everything known about one point, kept together for locality; the chain
  // fields are meaningful at a chain's head only.
  struct PointData {
    // Neighbour counts in byte lanes, so that one addition updates a point
    // (see nbr_delta): black (lane 0) and white (lane 1) neighbours, each
    // counting off-board ones too, and empty neighbours (lane 3, where a
    // guard point's wrap-around borrows out of the word).
    uint32_t nbrs;
    Cell cell;
    uint8_t unused;
    uint16_t head;  // the chain's head; kNoChain for empty and off-board points
    uint16_t next;  // circular list of the chain's stones
    uint16_t size;
    uint16_t empty_slot;  // an empty point's index in empty_list_
    uint64_t libs;        // packed (stone, empty neighbour) pairs: see lib_key()
  };
  static_assert(sizeof(PointData) == 24);
  // Empty and off-board points name this guard point as their chain, so that
  // updates of "the neighbour's chain" need no branch; its data is garbage.
  static constexpr uint16_t kNoChain = 0;
  // Chain liberties are sums of detail::kLibKeys entries, one per pair.
  static uint64_t lib_key(int lib) { return detail::kLibKeys.key[lib]; }
  static constexpr int lib_count(uint64_t libs) { return static_cast<int>(libs & 0x7FF); }
  static constexpr uint64_t lib_sum(uint64_t libs) { return (libs >> 11) & 0xFFFFF; }
  static constexpr uint64_t lib_sumsq(uint64_t libs) { return libs >> 31; }
  static bool single_liberty(uint64_t libs);
  static int empty_nbrs(const PointData& d) { return static_cast<int>(d.nbrs >> 24); }
  static int own_nbrs(const PointData& d, Color c) {
    return static_cast<int>((d.nbrs >> (8 * index(c))) & 0xFF);
  }
  // A stone of colour c arrives next to the point (sign +1) or leaves (-1).
  static uint32_t nbr_delta(Color c) { return (1u << (8 * index(c))) - (1u << 24); }
  // Puts the stone, merges, updates liberties; writes the heads of opponent
  // chains left without liberty (not yet removed) and returns their number.
  int place_stone(Color c, Point p, Point* out_of_libs);
  void merge_chains(Point a, Point b);
  int remove_chain_stones(Point head);  // returns stones removed
  bool would_capture_or_breathe(Color c, Point p, int* own_stones) const;
  // The diagonal half of is_eye_like().
  bool eye_diagonals(Color c, Point p) const;
  // The ring, size and liberty counters of the chain headed at `head`;
  // marks its stones in `ring`. nullptr when right, else what is wrong.
  const char* chain_inconsistency(int head, Bits& ring) const;
  // The checked build's test after a move at p: the chains around p always,
  // the whole board at one move in 64 (chosen by hash: the same every run).
  bool consistent_after_move(Point p) const;

 public:
  // What undo() needs to take back a move of play_undoable(): the point and
  // the heads of the own chains it joined as they were (their stones are
  // relabelled back after a merge); the rest of the move is inverted.
  struct Undo {
    PointData point;
    PointData joined[4];
    Point joined_at[4];
    int n_joined;
    uint64_t hash;
    Point p, ko_point;
    Color c, ko_color;
    int16_t last_captures, empty_count;
  };
  // Plays the legal move `c` at p if it removes no chain (no capture, no
  // allowed suicide) and returns true; otherwise returns false and leaves
  // the board alone. Readers use it to read ahead without copying the board.
  bool play_undoable(Color c, Point p, Undo& u);
  // Takes back that move exactly, the empty list's order included.
  void undo(const Undo& u);

 private:
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
  Bits empty_;  // on board and not a stone
  // copy_from copies these two by their used prefixes: they must stay last.
  int16_t empty_list_[kMaxPoints];
  PointData pt_[kMaxPoints];
};

// Hot in playouts: defined here so that callers can inline them.
inline bool Board::single_liberty(uint64_t libs) {
  const uint64_t n = static_cast<uint64_t>(lib_count(libs)), sum = lib_sum(libs);
  // All counted liberties are one point iff n * sum(x^2) == (sum x)^2.
  return (n != 0) & (n * lib_sumsq(libs) == sum * sum);
}

inline bool Board::in_atari(Point p) const { return single_liberty(pt_[pt_[p].head].libs); }

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

inline bool Board::eye_diagonals(Color c, Point p) const {
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

inline bool Board::is_eye_like(Color c, Point p) const {
  return pt_[p].cell == Cell::Empty && own_nbrs(pt_[p], c) == 4 && eye_diagonals(c, p);
}

inline bool Board::is_playout_move(Color c, Point p) const {
  // A liberty: legal, and no eye (the ko point never has one).
  const PointData& e = pt_[p];
  if (empty_nbrs(e) > 0) return true;
  // check() and is_eye_like() without the tests that cannot fail here.
  if (own_nbrs(e, c) == 4 && eye_diagonals(c, p)) return false;
  // Legal when an own chain keeps another liberty or an opponent chain is
  // captured; evaluated without branches (off-board points have garbage libs).
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  bool legal = false, own_chain = false;
  for (int d = 0; d < 4; ++d) {
    const PointData& n = pt_[p + offset(d)];
    const bool atari = single_liberty(pt_[n.head].libs);
    const bool mine = n.cell == own;
    legal |= (mine & !atari) | ((n.cell == opp) & atari);
    own_chain |= mine;
  }
  legal |= multi_stone_suicide_ & own_chain;
  return legal & !((p == ko_point_) & (c == ko_color_));
}

inline int Board::place_stone(Color c, Point p, Point* out_of_libs) {
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  PointData& s = pt_[p];
  {  // Out of the empty list: the last entry takes its slot.
    const Point last = empty_list_[--empty_count_];
    empty_list_[s.empty_slot] = last;
    pt_[last].empty_slot = s.empty_slot;
  }
  s.cell = own;
  s.head = s.next = static_cast<uint16_t>(p);
  s.size = 1;
  stones_[index(c)].set(p);
  empty_.reset(p);
  hash_ ^= zobrist_key(c, p);
  // One pass without data-dependent branches (their mispredictions were the
  // cost of a playout move): take p from every neighbouring chain, gather
  // the stone's liberties, and note own chains and opponent chains left
  // without liberty. Empty and off-board neighbours update the kNoChain slot.
  const uint64_t key = lib_key(p);
  const uint32_t delta = nbr_delta(c);
  uint64_t libs = 0;
  Point own_chains[4];
  int n_own = 0, n_out = 0;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + offset(d));
    PointData& n = pt_[q];
    n.nbrs += delta;  // guard points too: harmless
    const Cell k = n.cell;
    libs += lib_key(q) & (0 - static_cast<uint64_t>(k == Cell::Empty));
    const Point h = static_cast<Point>(n.head);
    PointData& chain = pt_[h];
    chain.libs -= key;
    own_chains[n_own] = h;
    n_own += k == own;
    // p was counted once per adjacency, so only the last one reaches zero.
    out_of_libs[n_out] = h;
    n_out += (k == opp) & (lib_count(chain.libs) == 0);
  }
  s.libs = libs;
  if (n_own > 0) {
    // Join the first own chain without relabelling, then merge the others.
    PointData& first = pt_[own_chains[0]];
    s.head = static_cast<uint16_t>(own_chains[0]);
    s.next = first.next;
    first.next = static_cast<uint16_t>(p);
    first.size++;
    first.libs += libs;
    for (int i = 1; i < n_own; ++i)
      if (pt_[own_chains[i]].head != pt_[p].head) merge_chains(p, own_chains[i]);
  }
  return n_out;
}

inline void Board::play_legal(Color c, Point p) {
  ko_point_ = kNoPoint;
  Point out_of_libs[4];
  const int n_out = place_stone(c, p, out_of_libs);
  int captured = 0;
  for (int i = 0; i < n_out; ++i) captured += remove_chain_stones(out_of_libs[i]);
  const Point captured_at = n_out > 0 ? out_of_libs[0] : kNoPoint;
  prisoners_[index(c)] = static_cast<int16_t>(prisoners_[index(c)] + captured);
  last_captures_ = static_cast<int16_t>(captured);
  const PointData& mine = pt_[pt_[p].head];
  const int libs = lib_count(mine.libs);
  if (libs == 0) {
    // Allowed multi-stone suicide: the mover's own chain goes.
    int n = remove_chain_stones(static_cast<Point>(pt_[p].head));
    prisoners_[index(opponent(c))] = static_cast<int16_t>(prisoners_[index(opponent(c))] + n);
    last_captures_ = static_cast<int16_t>(last_captures_ + n);
  } else if (captured == 1 && mine.size == 1 && libs == 1) {
    ko_point_ = captured_at;
    ko_color_ = opponent(c);
  }
  SENTE_ASSERT(consistent_after_move(p));
}

inline uint16_t Board::neighborhood(Point p) const {
  const int s = stride_;
  const int order[8] = {s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1};
  uint16_t key = 0;
  for (int i = 0; i < 8; ++i)
    key |= static_cast<uint16_t>(static_cast<int>(pt_[p + order[i]].cell) << (2 * i));
  return key;
}

inline void Board::ring_neighborhoods(Point p, uint16_t out[8]) const {
  const int s = stride_, limit = grid_size();
  uint32_t row[5];  // rows p-2 .. p+2, 2 bits a cell, the westmost in bits 0-1
  for (int r = 0; r < 5; ++r) {
    const int base = p + (r - 2) * s - 2;
    uint32_t code = 0x3FF;  // outside the grid: only off-board points need it
    if (base >= 0 && base + 4 < limit) {
      code = 0;
      for (int i = 0; i < 5; ++i) code |= static_cast<uint32_t>(pt_[base + i].cell) << (2 * i);
    }
    row[r] = code;
  }
  int k = 0;
  for (int dy = 1; dy >= -1; --dy)
    for (int dx = -1; dx <= 1; ++dx) {
      if (dx == 0 && dy == 0) continue;
      const uint32_t north = row[dy + 3], mid = row[dy + 2], south = row[dy + 1];
      const int sh = 2 * (dx + 1);
      out[k++] = static_cast<uint16_t>((north >> sh & 0x3F) | (mid >> sh & 3) << 6 |
                                       (mid >> (sh + 4) & 3) << 8 | (south >> sh & 0x3F) << 10);
    }
}

static_assert(std::is_trivially_copyable_v<Board>);
static_assert(sizeof(Board) <= 20 * 1024, "board copies must stay cheap");

}  // namespace sente
