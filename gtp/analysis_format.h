// Text forms of a search's Analysis for GUIs: the "info" lines of Sabaki's
// analysis commands (Leela Zero's and KataGo's dialects) and GoGui's analyze
// views (boards rows top first, point/string pairs, variations, gfx).
#pragma once

#include <string>
#include <vector>

#include "engine/analysis.h"
#include "rules/board.h"

namespace sente::gtp {

// Leela: win rate, prior and lcb as integers 0..10000 (lz-analyze, analyze,
// genmove_analyze). KataGo: floats 0..1 with a decimal point, plus scoreLead.
enum class InfoStyle { Leela, KataGo };

struct InfoOptions {
  InfoStyle style = InfoStyle::Leela;
  int max_moves = 0;       // 0: every candidate
  bool ownership = false;  // append "ownership" values after the candidates
};

// One line holding every candidate, best first:
//   info move D4 visits 836 winrate 4656 prior 839 lcb 4640 order 0 pv D4 Q16
// `pv` ends each segment (Sabaki drops a segment with anything after it).
// Ownership, when asked, follows the last segment as KataGo writes it: from
// the side to move's view, rows top first. Empty when there is no candidate.
std::string info_line(const Board& b, const Analysis& a, const InfoOptions& o);

// GoGui dboard: ownership -1..1, Black positive, rows top first.
std::string ownership_board(const Board& b, const std::vector<float>& ownership);
// GoGui sboard: visits of each candidate point (compact, "1.2k"), "" elsewhere.
std::string visits_board(const Board& b, const Analysis& a);
// GoGui pspairs: "E5 812 C3 97", best first, at most `max` (0: all) moves.
std::string candidate_pairs(const Board& b, const Analysis& a, int max = 0);
// GoGui var: the best candidate's line with colours, "b D4 w Q16".
std::string best_line(const Board& b, const Analysis& a);
// GoGui gfx: INFLUENCE (ownership), LABEL (visits of the top candidates),
// VAR (best line), TEXT (win rate of the side to move, visits), one a line.
std::string gfx_view(const Board& b, const Analysis& a);

// Visit counts as they fit on a point: 812, 1.2k, 35k, 1.2M.
std::string compact_count(long long n);

}  // namespace sente::gtp
