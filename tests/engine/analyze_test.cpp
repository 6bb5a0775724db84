#include <catch2/catch.hpp>

#include <chrono>
#include <future>
#include <thread>

#include "engine/engine.h"
#include "engine_test_util.h"

using namespace sente;

TEST_CASE("stop() from another thread ends an unlimited analysis", "[engine][analyze]") {
  Engine e(level_params("medium"));
  Game g(9, 9);
  std::atomic<int> reports{0};
  auto run = std::async(std::launch::async, [&] {
    return e.analyze(
        g, Color::Black, [&](const Analysis&) { ++reports; }, 5);
  });
  // Wait until it is searching, then stop it.
  while (reports.load() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  e.stop();
  REQUIRE(run.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const Analysis a = run.get();
  REQUIRE(a.playouts > 0);
  REQUIRE(!a.candidates.empty());
}

TEST_CASE("stop() during genmove returns the best move so far", "[engine][analyze]") {
  SearchParams p = level_params("hard");
  p.playouts = 0;      // time only...
  p.max_seconds = 60;  // ...and far more than the test waits
  Engine e(p);
  Game g(9, 9);
  std::atomic<bool> started{false};
  auto run = std::async(std::launch::async, [&] {
    return e.genmove(
        g, Color::Black, false, [&](const Analysis&) { started = true; }, 5);
  });
  while (!started.load()) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  e.stop();
  REQUIRE(run.wait_for(std::chrono::seconds(10)) == std::future_status::ready);
  const Decision d = run.get();
  REQUIRE(d.move != kPass);
  REQUIRE(g.check({Color::Black, d.move}) == MoveError::None);
}

TEST_CASE("analysis reports progress and ownership", "[engine][analyze]") {
  // Black owns the left, White the right.
  const Game g = sente::test::game_from_diagram(
      ". . . X O . .\n"
      ". . . X O . .\n"
      ". . . X O . .\n"
      ". . . X O . .\n"
      ". . . X O . .\n",
      Color::Black);
  Engine e(level_params("medium"));
  int last = 0;
  bool increasing = true;
  int calls = 0;
  const Analysis a = e.analyze(
      g, Color::Black,
      [&](const Analysis& x) {
        increasing &= x.playouts >= last;
        last = x.playouts;
        ++calls;
      },
      1, 3000);
  REQUIRE(a.playouts == 3000);
  REQUIRE(increasing);
  REQUIRE(calls >= 1);
  const Board& b = g.board();
  REQUIRE(a.ownership.size() == static_cast<size_t>(b.grid_size()));
  // Random playouts invade both sides, but each area stays mostly its owner's.
  REQUIRE(a.ownership[b.point(0, 2)] > 0.2f);
  REQUIRE(a.ownership[b.point(6, 2)] < -0.2f);
  for (float o : a.ownership) {
    REQUIRE(o >= -1.f);
    REQUIRE(o <= 1.f);
  }
}

TEST_CASE("a clock budget bounds the time of genmove", "[engine][analyze]") {
  SearchParams p = level_params("hard");
  p.playouts = 0;
  Engine e(p);
  TimeSettings s;
  s.kind = TimeSettings::Kind::Absolute;
  s.main_seconds = 5;
  e.time_control().set(s);
  e.time_control().time_left(0, 2.0, 0);
  Game g(9, 9);
  const auto t0 = std::chrono::steady_clock::now();
  const Decision d = e.genmove(g, Color::Black);
  const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  REQUIRE(spent < 1.0);  // 2 s for a whole game: a small slice
  REQUIRE(d.analysis.playouts > 0);
  REQUIRE(g.check({Color::Black, d.move}) == MoveError::None);
}
