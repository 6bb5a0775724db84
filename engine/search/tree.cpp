#include "engine/search/tree.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>
#include <vector>

#include "rules/check.h"

namespace sente {

void NodePool::Free::operator()(Node* p) const { std::free(p); }

NodePool::NodePool(size_t capacity) : capacity_(capacity < 1 ? 1 : capacity) {
  // calloc: the OS hands out zero pages lazily, so a large budget costs only
  // the memory a search really touches.
  nodes_.reset(static_cast<Node*>(std::calloc(capacity_, sizeof(Node))));
  if (!nodes_) throw std::bad_alloc();
}

NodeIndex NodePool::allocate(size_t n) {
  size_t old = used_.load(std::memory_order_relaxed);
  do {
    if (n > capacity_ - old) return kNoNode;
  } while (!used_.compare_exchange_weak(old, old + n, std::memory_order_relaxed));
  return static_cast<NodeIndex>(old);
}

NodeIndex NodePool::find_child(NodeIndex n, Point move) const {
  const Node& node = (*this)[n];
  if (node.state != static_cast<uint8_t>(NodeState::Expanded)) return kNoNode;
  for (NodeIndex i = node.first_child; i < node.first_child + node.num_children; ++i)
    if ((*this)[i].move == move) return i;
  return kNoNode;
}

void NodePool::keep_subtree(NodeIndex root) {
  // In place, so that reuse needs no second copy of the tree: children always
  // come after their parent (they are allocated when it expands), so one
  // forward pass marks the subtree and a second slides it to the front in
  // order, which keeps sibling blocks contiguous and the root at 0.
  const size_t n = used();
  std::vector<uint64_t> kept((n + 63) / 64);  // one bit a node
  auto mark = [&](size_t i) { kept[i / 64] |= uint64_t{1} << (i % 64); };
  auto marked = [&](size_t i) { return (kept[i / 64] >> (i % 64)) & 1; };
  mark(root);
  for (size_t i = root; i < n; ++i) {
    const Node& node = (*this)[static_cast<NodeIndex>(i)];
    if (!marked(i) || node.state != static_cast<uint8_t>(NodeState::Expanded)) continue;
    for (size_t j = 0; j < node.num_children; ++j) mark(node.first_child + j);
  }
  std::vector<uint32_t> before(kept.size());  // kept nodes in earlier words
  uint32_t total = 0;
  for (size_t w = 0; w < kept.size(); ++w) {
    before[w] = total;
    total += static_cast<uint32_t>(std::popcount(kept[w]));
  }
  auto new_index = [&](size_t i) {
    const uint64_t lower = kept[i / 64] & ((uint64_t{1} << (i % 64)) - 1);
    return static_cast<NodeIndex>(before[i / 64] + std::popcount(lower));
  };
  for (size_t i = root; i < n; ++i) {
    if (!marked(i)) continue;
    Node node = (*this)[static_cast<NodeIndex>(i)];
    if (node.state == static_cast<uint8_t>(NodeState::Full)) node.state = 0;  // may grow again
    if (node.state == static_cast<uint8_t>(NodeState::Expanded))
      node.first_child = new_index(node.first_child);
    (*this)[new_index(i)] = node;  // new_index(i) <= i: no unread node is overwritten
  }
  used_.store(total, std::memory_order_relaxed);
  SENTE_ASSERT(is_consistent());
}

const char* NodePool::inconsistency() const {
  // Node 0 is the root: clear() then allocate(1), or keep_subtree().
  const size_t n = used();
  if (n > capacity_) return "more nodes used than the pool holds";
  if (n == 0) return nullptr;
  std::vector<bool> reached(n);
  reached[0] = true;
  std::vector<Point> moves;
  for (size_t i = 0; i < n; ++i) {
    if (!reached[i]) return "a node in use outside the tree";
    const Node& node = (*this)[static_cast<NodeIndex>(i)];
    if (node.state > static_cast<uint8_t>(NodeState::Full)) return "node state";
    if (node.state == static_cast<uint8_t>(NodeState::Expanding)) return "expansion in flight";
    if (node.legality > static_cast<uint8_t>(Legality::Superko)) return "legality";
    // No playout in flight: every visit has its result, each in 0..1.
    const double slack = 1e-9 * node.visits;
    if (node.visits < 0 || node.wins < -slack || node.wins > node.visits + slack)
      return "wins outside 0..visits";
    const int32_t av = amaf_visits(node.amaf), aw = amaf_wins2(node.amaf);
    if (av < 0 || aw < 0 || aw > 2 * av) return "AMAF statistics";
    if (!(node.prior >= 0.f && node.prior <= 1.f)) return "prior outside 0..1";
    if (node.state != static_cast<uint8_t>(NodeState::Expanded)) continue;
    if (node.first_child <= i || node.first_child > n || node.num_children > n - node.first_child)
      return "children block outside the pool or before its parent";
    int64_t child_visits = 0;
    moves.clear();
    for (NodeIndex c = node.first_child; c < node.first_child + node.num_children; ++c) {
      if (reached[c]) return "a node with two parents";
      reached[c] = true;
      child_visits += (*this)[c].visits;
      moves.push_back((*this)[c].move);
    }
    if (child_visits > node.visits) return "children visited more than their parent";
    std::sort(moves.begin(), moves.end());
    if (std::adjacent_find(moves.begin(), moves.end()) != moves.end())
      return "two children for one move";
  }
  return nullptr;
}

}  // namespace sente
