#include "engine/tree.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

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
  // Breadth first into a copy, children staying contiguous; then back to the
  // front of the pool.
  std::vector<Node> kept{(*this)[root]};
  for (size_t i = 0; i < kept.size(); ++i) {
    Node& n = kept[i];
    if (n.state == static_cast<uint8_t>(NodeState::Full)) n.state = 0;  // may grow again
    if (n.state != static_cast<uint8_t>(NodeState::Expanded)) continue;
    const NodeIndex old_first = n.first_child;
    n.first_child = static_cast<NodeIndex>(kept.size());
    const uint16_t k = n.num_children;  // `n` may move when `kept` grows
    for (NodeIndex j = 0; j < k; ++j) kept.push_back((*this)[old_first + j]);
  }
  std::memcpy(static_cast<void*>(nodes_.get()), kept.data(), kept.size() * sizeof(Node));
  used_.store(kept.size(), std::memory_order_relaxed);
}

}  // namespace sente
