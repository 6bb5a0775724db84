#include "bench/search_bench.h"

#include <atomic>
#include <chrono>

#include "engine/search/search.h"

namespace sente {

SearchBenchResult run_search_bench(int size, int playouts, const SearchParams& params) {
  Game game(size, size);
  NodePool pool(params.max_nodes);
  const std::atomic<bool> stop{false};
  Search search(pool, game, Color::Black, params, stop);
  SearchLimits limits;
  limits.playouts = playouts;
  const auto start = std::chrono::steady_clock::now();
  search.run(limits);
  SearchBenchResult r;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.playouts = search.playouts();
  r.nodes = pool.used();
  return r;
}

}  // namespace sente
