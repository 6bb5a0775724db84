// sente-bench priors: ranks of a player's moves under the prior weights.
#include <catch2/catch.hpp>

#include "bench/prior_bench.h"
#include "rules/notation.h"

using namespace sente;

namespace {

Game game_of(const std::vector<const char*>& moves) {
  Game g(9, 9);
  Color c = Color::Black;
  for (const char* v : moves) {
    REQUIRE(g.play(Move{c, parse_vertex(g.board(), v)}) == MoveError::None);
    c = opponent(c);
  }
  return g;
}

// The rank of the last move (Black's) of `moves`.
double last_rank(const std::vector<const char*>& moves, const PriorParams& w) {
  const std::vector<const char*> before(moves.begin(), moves.end() - 1);
  PriorRankResult with, without;
  rank_game_moves(game_of(moves), Color::Black, w, with);
  rank_game_moves(game_of(before), Color::Black, w, without);
  REQUIRE(with.moves == without.moves + 1);
  return with.rank_sum - without.rank_sum;
}

}  // namespace

TEST_CASE("prior ranks: the capture is first, and only through its weight", "[bench]") {
  // Black E7 captures White E6 (in atari since Black F6).
  const std::vector<const char*> moves = {"E5", "E6", "D6", "A1", "F6", "A2", "E7"};
  CHECK(last_rank(moves, PriorParams{}) == 0);
  PriorParams hand_made;  // the learned model knows captures of its own
  hand_made.learned = 0;
  CHECK(last_rank(moves, hand_made) == 0);
  PriorParams no_capture = hand_made;
  no_capture.capture = 0;
  CHECK(last_rank(moves, no_capture) > 0);
}

TEST_CASE("prior ranks: each colour's moves are counted", "[bench]") {
  const Game g = game_of({"E5", "E6", "D6", "A1", "F6", "A2", "E7"});
  PriorRankResult black, white, both;
  rank_game_moves(g, Color::Black, PriorParams{}, black);
  rank_game_moves(g, Color::White, PriorParams{}, white);
  rank_game_moves(g, std::nullopt, PriorParams{}, both);
  CHECK(black.moves == 4);
  CHECK(white.moves == 3);
  CHECK(both.moves == 7);
  CHECK(both.rank_sum == Approx(black.rank_sum + white.rank_sum));
  CHECK(both.top1 == black.top1 + white.top1);
  CHECK(black.top1 >= 1);  // the capture
}

TEST_CASE("prior weights by name", "[bench]") {
  PriorParams w;
  set_prior_weight(w, "big_cfg1=3");
  CHECK(w.big_cfg1 == 3);
  set_prior_weight(w, "even=0");
  CHECK(w.even == 0);
  CHECK_THROWS_AS(set_prior_weight(w, "nonsense=1"), ParseError);
  CHECK_THROWS_AS(set_prior_weight(w, "even"), ParseError);
  CHECK_THROWS_AS(set_prior_weight(w, "even="), ParseError);
  CHECK_THROWS_AS(set_prior_weight(w, "even=5x"), ParseError);
  CHECK_THROWS_AS(set_prior_weight(w, "even=-1"), ParseError);
  CHECK(w.even == 0);  // refused assignments change nothing
}

TEST_CASE("prior ranks: a move range counts only its moves", "[bench]") {
  const Game g = game_of({"E5", "E6", "D6", "A1", "F6", "A2", "E7"});
  PriorRankResult all, first, rest;
  rank_game_moves(g, std::nullopt, PriorParams{}, all);
  rank_game_moves(g, std::nullopt, PriorParams{}, first, parse_move_range("-3"));
  rank_game_moves(g, std::nullopt, PriorParams{}, rest, parse_move_range("4-"));
  CHECK(first.moves == 3);
  CHECK(rest.moves == 4);
  CHECK(all.rank_sum == Approx(first.rank_sum + rest.rank_sum));
  CHECK(rest.top1 >= 1);  // the capture, move 7
  PriorRankResult capture;
  rank_game_moves(g, std::nullopt, PriorParams{}, capture, parse_move_range("7-7"));
  CHECK(capture.moves == 1);
  CHECK(capture.top1 == 1);
  const MoveRange r = parse_move_range("10-20");
  CHECK((r.first == 10 && r.last == 20));
  for (const char* bad : {"", "-", "10", "0-5", "5-3", "a-5", "3-x", "1-2-3"})
    CHECK_THROWS_AS(parse_move_range(bad), ParseError);
}
