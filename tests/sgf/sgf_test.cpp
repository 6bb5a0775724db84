// SGF reading and writing on hand-made files whose expected positions were
// worked out from the SGF coordinate convention (x from the left, y from the
// top, "aa" = A19 on 19x19).
#include <catch2/catch.hpp>

#include "rules/notation.h"
#include "sgf/sgf.h"

using namespace sente;

namespace {

Game load(std::string_view text, const SgfLoadOptions& opts = {}) {
  return load_sgf_string(text, Game(19, 19, rules_preset("chinese")), opts);
}

SgfLoadOptions before_move(int n, bool resign = false) {
  SgfLoadOptions o;
  o.move_number = n;
  o.apply_resignation = resign;
  return o;
}

std::string vertex(const Game& g, int i) { return vertex_to_string(g.board(), g.moves()[i].point); }

bool has_stone(const Board& b, Color c, const char* v) { return b.has(c, parse_vertex(b, v)); }

}  // namespace

TEST_CASE("sgf: a real-looking 9x9 game file", "[sgf]") {
  const Game g = load(
      "(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]\n"
      "RU[Japanese]SZ[9]KM[6.50]TM[600]\n"
      "PW[white \\] player]PB[black]DT[2020-01-01]C[a comment with ( and ; inside]\n"
      ";B[ee]C[center];W[cc]\n;B[gc] ;W[  ]  )\n");
  REQUIRE(g.board().width() == 9);
  REQUIRE(g.board().height() == 9);
  REQUIRE(g.komi() == 6.5);
  REQUIRE(g.rules() == rules_preset("japanese"));
  REQUIRE(g.moves().size() == 4);
  REQUIRE(vertex(g, 0) == "E5");  // e = 5th column, e = 5th row from the top of 9
  REQUIRE(vertex(g, 1) == "C7");  // c = 3rd row from the top -> row 7
  REQUIRE(vertex(g, 2) == "G7");
  REQUIRE(g.moves()[3].is_pass());  // blanks around a move value are ignored
}

TEST_CASE("sgf: property values, escapes, old identifiers, whitespace", "[sgf]") {
  const SgfTree t =
      parse_sgf("  ( ; SZ [9] C[a \\] b \\\\ c\\\nd] AddBlack[aa][bb]\r\n AB[cc] ;\tB[dd] )");
  REQUIRE(t.main_line.size() == 2);
  const SgfNode& root = t.main_line[0];
  REQUIRE(root.find("C")->front() == "a ] b \\ cd");  // escaped newline is a soft break
  REQUIRE(*root.find("AB") == std::vector<std::string>{"aa", "bb", "cc"});  // merged
  REQUIRE(root.find("AddBlack") == nullptr);
  REQUIRE(t.main_line[1].find("B")->front() == "dd");
}

TEST_CASE("sgf: the main line follows the first variation at each branch", "[sgf]") {
  const Game g = load(
      "(;SZ[9];B[aa]C[not ( a ) tree]"
      "(;W[bb](;B[cc];W[dd])(;B[ee]))"
      "(;W[ff];B[gg]))");
  REQUIRE(g.moves().size() == 4);
  REQUIRE(vertex(g, 0) == "A9");
  REQUIRE(vertex(g, 1) == "B8");
  REQUIRE(vertex(g, 2) == "C7");
  REQUIRE(vertex(g, 3) == "D6");
  // A main line written as one nested tree per move (some editors do this).
  const Game nested = load("(;SZ[9](;B[aa](;W[bb](;B[cc]))))");
  REQUIRE(nested.moves().size() == 3);
}

TEST_CASE("sgf: setup stones, AE, rectangles, PL", "[sgf]") {
  const Game g = load("(;SZ[9]AB[aa:bc]AW[ii][hi]AE[ab]PL[W];AB[ee]AE[ii];W[cc];B[dd])");
  const Board& s = g.position(0);
  // aa:bc is columns A..B, rows 9..7: six stones; AE removes A8, the second
  // node adds E5.
  REQUIRE(s.stone_count(Color::Black) == 6);
  REQUIRE(has_stone(s, Color::Black, "A9"));
  REQUIRE(has_stone(s, Color::Black, "B7"));
  REQUIRE(s.is_empty(parse_vertex(s, "A8")));
  REQUIRE(has_stone(s, Color::Black, "E5"));  // setup in the second node, before any move
  REQUIRE(s.stone_count(Color::White) == 1);  // ii (J1) was erased again, hi (H1) stays
  REQUIRE(has_stone(s, Color::White, "H1"));
  REQUIRE(g.to_move_at(0) == Color::White);
  REQUIRE(g.handicap() == 0);
  REQUIRE(g.moves().size() == 2);
  REQUIRE(g.to_move() == Color::White);

  REQUIRE_THROWS_AS(load("(;SZ[9];B[aa];AB[cc];W[bb])"), SgfError);  // setup after a move
  REQUIRE_THROWS_AS(load("(;SZ[9]AB[ab][ba]AW[aa])"), SgfError);     // white chain without liberty
}

