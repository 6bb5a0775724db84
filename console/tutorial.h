// `sente tutorial`: the rules in six short lessons on 7x7 boards. Each
// lesson sets small tasks (count liberties, play a move) that the rules
// core checks, with an explanation when the answer misses.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "rules/game.h"

namespace sente::console {

struct Step {
  enum class Kind {
    Count,    // type a number
    Move,     // play a move that does the task
    Refused,  // try `target` and see the rules refuse it
  };
  Kind kind = Kind::Move;
  std::string position;  // diagram to start from; empty: the board so far
  Color to_move = Color::Black;
  std::string setup_move;  // played first by the other side (e.g. a ko capture)
  std::string task;
  std::function<int(const Board&)> answer;  // Count: the right number
  // Count: the reasoning, said after any answer. Move: said on success.
  std::function<std::string(const Board&)> explain;
  // Move: "" when the board after the move does the task, otherwise why not.
  std::function<std::string(const Board& before, const Board& after)> check;
  std::string target;                        // Refused: the point to try
  std::function<Point(const Board&)> reply;  // Move: the other side's answer, if any
};

struct Lesson {
  std::string title;
  std::string text;
  std::vector<Step> steps;
};

std::vector<Lesson> tutorial_lessons();

// A 7x7 game holding the diagram's stones, `to_move` to play, Chinese rules.
Game game_from_diagram(const std::string& diagram, Color to_move);

int run_tutorial(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                 bool interactive);

}  // namespace sente::console
