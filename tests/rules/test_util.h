// Helpers shared by the rules tests. Nothing here depends on engine/.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "rules/game.h"
#include "rules/notation.h"
#include "tests/rules/reference_board.h"

namespace sente::test {

// The share of the long randomized tests to run, from SENTE_TEST_SCALE
// (0 < scale <= 1, default 1): the sanitizer runs use a fraction.
double test_scale();

// splitmix64: a tiny seeded generator of our own (no std::*_distribution).
class TestRng {
 public:
  explicit TestRng(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform enough in [0, n) for tests (n is tiny next to 2^64).
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }

 private:
  uint64_t state_;
};

// A game whose start position is the diagram's stones, `to_move` to play.
Game game_from_diagram(std::string_view diagram, const Rules& rules, Color to_move = Color::Black);
// The reference board holding the same stones as `b` (no history, no ko).
ref::RefBoard ref_from_board(const Board& b, bool multi_stone_suicide);
// "" when `b` holds exactly the diagram's stones, else both boards drawn.
std::string differs_from(const Board& b, std::string_view diagram);
// Shorthand for parse_vertex in golden tests.
inline Point at(const Board& b, std::string_view vertex) { return parse_vertex(b, vertex); }

}  // namespace sente::test
