#include <catch2/catch.hpp>

#include "bench/playout_bench.h"

using namespace sente;

namespace {
PlayoutBenchConfig config(int w, int h, int playouts, int threads, uint64_t seed) {
  PlayoutBenchConfig c;
  c.width = w;
  c.height = h;
  c.playouts = playouts;
  c.threads = threads;
  c.seed = seed;
  return c;
}
}  // namespace

TEST_CASE("the bench signature depends only on size, playouts and seed", "[bench]") {
  for (auto [w, h] : {std::pair{9, 9}, std::pair{19, 19}, std::pair{7, 5}, std::pair{2, 2}}) {
    PlayoutBenchResult a = run_playout_bench(config(w, h, 400, 1, 7));
    PlayoutBenchResult again = run_playout_bench(config(w, h, 400, 1, 7));
    PlayoutBenchResult threaded = run_playout_bench(config(w, h, 400, 2, 7));
    CHECK(a.signature == again.signature);
    CHECK(a.moves == again.moves);
    CHECK(a.signature == threaded.signature);
    CHECK(a.moves == threaded.moves);
    CHECK(a.black_wins == threaded.black_wins);
    // Another seed plays other games.
    CHECK(run_playout_bench(config(w, h, 400, 1, 8)).signature != a.signature);
  }
}

TEST_CASE("light playouts end with a full board of one-point eyes", "[bench]") {
  PlayoutBenchResult r = run_playout_bench(config(9, 9, 200, 1, 3));
  const double moves_per_playout = static_cast<double>(r.moves) / 200;
  // Random games on 9x9 take about 110 moves (captures let the board refill);
  // far fewer would mean early passes, far more a failure to end.
  CHECK(moves_per_playout > 80);
  CHECK(moves_per_playout < 200);
  CHECK(r.black_wins > 40);  // 7.5 komi: White wins more, but not all
  CHECK(r.black_wins < 160);
}
