#include "engine/search/time_control.h"

#include <algorithm>

namespace sente {

namespace {

// Fractions and allowances that keep the clock safe: only this share of a
// byo-yomi period is planned, and every move is charged `kLag` seconds of
// overhead (protocol, network, the work after the search). Main time is
// planned whole: the moves-to-come estimate below keeps the reserve.
constexpr double kShare = 0.8;
constexpr double kMainShare = 1.0;
constexpr double kLag = 0.1;
constexpr double kMinimum = 0.01;

// Our moves still to come, estimated from the board size: the plan ends at
// 55% of the points in moves (9x9 games against Pachi end near move 52,
// most by resignation; 19x19 ones near 250) and keeps a reserve of 10% of
// the points; a game past the plan is expected to last as long again as it
// has overrun, so long games slow the spending down before the clock does.
// Clear moves stop at three quarters of their budget, so at 60 s a 52-move
// 9x9 game spends about 42 s (the plan to 70% with a fixed 15% reserve spent
// 32 s, measured over 60 games against Pachi).
double moves_to_come(int board_points, int moves_played) {
  const double planned = 0.55 * board_points;
  const double left = 0.5 * (planned - moves_played);
  const double overrun = 0.5 * std::max(0.0, moves_played - planned);
  return std::max(left, 0.1 * board_points + overrun) + 4;
}

}  // namespace

void TimeControl::set(const TimeSettings& s) {
  settings_ = s;
  for (int i = 0; i < 2; ++i) {
    left_[i] = 0;
    stones_[i] = 0;
    known_[i] = false;
  }
}

void TimeControl::time_left(int color_index, double seconds, int stones) {
  if (color_index < 0 || color_index > 1) return;
  left_[color_index] = std::max(0.0, seconds);
  stones_[color_index] = std::max(0, stones);
  known_[color_index] = true;
}

double TimeControl::budget(int color_index, int board_points, int moves_played) const {
  const TimeSettings& s = settings_;
  const bool overtime_rules =
      (s.kind == TimeSettings::Kind::ByoYomi && s.periods > 0 && s.period_seconds > 0) ||
      (s.kind == TimeSettings::Kind::Canadian && s.period_stones > 0 && s.period_seconds > 0);
  if (s.kind == TimeSettings::Kind::None) return -1;
  // Canadian time with no stones per period is "no limit" in GTP.
  if (s.kind == TimeSettings::Kind::Canadian && s.period_stones <= 0) return -1;
  const int i = color_index == 1 ? 1 : 0;
  const double main_left = known_[i] ? left_[i] : s.main_seconds;
  const int stones = known_[i] ? stones_[i] : 0;
  const bool in_overtime = overtime_rules && (stones > 0 || main_left <= 0);

  // What one move may take once in overtime (or when main time runs out
  // during this move): the period, or its share per stone.
  double overtime_move = 0;
  if (overtime_rules) {
    if (s.kind == TimeSettings::Kind::ByoYomi) {
      const double period =
          in_overtime && stones > 0 ? std::min(main_left, s.period_seconds) : s.period_seconds;
      overtime_move = kShare * period - kLag;
    } else {
      const double period = in_overtime && stones > 0 ? main_left : s.period_seconds;
      const int n = in_overtime && stones > 0 ? stones : s.period_stones;
      overtime_move = kShare * period / n - kLag;
    }
  }
  if (in_overtime) return std::max(kMinimum, overtime_move);

  // Main time: an even share over the moves to come, never a big bite of
  // what is left.
  const double share = std::min(kMainShare * main_left / moves_to_come(board_points, moves_played),
                                0.25 * main_left) -
                       kLag;
  return std::max({kMinimum, share, overtime_move});
}

}  // namespace sente
