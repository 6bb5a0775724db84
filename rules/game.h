// A game over the board: history with unlimited undo, side to move, passes,
// resignation, handicap, komi, and the ko rules beyond simple ko (superko).
#pragma once

#include <optional>
#include <vector>

#include "rules/board.h"
#include "rules/rules.h"

namespace sente {

class Game {
 public:
  explicit Game(int width = 19, int height = 19, Rules rules = Rules{});

  const Board& board() const { return board_; }
  const Rules& rules() const { return rules_; }
  double komi() const { return komi_; }
  void set_komi(double k) { komi_ = k; }
  // Changes the rules for the rest of the game (komi is left alone).
  void set_rules(const Rules& r);
  Color to_move() const { return history_.back().to_move; }
  const std::vector<Move>& moves() const { return moves_; }
  int consecutive_passes() const;
  // Two passes in a row, or a resignation.
  bool is_over() const { return consecutive_passes() >= 2 || resigned_.has_value(); }
  std::optional<Color> resigned() const { return resigned_; }
  int handicap() const { return handicap_; }
  // The positions so far: position 0 is the start (after handicap/setup).
  int position_count() const { return static_cast<int>(history_.size()); }
  const Board& start() const { return start_; }
  uint64_t position_hash(int i) const { return history_[i].hash; }
  Color to_move_at(int i) const { return history_[i].to_move; }
  // Position i rebuilt by replaying the first i moves: O(i).
  Board position(int i) const;

  // Why the move may not be played now, or None. Checks ko and superko.
  MoveError check(Move m) const;
  // Plays a legal move; the game is unchanged otherwise.
  MoveError play(Move m);
  // Would the position `next` (with `next_to_move` to play) break the ko rule
  // in force, given the history? `p` is the point just played.
  bool repeats(const Board& next, Color next_to_move, Point p) const;
  void resign(Color c) { resigned_ = c; }
  // Takes back the last move (or a resignation); false at the start.
  bool undo();
  // Empty board of the same size; rules and komi stay.
  void clear();
  // New size (throws ParseError outside 2..25); rules and komi stay.
  void resize(int width, int height);

  // Setup before the first move. Handicap stones make White move first.
  // All return false (and change nothing) when refused.
  bool place_fixed_handicap(int stones);
  bool place_free_handicap(const std::vector<Point>& points);
  bool setup_stones(Color c, const std::vector<Point>& points);
  void set_to_move(Color c);  // only before the first move

 private:
  // What superko needs of a past position: a few hundred bytes, where a
  // Board is kilobytes (long games must fit the engine's memory budget).
  struct Position {
    uint64_t hash;
    Color to_move;
    Bits stones[2];
  };
  static_assert(sizeof(Position) <= 192, "docs/search.md quotes 192 bytes a position");
  static Position record(const Board& b, Color to_move);
  // Undo: the board and ever_occupied_ replayed from the start.
  void replay();

  Board start_;         // after handicap and setup stones
  Board board_;         // the current position
  Bits ever_occupied_;  // union of the stones of all positions so far
  std::vector<Position> history_;
  std::vector<Move> moves_;
  Rules rules_;
  double komi_;
  int handicap_ = 0;
  std::optional<Color> resigned_;
};

// Replays `game` from its start: f(board, move, last, last2) sees the board
// before each move and the two moves before it (kNoPoint at first).
template <class F>
void replay_moves(const Game& game, F&& f) {
  Board b = game.start();
  Point last = kNoPoint, last2 = kNoPoint;
  for (const Move& m : game.moves()) {
    f(static_cast<const Board&>(b), m, last, last2);
    if (m.is_pass())
      b.pass();
    else
      b.play_legal(m.color, m.point);
    last2 = last;
    last = m.point;
  }
}

// The GTP spec's fixed handicap points for a square board (GNU Go's layout);
// empty when the count is not allowed for that size.
std::vector<Point> fixed_handicap_points(const Board& b, int stones);

}  // namespace sente
