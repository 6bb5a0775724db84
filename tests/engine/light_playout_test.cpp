#include <catch2/catch.hpp>

#include <set>

#include "engine/playout/playout.h"
#include "rules/notation.h"

using namespace sente;

TEST_CASE("scan_empty_point: the only accepted point from every start, else a pass", "[playout]") {
  Board b(9, 9);
  const Point only = parse_vertex(b, "E5");
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    Rng rng(seed);
    CHECK(scan_empty_point(b, rng, [&](Point p) { return p == only; }) == only);
    CHECK(scan_empty_point(b, rng, [](Point) { return false; }) == kPass);
  }
}

TEST_CASE("scan_empty_point reaches every accepted point", "[playout]") {
  Board b(5, 5);
  b.play(Color::Black, parse_vertex(b, "C3"));
  std::set<Point> seen;
  Rng rng(11);
  for (int i = 0; i < 2000; ++i)
    seen.insert(
        scan_empty_point(b, rng, [&](Point p) { return b.is_playout_move(Color::White, p); }));
  CHECK(seen.size() == static_cast<size_t>(b.empty_count()));
  CHECK(seen.count(kPass) == 0);
}

TEST_CASE("light playouts play legal moves, fill no own eye and end on two passes", "[playout]") {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    Board b(9, 9), replay(9, 9);
    Rng rng(seed);
    Move played[3 * 81];
    int n = 0;
    const PlayoutResult r =
        run_playout(PlayoutPolicy::Light, b, Color::Black, kNoPoint, 7.5, rng, 3 * 81, played, &n);
    REQUIRE(n > 0);
    for (int i = 0; i < n; ++i) {
      const Move m = played[i];
      REQUIRE(replay.is_legal(m.color, m.point));
      REQUIRE_FALSE(replay.is_eye_like(m.color, m.point));
      replay.play(m.color, m.point);
    }
    CHECK(replay.same_position(b));
    CHECK(r.black_margin == playout_margin(b, 7.5));
    if (r.moves < 3 * 81) {  // ended by passes: neither side had a move left
      for (Color c : {Color::Black, Color::White})
        for (int i = 0; i < b.empty_count(); ++i)
          CHECK_FALSE(b.is_playout_move(c, b.empty_point(i)));
    }
  }
}
