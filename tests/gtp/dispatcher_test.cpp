// The command table driven in process: responses, error strings, and the
// rule that an error leaves the state exactly as it was.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "gtp/dispatcher.h"

using namespace sente;
using namespace sente::gtp;

namespace {

SessionConfig small_config() {
  SessionConfig c;
  c.params = level_params("easy");
  c.params.playouts = 20;
  c.params.seed = 1;
  return c;
}

struct Fixture {
  Session session{small_config()};
  Dispatcher gtp{session};
  std::string operator()(const std::string& line) { return gtp.handle_line(line); }
};

// Everything a command could change.
struct Snapshot {
  int width, height;
  uint64_t hash;
  std::vector<Move> moves;
  double komi;
  Rules rules;
  Color to_move;
  int handicap;
  int prisoners_b, prisoners_w;
  bool operator==(const Snapshot&) const = default;
};
Snapshot snapshot(const Game& g) {
  const Board& b = g.board();
  return {b.width(),
          b.height(),
          b.hash(),
          g.moves(),
          g.komi(),
          g.rules(),
          g.to_move(),
          g.handicap(),
          b.prisoners(Color::Black),
          b.prisoners(Color::White)};
}

// Builds the ko shape of the tests: after "b f4" White's e4 stone is taken.
void play_ko_shape(Fixture& f) {
  for (const char* m : {"boardsize 9", "play b d4", "play w f5", "play b e5", "play w f3",
                        "play b e3", "play w g4", "play w e4", "play b f4"})
    REQUIRE(f(m) == "= \n\n");
}

}  // namespace

TEST_CASE("Basic commands answer as the spec says", "[gtp][dispatcher]") {
  Fixture f;
  CHECK(f("protocol_version") == "= 2\n\n");
  CHECK(f("name") == "= Sente\n\n");
  CHECK(f("7 name") == "=7 Sente\n\n");
  CHECK(f("version").rfind("= ", 0) == 0);
  CHECK(f("known_command play") == "= true\n\n");
  CHECK(f("known_command PLAY") == "= false\n\n");
  CHECK(f("known_command foo") == "= false\n\n");
  CHECK(f("PLAY b d4") == "? unknown command\n\n");
  CHECK(f("42 frobnicate") == "?42 unknown command\n\n");
  CHECK(f("# just a comment") == "");
  CHECK(f("   ") == "");
  CHECK(f("name\r") == "= Sente\n\n");
  CHECK(f("name extra") == "? syntax error: expected 0 arguments\n\n");
  CHECK_FALSE(f.gtp.quit_requested());
  CHECK(f("3 quit") == "=3 \n\n");
  CHECK(f.gtp.quit_requested());
}

TEST_CASE("list_commands lists each command once, all of them known", "[gtp][dispatcher]") {
  Fixture f;
  std::string r = f("list_commands");
  REQUIRE(r.rfind("= ", 0) == 0);
  REQUIRE(r.size() > 4);
  std::istringstream lines(r.substr(2, r.size() - 4));
  std::set<std::string> names;
  for (std::string line; std::getline(lines, line);) {
    CHECK(!line.empty());
    CHECK(line.find(' ') == std::string::npos);  // no trailing spaces
    CHECK(names.insert(line).second);
    CHECK(f("known_command " + line) == "= true\n\n");
  }
  for (const char* required : {"protocol_version",
                               "name",
                               "version",
                               "known_command",
                               "list_commands",
                               "quit",
                               "boardsize",
                               "clear_board",
                               "komi",
                               "play",
                               "genmove",
                               "fixed_handicap",
                               "place_free_handicap",
                               "set_free_handicap",
                               "final_score",
                               "final_status_list",
                               "time_settings",
                               "time_left",
                               "loadsgf",
                               "reg_genmove",
                               "undo",
                               "showboard",
                               "rectangular_boardsize",
                               "kgs-genmove_cleanup",
                               "kgs-time_settings",
                               "kgs-rules",
                               "printsgf",
                               "gogui-interrupt",
                               "gogui-title",
                               "cputime",
                               "is_legal",
                               "list_stones",
                               "sente-rules"})
    CHECK(names.count(required) == 1);
}

