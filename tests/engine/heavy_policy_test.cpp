#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "engine/playout/heavy_playout.h"
#include "rules/notation.h"

using namespace sente;

namespace {
HeavyPolicyParams always() { return HeavyPolicyParams{1.0, 1.0}; }
}  // namespace

TEST_CASE("heavy policy captures a chain left in atari by the last move", "[playout]") {
  // White just played C3, which has one liberty left (D3).
  Board b = board_from_diagram(
      ". . . . .\n"
      ". . X . .\n"
      ". X O . .\n"
      ". . X . .\n"
      ". . . . .\n");
  Rng rng(1);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, b.point(2, 2), rng, always()) == b.point(3, 2));
}

TEST_CASE("heavy policy saves an own chain put in atari by the last move", "[playout]") {
  // White's last move D3 puts the black stones C3-C4 in atari (liberty D4);
  // extending to D4 gives them two liberties, and Black E5 breaks the ladder
  // (without it GNU Go's `defend C3` says 0, with it D4).
  Board b = board_from_diagram(
      ". . . . . .\n"
      ". . O . X .\n"
      ". O X . . .\n"
      ". O X O . .\n"
      ". . O . . .\n"
      ". . . . . .\n");
  REQUIRE(b.in_atari(b.point(2, 2)));
  Rng rng(2);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, b.point(3, 2), rng, always()) == b.point(3, 3));
}

TEST_CASE("heavy policy answers a throw-in by counter-capturing, not by a snapback capture",
          "[playout]") {
  // Medium's game 56 against GNU Go, after White's throw-in H1: Black's 17 stones from F7 to G1
  // have one liberty, J1. Taking H1 from there leaves them with H1 alone, and White captures
  // them all; H4 captures six white stones instead.
  Board b = board_from_diagram(
      ". X . X X O . O .\n"
      "O O X X O O O O O\n"
      "X . X O O X X O X\n"
      "X X X O O X X X X\n"
      "X O O O O X X O O\n"
      "X X X O O X O . O\n"
      "X X X X O X O O X\n"
      "X O X O O X X X X\n"
      "O O O O O O X O .\n");
  const Point throw_in = parse_vertex(b, "H1"), big = parse_vertex(b, "G1");
  REQUIRE(b.in_atari(big));
  REQUIRE(b.chain_size(big) == 17);
  REQUIRE(b.in_atari(throw_in));
  Rng rng(3);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, throw_in, rng, always()) == parse_vertex(b, "H4"));
}

TEST_CASE("heavy policy still takes a ko", "[playout]") {
  // White B4 has one liberty, C4; Black's lone stone there captures it and may be retaken.
  Board b = board_from_diagram(
      ". X O . .\n"
      "X O . O .\n"
      ". X O . .\n"
      ". . . . .\n"
      ". . . . .\n");
  Rng rng(4);
  for (int i = 0; i < 20; ++i)
    CHECK(heavy_move(b, Color::Black, parse_vertex(b, "B4"), rng, always()) ==
          parse_vertex(b, "C4"));
}

TEST_CASE("heavy playouts play only legal moves and never fill their own eyes", "[playout]") {
  Rng rng(3);
  for (int game = 0; game < 40; ++game) {
    const int size = 5 + game % 15;
    Board b(size, size);
    Color c = Color::Black;
    Point last = kNoPoint;
    int passes = 0;
    for (int move = 0; move < 3 * size * size && passes < 2; ++move) {
      const Point p = heavy_move(b, c, last, rng);
      if (p == kPass) {
        b.pass();
        ++passes;
      } else {
        REQUIRE(b.is_legal(c, p));
        REQUIRE_FALSE(b.is_eye_like(c, p));
        b.play_legal(c, p);
        passes = 0;
      }
      last = p;
      c = opponent(c);
    }
    CHECK(passes == 2);  // the game ended by itself
  }
}

namespace {
// Only the rules that answer ataris: no patterns, no two-liberty fights.
HeavyPolicyParams ataris_only() {
  HeavyPolicyParams p;
  p.capture = p.nakade = p.global_atari = 1.0;
  p.pattern = p.low_liberties = p.race = 0;
  return p;
}
}  // namespace

TEST_CASE("heavy policy captures a chain in atari far from the last move", "[playout]") {
  // White's two stones at A8-B8 have one liberty, A7; White's last move was G2, far away.
  Board b = board_from_diagram(
      "X X X . . . . . .\n"
      "O O X . . . . . .\n"
      ". X . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . O . .\n"
      ". . . . . . . . .\n");
  const Point last = parse_vertex(b, "G2"), capture = parse_vertex(b, "A7");
  REQUIRE(b.in_atari(parse_vertex(b, "A8")));
  AtariWatch watch;
  watch.scan(b);
  Rng rng(5);
  int without = 0;
  for (int i = 0; i < 20; ++i) {
    CHECK(heavy_move(b, Color::Black, last, rng, ataris_only(), &watch) == capture);
    without += heavy_move(b, Color::Black, last, rng, ataris_only()) == capture;
  }
  CHECK(without < 5);  // without the watch the capture is only a random move
}

