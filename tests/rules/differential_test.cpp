// Seeded random games played on the fast Game and on the reference side by
// side, compared after every move: cells, chains, liberties, legality of
// every point for both colours, superko, prisoners, hash, and undo.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/rules/board_compare.h"
#include "tests/rules/test_util.h"

using namespace sente;
using namespace sente::test;

namespace {

struct Shape {
  int width, height;
};

// Every square size 2..19, rectangles both ways round, and the largest board.
std::vector<Shape> shapes() {
  std::vector<Shape> s;
  for (int n = 2; n <= 19; ++n) s.push_back({n, n});
  for (Shape r : {Shape{2, 5}, Shape{5, 2}, Shape{7, 3}, Shape{3, 7}, Shape{9, 13}, Shape{13, 9},
                  Shape{19, 5}, Shape{4, 25}, Shape{25, 3}, Shape{25, 25}})
    s.push_back(r);
  return s;
}

// Many short games on small boards, a few capped ones on large boards: the
// per-move cost grows with the number of points squared. About 740 games and
// 6 s (Release) per preset.
struct Budget {
  int games, max_moves;
};
Budget budget_for(Shape s, double scale) {
  const int points = s.width * s.height;
  const int games = static_cast<int>(800 * scale / points);
  return {std::max(1, games), std::min(3 * points, 12000 / points + 40)};
}

struct Tally {
  int games = 0, moves = 0, passes = 0, undos = 0, multi_stone_suicides = 0, captures = 0;
  int refused[8] = {};
};

class RandomGame {
 public:
  RandomGame(Shape s, const Rules& rules, uint64_t seed, Tally& tally)
      : game_(s.width, s.height, rules),
        ref_(s.width, s.height, rules),
        rng_(seed),
        tally_(tally) {}

  void play(int max_moves) {
    ++tally_.games;
    probe_off_board();
    for (int i = 0; i < max_moves && !game_.is_over(); ++i) {
      INFO("move " << game_.moves().size());
      REQUIRE(compare_games(game_, ref_, &verdicts_) == "");
      play_one();
      REQUIRE(compare_deeply(game_.board(), ref_.board()) == "");
      if (rng_.below(60) == 0) undo_some();
    }
    REQUIRE(compare_games(game_, ref_) == "");
    // Take everything back, checking each position on the way.
    while (game_.undo()) {
      REQUIRE(ref_.undo());
      REQUIRE(compare_stones(game_.board(), ref_.board()) == "");
      REQUIRE(game_.to_move() == ref_.to_move());
    }
    REQUIRE_FALSE(ref_.undo());
    REQUIRE(game_.position_count() == 1);
  }

 private:
  // A move worth trying: sometimes one the reference refuses (ko, superko or
  // suicide; occupied), often one that captures or commits suicide.
  Move pick_probe() {
    const Color c = game_.to_move();
    std::vector<const Verdict*> legal, removing, refused, special;
    for (const Verdict& v : verdicts_) {
      if (v.error != MoveError::None) {
        refused.push_back(&v);
        if (v.error != MoveError::Occupied) special.push_back(&v);
      } else {
        legal.push_back(&v);
        if (v.removed > 0) removing.push_back(&v);
      }
    }
    const int r = rng_.below(100);
    auto any = [&](const std::vector<const Verdict*>& from) {
      return Move{c, from[rng_.below(static_cast<int>(from.size()))]->point};
    };
    if (r < 3) return Move{c, kPass};
    if (r < 12 && !special.empty()) return any(special);
    if (r < 15 && !refused.empty()) return any(refused);
    if (r < 45 && !removing.empty()) return any(removing);
    if (!legal.empty()) return any(legal);
    return Move{c, kPass};
  }

  MoveError expected(Move m) const {
    if (m.is_pass()) return MoveError::None;
    for (const Verdict& v : verdicts_)
      if (v.point == m.point) return v.error;
    return MoveError::OffBoard;
  }

  void apply_to_reference(Move m) {
    if (m.is_pass()) {
      ref_.pass(m.color);
      ++tally_.passes;
      return;
    }
    const Board& b = game_.board();
    const int x = b.x_of(m.point), y = b.y_of(m.point);
    REQUIRE(ref_.play(m.color, x, y) == MoveError::None);
    ++tally_.moves;
    if (ref_.board().at(x, y) == ref::kEmpty) ++tally_.multi_stone_suicides;
    if (ref_.board().prisoners(m.color) > ref_.position(ref_.length() - 2).prisoners(m.color))
      ++tally_.captures;
    REQUIRE(b.last_captures() == ref_.board().last_removed());
  }

