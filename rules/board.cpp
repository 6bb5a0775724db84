#include "rules/board.h"

#include <array>
#include <cstddef>
#include <cstring>

namespace sente {

const char* to_string(MoveError e) {
  switch (e) {
    case MoveError::None:
      return "legal";
    case MoveError::Occupied:
      return "occupied";
    case MoveError::Suicide:
      return "suicide";
    case MoveError::Ko:
      return "ko";
    case MoveError::Superko:
      return "superko";
    case MoveError::OffBoard:
      return "off board";
    case MoveError::GameOver:
      return "game over";
  }
  return "unknown";
}

Board::Board(int width, int height) {
  if (width < 2 || width > kMaxSide || height < 2 || height > kMaxSide)
    throw ParseError("board size must be 2..25");
  width_ = static_cast<uint8_t>(width);
  height_ = static_cast<uint8_t>(height);
  stride_ = static_cast<uint8_t>(width + 1);
  words_ = static_cast<uint8_t>((grid_size() + 63) / 64);
  for (int p = 0; p < kMaxPoints; ++p) {
    pt_[p] = PointData{0, Cell::Off, 0, kNoChain, 0, 0, 0, 0};
    empty_list_[p] = 0;
  }
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) pt_[point(x, y)].cell = Cell::Empty;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const Point p = point(x, y);
      for (int d = 0; d < 4; ++d) {
        const Cell k = pt_[p + offset(d)].cell;
        if (k == Cell::Empty) pt_[p].nbrs += 1u << 24;
        if (k == Cell::Off) pt_[p].nbrs += 0x0101u;
      }
      on_board_.set(point(x, y));
      empty_.set(point(x, y));
      pt_[p].empty_slot = static_cast<uint16_t>(empty_count_);
      empty_list_[empty_count_++] = p;
    }
}

void Board::copy_from(const Board& o) {
  std::memcpy(static_cast<void*>(this), &o, offsetof(Board, empty_list_));
  std::memcpy(empty_list_, o.empty_list_, sizeof(int16_t) * static_cast<size_t>(o.empty_count_));
  // on_board() never looks past the grid.
  std::memcpy(pt_, o.pt_, sizeof(PointData) * static_cast<size_t>(o.grid_size()));
}

bool Board::same_position(const Board& o) const {
  return stones_[0].equals(o.stones_[0], words_) && stones_[1].equals(o.stones_[1], words_);
}

Bits Board::chain_stones(Point p) const {
  Bits s;
  Point q = p;
  do {
    s.set(q);
    q = static_cast<Point>(pt_[q].next);
  } while (q != p);
  return s;
}

Bits Board::chain_liberties(Point p) const {
  Bits g = grow(chain_stones(p), on_board_, stride_, words_);
  return bits_and(g, empty_points(), words_);
}

int Board::liberties(Point p) const { return chain_liberties(p).count(words_); }

Point Board::atari_liberty(Point p) const {
  const uint64_t libs = pt_[pt_[p].head].libs;
  return static_cast<Point>(lib_sum(libs) / static_cast<uint64_t>(lib_count(libs)));
}

MoveError Board::play(Color c, Point p) {
  MoveError e = check(c, p);
  if (e == MoveError::None) play_legal(c, p);
  SENTE_ASSERT(is_consistent());  // play_legal() checks only a sample
  return e;
}

void Board::merge_chains(Point a, Point b) {
  Point ha = static_cast<Point>(pt_[a].head), hb = static_cast<Point>(pt_[b].head);
  if (pt_[ha].size < pt_[hb].size) std::swap(ha, hb);
  // Relabel the smaller chain, then splice the two circular lists.
  Point q = hb;
  do {
    pt_[q].head = static_cast<uint16_t>(ha);
    q = static_cast<Point>(pt_[q].next);
  } while (q != hb);
  std::swap(pt_[ha].next, pt_[hb].next);
  PointData& A = pt_[ha];
  const PointData& B = pt_[hb];
  A.size = static_cast<uint16_t>(A.size + B.size);
  A.libs += B.libs;
}

int Board::remove_chain_stones(Point head) {
  const Color c = static_cast<Color>(pt_[head].cell);
  const uint32_t delta = nbr_delta(c);
  // Locals: the counter updates below could alias members for the compiler.
  uint64_t hash = hash_;
  int empty_count = empty_count_;
  Point q = head;
  // One walk of the stone ring (a chain of dependent loads). Each neighbour
  // of a removed stone gains it as a liberty: stones of the capturer really,
  // and the dying chain's own stones harmlessly, since its head's counters
  // are dropped with it; empty and removed neighbours update kNoChain.
  do {
    PointData& s = pt_[q];
    s.cell = Cell::Empty;
    s.head = kNoChain;
    s.empty_slot = static_cast<uint16_t>(empty_count);
    empty_list_[empty_count++] = q;
    stones_[index(c)].reset(q);
    empty_.set(q);
    hash ^= zobrist_key(c, q);
    const uint64_t key = lib_key(q);
    for (int d = 0; d < 4; ++d) {
      PointData& r = pt_[q + offset(d)];
      r.nbrs -= delta;
      pt_[r.head].libs += key;
    }
    q = static_cast<Point>(s.next);
  } while (q != head);
  const int removed = empty_count - empty_count_;
  hash_ = hash;
  empty_count_ = static_cast<int16_t>(empty_count);
  return removed;
}

