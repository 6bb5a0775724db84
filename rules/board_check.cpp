// Board::inconsistency(): everything the board caches, recomputed from its
// cells and compared (Stockfish's pos_is_ok). Slow; for tests and the checked
// build (SENTE_CHECKED), which runs it after moves.
#include "rules/board.h"

namespace sente {

namespace {

bool inside(const Board& b, int p) {
  const int row = p / b.stride(), col = p % b.stride();
  return row >= 1 && row <= b.height() && col >= 1;
}

}  // namespace

const char* Board::chain_inconsistency(int head, Bits& ring) const {
  const Cell k = pt_[head].cell;
  uint64_t libs = 0;
  int size = 0;
  int q = head;
  do {
    if (q >= grid_size() || pt_[q].cell != k || pt_[q].head != head || ring.test(q) ||
        ++size > num_points())
      return "stone ring";
    ring.set(q);
    for (int d = 0; d < 4; ++d)
      if (pt_[q + offset(d)].cell == Cell::Empty) libs += lib_key(q + offset(d));
    q = pt_[q].next;
  } while (q != head);
  if (size != pt_[head].size) return "chain size";
  if (libs != pt_[head].libs) return "liberty counters";
  if (lib_count(libs) == 0) return "chain without liberty";
  Bits seed;
  seed.set(head);
  const Bits& own = stones_[index(static_cast<Color>(k))];
  if (flood(seed, own, on_board_, stride_, words_).count(words_) != size)
    return "chain not connected";
  return nullptr;
}

bool Board::consistent_after_move(Point p) const {
  if ((hash_ & 63) == 0) return is_consistent();
  Bits ring;
  for (int d = -1; d < 4; ++d) {
    const Point q = d < 0 ? p : static_cast<Point>(p + offset(d));
    const Cell k = pt_[q].cell;
    if (k != Cell::Black && k != Cell::White) continue;
    const int h = pt_[q].head;
    if (h >= grid_size() || pt_[h].cell != k || pt_[h].head != h) return false;
    if (!ring.test(h) && chain_inconsistency(h, ring) != nullptr) return false;
  }
  return true;
}

const char* Board::inconsistency() const {
  if (width_ < 2 || width_ > kMaxSide || height_ < 2 || height_ > kMaxSide) return "size";
  if (stride_ != width_ + 1 || words_ != (grid_size() + 63) / 64) return "stride or words";
  // Cells against the bit sets; Off exactly on the guard points.
  uint64_t hash = 0;
  int empties = 0;
  for (int p = 0; p < words_ * 64; ++p) {
    const bool in_grid = p < grid_size();
    const bool on = in_grid && inside(*this, p);
    const Cell k = in_grid ? pt_[p].cell : Cell::Off;
    if (in_grid && (k == Cell::Off) == on) return "cell Off on the board, or not Off off it";
    if (on_board_.test(p) != on) return "on_board_ bits";
    if (stones_[0].test(p) != (k == Cell::Black)) return "black stone bits";
    if (stones_[1].test(p) != (k == Cell::White)) return "white stone bits";
    if (empty_.test(p) != (k == Cell::Empty)) return "empty bits";
    if (!in_grid) continue;
    if (k == Cell::Off || k == Cell::Empty) {
      if (pt_[p].head != kNoChain) return "chain head on an empty or guard point";
    } else {
      hash ^= zobrist_key(static_cast<Color>(k), static_cast<Point>(p));
    }
    if (k == Cell::Empty) {
      ++empties;
      const int slot = pt_[p].empty_slot;
      if (slot >= empty_count_ || empty_list_[slot] != p) return "empty list or slot";
    }
  }
  // Each empty point has its own slot below empty_count_: the list is exact.
  if (empties != empty_count_) return "empty count";
  if (hash != hash_) return "Zobrist hash";
  // Neighbour counters of every board point.
  for (int p = 0; p < grid_size(); ++p) {
    if (pt_[p].cell == Cell::Off) continue;
    uint32_t lanes[4] = {0, 0, 0, 0};
    for (int d = 0; d < 4; ++d) {
      const Cell k = pt_[p + offset(d)].cell;
      if (k == Cell::Off) {
        ++lanes[0];
        ++lanes[1];
      } else {
        ++lanes[k == Cell::Empty ? 3 : static_cast<int>(k)];
      }
    }
    if (pt_[p].nbrs != (lanes[0] | lanes[1] << 8 | lanes[3] << 24)) return "neighbour counts";
  }
  // Chains: a head heads itself; its ring holds exactly the stones that name
  // it, `size` of them, connected, and no neighbour of the same colour names
  // another head; its packed counters are the exact (stone, liberty) pairs.
  Bits rings;
  for (int p = 0; p < grid_size(); ++p) {
    const Cell k = pt_[p].cell;
    if (k != Cell::Black && k != Cell::White) continue;
    const int h = pt_[p].head;
    if (h >= grid_size() || pt_[h].cell != k || pt_[h].head != h) return "chain head";
    for (int d = 0; d < 4; ++d) {
      const PointData& n = pt_[p + offset(d)];
      if (n.cell == k && n.head != h) return "adjacent stones in two chains";
    }
    if (h != p) continue;
    if (const char* why = chain_inconsistency(h, rings)) return why;
  }
  // Every stone was on its head's ring.
  if (!bits_or(stones_[0], stones_[1], words_).equals(rings, words_))
    return "stone outside its chain's ring";
  if (ko_point_ != kNoPoint && (!on_board(ko_point_) || !is_empty(ko_point_))) return "ko point";
  if (ko_color_ != Color::Black && ko_color_ != Color::White) return "ko colour";
  if (prisoners_[0] < 0 || prisoners_[1] < 0 || last_captures_ < 0) return "prisoners";
  return nullptr;
}

}  // namespace sente