TEST_CASE("the atari watch follows a playout's moves", "[playout]") {
  Board b(9, 9);
  AtariWatch watch;
  watch.scan(b);
  auto play = [&](Color c, const char* v) {
    const Point p = parse_vertex(b, v);
    REQUIRE(b.play(c, p) == MoveError::None);
    watch.after_move(b, p);
  };
  auto watched = [&] {
    int n = 0;
    watch.for_each(b, [&](Point) { ++n; });
    return n;
  };
  play(Color::Black, "E5");
  play(Color::White, "E6");
  play(Color::Black, "D6");
  play(Color::White, "C3");
  play(Color::Black, "F6");  // E6 in atari at E7
  play(Color::White, "G3");  // elsewhere
  CHECK(watched() == 1);
  Rng rng(6);
  // Black captures; White, to move, saves the stone.
  CHECK(heavy_move(b, Color::Black, parse_vertex(b, "G3"), rng, ataris_only(), &watch) ==
        parse_vertex(b, "E7"));
  CHECK(heavy_move(b, Color::White, parse_vertex(b, "F6"), rng, ataris_only(), &watch) ==
        parse_vertex(b, "E7"));
  play(Color::White, "E7");  // out of atari: no longer watched
  CHECK(watched() == 0);
  play(Color::Black, "D7");
  play(Color::White, "A1");
  play(Color::Black, "F7");
  play(Color::White, "A2");
  play(Color::Black, "H1");  // E6-E7 in atari at E8, two moves after the atari
  CHECK(watched() == 1);
  CHECK(heavy_move(b, Color::White, parse_vertex(b, "H1"), rng, ataris_only(), &watch) ==
        parse_vertex(b, "E8"));
}

TEST_CASE(
    "heavy policy attacks a two-liberty chain in a race, approaching first when the atari is a "
    "self-atari",
    "[playout]") {
  // Game 10 of matches/9x9-pachi-hard-1thread-time-5053fef after White C3: Black's chain from B4 to
  // F1 has three liberties (B3, C2, C1); it races White's centre (ten stones, H1 and J2), the stone
  // C3 (B3, C2) and A4 (A3, A5). J2 would be a self-atari of J2-J3 (White takes them at J4) and H1
  // is suicide: J4 connects first.
  Board b = board_from_diagram(
      ". . . . . . . . .\n"
      "O . O X . . . . .\n"
      ". O X X . . . . .\n"
      "O O O O X X . . .\n"
      ". O X X O X . . .\n"
      "O X X X O X X X .\n"
      ". . O X O O X O X\n"
      ". O . X O O O O .\n"
      ". . . X X X O . O\n");
  const Point last = parse_vertex(b, "C3");
  REQUIRE(b.liberties(parse_vertex(b, "D4")) == 3);
  REQUIRE(b.liberties(parse_vertex(b, "E4")) == 2);
  HeavyPolicyParams race_only;
  race_only.capture = race_only.nakade = race_only.low_liberties = race_only.pattern = 0;
  race_only.global_atari = 0;
  race_only.race = 1;
  std::map<std::string, int> seen;
  Rng rng(6);
  for (int i = 0; i < 400; ++i) {
    Board x = b;
    ++seen[vertex_to_string(b, heavy_move(x, Color::Black, last, rng, race_only))];
  }
  CHECK(seen.size() == 4);
  for (const char* v : {"A3", "B3", "C2", "J4"}) CHECK(seen[v] > 50);
  // Without the rule the policy never finds the approach move as a reply.
  HeavyPolicyParams none = race_only;
  none.race = 0;
  int j4 = 0;
  for (int i = 0; i < 400; ++i) {
    Board x = b;
    j4 += heavy_move(x, Color::Black, last, rng, none) == parse_vertex(b, "J4");
  }
  CHECK(j4 < 20);  // a random move now and then
}

TEST_CASE("heavy policy counter-ataris when an own two-liberty chain cannot extend", "[playout]") {
  // White E2 leaves Black's C3-C2-D2-D1 with two liberties, C1 and E1, where extending gains
  // nothing; the white stone D3 beside it has two as well (D4, E3): Black ataris it.
  Board b = board_from_diagram(
      ". . . . . .\n"
      ". . . . . .\n"
      ". . O . . .\n"
      ". O X O . .\n"
      ". O X X O .\n"
      ". . . X . .\n");
  const Point last = parse_vertex(b, "E2");
  REQUIRE(b.liberties(parse_vertex(b, "C3")) == 2);
  REQUIRE(b.liberties(parse_vertex(b, "D3")) == 2);
  HeavyPolicyParams fights;
  fights.nakade = fights.pattern = fights.global_atari = fights.race = 0;
  fights.capture = fights.low_liberties = 1;
  std::map<std::string, int> seen;
  Rng rng(7);
  for (int i = 0; i < 400; ++i) {
    Board x = b;
    ++seen[vertex_to_string(b, heavy_move(x, Color::Black, last, rng, fights))];
  }
  CHECK(seen.size() == 2);
  CHECK(seen["D4"] > 100);
  CHECK(seen["E3"] > 100);
  fights.counter_atari = false;  // then only random moves: no point above a few percent
  seen.clear();
  for (int i = 0; i < 400; ++i) {
    Board x = b;
    ++seen[vertex_to_string(b, heavy_move(x, Color::Black, last, rng, fights))];
  }
  CHECK(seen["D4"] < 40);
  CHECK(seen.size() > 10);
}