TEST_CASE("Board size, komi and clear_board", "[gtp][dispatcher]") {
  Fixture f;
  CHECK(f("komi 6.5") == "= \n\n");
  CHECK(f("boardsize 9") == "= \n\n");
  CHECK(f.session.game.komi() == 6.5);  // komi survives boardsize...
  CHECK(f("play b e5") == "= \n\n");
  CHECK(f("clear_board") == "= \n\n");
  CHECK(f.session.game.komi() == 6.5);  // ...and clear_board
  CHECK(f.session.game.moves().empty());
  CHECK(f("rectangular_boardsize 7 5") == "= \n\n");
  CHECK(f.session.game.board().width() == 7);
  CHECK(f.session.game.board().height() == 5);
  CHECK(f("komi -0") == "= \n\n");
  CHECK(f.session.game.komi() == 0);
  CHECK(f("komi 0.5") == "= \n\n");
  CHECK(f("boardsize 25") == "= \n\n");
  CHECK(f("boardsize 2") == "= \n\n");
}

TEST_CASE("Errors leave the state exactly as before", "[gtp][dispatcher]") {
  Fixture f;
  play_ko_shape(f);
  REQUIRE(f("komi 5.5") == "= \n\n");
  const Snapshot before = snapshot(f.session.game);
  const std::vector<std::pair<std::string, std::string>> errors = {
      {"boardsize 1", "unacceptable size"},
      {"boardsize 26", "unacceptable size"},
      {"boardsize 1000000000000000000000000", "unacceptable size"},
      {"boardsize -0", "unacceptable size"},
      {"boardsize nine", "syntax error: expected an integer"},
      {"boardsize 1e30", "syntax error: expected an integer"},
      {"boardsize", "syntax error: expected 1 argument"},
      {"rectangular_boardsize 9 26", "unacceptable size"},
      {"rectangular_boardsize 9", "syntax error: expected 2 arguments"},
      {"komi 1e30", "syntax error: number out of range"},
      {"komi nan", "syntax error: expected a number"},
      {"komi inf", "syntax error: expected a number"},
      {"komi", "syntax error: expected 1 argument"},
      {"play w e4", "illegal move: ko"},
      {"play w d4", "illegal move: occupied"},
      {"play x a1", "syntax error: invalid color"},
      {"play b i1", "syntax error: invalid vertex"},
      {"play b z1", "syntax error: vertex off board"},
      {"play b a10", "syntax error: vertex off board"},
      {"play b", "syntax error: expected 2 arguments"},
      {"play b resign", "syntax error: invalid vertex"},
      {"fixed_handicap 2", "board not empty"},
      {"place_free_handicap 2", "board not empty"},
      {"set_free_handicap a1 b1", "board not empty"},
      {"set_free_handicap a1 a1", "bad vertex list"},
      {"set_free_handicap a1 zz", "bad vertex list"},
      {"genmove red", "syntax error: invalid color"},
      {"genmove", "syntax error: expected 1 argument"},
      {"final_status_list undecided", "syntax error: expected alive|dead|seki"},
      {"time_settings 10 5", "syntax error: expected 3 arguments"},
      {"time_settings -1 0 0", "syntax error: number out of range"},
      {"time_settings 1 1 1.5", "syntax error: expected an integer"},
      {"time_left b 10", "syntax error: expected 3 arguments"},
      {"kgs-time_settings byoyomi 10 5", "syntax error: expected 4 arguments"},
      {"kgs-time_settings hourglass 10", "syntax error: expected none|absolute|byoyomi|canadian"},
      {"kgs-rules ing", "syntax error: unknown rules"},
      {"sente-rules ko random", "syntax error: unknown ko rule"},
      {"sente-rules suicide maybe", "syntax error: expected on|off|true|false|1|0"},
      {"sente-rules colour black", "syntax error: expected preset|suicide|ko|scoring"},
      {"loadsgf /nonexistent/file.sgf", "cannot load file"},
      {"loadsgf /", "cannot load file"},
      {"loadsgf /dev/zero", "cannot load file"},
      {"loadsgf x.sgf 0", "syntax error: expected an integer in 1..1000000"},
      {"printsgf /nonexistent/dir/out.sgf", "cannot write file"},
      {"is_legal b", "syntax error: expected 2 arguments"},
      {"list_stones purple", "syntax error: invalid color"},
      {"undo 2", "syntax error: expected 0 arguments"},
      {"nonsense", "unknown command"},
  };
  for (const auto& [command, message] : errors) {
    INFO(command);
    CHECK(f(command) == "? " + message + "\n\n");
    CHECK(snapshot(f.session.game) == before);
  }
}

