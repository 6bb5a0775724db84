// Clock settings from GTP time_settings / kgs-time_settings / time_left, and
// the per-move budget derived from them.
#pragma once

namespace sente {

struct TimeSettings {
  enum class Kind { None, Absolute, Canadian, ByoYomi };
  Kind kind = Kind::None;
  double main_seconds = 0;
  double period_seconds = 0;  // byo-yomi period or Canadian period
  int period_stones = 0;      // Canadian: stones per period
  int periods = 0;            // byo-yomi: number of periods
};

class TimeControl {
 public:
  void set(const TimeSettings& s);  // resets the clocks of both sides
  const TimeSettings& settings() const { return settings_; }
  // GTP time_left: seconds left, and stones (Canadian) or periods (byo-yomi;
  // 0 while in main time).
  void time_left(int color_index, double seconds, int stones);
  // Seconds to spend on the next move of `color_index`, with a safety margin;
  // a negative value means no time limit.
  double budget(int color_index, int board_points, int moves_played) const;

 private:
  TimeSettings settings_;
  double left_[2] = {0, 0};
  int stones_[2] = {0, 0};
  bool known_[2] = {false, false};
};

}  // namespace sente
