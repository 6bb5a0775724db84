#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli/common_options.h"
#include "cli/options_error.h"

using namespace sente;
namespace po = boost::program_options;

namespace {

CommonOptions read(const std::vector<std::string>& args, const CommonDefaults& d = {}) {
  po::options_description desc;
  add_common_options(desc, d);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(desc).run(), vm);
  po::notify(vm);
  return read_common_options(vm, d);
}

std::string error(const std::vector<std::string>& args, const CommonDefaults& d = {}) {
  try {
    read(args, d);
  } catch (const OptionsError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("the common options read what was given", "[cli]") {
  const CommonOptions none = read({});
  CHECK_FALSE(none.level);
  CHECK_FALSE(none.playouts);
  CHECK_FALSE(none.seed);
  CHECK_FALSE(none.komi);
  CHECK_FALSE(none.rules);
  const CommonOptions o = read({"--level", "Hard", "--playouts", "77", "--seed", "0", "--komi",
                                "-3.5", "--rules", "Japanese"});
  CHECK(o.level == Level::Hard);
  CHECK(o.playouts == 77);
  CHECK(o.seed == 0u);
  CHECK(o.komi == -3.5);
  CHECK(o.rules == "japanese");
  CHECK(read({"--rules=nz"}).rules == "nz");
  CHECK(read({"--seed", "9223372036854775806"}).seed == 9223372036854775806u);
}

TEST_CASE("the common options refuse bad values with one wording", "[cli]") {
  CHECK(error({"--level", "grandmaster"}) ==
        "--level must be easy, medium or hard, not 'grandmaster'");
  CHECK(error({"--playouts", "1e30"}) ==
        "--playouts must be an integer in 1..1000000000, not '1e30'");
  CHECK(error({"--playouts", "0"}) == "--playouts must be an integer in 1..1000000000, not '0'");
  CHECK(error({"--seed", "-5"}) == "--seed must be a non-negative integer, not '-5'");
  CHECK(error({"--seed", "+5"}) == "--seed must be a non-negative integer, not '+5'");
  // Saturated by the parser: too large, not the largest seed.
  CHECK(error({"--seed", "99999999999999999999"}) ==
        "--seed must be a non-negative integer, not '99999999999999999999'");
  CHECK(error({"--komi", "1e30"}) == "--komi must be a number in -1000..1000, not '1e30'");
  CHECK(error({"--komi", "nan"}) == "--komi must be a number in -1000..1000, not 'nan'");
  CHECK(error({"--rules", "ing"}) ==
        "--rules must be chinese, japanese, tromp-taylor or new-zealand, not 'ing'");
  const std::string long_word(100, 'x');
  CHECK(error({"--level", long_word}).size() < 100);  // the echo is clipped
}

TEST_CASE("playouts 0 only where a time limit can end the search", "[cli]") {
  CommonDefaults timed;
  timed.time_only_playouts = true;
  CHECK(read({"--playouts", "0"}, timed).playouts == 0);
  CHECK(error({"--playouts", "-1"}, timed) ==
        "--playouts must be an integer in 0..1000000000, not '-1'");
  CHECK_THROWS_AS(read({"--playouts", "0"}), OptionsError);
}

TEST_CASE("the help names every common option and the front-end's defaults", "[cli]") {
  CommonDefaults d;
  d.level = Level::Easy;
  d.seed = "from the clock";
  po::options_description desc;
  add_common_options(desc, d);
  std::ostringstream s;
  s << desc;
  const std::string help = s.str();
  for (const char* name : {"--level", "--playouts", "--seed", "--komi", "--rules"})
    CHECK(help.find(name) != std::string::npos);
  CHECK(help.find("(default easy)") != std::string::npos);
  CHECK(help.find("from the clock") != std::string::npos);
}

TEST_CASE("the prompts' checks say what is wrong without the option name", "[cli]") {
  Level l = Level::Easy;
  CHECK(check_level("HARD", l).empty());
  CHECK(l == Level::Hard);
  CHECK(check_level("expert", l) == "level must be easy, medium or hard");
  double k = 0;
  CHECK(check_komi("6.5", k).empty());
  CHECK(k == 6.5);
  CHECK(check_komi("x", k) == "komi must be a number in -1000..1000");
  std::string r;
  CHECK(check_rules("Tromp-Taylor", r).empty());
  CHECK(r == "tromp-taylor");
  CHECK(check_rules("ing", r) == "rules must be chinese, japanese, tromp-taylor or new-zealand");
}