TEST_CASE("Illegal moves say why", "[gtp][dispatcher]") {
  Fixture f;
  play_ko_shape(f);
  CHECK(f("is_legal w e4") == "= 0\n\n");
  CHECK(f("is_legal w pass") == "= 1\n\n");
  CHECK(f("play w e4") == "? illegal move: ko\n\n");
  // After two passes the simple ko is gone, but retaking repeats the
  // position after "play w e4": positional superko forbids it.
  CHECK(f("play w pass") == "= \n\n");
  CHECK(f("play b pass") == "= \n\n");
  CHECK(f("is_legal w e4") == "= 0\n\n");
  CHECK(f("play w e4") == "? illegal move: superko\n\n");
  // Under simple ko (Japanese rules) the retake is legal.
  CHECK(f("sente-rules ko simple") == "= \n\n");
  CHECK(f("play w e4") == "= \n\n");
  CHECK(f("list_stones w") == "= F3 E4 G4 F5\n\n");

  // Single-stone suicide in the corner.
  CHECK(f("clear_board") == "= \n\n");
  CHECK(f("play b a2") == "= \n\n");
  CHECK(f("play b b1") == "= \n\n");
  CHECK(f("play w a1") == "? illegal move: suicide\n\n");
  CHECK(f("is_legal w a1") == "= 0\n\n");
  CHECK(f("is_legal b a1") == "= 1\n\n");
}

TEST_CASE("Undo back to the start", "[gtp][dispatcher]") {
  Fixture f;
  CHECK(f("undo") == "? cannot undo\n\n");
  REQUIRE(f("boardsize 9") == "= \n\n");
  const Snapshot empty = snapshot(f.session.game);
  REQUIRE(f("play b c3") == "= \n\n");
  const Snapshot one = snapshot(f.session.game);
  REQUIRE(f("play w PASS") == "= \n\n");
  REQUIRE(f("play B d4") == "= \n\n");
  CHECK(f("undo") == "= \n\n");
  CHECK(f("undo") == "= \n\n");
  CHECK(snapshot(f.session.game) == one);
  CHECK(f("undo") == "= \n\n");
  CHECK(snapshot(f.session.game) == empty);
  CHECK(f("undo") == "? cannot undo\n\n");
  CHECK(snapshot(f.session.game) == empty);
}

TEST_CASE("Fixed handicap follows the spec's table", "[gtp][dispatcher]") {
  Fixture f;
  // Spec 4.1.1: corners on the third line (fourth from 13x13 up), then the
  // sides, then the centre for odd counts.
  REQUIRE(f("boardsize 19") == "= \n\n");
  CHECK(f("fixed_handicap 9") == "= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10\n\n");
  CHECK(f.session.game.to_move() == Color::White);
  CHECK(f("fixed_handicap 2") == "? board not empty\n\n");
  CHECK(f("undo") == "? cannot undo\n\n");  // handicap stones are not moves
  REQUIRE(f("clear_board") == "= \n\n");
  CHECK(f("fixed_handicap 3") == "= D4 Q16 D16\n\n");
  REQUIRE(f("boardsize 13") == "= \n\n");
  CHECK(f("fixed_handicap 5") == "= D4 K10 D10 K4 G7\n\n");
  REQUIRE(f("boardsize 9") == "= \n\n");
  CHECK(f("fixed_handicap 8") == "= C3 G7 C7 G3 C5 G5 E3 E7\n\n");
  REQUIRE(f("clear_board") == "= \n\n");
  CHECK(f("fixed_handicap 10") == "? invalid number of stones\n\n");
  CHECK(f("fixed_handicap 1") == "? invalid number of stones\n\n");
  REQUIRE(f("boardsize 8") == "= \n\n");
  CHECK(f("fixed_handicap 5") == "? invalid number of stones\n\n");  // even size: 4 at most
  CHECK(f("fixed_handicap 4") == "= C3 F6 C6 F3\n\n");
  REQUIRE(f("boardsize 7") == "= \n\n");
  CHECK(f("fixed_handicap 5") == "? invalid number of stones\n\n");
  CHECK(f("fixed_handicap 4") == "= C3 E5 C5 E3\n\n");
  REQUIRE(f("boardsize 6") == "= \n\n");
  CHECK(f("fixed_handicap 2") == "? invalid number of stones\n\n");
  CHECK(f.session.game.board().stone_count(Color::Black) == 0);
}

