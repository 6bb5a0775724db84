// sente-bench search: playouts per second of the full search (tree, RAVE,
// priors, playouts) from the empty board.
#pragma once

#include "engine/search/search_params.h"

namespace sente {

struct SearchBenchResult {
  int playouts = 0;
  double seconds = 0;
  size_t nodes = 0;
};

SearchBenchResult run_search_bench(int size, int playouts, const SearchParams& params);

}  // namespace sente
