// The `sente` executable: options, then GTP on stdin/stdout.
#include <unistd.h>

#include <csignal>
#include <fstream>
#include <iostream>

#include "gtp/options.h"
#include "gtp/server.h"

#ifndef SENTE_VERSION
#define SENTE_VERSION "dev"
#endif

int main(int argc, char** argv) {
  using namespace sente::gtp;
  Options opts;
  try {
    opts = parse_options(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const OptionsError& e) {
    std::cerr << "sente: " << e.what() << "\nTry 'sente --help'.\n";
    return 2;
  }
  if (opts.help) {
    std::cout << usage();
    return 0;
  }
  if (opts.version) {
    std::cout << "sente " << SENTE_VERSION << "\n";
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
    std::cerr << "Sente " << SENTE_VERSION
              << " speaks GTP: type list_commands, play b d4, genmove w, showboard or quit"
                 " (or load it into Sabaki or GoGui).\n";
  Session session(opts.session, Diagnostics(&std::cerr, log.is_open() ? &log : nullptr));
  Dispatcher dispatcher(session);
  return serve(dispatcher, session.engine, STDIN_FILENO, std::cout);
}
