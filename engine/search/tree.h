// The search tree: nodes in one bounded pool, children stored contiguously.
// Nodes are plain data; threads share them through std::atomic_ref, so the
// pool can be one calloc'ed block whose untouched pages cost nothing.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "rules/types.h"

namespace sente {

using NodeIndex = uint32_t;
inline constexpr NodeIndex kNoNode = UINT32_MAX;

enum class NodeState : uint8_t {
  Leaf = 0,       // not expanded (yet)
  Expanding = 1,  // a thread is writing its children
  Expanded = 2,   // children published
  Full = 3,       // the pool was full when it wanted children: stays a leaf
};

enum class Legality : uint8_t { Unknown = 0, Legal = 1, Superko = 2 };

// Statistics are from the point of view of the player who played `move`.
struct Node {
  double wins;     // sum of results in 0..1 (a float would stop counting at 2^24)
  int32_t visits;  // includes virtual losses in flight
  float score;     // sum of Black's playout margins (approximate is enough)
  float prior;     // prior win rate 0..1 (virtual wins / virtual visits)
  NodeIndex first_child;
  uint16_t num_children;
  Point move;
  uint8_t state;          // NodeState
  uint8_t legality;       // Legality: superko is checked when first entered
  uint16_t prior_visits;  // virtual visits behind `prior`
  // Playouts (after the parent) in which `move` was played first (low half)
  // and their results in half points (high half): one word, so that a racy
  // update loses both or neither (see amaf_add).
  uint64_t amaf;
  // Wins in half points under the game's own komi. `wins` steers with the
  // dynamic komi of handicap games (and may weigh the margin); this is what
  // a handicap game's analysis reports (Search::reported_winrate).
  uint32_t real_wins2;
  // widen_fights_first 4: the last num_lifted children before the pass stay
  // candidates however narrow the widening.
  uint16_t num_lifted;
};

static_assert(sizeof(Node) == 48);

// Relaxed atomic access to shared node fields (x86: plain loads and stores,
// `lock xadd` for the adds).
template <class T>
T load(const T& field) {
  return std::atomic_ref<T>(const_cast<T&>(field)).load(std::memory_order_relaxed);
}
template <class T>
void store(T& field, T v) {
  std::atomic_ref<T>(field).store(v, std::memory_order_relaxed);
}
template <class T>
void add(T& field, T v) {
  std::atomic_ref<T>(field).fetch_add(v, std::memory_order_relaxed);
}
// A load and a store, no locked add: two threads may lose one of their
// updates. For statistics that tolerate it (AMAF counts), where locked adds
// on the children both threads update cost a sixth of 9x9's two-thread speed.
template <class T>
void add_racy(T& field, T v) {
  std::atomic_ref<T> f(field);
  f.store(f.load(std::memory_order_relaxed) + v, std::memory_order_relaxed);
}

inline int32_t amaf_visits(uint64_t amaf) { return static_cast<int32_t>(amaf & 0xffffffffu); }
inline int32_t amaf_wins2(uint64_t amaf) { return static_cast<int32_t>(amaf >> 32); }
inline uint64_t amaf_pack(int32_t visits, int32_t wins2) {
  return static_cast<uint64_t>(static_cast<uint32_t>(wins2)) << 32 | static_cast<uint32_t>(visits);
}
// A move's AMAF weight with Pachi's distance_rave: 1 + distance * (moves
// from it to the end) / (moves after the node + 1), in a sequence of
// `length` moves where the node's children start at `start` and the move
// came first at `first`: with distance 3, 3 soon after the node, then 2, 1.
inline int32_t amaf_weight(int distance, int length, int start, int first) {
  return 1 + distance * (length - first) / (length - start + 1);
}
// One more AMAF playout with result `win2`, counted `weight` times, by a
// racy load and store of the pair (a lost update never leaves wins beyond
// visits).
inline void amaf_add(uint64_t& amaf, int32_t win2, int32_t weight = 1) {
  add_racy(amaf, amaf_pack(weight, weight * win2));
}

class NodePool {
 public:
  explicit NodePool(size_t capacity);
  size_t capacity() const { return capacity_; }
  size_t used() const { return used_.load(std::memory_order_relaxed); }
  // Forgets every node (not thread-safe: between searches only).
  void clear() { used_.store(0, std::memory_order_relaxed); }
  // Keeps only the subtree under `root`, moved to the front of the pool; the
  // new index of `root` is 0. In place: beside the pool it needs one bit a
  // node, so --max-memory holds with tree reuse. Between searches only.
  void keep_subtree(NodeIndex root);
  // The child of an expanded `n` for `move`, or kNoNode.
  NodeIndex find_child(NodeIndex n, Point move) const;
  // `n` contiguous fresh nodes, or kNoNode when the pool cannot hold them.
  NodeIndex allocate(size_t n);
  // At rest (no search running) the pool is one tree rooted at node 0 with
  // every node in use on it, children after their parent, at most as many
  // child visits as parent visits, results within 0..visits. nullptr when
  // so, else what is wrong. O(nodes): the checked build runs it after reuse
  // and after each search.
  const char* inconsistency() const;
  bool is_consistent() const { return inconsistency() == nullptr; }
  Node& operator[](NodeIndex i) { return nodes_.get()[i]; }
  const Node& operator[](NodeIndex i) const { return nodes_.get()[i]; }

 private:
  struct Free {
    void operator()(Node* p) const;
  };
  size_t capacity_;
  std::atomic<size_t> used_{0};
  std::unique_ptr<Node, Free> nodes_;
};

// A fresh node for `move` with no statistics.
inline Node make_node(Point move, float prior) {
  return Node{0.0, 0, 0.f, prior, kNoNode, 0, move, 0, 0, 0, 0, 0, 0};
}

}  // namespace sente
