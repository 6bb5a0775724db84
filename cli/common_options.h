// The options every front-end of the `sente` executable shares (GTP mode,
// `sente play`, `sente review`): --level, --playouts, --seed, --komi,
// --rules. One definition, one set of checks, one wording of the errors;
// each front-end passes its own defaults, which only its --help shows.
#pragma once

#include <boost/program_options.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/search/level.h"

namespace sente {

// What a front-end does when an option is not given (for its --help), and
// the one check that differs: whether --playouts 0 ("time only") is allowed.
struct CommonDefaults {
  Level level = Level::Medium;
  const char* seed = "1";                // the seed when --seed is not given
  const char* komi = "the rules' komi";  // the komi when --komi is not given
  const char* rules = "chinese";         // the rules when --rules is not given
  bool time_only_playouts = false;       // --playouts 0 allowed (the front-end has --time)
};

// The options as given; nullopt for those not given.
struct CommonOptions {
  std::optional<Level> level;
  std::optional<int> playouts;
  std::optional<uint64_t> seed;
  std::optional<double> komi;
  std::optional<std::string> rules;  // a preset name in lower case
};

inline constexpr long long kMaxPlayouts = 1000000000;

// Adds --level, --playouts, --seed, --komi and --rules to `d`.
void add_common_options(boost::program_options::options_description& d,
                        const CommonDefaults& defaults);

// Reads them from `vm`; throws OptionsError ("--level must be easy, medium
// or hard, not 'x'") for a bad value.
CommonOptions read_common_options(const boost::program_options::variables_map& vm,
                                  const CommonDefaults& defaults);

// The checks behind the options, for prompts too: "" when `text` is fine
// (and `out` is set), else what is wrong ("level must be easy, medium or hard").
std::string check_level(const std::string& text, Level& out);
std::string check_komi(const std::string& text, double& out);
std::string check_rules(const std::string& text, std::string& out);

}  // namespace sente
