// The search tree and its use across moves: RAVE statistics, keep_subtree,
// tree reuse and pondering, the consistency check, early stop, the memory
// budget and per-game seeds.
#include <catch2/catch.hpp>

#include <array>
#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "engine/engine.h"
#include "engine/search/search.h"
#include "engine_test_util.h"

using namespace sente;
using sente::test::at;
using sente::test::exact;
using sente::test::game_from_diagram;

namespace {}  // namespace

TEST_CASE("RAVE fills AMAF statistics only when enabled", "[engine][rave]") {
  const Game g(9, 9);
  for (bool rave : {true, false}) {
    SearchParams p = exact(300);
    p.rave = rave;
    NodePool pool(100000);
    const std::atomic<bool> stop{false};
    Search s(pool, g, Color::Black, p, stop);
    SearchLimits l;
    l.playouts = 300;
    s.run(l);
    const Node& root = pool[0];
    REQUIRE(root.state == static_cast<uint8_t>(NodeState::Expanded));
    long amaf = 0, most = 0;
    for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i) {
      amaf += amaf_visits(pool[i].amaf);
      most = std::max<long>(most, amaf_visits(pool[i].amaf));
      REQUIRE(amaf_wins2(pool[i].amaf) <= 2 * amaf_visits(pool[i].amaf));
    }
    if (rave) {
      // A playout's black stones each count once at the root: far more than one per playout,
      // a move at most once per playout, weighted at most 1 + rave_distance.
      REQUIRE(amaf > 300 * 5);
      REQUIRE(most <= 300 * (1 + p.rave_distance));
    } else {
      REQUIRE(amaf == 0);
    }
  }
}

TEST_CASE("AMAF weighs the moves soon after a node more with rave_distance", "[engine][rave]") {
  // 40 moves after a node at 10: the first weighs 3, the middle 2, the last 1.
  CHECK(amaf_weight(3, 50, 10, 10) == 3);
  CHECK(amaf_weight(3, 50, 10, 49) == 1);
  CHECK(amaf_weight(3, 50, 10, 30) == 2);
  CHECK(amaf_weight(0, 50, 10, 10) == 1);
  // In a search, the root's children then gather more AMAF weight than playouts' moves count.
  const Game g(9, 9);
  long total[2] = {0, 0};
  for (int distance : {0, 3}) {
    SearchParams p = exact(300);
    p.rave_distance = distance;
    NodePool pool(100000);
    const std::atomic<bool> stop{false};
    Search s(pool, g, Color::Black, p, stop);
    SearchLimits l;
    l.playouts = 300;
    s.run(l);
    const Node& root = pool[0];
    for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i) {
      total[distance > 0] += amaf_visits(pool[i].amaf);
      REQUIRE(amaf_wins2(pool[i].amaf) <= 2 * amaf_visits(pool[i].amaf));
    }
  }
  CHECK(total[1] > 3 * total[0] / 2);
  CHECK(total[1] < 3 * total[0]);
}

TEST_CASE("keep_subtree moves a subtree to the front with its statistics", "[engine][tree]") {
  const Game g(9, 9);
  NodePool pool(200000);
  const std::atomic<bool> stop{false};
  const SearchParams p = exact(2000);
  Search s(pool, g, Color::Black, p, stop);
  SearchLimits l;
  l.playouts = 2000;
  s.run(l);
  const NodeIndex child = pool.find_child(0, s.root_moves().front().move);
  REQUIRE(child != kNoNode);
  const Node before = pool[child];
  REQUIRE(before.state == static_cast<uint8_t>(NodeState::Expanded));
  std::vector<std::pair<Point, int>> grand;
  for (NodeIndex i = before.first_child; i < before.first_child + before.num_children; ++i)
    grand.emplace_back(pool[i].move, pool[i].visits);
  const size_t used = pool.used();
  REQUIRE(pool.inconsistency() == nullptr);
  pool.keep_subtree(child);
  REQUIRE(pool.inconsistency() == nullptr);
  REQUIRE(pool.used() < used);
  REQUIRE(pool[0].visits == before.visits);
  REQUIRE(pool[0].move == before.move);
  REQUIRE(pool[0].first_child == 1);
  REQUIRE(pool[0].num_children == before.num_children);
  for (NodeIndex k = 0; k < grand.size(); ++k) {
    REQUIRE(pool[1 + k].move == grand[k].first);
    REQUIRE(pool[1 + k].visits == grand[k].second);
  }
}

