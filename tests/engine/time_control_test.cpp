#include <catch2/catch.hpp>

#include "engine/search/time_control.h"

using namespace sente;

namespace {

TimeSettings settings(TimeSettings::Kind kind, double main, double period, int stones,
                      int periods) {
  TimeSettings s;
  s.kind = kind;
  s.main_seconds = main;
  s.period_seconds = period;
  s.period_stones = stones;
  s.periods = periods;
  return s;
}

// Plays `moves` of ours on a clock that charges each move its budget plus
// `overhead`; returns the least time ever left (negative = lost on time).
double play_absolute(TimeControl& tc, double main, int points, int moves, double overhead) {
  double left = main, least = main;
  for (int i = 0; i < moves; ++i) {
    tc.time_left(0, left, 0);
    const double b = tc.budget(0, points, 2 * i);
    REQUIRE(b > 0);
    left -= b + overhead;
    least = std::min(least, left);
  }
  return least;
}

}  // namespace

TEST_CASE("no time settings means no time limit", "[engine][time]") {
  TimeControl tc;
  REQUIRE(tc.budget(0, 81, 0) < 0);
  tc.set(settings(TimeSettings::Kind::None, 0, 0, 0, 0));
  REQUIRE(tc.budget(1, 361, 10) < 0);
  // GTP: byo-yomi time with zero stones is "no limit" for Canadian time.
  tc.set(settings(TimeSettings::Kind::Canadian, 60, 30, 0, 0));
  REQUIRE(tc.budget(0, 81, 0) < 0);
}

TEST_CASE("absolute time is spread over the game and never runs out", "[engine][time]") {
  TimeControl tc;
  tc.set(settings(TimeSettings::Kind::Absolute, 300, 0, 0, 0));
  // Before any time_left, the main time is the clock.
  const double first = tc.budget(0, 81, 0);
  REQUIRE(first > 1.0);         // a real think on move one...
  REQUIRE(first < 300.0 / 20);  // ...but at least twenty moves' worth kept
  // A 9x9 game twice as long as usual, with 50 ms lost per move outside the
  // search, still ends with time on the clock; so does a long 19x19 game.
  REQUIRE(play_absolute(tc, 300, 81, 120, 0.05) > 0);
  REQUIRE(play_absolute(tc, 600, 361, 400, 0.05) > 0);
  REQUIRE(play_absolute(tc, 10, 81, 100, 0.02) > 0);
  // The same time later in the game allows more per move.
  tc.time_left(1, 60, 0);
  REQUIRE(tc.budget(1, 81, 60) > tc.budget(1, 81, 0));
  // Almost nothing left: a tiny but positive budget.
  tc.time_left(0, 0.05, 0);
  REQUIRE(tc.budget(0, 81, 20) > 0);
  REQUIRE(tc.budget(0, 81, 20) < 0.05);
}

TEST_CASE("sudden death is spent, not hoarded: a usual game uses most of the clock",
          "[engine][time]") {
  // The search stops at three quarters of a clear move's budget; a 9x9 game
  // against Pachi lasts about 60 moves, a 19x19 one about 250.
  auto spent = [](double main, int points, int our_moves) {
    TimeControl tc;
    tc.set(settings(TimeSettings::Kind::Absolute, main, 0, 0, 0));
    double left = main, used = 0;
    for (int i = 0; i < our_moves; ++i) {
      tc.time_left(0, left, 0);
      const double u = 0.75 * tc.budget(0, points, 2 * i);
      used += u;
      left -= u + 0.05;
    }
    return used / main;
  };
  CHECK(spent(60, 81, 30) > 0.7);   // the plan to 70% of the points spent 64%
  CHECK(spent(60, 81, 30) < 0.85);  // and a reserve stays for a longer game
  CHECK(spent(600, 361, 125) > 0.76);
  CHECK(spent(600, 361, 125) < 0.9);
  // Most of it in the opening and middle game: move 10 gets 2.5 s of 50 left.
  TimeControl tc;
  tc.set(settings(TimeSettings::Kind::Absolute, 60, 0, 0, 0));
  tc.time_left(0, 50, 0);
  CHECK(tc.budget(0, 81, 20) > 2.5);
}

TEST_CASE("byo-yomi: each move fits in a period once main time is gone", "[engine][time]") {
  TimeControl tc;
  tc.set(settings(TimeSettings::Kind::ByoYomi, 0, 10, 0, 5));
  // No main time: every move must fit one 10 s period with room to spare.
  double b = tc.budget(0, 81, 0);
  REQUIRE(b > 5);
  REQUIRE(b < 9.5);
  // In byo-yomi, time_left gives the period's seconds and the periods left.
  tc.time_left(0, 10, 3);
  b = tc.budget(0, 361, 100);
  REQUIRE(b > 5);
  REQUIRE(b < 9.5);
  // Main time left: at least the safe part of a period (main time + period
  // cannot both be exceeded by it), and less than the main time itself.
  tc.time_left(1, 30, 0);
  b = tc.budget(1, 81, 10);
  REQUIRE(b >= 5);
  REQUIRE(b < 30);
}

TEST_CASE("Canadian overtime shares the period among its stones", "[engine][time]") {
  TimeControl tc;
  tc.set(settings(TimeSettings::Kind::Canadian, 0, 300, 25, 0));
  // Overtime from the start: 300 s for 25 stones, 12 s a stone at most.
  double b = tc.budget(0, 361, 0);
  REQUIRE(b > 6);
  REQUIRE(b < 12);
  // 120 s left for 10 stones: all ten moves fit in the period.
  double left = 120;
  for (int stones = 10; stones > 0; --stones) {
    tc.time_left(0, left, stones);
    b = tc.budget(0, 361, 200);
    REQUIRE(b > 0);
    left -= b + 0.05;
  }
  REQUIRE(left > 0);
  // In main time: a share of the main time, never the whole of it.
  tc.set(settings(TimeSettings::Kind::Canadian, 600, 300, 25, 0));
  b = tc.budget(1, 361, 0);
  REQUIRE(b > 1);
  REQUIRE(b < 600.0 / 20);
}

TEST_CASE("time_left with a bad colour index changes nothing", "[engine][time]") {
  TimeControl tc;
  tc.set(settings(TimeSettings::Kind::Absolute, 100, 0, 0, 0));
  const double before = tc.budget(0, 81, 0);
  tc.time_left(2, 1, 0);
  tc.time_left(-1, 1, 0);
  REQUIRE(tc.budget(0, 81, 0) == before);
  REQUIRE(tc.budget(1, 81, 0) == before);
}