bool Board::is_self_atari(Color c, Point p) const {
  if (empty_nbrs(pt_[p]) >= 2) return false;
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  // Liberties of the chain the stone would make: its empty neighbours and
  // those of the own chains it joins, p excluded; stop at two.
  Point first = kNoPoint;
  auto add = [&](Point lib) {
    if (lib == p || lib == first) return false;
    if (first == kNoPoint) {
      first = lib;
      return false;
    }
    return true;  // a second distinct liberty
  };
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + offset(d));
    const Cell k = pt_[q].cell;
    if (k == Cell::Empty) {
      if (add(q)) return false;
    } else if (k == opp && in_atari(q)) {
      return false;  // captures: the captured stones become liberties
    }
  }
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + offset(d));
    if (pt_[q].cell != own) continue;
    // Walk the chain for empty neighbours; two distinct ones end it early.
    Point r = q;
    do {
      if (empty_nbrs(pt_[r]) > 0)  // most stones inside a chain have none
        for (int e = 0; e < 4; ++e) {
          const Point l = static_cast<Point>(r + offset(e));
          if (pt_[l].cell == Cell::Empty && add(l)) return false;
        }
      r = static_cast<Point>(pt_[r].next);
    } while (r != q);
  }
  return true;
}

bool Board::play_undoable(Color c, Point p, Undo& u) {
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  bool breathes = empty_nbrs(pt_[p]) > 0;
  u.n_joined = 0;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + offset(d));
    const Cell k = pt_[q].cell;
    if (k == opp && in_atari(q)) return false;  // a capture
    if (k != own) continue;
    breathes = breathes || !in_atari(q);
    const Point h = static_cast<Point>(pt_[q].head);
    bool seen = false;
    for (int i = 0; i < u.n_joined; ++i) seen = seen || u.joined_at[i] == h;
    if (seen) continue;
    u.joined_at[u.n_joined] = h;
    u.joined[u.n_joined++] = pt_[h];
  }
  if (!breathes) return false;  // an allowed suicide removes the own chain
  u.point = pt_[p];
  u.hash = hash_;
  u.p = p;
  u.c = c;
  u.ko_point = ko_point_;
  u.ko_color = ko_color_;
  u.last_captures = last_captures_;
  u.empty_count = empty_count_;
  Point out_of_libs[4];
  place_stone(c, p, out_of_libs);  // captures nothing: checked above
  ko_point_ = kNoPoint;
  last_captures_ = 0;
  SENTE_ASSERT(consistent_after_move(p));
  return true;
}

void Board::undo(const Undo& u) {
  const Point p = u.p;
  const Cell own = static_cast<Cell>(u.c);
  // place_stone's updates of the other neighbours, inverted: each gave p
  // up as a neighbour and its chain (kNoChain for empty points) a liberty.
  const uint32_t delta = nbr_delta(u.c);
  const uint64_t key = lib_key(p);
  for (int d = 0; d < 4; ++d) {
    PointData& n = pt_[p + offset(d)];
    n.nbrs -= delta;
    if (n.cell != own) pt_[n.head].libs += key;
  }
  for (int i = 0; i < u.n_joined; ++i) pt_[u.joined_at[i]] = u.joined[i];
  // The heads' `next` fields are back, so each joined chain is its own ring
  // again; a merge relabelled the stones of all but one.
  if (u.n_joined > 1)
    for (int i = 0; i < u.n_joined; ++i) {
      const Point h = u.joined_at[i];
      Point q = h;
      do {
        pt_[q].head = static_cast<uint16_t>(h);
        q = static_cast<Point>(pt_[q].next);
      } while (q != h);
    }
  pt_[p] = u.point;
  // place_stone moved the list's last entry into p's slot: move it back
  // (its old place past the end still holds it).
  const int slot = u.point.empty_slot;
  const Point moved = empty_list_[slot];
  pt_[moved].empty_slot = static_cast<uint16_t>(u.empty_count - 1);
  empty_list_[slot] = p;
  pt_[p].empty_slot = static_cast<uint16_t>(slot);
  stones_[index(u.c)].reset(p);
  empty_.set(p);
  hash_ = u.hash;
  ko_point_ = u.ko_point;
  ko_color_ = u.ko_color;
  last_captures_ = u.last_captures;
  empty_count_ = u.empty_count;
  SENTE_ASSERT(consistent_after_move(p));
}

bool Board::setup_stone(Color c, Point p) {
  if (!on_board(p) || pt_[p].cell != Cell::Empty) return false;
  const Cell own = static_cast<Cell>(c), opp = static_cast<Cell>(opponent(c));
  bool breathes = false;
  for (int d = 0; d < 4; ++d) {
    Point q = static_cast<Point>(p + offset(d));
    Cell k = pt_[q].cell;
    if (k == opp && in_atari(q)) return false;  // would leave it with no liberty
    if (k == Cell::Empty || (k == own && !in_atari(q))) breathes = true;
  }
  if (!breathes) return false;
  Point out_of_libs[4];
  place_stone(c, p, out_of_libs);  // the checks above leave every chain a liberty
  ko_point_ = kNoPoint;
  SENTE_ASSERT(is_consistent());
  return true;
}

void Board::remove_chain(Point p) {
  if (!on_board(p) || pt_[p].cell == Cell::Empty) return;
  remove_chain_stones(static_cast<Point>(pt_[p].head));
  ko_point_ = kNoPoint;
  SENTE_ASSERT(is_consistent());
}

}  // namespace sente
