// Options of `sente play`: what is not given is asked (at a terminal) or
// takes its default (in a pipe), see resolve_setup().
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/search/level.h"
#include "rules/rules.h"

namespace sente::console {

class Terminal;

// Who the person at the console plays: one colour, decided by nigiri, or
// both (two people at one keyboard; Sente only hints, estimates and counts).
enum class ColorChoice { Black, White, Nigiri, Both };

struct PlayOptions {
  std::optional<std::pair<int, int>> size;
  std::optional<double> komi;
  std::optional<int> handicap;
  std::optional<std::string> rules;  // preset name
  std::optional<Level> level;
  std::optional<ColorChoice> color;
  std::optional<uint64_t> seed;
  std::optional<int> playouts, hint_playouts;
  bool atari_go = false;
  bool help = false;
};

// Everything a game needs, all decided.
struct GameSetup {
  int width = 9, height = 9;
  double komi = 7.5;
  int handicap = 0;
  Rules rules;
  Level level = Level::Easy;
  ColorChoice color = ColorChoice::Black;
  uint64_t seed = 1;
  int playouts = -1;       // -1: the level's
  int hint_playouts = -1;  // -1: the hard level's
  bool atari_go = false;
};

// Throws OptionsError (a message for people) on bad options.
PlayOptions parse_play_options(const std::vector<std::string>& args);
std::string play_usage();

// Fills what the options left open: prompts when the terminal is
// interactive, defaults otherwise. nullopt when the input ended; throws
// OptionsError when given options do not fit together.
std::optional<GameSetup> resolve_setup(const PlayOptions& o, Terminal& term);

// Parsers shared by the options and the prompts; the error text is for
// people ("" when the text was fine).
std::string parse_size(const std::string& text, std::pair<int, int>& out);
std::string parse_color_choice(const std::string& text, ColorChoice& out);
// The handicap must have fixed points on the board (0 means none).
std::string check_handicap(int stones, int width, int height);

}  // namespace sente::console
