// `sente play`: a game against Sente (or between two people, Sente
// refereeing) on plain stdin/stdout. The board is drawn after every move;
// commands are listed by `help`.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "console/play_options.h"
#include "console/terminal.h"
#include "engine/engine.h"
#include "engine/random.h"
#include "rules/game.h"

namespace sente::console {

// The handful of stones drawn for nigiri: 1..20 stones from `rng`.
int draw_handful(Rng& rng);

class PlayConsole {
 public:
  PlayConsole(Terminal& term, const GameSetup& setup);
  // Plays games until quit or the end of input; returns the exit status.
  int run();

 private:
  enum class Next { Quit, NewGame };
  using Flow = std::optional<Next>;  // nullopt: the game goes on

  bool start_game();  // false when the input ended during set-up
  bool nigiri();
  Flow play();
  Flow after_game();

  bool is_human(Color c) const;
  std::string name(Color c) const;  // "Black (you)", "White (Sente)", or "Black"
  std::string prompt() const;
  void show(const std::string& header, Point last, const Bits* captured = nullptr);
  // The stones move `c` at `p` just captured (empty when none).
  Bits captured_by_last(Color c) const;
  std::string assisted_note() const;

  Flow command(const std::string& line);
  Flow human_move(Point p);
  Flow engine_turn();
  Flow moved(Color c, Point p);  // shows the move and ends the game when it is over
  bool game_over_by_passes() const;

  bool undo();  // false when there was nothing to take back
  void hint();
  void estimate();
  void resign();
  // At a terminal, "yes" to `question` (asked once); in a pipe always true.
  bool confirm(const std::string& question);
  Flow quit_game();
  Flow resume();
  void save(const std::string& path);
  void help() const;
  std::string not_understood(const std::string& word) const;
  std::string coordinates() const;  // "columns A-G, rows 1-7"

  // The end of a game by two passes: dead stones, then the count.
  Flow count_game();
  void print_count(const Bits& dead);

  Terminal& term_;
  std::ostream& out_;
  GameSetup setup_;
  Game game_;
  Engine engine_;
  Rng nigiri_rng_;
  Color human_ = Color::Black;
  int hints_ = 0;
  int resume_mark_ = 0;  // moves before the last resume: earlier passes do not count
  bool over_ = false;
  std::string result_;   // for SGF RE after a count
  std::string outcome_;  // for the SGF comment after atari-go
};

// Entry points of the subcommands; `args` excludes the subcommand's name.
int run_play(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
             bool interactive);

}  // namespace sente::console