TEST_CASE("Free handicap: engine-chosen and given", "[gtp][dispatcher]") {
  Fixture f;
  for (auto [w, h, n] : {std::tuple{19, 19, 9},
                         {19, 19, 13},
                         {9, 9, 5},
                         {13, 9, 6},
                         {5, 5, 24},
                         {2, 2, 3},
                         {25, 25, 40}}) {
    INFO(w << "x" << h << " " << n);
    REQUIRE(f("rectangular_boardsize " + std::to_string(w) + " " + std::to_string(h)) == "= \n\n");
    const std::string r = f("place_free_handicap " + std::to_string(n));
    REQUIRE(r.rfind("= ", 0) == 0);
    std::istringstream words(r.substr(2));
    std::set<std::string> vertices;
    for (std::string v; words >> v;) vertices.insert(v);
    CHECK(static_cast<int>(vertices.size()) == n);
    CHECK(f.session.game.board().stone_count(Color::Black) == n);
    CHECK(f.session.game.handicap() == n);
    CHECK(f.session.game.to_move() == Color::White);
  }
  REQUIRE(f("boardsize 19") == "= \n\n");
  CHECK(f("place_free_handicap 4") == "= D4 Q16 D16 Q4\n\n");  // the usual points when allowed
  REQUIRE(f("boardsize 3") == "= \n\n");
  CHECK(f("place_free_handicap 9") == "? invalid number of stones\n\n");
  CHECK(f("place_free_handicap 1") == "? invalid number of stones\n\n");

  REQUIRE(f("boardsize 9") == "= \n\n");
  CHECK(f("set_free_handicap c3") == "? bad vertex list\n\n");
  CHECK(f("set_free_handicap c3 pass") == "? bad vertex list\n\n");
  CHECK(f("set_free_handicap c3 C3") == "? bad vertex list\n\n");
  CHECK(f.session.game.board().stone_count(Color::Black) == 0);
  CHECK(f("set_free_handicap c3 g7 E5") == "= \n\n");
  CHECK(f("list_stones black") == "= C3 E5 G7\n\n");
  CHECK(f.session.game.handicap() == 3);
  CHECK(f.session.game.to_move() == Color::White);
}

TEST_CASE("Rules: kgs-rules and sente-rules", "[gtp][dispatcher]") {
  Fixture f;
  CHECK(f("sente-rules") == "= preset chinese\nsuicide off\nko positional\nscoring area\n\n");
  REQUIRE(f("komi 0") == "= \n\n");
  CHECK(f("kgs-rules japanese") == "= \n\n");
  CHECK(f("sente-rules") == "= preset japanese\nsuicide off\nko simple\nscoring territory\n\n");
  CHECK(f.session.game.komi() == 0);  // rules do not touch komi
  CHECK(f("kgs-rules new_zealand") == "= \n\n");
  CHECK(f("sente-rules ko") == "= situational\n\n");
  CHECK(f("sente-rules suicide") == "= on\n\n");
  CHECK(f("sente-rules scoring territory") == "= \n\n");
  CHECK(f("sente-rules preset") == "= custom\n\n");
  CHECK(f("sente-rules suicide off") == "= \n\n");
  CHECK(f("sente-rules ko positional") == "= \n\n");
  CHECK(f("sente-rules scoring area") == "= \n\n");
  CHECK(f("sente-rules preset") == "= chinese\n\n");
  CHECK(f("sente-rules preset tromp-taylor") == "= \n\n");
  CHECK(f("sente-rules suicide") == "= on\n\n");
  CHECK(f("boardsize 9") == "= \n\n");
  CHECK(f("sente-rules preset") == "= tromp-taylor\n\n");  // rules survive boardsize
  // Multi-stone suicide under Tromp-Taylor: black a1 b1 in the corner, white around.
  for (const char* m : {"play b a1", "play w a2", "play w b2", "play w c1"})
    REQUIRE(f(m) == "= \n\n");
  CHECK(f("play b b1") == "= \n\n");
  CHECK(f("list_stones b") == "= \n\n");
  CHECK(f.session.game.board().prisoners(Color::White) == 2);
}

