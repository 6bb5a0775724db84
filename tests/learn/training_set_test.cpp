// Training positions from a game record: every placed stone the search
// would consider, with the played move among its candidates.
#include <catch2/catch.hpp>

#include "learn/training_set.h"
#include "rules/notation.h"

using namespace sente;

TEST_CASE("Training positions hold each played move among the legal candidates", "[learn]") {
  Game g(13, 13);
  for (const char* v : {"D4", "K10", "D10", "pass", "K4"}) {
    REQUIRE(g.play({g.to_move(), parse_vertex(g.board(), v)}) == MoveError::None);
  }
  TrainingSet set;
  add_game_positions(g, set);
  REQUIRE(set.positions.size() == 4);  // the pass is not a position
  CHECK(set.positions[0].count == 169);
  CHECK(set.positions[1].count == 168);
  CHECK(set.positions[3].count == 166);
  CHECK(set.candidates.size() == 169 + 168 + 167 + 166);
  // The played move's features are those of its point: K4 (after White's
  // pass, Black's K4 comes with no last move of the opponent's to measure).
  const TrainingPosition& last = set.positions[3];
  const MoveFeatures& played = set.candidates[last.first + last.chosen];
  CHECK(played.level[kLastGroup] == 0);
  const Board& b = g.board();
  const FeatureContext ctx(g.start(), Color::Black, kNoPoint, kNoPoint);
  const MoveFeatures first = set.candidates[set.positions[0].first + set.positions[0].chosen];
  CHECK(first.level == move_features(ctx, parse_vertex(b, "D4")).level);
  CHECK(first.level[kCornerGroup] == 3);  // D4 on 13x13: the 4-4 point
}
