#include "bench/prior_bench.h"

#include <charconv>
#include <utility>

namespace sente {

void rank_game_moves(const Game& game, std::optional<Color> who, const PriorParams& weights,
                     PriorRankResult& out, MoveRange range) {
  int number = 0;
  replay_moves(game, [&](const Board& b, const Move& m, Point last, Point last2) {
    const Color c = m.color;
    ++number;
    if (number < range.first || number > range.last || m.is_pass() || (who && *who != c) ||
        b.is_eye_like(c, m.point))
      return;
    // The played move first, then the others the search would consider.
    Point moves[kMaxPoints];
    int n = 0;
    moves[n++] = m.point;
    b.empty_points().for_each(b.words(), [&](int i) {
      const Point q = static_cast<Point>(i);
      if (q != m.point && !b.is_eye_like(c, q) && b.is_legal(c, q)) moves[n++] = q;
    });
    Prior priors[kMaxPoints];
    child_priors(b, c, moves, n, last, last2, weights, priors);
    int above = 0, ties = 0;
    for (int i = 1; i < n; ++i) {
      above += priors[i].value > priors[0].value;
      ties += priors[i].value == priors[0].value;
    }
    const double rank = above + ties / 2.0;
    ++out.moves;
    out.top1 += rank < 1;
    out.top5 += rank < 5;
    out.top10 += rank < 10;
    out.rank_sum += rank;
  });
}

MoveRange parse_move_range(const std::string& text) {
  const auto dash = text.find('-');
  const auto number = [&](size_t from, size_t to, int fallback) {
    if (from == to) return fallback;
    int v = 0;
    const char* first = text.data() + from;
    const char* last = text.data() + to;
    const auto [end, err] = std::from_chars(first, last, v);
    if (err != std::errc() || end != last || v < 1)
      throw ParseError("moves '" + text + "': want FROM-TO, move numbers from 1");
    return v;
  };
  if (dash == std::string::npos || text.size() < 2)
    throw ParseError("moves '" + text + "': want FROM-TO, move numbers from 1");
  MoveRange r;
  r.first = number(0, dash, r.first);
  r.last = number(dash + 1, text.size(), r.last);
  if (r.first > r.last) throw ParseError("moves '" + text + "': FROM is past TO");
  return r;
}

void set_prior_weight(PriorParams& w, const std::string& assignment) {
  static const std::pair<const char*, int PriorParams::*> kNames[] = {
      {"even", &PriorParams::even},
      {"capture", &PriorParams::capture},
      {"escape", &PriorParams::escape},
      {"ladder_escape", &PriorParams::ladder_escape},
      {"ladder_capture", &PriorParams::ladder_capture},
      {"pattern", &PriorParams::pattern},
      {"self_atari", &PriorParams::self_atari},
      {"self_atari_one", &PriorParams::self_atari_one},
      {"near_last", &PriorParams::near_last},
      {"near_last_far", &PriorParams::near_last_far},
      {"near_own", &PriorParams::near_own},
      {"first_line", &PriorParams::first_line},
      {"second_line", &PriorParams::second_line},
      {"triangle", &PriorParams::triangle},
      {"early_pass", &PriorParams::early_pass},
      {"nakade", &PriorParams::nakade},
      {"big_first_line", &PriorParams::big_first_line},
      {"big_second_line", &PriorParams::big_second_line},
      {"big_third_fourth", &PriorParams::big_third_fourth},
      {"big_corner", &PriorParams::big_corner},
      {"big_cfg1", &PriorParams::big_cfg1},
      {"big_cfg2", &PriorParams::big_cfg2},
      {"big_cfg3", &PriorParams::big_cfg3},
      {"learned", &PriorParams::learned},
      {"learned_penalty", &PriorParams::learned_penalty},
      {"learned_min_size", &PriorParams::learned_min_size},
      {"learned_small", &PriorParams::learned_small_weights},
  };
  const auto eq = assignment.find('=');
  const std::string name = assignment.substr(0, eq);
  for (const auto& [n, member] : kNames) {
    if (name != n) continue;
    if (eq == std::string::npos) throw ParseError("weight " + name + " needs a value 0..1000");
    int v = 0;
    const char* first = assignment.data() + eq + 1;
    const char* last = assignment.data() + assignment.size();
    const auto [end, err] = std::from_chars(first, last, v);
    if (err != std::errc() || end != last || first == last || v < 0 || v > 1000)
      throw ParseError("weight " + name + " needs a value 0..1000");
    w.*member = v;
    return;
  }
  throw ParseError("unknown prior weight '" + name + "'");
}

}  // namespace sente
