// Two search threads sharing one tree, stopped from a third thread: the
// cases scripts/sanitize runs under ThreadSanitizer ("[threads]").
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include "engine/engine.h"
#include "engine/search/search.h"
#include "engine_test_util.h"

using namespace sente;
using sente::test::at;
using sente::test::opening_9x9;

namespace {

SearchParams two_threads(int playouts) {
  SearchParams p = level_params("medium");
  p.threads = 2;
  p.playouts = playouts;
  p.early_stop = false;  // the tests count exact budgets
  p.resign_threshold = 0;
  return p;
}

void wait_until(const std::atomic<bool>& flag) {
  while (!flag.load()) std::this_thread::sleep_for(std::chrono::milliseconds(2));
}

}  // namespace

TEST_CASE("two threads: genmove stopped from another thread plays a legal move", "[threads]") {
  SearchParams p = two_threads(0);
  p.max_seconds = 120;  // far beyond the test: only stop() ends it
  Engine e(p);
  const Game g = opening_9x9();
  std::atomic<bool> started{false};
  auto run = std::async(std::launch::async, [&] {
    return e.genmove(
        g, Color::Black, false, [&](const Analysis&) { started = true; }, 5);
  });
  wait_until(started);
  e.stop();
  REQUIRE(run.wait_for(std::chrono::seconds(30)) == std::future_status::ready);
  const Decision d = run.get();
  REQUIRE(!d.resign);
  REQUIRE(d.move != kPass);
  REQUIRE(g.check({Color::Black, d.move}) == MoveError::None);
  REQUIRE(d.analysis.playouts > 0);
}

TEST_CASE("two threads: analyze stopped from another thread reports consistent counts",
          "[threads]") {
  Engine e(two_threads(0));
  const Game g = opening_9x9();
  std::atomic<bool> started{false};
  std::atomic<int> last_reported{0};
  auto run = std::async(std::launch::async, [&] {
    return e.analyze(
        g, Color::Black,
        [&](const Analysis& a) {
          last_reported = a.playouts;
          started = true;
        },
        5);
  });
  wait_until(started);
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  e.stop();
  REQUIRE(run.wait_for(std::chrono::seconds(30)) == std::future_status::ready);
  const Analysis a = run.get();
  REQUIRE(a.playouts > 0);
  REQUIRE(a.playouts >= last_reported.load());
  REQUIRE(!a.candidates.empty());
  int visits = 0;
  for (const Candidate& c : a.candidates) {
    REQUIRE(g.check({Color::Black, c.move}) == MoveError::None);
    visits += c.visits;
  }
  REQUIRE(visits <= a.playouts);  // a playout goes through at most one root move
}

TEST_CASE("two threads: a stop() before the search starts does not stick", "[threads]") {
  // stop() while idle must not end the next search at once: genmove resets it.
  Engine e(two_threads(200));
  const Game g = opening_9x9();
  e.stop();
  const Decision d = e.genmove(g, Color::White);
  REQUIRE(d.analysis.playouts == 200);
  REQUIRE(g.check({Color::White, d.move}) == MoveError::None);
}

TEST_CASE("two threads: a game of genmoves on one engine keeps exact budgets", "[threads]") {
  Engine e(two_threads(150));
  Game g(9, 9);
  for (int i = 0; i < 6; ++i) {
    const Color c = g.to_move();
    const Decision d = e.genmove(g, c);
    REQUIRE(d.analysis.playouts == 150);
    REQUIRE(g.play({c, d.move}) == MoveError::None);
  }
  REQUIRE(g.moves().size() == 6);
}

TEST_CASE("two threads leave a consistent tree: AMAF wins never beyond AMAF visits", "[threads]") {
  // A 3x3 board: both threads update the same few children's AMAF counts
  // all the time. With visits and wins updated apart, a lost update of
  // visits left wins2 > 2 * visits in 16 of 20 runs of this test (and once
  // in CI, under ASan).
  Game g(3, 3);
  SearchParams p = two_threads(0);
  NodePool pool(200000);
  const std::atomic<bool> stop{false};
  for (int round = 0; round < 8; ++round) {
    pool.clear();
    Search s(pool, g, Color::Black, p, stop);
    SearchLimits l;
    l.playouts = 40000;
    s.run(l);
    const char* wrong = pool.inconsistency();
    INFO("round " << round << ": " << (wrong ? wrong : "consistent"));
    REQUIRE(wrong == nullptr);
  }
}
