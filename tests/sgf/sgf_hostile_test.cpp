// SGF: hostile input gives an error and leaves the target game untouched;
// random legal games survive write -> read unchanged.
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "engine/random.h"
#include "rules/notation.h"
#include "sgf/sgf.h"

using namespace sente;

namespace {

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    std::string tmpl = (std::filesystem::temp_directory_path() / "sente-sgf-XXXXXX").string();
    REQUIRE(::mkdtemp(tmpl.data()) != nullptr);
    path = tmpl;
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string write(const std::string& name, std::string_view text) const {
    std::ofstream f(path / name, std::ios::binary);
    f.write(text.data(), static_cast<std::streamsize>(text.size()));
    return (path / name).string();
  }
};

// A game with some history, so that "untouched" means something.
Game sample_game() {
  Game g(9, 9, rules_preset("japanese"));
  g.set_komi(3.5);
  for (const char* v : {"E5", "C3", "G7", "pass"}) {
    const Point p = parse_vertex(g.board(), v);
    REQUIRE(g.play(Move{g.to_move(), p}) == MoveError::None);
  }
  return g;
}

void require_same_game(const Game& a, const Game& b) {
  REQUIRE(a.board().width() == b.board().width());
  REQUIRE(a.board().height() == b.board().height());
  REQUIRE(a.moves() == b.moves());
  REQUIRE(a.position_count() == b.position_count());
  for (int i = 0; i < a.position_count(); ++i) {
    REQUIRE(a.position(i).same_position(b.position(i)));
    REQUIRE(a.to_move_at(i) == b.to_move_at(i));
  }
  REQUIRE(a.to_move() == b.to_move());
  REQUIRE(a.komi() == b.komi());
  REQUIRE(a.handicap() == b.handicap());
  REQUIRE(a.resigned() == b.resigned());
  REQUIRE(a.rules().ko == b.rules().ko);
  REQUIRE(a.rules().scoring == b.rules().scoring);
  REQUIRE(a.rules().multi_stone_suicide == b.rules().multi_stone_suicide);
}

// Loads `path` into a copy of the sample game: must fail and change nothing.
void require_refused(const std::string& path) {
  const Game before = sample_game();
  Game target = before;
  std::string error;
  INFO(path);
  REQUIRE_FALSE(load_sgf_file(path, target, {}, &error));
  REQUIRE_FALSE(error.empty());
  require_same_game(target, before);
}

const char* const kHostile[] = {
    "",
    "   \n",
    "x(;SZ[9])",
    "(;SZ[9];B[aa]",           // no closing parenthesis
    "(;SZ[9];B[aa",            // value cut off
    "(;SZ[9];B[aa]\\",         // escape at the end
    "(;SZ[9];B[aa]))",         // one ')' too many
    "(;SZ[9];B[aa])garbage",   // text after the game
    "()",                      // tree without a node
    "(;SZ[9]()",               // nested tree without a node
    "(;SZ[9](;B[aa]);W[bb])",  // node after a variation
    "(;SZ[9];B)",              // property without a value
    "(;SZ[9];b[aa])",          // lower-case only identifier
    "(;SZ[9];B[zz])",          // off the board
    "(;SZ[9];B[a])",           // bad coordinate
    "(;SZ[9];B[abc])",         // bad coordinate
    "(;SZ[9];B[A1])",          // GTP vertex, not SGF
    "(;SZ[9];B[aa][bb])",      // two values for one move
    "(;SZ[9];B[aa]W[bb])",     // two moves in a node
    "(;SZ[9];B[ee];W[ee])",    // occupied
    "(;SZ[1])",                // size outside 2..25
    "(;SZ[0])",
    "(;SZ[26])",
    "(;SZ[-9])",
    "(;SZ[9:1])",
    "(;SZ[9:26])",
    "(;SZ[nine])",
    "(;SZ[99999999999999999999999999999])",
    "(;SZ[9]KM[1e30])",
    "(;SZ[9]KM[nan])",
    "(;SZ[9]KM[inf])",
    "(;SZ[9]KM[6.5x])",
    "(;SZ[9]HA[1000000000000])",
    "(;SZ[9]PL[X])",
    "(;GM[2]SZ[9])",            // not Go
    "(;SZ[9]AB[aa:zz])",        // rectangle off the board
    "(;SZ[9]C[\xff])",          // invalid UTF-8
    "(;SZ[9]C[\xc0\xaf])",      // overlong encoding
    "(;SZ[9]C[\xed\xa0\x80])",  // UTF-16 surrogate
    "(;SZ[9]C[\xe2\x82])",      // cut sequence
    "(;SZ[9]CA[UTF-8]C[\xe9t\xe9])",
};

}  // namespace

