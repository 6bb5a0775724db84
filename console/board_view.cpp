#include "console/board_view.h"

#include <algorithm>
#include <vector>

#include "rules/game.h"
#include "rules/notation.h"

namespace sente::console {

namespace {

// The usual star points: the handicap points (nine on 15x15 and up, corners
// and centre on 9x9 to 13x13, corners on 7x7); none on rectangular boards.
std::vector<Point> star_points(const Board& b) {
  const int n = b.width();
  std::vector<Point> pts = fixed_handicap_points(b, n >= 15 ? 9 : 5);
  return pts.empty() ? fixed_handicap_points(b, 4) : pts;
}

}  // namespace

std::string draw_board(const Board& b, Point last, const Bits* dead, const Bits* captured) {
  std::string letters = "   ";
  for (int x = 0; x < b.width(); ++x) {
    letters += kColumnLetters[x];
    letters += x + 1 < b.width() ? " " : "\n";
  }
  std::string out = letters;
  const std::vector<Point> stars = star_points(b);
  for (int y = b.height() - 1; y >= 0; --y) {
    std::string number(y + 1 < 10 ? 1 : 0, ' ');
    number += std::to_string(y + 1);
    out += number;
    for (int x = 0; x < b.width(); ++x) {
      const Point p = b.point(x, y);
      const bool is_dead = dead && dead->test(p) && !b.is_empty(p);
      char c = std::find(stars.begin(), stars.end(), p) != stars.end() ? '+' : '.';
      if (b.has(Color::Black, p)) c = is_dead ? 'x' : 'X';
      if (b.has(Color::White, p)) c = is_dead ? 'o' : 'O';
      if (captured && captured->test(p) && b.is_empty(p)) c = '*';
      out += p == last ? '(' : (x > 0 && b.point(x - 1, y) == last) ? ')' : ' ';
      out += c;
    }
    out += b.point(b.width() - 1, y) == last ? ')' : ' ';
    out += std::to_string(y + 1) + "\n";
  }
  return out + letters;
}

std::string list_points(const Board& b, const Bits& points) {
  std::vector<std::string> names;
  for (int y = b.height() - 1; y >= 0; --y)
    for (int x = 0; x < b.width(); ++x)
      if (points.test(b.point(x, y))) names.push_back(vertex_to_string(b, b.point(x, y)));
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " and " : ", ";
    out += names[i];
  }
  return out;
}

}  // namespace sente::console
