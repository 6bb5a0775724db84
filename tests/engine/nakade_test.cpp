// Nakade: vital points of small eye spaces, the heavy policy playing them,
// and self-ataris that leave a nakade once captured.
#include <catch2/catch.hpp>
#include <cstdio>

#include "engine/knowledge/patterns.h"
#include "engine/knowledge/priors.h"
#include "engine/playout/heavy_playout.h"
#include "engine/playout/playout.h"
#include "rules/notation.h"

using namespace sente;

namespace {

Point at(const Board& b, const char* vertex) { return parse_vertex(b, vertex); }

// The vital point of the empty area holding `vertex`, as a vertex or "none".
std::string vital(const char* diagram, const char* vertex) {
  const Board b = board_from_diagram(diagram);
  const Point v = nakade_vital_point(b, at(b, vertex));
  return v == kNoPoint ? "none" : vertex_to_string(b, v);
}

}  // namespace

TEST_CASE("nakade: vital points of the killable eye shapes", "[nakade]") {
  // Straight three B4 C4 D4 inside White: the middle.
  const char* straight =
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O . .\n"
      "O . . . O . .\n"
      "O O O O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n";
  CHECK(vital(straight, "B4") == "C4");
  CHECK(vital(straight, "D4") == "C4");
  // Bent three in the corner A1 B1 A2, bounded by the edge: the corner.
  const char* bent =
      ". . . . .\n"
      ". . . . .\n"
      "X X . . .\n"
      ". X . . .\n"
      ". . X . .\n";
  CHECK(vital(bent, "B1") == "A1");
  // Pyramid four B1 C1 D1 C2 on the edge: C1 touches the three others.
  const char* pyramid =
      ". . . . . .\n"
      ". . . . . .\n"
      ". . . . . .\n"
      ". . O . . .\n"
      ". O . O . .\n"
      "O . . . O .\n";
  CHECK(vital(pyramid, "B1") == "C1");
  // Bulky five B1 C1 B2 C2 D1: C1 (three neighbours in the space).
  const char* bulky =
      ". . . . . .\n"
      ". . . . . .\n"
      ". . . . . .\n"
      ". O O . . .\n"
      "O . . O . .\n"
      "O . . . O .\n";
  CHECK(vital(bulky, "B2") == "C1");
  // Crossed five around C3, rabbitty six around C3 (cross plus D2).
  const char* cross =
      ". . . . . .\n"
      ". . X . . .\n"
      ". X . X . .\n"
      "X . . . X .\n"
      ". X . X . .\n"
      ". . X . . .\n";
  CHECK(vital(cross, "C2") == "C3");
  const char* rabbitty =
      ". . . . . .\n"
      ". . X . . .\n"
      ". X . X . .\n"
      "X . . . X .\n"
      ". X . . X .\n"
      ". . X X . .\n";
  CHECK(vital(rabbitty, "D2") == "C3");
}

TEST_CASE("nakade: no vital point for live, open or shared spaces", "[nakade]") {
  // Straight four: two eyes whatever the attacker does.
  const char* straight4 =
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O O .\n"
      "O . . . . O .\n"
      "O O O O O O .\n"
      ". . . . . . .\n"
      ". . . . . . .\n";
  CHECK(vital(straight4, "C4") == "none");
  // Three points bounded by both colours, and the open board.
  const char* mixed =
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O . .\n"
      "O . . . X . .\n"
      "O O O O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n";
  CHECK(vital(mixed, "C4") == "none");
  CHECK(vital(mixed, "F7") == "none");
  // Two points: a single eye already, nothing to play.
  const char* two =
      ". . . . .\n"
      ". . . . .\n"
      "X X X . .\n"
      ". . X . .\n"
      "X X X . .\n";
  CHECK(vital(two, "A3") == "none");
}

