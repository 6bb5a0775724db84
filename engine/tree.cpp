#include "engine/tree.h"

#include <cstdlib>
#include <new>

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

}  // namespace sente
