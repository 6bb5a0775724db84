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
  empty_count_ = static_cast<int16_t>(width * height);
  for (int p = 0; p < kMaxPoints; ++p) pt_[p] = PointData{Cell::Off, 0, 0, 0, 0, 0, {0, 0}, 0, 0};
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) pt_[point(x, y)].cell = Cell::Empty;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const Point p = point(x, y);
      for (int d = 0; d < 4; ++d) {
        const Cell k = pt_[p + offset(d)].cell;
        pt_[p].empty_nbrs = static_cast<uint8_t>(pt_[p].empty_nbrs + (k == Cell::Empty));
        pt_[p].own_nbrs[0] = static_cast<uint8_t>(pt_[p].own_nbrs[0] + (k == Cell::Off));
        pt_[p].own_nbrs[1] = static_cast<uint8_t>(pt_[p].own_nbrs[1] + (k == Cell::Off));
      }
      on_board_.set(point(x, y));
      empty_.set(point(x, y));
    }
}

void Board::copy_from(const Board& o) {
  const size_t used = offsetof(Board, pt_) + sizeof(PointData) * static_cast<size_t>(o.grid_size());
  std::memcpy(static_cast<void*>(this), &o, used);  // on_board() never looks past the grid
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
  const PointData& c = pt_[pt_[p].head];
  return static_cast<Point>(c.lib_sum / c.pseudo_libs);
}

void Board::add_lib(Point head, Point lib) {
  PointData& c = pt_[head];
  c.pseudo_libs++;
  c.lib_sum += static_cast<uint32_t>(lib);
  c.lib_sumsq += static_cast<uint32_t>(lib * lib);
}

void Board::remove_lib(Point head, Point lib) {
  PointData& c = pt_[head];
  c.pseudo_libs--;
  c.lib_sum -= static_cast<uint32_t>(lib);
  c.lib_sumsq -= static_cast<uint32_t>(lib * lib);
}

MoveError Board::play(Color c, Point p) {
  MoveError e = check(c, p);
  if (e == MoveError::None) play_legal(c, p);
  return e;
}

int Board::place_stone(Color c, Point p, Point* out_of_libs) {
  const Cell own = static_cast<Cell>(c);
  int n_out = 0;
  PointData& s = pt_[p];
  s.cell = own;
  s.head = s.next = static_cast<uint16_t>(p);
  s.pseudo_libs = 0;
  s.size = 1;
  s.lib_sum = s.lib_sumsq = 0;
  stones_[index(c)].set(p);
  empty_.reset(p);
  --empty_count_;
  hash_ ^= zobrist_key(c, p);
  // One pass: liberties of the new stone, p taken from every neighbouring
  // chain, and own chains merged as they come.
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + offset(d));
    PointData& n = pt_[q];
    n.empty_nbrs--;  // guard points too: harmless, and no branch
    n.own_nbrs[index(c)]++;
    const Cell k = n.cell;
    if (k == Cell::Empty) {
      add_lib(static_cast<Point>(pt_[p].head), q);
    } else if (k != Cell::Off) {
      const Point h = static_cast<Point>(pt_[q].head);
      remove_lib(h, p);
      if (k == own) {
        if (h != pt_[p].head) merge_chains(p, q);
      } else if (pt_[h].pseudo_libs == 0) {
        // Seen once: p was counted once per adjacency, so only the last hits 0.
        out_of_libs[n_out++] = h;
      }
    }
  }
  return n_out;
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
  A.pseudo_libs = static_cast<uint16_t>(A.pseudo_libs + B.pseudo_libs);
  A.size = static_cast<uint16_t>(A.size + B.size);
  A.lib_sum += B.lib_sum;
  A.lib_sumsq += B.lib_sumsq;
}

int Board::remove_chain_stones(Point head) {
  const Color c = static_cast<Color>(pt_[head].cell);
  int n = 0;
  Point q = head;
  do {
    pt_[q].cell = Cell::Empty;
    stones_[index(c)].reset(q);
    empty_.set(q);
    ++empty_count_;
    hash_ ^= zobrist_key(c, q);
    ++n;
    q = static_cast<Point>(pt_[q].next);
  } while (q != head);
  // Every stone next to the removed ones gains them as liberties.
  do {
    for (int d = 0; d < 4; ++d) {
      const Point r = static_cast<Point>(q + offset(d));
      PointData& n = pt_[r];
      n.empty_nbrs++;
      n.own_nbrs[index(c)]--;
      const Cell k = n.cell;
      if (k == Cell::Black || k == Cell::White) add_lib(static_cast<Point>(n.head), q);
    }
    q = static_cast<Point>(pt_[q].next);
  } while (q != head);
  return n;
}

void Board::play_legal(Color c, Point p) {
  ko_point_ = kNoPoint;
  Point out_of_libs[4];
  const int n_out = place_stone(c, p, out_of_libs);
  int captured = 0;
  for (int i = 0; i < n_out; ++i) captured += remove_chain_stones(out_of_libs[i]);
  const Point captured_at = n_out > 0 ? out_of_libs[0] : kNoPoint;
  prisoners_[index(c)] = static_cast<int16_t>(prisoners_[index(c)] + captured);
  last_captures_ = static_cast<int16_t>(captured);
  const PointData& mine = pt_[pt_[p].head];
  if (mine.pseudo_libs == 0) {
    // Allowed multi-stone suicide: the mover's own chain goes.
    int n = remove_chain_stones(static_cast<Point>(pt_[p].head));
    prisoners_[index(opponent(c))] = static_cast<int16_t>(prisoners_[index(opponent(c))] + n);
    last_captures_ = static_cast<int16_t>(last_captures_ + n);
  } else if (captured == 1 && mine.size == 1 && mine.pseudo_libs == 1) {
    ko_point_ = captured_at;
    ko_color_ = opponent(c);
  }
}

bool Board::is_self_atari(Color c, Point p) const {
  if (pt_[p].empty_nbrs >= 2) return false;
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
      for (int e = 0; e < 4; ++e) {
        const Point l = static_cast<Point>(r + offset(e));
        if (pt_[l].cell == Cell::Empty && add(l)) return false;
      }
      r = static_cast<Point>(pt_[r].next);
    } while (r != q);
  }
  return true;
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
  return true;
}

void Board::remove_chain(Point p) {
  if (!on_board(p) || pt_[p].cell == Cell::Empty) return;
  remove_chain_stones(static_cast<Point>(pt_[p].head));
  ko_point_ = kNoPoint;
}

}  // namespace sente
