#include "console/tutorial.h"

#include <iostream>

#include "console/board_view.h"
#include "console/explain.h"
#include "console/terminal.h"
#include "rules/notation.h"

namespace sente::console {

namespace {

const char* color_name(Color c) { return c == Color::Black ? "Black" : "White"; }

enum class Outcome { Done, NextLesson, Quit };

class Tutor {
 public:
  explicit Tutor(Terminal& term) : term_(term), out_(term.out()) {}

  Outcome lesson(const Lesson& l, int number, int total) {
    out_ << "\nLesson " << number << " of " << total << ": " << l.title << "\n" << l.text << "\n";
    for (const Step& s : l.steps) {
      const Outcome o = step(s);
      if (o != Outcome::Done) return o;
    }
    return Outcome::Done;
  }

 private:
  void show(Point last) { out_ << draw_board(game_.board(), last); }

  Outcome step(const Step& s) {
    wrong_guesses_ = 0;
    if (!s.position.empty()) {
      game_ = game_from_diagram(s.position, s.to_move);
      Point last = kNoPoint;
      if (!s.setup_move.empty()) {
        game_.set_to_move(opponent(s.to_move));
        last = parse_vertex(game_.board(), s.setup_move);
        game_.play({opponent(s.to_move), last});
      }
      show(last);
    }
    out_ << s.task << "\n";
    for (;;) {
      const std::string prompt =
          s.kind == Step::Kind::Count ? "Answer> " : std::string(color_name(s.to_move)) + "> ";
      const auto line = term_.read_line(prompt);
      if (!line) return Outcome::Quit;
      const std::string w = lower(*line);
      if (w.empty()) continue;
      if (w == "quit" || w == "exit") return Outcome::Quit;
      if (w == "skip") return Outcome::NextLesson;
      if (w == "help" || w == "?") {
        out_ << "Type " << (s.kind == Step::Kind::Count ? "a number" : "a move like D4")
             << ", skip for the next lesson, or quit.\n";
        continue;
      }
      if (s.kind == Step::Kind::Count ? answer(s, w) : move(s, w)) return Outcome::Done;
    }
  }

  bool answer(const Step& s, const std::string& text) {
    const auto n = parse_integer(text);
    if (!n) {
      out_ << "Type a number.\n";
      return false;
    }
    const Board& b = game_.board();
    // A first wrong guess gets another try before the answer is told.
    if (*n != s.answer(b) && wrong_guesses_++ == 0) {
      out_ << "Not quite: " << *n << " is not it. Count again and type a number.\n";
      return false;
    }
    out_ << (*n == s.answer(b) ? "Right: " : "Not quite: ") << s.explain(b) << "\n";
    return true;
  }

  bool move(const Step& s, const std::string& text) {
    const Board before = game_.board();
    Point p = kNoPoint;
    try {
      p = parse_vertex(before, text);
    } catch (const ParseError&) {
    }
    if (p == kNoPoint || p == kPass) {
      out_ << "Type a move like D4 (columns A-G, rows 1-7), skip, or quit.\n";
      return false;
    }
    const MoveError e = game_.check({s.to_move, p});
    if (s.kind == Step::Kind::Refused) {
      if (p != parse_vertex(before, s.target)) {
        out_ << "For this task play " << s.target << " and see what the rules say.\n";
        return false;
      }
      out_ << "The rules refuse " << s.target << ": " << explain_refusal(e, before, p) << ".\n"
           << s.explain(before) << "\n";
      return true;
    }
    if (e != MoveError::None) {
      out_ << "You cannot play " << vertex_to_string(before, p) << ": "
           << explain_refusal(e, before, p) << ".\n";
      return false;
    }
    Game next = game_;
    next.play({s.to_move, p});
    show_board(next.board(), p);
    const std::string why = s.check(before, next.board());
    if (!why.empty()) {
      out_ << "Not yet: " << why << "\nThat stone is taken back; try again.\n";
      return false;
    }
    game_ = next;
    out_ << s.explain(game_.board()) << "\n";
    if (s.reply) {
      const Color other = opponent(s.to_move);
      const Point r = s.reply(game_.board());
      game_.play({other, r});
      out_ << color_name(other) << " plays " << vertex_to_string(game_.board(), r) << ".\n";
      show(r);
    }
    return true;
  }

  void show_board(const Board& b, Point last) { out_ << draw_board(b, last); }

  Terminal& term_;
  std::ostream& out_;
  Game game_{7, 7, rules_preset("chinese")};
  int wrong_guesses_ = 0;  // in the current step
};

}  // namespace

Game game_from_diagram(const std::string& diagram, Color to_move) {
  const Board b = board_from_diagram(diagram);
  Game g(b.width(), b.height(), rules_preset("chinese"));
  for (Color c : {Color::Black, Color::White}) {
    std::vector<Point> points;
    b.stones(c).for_each(b.words(), [&](int p) { points.push_back(static_cast<Point>(p)); });
    g.setup_stones(c, points);
  }
  g.set_to_move(to_move);
  return g;
}

int run_tutorial(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
                 bool interactive) {
  const std::vector<Lesson> lessons = tutorial_lessons();
  const int total = static_cast<int>(lessons.size());
  int first = 1;
  if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
    out << "Usage: sente tutorial [--lesson N]\n"
           "The rules of Go in "
        << total << " short lessons on 7x7 boards, starting at lesson N (default 1).\n";
    return 0;
  }
  if (!args.empty()) {
    const auto n =
        args.size() == 2 && args[0] == "--lesson" ? parse_integer(args[1]) : std::nullopt;
    if (!n || *n < 1 || *n > total) {
      std::cerr << "sente tutorial: expected --lesson N with N in 1.." << total
                << "\nTry 'sente tutorial --help'.\n";
      return 2;
    }
    first = static_cast<int>(*n);
  }
  Terminal term(in, out, interactive);
  Tutor tutor(term);
  out << "Sente's Go tutorial: " << total
      << " short lessons. Type skip to go to the next lesson, quit to leave.\n";
  for (int i = first; i <= total; ++i) {
    const Outcome o = tutor.lesson(lessons[i - 1], i, total);
    if (o == Outcome::Quit) {
      out << "Goodbye.\n";
      return 0;
    }
  }
  out << "\nThat was the last lesson. Try atari-go first (sente play --atari-go), then a whole\n"
         "game on a small board (sente play --size 7).\n";
  return 0;
}

}  // namespace sente::console
