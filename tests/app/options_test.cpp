#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>

#include "app/options.h"

using namespace sente;
using namespace sente::gtp;

TEST_CASE("Default options", "[gtp][options]") {
  Options o = parse_options({});
  CHECK(o.session.params.level == Level::Medium);
  CHECK(o.session.rules == rules_preset("chinese"));
  CHECK_FALSE(o.session.komi);
  CHECK(o.session.width == 19);
  CHECK(o.session.height == 19);
  CHECK_FALSE(o.help);
  CHECK_FALSE(o.version);
}

TEST_CASE("Options set the session", "[gtp][options]") {
  Options o = parse_options({"--level",
                             "hard",
                             "--playouts",
                             "77",
                             "--time",
                             "2.5",
                             "--threads",
                             "2",
                             "--seed",
                             "42",
                             "--rules",
                             "japanese",
                             "--komi",
                             "0.5",
                             "--boardsize",
                             "13x9",
                             "--resign-threshold",
                             "0.05",
                             "--score-weight",
                             "0.04",
                             "--log",
                             "x.log"});
  CHECK(o.session.params.level == Level::Hard);
  CHECK(o.session.params.playouts == 77);
  CHECK(o.session.params.max_seconds == 2.5);
  CHECK(move_seconds_cap(o.session.params, 361) == 2.5);  // --time holds on every board
  CHECK(o.session.params.threads == 2);
  CHECK(o.session.params.seed == 42);
  CHECK(o.session.rules == rules_preset("japanese"));
  CHECK(o.session.komi == 0.5);
  CHECK(o.session.width == 13);
  CHECK(o.session.height == 9);
  CHECK(o.session.params.resign_threshold == 0.05);
  CHECK(o.session.params.score_weight == 0.04);
  CHECK(o.log_path == "x.log");
  CHECK(parse_options({"--boardsize=9"}).session.width == 9);
  CHECK(parse_options({"--boardsize=9"}).session.height == 9);
  CHECK(parse_options({"--help"}).help);
  CHECK(parse_options({"--version"}).version);
}

TEST_CASE("Bad options are refused with a message", "[gtp][options]") {
  const std::vector<std::vector<std::string>> bad = {
      {"--level", "grandmaster"},
      {"--playouts", "-1"},
      {"--playouts", "1e30"},
      {"--playouts", "0"},
      {"--time", "0"},
      {"--time", "nan"},
      {"--threads", "0"},
      {"--seed", "-5"},
      {"--seed", "x"},
      {"--rules", "ing"},
      {"--komi", "1e30"},
      {"--boardsize", "26"},
      {"--boardsize", "9x"},
      {"--boardsize", "1x9"},
      {"--resign-threshold", "2"},
      {"--score-weight", "0.6"},
      {"--score-weight", "-0.1"},
      {"--set", "rave_equiv"},
      {"--set", "rave_equiv=abc"},
      {"--set", "rave_equiv=0"},
      {"--set", "no_such=1"},
      {"--set", "=1"},
      {"--no-such-option"},
      {"--level"},
      {"stray"},
      {"--config", "/nonexistent/sente.cfg"},
  };
  for (const auto& args : bad) {
    INFO(args[0]);
    CHECK_THROWS_AS(parse_options(args), OptionsError);
  }
  CHECK_NOTHROW(parse_options({"--playouts", "0", "--time", "1"}));
}

TEST_CASE("Option --set changes a named search setting, after the level", "[gtp][options]") {
  Options o = parse_options({"--set", "rave_equiv=3000", "--level", "hard", "--set",
                             "prior_even=20.4", "--set", "score_weight=0.02"});
  CHECK(o.session.params.threads == 2);  // the level still applies
  CHECK(o.session.params.rave_equiv == 3000);
  CHECK(o.session.params.prior_weights.even == 20);  // rounded: an integer weight
  CHECK(o.session.params.score_weight == 0.02);
  // Every tunable reads back what was set (the table's reader and writer agree).
  for (const Tunable* t = tunables_begin(); t != tunables_end(); ++t) {
    INFO(t->name);
    SearchParams p;
    const double v = t->max;  // no default is at its maximum
    set_tunable(p, t->name, v);
    CHECK(t->get(p) == Approx(v));
    CHECK_THROWS_AS(set_tunable(p, t->name, t->max + 1), ParseError);
  }
  const std::string message = [] {
    try {
      parse_options({"--set", "help"});
    } catch (const OptionsError& e) {
      return std::string(e.what());
    }
    return std::string();
  }();
  CHECK(message.find("rave_equiv") != std::string::npos);  // lists the names
}

TEST_CASE("A config file supplies options, and the command line wins", "[gtp][options]") {
  const std::string path = "sente_options_test.cfg";
  {
    std::ofstream f(path);
    f << "# a comment\nlevel = easy\nplayouts = 123\nkomi = 6.5\n";
  }
  Options o = parse_options({"--config", path, "--playouts", "9"});
  CHECK(o.session.params.level == Level::Easy);
  CHECK(o.session.params.playouts == 9);
  CHECK(o.session.komi == 6.5);
  {
    std::ofstream f(path);
    f << "colour = purple\n";
  }
  CHECK_THROWS_AS(parse_options({"--config", path}), OptionsError);
  std::remove(path.c_str());
}

TEST_CASE("usage names every option", "[gtp][options]") {
  const std::string u = usage();
  for (const char* name : {"--config", "--level", "--playouts", "--time", "--threads", "--seed",
                           "--rules", "--komi", "--boardsize", "--resign-threshold",
                           "--score-weight", "--set", "--log", "--version", "--help"})
    CHECK(u.find(name) != std::string::npos);
}
