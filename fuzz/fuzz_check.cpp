#include "fuzz/fuzz_check.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "rules/notation.h"

namespace sente::fuzz {

void fail(std::string_view what) {
  std::fprintf(stderr, "fuzz invariant broken: %.*s\n", static_cast<int>(what.size()), what.data());
  std::abort();
}

void check_board(const Board& b) {
  require(b.width() >= 2 && b.width() <= kMaxSide && b.height() >= 2 && b.height() <= kMaxSide,
          "board size outside 2..25");
  const int n = b.words();
  const Bits& black = b.stones(Color::Black);
  const Bits& white = b.stones(Color::White);
  require(!bits_and(black, white, n).any(n), "a point holds both colours");
  const Bits all = bits_or(bits_or(black, white, n), b.empty_points(), n);
  require(all.equals(b.board_mask(), n), "stones and empty points do not cover the board");
  require(b.empty_points().count(n) == b.empty_count(), "empty count out of step");
  for (int y = 0; y < b.height(); ++y)
    for (int x = 0; x < b.width(); ++x) {
      const Point p = b.point(x, y);
      const Cell c = b.cell(p);
      require(b.on_board(p), "board point not on board");
      if (c == Cell::Empty) {
        require(b.empty_points().test(p), "empty cell missing from the empty set");
        continue;
      }
      require(c == Cell::Black || c == Cell::White, "bad cell on the board");
      require(b.stones(static_cast<Color>(c)).test(p), "stone missing from its bitboard");
      const int libs = b.liberties(p);
      require(libs > 0, "a chain without liberties stays on the board");
      require(b.in_atari(p) == (libs == 1), "in_atari disagrees with liberties()");
      require(b.chain_liberties(p).count(n) == libs, "chain_liberties disagrees");
      require(b.chain_stones(p).test(p), "a stone outside its own chain");
    }
  // The text form reads back to the same position.
  const Board back = board_from_diagram(to_diagram(b));
  require(back.width() == b.width() && back.height() == b.height() && back.same_position(b),
          "diagram round trip changed the position");
}

void check_game(const Game& g) {
  check_board(g.board());
  require(g.position_count() >= 1, "a game without positions");
  require(g.position_count() == static_cast<int>(g.moves().size()) + 1,
          "positions and moves out of step");
  // The history replays to the current position (and the start has its size).
  const Board replayed = g.position(g.position_count() - 1);
  require(g.start().width() == g.board().width() && g.start().height() == g.board().height(),
          "start of another size");
  require(replayed.same_position(g.board()) && replayed.hash() == g.board().hash(),
          "history does not replay to the board");
  require(g.position_hash(g.position_count() - 1) == g.board().hash(), "history hash out of step");
  require(g.handicap() >= 0 && g.handicap() <= g.board().num_points(), "bad handicap count");
}

GameSnapshot::GameSnapshot(const Game& g)
    : board(g.board()),
      moves(g.moves()),
      to_move(g.to_move()),
      komi(g.komi()),
      rules(g.rules()),
      handicap(g.handicap()),
      resigned(g.resigned()),
      positions(g.position_count()) {}

bool GameSnapshot::same_as(const Game& g) const {
  const Board& b = g.board();
  const double k = g.komi();
  // Komi compared bitwise: -0 and 0 print differently.
  return b.width() == board.width() && b.height() == board.height() && b.same_position(board) &&
         b.hash() == board.hash() && b.ko_point() == board.ko_point() && g.moves() == moves &&
         g.to_move() == to_move && std::memcmp(&komi, &k, sizeof komi) == 0 && g.rules() == rules &&
         g.handicap() == handicap && g.resigned() == resigned && g.position_count() == positions;
}

}  // namespace sente::fuzz
