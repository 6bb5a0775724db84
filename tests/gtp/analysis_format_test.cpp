// The text forms of an analysis (Sabaki's info lines, GoGui's views) on
// hand-made analyses, and the analysis commands driven in process.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "gtp/analysis_format.h"
#include "gtp/dispatcher.h"
#include "gtp/line_reader.h"
#include "rules/notation.h"

using namespace sente;
using namespace sente::gtp;

namespace {

Candidate candidate(const Board& b, const char* move, int visits, double winrate, double prior,
                    double lcb, std::vector<const char*> pv) {
  Candidate c;
  c.move = parse_vertex(b, move);
  c.visits = visits;
  c.winrate = winrate;
  c.prior = prior;
  c.lcb = lcb;
  c.score_lead = -2.25;
  for (const char* m : pv) c.pv.push_back(parse_vertex(b, m));
  return c;
}

// Two candidates on 9x9, Black to move.
Analysis two_moves(const Board& b) {
  Analysis a;
  a.to_move = Color::Black;
  a.playouts = 1000;
  a.winrate = 0.46;
  a.candidates.push_back(candidate(b, "D4", 836, 0.4656, 0.0839, 0.4640, {"D4", "E5", "pass"}));
  a.candidates.push_back(candidate(b, "pass", 40, 1.0, 0.0, 0.0, {"pass"}));
  return a;
}

std::vector<std::string> lines_of(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

SessionConfig small_config() {
  SessionConfig c;
  c.params = level_params("easy");
  c.params.playouts = 50;
  c.params.seed = 3;
  c.width = c.height = 9;
  return c;
}

}  // namespace

TEST_CASE("Leela info lines: integer rates, pv last, lower-case pass", "[gtp][analysis]") {
  const Board b(9, 9);
  const Analysis a = two_moves(b);
  // The example line of GTP-CLIENTS.md, worked out by hand.
  CHECK(info_line(b, a, {}) ==
        "info move D4 visits 836 winrate 4656 prior 839 lcb 4640 order 0 pv D4 E5 pass "
        "info move pass visits 40 winrate 10000 prior 0 lcb 0 order 1 pv pass");
  InfoOptions one;
  one.max_moves = 1;
  CHECK(info_line(b, a, one) ==
        "info move D4 visits 836 winrate 4656 prior 839 lcb 4640 order 0 pv D4 E5 pass");
  CHECK(info_line(b, Analysis{}, {}).empty());  // nothing to show: no line at all
}

TEST_CASE("KataGo info lines: floats with a point, scoreLead, ownership last", "[gtp][analysis]") {
  const Board b(9, 9);
  Analysis a = two_moves(b);
  InfoOptions k;
  k.style = InfoStyle::KataGo;
  const std::string line = info_line(b, a, k);
  CHECK(line ==
        "info move D4 visits 836 winrate 0.465600 scoreMean -2.25 scoreLead -2.25 prior 0.083900 "
        "lcb 0.464000 order 0 pv D4 E5 pass info move pass visits 40 winrate 1.000000 "
        "scoreMean -2.25 scoreLead -2.25 prior 0.000000 lcb 0.000000 order 1 pv pass");
  // Ownership: side to move's view, rows top first. Black owns A9 (top
  // left) and White J1 (bottom right); White to move sees them negated.
  a.to_move = Color::White;
  a.ownership.assign(static_cast<size_t>(b.grid_size()), 0.f);
  a.ownership[static_cast<size_t>(parse_vertex(b, "A9"))] = 1.f;
  a.ownership[static_cast<size_t>(parse_vertex(b, "J1"))] = -0.5f;
  k.ownership = true;
  const std::string with = info_line(b, a, k);
  const size_t at = with.find(" ownership ");
  REQUIRE(at != std::string::npos);
  CHECK(with.rfind(" pv ") < at);  // after every segment
  std::istringstream values(with.substr(at + 11));
  std::vector<std::string> v;
  for (std::string t; values >> t;) v.push_back(t);
  REQUIRE(v.size() == 81);
  CHECK(v.front() == "-1.0000");
  CHECK(v.back() == "0.5000");
  CHECK(v[40] == "0.0000");  // no "-0.0000"
}

TEST_CASE("GoGui boards: rows top first, Black positive, \"\" where nothing", "[gtp][analysis]") {
  const Board b(3, 2);
  std::vector<float> own(static_cast<size_t>(b.grid_size()), 0.f);
  own[static_cast<size_t>(parse_vertex(b, "A2"))] = 0.5f;
  own[static_cast<size_t>(parse_vertex(b, "C1"))] = -0.25f;
  own[static_cast<size_t>(parse_vertex(b, "B1"))] = 1.5f;  // clamped
  CHECK(ownership_board(b, own) == "0.50 0.00 0.00\n0.00 1.00 -0.25");
  CHECK(ownership_board(b, {}) == "0.00 0.00 0.00\n0.00 0.00 0.00");

  Analysis a;
  a.candidates.push_back(candidate(b, "B2", 1234, 0.6, 0.1, 0.5, {"B2", "A1"}));
  a.candidates.push_back(candidate(b, "A1", 7, 0.4, 0.1, 0.2, {"A1"}));
  a.candidates.push_back(candidate(b, "pass", 3, 0.1, 0.1, 0.0, {"pass"}));
  CHECK(visits_board(b, a) == "\"\" 1.2k \"\"\n7 \"\" \"\"");
  CHECK(candidate_pairs(b, a) == "B2 1234 A1 7");
  CHECK(candidate_pairs(b, a, 1) == "B2 1234");
  a.to_move = Color::White;
  CHECK(best_line(b, a) == "w B2 b A1");
  CHECK(best_line(b, Analysis{}).empty());
}

TEST_CASE("GoGui gfx: influence, labels off the line, var, text", "[gtp][analysis]") {
  const Board b(3, 3);
  Analysis a;
  a.to_move = Color::Black;
  a.playouts = 1290;
  a.ownership.assign(static_cast<size_t>(b.grid_size()), 0.f);
  a.ownership[static_cast<size_t>(parse_vertex(b, "A3"))] = 0.85f;
  a.ownership[static_cast<size_t>(parse_vertex(b, "C1"))] = -0.6f;
  a.ownership[static_cast<size_t>(parse_vertex(b, "B2"))] = 0.01f;  // too small to show
  a.candidates.push_back(candidate(b, "B2", 900, 0.523, 0.1, 0.5, {"B2", "C3"}));
  a.candidates.push_back(candidate(b, "C3", 200, 0.4, 0.1, 0.3, {"C3"}));
  a.candidates.push_back(candidate(b, "A1", 190, 0.4, 0.1, 0.3, {"A1"}));
  CHECK(lines_of(gfx_view(b, a)) ==
        std::vector<std::string>{
            "INFLUENCE A3 0.85 C1 -0.60",
            "LABEL A1 190",  // B2 and C3 are on the line
            "VAR b B2 w C3",
            "TEXT Black to move: win rate 52.3%, 1290 playouts, best B2",
        });
}

TEST_CASE("Visit counts fit on a point", "[gtp][analysis]") {
  CHECK(compact_count(0) == "0");
  CHECK(compact_count(999) == "999");
  CHECK(compact_count(1000) == "1.0k");
  CHECK(compact_count(9999) == "9.9k");
  CHECK(compact_count(35000) == "35k");
  CHECK(compact_count(999999) == "999k");
  CHECK(compact_count(1250000) == "1.2M");
}

TEST_CASE("A streamed response: '= ' once, no blank line, then the rest", "[gtp][analysis]") {
  std::string sent;
  ResponseStream live("7", [&](std::string_view t) { sent += t; });
  CHECK(live.live());
  live.line("info a");
  live.line("   ");  // would end the response for a client
  live.line("info b\n");
  live.begin();
  CHECK(sent == "=7 \ninfo a\ninfo b\n");
  ResponseStream kept("", {});
  CHECK_FALSE(kept.live());
  CHECK_FALSE(kept.begun());
  kept.line("x");
  CHECK(kept.take_kept() == "= \nx\n");
  CHECK(kept.take_kept().empty());
}

TEST_CASE("Analysis commands in process run one budget and frame well", "[gtp][analysis]") {
  Session session(small_config());
  Dispatcher gtp(session);
  // A slow run (sanitizers, a loaded machine) may report more than once.
  const std::regex lz(
      "= \n(info move ([A-J][1-9]|pass) visits \\d+ winrate \\d+ prior \\d+ lcb \\d+ order 0 "
      "pv [^\n]*\n)+\n");
  CHECK(std::regex_match(gtp.handle_line("lz-analyze b 10"), lz));
  CHECK(std::regex_match(gtp.handle_line("analyze"), lz));
  const std::string kata = gtp.handle_line("3 kata-analyze w interval 10 ownership true");
  CHECK(std::regex_match(kata, std::regex("=3 \n(info move \\S+ visits \\d+ winrate [01]\\.\\d{6} "
                                          "[^\n]* ownership( -?[01]\\.\\d{4}){81}\n)+\n")));
  CHECK(gtp.handle_line("lz-analyze b 10 color w") ==
        "? syntax error: unknown key color (interval, minmoves, maxmoves, ownership)\n\n");
  CHECK(session.game.moves().empty());  // analysis plays nothing

  const std::string g = gtp.handle_line("kata-genmove_analyze w 10");
  std::smatch m;
  REQUIRE(std::regex_match(g, m,
                           std::regex("= \n(info move [^\n]*winrate [01]\\.[^\n]*\n)+play "
                                      "([A-J][1-9]|pass)\n\n")));
  REQUIRE(session.game.moves().size() == 1);
  CHECK(session.game.moves().back() ==
        Move{Color::White, parse_vertex(session.game.board(), m[2].str())});
  CHECK(session.game.to_move() == Color::Black);
}

TEST_CASE("LineReader tells once that the input ended", "[gtp][reader]") {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  REQUIRE(::write(fds[1], "a\nb", 3) == 3);
  ::close(fds[1]);
  int ends = 0, lines = 0;
  {
    LineReader reader(
        fds[0], [&](InputLine&) { return ++lines, true; }, [&] { ++ends; });
    while (reader.next()) {
    }
    CHECK(lines == 2);  // the last line (no LF) came before the end
  }
  ::close(fds[0]);
  CHECK(ends == 1);
}
