#include "bench/playout_bench.h"

#include <chrono>
#include <thread>
#include <vector>

namespace sente {

namespace {

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h;
}

struct Slice {
  uint64_t moves = 0, signature = 0;
  int black_wins = 0;
};

// Playout i always uses seed (cfg.seed, i), whichever thread runs it.
void run_slice(const PlayoutBenchConfig& cfg, int first, int last, Slice* out) {
  Board start(cfg.width, cfg.height);
  const int max_moves = 3 * start.num_points();
  Rng rng;
  Board b = start;
  for (int i = first; i < last; ++i) {
    rng.reseed(cfg.seed * 0x100000001B3ull + static_cast<uint64_t>(i));
    b.copy_from(start);
    PlayoutResult r = run_playout(cfg.policy, b, Color::Black, kNoPoint, 7.5, rng, max_moves);
    out->moves += static_cast<uint64_t>(r.moves);
    out->black_wins += r.black_margin > 0;
    // Order-independent combination, so threads do not change it.
    out->signature += mix(b.hash(), static_cast<uint64_t>(r.moves) * 2 + (r.black_margin > 0));
  }
}

}  // namespace

PlayoutBenchResult run_playout_bench(const PlayoutBenchConfig& cfg) {
  std::vector<Slice> slices(static_cast<size_t>(cfg.threads));
  std::vector<std::thread> workers;
  auto t0 = std::chrono::steady_clock::now();
  for (int t = 0; t < cfg.threads; ++t) {
    int first = static_cast<int>(static_cast<int64_t>(cfg.playouts) * t / cfg.threads);
    int last = static_cast<int>(static_cast<int64_t>(cfg.playouts) * (t + 1) / cfg.threads);
    workers.emplace_back(run_slice, std::cref(cfg), first, last, &slices[static_cast<size_t>(t)]);
  }
  for (auto& w : workers) w.join();
  auto t1 = std::chrono::steady_clock::now();
  PlayoutBenchResult r;
  r.seconds = std::chrono::duration<double>(t1 - t0).count();
  for (const Slice& s : slices) {
    r.moves += s.moves;
    r.signature += s.signature;
    r.black_wins += s.black_wins;
  }
  r.signature %= 1000000007ull;  // a short number people can compare by eye
  return r;
}

}  // namespace sente
