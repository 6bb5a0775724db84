#include <catch2/catch.hpp>
#include <string>

#include "engine/search/level.h"
#include "engine/search/search_params.h"
#include "rules/types.h"

using namespace sente;

TEST_CASE("level names and levels map both ways", "[engine][level]") {
  REQUIRE(all_levels().size() == 3);
  for (Level l : all_levels()) {
    INFO(level_name(l));
    REQUIRE(parse_level(level_name(l)) == l);
    REQUIRE(level_params(l).level == l);
    REQUIRE(level_params(level_name(l)).level == l);
  }
  CHECK(std::string(level_name(Level::Easy)) == "easy");
  CHECK(std::string(level_name(Level::Medium)) == "medium");
  CHECK(std::string(level_name(Level::Hard)) == "hard");
  CHECK(parse_level("HARD") == Level::Hard);  // people type capitals
  CHECK(parse_level("Medium") == Level::Medium);
  CHECK(level_names() == "easy, medium or hard");
  CHECK(level_names("/", "/") == "easy/medium/hard");
}

TEST_CASE("a bad level name is refused", "[engine][level]") {
  for (const char* bad : {"", "expert", "easy ", " hard", "med", "hardest", "1"}) {
    INFO(bad);
    CHECK_FALSE(parse_level(bad));
    CHECK_THROWS_AS(level_params(bad), ParseError);
  }
  CHECK_THROWS_WITH(level_params("expert"), "unknown level 'expert' (easy, medium, hard)");
}

TEST_CASE("levels differ only in their presets' fields", "[engine][level]") {
  const SearchParams e = level_params(Level::Easy), m = level_params(Level::Medium),
                     h = level_params(Level::Hard);
  CHECK_FALSE(e.may_resign);
  CHECK(m.may_resign);
  CHECK(h.may_resign);
  CHECK(e.playouts == 200);
  CHECK(m.playouts == 8000);
  CHECK(h.playouts == 100000);
  CHECK(h.threads == 2);
  // Easy keeps the hand-made priors below 13x13; the others learn on every board.
  CHECK(e.prior_weights.learned_min_size == 13);
  CHECK(m.prior_weights.learned_min_size <= 9);
  CHECK(h.prior_weights.learned_min_size <= 9);
}
