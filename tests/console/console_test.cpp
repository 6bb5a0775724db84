#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "app/options.h"
#include "console/board_view.h"
#include "console/explain.h"
#include "console/play_console.h"
#include "console/play_options.h"
#include "console/terminal.h"
#include "console/tutorial.h"
#include "rules/notation.h"
#include "sgf/sgf.h"

using namespace sente;
using namespace sente::console;

namespace {

std::string play_session(const std::vector<std::string>& args, const std::string& input) {
  std::istringstream in(input);
  std::ostringstream out;
  REQUIRE(run_play(args, in, out, false) == 0);
  return out.str();
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("Refusals in plain words", "[console]") {
  // White A2 and B1 leave a black stone on A1 no liberty; the ko shape of
  // the tutorial sits in the middle.
  Game g = game_from_diagram(".......\n.......\n..XO...\n.X.XO..\n..XO...\nO......\n.O.....\n",
                             Color::White);
  auto v = [&](const char* s) { return parse_vertex(g.board(), s); };
  REQUIRE(g.play({Color::White, v("C4")}) == MoveError::None);  // captures D4
  const Board& b = g.board();
  CHECK(explain_refusal(g.check({Color::Black, v("C5")}), b, v("C5")) ==
        "there is already a stone on C5");
  CHECK(explain_refusal(g.check({Color::Black, v("A1")}), b, v("A1")) ==
        "that stone would have no liberties (suicide)");
  CHECK(explain_refusal(g.check({Color::Black, v("D4")}), b, v("D4")) ==
        "that would retake the ko at once (ko): play elsewhere first");
  CHECK(explain_refusal(MoveError::Superko, b, v("D4")) ==
        "that would repeat an earlier position (superko)");
  CHECK(explain_refusal(MoveError::None, b, v("D4")).empty());
}

TEST_CASE("The board drawing marks the last move and dead stones", "[console]") {
  Board b = board_from_diagram("...\n.XO\nX..\n");
  Bits dead;
  dead.set(b.point(2, 1));  // the white stone on C2
  CHECK(draw_board(b, b.point(1, 1), &dead) ==
        "   A B C\n"
        " 3 . . . 3\n"
        " 2 .(X)o 2\n"
        " 1 X . . 1\n"
        "   A B C\n");
  Bits some;
  some.set(b.point(0, 0));
  some.set(b.point(2, 2));
  some.set(b.point(1, 1));
  CHECK(list_points(b, some) == "C3, B2 and A1");
}

TEST_CASE("Play options", "[console][options]") {
  const PlayOptions o =
      parse_play_options({"--size", "13x9", "--komi", "6.5", "--rules", "Japanese", "--level",
                          "hard", "--color", "nigiri", "--seed", "42", "--playouts", "50"});
  REQUIRE(o.size);
  CHECK(*o.size == std::pair<int, int>{13, 9});
  CHECK(*o.komi == 6.5);
  CHECK(*o.rules == "japanese");
  CHECK(*o.level == Level::Hard);
  CHECK(*o.color == ColorChoice::Nigiri);
  CHECK(*o.seed == 42);
  CHECK(*o.playouts == 50);
  CHECK_FALSE(o.handicap);
  using E = OptionsError;
  CHECK_THROWS_AS(parse_play_options({"--size", "26"}), E);
  CHECK_THROWS_AS(parse_play_options({"--size", "9x"}), E);
  CHECK_THROWS_AS(parse_play_options({"--level", "expert"}), E);
  CHECK_THROWS_AS(parse_play_options({"--color", "red"}), E);
  CHECK_THROWS_AS(parse_play_options({"--komi", "x"}), E);
  CHECK_THROWS_AS(parse_play_options({"--komi", "7.3"}), E);  // counts are in half points
  CHECK(*parse_play_options({"--komi", "-6"}).komi == -6);
  CHECK_THROWS_AS(parse_play_options({"--seed", "-1"}), E);
  CHECK_THROWS_AS(parse_play_options({"--size", "7", "--handicap", "5"}), E);
  CHECK_THROWS_AS(parse_play_options({"--atari-go", "--komi", "5"}), E);
  CHECK_THROWS_AS(parse_play_options({"stray"}), E);
  CHECK_THROWS_AS(parse_play_options({"--bogus"}), E);
}

TEST_CASE("Handicap needs fixed points", "[console][options]") {
  CHECK(check_handicap(0, 7, 7).empty());
  CHECK(check_handicap(4, 7, 7).empty());
  CHECK_FALSE(check_handicap(5, 7, 7).empty());  // 7x7 has four handicap points
  CHECK(check_handicap(9, 9, 9).empty());
  CHECK_FALSE(check_handicap(1, 9, 9).empty());
  CHECK_FALSE(check_handicap(2, 9, 7).empty());  // not square
}

TEST_CASE("Set-up defaults in a pipe, prompts at a terminal", "[console][options]") {
  std::istringstream none;
  std::ostringstream out;
  Terminal pipe(none, out, false);
  auto g = resolve_setup(parse_play_options({"--seed", "3"}), pipe);
  REQUIRE(g);
  CHECK(g->width == 9);
  CHECK(g->height == 9);
  CHECK(g->komi == 7.5);
  CHECK(g->handicap == 0);
  CHECK(g->level == Level::Easy);
  CHECK(g->color == ColorChoice::Black);
  CHECK(g->seed == 3);
  CHECK(out.str().empty());  // no prompts
  auto h = resolve_setup(parse_play_options({"--handicap", "2"}), pipe);
  REQUIRE(h);
  CHECK(h->komi == 0.5);
  CHECK_THROWS_AS(resolve_setup(parse_play_options({"--handicap", "9", "--size", "7"}), pipe),
                  OptionsError);

  // size (a bad answer first), rules, komi, level, colour: no handicap
  // question, as a rectangular board has no handicap points
  std::istringstream answers("30\n7x5\njapanese\n\nhard\nwhite\n");
  std::ostringstream screen;
  Terminal tty(answers, screen, true);
  auto t = resolve_setup(parse_play_options({}), tty);
  REQUIRE(t);
  CHECK(t->width == 7);
  CHECK(t->height == 5);
  CHECK(t->rules == rules_preset("japanese"));
  CHECK(t->handicap == 0);
  CHECK(t->komi == rules_preset("japanese").default_komi);
  CHECK(t->level == Level::Hard);
  CHECK(t->color == ColorChoice::White);
  CHECK(contains(screen.str(), "Board size (7, 9, 13, 19 or WxH) [9]: "));
  CHECK(contains(screen.str(), "the size must be N or WxH with sides 2..25"));
  CHECK_FALSE(contains(screen.str(), "Handicap"));
  std::istringstream cut("7\n");  // the input ends during the prompts
  Terminal tty2(cut, screen, true);
  CHECK_FALSE(resolve_setup(parse_play_options({}), tty2));
}

TEST_CASE("Nigiri draws 1 to 20 stones, the same for a seed", "[console]") {
  bool seen[21] = {};
  for (uint64_t seed = 0; seed < 400; ++seed) {
    Rng a(seed), b(seed);
    const int n = draw_handful(a);
    REQUIRE(n >= 1);
    REQUIRE(n <= 20);
    CHECK(draw_handful(b) == n);
    seen[n] = true;
  }
  for (int n = 1; n <= 20; ++n) CHECK(seen[n]);
}

TEST_CASE("A saved game reads back, marked as assisted", "[console][sgf]") {
  const std::string path =
      (std::filesystem::temp_directory_path() / "sente_console_test_save.sgf").string();
  std::remove(path.c_str());
  const std::string out =
      play_session({"--size", "7", "--color", "both", "--seed", "5", "--hint-playouts", "50"},
                   "d4\ne5\nhint\nc3\nsave " + path + "\nquit\n");
  CHECK(contains(out, "This game is now marked as assisted."));
  CHECK(contains(out, "[assisted game: 1 hint]"));
  CHECK(contains(out, "Saved the game to " + path + "."));
  Game defaults(19, 19);
  const Game g = load_sgf_file(path, defaults);
  REQUIRE(g.moves().size() == 3);
  CHECK(vertex_to_string(g.board(), g.moves()[0].point) == "D4");
  CHECK(vertex_to_string(g.board(), g.moves()[2].point) == "C3");
  const std::string text = read_sgf_file(path);
  CHECK(contains(text, "GC[Assisted game: 1 hint from Sente.]"));
  CHECK(contains(text, "PB[Human]"));
  CHECK(contains(text, "SZ[7]"));
  std::remove(path.c_str());
}

TEST_CASE("Undo takes back the engine's reply and the player's move", "[console]") {
  const std::string out =
      play_session({"--size", "7", "--seed", "1", "--playouts", "30"}, "d4\nundo\nundo\nquit\n");
  CHECK(contains(out, "Move 2: White (Sente) plays "));
  CHECK(contains(out, "Took back White "));
  CHECK(contains(out, " and Black D4."));
  CHECK(contains(out, "There is no move of yours to take back."));
}

TEST_CASE("A 100 KB word is echoed in 40 bytes", "[console]") {
  const std::string word(100000, 'x');
  const std::string out =
      play_session({"--size", "7", "--color", "both", "--seed", "1"}, word + "\nquit\n");
  CHECK(contains(out, "'" + std::string(40, 'x') + "...' is not a move or a command."));
  // Only the echo of the input itself is a long line.
  int long_lines = 0;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) long_lines += line.size() > 200;
  CHECK(long_lines <= 1);
}

TEST_CASE("Bad input changes nothing", "[console]") {
  const std::string out = play_session({"--size", "7", "--color", "both", "--seed", "1"},
                                       "d4\nd4\nzz\nz9\nh8\nsave\nundo extra\nboard\nquit\n");
  CHECK(contains(out, "You cannot play D4: there is already a stone on D4."));
  CHECK(contains(out, "'zz' is not a move or a command."));
  CHECK(contains(out, "There is no Z9 on this board: columns A-G, rows 1-7."));
  CHECK(contains(out, "There is no H8 on this board: columns A-G, rows 1-7."));
  CHECK(contains(out, "Type save and a file name"));
  CHECK(contains(out, "'undo extra' is not a move or a command."));
  CHECK(contains(out,
                 "The board:\n   A B C D E F G\n 7 . . . . . . . 7\n 6 . . . . . . . 6\n"
                 " 5 . . + . + . . 5\n 4 . . .(X). . . 4\n"));
}

TEST_CASE("A counted game is saved with its result", "[console][sgf]") {
  const std::string path =
      (std::filesystem::temp_directory_path() / "sente_console_test_result.sgf").string();
  std::remove(path.c_str());
  // Two passes on an empty 7x7 board: nothing for Black, komi 7.5 for White.
  const std::string out = play_session({"--size", "7", "--color", "both", "--seed", "2"},
                                       "pass\npass\ndone\nsave " + path + "\nquit\n");
  CHECK(contains(out, "Sente sees no dead stones:"));
  CHECK(contains(out, "Result: W+7.5\nWhite wins by 7.5 points."));
  const std::string text = read_sgf_file(path);
  CHECK(contains(text, "RE[W+7.5]"));
  CHECK_FALSE(contains(text, "GC["));  // no hint, not atari-go
  std::remove(path.c_str());
}

TEST_CASE("Territory rules let play resume too", "[console]") {
  const std::string out =
      play_session({"--size", "7", "--color", "both", "--rules", "japanese", "--seed", "2"},
                   "pass\npass\nresume\nd4\npass\npass\ndone\nquit\n");
  // It was refused: a stray pass ended the game for good.
  CHECK(contains(out, "Play resumes from this position"));
  CHECK(contains(out, "Move 3: Black plays D4."));
  CHECK(contains(out, "Counting under territory rules:"));
}

TEST_CASE("At a terminal, resign and quit mid-game ask once and offer to save", "[console]") {
  const std::string path =
      (std::filesystem::temp_directory_path() / "sente_console_quit_test.sgf").string();
  std::istringstream in("d4\nresign\nno\nquit\nno\nquit\nyes\n" + path + "\n");
  std::ostringstream out;
  REQUIRE(run_play({"--size", "7", "--color", "both", "--seed", "2", "--komi", "7.5", "--handicap",
                    "0", "--rules", "chinese", "--level", "easy"},
                   in, out, true) == 0);
  const std::string text = out.str();
  CHECK(contains(text, "Resign this game? (yes/no) "));
  CHECK_FALSE(contains(text, "resigns"));
  CHECK(contains(text, "Leave this game? (yes/no) "));
  CHECK(contains(text, "Saved the game to " + path + "."));
  CHECK(contains(text, "Goodbye."));
  std::remove(path.c_str());
}

TEST_CASE("Resuming under area rules needs two new passes", "[console]") {
  const std::string out = play_session({"--size", "7", "--color", "both", "--seed", "2"},
                                       "pass\npass\nresume\npass\nd4\npass\npass\ndone\nquit\n");
  // After the resume Black passes, White plays D4: the game goes on until
  // two passes follow each other again.
  CHECK(contains(out, "Play resumes"));
  CHECK(contains(out, "Move 4: White plays D4."));
  CHECK(contains(out, "Move 6: White passes."));
  CHECK(contains(out, "Counting under area rules:"));
}

TEST_CASE("Ctrl-D at a set-up prompt ends the line and says goodbye", "[console]") {
  std::istringstream in("7\n");  // the input ends at the rules question
  std::ostringstream out;
  REQUIRE(run_play({}, in, out, true) == 0);
  CHECK(contains(out.str(), "[chinese]: \nGoodbye.\n"));
}

TEST_CASE("Two players: undo with nothing to take back names no one", "[console]") {
  const std::string out =
      play_session({"--size", "7", "--color", "both", "--seed", "2"}, "undo\nquit\n");
  CHECK(contains(out, "There is no move to take back."));
  CHECK_FALSE(contains(out, "of yours"));
}
