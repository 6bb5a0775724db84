#include <catch2/catch.hpp>

#include "engine/engine.h"
#include "engine/search/search.h"
#include "engine_test_util.h"

using namespace sente;
using sente::test::at;
using sente::test::game_from_diagram;
using sente::test::opening_9x9;

namespace {

SearchParams small(int playouts, uint64_t seed = 7) {
  SearchParams p = level_params("medium");
  p.playouts = playouts;
  p.early_stop = false;  // the tests count exact budgets
  p.seed = seed;
  p.resign_threshold = 0;
  return p;
}

// Black's long chain has one liberty (A6); the white chain D1-A4 has one
// liberty (C3), shared with Black's corner stones. Black to move must
// capture at C3: any other move lets White capture 8 or 9 stones.
Game capturing_race() {
  return game_from_diagram(
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". O O O O O . . .\n"
      "X X X X X O . . .\n"
      "O O O O X O . . .\n"
      "X X . O X O . . .\n"
      "X X X O X O . . .\n"
      "X X X O X O . . .\n",
      Color::Black);
}

}  // namespace

TEST_CASE("levels are presets with growing budgets", "[engine][params]") {
  const SearchParams e = level_params("easy"), m = level_params("medium"), h = level_params("hard");
  REQUIRE(e.level == Level::Easy);
  REQUIRE(e.playouts < m.playouts);
  REQUIRE(m.playouts < h.playouts);
  REQUIRE(e.resign_threshold == 0);  // easy never resigns
  REQUIRE(m.resign_threshold > 0);
  REQUIRE_THROWS_AS(level_params("expert"), ParseError);
  REQUIRE_THROWS_AS(level_params(""), ParseError);
}

TEST_CASE("hard's time cap grows with the board, from 2 s on 9x9 to 5 s on 19x19",
          "[engine][params]") {
  SearchParams h = level_params("hard");
  CHECK(move_seconds_cap(h, 25) == 2);
  CHECK(move_seconds_cap(h, 81) == 2);
  CHECK(move_seconds_cap(h, 169) == Approx(2 + 3 * 88.0 / 280));
  CHECK(move_seconds_cap(h, 361) == 5);
  CHECK(move_seconds_cap(h, 625) == 5);
  CHECK(move_seconds_cap(level_params("medium"), 361) == 0);  // playouts only
  h.max_seconds = 60;  // a cap above the 19x19 one holds on every board
  CHECK(move_seconds_cap(h, 361) == 60);
  h.max_seconds = 1;
  h.max_seconds_19 = 0;
  CHECK(move_seconds_cap(h, 361) == 1);
}

TEST_CASE("a move cap bounds the whole genmove: the search keeps a margin back",
          "[engine][params]") {
  const SearchParams h = level_params("hard");
  const SearchLimits l19 = genmove_limits(h, 361, -1);
  CHECK(l19.seconds == Approx(4.9));  // 5 s a move, 0.1 s for the rest
  CHECK(l19.soft_seconds == Approx(0.75 * 4.9));
  CHECK(l19.playouts == h.playouts);
  CHECK(genmove_limits(h, 81, -1).seconds == Approx(1.9));
  CHECK(genmove_limits(h, 361, 3.0).seconds == Approx(3.0));  // the clock's own budget is lower
  SearchParams tiny = h;
  tiny.max_seconds = 0.5;
  tiny.max_seconds_19 = 0;
  CHECK(genmove_limits(tiny, 361, -1).seconds == Approx(0.45));  // a tenth at most
  const SearchLimits none = genmove_limits(level_params("medium"), 361, -1);
  CHECK(none.seconds < 0);
  CHECK(none.playouts == level_params("medium").playouts);
}

TEST_CASE("under a game clock hard spends the clock, not its caps", "[engine][params]") {
  const SearchParams h = level_params("hard");
  REQUIRE(h.clock_lifts_caps);
  const SearchLimits clocked = genmove_limits(h, 81, 6.0);
  CHECK(clocked.seconds == Approx(6.0));  // not the 1.9 s of hard's cap on 9x9
  CHECK(clocked.playouts == 0);           // nor its 100k playouts
  CHECK(clocked.soft_seconds == Approx(0.75 * 6.0));
  // Without a clock the caps hold; a budget given by hand holds under a clock too.
  CHECK(genmove_limits(h, 81, -1).playouts == h.playouts);
  SearchParams by_hand = h;
  by_hand.clock_lifts_caps = false;
  CHECK(genmove_limits(by_hand, 81, 6.0).seconds == Approx(1.9));
  CHECK(genmove_limits(by_hand, 81, 6.0).playouts == h.playouts);
  // Medium keeps its playouts under a clock.
  CHECK(genmove_limits(level_params("medium"), 81, 6.0).playouts ==
        level_params("medium").playouts);
}