TEST_CASE("sgf: handicap with AB, and HA without AB", "[sgf]") {
  const Game g = load("(;SZ[9]HA[2]KM[0.5]AB[cg][gc];W[ee])");
  REQUIRE(g.handicap() == 2);
  REQUIRE(g.to_move_at(0) == Color::White);
  REQUIRE(has_stone(g.board(), Color::Black, "C3"));
  REQUIRE(has_stone(g.board(), Color::Black, "G7"));
  REQUIRE(g.komi() == 0.5);
  // HA[4] and White starts: the four fixed star points of 19x19.
  const Game f = load("(;SZ[19]HA[4];W[cc])");
  REQUIRE(f.handicap() == 4);
  for (const char* v : {"D4", "Q16", "D16", "Q4"})
    REQUIRE(has_stone(f.position(0), Color::Black, v));
  // HA recorded but the stones were played as moves: nothing is added.
  const Game m = load("(;SZ[19]HA[2];B[dd];B[pp];W[dp])");
  REQUIRE(m.position(0).stone_count(Color::Black) == 0);
  REQUIRE(m.moves().size() == 3);
}

TEST_CASE("sgf: rectangular boards", "[sgf]") {
  const Game g = load("(;SZ[7:5];B[ga];W[ae];B[ce])");
  REQUIRE(g.board().width() == 7);
  REQUIRE(g.board().height() == 5);
  REQUIRE(vertex(g, 0) == "G5");  // g = 7th column, a = top row = row 5
  REQUIRE(vertex(g, 1) == "A1");
  REQUIRE(vertex(g, 2) == "C1");
  REQUIRE_THROWS_AS(load("(;SZ[7:5];B[af])"), SgfError);  // row f = 6 of 5
  REQUIRE_THROWS_AS(load("(;SZ[7:5];B[ha])"), SgfError);  // column h = 8 of 7
}

TEST_CASE("sgf: passes as [] and as [tt] up to 19x19 only", "[sgf]") {
  const Game g = load("(;SZ[19];B[tt];W[];B[dd])");
  REQUIRE(g.moves()[0].is_pass());
  REQUIRE(g.moves()[1].is_pass());
  REQUIRE(!g.moves()[2].is_pass());
  // On 21x21, tt is column 20 (U, since I is skipped) and the 20th row from the top = row 2.
  const Game big = load("(;SZ[21];B[tt])");
  REQUIRE(vertex(big, 0) == "U2");
  // Two passes end the game; it is over but not resigned.
  const Game over = load("(;SZ[9];B[ee];W[];B[])");
  REQUIRE(over.is_over());
  REQUIRE(!over.resigned());
}

TEST_CASE("sgf: loadsgf move_number gives the position before that move", "[sgf]") {
  const char* text = "(;SZ[9];B[ee];W[cc];B[gg];W[gc])";
  REQUIRE(load(text, before_move(1)).moves().empty());
  REQUIRE(load(text, before_move(1)).to_move() == Color::Black);
  const Game g3 = load(text, before_move(3));
  REQUIRE(g3.moves().size() == 2);
  REQUIRE(g3.to_move() == Color::Black);
  REQUIRE(g3.board().is_empty(parse_vertex(g3.board(), "G3")));
  REQUIRE(load(text, before_move(99)).moves().size() == 4);
  REQUIRE_THROWS_AS(load(text, before_move(0)), SgfError);
  REQUIRE_THROWS_AS(load(text, before_move(-3)), SgfError);
  // White moves first without PL: White is to move at the start.
  REQUIRE(load("(;SZ[9];W[ee];B[cc])", before_move(1)).to_move() == Color::White);
  // An illegal move after the stopping point is not played, so not an error.
  REQUIRE(load("(;SZ[9];B[ee];W[ee])", before_move(2)).moves().size() == 1);
}

