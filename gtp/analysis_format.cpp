#include "gtp/analysis_format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "rules/notation.h"

namespace sente::gtp {

namespace {

// How many candidates the gfx view labels.
constexpr int kGfxLabels = 12;
// Ownership closer to 0 than this is left out of the gfx INFLUENCE line.
constexpr double kMinInfluence = 0.05;

std::string fixed(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  std::string s = buf;
  // "-0.000" reads as a sign where there is none.
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) s.erase(0, 1);
  return s;
}

// 0..1 as an integer 0..10000.
std::string per_10000(double v) {
  return std::to_string(std::lround(std::clamp(v, 0.0, 1.0) * 10000));
}

std::string probability(const InfoOptions& o, double v) {
  return o.style == InfoStyle::KataGo ? fixed(std::clamp(v, 0.0, 1.0), 6) : per_10000(v);
}

// The points of the board, rows top first, left to right.
template <class F>
void for_rows_top_first(const Board& b, F&& f) {
  for (int y = b.height() - 1; y >= 0; --y)
    for (int x = 0; x < b.width(); ++x) f(b.point(x, y), x == b.width() - 1);
}

float owned(const std::vector<float>& ownership, Point p) {
  return static_cast<size_t>(p) < ownership.size() ? ownership[static_cast<size_t>(p)] : 0.f;
}

std::string pv_text(const Board& b, const std::vector<Point>& pv) {
  std::string s;
  for (Point p : pv) {
    if (!s.empty()) s += ' ';
    s += vertex_to_string(b, p);  // "pass" in lower case
  }
  return s;
}

std::string colored_line(const Board& b, Color first, const std::vector<Point>& pv) {
  std::string s;
  Color c = first;
  for (Point p : pv) {
    if (!s.empty()) s += ' ';
    s += c == Color::Black ? "b " : "w ";
    s += vertex_to_string(b, p);
    c = opponent(c);
  }
  return s;
}

}  // namespace

std::string compact_count(long long n) {
  if (n < 1000) return std::to_string(n);
  const char* unit = n < 1000000 ? "k" : "M";
  const double x = static_cast<double>(n);  // exact: counts stay far below 2^53
  const double v = n < 1000000 ? x / 1000.0 : x / 1e6;
  return (v < 10 ? fixed(std::floor(v * 10) / 10, 1) : std::to_string(static_cast<long long>(v))) +
         unit;
}

std::string info_line(const Board& b, const Analysis& a, const InfoOptions& o) {
  std::string line;
  const size_t n = o.max_moves > 0 ? std::min(a.candidates.size(), static_cast<size_t>(o.max_moves))
                                   : a.candidates.size();
  for (size_t i = 0; i < n; ++i) {
    const Candidate& c = a.candidates[i];
    if (!line.empty()) line += ' ';
    line += "info move " + vertex_to_string(b, c.move);
    line += " visits " + std::to_string(c.visits);
    line += " winrate " + probability(o, c.winrate);
    if (o.style == InfoStyle::KataGo) {
      line += " scoreMean " + fixed(c.score_lead, 2);
      line += " scoreLead " + fixed(c.score_lead, 2);
    }
    line += " prior " + probability(o, c.prior);
    line += " lcb " + probability(o, c.lcb);
    line += " order " + std::to_string(i);
    line += " pv " + pv_text(b, c.pv.empty() ? std::vector<Point>{c.move} : c.pv);
  }
  if (line.empty() || !o.ownership) return line;
  const double sign = a.to_move == Color::Black ? 1 : -1;
  line += " ownership";
  for_rows_top_first(b,
                     [&](Point p, bool) { line += ' ' + fixed(sign * owned(a.ownership, p), 4); });
  return line;
}

std::string ownership_board(const Board& b, const std::vector<float>& ownership) {
  std::string s;
  for_rows_top_first(b, [&](Point p, bool row_end) {
    s += fixed(std::clamp(owned(ownership, p), -1.f, 1.f), 2);
    s += row_end ? '\n' : ' ';
  });
  s.pop_back();
  return s;
}

std::string visits_board(const Board& b, const Analysis& a) {
  std::vector<int> visits(static_cast<size_t>(b.grid_size()), -1);
  for (const Candidate& c : a.candidates)
    if (c.move != kPass) visits[static_cast<size_t>(c.move)] = c.visits;
  std::string s;
  for_rows_top_first(b, [&](Point p, bool row_end) {
    const int v = visits[static_cast<size_t>(p)];
    s += v < 0 ? "\"\"" : compact_count(v);
    s += row_end ? '\n' : ' ';
  });
  s.pop_back();
  return s;
}

std::string candidate_pairs(const Board& b, const Analysis& a, int max) {
  std::string s;
  int shown = 0;
  for (const Candidate& c : a.candidates) {
    if (c.move == kPass) continue;  // not a point GoGui can mark
    if (max > 0 && shown++ == max) break;
    if (!s.empty()) s += ' ';
    s += vertex_to_string(b, c.move) + ' ' + std::to_string(c.visits);
  }
  return s;
}

std::string best_line(const Board& b, const Analysis& a) {
  if (a.candidates.empty()) return "";
  return colored_line(b, a.to_move, a.candidates.front().pv);
}

std::string gfx_view(const Board& b, const Analysis& a) {
  std::string influence;
  for_rows_top_first(b, [&](Point p, bool) {
    const float v = std::clamp(owned(a.ownership, p), -1.f, 1.f);
    if (std::fabs(v) >= kMinInfluence)
      influence += ' ' + vertex_to_string(b, p) + ' ' + fixed(v, 2);
  });
  std::vector<Point> line = a.candidates.empty() ? std::vector<Point>{} : a.candidates.front().pv;
  std::string labels;
  int shown = 0;
  for (const Candidate& c : a.candidates) {
    if (shown == kGfxLabels) break;
    if (c.move == kPass || std::find(line.begin(), line.end(), c.move) != line.end()) continue;
    labels += ' ' + vertex_to_string(b, c.move) + ' ' + compact_count(c.visits);
    ++shown;
  }
  std::string s;
  if (!influence.empty()) s += "INFLUENCE" + influence + '\n';
  if (!labels.empty()) s += "LABEL" + labels + '\n';
  if (!line.empty()) s += "VAR " + colored_line(b, a.to_move, line) + '\n';
  const Candidate* best = a.candidates.empty() ? nullptr : &a.candidates.front();
  s += std::string("TEXT ") + (a.to_move == Color::Black ? "Black" : "White") +
       " to move: win rate " + fixed(100 * (best ? best->winrate : a.winrate), 1) + "%, " +
       std::to_string(a.playouts) + " playouts";
  if (best) s += ", best " + vertex_to_string(b, best->move);
  return s;
}

}  // namespace sente::gtp
