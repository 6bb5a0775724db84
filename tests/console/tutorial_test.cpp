#include <catch2/catch.hpp>
#include <sstream>

#include "console/tutorial.h"
#include "rules/notation.h"

using namespace sente;
using namespace sente::console;

namespace {

std::string run(const std::string& input, std::vector<std::string> args = {}) {
  std::istringstream in(input);
  std::ostringstream out;
  REQUIRE(run_tutorial(args, in, out, false) == 0);
  return out.str();
}

}  // namespace

TEST_CASE("Six lessons on 7x7 boards", "[console][tutorial]") {
  const auto lessons = tutorial_lessons();
  REQUIRE(lessons.size() == 6);
  for (const Lesson& l : lessons) {
    REQUIRE_FALSE(l.steps.empty());
    CHECK_FALSE(l.steps.front().position.empty());  // each lesson sets its own board
    for (const Step& s : l.steps)
      if (!s.position.empty()) {
        const Game g = game_from_diagram(s.position, s.to_move);
        CHECK(g.board().width() == 7);
        CHECK(g.board().height() == 7);
      }
  }
}

TEST_CASE("The right answers go through every lesson", "[console][tutorial]") {
  // Worked out by hand from the lesson boards:
  // 1: D4 has C4, E4, D3 (3); the chain D5-D6 has D7, C6, E6, C5, E5 (5); E4 takes one.
  // 2: E4 is the pair's last liberty; B1 the corner stone's.
  // 3: D4 is suicide among four free white stones; then D4 captures four.
  // 4: D4 is ko right after White's C4; after F6 and White's answer, D4 retakes.
  // 5: B6 splits A6-B6-C6 into two eyes; White A6 is then suicide.
  // 6: Black has column D (7 stones) and columns A-C (21 points): 28; White 7 + 14 = 21.
  const std::string out =
      run("3\n5\nE4\n"
          "e4\nb1\n"
          "D4\nD4\n"
          "D4\nF6\nD4\n"
          "B6\nA6\n"
          "28\n21\n");
  CHECK(out.find("Not quite") == std::string::npos);
  CHECK(out.find("Not yet") == std::string::npos);
  CHECK(out.find("Right: its liberties are C4, E4 and D3.") != std::string::npos);
  CHECK(out.find("The rules refuse D4: that stone would have no liberties (suicide).") !=
        std::string::npos);
  CHECK(out.find(
            "The rules refuse D4: that would retake the ko at once (ko): play elsewhere first.") !=
        std::string::npos);
  CHECK(out.find("The rules refuse A6: that stone would have no liberties (suicide).") !=
        std::string::npos);
  CHECK(out.find("Black: 7 stones + 21 territory = 28") != std::string::npos);
  // F6 threatens nothing: White is not said to answer a threat.
  CHECK(out.find("That threatens nothing") != std::string::npos);
  CHECK(out.find("answers your threat") == std::string::npos);
  CHECK(out.find("would have had no liberty of its own") != std::string::npos);
  CHECK(out.find("White: 7 stones + 14 territory + 7.5 komi = 28.5") != std::string::npos);
  CHECK(out.find("That was the last lesson.") != std::string::npos);
}

TEST_CASE("Wrong answers are explained and moves retried", "[console][tutorial]") {
  const std::string out = run("A6\nG1\nB6\nquit\n", {"--lesson", "5"});
  // A6 leaves B6-C6, one eye; G1 leaves A6-B6-C6, one eye.
  CHECK(out.find("Not yet: the group's empty points B6 and C6 still make one eye") !=
        std::string::npos);
  CHECK(out.find("Not yet: the group's empty points A6, B6 and C6 still make one eye") !=
        std::string::npos);
  CHECK(out.find("Two eyes, A6 and C6") != std::string::npos);
  CHECK(out.find("Lesson 4") == std::string::npos);
}

TEST_CASE("Tutorial arguments", "[console][tutorial]") {
  std::istringstream in("");
  std::ostringstream out;
  CHECK(run_tutorial({"--lesson", "7"}, in, out, false) == 2);
  CHECK(run_tutorial({"--lesson"}, in, out, false) == 2);
  CHECK(run_tutorial({"x"}, in, out, false) == 2);
  CHECK(run("", {"--lesson", "6"}).find("Lesson 6 of 6: Counting") != std::string::npos);
}
