#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <vector>

#include "engine/engine.h"
#include "engine/knowledge/priors.h"
#include "engine/search/search.h"
#include "engine_test_util.h"

using namespace sente;
using sente::test::at;
using sente::test::exact;

namespace {

// A 13x13 opening with stones of both colours, Black to move.
Game opening_13x13() {
  Game g(13, 13);
  for (const char* v : {"D4", "K10", "K4", "D10", "G7", "C7"})
    REQUIRE(g.play({g.to_move(), at(g, v)}) == MoveError::None);
  return g;
}

int stone_moves_visited(const Analysis& a) {
  int n = 0;
  for (const Candidate& c : a.candidates) n += c.move != kPass;
  return n;
}

// The priors' net virtual wins (wins less losses) of every empty point, as
// the search ranks its children.
std::vector<double> prior_nets(const Game& g, const SearchParams& p, std::vector<Point>& moves) {
  const Board& b = g.board();
  moves.clear();
  b.empty_points().for_each(b.words(), [&](int q) { moves.push_back(static_cast<Point>(q)); });
  std::vector<Prior> priors(moves.size());
  const auto& played = g.moves();
  child_priors(b, g.to_move(), moves.data(), static_cast<int>(moves.size()), played.back().point,
               played[played.size() - 2].point, p.prior_weights, priors.data());
  std::vector<double> net;
  for (const Prior& x : priors) net.push_back(x.net());
  return net;
}

}  // namespace

TEST_CASE("without widening a large board's search spreads over many moves", "[engine][widen]") {
  SearchParams p = exact(1500);
  p.widen_base = 0;
  Engine e(p);
  CHECK(stone_moves_visited(e.genmove(opening_13x13(), Color::Black).analysis) > 30);
}

TEST_CASE("widening grows the candidates with the visits, best priors first", "[engine][widen]") {
  const Game g = opening_13x13();
  SearchParams p = exact(1500);
  p.widen_base = 3;
  p.widen_visits = 40;
  p.widen_ratio = 1.4;
  Engine e(p);
  const Analysis a = e.genmove(g, Color::Black).analysis;
  // 3 + floor(ln(1500 / 40) / ln 1.4) = 13 stone moves at most at the root.
  const int visited = stone_moves_visited(a);
  CHECK(visited <= 13);
  CHECK(visited >= 4);  // it did widen past the first three
  std::vector<Point> moves;
  const std::vector<double> net = prior_nets(g, p, moves);
  for (const Candidate& c : a.candidates) {
    if (c.move == kPass) continue;
    // No more than 12 moves have a better prior than a visited one.
    const double mine = net[std::find(moves.begin(), moves.end(), c.move) - moves.begin()];
    int better = 0;
    for (double x : net) better += x > mine;
    CHECK(better < 13);
  }
}

TEST_CASE("a width of one searches only the move of the best prior", "[engine][widen]") {
  const Game g = opening_13x13();
  SearchParams p = exact(600);
  p.widen_base = 1;
  p.widen_visits = 1e6;  // never widens
  Engine e(p);
  const Decision d = e.genmove(g, Color::Black);
  REQUIRE(stone_moves_visited(d.analysis) == 1);
  std::vector<Point> moves;
  const std::vector<double> net = prior_nets(g, p, moves);
  const double best = *std::max_element(net.begin(), net.end());
  const double chosen = net[std::find(moves.begin(), moves.end(), d.move) - moves.begin()];
  CHECK(chosen == best);
}

TEST_CASE("widening leaves boards below its size alone", "[engine][widen]") {
  SearchParams p = exact(1500);
  p.widen_base = 1;
  p.widen_visits = 1e6;
  REQUIRE(p.widen_min_size == 13);
  Engine e(p);
  CHECK(stone_moves_visited(e.genmove(sente::test::opening_9x9(), Color::Black).analysis) > 5);
}

namespace {

// The stone move other than `best` that a search with room for two
// candidates visited, or kNoPoint.
Point second_candidate(const Game& g, const SearchParams& p, Point best) {
  Engine e(p);
  const Analysis a = e.genmove(g, Color::Black).analysis;
  REQUIRE(stone_moves_visited(a) == 2);
  for (const Candidate& c : a.candidates)
    if (c.move != kPass && c.move != best) return c.move;
  return kNoPoint;
}

// The opening, then the moves of `order` (an even number: Black to move).
Game opening_and(std::initializer_list<const char*> order) {
  Game g = opening_13x13();
  for (const char* v : order) REQUIRE(g.play({g.to_move(), at(g, v)}) == MoveError::None);
  return g;
}

// The point of the best prior net.
Point best_prior(const Game& g, const SearchParams& p) {
  std::vector<Point> moves;
  const std::vector<double> net = prior_nets(g, p, moves);
  return moves[std::max_element(net.begin(), net.end()) - net.begin()];
}

// Black's J1-L1 on the first line under White's J2-L2, White's L2 last: the
// black chain, the only short one, has two liberties, H1 and M1.
Game first_line_chain() { return opening_and({"J1", "J2", "K1", "K2", "L1", "L2"}); }

}  // namespace

