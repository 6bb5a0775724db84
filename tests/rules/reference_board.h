// A slow, obviously correct reference for the rules core: plain 2-D arrays,
// flood fill for chains and liberties, and a game that judges superko by
// comparing whole positions. It shares nothing with rules/ but the value types.
#pragma once

#include <cstdint>
#include <vector>

#include "rules/rules.h"
#include "rules/types.h"

namespace sente::ref {

// Same numbering as sente::Cell, so cells compare directly.
inline constexpr int kBlack = 0, kWhite = 1, kEmpty = 2;
inline constexpr int kMax = 25;

struct XY {
  int x = -1, y = -1;
  friend bool operator==(const XY&, const XY&) = default;
};

class RefBoard {
 public:
  RefBoard(int width, int height, bool multi_stone_suicide);

  int width() const { return width_; }
  int height() const { return height_; }
  bool on_board(int x, int y) const { return x >= 0 && x < width_ && y >= 0 && y < height_; }
  int at(int x, int y) const { return cell_[x][y]; }
  // Raw placement for setting up positions; no captures, no checks.
  void set(int x, int y, int stone) { cell_[x][y] = static_cast<int8_t>(stone); }
  int prisoners(Color capturer) const { return prisoners_[index(capturer)]; }
  int stone_count(int stone) const;
  bool same_stones(const RefBoard& o) const;

  // The chain through (x, y) and its distinct liberties, by flood fill.
  std::vector<XY> chain(int x, int y) const;
  std::vector<XY> liberties(int x, int y) const;
  // Every chain on the board has at least one liberty.
  bool all_chains_breathe() const;
  // All four neighbours `color` or off board, and not a false eye: at most one
  // opponent diagonal in the middle, none on the edge or in the corner.
  bool is_eye_like(Color color, int x, int y) const;

  // Why the move is refused (Occupied, Ko, Suicide, OffBoard) or None;
  // `removed` receives the stones the move would take off (both colours).
  MoveError check(Color c, int x, int y, int* removed = nullptr) const;
  MoveError play(Color c, int x, int y);
  void pass() { ko_ = XY{}; }
  // Stones removed by the last play (captures and suicide).
  int last_removed() const { return last_removed_; }
  const std::vector<XY>& last_captured_points() const { return last_captured_; }

 private:
  void remove(const std::vector<XY>& stones);

  int width_, height_;
  bool multi_stone_suicide_;
  int8_t cell_[kMax][kMax];  // [x][y]
  int prisoners_[2] = {0, 0};
  XY ko_;  // the point ko_color_ may not play now, or {-1, -1}
  Color ko_color_ = Color::Black;
  int last_removed_ = 0;
  std::vector<XY> last_captured_;
};

// A game over RefBoard: the full history of positions with the side to move.
class RefGame {
 public:
  RefGame(int width, int height, const Rules& rules);
  RefGame(const RefBoard& start, Color to_move, const Rules& rules);

  const RefBoard& board() const { return history_.back().board; }
  Color to_move() const { return history_.back().to_move; }
  int length() const { return static_cast<int>(history_.size()); }
  const RefBoard& position(int i) const { return history_[i].board; }
  Color to_move_at(int i) const { return history_[i].to_move; }

  // Passes are always legal; stones must pass the board and the ko rule.
  // `removed` as in RefBoard::check.
  MoveError check(Color c, int x, int y, int* removed = nullptr) const;
  MoveError play(Color c, int x, int y);
  void pass(Color c);
  bool undo();

 private:
  struct Snapshot {
    RefBoard board;
    Color to_move;
    int blacks, whites;  // a cheap filter before comparing whole arrays
  };
  void push(const RefBoard& b, Color to_move);
  bool repeats(const RefBoard& next, Color next_to_move) const;

  std::vector<Snapshot> history_;
  Rules rules_;
};

}  // namespace sente::ref
