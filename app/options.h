// Command-line and config-file options of the `sente` executable.
#pragma once

#include <string>
#include <vector>

#include "cli/options_error.h"
#include "gtp/session.h"

namespace sente::gtp {

struct Options {
  SessionConfig session;
  std::string log_path;  // empty: no log
  bool help = false;
  bool version = false;
};

// Reads argv and, with --config FILE, that file ("key = value" lines, the
// same names without dashes); the command line wins over the file. Throws
// OptionsError with a message for people.
Options parse_options(const std::vector<std::string>& args);
// The --help text.
std::string usage();

}  // namespace sente::gtp
