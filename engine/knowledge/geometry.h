// Distances and places on the board shared by the priors and the move
// features.
#pragma once

#include <cstdint>

#include "rules/board.h"

namespace sente {

// Pachi's "gridcular" distance: 2 for a neighbour, 3 for a diagonal.
int gridcular_distance(const Board& b, Point p, Point q);

// The kind of corner point p is while its corner (7x7, or the whole width or
// height of a smaller board) holds no stone:
// 1 the 3-3 point, 2 a 3-4, 3 the 4-4, 4 a 3-5, 5 a 4-5; 0 otherwise.
int empty_corner_kind(const Board& b, Point p);

// Common-fate-graph distances from `from` (a chain counts as one point, so
// every liberty of the chain `from` joined is at 1), written to `out` for
// the points within `max`; the others get `max` + 1. `out` has
// b.grid_size() entries.
void common_fate_distances(const Board& b, Point from, int max, uint8_t* out);

}  // namespace sente
