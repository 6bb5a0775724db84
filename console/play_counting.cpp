// The end of a game by two passes: Sente proposes the dead stones, the
// player changes them chain by chain (or, under area rules, resumes play to
// settle a dispute), then the count.
#include <cmath>
#include <sstream>

#include "console/board_view.h"
#include "console/play_console.h"
#include "rules/notation.h"
#include "rules/scoring.h"

namespace sente::console {

namespace {

std::string points(double v) {
  std::ostringstream s;
  s << v << (v == 1 ? " point" : " points");
  return s.str();
}

}  // namespace

PlayConsole::Flow PlayConsole::count_game() {
  const Board& b = game_.board();
  const int n = b.words();
  const bool area = game_.rules().scoring == Scoring::Area;
  const Bits stones = bits_or(b.stones(Color::Black), b.stones(Color::White), n);
  const Bits proposed = bits_and(engine_.dead_stones(game_), stones, n);
  Bits dead = proposed;
  out_ << "Both players passed: the game is over.\n";
  out_ << (dead.any(n) ? "Sente thinks the stones marked x (Black) and o (White) are dead:\n"
                       : "Sente sees no dead stones:\n")
       << draw_board(b, kNoPoint, &dead);
  const std::string how =
      "Type a stone's vertex to mark its chain dead or alive, done to count, resume to play on, "
      "or undo to take back the passes.";
  out_ << how << "\n";
  for (;;) {
    const auto line = term_.read_line("Dead stones> ");
    if (!line) return Next::Quit;
    const auto [word, rest] = split_word(*line);
    const std::string w = lower(word);
    if (w.empty()) continue;
    if (w == "quit" || w == "exit") return Next::Quit;
    if (w == "new") return Next::NewGame;
    if (w == "done") {
      print_count(dead);
      return std::nullopt;
    }
    if (w == "save") {
      save(rest);
      continue;
    }
    if (w == "undo") {
      if (undo()) return std::nullopt;
      continue;
    }
    if (w == "resume") {
      resume_mark_ = static_cast<int>(game_.moves().size());
      out_ << "Play resumes from this position; two passes in a row end it again. "
           << (area ? "" : "Under territory rules a move inside your own territory costs a point. ")
           << name(game_.to_move()) << " to play.\n";
      return std::nullopt;
    }
    Point p = kNoPoint;
    try {
      p = rest.empty() ? parse_vertex(b, w) : kNoPoint;
    } catch (const ParseError&) {
    }
    if (p == kNoPoint || p == kPass) {
      out_ << how << "\n";
      continue;
    }
    if (b.is_empty(p)) {
      out_ << "There is no stone on " << vertex_to_string(b, p) << ".\n";
      continue;
    }
    const Bits chain = b.chain_stones(p);
    const bool now_dead = !dead.test(p);
    dead = now_dead ? bits_or(dead, chain, n) : bits_andnot(dead, chain, n);
    const std::string colour = b.has(Color::Black, p) ? "black" : "white";
    out_ << "Marked " << (now_dead ? "dead" : "alive") << ": the " << colour
         << (b.chain_size(p) == 1 ? " stone on " : " stones on ") << list_points(b, chain) << ".\n";
    if (now_dead != proposed.test(p) && area)
      out_ << "Sente disagrees. If you are not sure, type resume and play it out: under area "
              "rules playing on in your own area costs nothing.\n";
    out_ << draw_board(b, kNoPoint, &dead);
  }
}

void PlayConsole::print_count(const Bits& dead) {
  const Score s = score(game_.board(), game_.rules(), game_.komi(), dead);
  over_ = true;
  result_ = s.to_gtp();
  out_ << "Counting under " << (s.scoring == Scoring::Area ? "area" : "territory") << " rules:\n"
       << s.describe() << "\n";
  const double margin = s.margin();
  if (margin == 0)
    out_ << "The game is a draw.\n";
  else
    out_ << name(margin > 0 ? Color::Black : Color::White) << " wins by "
         << points(std::fabs(margin)) << ".\n";
}

}  // namespace sente::console