TEST_CASE("sgf: every hostile file is refused and the game is untouched", "[sgf][hostile]") {
  TempDir dir;
  int n = 0;
  for (const char* text : kHostile) require_refused(dir.write(std::to_string(n++) + ".sgf", text));
  require_refused(dir.write("nul", std::string("(;SZ[9];B[aa]\0;W[bb])", 21)));
  require_refused(dir.write("open", std::string(100000, '(')));
  require_refused(dir.write("close", std::string(100000, ')')));
  // Deeply nested but well-formed: over the nesting limit.
  std::string deep;
  for (int i = 0; i < 100000; ++i) deep += "(;";
  require_refused(dir.write("deep", deep + std::string(100000, ')')));
  // A main line far longer than any game.
  std::string passes = "(;SZ[9]";
  for (int i = 0; i < 20000; ++i) passes += ";B[];W[]";
  require_refused(dir.write("long", passes + ")"));
}

TEST_CASE("sgf: the main-line limit is exact", "[sgf][hostile]") {
  std::string text = "(;SZ[9]";
  for (std::size_t i = 1; i < kMaxSgfMainLine; ++i) text += ";B[]";
  REQUIRE(parse_sgf(text + ")").main_line.size() == kMaxSgfMainLine);
  REQUIRE_THROWS_AS(parse_sgf(text + ";W[])"), SgfError);
}

TEST_CASE("sgf: files that are not regular readable files are refused", "[sgf][hostile]") {
  TempDir dir;
  require_refused(dir.path.string());  // a directory
  require_refused("/dev/zero");
  require_refused("/dev/null");
  require_refused((dir.path / "missing.sgf").string());
  require_refused("");
  const std::string fifo = (dir.path / "fifo").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  require_refused(fifo);  // must not block waiting for a writer
  const std::string big =
      dir.write("big.sgf", "(;SZ[9]C[" + std::string(kMaxSgfFileBytes, 'x') + "])");
  require_refused(big);
  REQUIRE_THROWS_AS(read_sgf_file(dir.write("small", "(;SZ[9])"), 4), SgfError);
  if (::geteuid() != 0) {  // root reads anything
    const std::string locked = dir.write("locked.sgf", "(;SZ[9])");
    ::chmod(locked.c_str(), 0);
    require_refused(locked);
  }
}

TEST_CASE("sgf: a good file does replace the game", "[sgf]") {
  TempDir dir;
  Game g = sample_game();
  std::string error;
  REQUIRE(load_sgf_file(dir.write("ok.sgf", "(;SZ[13]KM[0.5];B[aa])"), g, {}, &error));
  REQUIRE(error.empty());
  REQUIRE(g.board().width() == 13);
  REQUIRE(g.komi() == 0.5);
  REQUIRE(g.rules() == rules_preset("japanese"));  // no RU: the previous rules stay
  REQUIRE(g.moves().size() == 1);
  // Another charset declared: bytes are not checked as UTF-8.
  REQUIRE(
      load_sgf_file(dir.write("latin1.sgf", "(;CA[ISO-8859-1]SZ[9]C[\xe9t\xe9])"), g, {}, &error));
}

