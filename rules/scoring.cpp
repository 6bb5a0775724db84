#include "rules/scoring.h"

#include <cmath>
#include <sstream>
#include <vector>

namespace sente {

namespace {

struct Region {
  Bits points;
  bool touches[2];
};

// Calls f(region) for every maximal connected set of empty points.
template <class F>
void for_each_empty_region(const Board& b, F&& f) {
  const int n = b.words();
  Bits rest = b.empty_points();
  while (rest.any(n)) {
    Bits seed;
    seed.set(rest.select(0, n));
    Region r;
    r.points = flood(seed, rest, b.board_mask(), b.stride(), n);
    Bits border = grow(r.points, b.board_mask(), b.stride(), n);
    r.touches[0] = bits_and(border, b.stones(Color::Black), n).any(n);
    r.touches[1] = bits_and(border, b.stones(Color::White), n).any(n);
    f(r);
    rest = bits_andnot(rest, r.points, n);
  }
}

}  // namespace

double Score::total(Color c) const {
  const int i = index(c);
  double t = stones[i] + territory[i] + prisoners[i];
  return c == Color::White ? t + komi : t;
}

std::string Score::to_gtp() const {
  double m = margin();
  if (m == 0) return "0";
  std::ostringstream s;
  s << (m > 0 ? "B+" : "W+") << std::abs(m);
  return s.str();
}

std::string Score::describe() const {
  std::ostringstream s;
  const char* names[2] = {"Black", "White"};
  for (int i = 0; i < 2; ++i) {
    s << names[i] << ": ";
    if (scoring == Scoring::Area) s << stones[i] << (stones[i] == 1 ? " stone + " : " stones + ");
    s << territory[i] << " territory";
    if (scoring == Scoring::Territory)
      s << " + " << prisoners[i] << (prisoners[i] == 1 ? " prisoner" : " prisoners");
    if (i == 1) s << " + " << komi << " komi";
    s << " = " << total(static_cast<Color>(i)) << "\n";
  }
  s << "Result: " << to_gtp();
  return s.str();
}

Board without_dead(const Board& b, const Bits& dead) {
  Board r = b;
  bits_and(dead, b.board_mask(), b.words()).for_each(b.words(), [&](int p) {
    r.remove_chain(static_cast<Point>(p));
  });
  return r;
}

Bits seki_stones(const Board& b) {
  const int n = b.words();
  Bits seki;
  for_each_empty_region(b, [&](const Region& r) {
    if (!r.touches[0] || !r.touches[1]) return;
    Bits border = grow(r.points, b.board_mask(), b.stride(), n);
    // Chains short of liberties on each side, and their liberties in the region.
    std::vector<Bits> chains[2], libs[2];
    Bits all_libs[2];
    for (Color c : {Color::Black, Color::White}) {
      Bits left = bits_and(border, b.stones(c), n);
      while (left.any(n)) {
        Point p = static_cast<Point>(left.select(0, n));
        Bits chain = b.chain_stones(p);
        if (b.liberties(p) <= 2) {
          const Bits l = bits_and(grow(chain, b.board_mask(), b.stride(), n), r.points, n);
          chains[index(c)].push_back(chain);
          libs[index(c)].push_back(l);
          all_libs[index(c)] = bits_or(all_libs[index(c)], l, n);
        }
        left = bits_andnot(left, chain, n);
      }
    }
    // Seki needs both sides unable to fill the points they share: a chain
    // counts only if it shares a liberty with such a chain of the other side
    // that neither colour can play without a self-atari (a lone dead stone
    // next to a weak wall is not in seki).
    auto unfillable = [&](int p) {
      const Point q = static_cast<Point>(p);
      for (Color c : {Color::Black, Color::White})
        if (b.is_legal(c, q) && !b.is_self_atari(c, q)) return false;
      return true;
    };
    for (int i = 0; i < 2; ++i)
      for (size_t k = 0; k < chains[i].size(); ++k) {
        bool in_seki = false;
        bits_and(libs[i][k], all_libs[1 - i], n).for_each(n, [&](int p) {
          in_seki = in_seki || unfillable(p);
        });
        if (in_seki) seki = bits_or(seki, chains[i][k], n);
      }
  });
  return seki;
}

Score score(const Board& board, const Rules& rules, double komi, const Bits& dead) {
  const int n = board.words();
  Board b = without_dead(board, dead);
  Score s;
  s.scoring = rules.scoring;
  s.komi = komi;
  const bool area = rules.scoring == Scoring::Area;
  Bits seki = area ? Bits{} : seki_stones(b);
  for (Color c : {Color::Black, Color::White}) {
    const int i = index(c);
    if (area) {
      s.stones[i] = b.stone_count(c);
    } else {
      // Dead stones are the capturer's prisoners.
      const int dead_opp = board.stone_count(opponent(c)) - b.stone_count(opponent(c));
      s.prisoners[i] = board.prisoners(c) + dead_opp;
    }
  }
  for_each_empty_region(b, [&](const Region& r) {
    const int size = r.points.count(n);
    const bool near_seki =
        !area && bits_and(grow(r.points, b.board_mask(), b.stride(), n), seki, n).any(n);
    if (r.touches[0] != r.touches[1] && !near_seki)
      s.territory[r.touches[0] ? 0 : 1] += size;
    else
      s.dame += size;
  });
  return s;
}

}  // namespace sente
