// Ladders and two-liberty fights: the readers, the heavy policy and the
// priors. Every expected answer was checked with GNU Go 3.8's `defend`.
#include <catch2/catch.hpp>

#include <cstring>

#include "engine/knowledge/priors.h"
#include "engine/knowledge/tactics.h"
#include "engine/playout/heavy_playout.h"
#include "rules/notation.h"
#include "rules/types.h"
#include "tests/engine/ladder_positions.h"

using namespace sente;
using sente::test::kLadder;
using sente::test::kTwoLiberties;

namespace {

Point at(const Board& b, const char* vertex) { return parse_vertex(b, vertex); }

// kLadder with a white ladder breaker on G2: `defend D5` says E5.
Board broken_ladder() {
  Board b = board_from_diagram(kLadder);
  REQUIRE(b.play(Color::White, parse_vertex(b, "G2")) == MoveError::None);
  return b;
}

// How often Black's heavy move, with no last move, is `vertex` in 600 draws.
int black_moves_at(Board b, const HeavyPolicyParams& p, const char* vertex, uint64_t seed) {
  Rng rng(seed);
  int n = 0;
  for (int i = 0; i < 600; ++i) n += heavy_move(b, Color::Black, kNoPoint, rng, p) == at(b, vertex);
  return n;
}

}  // namespace

TEST_CASE("chain liberties up to a limit", "[tactics]") {
  const Board b = board_from_diagram(
      ". . . . .\n"
      ". X X . .\n"
      ". O X . .\n"
      ". . . . .\n"
      ". . . . .\n");
  Point libs[8];
  CHECK(chain_liberties_upto(b, at(b, "B3"), libs, 8) == 2);  // A3 B2
  CHECK(chain_liberties_upto(b, at(b, "C3"), libs, 8) == 6);  // A4 B5 C5 D4 D3 C2
  CHECK(chain_liberties_upto(b, at(b, "C3"), libs, 3) == 3);  // stops at the limit
  const int n = chain_liberties_upto(b, at(b, "B3"), libs, 8);
  REQUIRE(n == 2);
  CHECK(((libs[0] == at(b, "A3") && libs[1] == at(b, "B2")) ||
         (libs[1] == at(b, "A3") && libs[0] == at(b, "B2"))));
}

TEST_CASE("ladders: caught, broken, and escaped by a counter-capture", "[tactics]") {
  const Board ladder = board_from_diagram(kLadder);
  CHECK(escape_is_ladder(ladder, at(ladder, "D5")));
  const Board broken = broken_ladder();
  CHECK_FALSE(escape_is_ladder(broken, at(broken, "D5")));
  // White B5 and C6 put Black C5 in atari: White captures it (C4) instead.
  Board counter = board_from_diagram(kLadder);
  REQUIRE(counter.play(Color::White, at(counter, "B5")) == MoveError::None);
  REQUIRE(counter.play(Color::White, at(counter, "C6")) == MoveError::None);
  CHECK_FALSE(escape_is_ladder(counter, at(counter, "D5")));
  // A chain not in atari is no ladder question.
  const Board two = board_from_diagram(kTwoLiberties);
  CHECK_FALSE(escape_is_ladder(two, at(two, "D5")));
  // The board read from is left as it was.
  CHECK(ladder.same_position(board_from_diagram(kLadder)));
}

TEST_CASE("an atari that captures, and one that lets the chain out", "[tactics]") {
  const Board b = board_from_diagram(kTwoLiberties);
  CHECK(atari_captures(b, Color::Black, at(b, "D4"), at(b, "D5")));
  CHECK_FALSE(atari_captures(b, Color::Black, at(b, "E5"), at(b, "D5")));
  CHECK_FALSE(atari_captures(b, Color::Black, at(b, "A1"), at(b, "D5")));  // no atari
}

TEST_CASE("heavy policy does not run into a ladder", "[tactics][playout]") {
  // Black D4 has just put White D5 in atari.
  auto escapes = [](Board b) {
    const Point last = at(b, "D4"), lib = at(b, "E5");
    int hits = 0;
    for (int seed = 0; seed < 400; ++seed) {
      Rng rng(77 + seed);
      hits += heavy_move(b, Color::White, last, rng) == lib;
    }
    return hits;
  };
  CHECK(escapes(broken_ladder()) >= 300);             // the escape rule fires (probability 0.9)
  CHECK(escapes(board_from_diagram(kLadder)) <= 40);  // only the random fallback may pick E5
}

TEST_CASE("heavy policy answers a two-liberty chain with the capturing atari",
          "[tactics][playout]") {
  Board b = board_from_diagram(kTwoLiberties);
  const Point last = at(b, "D5");  // White's last move
  int ladder = 0, loose = 0;
  for (int seed = 0; seed < 400; ++seed) {
    Rng rng(500 + seed);
    const Point m = heavy_move(b, Color::Black, last, rng);
    ladder += m == at(b, "D4");
    loose += m == at(b, "E5");
  }
  CHECK(ladder >= 280);
  CHECK(loose <= 40);
}