TEST_CASE("sgf: mutated files never crash the reader", "[sgf][hostile]") {
  const std::string base =
      "(;FF[4]GM[1]SZ[9]KM[6.5]RU[Chinese]HA[2]AB[cg][gc]C[x\\]y]"
      ";W[ee](;B[cc];W[dd];B[];W[tt])(;B[ff]))";
  const std::string alphabet = "()[];\\:ABWSZKMHaegz019 \n\xff";
  Rng rng(7);
  const Game defaults;
  int accepted = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string s = base;
    for (int k = 1 + rng.below(4); k > 0; --k) {
      const uint32_t pos = rng.below(static_cast<uint32_t>(s.size()));
      switch (rng.below(3)) {
        case 0:
          s.erase(pos, 1);
          break;
        case 1:
          s.insert(s.begin() + pos, alphabet[rng.below(static_cast<uint32_t>(alphabet.size()))]);
          break;
        default:
          s[pos] = alphabet[rng.below(static_cast<uint32_t>(alphabet.size()))];
      }
    }
    try {
      load_sgf_string(s, defaults);
      ++accepted;
    } catch (const SgfError&) {
    }
  }
  REQUIRE(accepted > 0);  // the mutations are not all fatal
  REQUIRE(accepted < 3000);
}

namespace {

// Plays random legal moves (and a few passes) until two passes or `length`.
Game random_game(Rng& rng, int w, int h, const Rules& rules, int length) {
  Game g(w, h, rules);
  g.set_komi(static_cast<double>(rng.below(31)) / 2 - 5);
  if (w == h && w >= 9 && rng.below(3) == 0)
    REQUIRE(g.place_fixed_handicap(2 + rng.below(3)));
  else if (rng.below(4) == 0) {
    REQUIRE(g.setup_stones(Color::White, {g.board().point(0, 0)}));
    g.set_to_move(Color::White);
  }
  while (static_cast<int>(g.moves().size()) < length && !g.is_over()) {
    Move m{g.to_move(), kPass};
    if (rng.below(20) != 0) {
      for (int tries = 0; tries < 50; ++tries) {
        const Point p = g.board().point(rng.below(w), rng.below(h));
        if (g.check(Move{g.to_move(), p}) == MoveError::None) {
          m.point = p;
          break;
        }
      }
    }
    REQUIRE(g.play(m) == MoveError::None);
  }
  if (!g.is_over() && rng.below(3) == 0) g.resign(g.to_move());
  return g;
}

}  // namespace

TEST_CASE("sgf: random legal games round-trip through write and read", "[sgf][roundtrip]") {
  Rng rng(2024);
  const char* presets[] = {"chinese", "japanese", "tromp-taylor", "new-zealand"};
  const int sizes[][2] = {{9, 9}, {19, 19}, {7, 5}, {2, 3}, {25, 25}, {13, 13}, {21, 21}, {5, 11}};
  for (int round = 0; round < 40; ++round) {
    const auto& sz = sizes[round % 8];
    Rules rules = rules_preset(presets[rng.below(4)]);
    if (round % 5 == 4) rules.ko = KoRule::SituationalSuperko;  // a custom variant
    const Game g = random_game(rng, sz[0], sz[1], rules, 1 + rng.below(300));
    SgfWriteOptions wopts;
    if (g.is_over() && !g.resigned()) wopts.result = std::string("0");  // a draw, say
    const std::string text = write_sgf(g, wopts);
    INFO(text);
    SgfLoadOptions all;
    all.apply_resignation = true;
    const Game back = load_sgf_string(text, Game(), all);
    require_same_game(back, g);
    if (preset_name(rules) != "custom") REQUIRE(back.rules() == rules);
    // loadsgf FILE k: the position before move k.
    const int k = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(g.moves().size()) + 1));
    SgfLoadOptions before;
    before.move_number = k;
    const Game part = load_sgf_string(text, Game(), before);
    REQUIRE(part.moves().size() == static_cast<std::size_t>(k - 1));
    REQUIRE(part.board().same_position(g.position(k - 1)));
    REQUIRE(part.to_move() == g.to_move_at(k - 1));
  }
}
