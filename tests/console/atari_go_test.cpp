#include <catch2/catch.hpp>

#include "console/atari_go.h"
#include "engine/random.h"
#include "rules/notation.h"

using namespace sente;
using namespace sente::console;

namespace {

bool captures(const Board& b, Color c, Point p) {
  Board next = b;
  return next.play(c, p) == MoveError::None && next.last_captures() > 0;
}

// Can `c` capture anything right now? (Checked the slow way: every point.)
bool has_capture(const Board& b, Color c) {
  for (Point p = 0; p < b.grid_size(); ++p)
    if (b.on_board(p) && b.is_empty(p) && captures(b, c, p)) return true;
  return false;
}

// Does c's move at p leave the opponent a capture?
bool gives_capture(const Board& b, Color c, Point p) {
  Board next = b;
  REQUIRE(next.play(c, p) == MoveError::None);
  return has_capture(next, opponent(c));
}

}  // namespace

TEST_CASE("Atari-go takes a capture at once", "[console][atari-go]") {
  // The white stone on D4 has one liberty, E4.
  const Board b =
      board_from_diagram(".......\n.......\n...X...\n..XO...\n...X...\n.......\n.......\n");
  CHECK(capturing_move(b, Color::Black) == parse_vertex(b, "E4"));
  CHECK(capturing_move(b, Color::White) == kNoPoint);
  for (int depth = 1; depth <= 4; ++depth)
    for (uint64_t seed = 1; seed <= 3; ++seed)
      CHECK(atari_go_move(b, Color::Black, depth, seed) == parse_vertex(b, "E4"));
}

TEST_CASE("Atari-go escapes from atari when it can", "[console][atari-go]") {
  // The black stone on D4 has one liberty, E4; extending there gives three.
  const Board b =
      board_from_diagram(".......\n.......\n...O...\n..OX...\n...O...\n.......\n.......\n");
  for (int depth = 1; depth <= 4; ++depth)
    CHECK(atari_go_move(b, Color::Black, depth, 7) == parse_vertex(b, "E4"));
}

TEST_CASE("Atari-go is deterministic for a seed", "[console][atari-go]") {
  const Board b =
      board_from_diagram(".......\n.......\n...O...\n...X...\n.......\n.......\n.......\n");
  for (uint64_t seed = 0; seed < 5; ++seed)
    CHECK(atari_go_move(b, Color::Black, 3, seed) == atari_go_move(b, Color::Black, 3, seed));
}

TEST_CASE("Atari-go never gives away a capture when it can avoid it", "[console][atari-go]") {
  // Random capture-free positions; the contract is checked against a slow
  // scan of every move.
  Rng rng(2024);
  int positions = 0, forced = 0;
  for (int game = 0; game < 40; ++game) {
    Board b(7, 7);
    Color c = Color::Black;
    const int moves = 4 + static_cast<int>(rng.below(16));
    for (int i = 0; i < moves; ++i) {
      const Point p = b.point(static_cast<int>(rng.below(7)), static_cast<int>(rng.below(7)));
      if (b.is_empty(p) && !captures(b, c, p) && b.is_legal(c, p)) {
        b.play(c, p);
        c = opponent(c);
      }
    }
    if (has_capture(b, opponent(c)) && has_capture(b, c)) continue;
    const int depth = 1 + game % 3;
    const Point m = atari_go_move(b, c, depth, static_cast<uint64_t>(game));
    ++positions;
    if (has_capture(b, c)) {
      CHECK(captures(b, c, m));
      continue;
    }
    bool avoidable = false;
    for (Point p = 0; p < b.grid_size(); ++p)
      if (b.on_board(p) && b.is_legal(c, p) && !gives_capture(b, c, p)) avoidable = true;
    if (!avoidable) {
      ++forced;
      continue;
    }
    INFO("game " << game << "\n" << to_diagram(b) << "move " << vertex_to_string(b, m));
    REQUIRE(m != kPass);
    CHECK_FALSE(gives_capture(b, c, m));
  }
  CHECK(positions > 30);
  CHECK(forced < positions);
}

TEST_CASE("Atari-go depth follows the level", "[console][atari-go]") {
  CHECK(atari_go_depth(Level::Easy) < atari_go_depth(Level::Medium));
  CHECK(atari_go_depth(Level::Medium) < atari_go_depth(Level::Hard));
}
