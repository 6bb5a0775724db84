// The `sente` executable: options, then GTP on stdin/stdout; or one of the
// subcommands for people: play (also --play), tutorial, review.
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <fstream>
#include <iostream>

#include "app/options.h"
#include "app/review.h"
#include "console/play_console.h"
#include "console/tutorial.h"
#include "gtp/server.h"
#include "rules/version.h"

namespace {

// The subcommand the arguments name ("play", "tutorial", "review"), taken
// out of them; "" for the GTP engine.
std::string take_subcommand(std::vector<std::string>& args) {
  if (!args.empty() && (args[0] == "play" || args[0] == "tutorial" || args[0] == "review")) {
    const std::string name = args[0];
    args.erase(args.begin());
    return name;
  }
  if (auto it = std::find(args.begin(), args.end(), "--play"); it != args.end()) {
    args.erase(it);
    return "play";
  }
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace sente::gtp;
  std::vector<std::string> args(argv + 1, argv + argc);
  const std::string subcommand = take_subcommand(args);
  const bool terminal = ::isatty(STDIN_FILENO);
  if (subcommand == "review") return run_review(argc - 1, argv + 1);
  if (subcommand == "tutorial")
    return sente::console::run_tutorial(args, std::cin, std::cout, terminal);
  if (subcommand == "play") return sente::console::run_play(args, std::cin, std::cout, terminal);

  Options opts;
  try {
    opts = parse_options(args);
  } catch (const sente::OptionsError& e) {
    std::cerr << "sente: " << e.what() << "\nTry 'sente --help'.\n";
    return 2;
  }
  if (opts.help) {
    std::cout << usage();
    return 0;
  }
  if (opts.version) {
    std::cout << "sente " << sente::kVersion << "\n";
    return 0;
  }
  std::ofstream log;
  if (!opts.log_path.empty()) {
    log.open(opts.log_path, std::ios::app);
    if (!log) {
      std::cerr << "sente: cannot write log file '" << opts.log_path << "'\nTry 'sente --help'.\n";
      return 2;
    }
  }
  // A client that goes away must not kill us mid-write; the write fails instead.
  std::signal(SIGPIPE, SIG_IGN);
  if (::isatty(STDIN_FILENO))
    std::cerr << "Sente " << sente::kVersion
              << " speaks GTP: type list_commands, play b d4, genmove w, showboard or quit"
                 " (or load it into Sabaki or GoGui).\n";
  Session session(opts.session, Diagnostics(&std::cerr, log.is_open() ? &log : nullptr));
  Dispatcher dispatcher(session);
  return serve(dispatcher, session.engine, STDIN_FILENO, std::cout);
}
