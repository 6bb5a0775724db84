#include "cli/common_options.h"

#include <limits>

#include "cli/options_error.h"
#include "rules/rules.h"
#include "rules/text.h"
#include "rules/types.h"

namespace po = boost::program_options;

namespace sente {

namespace {

// "--name must be ..., not 'text'": the one shape of an option's error.
[[noreturn]] void refuse(const std::string& why, const std::string& text) {
  throw OptionsError("--" + why + ", not '" + clip(text) + "'");
}

std::string check_playouts(const std::string& text, long long min, int& out) {
  const auto v = parse_integer(text);
  if (!v || *v < min || *v > kMaxPlayouts)
    return "playouts must be an integer in " + std::to_string(min) + ".." +
           std::to_string(kMaxPlayouts);
  out = static_cast<int>(*v);
  return "";
}

std::string check_seed(const std::string& text, uint64_t& out) {
  const auto v = parse_integer(text);
  // parse_integer saturates: the maximum stands for "too large".
  if (!v || *v < 0 || *v == std::numeric_limits<long long>::max() || text[0] == '+')
    return "seed must be a non-negative integer";
  out = static_cast<uint64_t>(*v);
  return "";
}

}  // namespace

std::string check_level(const std::string& text, Level& out) {
  const auto l = parse_level(text);
  if (!l) return "level must be " + level_names();
  out = *l;
  return "";
}

std::string check_komi(const std::string& text, double& out) {
  const auto v = parse_number(text);
  if (!v || *v < -1000 || *v > 1000) return "komi must be a number in -1000..1000";
  out = *v;
  return "";
}

std::string check_rules(const std::string& text, std::string& out) {
  try {
    rules_preset(lower(text));
  } catch (const ParseError&) {
    return "rules must be chinese, japanese, tromp-taylor or new-zealand";
  }
  out = lower(text);
  return "";
}

void add_common_options(po::options_description& d, const CommonDefaults& defaults) {
  const std::string level_help = "Sente's strength: " + level_names(" | ", " | ") + " (default " +
                                 level_name(defaults.level) + ")";
  const std::string playouts_help =
      std::string("playouts per move, overriding the level") +
      (defaults.time_only_playouts ? " (0: limited by --time only)" : "");
  const std::string seed_help =
      std::string("random seed: the same seed (and one thread) gives the same moves (default ") +
      defaults.seed + ")";
  const std::string komi_help = std::string("komi (default: ") + defaults.komi + ")";
  const std::string rules_help =
      std::string("chinese | japanese | tromp-taylor | new-zealand (default ") + defaults.rules +
      ")";
  // clang-format off
  d.add_options()
    ("level", po::value<std::string>()->value_name("LEVEL"), level_help.c_str())
    ("playouts", po::value<std::string>()->value_name("N"), playouts_help.c_str())
    ("seed", po::value<std::string>()->value_name("N"), seed_help.c_str())
    ("rules", po::value<std::string>()->value_name("RULES"), rules_help.c_str())
    ("komi", po::value<std::string>()->value_name("K"), komi_help.c_str());
  // clang-format on
}

CommonOptions read_common_options(const po::variables_map& vm, const CommonDefaults& defaults) {
  CommonOptions o;
  // Each given option: its text, checked, or an OptionsError.
  auto read = [&](const char* name, auto& field, auto check) {
    if (!vm.count(name)) return;
    const std::string text = vm[name].as<std::string>();
    typename std::remove_reference_t<decltype(field)>::value_type value{};
    const std::string why = check(text, value);
    if (!why.empty()) refuse(why, text);
    field = value;
  };
  read("level", o.level, check_level);
  read("playouts", o.playouts, [&](const std::string& t, int& out) {
    return check_playouts(t, defaults.time_only_playouts ? 0 : 1, out);
  });
  read("seed", o.seed, check_seed);
  read("komi", o.komi, check_komi);
  read("rules", o.rules, check_rules);
  return o;
}

}  // namespace sente
