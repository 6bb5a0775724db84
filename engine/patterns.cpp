#include "engine/patterns.h"

#include <array>
#include <string>
#include <vector>

#include "rules/board.h"

namespace sente {

namespace {

// Rows top first; the centre is the move. X and O are stones of either
// colour (both assignments are added), x is "not X" (O, empty or edge),
// o is "not O", ' ' is off the board, '?' anything.
const char* const kSource[][3] = {
    {"XOX", "...", "???"},  // hane: enclosing hane
    {"XO.", "...", "?.?"},  // hane: non-cutting hane
    {"XO?", "X..", "x.?"},  // hane: magari
    {".O.", "X..", "..."},  // katatsuke or diagonal attachment
    {"XO?", "O.x", "?x?"},  // cut: unprotected cut
    {"XO?", "O.X", "???"},  // cut: peeped cut
    {"?X?", "O.O", "ooo"},  // cut: de
    {"OX?", "x.O", "???"},  // cut: keima
    {"X.?", "O.?", "   "},  // edge: chase
    {"OX?", "X.O", "   "},  // edge: block side cut
    {"?X?", "x.O", "   "},  // edge: block side connection
    {"?XO", "x.x", "   "},  // edge: sagari
    {"?OX", "X.O", "   "},  // edge: cut
};

using Grid = std::array<char, 9>;  // row-major, centre at 4

Grid rotate(const Grid& g) {  // 90 degrees clockwise
  Grid r;
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 3; ++x) r[y * 3 + x] = g[(2 - x) * 3 + y];
  return r;
}

Grid mirror(const Grid& g) {
  Grid r;
  for (int y = 0; y < 3; ++y)
    for (int x = 0; x < 3; ++x) r[y * 3 + x] = g[y * 3 + 2 - x];
  return r;
}

Grid swap_colors(const Grid& g) {
  Grid r = g;
  for (char& c : r) c = c == 'X' ? 'O' : c == 'O' ? 'X' : c == 'x' ? 'o' : c == 'o' ? 'x' : c;
  return r;
}

// The concrete cells a pattern symbol stands for, with X = Black.
std::vector<Cell> cells_for(char c) {
  switch (c) {
    case 'X':
      return {Cell::Black};
    case 'O':
      return {Cell::White};
    case '.':
      return {Cell::Empty};
    case ' ':
      return {Cell::Off};
    case 'x':
      return {Cell::White, Cell::Empty, Cell::Off};
    case 'o':
      return {Cell::Black, Cell::Empty, Cell::Off};
    default:
      return {Cell::Black, Cell::White, Cell::Empty, Cell::Off};
  }
}

// Grid positions in Board::neighborhood's order (NW N NE W E SW S SE).
constexpr int kOrder[8] = {0, 1, 2, 3, 5, 6, 7, 8};

void add_all(const Grid& g, int i, uint16_t key, std::bitset<65536>& table) {
  if (i == 8) {
    table.set(key);
    return;
  }
  for (Cell c : cells_for(g[kOrder[i]]))
    add_all(g, i + 1, static_cast<uint16_t>(key | static_cast<int>(c) << (2 * i)), table);
}

}  // namespace

PatternSet::PatternSet() {
  for (const auto& src : kSource) {
    Grid g;
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 3; ++x) g[y * 3 + x] = src[y][x];
    for (int colors = 0; colors < 2; ++colors, g = swap_colors(g))
      for (int m = 0; m < 2; ++m, g = mirror(g))
        for (int r = 0; r < 4; ++r, g = rotate(g)) add_all(g, 0, 0, table_);
  }
}

const PatternSet& PatternSet::mogo() {
  static const PatternSet set;
  return set;
}

}  // namespace sente