TEST_CASE("one thread and one seed give the same move and statistics", "[engine][search]") {
  const Game g = opening_9x9();
  Engine a(small(400)), b(small(400));
  const Decision da = a.genmove(g, Color::Black);
  const Decision db = b.genmove(g, Color::Black);
  REQUIRE(da.move == db.move);
  // Engines that reuse their trees stay in step too (the second search
  // continues the first, so its move may differ from the first one's).
  const Decision da2 = a.genmove(g, Color::Black);
  const Decision db2 = b.genmove(g, Color::Black);
  REQUIRE(da2.move == db2.move);
  REQUIRE(da2.analysis.playouts == db2.analysis.playouts);
  REQUIRE(da.analysis.playouts == 400);
  REQUIRE(da.analysis.candidates.size() == db.analysis.candidates.size());
  for (size_t i = 0; i < da.analysis.candidates.size(); ++i) {
    REQUIRE(da.analysis.candidates[i].move == db.analysis.candidates[i].move);
    REQUIRE(da.analysis.candidates[i].visits == db.analysis.candidates[i].visits);
  }
}

TEST_CASE("genmove returns a legal move on every board shape", "[engine][search]") {
  const std::pair<int, int> sizes[] = {{2, 2},   {3, 3},   {4, 4},   {5, 5}, {7, 7}, {9, 9},
                                       {13, 13}, {19, 19}, {25, 25}, {2, 5}, {7, 3}, {19, 9}};
  for (auto [w, h] : sizes) {
    CAPTURE(w, h);
    Game g(w, h);
    Engine e(small(w * h <= 25 ? 60 : 120));
    // Plays a short game with the engine on both sides, checking each move.
    const int moves = std::min(12, w * h);
    for (int i = 0; i < moves && !g.is_over(); ++i) {
      const Color c = g.to_move();
      const Decision d = e.genmove(g, c);
      REQUIRE(g.play({c, d.move}) == MoveError::None);
    }
  }
}

TEST_CASE("whole games on tiny boards stay legal to the end", "[engine][search]") {
  for (int n = 2; n <= 4; ++n) {
    Game g(n, n);
    Engine e(small(40, static_cast<uint64_t>(n)));
    for (int i = 0; i < 200 && !g.is_over(); ++i) {
      const Color c = g.to_move();
      const Decision d = e.genmove(g, c);
      REQUIRE(g.play({c, d.move}) == MoveError::None);
    }
  }
}

TEST_CASE("the search wins a capturing race by capturing first", "[engine][search]") {
  // Komi leaves the game close after the capture, so that winning rates
  // tell the moves apart.
  Game g = capturing_race();
  REQUIRE(g.board().liberties(at(g, "A5")) == 1);
  REQUIRE(g.board().liberties(at(g, "A4")) == 1);
  REQUIRE(g.board().liberties(at(g, "A3")) == 1);
  g.set_komi(-23.5);
  Engine e(small(3000));
  REQUIRE(e.genmove(g, Color::Black).move == at(g, "C3"));
  // White to move captures too, at either point.
  g.set_komi(7.5);
  g.set_to_move(Color::White);
  const Point w = e.genmove(g, Color::White).move;
  REQUIRE((w == at(g, "C3") || w == at(g, "A6")));
}

TEST_CASE("positional superko removes a recapture from the tree", "[engine][search]") {
  // Black captures at C3 (the ko); after two passes White's retake at B3
  // would repeat the position before Black's capture.
  Game g = game_from_diagram(
      ". . . . .\n"
      ". X O . .\n"
      "X O . O .\n"
      ". X O . .\n"
      ". . . . .\n",
      Color::Black);
  REQUIRE(g.play({Color::Black, at(g, "C3")}) == MoveError::None);
  REQUIRE(g.play({Color::White, kPass}) == MoveError::None);
  REQUIRE(g.play({Color::Black, kPass}) == MoveError::None);
  REQUIRE(g.check({Color::White, at(g, "B3")}) == MoveError::Superko);
  REQUIRE(g.board().is_legal(Color::White, at(g, "B3")));  // simple ko allows it
  Engine e(small(600));
  const Decision d = e.genmove(g, Color::White);
  REQUIRE(d.move != at(g, "B3"));
  REQUIRE(g.check({Color::White, d.move}) == MoveError::None);
  for (const Candidate& c : d.analysis.candidates) REQUIRE(c.move != at(g, "B3"));
  // Under simple ko the retake is allowed and, capturing, it is searched.
  Game simple = g;
  Rules r;
  r.ko = KoRule::Simple;
  simple.set_rules(r);
  const Decision ds = e.genmove(simple, Color::White);
  bool searched = false;
  for (const Candidate& c : ds.analysis.candidates) searched |= c.move == at(g, "B3");
  REQUIRE(searched);
}

