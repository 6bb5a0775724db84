#include "app/options.h"

#include <boost/program_options.hpp>
#include <cmath>
#include <fstream>
#include <sstream>

#include "cli/common_options.h"
#include "gtp/command.h"
#include "rules/text.h"

namespace po = boost::program_options;

namespace sente::gtp {

namespace {

// GTP mode's defaults for the shared options: SessionConfig's.
CommonDefaults common_defaults() {
  CommonDefaults d;
  d.level = SessionConfig().params.level;
  d.time_only_playouts = true;  // --time bounds the search instead
  return d;
}

po::options_description describe() {
  po::options_description d("Options");
  // clang-format off
  d.add_options()
    ("help,h", "show this help and exit")
    ("version", "print the version and exit")
    ("config", po::value<std::string>()->value_name("FILE"),
     "read options from FILE (lines of name = value)");
  add_common_options(d, common_defaults());
  d.add_options()
    ("time", po::value<std::string>()->value_name("SECONDS"), "at most this long per move")
    ("threads", po::value<std::string>()->value_name("N"), "search threads (default 1)")
    ("policy", po::value<std::string>()->value_name("light|heavy"),
     "playout policy (default heavy)")
    ("no-rave", "search without RAVE (AMAF) statistics, for ablations")
    ("no-priors", "search without prior knowledge for new nodes, for ablations")
    ("no-reuse", "start every search from an empty tree")
    ("ponder", "think on the opponent's time (off by default)")
    ("max-memory", po::value<std::string>()->value_name("MB"),
     "search tree memory budget in megabytes (default 96)")
    ("boardsize", po::value<std::string>()->value_name("N|WxH"),
     "initial board size, 2..25 (default 19)")
    ("score-weight", po::value<std::string>()->value_name("W"),
     "how much the margin counts beside winning, 0..0.5 (default 0: win or loss only)")
    ("set", po::value<std::vector<std::string>>()->composing()->value_name("NAME=VALUE"),
     "a search setting by name, for tuning matches (repeatable; --set help lists them)")
    ("resign-threshold", po::value<std::string>()->value_name("P"),
     "resign below this win rate, 0..1 (0: never)")
    ("log", po::value<std::string>()->value_name("FILE"),
     "write the protocol traffic and diagnostics to FILE");
  // clang-format on
  return d;
}

long long integer_option(const std::string& name, const std::string& text, long long min,
                         long long max) {
  auto v = parse_integer(text);
  if (!v || *v < min || *v > max)
    throw OptionsError("--" + name + " must be an integer in " + std::to_string(min) + ".." +
                       std::to_string(max) + ", not '" + clip(text) + "'");
  return *v;
}

double number_option(const std::string& name, const std::string& text, double min, double max) {
  auto v = parse_number(text);
  if (!v || *v < min || *v > max) {
    std::ostringstream s;
    s << "--" << name << " must be a number in " << min << ".." << max << ", not '" << clip(text)
      << "'";
    throw OptionsError(s.str());
  }
  return *v;
}

std::pair<int, int> board_size(const std::string& text) {
  const std::string err = "--boardsize must be N or WxH with sides 2..25, not '" + clip(text) + "'";
  const auto x = text.find_first_of("xX");
  auto w = parse_integer(text.substr(0, x));
  auto h = x == std::string::npos ? w : parse_integer(text.substr(x + 1));
  if (!w || !h || *w < 2 || *w > kMaxSide || *h < 2 || *h > kMaxSide) throw OptionsError(err);
  return {static_cast<int>(*w), static_cast<int>(*h)};
}

// --set NAME=VALUE: one of the engine's tunables.
void set_option(SearchParams& params, const std::string& text) {
  const auto eq = text.find('=');
  const auto value = eq == std::string::npos ? std::nullopt : parse_number(text.substr(eq + 1));
  try {
    if (!value) throw ParseError("expected NAME=VALUE with NAME one of " + tunable_names());
    set_tunable(params, std::string_view(text).substr(0, eq), *value);
  } catch (const ParseError& e) {
    throw OptionsError("--set " + clip(text) + ": " + e.what());
  }
}

Options build(const po::variables_map& vm) {
  Options o;
  o.help = vm.count("help") > 0;
  o.version = vm.count("version") > 0;
  auto text = [&](const char* name) { return vm[name].as<std::string>(); };
  SessionConfig& c = o.session;
  const CommonOptions common = read_common_options(vm, common_defaults());
  if (common.level) c.params = level_params(*common.level);
  // A budget given by hand holds under a game clock too.
  if (common.playouts || vm.count("time")) c.params.clock_lifts_caps = false;
  if (common.playouts) c.params.playouts = *common.playouts;
  if (vm.count("time")) {
    c.params.max_seconds = number_option("time", text("time"), 0.001, 1e6);
    c.params.max_seconds_19 = 0;  // the same cap on every board
  }
  if (c.params.playouts == 0 && c.params.max_seconds <= 0)
    throw OptionsError("--playouts 0 needs --time: the search would never end");
  if (vm.count("threads"))
    c.params.threads = static_cast<int>(integer_option("threads", text("threads"), 1, 256));
  if (common.seed) c.params.seed = *common.seed;
  if (vm.count("policy")) {
    const std::string p = text("policy");
    if (p != "light" && p != "heavy")
      throw OptionsError("--policy must be light or heavy, not '" + clip(p) + "'");
    c.params.playout_policy = p == "heavy" ? PlayoutPolicy::Heavy : PlayoutPolicy::Light;
  }
  if (vm.count("no-rave")) c.params.rave = false;
  if (vm.count("no-priors")) c.params.priors = false;
  if (vm.count("no-reuse")) c.params.reuse_tree = false;
  if (vm.count("ponder")) c.params.ponder = true;
  if (vm.count("max-memory")) {
    const long long mb = integer_option("max-memory", text("max-memory"), 1, 1 << 20);
    c.params.max_nodes = max_nodes_for_memory(static_cast<size_t>(mb) << 20);
  }
  if (vm.count("score-weight"))
    c.params.score_weight = number_option("score-weight", text("score-weight"), 0, 0.5);
  if (vm.count("set"))
    for (const std::string& s : vm["set"].as<std::vector<std::string>>()) set_option(c.params, s);
  if (vm.count("resign-threshold"))
    c.params.resign_threshold = number_option("resign-threshold", text("resign-threshold"), 0, 1);
  if (common.rules) c.rules = rules_preset(*common.rules);
  if (common.komi) c.komi = *common.komi;
  if (vm.count("boardsize")) std::tie(c.width, c.height) = board_size(text("boardsize"));
  if (vm.count("log")) o.log_path = text("log");
  return o;
}

}  // namespace

Options parse_options(const std::vector<std::string>& args) {
  const po::options_description desc = describe();
  po::variables_map vm;
  try {
    const po::positional_options_description none;  // so that stray words are errors
    po::store(po::command_line_parser(args).options(desc).positional(none).run(), vm);
    if (vm.count("config")) {
      const std::string path = vm["config"].as<std::string>();
      std::ifstream in(path);
      if (!in) throw OptionsError("cannot read config file '" + clip(path, kPathEchoMax) + "'");
      po::store(po::parse_config_file(in, desc), vm);  // the command line stays first
    }
    po::notify(vm);
  } catch (const po::too_many_positional_options_error&) {
    throw OptionsError("unexpected word on the command line (options start with --)");
  } catch (const po::error& e) {
    throw OptionsError(e.what());
  }
  return build(vm);
}

std::string usage() {
  std::ostringstream s;
  s << "Usage: sente [options]\n"
       "       sente play [options]            play at the terminal (also: sente --play)\n"
       "       sente tutorial [--lesson N]     the rules of Go in six short lessons\n"
       "       sente review IN.sgf -o OUT.sgf  analyse a game\n"
       "Sente, a Go engine speaking GTP v2 on stdin/stdout. Load it into a GUI such as\n"
       "Sabaki or GoGui, or type GTP commands (list_commands, genmove b, quit).\n"
       "Each subcommand has its own --help.\n\n"
    << describe() << "\n";
  return s.str();
}

}  // namespace sente::gtp