TEST_CASE("priors: no bonus for running into a ladder, a bonus for catching in one", "[tactics]") {
  const Board ladder = board_from_diagram(kLadder), broken = broken_ladder();
  const Prior caught = move_prior(ladder, Color::White, at(ladder, "E5"), kNoPoint, kNoPoint);
  const Prior free = move_prior(broken, Color::White, at(broken, "E5"), kNoPoint, kNoPoint);
  CHECK(caught.value < 0.5f);
  CHECK(free.value > 0.5f);
  const Board two = board_from_diagram(kTwoLiberties);
  const Prior good = move_prior(two, Color::Black, at(two, "D4"), kNoPoint, kNoPoint);
  const Prior bad = move_prior(two, Color::Black, at(two, "E5"), kNoPoint, kNoPoint);
  CHECK(good.value > bad.value);
}

TEST_CASE("a ladder across the 19x19 board is read to its end", "[tactics]") {
  // The shape of kLadder at D16: the ladder runs fifteen rows down to the
  // edge (about thirty attacker moves). GNU Go: `defend D16` says 0; with a
  // white stone on N6 it says E16; with one on A1 (off the path) 0 again.
  auto ladder_with = [](const char* white_extra) {
    Board b(19, 19);
    for (const char* v : {"D17", "E17", "C16", "D15"})
      REQUIRE(b.play(Color::Black, parse_vertex(b, v)) == MoveError::None);
    REQUIRE(b.play(Color::White, parse_vertex(b, "D16")) == MoveError::None);
    if (white_extra) REQUIRE(b.play(Color::White, parse_vertex(b, white_extra)) == MoveError::None);
    return escape_is_ladder(b, parse_vertex(b, "D16"));
  };
  CHECK(ladder_with(nullptr));
  CHECK_FALSE(ladder_with("N6"));
  CHECK(ladder_with("A1"));
}

TEST_CASE("priors: on 19x19, nearness to the last move counts chains as one point", "[tactics]") {
  // Black's last move G10 joined a chain along row 10: A9 is one of its
  // liberties (distance 1), A8 next to that (2), A7 (3), B2 far away.
  Board b(19, 19);
  for (const char* v : {"A10", "B10", "C10", "D10", "E10", "F10", "G10"})
    REQUIRE(b.play(Color::Black, parse_vertex(b, v)) == MoveError::None);
  auto value = [&](const char* v, const PriorParams& w) {
    return move_prior(b, Color::White, at(b, v), at(b, "G10"), kNoPoint, w).value;
  };
  const PriorParams with;
  PriorParams no1 = with, no2 = with, no3 = with;
  no1.big_cfg1 = no2.big_cfg2 = no3.big_cfg3 = 0;
  CHECK(value("A9", with) > value("A9", no1));
  CHECK(value("A9", with) == value("A9", no2));
  CHECK(value("A8", with) > value("A8", no2));
  CHECK(value("A8", with) == value("A8", no1));
  CHECK(value("A7", with) > value("A7", no3));
  CHECK(value("B2", with) == value("B2", no1));
  CHECK(value("B2", with) == value("B2", no3));
}

TEST_CASE("filling the false eye of a seki is refused in the playouts", "[tactics][playout]") {
  // White's F3 is a false eye (Black's E2 on its diagonal) between the big
  // chain (liberties D2 F3) and F2 (F1 F3); Black's E1-E2 holds D2 and F1.
  // As it stands the corner is a seki. White F3 joins the chains into one
  // with the same two liberties as Black's, and Black F1 then captures it
  // or leaves a dead bent three (a game against Pachi counted as lost).
  const char* kCorner =
      ". . . . . .\n"
      "X X X X X X\n"
      "X X X X O O\n"
      "X O O O O .\n"
      ". X O . X O\n"
      "X X O O X .\n";
  Board b = board_from_diagram(kCorner);
  CHECK(breaks_false_eye_seki(b, Color::White, at(b, "F3")));
  CHECK(!breaks_false_eye_seki(b, Color::White, at(b, "D2")));  // not eye-shaped
  CHECK(!breaks_false_eye_seki(b, Color::Black, at(b, "A2")));  // a black eye point
  Rng rng(5);
  for (int i = 0; i < 500; ++i)
    REQUIRE(heavy_move(b, Color::White, kNoPoint, rng, {}) != at(b, "F3"));
  // Without E1, Black's E2 has liberties D2 and E1, not F1: no seki to break.
  b.remove_chain(at(b, "E1"));
  CHECK(!breaks_false_eye_seki(b, Color::White, at(b, "F3")));
}

TEST_CASE("a lone self-atari is refused unless it throws in", "[tactics][playout]") {
  // Black C1 has one liberty, D1. With Black's B2 on its diagonal the eye
  // White would make at C1 is already false: a throw-in. Without B2 it is not.
  Board with_diagonal = board_from_diagram(
      ". . . . .\n"
      ". X O . .\n"
      ". O . . .\n");
  Board without = board_from_diagram(
      ". . . . .\n"
      ". . O . .\n"
      ". O . . .\n");
  for (const Board* b : {&with_diagonal, &without})
    REQUIRE(b->is_self_atari(Color::Black, at(*b, "C1")));
  CHECK(is_throw_in(with_diagonal, Color::Black, at(with_diagonal, "C1")));
  CHECK(!is_throw_in(without, Color::Black, at(without, "C1")));
  CHECK(!is_throw_in(with_diagonal, Color::Black, at(with_diagonal, "D1")));  // two liberties
  HeavyPolicyParams checked;
  checked.lone_self_atari = 1;
  auto c1_count = [](const Board& b, const HeavyPolicyParams& p) {
    return black_moves_at(b, p, "C1", 9);
  };
  CHECK(c1_count(without, {}) > 0);
  CHECK(c1_count(without, checked) == 0);
  CHECK(c1_count(with_diagonal, checked) > 0);
}

