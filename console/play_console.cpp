#include "console/play_console.h"

#include <iostream>
#include <sstream>

#include "cli/options_error.h"
#include "console/atari_go.h"
#include "console/board_view.h"
#include "console/explain.h"
#include "rules/notation.h"
#include "rules/text.h"

namespace sente::console {

namespace {

const char* color_name(Color c) { return c == Color::Black ? "Black" : "White"; }

std::string rules_title(const Rules& r) {
  const std::string p = preset_name(r);
  if (p == "chinese") return "Chinese";
  if (p == "japanese") return "Japanese";
  if (p == "tromp-taylor") return "Tromp-Taylor";
  if (p == "new-zealand") return "New Zealand";
  return "custom";
}

std::string number(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

SearchParams engine_params(const GameSetup& s) {
  SearchParams p = level_params(s.level);
  p.seed = s.seed;
  if (s.playouts > 0) p.playouts = s.playouts;
  return p;
}

}  // namespace

int draw_handful(Rng& rng) { return 1 + static_cast<int>(rng.below(20)); }

PlayConsole::PlayConsole(Terminal& term, const GameSetup& setup)
    : term_(term),
      out_(term.out()),
      setup_(setup),
      game_(setup.width, setup.height, setup.rules),
      engine_(engine_params(setup)),
      nigiri_rng_(setup.seed ^ 0x6E6967697269ull) {}

int PlayConsole::run() {
  for (;;) {
    if (!start_game()) break;
    const Flow next = play();
    if (next == Next::Quit) break;
  }
  out_ << "Goodbye.\n";
  return 0;
}

bool PlayConsole::start_game() {
  game_ = Game(setup_.width, setup_.height, setup_.rules);
  game_.set_komi(setup_.komi);
  if (setup_.handicap > 0) game_.place_fixed_handicap(setup_.handicap);
  hints_ = resume_mark_ = 0;
  over_ = false;
  result_.clear();
  outcome_.clear();
  const std::string size = std::to_string(setup_.width) + "x" + std::to_string(setup_.height);
  if (setup_.atari_go)
    out_ << "New game of atari-go on " << size << ": the first capture wins.\n";
  else
    out_ << "New game on " << size << ", " << rules_title(setup_.rules) << " rules, komi "
         << number(setup_.komi)
         << (setup_.handicap > 0 ? ", handicap " + std::to_string(setup_.handicap) : "") << ".\n";
  if (setup_.color == ColorChoice::Nigiri && !nigiri()) return false;
  if (setup_.color == ColorChoice::Black) human_ = Color::Black;
  if (setup_.color == ColorChoice::White) human_ = Color::White;
  if (setup_.color == ColorChoice::Both)
    out_
        << "Two players: Black and White type their moves in turn; Sente gives hints and counts.\n";
  else
    out_ << "You play " << color_name(human_) << ", Sente (" << level_name(setup_.level)
         << ") plays " << color_name(opponent(human_)) << ".\n";
  out_ << "Type a move like D4, or help for the commands.\n";
  show("Start of the game.", kNoPoint);
  return true;
}

bool PlayConsole::nigiri() {
  out_ << "Nigiri: Sente takes a handful of stones; guess whether their number is odd or even.\n";
  std::string guess;
  for (;;) {
    const auto line = term_.read_line("Odd or even? ");
    if (!line) return false;
    guess = lower(*line);
    if (guess == "1") guess = "odd";  // one stone put down means odd, two even
    if (guess == "2") guess = "even";
    if (guess == "odd" || guess == "even") break;
    out_ << "Type odd or even.\n";
  }
  const int stones = draw_handful(nigiri_rng_);
  const bool odd = stones % 2 == 1;
  const bool right = (guess == "odd") == odd;
  human_ = right ? Color::Black : Color::White;
  out_ << "Sente drew " << stones << " stones: " << (odd ? "odd" : "even") << ". You guessed "
       << (right ? "right and take Black." : "wrong, so Sente takes Black.") << "\n";
  return true;
}

bool PlayConsole::is_human(Color c) const {
  return setup_.color == ColorChoice::Both || c == human_;
}

std::string PlayConsole::name(Color c) const {
  if (setup_.color == ColorChoice::Both) return color_name(c);
  return std::string(color_name(c)) + (c == human_ ? " (you)" : " (Sente)");
}

std::string PlayConsole::prompt() const { return std::string(color_name(game_.to_move())) + "> "; }

std::string PlayConsole::assisted_note() const {
  if (hints_ == 0) return "";
  return "  [assisted game: " + std::to_string(hints_) + (hints_ == 1 ? " hint]" : " hints]");
}

void PlayConsole::show(const std::string& header, Point last, const Bits* captured) {
  const Board& b = game_.board();
  out_ << "\n" << header << assisted_note() << "\n" << draw_board(b, last, nullptr, captured);
  out_ << "Captured so far: by Black " << b.prisoners(Color::Black) << ", by White "
       << b.prisoners(Color::White) << ".";
  if (!over_) out_ << " " << name(game_.to_move()) << " to play.";
  out_ << "\n";
}

PlayConsole::Flow PlayConsole::play() {
  for (;;) {
    if (over_) {
      if (const Flow f = after_game()) return f;
      continue;  // undone: the game goes on
    }
    const Color c = game_.to_move();
    Flow next;
    if (!is_human(c)) {
      next = engine_turn();
    } else {
      const auto line = term_.read_line(prompt());
      if (!line) return Next::Quit;
      next = command(*line);
    }
    if (next) return next;
  }
}

PlayConsole::Flow PlayConsole::after_game() {
  out_ << "The game is over. Type new for another game, save FILE to keep it, undo to take "
          "back the end, or quit.\n";
  for (;;) {
    const auto line = term_.read_line("> ");
    if (!line) return Next::Quit;
    const auto [word, rest] = split_word(*line);
    const std::string w = lower(word);
    if (w == "new") return Next::NewGame;
    if (w == "quit" || w == "exit") return Next::Quit;
    if (w == "save") {
      save(rest);
    } else if (w == "undo") {
      if (undo()) return std::nullopt;
    } else if (!w.empty()) {
      out_ << "The game is over: type new, save FILE, undo or quit.\n";
    }
  }
}

PlayConsole::Flow PlayConsole::command(const std::string& line) {
  const auto [word, rest] = split_word(line);
  const std::string w = lower(word);
  if (w.empty()) return std::nullopt;
  if (w == "quit" || w == "exit") return quit_game();
  if (w == "new") return Next::NewGame;
  if (!rest.empty() && w != "save") {
    out_ << not_understood(line) << "\n";
    return std::nullopt;
  }
  if (w == "undo") {
    undo();
  } else if (w == "hint") {
    hint();
  } else if (w == "score") {
    estimate();
  } else if (w == "resign") {
    if (confirm("Resign this game?")) resign();
  } else if (w == "save") {
    save(rest);
  } else if (w == "help" || w == "?") {
    help();
  } else if (w == "board" || w == "show") {
    const Point last = game_.moves().empty() ? kNoPoint : game_.moves().back().point;
    show("The board:", last);
  } else {
    Point p = kNoPoint;
    try {
      p = parse_vertex(game_.board(), w);
    } catch (const ParseError& e) {
      // parse_vertex's word for a well-formed vertex beyond the edges
      if (std::string_view(e.what()) == "vertex off board")
        out_ << "There is no " << upper(word) << " on this board: " << coordinates() << ".\n";
      else
        out_ << not_understood(word) << "\n";
      return std::nullopt;
    }
    return human_move(p);
  }
  return std::nullopt;
}

std::string PlayConsole::coordinates() const {
  const Board& b = game_.board();
  return std::string("columns A-") + kColumnLetters[b.width() - 1] +
         (b.width() > 8 ? " without I" : "") + ", rows 1-" + std::to_string(b.height());
}

std::string PlayConsole::not_understood(const std::string& word) const {
  std::string text = "'";  // built by appending: GCC 12 warns falsely on "'" + std::string
  text += clip(word);
  text += "' is not a move or a command. Moves look like D4 (" + coordinates() +
          "); type help for the commands.";
  return text;
}

PlayConsole::Flow PlayConsole::human_move(Point p) {
  const Color c = game_.to_move();
  const Board& b = game_.board();
  if (p == kPass && setup_.atari_go && capturing_move(b, c) == kNoPoint) {
    for (Point q = 0; q < b.grid_size(); ++q)
      if (b.on_board(q) && b.is_legal(c, q)) {
        out_ << "There is no passing in atari-go while you can play: the first capture wins.\n";
        return std::nullopt;
      }
  }
  const MoveError e = game_.check({c, p});
  if (e != MoveError::None) {
    out_ << "You cannot play " << vertex_to_string(b, p) << ": " << explain_refusal(e, game_, p)
         << ".\n";
    return std::nullopt;
  }
  game_.play({c, p});
  return moved(c, p);
}

PlayConsole::Flow PlayConsole::engine_turn() {
  const Color c = game_.to_move();
  if (term_.interactive()) out_ << "Sente is thinking...\n" << std::flush;
  Point p = kPass;
  if (setup_.atari_go) {
    p = atari_go_move(game_.board(), c, atari_go_depth(setup_.level),
                      setup_.seed + game_.moves().size());
  } else {
    const Decision d = engine_.genmove(game_, c);
    if (d.resign) {
      game_.resign(c);
      over_ = true;
      out_ << "\n" << name(c) << " resigns: " << name(opponent(c)) << " wins.\n";
      return std::nullopt;
    }
    p = d.move;
  }
  if (game_.play({c, p}) != MoveError::None) {
    p = kPass;  // never expected: the engine only proposes legal moves
    game_.play({c, p});
  }
  return moved(c, p);
}

Bits PlayConsole::captured_by_last(Color c) const {
  const Board& b = game_.board();
  const Board before = game_.position(game_.position_count() - 2);
  return bits_andnot(before.stones(opponent(c)), b.stones(opponent(c)), b.words());
}

bool PlayConsole::game_over_by_passes() const {
  const int since_resume = static_cast<int>(game_.moves().size()) - resume_mark_;
  return std::min(game_.consecutive_passes(), since_resume) >= 2;
}

PlayConsole::Flow PlayConsole::moved(Color c, Point p) {
  const Board& b = game_.board();
  const std::string move_no = "Move " + std::to_string(game_.moves().size()) + ": ";
  const bool captured = p != kPass && b.last_captures() > 0;
  const bool ends = game_over_by_passes() || (setup_.atari_go && captured);
  if (ends) over_ = true;  // so that the status line names nobody to play
  std::string header =
      move_no + name(c) + (p == kPass ? " passes." : " plays " + vertex_to_string(b, p) + ".");
  const Bits taken = captured ? captured_by_last(c) : Bits{};
  if (captured) {
    const int n = b.last_captures();
    header += "\n" + std::string(color_name(c)) + " " + vertex_to_string(b, p) + " captures " +
              std::to_string(n) + (n == 1 ? " stone at " : " stones at ") + list_points(b, taken) +
              " (marked *).";
  }
  show(header, p, captured ? &taken : nullptr);
  if (setup_.atari_go && captured) {
    const int n = b.last_captures();
    outcome_ = std::string(color_name(c)) + " won by the first capture.";
    out_ << name(c) << " captured " << n << (n == 1 ? " stone" : " stones") << " and wins: "
         << "the first capture wins.\n";
    return std::nullopt;
  }
  if (!game_over_by_passes()) return std::nullopt;
  if (setup_.atari_go) {
    outcome_ = "Both passed: a draw.";
    out_ << "Both players passed with nothing captured: a draw.\n";
    return std::nullopt;
  }
  over_ = false;
  return count_game();
}

int run_play(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             bool interactive) {
  try {
    const PlayOptions options = parse_play_options(args);
    if (options.help) {
      out << play_usage();
      return 0;
    }
    Terminal term(in, out, interactive);
    const auto setup = resolve_setup(options, term);
    if (!setup) {  // the input ended at a set-up prompt (read_line ended its line)
      out << "Goodbye.\n";
      return 0;
    }
    PlayConsole console(term, *setup);
    return console.run();
  } catch (const OptionsError& e) {
    std::cerr << "sente play: " << e.what() << "\nTry 'sente play --help'.\n";
    return 2;
  }
}

}  // namespace sente::console