TEST_CASE("Time settings are accepted in every form", "[gtp][dispatcher]") {
  Fixture f;
  CHECK(f("time_settings 300 0 0") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::Absolute);
  CHECK(f("time_settings 0 30 5") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::Canadian);
  CHECK(f.session.engine.time_control().settings().period_stones == 5);
  CHECK(f("time_settings 60 30 0") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::None);
  CHECK(f("kgs-time_settings byoyomi 600 30 5") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::ByoYomi);
  CHECK(f.session.engine.time_control().settings().periods == 5);
  CHECK(f("kgs-time_settings canadian 600 300 25") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::Canadian);
  CHECK(f("kgs-time_settings absolute 900") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::Absolute);
  CHECK(f.session.engine.time_control().settings().main_seconds == 900);
  CHECK(f("kgs-time_settings none") == "= \n\n");
  CHECK(f.session.engine.time_control().settings().kind == TimeSettings::Kind::None);
  CHECK(f("time_left b 120 0") == "= \n\n");
  CHECK(f("time_left W 25.5 3") == "= \n\n");
}

TEST_CASE("Queries: showboard, list_stones, cputime, gogui-title", "[gtp][dispatcher]") {
  Fixture f;
  REQUIRE(f("boardsize 3") == "= \n\n");
  REQUIRE(f("play b b2") == "= \n\n");
  REQUIRE(f("play w a1") == "= \n\n");
  CHECK(f("showboard") ==
        "= \n"
        "   A B C\n"
        " 3 . . . 3\n"
        " 2 . X . 2\n"
        " 1(O). . 1\n"
        "   A B C\n"
        "Black to move, captures X 0 O 0, komi 7.5, rules chinese\n\n");
  CHECK(f("list_stones b") == "= B2\n\n");
  CHECK(f("list_stones white") == "= A1\n\n");
  const std::string t = f("cputime");
  CHECK(t.rfind("= ", 0) == 0);
  CHECK(parse_number(t.substr(2, t.size() - 4)).has_value());
  CHECK(f("gogui-title") == "= Sente (easy)\n\n");
  CHECK(f("gogui-interrupt") == "= \n\n");
}

TEST_CASE("A line longer than the limit is refused", "[gtp][dispatcher]") {
  Fixture f;
  CHECK(f.gtp.handle_line("5 name", {}, {}, true) == "?5 syntax error: line too long\n\n");
  CHECK(f.gtp.handle_line("# comment", {}, {}, true) == "");
  CHECK(f(std::string(100000, 'x')) == "? unknown command\n\n");
  CHECK(f("play b " + std::string(100000, '9')) == "? syntax error: invalid vertex\n\n");
}

TEST_CASE("genmove's stderr line counts the playouts and the root's visits", "[gtp][dispatcher]") {
  std::ostringstream err;
  Session session{small_config(), Diagnostics(&err)};
  Dispatcher gtp{session};
  REQUIRE(gtp.handle_line("boardsize 9") == "= \n\n");
  // The engine plays both sides: White's search reuses Black's tree below
  // Black's move, so its root has more visits than its own playouts.
  for (const char* line : {"genmove b", "genmove w"}) REQUIRE(gtp.handle_line(line)[0] == '=');
  std::istringstream lines(err.str());
  std::vector<std::pair<int, int>> counts;  // (playouts, root visits)
  for (std::string l; std::getline(lines, l);) {
    const auto p = l.find("  playouts "), v = l.find("  root visits ");
    if (l.rfind("genmove ", 0) != 0 || p == std::string::npos || v == std::string::npos) continue;
    counts.emplace_back(std::stoi(l.substr(p + 11)), std::stoi(l.substr(v + 14)));
  }
  REQUIRE(counts.size() == 2);
  CHECK(counts[0].first == 20);
  CHECK(counts[0].second >= counts[0].first);
  CHECK(counts[1].first == 20);
  CHECK(counts[1].second > counts[1].first);
}
