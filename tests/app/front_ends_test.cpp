// The three option parsers of the `sente` executable (GTP mode, `sente
// play`, `sente review`) share --level, --playouts, --seed, --komi and
// --rules: the same values pass, the same are refused with the same words.
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>

#include "app/options.h"
#include "app/review.h"
#include "console/play_options.h"

using namespace sente;

namespace {

using Args = std::vector<std::string>;

struct FrontEnd {
  const char* name;
  std::function<void(const Args&)> parse;
};

const std::vector<FrontEnd>& front_ends() {
  static const std::vector<FrontEnd> all = {
      {"gtp", [](const Args& a) { gtp::parse_options(a); }},
      {"play", [](const Args& a) { console::parse_play_options(a); }},
      {"review",
       [](const Args& a) {
         Args with_files = {"in.sgf", "-o", "out.sgf"};
         with_files.insert(with_files.end(), a.begin(), a.end());
         gtp::parse_review_options(with_files);
       }},
  };
  return all;
}

// The error of a front-end, "" when it accepted the arguments.
std::string error(const FrontEnd& f, const Args& args) {
  try {
    f.parse(args);
  } catch (const OptionsError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("every front-end accepts the same common options", "[app][options]") {
  const std::vector<Args> good = {
      {"--level", "easy"}, {"--level", "HARD"}, {"--playouts", "1"}, {"--seed", "0"},
      {"--seed", "12345"}, {"--komi", "-3.5"},  {"--komi", "0"},     {"--rules", "japanese"},
      {"--rules", "NZ"},   {"--playouts=500"},  {"--level=medium"},  {"--playouts", "1000000000"},
  };
  for (const FrontEnd& f : front_ends())
    for (const Args& a : good) {
      INFO(f.name << " " << a[0]);
      CHECK(error(f, a).empty());
    }
}

TEST_CASE("every front-end refuses bad common options with the same words", "[app][options]") {
  const std::vector<Args> bad = {
      {"--level", "grandmaster"}, {"--level", ""},        {"--level"},
      {"--seed", "-5"},           {"--seed", "x"},        {"--seed", "99999999999999999999"},
      {"--komi", "1e30"},         {"--komi", "seven"},    {"--rules", "ing"},
      {"--playouts", "x"},        {"--playouts", "1e30"}, {"--playouts", "1000000001"},
  };
  for (const Args& a : bad) {
    const std::string expected = error(front_ends().front(), a);
    INFO(a[0] << " " << (a.size() > 1 ? a[1] : "") << ": " << expected);
    CHECK_FALSE(expected.empty());
    for (const FrontEnd& f : front_ends()) {
      INFO(f.name);
      const std::string e = error(f, a);
      CHECK_FALSE(e.empty());
      // --playouts names its range, 0.. where --time exists (GTP), 1.. elsewhere.
      if (a[0] != "--playouts") CHECK(e == expected);
    }
  }
  CHECK(error(front_ends()[0], {"--level", "grandmaster"}) ==
        "--level must be easy, medium or hard, not 'grandmaster'");
  // --playouts 0 means "until --time runs out": only GTP mode has --time.
  CHECK(error(front_ends()[0], {"--playouts", "0", "--time", "1"}).empty());
  CHECK_FALSE(error(front_ends()[1], {"--playouts", "0"}).empty());
  CHECK_FALSE(error(front_ends()[2], {"--playouts", "0"}).empty());
}

TEST_CASE("each front-end keeps its own defaults", "[app][options]") {
  CHECK(gtp::parse_options({}).session.params.level == Level::Medium);
  CHECK_FALSE(console::parse_play_options({}).level);  // asked, or easy in a pipe
  CHECK(console::GameSetup().level == Level::Easy);
  const gtp::ReviewOptions r = gtp::parse_review_options({"in.sgf", "-o", "out.sgf"});
  CHECK(r.params.level == Level::Medium);
  CHECK(r.params.playouts == level_params(Level::Medium).playouts);
  CHECK(r.params.threads == 1);
  CHECK(r.params.seed == 1);
  CHECK_FALSE(r.komi);
  CHECK_FALSE(r.rules);
}

TEST_CASE("review takes the common options", "[app][options][review]") {
  const gtp::ReviewOptions r = gtp::parse_review_options(
      {"--playouts", "300", "game.sgf", "--level", "easy", "--komi", "0.5", "-o", "out.sgf",
       "--seed", "7", "--threads", "2", "--rules", "japanese"});
  CHECK(r.in == "game.sgf");
  CHECK(r.out == "out.sgf");
  CHECK(r.params.level == Level::Easy);
  CHECK(r.params.playouts == 300);
  CHECK(r.params.seed == 7);
  CHECK(r.params.threads == 2);
  CHECK(r.komi == 0.5);
  CHECK(r.rules == "japanese");
  // --level alone sets the level's playouts.
  CHECK(gtp::parse_review_options({"a.sgf", "-o", "b.sgf", "--level", "easy"}).params.playouts ==
        level_params(Level::Easy).playouts);
  CHECK(gtp::parse_review_options({"--help"}).help);
}

TEST_CASE("review refuses bad usage", "[app][options][review]") {
  auto message = [](const Args& a) {
    try {
      gtp::parse_review_options(a);
    } catch (const OptionsError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(message({"x.sgf"}) == "no output file (-o OUT.sgf)");
  CHECK(message({"-o", "y.sgf"}) == "no input file");
  CHECK(message({"x.sgf", "z.sgf", "-o", "y.sgf"}) == "more than one input file");
  CHECK_FALSE(message({"x.sgf", "-o", "y.sgf", "--no-such"}).empty());
  CHECK_FALSE(message({"x.sgf", "-o"}).empty());
  CHECK_FALSE(message({"x.sgf", "-o", "y.sgf", "--threads", "0"}).empty());
  const std::string u = gtp::review_usage();
  for (const char* name :
       {"--output", "--threads", "--level", "--playouts", "--seed", "--komi", "--rules", "--help"})
    CHECK(u.find(name) != std::string::npos);
  CHECK(u.find("--input") == std::string::npos);  // the positional file is not an option
}