namespace {

// The subtree under `n` in depth-first order: move, visits, state, children.
void describe(const NodePool& pool, NodeIndex n, std::vector<std::array<int, 4>>& out) {
  const Node& node = pool[n];
  out.push_back({node.move, node.visits,
                 node.state == static_cast<uint8_t>(NodeState::Full) ? 0 : node.state,
                 node.num_children});
  if (node.state != static_cast<uint8_t>(NodeState::Expanded)) return;
  for (NodeIndex i = node.first_child; i < node.first_child + node.num_children; ++i)
    describe(pool, i, out);
}

}  // namespace

TEST_CASE("keep_subtree keeps every node of a deep subtree and nothing else", "[engine][tree]") {
  Game g(9, 9);
  NodePool pool(300000);
  const std::atomic<bool> stop{false};
  SearchParams p = exact(4000);
  p.expand_visits = 1;  // a deep tree
  for (int round = 0; round < 3; ++round) {
    const Color c = g.to_move();
    Search s(pool, g, c, p, stop, round > 0);
    SearchLimits l;
    l.playouts = 4000;
    s.run(l);
    // Keep the subtree two plies down, as genmove does after the opponent's answer.
    const Point mine = s.root_moves().front().move;
    const NodeIndex child = pool.find_child(0, mine);
    REQUIRE(child != kNoNode);
    const Node& ch = pool[child];
    REQUIRE(ch.state == static_cast<uint8_t>(NodeState::Expanded));
    NodeIndex grand = ch.first_child;
    for (NodeIndex i = ch.first_child; i < ch.first_child + ch.num_children; ++i)
      if (pool[i].visits > pool[grand].visits) grand = i;
    std::vector<std::array<int, 4>> before;
    describe(pool, grand, before);
    REQUIRE(before.size() > 100);
    const size_t used = pool.used();
    REQUIRE(pool.inconsistency() == nullptr);
    pool.keep_subtree(grand);
    REQUIRE(pool.inconsistency() == nullptr);
    std::vector<std::array<int, 4>> after;
    describe(pool, 0, after);
    REQUIRE(after == before);
    REQUIRE(pool.used() == before.size());
    REQUIRE(pool.used() < used);
    REQUIRE(g.play({c, mine}) == MoveError::None);
    REQUIRE(g.play({opponent(c), pool[0].move}) == MoveError::None);
  }
}

namespace {

// A root with visits 10 and three children, by hand.
void small_tree(NodePool& pool) {
  pool.clear();
  const NodeIndex root = pool.allocate(1), first = pool.allocate(3);
  REQUIRE((root == 0 && first == 1));
  pool[root] = make_node(kNoPoint, 1.f);
  pool[root].visits = 10;
  pool[root].wins = 4.5;
  pool[root].state = static_cast<uint8_t>(NodeState::Expanded);
  pool[root].first_child = first;
  pool[root].num_children = 3;
  for (NodeIndex i = 0; i < 3; ++i) {
    pool[first + i] = make_node(static_cast<Point>(20 + i), 0.5f);
    pool[first + i].visits = static_cast<int32_t>(3 - i);
    pool[first + i].wins = 1.0;
  }
}

}  // namespace

TEST_CASE("a corrupted tree is reported inconsistent", "[engine][tree]") {
  NodePool pool(64);
  small_tree(pool);
  REQUIRE(pool.inconsistency() == nullptr);
  struct Poke {
    const char* what;
    void (*poke)(NodePool&);
  };
  const Poke pokes[] = {
      {"children visited more than their parent", [](NodePool& p) { p[1].visits = 9; }},
      {"wins outside 0..visits", [](NodePool& p) { p[2].wins = 2.5; }},
      {"two children for one move", [](NodePool& p) { p[3].move = p[1].move; }},
      {"a node in use outside the tree", [](NodePool& p) { p.allocate(1); }},
      {"children block outside the pool or before its parent",
       [](NodePool& p) { p[0].num_children = 9; }},
      {"expansion in flight",
       [](NodePool& p) { p[2].state = static_cast<uint8_t>(NodeState::Expanding); }},
      {"AMAF statistics", [](NodePool& p) { p[1].amaf = amaf_pack(1, 3); }},
  };
  for (const Poke& k : pokes) {
    small_tree(pool);
    k.poke(pool);
    INFO("poked: " << k.what);
    const char* why = pool.inconsistency();
    REQUIRE(why != nullptr);
    CHECK(std::string(why) == k.what);
  }
}