TEST_CASE("sgf: rules and komi, with defaults when absent", "[sgf]") {
  const Game defaults(19, 19, rules_preset("japanese"));
  auto with = [&](std::string_view text) { return load_sgf_string(text, defaults); };
  REQUIRE(with("(;SZ[9])").rules() == rules_preset("japanese"));
  REQUIRE(with("(;SZ[9])").komi() == 6.5);
  REQUIRE(with("(;RU[Chinese])").rules() == rules_preset("chinese"));
  REQUIRE(with("(;RU[AGA])").rules() == rules_preset("chinese"));
  REQUIRE(with("(;RU[Korean])").rules() == rules_preset("japanese"));
  REQUIRE(with("(;RU[NZ])").rules() == rules_preset("new-zealand"));
  REQUIRE(with("(;RU[New Zealand])").rules() == rules_preset("new-zealand"));
  REQUIRE(with("(;RU[tromp-taylor])").rules() == rules_preset("tromp-taylor"));
  REQUIRE(with("(;RU[some house rules])").rules() == rules_preset("japanese"));
  const Rules kata = with("(;RU[koSITUATIONALscoreTERRITORYtaxSEKIsui1])").rules();
  REQUIRE(kata.ko == KoRule::SituationalSuperko);
  REQUIRE(kata.scoring == Scoring::Territory);
  REQUIRE(kata.multi_stone_suicide);
  REQUIRE(with("(;KM[-0])").komi() == 0);
  REQUIRE(with("(;KM[ 7 ])").komi() == 7);
  REQUIRE(with("(;KM[6,5])").komi() == 6.5);
  REQUIRE(with("(;KM[-3.5])").komi() == -3.5);
  REQUIRE(sgf_rules_name(rules_preset("new-zealand")) == "NZ");
}

TEST_CASE("sgf: illegal moves in the main line are errors", "[sgf]") {
  REQUIRE_THROWS_AS(load("(;SZ[9];B[ee];W[ee])"), SgfError);  // occupied
  // White J9 (ia) next to black H9 (ha) and J8 (ib) is suicide.
  REQUIRE_THROWS_AS(load("(;SZ[9];B[ha];W[aa];B[ib];W[ia])"), SgfError);
  // Ko: black E6 D5 E4, white F6 E5 G5 F4. Black F5 (fe) captures E5; White
  // retaking at E5 (ee) at once repeats the position.
  const std::string ko = "(;SZ[9]AB[ed][de][ef]AW[fd][ee][ge][ff];B[fe]";
  REQUIRE_THROWS_AS(load(ko + ";W[ee])"), SgfError);
  // After an exchange elsewhere the retake is legal.
  const Game g = load(ko + ";W[aa];B[ab];W[ee])");
  REQUIRE(g.moves().size() == 4);
  REQUIRE(g.board().is_empty(parse_vertex(g.board(), "F5")));
}

TEST_CASE("sgf: writer content", "[sgf]") {
  Game g(7, 5, rules_preset("japanese"));
  g.set_komi(6.5);
  REQUIRE(g.play(Move{Color::Black, g.board().point(6, 4)}) == MoveError::None);  // G5 = "ga"
  REQUIRE(g.play(Move{Color::White, kPass}) == MoveError::None);
  g.resign(Color::White);
  SgfWriteOptions opts{"1.2", "", "me", "x]y\nz"};  // version, result, black, white
  const std::string s = write_sgf(g, opts);
  REQUIRE(s.rfind("(;FF[4]GM[1]CA[UTF-8]AP[Sente:1.2]", 0) == 0);
  REQUIRE(s.find("SZ[7:5]") != std::string::npos);
  REQUIRE(s.find("KM[6.5]") != std::string::npos);
  REQUIRE(s.find("RU[Japanese]") != std::string::npos);
  REQUIRE(s.find("PW[x\\]y z]") != std::string::npos);  // escaped, on one line
  REQUIRE(s.find("\n\n") == std::string::npos);
  REQUIRE(s.back() == ')');
  REQUIRE(s.find("RE[B+R]") != std::string::npos);
  REQUIRE(s.find(";B[ga];W[]") != std::string::npos);
  REQUIRE(s.find("HA[") == std::string::npos);
  opts.result = "W+3.5";
  REQUIRE(write_sgf(g, opts).find("RE[W+3.5]") != std::string::npos);
  Game fresh(9, 9);
  REQUIRE(write_sgf(fresh).find("RE[") == std::string::npos);
  REQUIRE(fresh.place_fixed_handicap(3));
  const std::string h = write_sgf(fresh);
  REQUIRE(h.find("HA[3]") != std::string::npos);
  REQUIRE(h.find("PL[W]") != std::string::npos);
  // 9x9 three stones: C3 (cg), G7 (gc), C7 (cc).
  REQUIRE(h.find("AB[") != std::string::npos);
  for (const char* p : {"[cg]", "[gc]", "[cc]"}) REQUIRE(h.find(p) != std::string::npos);
}

TEST_CASE("sgf: a resignation is applied only on request", "[sgf]") {
  const char* text = "(;SZ[9]RE[W+Resign];B[ee];W[cc])";
  REQUIRE(!load(text).resigned());
  SgfLoadOptions resign;
  resign.apply_resignation = true;
  REQUIRE(load(text, resign).resigned() == Color::Black);
  REQUIRE(!load(text, before_move(2, true)).resigned());
}