  void play_one() {
    Move m = pick_probe();
    const MoveError want = expected(m);
    const MoveError got = game_.play(m);
    INFO("probe " << vertex_to_string(game_.board(), m.point));
    REQUIRE(got == want);
    if (got == MoveError::None) {
      apply_to_reference(m);
      return;
    }
    ++tally_.refused[static_cast<int>(got)];
    // A refused move changes nothing.
    REQUIRE(compare_stones(game_.board(), ref_.board()) == "");
    REQUIRE(game_.position_count() == ref_.length());
    std::vector<Point> legal;
    for (const Verdict& v : verdicts_)
      if (v.error == MoveError::None) legal.push_back(v.point);
    m = Move{m.color, legal.empty() ? kPass : legal[rng_.below(static_cast<int>(legal.size()))]};
    REQUIRE(game_.play(m) == MoveError::None);
    apply_to_reference(m);
  }

  void undo_some() {
    const int k = 1 + rng_.below(4);
    for (int i = 0; i < k; ++i) {
      const bool undone = game_.undo();
      REQUIRE(undone == ref_.undo());
      if (!undone) break;
      ++tally_.undos;
      REQUIRE(compare_deeply(game_.board(), ref_.board()) == "");
    }
  }

  void probe_off_board() {
    const Board& b = game_.board();
    const Color c = game_.to_move();
    for (Point p : {kNoPoint, Point(-7), static_cast<Point>(b.point(b.width(), 0)),
                    static_cast<Point>(b.point(0, -1)), static_cast<Point>(b.point(0, b.height())),
                    static_cast<Point>(b.grid_size()), Point(30000)}) {
      REQUIRE(b.check(c, p) == MoveError::OffBoard);
      REQUIRE(game_.play(Move{c, p}) == MoveError::OffBoard);
    }
    REQUIRE(game_.position_count() == 1);
  }

  Game game_;
  ref::RefGame ref_;
  TestRng rng_;
  Tally& tally_;
  std::vector<Verdict> verdicts_;
};

void run_preset(const char* preset, uint64_t seed) {
  const Rules rules = rules_preset(preset);
  const double scale = test_scale();
  Tally tally;
  for (Shape s : shapes()) {
    const Budget budget = budget_for(s, scale);
    for (int g = 0; g < budget.games; ++g) {
      const uint64_t game_seed = seed ^ (uint64_t(s.width) << 40) ^ (uint64_t(s.height) << 32) ^ g;
      INFO(preset << " " << s.width << "x" << s.height << " game " << g << " seed " << game_seed);
      RandomGame(s, rules, game_seed, tally).play(budget.max_moves);
    }
  }
  // The games must have reached the cases they exist to test (fewer of
  // them when SENTE_TEST_SCALE shrinks the run).
  INFO("games " << tally.games << " moves " << tally.moves << " captures " << tally.captures
                << " scale " << scale);
  auto at_least = [scale](int full) { return std::max(1, static_cast<int>(full * scale)); };
  CHECK(tally.games >= at_least(700));
  CHECK(tally.captures >= at_least(1000));
  CHECK(tally.passes >= at_least(100));
  CHECK(tally.undos >= at_least(100));
  CHECK(tally.refused[static_cast<int>(MoveError::Occupied)] > 0);
  CHECK(tally.refused[static_cast<int>(MoveError::Ko)] >= at_least(10));
  CHECK(tally.refused[static_cast<int>(MoveError::Suicide)] >= at_least(10));
  if (rules.ko != KoRule::Simple)
    CHECK(tally.refused[static_cast<int>(MoveError::Superko)] >= at_least(10));
  if (rules.multi_stone_suicide)
    CHECK(tally.multi_stone_suicides >= at_least(10));
  else
    CHECK(tally.multi_stone_suicides == 0);
}

}  // namespace

TEST_CASE("random games match the reference under chinese rules", "[rules][differential]") {
  run_preset("chinese", 0xC41E5E);
}

TEST_CASE("random games match the reference under japanese rules", "[rules][differential]") {
  run_preset("japanese", 0x1A9A);
}

TEST_CASE("random games match the reference under tromp-taylor rules", "[rules][differential]") {
  run_preset("tromp-taylor", 0x7707);
}

TEST_CASE("random games match the reference under new-zealand rules", "[rules][differential]") {
  run_preset("new-zealand", 0x2E1A);
}