TEST_CASE("the node pool bounds the tree however long the search runs", "[engine][search]") {
  const Game g = opening_9x9();
  SearchParams p = small(0);
  NodePool pool(3000);
  std::atomic<bool> stop{false};
  Search s(pool, g, Color::Black, p, stop);
  SearchLimits limits;
  limits.playouts = 4000;
  s.run(limits);
  REQUIRE(s.playouts() == 4000);
  REQUIRE(pool.used() <= pool.capacity());
  REQUIRE(pool.used() > 2000);  // it did fill up
  // A pool too small even for the root's children still searches (flat).
  NodePool tiny(5);
  Search t(tiny, g, Color::Black, p, stop);
  t.run(limits);
  REQUIRE(t.playouts() == 4000);
  REQUIRE(t.root_moves().empty());
}

TEST_CASE("two threads share the tree and return a legal move", "[engine][search]") {
  const Game g = opening_9x9();
  SearchParams p = small(2000);
  p.threads = 2;
  Engine e(p);
  const Decision d = e.genmove(g, Color::Black);
  REQUIRE(g.check({Color::Black, d.move}) == MoveError::None);
  REQUIRE(d.analysis.playouts == 2000);
  int visits = 0;
  for (const Candidate& c : d.analysis.candidates) visits += c.visits;
  REQUIRE(visits == 2000);  // every playout went through exactly one root move
}

TEST_CASE("analysis reports candidates best first with consistent fields", "[engine][search]") {
  const Game g = opening_9x9();
  Engine e(small(800));
  const Decision d = e.genmove(g, Color::White);
  const Analysis& a = d.analysis;
  REQUIRE(a.to_move == Color::White);
  REQUIRE(!a.candidates.empty());
  REQUIRE(a.candidates.front().move == d.move);
  for (size_t i = 0; i < a.candidates.size(); ++i) {
    const Candidate& c = a.candidates[i];
    if (i > 0) REQUIRE(c.visits <= a.candidates[i - 1].visits);
    REQUIRE(c.winrate >= 0);
    REQUIRE(c.winrate <= 1);
    REQUIRE(c.lcb <= c.winrate);
    REQUIRE(!c.pv.empty());
    REQUIRE(c.pv.front() == c.move);
  }
}

TEST_CASE("a playout's value can weigh the margin beside the win", "[engine][search]") {
  SearchParams p;
  CHECK(playout_value(0.5, p) == 1.0);  // default: win or loss only
  CHECK(playout_value(-80, p) == 0.0);
  CHECK(playout_value(0, p) == 0.5);
  p.score_weight = 0.1;
  p.score_saturation = 20;
  CHECK(playout_value(10, p) == Approx(0.95));
  CHECK(playout_value(20, p) == Approx(1.0));
  CHECK(playout_value(50, p) == Approx(1.0));
  CHECK(playout_value(-10, p) == Approx(0.05));
  CHECK(playout_value(-50, p) == Approx(0.0));
  double previous = -1;  // rises with the margin up to saturation, with a step at 0
  for (double m = -19.5; m <= 19.5; m += 0.5) {
    CHECK(playout_value(m, p) > previous);
    previous = playout_value(m, p);
  }
  CHECK(playout_value(0.5, p) - playout_value(-0.5, p) > 0.8);
}

TEST_CASE("with the margin weighed, a sure win is worth what it wins by", "[engine][search]") {
  // The capturing race, with a komi that gives Black a win of some 50 points
  // after the capture at C3.
  Game g = capturing_race();
  g.set_komi(-70.5);
  auto best = [&](double weight) {
    SearchParams p = small(3000);
    p.score_weight = weight;
    p.score_saturation = 100;
    Engine e(p);
    const Decision d = e.genmove(g, Color::Black);
    REQUIRE(d.move == at(g, "C3"));
    return d.analysis.candidates.front();
  };
  const Candidate plain = best(0), weighed = best(0.4);
  CHECK(plain.winrate > 0.97);
  REQUIRE(weighed.score_lead > 30);
  REQUIRE(weighed.score_lead < 90);
  // 0.6 for the win and 0.4 of the margin's share of 100 points: the
  // playouts' margins reach the tree's values.
  CHECK(weighed.winrate == Approx(0.6 + 0.4 * weighed.score_lead / 100).margin(0.03));
}