TEST_CASE("heavy policy plays the vital point of a fresh straight three", "[nakade][playout]") {
  // White E4 just captured three black stones B4 C4 D4 (thrown in to fill
  // the space): Black's C4 on the vital point kills the white group.
  Board b = board_from_diagram(  // heavy_move may reorder its empty list
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O O .\n"
      "O . . . O O .\n"
      "O O O O O O .\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  const Point last = at(b, "E4"), vital_point = at(b, "C4");
  int hits = 0;
  const int tries = 400;
  for (int seed = 0; seed < tries; ++seed) {
    Rng rng(1000 + seed);
    hits += heavy_move(b, Color::Black, last, rng) == vital_point;
  }
  // Without the rule C4 is one random move among about forty.
  CHECK(hits >= tries * 9 / 10);
}

TEST_CASE("nakade self-atari: a chain whose capture leaves a dead shape", "[nakade]") {
  // Black B4 C4 inside White's pyramid space B4 C4 D4 C5: Black C5 makes a
  // bent three in atari (liberty D4) that White's capture turns into a
  // bent-three eye space, killed at C4.
  const Board b = board_from_diagram(
      ". . . . . . .\n"
      "O O O O O . .\n"
      "O O . O O . .\n"
      "O X X . O . .\n"
      "O O O O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  REQUIRE(b.is_self_atari(Color::Black, at(b, "C5")));
  CHECK(is_nakade_self_atari(b, Color::Black, at(b, "C5")));
  // Black B4 C4 and D4 would fill the space B4..E4 of the White chain but
  // for E4; with E4 enclosed by White that is a nakade, with E4 open only a
  // gift of stones.
  const char* mouth =
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O O .\n"
      "O X X . . %c .\n"
      "O O O O O O .\n"
      ". . . . . . .\n"
      ". . . . . . .\n";
  char text[256];
  std::snprintf(text, sizeof text, mouth, 'O');
  const Board closed = board_from_diagram(text);
  REQUIRE(closed.is_self_atari(Color::Black, at(closed, "D4")));
  CHECK(is_nakade_self_atari(closed, Color::Black, at(closed, "D4")));
  std::snprintf(text, sizeof text, mouth, '.');
  const Board open = board_from_diagram(text);
  REQUIRE(open.is_self_atari(Color::Black, at(open, "D4")));
  CHECK_FALSE(is_nakade_self_atari(open, Color::Black, at(open, "D4")));
  // Black B4 then C4 in White's straight three: the two stones in atari are
  // captured into a two-point space, one eye only.
  const Board two = board_from_diagram(
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O . .\n"
      "O X . . O . .\n"
      "O O O O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  REQUIRE(two.is_self_atari(Color::Black, at(two, "C4")));
  CHECK(is_nakade_self_atari(two, Color::Black, at(two, "C4")));
  // A straight four left by four captured stones makes two eyes: refused.
  const Board four = board_from_diagram(
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O O O\n"
      "O X X . X . O\n"
      "O O O O O O O\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  REQUIRE(four.is_self_atari(Color::Black, at(four, "D4")));
  CHECK_FALSE(is_nakade_self_atari(four, Color::Black, at(four, "D4")));
  // The same pyramid, but White's wall has an eye at F6 besides: it lives
  // whatever the space holds, and Black's C5 only gives three stones away.
  const Board eyed = board_from_diagram(
      ". . . . O O O\n"
      "O O O O O . O\n"
      "O O . O O O O\n"
      "O X X . O . .\n"
      "O O O O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  REQUIRE(eyed.is_eye_like(Color::White, at(eyed, "F6")));
  REQUIRE(eyed.is_self_atari(Color::Black, at(eyed, "C5")));
  CHECK_FALSE(is_nakade_self_atari(eyed, Color::Black, at(eyed, "C5")));
}

TEST_CASE("priors favour the vital point over the end of a three-point space", "[nakade]") {
  const Board b = board_from_diagram(
      ". . . . . . .\n"
      ". . . . . . .\n"
      "O O O O O . .\n"
      "O . . . O . .\n"
      "O O O O O . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n");
  const Point last = at(b, "D3");
  const Prior middle = move_prior(b, Color::Black, at(b, "C4"), last, kNoPoint);
  const Prior end = move_prior(b, Color::Black, at(b, "B4"), last, kNoPoint);
  CHECK(middle.value > end.value);
  CHECK(middle.value > 0.6f);
}

TEST_CASE("heavy playouts kill a straight three when the attacker moves first",
          "[nakade][playout]") {
  // White's corner group has only its eye space B2 C2 D2: Black to move
  // kills it (C2, then B2 or D2); random play left it alive about half the
  // time, and the vital stone alone, with no two-stone follow-up allowed,
  // left a stuck seki-like ending.
  const Board start = board_from_diagram(
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      ". . . . . . . . .\n"
      "X X X X X X . . .\n"
      "O O O O O X . . .\n"
      "O . . . O X . . .\n"
      "O O O O O X . . .\n");
  const Point corner = at(start, "A1"), last = at(start, "E2");
  Rng rng(7);
  int dead = 0;
  const int playouts = 1000;
  for (int i = 0; i < playouts; ++i) {
    Board b = start;
    run_playout(PlayoutPolicy::Heavy, b, Color::Black, last, 7.5, rng, 3 * 81 + 20);
    dead += !b.has(Color::White, corner);
  }
  CHECK(dead >= playouts * 9 / 10);
}
