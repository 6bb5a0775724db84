#include "rules/notation.h"

#include <cctype>
#include <vector>

#include "rules/text.h"

namespace sente {

namespace {

std::string strip_spaces(std::string_view s) {
  std::string r;
  for (char c : s)
    if (!std::isspace(static_cast<unsigned char>(c))) r += c;
  return r;
}

bool is_column_header(const std::string& s) {
  return s.size() >= 2 && s.size() <= kColumnLetters.size() &&
         kColumnLetters.substr(0, s.size()) == s;
}

}  // namespace

std::string vertex_to_string(const Board& b, Point p) {
  if (p == kPass) return "pass";
  if (!b.on_board(p)) return "?";
  std::string v(1, kColumnLetters[b.x_of(p)]);
  v += std::to_string(b.y_of(p) + 1);
  return v;
}

Point parse_vertex(const Board& b, std::string_view text) {
  std::string t = lower(text);
  if (t == "pass") return kPass;
  if (t.size() < 2 || t.size() > 3) throw ParseError("invalid vertex");
  char col = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  auto x = kColumnLetters.find(col);
  if (x == std::string_view::npos) throw ParseError("invalid vertex");
  int y = 0;
  for (size_t i = 1; i < t.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(t[i]))) throw ParseError("invalid vertex");
    y = y * 10 + (t[i] - '0');
  }
  if (t[1] == '0' || y < 1 || y > b.height() || static_cast<int>(x) >= b.width())
    throw ParseError("vertex off board");
  return b.point(static_cast<int>(x), y - 1);
}

Color parse_color(std::string_view text) {
  std::string t = lower(text);
  if (t == "b" || t == "black") return Color::Black;
  if (t == "w" || t == "white") return Color::White;
  throw ParseError("invalid color");
}

std::string to_diagram(const Board& b, Point last) {
  std::string header = "   ";
  for (int x = 0; x < b.width(); ++x) {
    header += kColumnLetters[x];
    if (x + 1 < b.width()) header += ' ';
  }
  std::string out = header + "\n";
  for (int y = b.height() - 1; y >= 0; --y) {
    std::string row = y + 1 < 10 ? " " : "";
    row += std::to_string(y + 1);
    for (int x = 0; x < b.width(); ++x) {
      Point p = b.point(x, y);
      char c = b.cell(p) == Cell::Black ? 'X' : b.cell(p) == Cell::White ? 'O' : '.';
      row += p == last ? '(' : (x > 0 && b.point(x - 1, y) == last) ? ')' : ' ';
      row += c;
    }
    row += b.point(b.width() - 1, y) == last ? ')' : ' ';
    out += row + std::to_string(y + 1) + "\n";
  }
  return out + header + "\n";
}

Board board_from_diagram(std::string_view text) {
  std::vector<std::string> rows;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string s = strip_spaces(text.substr(start, end - start));
    start = end + 1;
    if (s.empty() || is_column_header(s)) continue;
    // Row numbers may stand on either side; parentheses mark the last move.
    size_t a = 0, z = s.size();
    while (a < z && std::isdigit(static_cast<unsigned char>(s[a]))) ++a;
    while (z > a && std::isdigit(static_cast<unsigned char>(s[z - 1]))) --z;
    std::string cells;
    for (size_t i = a; i < z; ++i)
      if (s[i] != '(' && s[i] != ')') cells += s[i];
    rows.push_back(cells);
  }
  if (rows.empty()) throw ParseError("empty diagram");
  const int height = static_cast<int>(rows.size()), width = static_cast<int>(rows[0].size());
  if (width < 2 || width > kMaxSide || height < 2 || height > kMaxSide)
    throw ParseError("diagram size must be 2..25");
  Board b(width, height);
  for (int r = 0; r < height; ++r) {
    if (static_cast<int>(rows[r].size()) != width) throw ParseError("ragged diagram rows");
  }
  // Place every stone first, then check liberties: placement order must not matter.
  std::vector<std::pair<Color, Point>> stones;
  for (int r = 0; r < height; ++r)
    for (int x = 0; x < width; ++x) {
      char c = static_cast<char>(std::toupper(static_cast<unsigned char>(rows[r][x])));
      Point p = b.point(x, height - 1 - r);
      if (c == 'X' || c == '#' || c == '@')
        stones.push_back({Color::Black, p});
      else if (c == 'O')
        stones.push_back({Color::White, p});
      else if (c != '.' && c != '+' && c != ',')
        throw ParseError("unknown diagram character");
    }
  // Chains with a liberty can always be placed in an order that keeps one:
  // place stones next to empty points first, repeatedly.
  std::vector<bool> done(stones.size(), false);
  size_t placed = 0;
  for (bool progress = true; progress && placed < stones.size();) {
    progress = false;
    for (size_t i = 0; i < stones.size(); ++i) {
      if (done[i]) continue;
      if (b.setup_stone(stones[i].first, stones[i].second)) {  // unchanged on refusal
        done[i] = true;
        ++placed;
        progress = true;
      }
    }
  }
  if (placed < stones.size()) throw ParseError("diagram has a chain without liberties");
  return b;
}

}  // namespace sente
