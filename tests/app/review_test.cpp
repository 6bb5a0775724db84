// `sente review`: the figures it writes into the game.
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "app/review.h"

namespace {

namespace fs = std::filesystem;

// Reviews `sgf` with `playouts` a position; the output file's text.
std::string review(const std::string& name, const std::string& sgf, int playouts) {
  const fs::path dir = fs::temp_directory_path() / "sente_review_test";
  fs::create_directories(dir);
  const std::string in = (dir / (name + ".sgf")).string();
  const std::string out = (dir / (name + ".out.sgf")).string();
  std::ofstream(in) << sgf;
  const std::string n = std::to_string(playouts);
  std::vector<std::string> args{"review", in, "-o", out, "--playouts", n};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  REQUIRE(sente::gtp::run_review(static_cast<int>(argv.size()), argv.data()) == 0);
  std::stringstream text;
  text << std::ifstream(out).rdbuf();
  return text.str();
}

// The main line's figures, the start first ("Black win rate at the start X%",
// then "Black win rate X% after ..."; the variations' comments say "line").
std::vector<double> figures(const std::string& text) {
  std::vector<double> v;
  const std::regex re(R"((?:at the start |line: Black win rate |Black win rate )([0-9.]+)%)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator();
       ++it)
    if ((*it)[0].str().find("line") == std::string::npos) v.push_back(std::stod((*it)[1]));
  return v;
}

int count(const std::string& text, const std::string& word) {
  int n = 0;
  for (size_t p = text.find(word); p != std::string::npos; p = text.find(word, p + 1)) ++n;
  return n;
}

}  // namespace

// The dynamic komi of handicap games used to be in the figures: Black at
// ~40% at the start of a 2-stone 9x9 game at komi 0.5.
TEST_CASE("review of a handicap game reports the real game's win rate", "[app][review]") {
  const std::string sgf = "(;FF[4]GM[1]SZ[9]KM[0.5]HA[2]RU[Chinese]AB[cg][gc];W[fd];B[gd];W[ee])";
  const std::vector<double> f = figures(review("handicap", sgf, 1000));
  REQUIRE(f.size() >= 2);
  CHECK(f[0] > 50);  // the start
  CHECK(f[1] > 50);  // after White's first move
}

// A game of the engine's own moves (found with 3000 playouts) reviewed with
// 300: the figures zigzagged with the side to move (60, 36, 57, 34, ...) and
// nearly every move was said to lose 10-25%.
TEST_CASE("review figures do not zigzag with the side to move", "[app][review]") {
  const std::string sgf =
      "(;FF[4]GM[1]SZ[9]KM[7]RU[Chinese];B[dc];W[gd];B[eh];W[ee];B[ce];W[dg];B[dh];W[cg];"
      "B[ch];W[de];B[cd];W[gg];B[ff];W[fe];B[bg];W[eb])";
  const std::string text = review("even", sgf, 300);
  const std::vector<double> f = figures(text);
  REQUIRE(f.size() == 17);
  double steps = 0;
  for (size_t i = 1; i < f.size(); ++i) steps += std::fabs(f[i] - f[i - 1]);
  CHECK(steps / 16 < 7);  // was ~20
  CHECK(count(text, "loses") <= 2);
}