TEST_CASE("filling an own false eye captures the stone that makes it false instead",
          "[tactics][playout]") {
  // Black's A1 is false while White's B2, in atari, sits on its diagonal:
  // capturing at B3 makes it an eye.
  const Board b = board_from_diagram(
      ". . . . .\n"
      ". . . . .\n"
      ". . . . .\n"
      "X O X . .\n"
      ". X . . .\n");
  REQUIRE(b.in_atari(at(b, "B2")));
  HeavyPolicyParams random_only;
  random_only.global_atari = 0;  // else the capture comes from the atari check
  HeavyPolicyParams fixing = random_only;
  fixing.false_eye = 1;
  auto count = [&](const HeavyPolicyParams& p, const char* vertex) {
    return black_moves_at(b, p, vertex, 4);
  };
  CHECK(count(random_only, "A1") > 0);
  CHECK(count(fixing, "A1") == 0);
  CHECK(count(fixing, "B3") > count(random_only, "B3"));
}

TEST_CASE("a refused self-atari turns into its cousin, the other liberty", "[tactics][playout]") {
  // Black A1 would leave A1-A2-B2 one liberty (B3). Its cousin is B3, the
  // chain's other liberty: White B1's other liberty, C1, is a self-atari.
  const Board b = board_from_diagram(
      ". . . . .\n"
      "O . . . .\n"
      "X X O . .\n"
      ". O . . .\n");
  REQUIRE(b.is_self_atari(Color::Black, at(b, "A1")));
  REQUIRE(b.is_self_atari(Color::Black, at(b, "C1")));
  HeavyPolicyParams plain, cousin;
  cousin.self_atari_cousin = 1;
  auto count = [&](const HeavyPolicyParams& p, const char* vertex) {
    return black_moves_at(b, p, vertex, 6);
  };
  CHECK(count(plain, "A1") == 0);
  CHECK(count(cousin, "A1") == 0);
  CHECK(count(cousin, "B3") > count(plain, "B3") + 20);
}

namespace {

bool same_bytes(const Board& a, const Board& b) {
  return std::memcmp(static_cast<const void*>(&a), static_cast<const void*>(&b), sizeof(Board)) ==
         0;
}

}  // namespace

TEST_CASE("the ladder readers agree with reading on copies", "[tactics]") {
  // Positions from heavy playouts, where chains in atari abound. Every chain
  // in atari is asked by each reader, and every atari on a chain of two
  // liberties; the readers in place must leave the board as it was, byte
  // for byte.
  int asked = 0, caught = 0, ataris = 0, captures = 0;
  for (int size : {7, 9, 13, 19}) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      Board b(size, size);
      Rng rng(seed * 31 + static_cast<uint64_t>(size));
      Color c = Color::Black;
      Point last = kNoPoint;
      for (int move = 0; move < 2 * b.num_points(); ++move) {
        for (Color owner : {Color::Black, Color::White})
          b.stones(owner).for_each(b.words(), [&](int s) {
            const Point q = static_cast<Point>(s);
            if (b.chain_head(q) != q) return;
            INFO("size " << size << " seed " << seed << " move " << move);
            Board work = b;
            if (b.in_atari(q)) {
              const bool fast = escape_is_ladder(b, q);
              REQUIRE(fast == escape_is_ladder_by_reading(b, q));
              REQUIRE(escape_is_ladder_in_place(work, q) == fast);
              REQUIRE(same_bytes(work, b));
              ++asked;
              caught += fast;
              return;
            }
            Point libs[3];
            if (chain_liberties_upto(b, q, libs, 3) != 2) return;
            for (Point lib : {libs[0], libs[1]}) {
              const Color attacker = opponent(owner);
              Board after = b;
              const bool plain = after.play(attacker, lib) == MoveError::None &&
                                 escape_is_ladder_by_reading(after, q);
              REQUIRE(atari_captures(b, attacker, lib, q) == plain);
              REQUIRE(atari_captures_in_place(work, attacker, lib, q) == plain);
              REQUIRE(same_bytes(work, b));
              ++ataris;
              captures += plain;
            }
          });
        const Point p = heavy_move(b, c, last, rng);
        if (p == kPass) break;
        b.play_legal(c, p);
        last = p;
        c = opponent(c);
      }
    }
  }
  CHECK(asked > 1000);
  CHECK(caught > 100);
  CHECK(asked - caught > 100);
  CHECK(ataris > 1000);
  CHECK(captures > 100);
  CHECK(ataris - captures > 100);
}
