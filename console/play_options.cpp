#include "console/play_options.h"

#include <boost/program_options.hpp>
#include <chrono>
#include <cmath>
#include <sstream>

#include "cli/common_options.h"
#include "cli/options_error.h"
#include "console/terminal.h"
#include "engine/search/search_params.h"
#include "rules/game.h"
#include "rules/text.h"

namespace po = boost::program_options;

namespace sente::console {

namespace {

// The console's defaults for the shared options: a beginner's opponent, a
// new game each time.
CommonDefaults common_defaults() {
  CommonDefaults d;
  d.level = GameSetup().level;
  d.seed = "from the clock";
  d.komi = "the rules' komi, 0.5 with a handicap";
  return d;
}

po::options_description describe() {
  po::options_description d("Options of sente play");
  // clang-format off
  d.add_options()
    ("help,h", "show this help and exit")
    ("size", po::value<std::string>()->value_name("N|WxH"),
     "board size, 2..25 (default 9; 7 for --atari-go)")
    ("handicap", po::value<std::string>()->value_name("N"),
     "handicap stones for Black on a square board (default 0)")
    ("color", po::value<std::string>()->value_name("COLOR"),
     "black | white | nigiri (guess odd or even) | both (two players) (default black)");
  add_common_options(d, common_defaults());
  d.add_options()
    ("hint-playouts", po::value<std::string>()->value_name("N"),
     "playouts behind a hint (default: the hard level's)")
    ("atari-go", "play atari-go: the first capture wins");
  // clang-format on
  return d;
}

int integer(const po::variables_map& vm, const char* name, long long min, long long max) {
  const std::string text = vm[name].as<std::string>();
  auto v = parse_integer(text);
  if (!v || *v < min || *v > max)
    throw OptionsError("--" + std::string(name) + " must be an integer in " + std::to_string(min) +
                       ".." + std::to_string(max) + ", not '" + clip(text) + "'");
  return static_cast<int>(*v);
}

// The console's komi: whole or half points only, since points are whole and
// only a half point of komi changes a count (7.3 counts as 7.5 would).
std::string parse_komi(const std::string& text, double& out) {
  double v = 0;
  if (std::string why = check_komi(text, v); !why.empty()) return why;
  if (v * 2 != std::round(v * 2)) return "komi is counted in half points, like 7.5 or 6";
  out = v;
  return "";
}

std::string parse_handicap(const std::string& text, int width, int height, int& out) {
  auto v = parse_integer(text);
  if (!v || *v < 0 || *v > 9) return "handicap must be a number of stones, 0 or 2..9";
  const std::string why = check_handicap(static_cast<int>(*v), width, height);
  if (!why.empty()) return why;
  out = static_cast<int>(*v);
  return "";
}

// Option value or error turned into an OptionsError.
void must(const std::string& error, const char* option, const std::string& text) {
  if (!error.empty())
    throw OptionsError("--" + std::string(option) + ": " + error + ", not '" + clip(text) + "'");
}

uint64_t clock_seed() {
  return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
}

std::string to_text(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

}  // namespace

std::string parse_size(const std::string& text, std::pair<int, int>& out) {
  const auto x = text.find_first_of("xX");
  auto w = parse_integer(text.substr(0, x));
  auto h = x == std::string::npos ? w : parse_integer(text.substr(x + 1));
  if (!w || !h || *w < 2 || *w > kMaxSide || *h < 2 || *h > kMaxSide)
    return "the size must be N or WxH with sides 2..25";
  out = {static_cast<int>(*w), static_cast<int>(*h)};
  return "";
}

std::string parse_color_choice(const std::string& text, ColorChoice& out) {
  const std::string c = lower(text);
  if (c == "black" || c == "b") {
    out = ColorChoice::Black;
  } else if (c == "white" || c == "w") {
    out = ColorChoice::White;
  } else if (c == "nigiri" || c == "n") {
    out = ColorChoice::Nigiri;
  } else if (c == "both") {
    out = ColorChoice::Both;
  } else {
    return "the colour must be black, white, nigiri or both";
  }
  return "";
}

std::string check_handicap(int stones, int width, int height) {
  if (stones == 0) return "";
  if (stones == 1) return "a handicap starts at 2 stones (0 for none)";
  if (fixed_handicap_points(Board(width, height), stones).empty())
    return "a handicap of " + std::to_string(stones) + " stones has no fixed points on a " +
           std::to_string(width) + "x" + std::to_string(height) + " board";
  return "";
}

PlayOptions parse_play_options(const std::vector<std::string>& args) {
  const po::options_description desc = describe();
  po::variables_map vm;
  try {
    const po::positional_options_description none;
    po::store(po::command_line_parser(args).options(desc).positional(none).run(), vm);
    po::notify(vm);
  } catch (const po::too_many_positional_options_error&) {
    throw OptionsError("unexpected word on the command line (options start with --)");
  } catch (const po::error& e) {
    throw OptionsError(e.what());
  }
  PlayOptions o;
  o.help = vm.count("help") > 0;
  o.atari_go = vm.count("atari-go") > 0;
  auto text = [&](const char* name) { return vm[name].as<std::string>(); };
  if (vm.count("size")) {
    std::pair<int, int> s;
    must(parse_size(text("size"), s), "size", text("size"));
    o.size = s;
  }
  const CommonOptions common = read_common_options(vm, common_defaults());
  o.komi = common.komi;
  if (o.komi && *o.komi * 2 != std::round(*o.komi * 2))
    throw OptionsError("--komi: komi is counted in half points, like 7.5 or 6, not '" +
                       clip(text("komi")) + "'");
  o.rules = common.rules;
  o.level = common.level;
  o.seed = common.seed;
  o.playouts = common.playouts;
  if (vm.count("handicap")) o.handicap = integer(vm, "handicap", 0, 9);
  if (vm.count("color")) {
    ColorChoice c;
    must(parse_color_choice(text("color"), c), "color", text("color"));
    o.color = c;
  }
  if (vm.count("hint-playouts")) o.hint_playouts = integer(vm, "hint-playouts", 1, 100000000);
  if (o.atari_go && (o.handicap || o.komi))
    throw OptionsError("--atari-go has no handicap or komi: the first capture wins");
  if (o.size && o.handicap) {
    const std::string why = check_handicap(*o.handicap, o.size->first, o.size->second);
    if (!why.empty()) throw OptionsError("--handicap: " + why);
  }
  return o;
}

std::string play_usage() {
  std::ostringstream s;
  s << "Usage: sente play [options]    (or: sente --play [options])\n"
       "Play Go against Sente at the terminal: type moves like D4, or help.\n"
       "Values not given are asked at a terminal and take their defaults in a pipe.\n\n"
    << describe() << "\n";
  return s.str();
}

std::optional<GameSetup> resolve_setup(const PlayOptions& o, Terminal& term) {
  GameSetup g;
  g.atari_go = o.atari_go;
  g.seed = o.seed ? *o.seed : clock_seed();
  g.playouts = o.playouts.value_or(-1);
  g.hint_playouts = o.hint_playouts.value_or(-1);
  const bool ask = term.interactive();
  // Each prompt: the question, the default, and the parser that stores the answer.
  auto prompt = [&](const char* question, const std::string& fallback, auto parse) {
    if (!ask) return parse(fallback).empty();
    return term.ask(question, fallback, parse).has_value();
  };

  std::pair<int, int> size{o.atari_go ? 7 : 9, o.atari_go ? 7 : 9};
  if (o.size) {
    size = *o.size;
  } else if (!prompt("Board size (7, 9, 13, 19 or WxH)", std::to_string(size.first),
                     [&](const std::string& t) { return parse_size(t, size); })) {
    return std::nullopt;
  }
  g.width = size.first;
  g.height = size.second;

  std::string rules = o.rules.value_or("chinese");
  if (!o.rules && !o.atari_go &&
      !prompt("Rules (chinese, japanese, tromp-taylor, new-zealand)", rules,
              [&](const std::string& t) { return check_rules(t, rules); }))
    return std::nullopt;
  g.rules = rules_preset(lower(rules));

  g.handicap = o.handicap.value_or(0);
  // Fixed handicap points exist on square boards only: no question elsewhere.
  if (!o.handicap && !o.atari_go && g.width == g.height &&
      !prompt("Handicap stones for Black (0 for none)", "0", [&](const std::string& t) {
        return parse_handicap(t, g.width, g.height, g.handicap);
      }))
    return std::nullopt;
  if (o.handicap) {
    const std::string why = check_handicap(g.handicap, g.width, g.height);
    if (!why.empty()) throw OptionsError("--handicap: " + why);
  }

  g.komi = o.atari_go ? 0 : g.handicap > 0 ? 0.5 : g.rules.default_komi;
  if (o.komi) {
    g.komi = *o.komi;
  } else if (!o.atari_go && !prompt("Komi", to_text(g.komi),
                                    [&](const std::string& t) { return parse_komi(t, g.komi); })) {
    return std::nullopt;
  }

  g.level = o.level.value_or(g.level);
  const std::string level_question = "Sente's level (" + level_names(", ", ", ") + ")";
  if (!o.level && !prompt(level_question.c_str(), level_name(g.level),
                          [&](const std::string& t) { return check_level(t, g.level); }))
    return std::nullopt;

  g.color = o.color.value_or(ColorChoice::Black);
  if (!o.color && !prompt("Your colour (black, white, nigiri, both)", "black",
                          [&](const std::string& t) { return parse_color_choice(t, g.color); }))
    return std::nullopt;
  return g;
}

}  // namespace sente::console
