// `sente review IN.sgf -o OUT.sgf [options]`: analyses every position of
// an SGF game's main line and writes the win rates (comments and Sabaki's
// SBKV property) and the engine's preferred lines as variations.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/search/search_params.h"

namespace sente::gtp {

struct ReviewOptions {
  std::string in, out;
  SearchParams params;               // the level's, with --playouts, --seed and --threads
  std::optional<double> komi;        // over the record's KM
  std::optional<std::string> rules;  // a preset name, over the record's RU
  bool help = false;
};

// The arguments after "review"; throws OptionsError with a message for people.
ReviewOptions parse_review_options(const std::vector<std::string>& args);
std::string review_usage();

// argv[0] is "review" (the subcommand); returns the process exit status
// (0 done, 1 cannot read/write a file, 2 bad usage).
int run_review(int argc, char** argv);

}  // namespace sente::gtp