TEST_CASE("widening takes the liberties of short chains before better priors", "[engine][widen]") {
  // A lone white stone in the corner (two liberties, M1 and N2), played
  // before two moves far from it.
  const Game g = opening_and({"G10", "N1", "G4", "K7"});
  SearchParams p = exact(1500);
  p.widen_base = 1;
  p.widen_visits = 10;  // a second candidate from 500 visits, no third before 25000
  p.widen_ratio = 50;
  p.widen_fights_first = 1;
  std::vector<Point> moves;
  const std::vector<double> net = prior_nets(g, p, moves);
  auto net_of = [&](Point q) {
    return net[std::find(moves.begin(), moves.end(), q) - moves.begin()];
  };
  const Point best = moves[std::max_element(net.begin(), net.end()) - net.begin()];
  const Point m1 = at(g, "M1"), n2 = at(g, "N2");
  // The best prior first, then the best liberty of the corner stone...
  Point second = second_candidate(g, p, best);
  CHECK((second == m1 || second == n2));
  // ... ahead of a move that is no liberty and has a better prior.
  int passed_over = 0;
  for (size_t i = 0; i < moves.size(); ++i)
    passed_over += moves[i] != best && moves[i] != m1 && moves[i] != n2 && net[i] > net_of(second);
  CHECK(passed_over >= 1);
  // Without the rule, and with the rule for the last move's chains only (the
  // corner stone is not the last move), the second candidate is the second
  // best prior.
  for (int mode : {0, 2}) {
    p.widen_fights_first = mode;
    second = second_candidate(g, p, best);
    REQUIRE(second != kNoPoint);
    int better = 0;
    for (double x : net) better += x > net_of(second);
    CHECK(better == 1);
  }
}

TEST_CASE("widening near the last move takes the liberties of its short chain", "[engine][widen]") {
  const Game g = first_line_chain();
  SearchParams p = exact(1500);
  p.widen_base = 1;
  p.widen_visits = 10;
  p.widen_ratio = 50;
  const Point best = best_prior(g, p);
  const Point h1 = at(g, "H1"), m1 = at(g, "M1");
  auto liberty = [&](Point q) { return q == h1 || q == m1; };
  // Without the rule the second candidate is no liberty of the black chain.
  p.widen_fights_first = 0;
  const Point plain = second_candidate(g, p, best);
  REQUIRE(plain != kNoPoint);
  REQUIRE(!liberty(plain));
  // With it a liberty comes right after the best.
  p.widen_fights_first = 2;
  CHECK(liberty(second_candidate(g, p, best)));
}

TEST_CASE("widening keeps the liberties of short chains as candidates beside its best",
          "[engine][widen]") {
  // A width of one that never grows.
  const Game g = first_line_chain();
  SearchParams p = exact(1500);
  p.widen_base = 1;
  p.widen_visits = 1e6;
  const Point best = best_prior(g, p);
  const Point h1 = at(g, "H1"), m1 = at(g, "M1");
  REQUIRE(best != m1);
  REQUIRE(best != h1);
  // 3: at the root only; 4: at every node, where they go last.
  for (int mode : {3, 4}) {
    p.widen_fights_first = mode;
    Engine e(p);
    const Analysis a = e.genmove(g, Color::Black).analysis;
    int liberties = 0;
    for (const Candidate& c : a.candidates) {
      if (c.move == kPass) continue;
      CHECK((c.move == best || c.move == h1 || c.move == m1));
      liberties += c.move == h1 || c.move == m1;
    }
    CHECK(liberties >= 1);
  }
}

TEST_CASE("the fights' chains may have up to widen_fights_liberties liberties", "[engine][widen]") {
  // Black's J1-L1 under White's J2-K2: three liberties (H1, L2, M1); every
  // other chain has four.
  const Game g = opening_and({"J1", "J2", "K1", "K2", "L1", "B12"});
  SearchParams p = exact(1500);
  p.widen_base = 1;
  p.widen_visits = 1e6;  // never widens
  p.widen_fights_first = 3;
  const Point best = best_prior(g, p);
  const Point h1 = at(g, "H1"), l2 = at(g, "L2"), m1 = at(g, "M1");
  auto liberty = [&](Point q) { return q == h1 || q == l2 || q == m1; };
  auto liberties_searched = [&](int max_libs) {
    p.widen_fights_liberties = max_libs;
    Engine e(p);
    int n = 0;
    for (const Candidate& c : e.genmove(g, Color::Black).analysis.candidates) {
      if (c.move == kPass || c.move == best) continue;
      CHECK(liberty(c.move));
      ++n;
    }
    return n;
  };
  CHECK(liberties_searched(2) == 0);
  CHECK(liberties_searched(3) >= 1);
}

TEST_CASE("form 5 puts the fights' moves last at the root's children only", "[engine][widen]") {
  // Black's J1-L1 under White's J2-L2: two liberties, H1 and M1, at every node
  // the search reaches early.
  const Game g = first_line_chain();
  SearchParams p = exact(3000);
  // Lifted children (in the tail) of the root and of its expanded children.
  auto lifted = [&](int mode, int& at_root, int& below) {
    p.widen_fights_first = mode;
    NodePool pool(1 << 18);
    const std::atomic<bool> stop{false};
    Search s(pool, g, Color::Black, p, stop);
    SearchLimits l;
    l.playouts = 3000;
    s.run(l);
    const Node& root = pool[0];
    REQUIRE(root.state == static_cast<uint8_t>(NodeState::Expanded));
    at_root = root.num_lifted;
    below = 0;
    for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i)
      if (pool[i].state == static_cast<uint8_t>(NodeState::Expanded))
        below += pool[i].num_lifted > 0;
  };
  int at_root = 0, below = 0;
  lifted(5, at_root, below);
  CHECK(at_root == 0);  // the root keeps form 3's candidates instead
  CHECK(below >= 1);
  lifted(3, at_root, below);
  CHECK(at_root == 0);
  CHECK(below == 0);
}
