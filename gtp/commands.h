// Registration of the command handlers, one function per theme (one file
// each: commands_core.cpp, commands_setup.cpp, ...), and helpers they share.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "gtp/dispatcher.h"

namespace sente::gtp {

void add_core_commands(CommandTable& t);       // protocol, board size, komi, showboard
void add_setup_commands(CommandTable& t);      // handicap
void add_play_commands(CommandTable& t);       // play, genmove, undo, is_legal, list_stones
void add_scoring_commands(CommandTable& t);    // final_score, final_status_list
void add_time_commands(CommandTable& t);       // time_settings, time_left, kgs-time_settings
void add_rules_commands(CommandTable& t);      // kgs-rules, sente-rules
void add_sgf_commands(CommandTable& t);        // loadsgf, printsgf
void add_extension_commands(CommandTable& t);  // gogui-*, cputime
void add_analyze_commands(CommandTable& t);    // lz-/kata-analyze, *genmove_analyze (Sabaki)
void add_gogui_commands(CommandTable& t);      // gogui-analyze_commands and its views, sente-param

// GoGui's live graphics while a command searches: the gfx view of the
// search on stderr ("gogui-gfx:" block) at most every half second, when the
// session's gui.live_gfx is on; clear() ("gogui-gfx: CLEAR") before the answer.
class LiveGfx {
 public:
  explicit LiveGfx(Session& session);
  void update(const Analysis& a);  // from a progress callback
  void clear();
  ~LiveGfx() { clear(); }
  LiveGfx(const LiveGfx&) = delete;
  LiveGfx& operator=(const LiveGfx&) = delete;

 private:
  Session& session_;
  Board board_;  // the searched position (for point names)
  bool shown_ = false;
  std::chrono::steady_clock::time_point last_;
};

// "D4 E5 pass" for a list of points.
std::string vertex_list(const Board& b, const std::vector<Point>& points);
// Vertices of `stones`, one chain per line (points in index order).
std::string chains_by_line(const Board& b, const Bits& stones);
// A number as GTP clients read it: "7.5", "-3", "0.25".
std::string format_number(double v);

}  // namespace sente::gtp
