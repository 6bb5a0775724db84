// The playout-speed benchmark: fixed seeds, so the signature is deterministic.
#pragma once

#include <cstdint>
#include <string>

#include "engine/playout/playout.h"

namespace sente {

struct PlayoutBenchConfig {
  int width = 9, height = 9;
  int playouts = 100000;
  int threads = 1;
  uint64_t seed = 1;
  PlayoutPolicy policy = PlayoutPolicy::Light;
};

struct PlayoutBenchResult {
  double seconds = 0;
  uint64_t moves = 0;
  uint64_t signature = 0;  // depends only on the config, never on timing
  int black_wins = 0;
};

PlayoutBenchResult run_playout_bench(const PlayoutBenchConfig& cfg);

}  // namespace sente