TEST_CASE("genmove reuses the tree of the moves played since", "[engine][reuse]") {
  Game g(9, 9);
  Engine e(exact(1000));
  const Decision first = e.genmove(g, Color::Black);
  REQUIRE(g.play({Color::Black, first.move}) == MoveError::None);
  // White answers with the move the search expected: its subtree is kept.
  Point reply = kPass;
  for (const Point m : first.analysis.candidates.front().pv)
    if (m != first.move) {
      reply = m;
      break;
    }
  REQUIRE(g.play({Color::White, reply}) == MoveError::None);
  const Decision second = e.genmove(g, Color::Black);
  int visits = 0;
  for (const Candidate& c : second.analysis.candidates) visits += c.visits;
  REQUIRE(second.analysis.playouts == 1000);
  REQUIRE(visits > 1000);  // the old playouts are still there
  // Without reuse the tree starts empty.
  SearchParams fresh = exact(1000);
  fresh.reuse_tree = false;
  Engine f(fresh);
  Game h(9, 9);
  REQUIRE(h.play({Color::Black, first.move}) == MoveError::None);
  f.genmove(h, Color::White);
  REQUIRE(h.play({Color::White, reply}) == MoveError::None);
  int fresh_visits = 0;
  for (const Candidate& c : f.genmove(h, Color::Black).analysis.candidates)
    fresh_visits += c.visits;
  REQUIRE(fresh_visits == 1000);
}

TEST_CASE("an undo or another game does not reuse a stale tree", "[engine][reuse]") {
  Engine e(exact(500));
  Game g(9, 9);
  REQUIRE(g.play({Color::Black, at(g, "E5")}) == MoveError::None);
  e.genmove(g, Color::White);
  Game other(9, 9);
  REQUIRE(other.play({Color::Black, at(other, "C3")}) == MoveError::None);
  int visits = 0;
  for (const Candidate& c : e.genmove(other, Color::White).analysis.candidates) visits += c.visits;
  REQUIRE(visits == 500);
}

TEST_CASE("genmove stops early when the best move cannot be overtaken", "[engine][early]") {
  // Black captures four stones in atari at F4 or loses the game.
  const Game g = game_from_diagram(
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". X X X X . .\n"
      "X O O O O . .\n"
      ". X X X X . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n",
      Color::Black);
  SearchParams p = exact(20000);
  p.early_stop = true;
  Engine e(p);
  const Decision d = e.genmove(g, Color::Black);
  REQUIRE(d.move == at(g, "F4"));
  REQUIRE(d.analysis.playouts < 20000);
}

TEST_CASE("the memory budget sets the node count", "[engine][params]") {
  REQUIRE(max_nodes_for_memory(size_t{96} << 20) == (size_t{96} << 20) / sizeof(Node));
  REQUIRE(max_nodes_for_memory(1) == 1);
  REQUIRE(sizeof(Node) == 48);
}

TEST_CASE("later games of one engine get other seeds, the first stays reproducible",
          "[engine][seed]") {
  auto play_game = [](Engine& e) {
    Game g(9, 9);
    std::vector<Point> moves;
    for (int i = 0; i < 6; ++i) {
      const Color c = g.to_move();
      const Point p = e.genmove(g, c).move;
      REQUIRE(g.play({c, p}) == MoveError::None);
      moves.push_back(p);
    }
    return moves;
  };
  Engine a(exact(200)), b(exact(200));
  const std::vector<Point> first = play_game(a);
  REQUIRE(play_game(b) == first);  // same seed, same first game
  REQUIRE(play_game(a) != first);  // a new game (fewer moves than before) re-seeds
}

TEST_CASE("pondering searches on after genmove and its tree is reused", "[engine][ponder]") {
  SearchParams p = exact(300);
  p.ponder = true;
  Engine e(p);
  Game g(9, 9);
  const Decision d = e.genmove(g, Color::Black);
  REQUIRE(g.play({Color::Black, d.move}) == MoveError::None);
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  // White to move in the position pondered on: the tree already has visits.
  const Decision w = e.genmove(g, Color::White);
  int visits = 0;
  for (const Candidate& c : w.analysis.candidates) visits += c.visits;
  REQUIRE(w.analysis.playouts == 300);
  REQUIRE(visits > 300);
  REQUIRE(g.check({Color::White, w.move}) == MoveError::None);
  // The engine is destroyed while pondering: it stops and joins.
}
