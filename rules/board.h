// The board: stones as bitboards plus incremental chain data, so that a move
// touches only its neighbours' chains. A small trivially copyable value type.
#pragma once

#include <cstdint>
#include <type_traits>

#include "rules/bitboard.h"
#include "rules/types.h"

namespace sente {

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
  int grid_size() const { return (height_ + 2) * stride_; }  // bound for point arrays
  int num_points() const { return width_ * height_; }
  Point point(int x, int y) const { return static_cast<Point>((y + 1) * stride_ + x); }
  int x_of(Point p) const { return p % stride_; }
  int y_of(Point p) const { return p / stride_ - 1; }
  bool on_board(Point p) const { return p >= 0 && p < grid_size() && cell_[p] != Cell::Off; }
  const Bits& board_mask() const { return on_board_; }
  // The four neighbour offsets, in a fixed order.
  int offset(int dir) const { return dir == 0 ? 1 : dir == 1 ? -1 : dir == 2 ? stride_ : -stride_; }

  // --- Contents -------------------------------------------------------------
  Cell cell(Point p) const { return cell_[p]; }
  bool is_empty(Point p) const { return cell_[p] == Cell::Empty; }
  bool has(Color c, Point p) const { return cell_[p] == static_cast<Cell>(c); }
  const Bits& stones(Color c) const { return stones_[index(c)]; }
  Bits empty_points() const;
  int stone_count(Color c) const { return stones_[index(c)].count(words_); }
  // Stones that colour `capturer` has captured on this board so far.
  int prisoners(Color capturer) const { return prisoners_[index(capturer)]; }
  uint64_t hash() const { return hash_; }
  // The point the side `ko_color()` may not play now (simple ko), or kNoPoint.
  Point ko_point() const { return ko_point_; }
  Color ko_color() const { return ko_color_; }
  bool multi_stone_suicide() const { return multi_stone_suicide_; }
  void set_multi_stone_suicide(bool allowed) { multi_stone_suicide_ = allowed; }
  // Whole-position equality (stones only).
  bool same_position(const Board& o) const;

  // --- Chains (p must hold a stone) ------------------------------------------
  Point chain_head(Point p) const { return head_[p]; }
  int chain_size(Point p) const { return chain_[head_[p]].size; }
  Point next_in_chain(Point p) const { return next_[p]; }
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
  int pseudo_liberties(Point p) const { return chain_[head_[p]].pseudo_libs; }

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

  // Places a stone without captures (handicap, setup). Refuses (false) an
  // occupied point or a placement that leaves some chain without a liberty.
  bool setup_stone(Color c, Point p);
  // Removes a chain's stones without counting prisoners (dead-stone removal).
  void remove_chain(Point p);

 private:
  struct ChainData {
    uint16_t pseudo_libs = 0;
    uint16_t size = 0;
    uint32_t lib_sum = 0;    // sum of liberty points, counted per adjacency
    uint32_t lib_sumsq = 0;  // sum of their squares: atari test
  };
  void add_lib(Point head, Point lib);
  void remove_lib(Point head, Point lib);
  void place_stone(Color c, Point p);  // stone, hash, chain of one, liberties
  void merge_chains(Point a, Point b);
  int remove_chain_stones(Point head);  // returns stones removed
  bool would_capture_or_breathe(Color c, Point p, int* own_stones) const;

  uint8_t width_, height_, stride_, words_;
  bool multi_stone_suicide_ = false;
  Color ko_color_ = Color::Black;
  Point ko_point_ = kNoPoint;
  int16_t last_captures_ = 0;
  int16_t prisoners_[2] = {0, 0};
  uint64_t hash_ = 0;
  Bits on_board_;
  Bits stones_[2];
  Cell cell_[kMaxPoints];  // mirror of the bitboards for O(1) neighbour reads
  uint16_t head_[kMaxPoints];
  uint16_t next_[kMaxPoints];
  ChainData chain_[kMaxPoints];  // valid at chain heads
};

static_assert(std::is_trivially_copyable_v<Board>);
static_assert(sizeof(Board) <= 16 * 1024, "board copies must stay cheap");

// Zobrist key of a stone (fixed seed, identical on every run).
uint64_t zobrist_key(Color c, Point p);
uint64_t zobrist_side_key();

}  // namespace sente
