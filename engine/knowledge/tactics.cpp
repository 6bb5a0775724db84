#include "engine/knowledge/tactics.h"

#include <memory>

namespace sente {

namespace {

// The readers play in place and take the moves back. A move that removes
// a chain has no undo: it is read on a copy, from boards allocated once per
// thread (never in a playout after the first ladder). The plain reader that
// tests check them against copies the board at every branch instead.
constexpr int kLadderDepth = 64;    // attacker moves (a 25x25 ladder fits); longer ones escape
constexpr int kLadderBudget = 128;  // positions read per question, both tries counted
constexpr int kLadderBoards = 16;   // nested first tries past this are not read

struct LadderScratch {
  Board boards[kLadderBoards];
  Board base;  // the const readers' copy of the position
};

LadderScratch& scratch() {
  thread_local std::unique_ptr<LadderScratch> s;
  if (!s) s = std::make_unique<LadderScratch>();
  return *s;
}

// A chain of the opponent of `stone`'s owner next to it is in atari.
bool can_counter_capture(const Board& b, Point stone) {
  const Color opp = opponent(static_cast<Color>(b.cell(stone)));
  Point r = stone;
  do {
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(r + b.offset(d));
      if (b.has(opp, q) && b.in_atari(q)) return true;
    }
    r = b.next_in_chain(r);
  } while (r != stone);
  return false;
}

// One ladder question read in place. `slot` counts the attacker's first
// tries on the way, which the plain reader reads on copies: past
// kLadderBoards both skip them, so both give the same answers. The rules
// for the tries are written out in both on purpose: the plain reader is the
// independent reference the tests compare against.
class LadderReader {
 public:
  explicit LadderReader(Point stone) : stone_(stone) {}

  // b: the stone's chain in atari, its owner to move. True when extending
  // loses the chain. `counter_checked`: can_counter_capture is known false.
  bool defender_loses(Board& b, bool counter_checked) {
    return defender_loses(b, 0, 0, counter_checked ? kChecked : kNoPoint, kNoPoint);
  }

  // `c` at p (legal), then `read` on the position: b itself, the move taken
  // back after, or a copy when the move removes a chain. Out of copies, the
  // answer is false: the ladder is not read, so it does not catch.
  template <class Read>
  bool after(Board& b, Color c, Point p, Read read) {
    Board::Undo u;
    if (b.play_undoable(c, p, u)) {
      const bool result = read(b);
      b.undo(u);
      return result;
    }
    if (copies_ == kLadderBoards) return false;
    Board& copy = scratch().boards[copies_++];
    copy.copy_from(b);
    copy.play_legal(c, p);
    const bool result = read(copy);
    --copies_;
    return result;
  }

 private:
  static constexpr Point kChecked = -3;

  // The same after `depth` attacker moves, the last at `attacker`, answering
  // the extension at `extension`. The counter-capture was ruled out before
  // those two moves, so only the chains they touch need a look.
  bool defender_loses(Board& b, int slot, int depth, Point extension, Point attacker) {
    if (depth >= kLadderDepth || --budget_ < 0) return false;
    if (extension == kNoPoint
            ? can_counter_capture(b, stone_)
            : extension != kChecked && counter_capture_near(b, extension, attacker))
      return false;
    const Color c = static_cast<Color>(b.cell(stone_));
    const Point lib = b.atari_liberty(stone_);
    if (!b.is_legal(c, lib)) return true;
    const int size = b.chain_size(stone_);
    return after(b, c, lib, [&](Board& e) {
      // Joining other chains brings their neighbours: look at all next time.
      return attacker_catches(e, slot, depth, e.chain_size(stone_) == size + 1 ? lib : kNoPoint);
    });
  }

  // An attacker chain in atari next to the defender's chain: the attacker's
  // last stone's (a multi-stone suicide may have removed it), or one next
  // to the extension, the only stone that took liberties from them or made
  // them neighbours (when it joined no other chain).
  bool counter_capture_near(const Board& b, Point extension, Point attacker) const {
    const Color opp = opponent(static_cast<Color>(b.cell(stone_)));
    if (b.has(opp, attacker) && b.in_atari(attacker)) return true;
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(extension + b.offset(d));
      if (b.has(opp, q) && b.in_atari(q)) return true;
    }
    return false;
  }

  // The defender has extended at `extension` (kNoPoint: and joined other
  // chains): can the attacker keep the chain in atari until it dies?
  bool attacker_catches(Board& b, int slot, int depth, Point extension) {
    Point libs[3];
    const int n = chain_liberties_upto(b, stone_, libs, 3);
    if (n >= 3) return false;
    if (n <= 1) return true;
    const Color opp = opponent(static_cast<Color>(b.cell(stone_)));
    bool tries[2];
    for (int i = 0; i < 2; ++i)
      tries[i] = empty_neighbours_except(b, libs[1 - i], libs[i]) < 3 && b.is_legal(opp, libs[i]);
    for (int i = 0; i < 2; ++i) {
      if (!tries[i]) continue;
      const bool last_try = i == 1 || !tries[1];
      if (!last_try && slot + 1 >= kLadderBoards) continue;
      const int next_slot = last_try ? slot : slot + 1;
      const bool caught = after(b, opp, libs[i], [&](Board& a) {
        if (a.is_empty(stone_)) return true;  // cannot happen with 2 liberties; be safe
        return a.in_atari(stone_) && defender_loses(a, next_slot, depth + 1, extension, libs[i]);
      });
      if (caught) return true;
    }
    return false;
  }

  Point stone_;
  int budget_ = kLadderBudget;
  int copies_ = 0;
};

// The plain reader: boards[slot] holds the position with `stone`'s chain in
// atari, its owner to move; `depth` attacker moves were read before it. True
// when extending loses the chain. A second attacker try reads on a copy, the
// last one in place.
bool defender_loses_on_copies(Board* boards, int slot, int depth, Point stone, int& budget) {
  Board& b = boards[slot];
  if (depth >= kLadderDepth || --budget < 0) return false;
  if (can_counter_capture(b, stone)) return false;
  const Color c = static_cast<Color>(b.cell(stone));
  const Point lib = b.atari_liberty(stone);
  if (!b.is_legal(c, lib)) return true;
  b.play_legal(c, lib);
  Point libs[3];
  const int n = chain_liberties_upto(b, stone, libs, 3);
  if (n >= 3) return false;
  if (n <= 1) return true;
  const Color opp = opponent(c);
  bool tries[2];
  for (int i = 0; i < 2; ++i) {
    // Extending at the other liberty to three empty points escapes.
    tries[i] = empty_neighbours_except(b, libs[1 - i], libs[i]) < 3 && b.is_legal(opp, libs[i]);
  }
  for (int i = 0; i < 2; ++i) {
    if (!tries[i]) continue;
    const bool last_try = i == 1 || !tries[1];
    if (!last_try && slot + 1 >= kLadderBoards) continue;
    const int next_slot = last_try ? slot : slot + 1;
    Board& next = boards[next_slot];
    if (!last_try) next.copy_from(b);
    next.play_legal(opp, libs[i]);
    if (next.is_empty(stone)) return true;  // cannot happen with 2 liberties; be safe
    if (!next.in_atari(stone)) continue;
    if (defender_loses_on_copies(boards, next_slot, depth + 1, stone, budget)) return true;
  }
  return false;
}

// Liberties, up to three, of the chain `c` makes by playing at p (empty),
// or -1 when the move captures (the captured points would count too).
int liberties_after_move(const Board& b, Color c, Point p) {
  Point libs[3];
  int n = 0;
  auto add = [&](Point l) {
    for (int i = 0; i < n; ++i)
      if (libs[i] == l) return;
    libs[n++] = l;
  };
  const Color opp = opponent(c);
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (b.is_empty(q)) {
      add(q);
      if (n == 3) return n;
    } else if (b.has(opp, q) && b.in_atari(q)) {
      return -1;
    }
  }
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (!b.has(c, q)) continue;
    Point r = q;
    do {
      for (int e = 0; e < 4 && b.empty_neighbours(r) > 0; ++e) {
        const Point l = static_cast<Point>(r + b.offset(e));
        if (l == p || !b.is_empty(l)) continue;
        add(l);
        if (n == 3) return n;
      }
      r = b.next_in_chain(r);
    } while (r != q);
  }
  return n;
}

}  // namespace

int chain_liberties_upto(const Board& b, Point p, Point* out, int max) {
  int n = 0;
  Point r = p;
  do {
    // Inside a chain most stones have no empty neighbour: one load says so.
    if (b.empty_neighbours(r) > 0)
      for (int d = 0; d < 4; ++d) {
        const Point q = static_cast<Point>(r + b.offset(d));
        if (!b.is_empty(q)) continue;
        bool seen = false;
        for (int i = 0; i < n; ++i) seen = seen || out[i] == q;
        if (seen) continue;
        out[n++] = q;
        if (n == max) return n;
      }
    r = b.next_in_chain(r);
  } while (r != p);
  return n;
}

namespace {

enum class Shortcut { Escapes, Caught, Read };

// defender_loses' first steps, read on `b` itself: most questions end there.
Shortcut ladder_shortcut(const Board& b, Point p) {
  // An extension to three empty points or more escapes without reading.
  if (!b.in_atari(p) || b.empty_neighbours(b.atari_liberty(p)) >= 3) return Shortcut::Escapes;
  if (can_counter_capture(b, p)) return Shortcut::Escapes;
  const Color c = static_cast<Color>(b.cell(p));
  const Point lib = b.atari_liberty(p);
  if (!b.is_legal(c, lib)) return Shortcut::Caught;
  const int n = liberties_after_move(b, c, lib);
  if (n >= 3) return Shortcut::Escapes;
  if (n == 0 || n == 1) return Shortcut::Caught;
  return Shortcut::Read;
}

}  // namespace

bool escape_is_ladder(const Board& b, Point p) {
  const Shortcut s = ladder_shortcut(b, p);
  if (s != Shortcut::Read) return s == Shortcut::Caught;
  Board& base = scratch().base;
  base.copy_from(b);
  return LadderReader(p).defender_loses(base, true);
}

bool escape_is_ladder_in_place(Board& b, Point p) {
  const Shortcut s = ladder_shortcut(b, p);
  if (s != Shortcut::Read) return s == Shortcut::Caught;
  return LadderReader(p).defender_loses(b, true);
}

bool escape_is_ladder_by_reading(const Board& b, Point p) {
  if (!b.in_atari(p) || b.empty_neighbours(b.atari_liberty(p)) >= 3) return false;
  Board* boards = scratch().boards;
  boards[0].copy_from(b);
  int budget = kLadderBudget;
  return defender_loses_on_copies(boards, 0, 0, p, budget);
}

bool atari_captures_in_place(Board& b, Color c, Point p, Point target) {
  if (!b.is_legal(c, p)) return false;
  LadderReader reader(target);
  return reader.after(
      b, c, p, [&](Board& a) { return a.in_atari(target) && reader.defender_loses(a, false); });
}

bool atari_captures(const Board& b, Color c, Point p, Point target) {
  if (!b.is_legal(c, p)) return false;  // no copy needed
  Board& base = scratch().base;
  base.copy_from(b);
  return atari_captures_in_place(base, c, p, target);
}

Point other_liberty(const Board& b, Point q, Point lib) {
  Point libs[3];
  if (chain_liberties_upto(b, q, libs, 3) != 2) return kNoPoint;
  return libs[0] == lib ? libs[1] : libs[0];
}

bool breaks_false_eye_seki(const Board& b, Color c, Point p) {
  if (b.empty_neighbours(p) != 0) return false;
  Point chains[2], others[2];  // the two own chains and their liberty besides p
  int n = 0;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (b.cell(q) == Cell::Off) continue;
    if (!b.has(c, q)) return false;
    const Point head = b.chain_head(q);
    if ((n > 0 && chains[0] == head) || (n > 1 && chains[1] == head)) continue;
    if (n == 2) return false;
    chains[n] = head;
    others[n] = other_liberty(b, q, p);
    if (others[n++] == kNoPoint) return false;
  }
  if (n != 2 || others[0] == others[1]) return false;
  const Color opp = opponent(c);
  for (int k = 0; k < 2; ++k) {
    const Point lib = others[k];
    Point inside = kNoPoint;
    bool one_chain = true;
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(lib + b.offset(d));
      if (!b.has(opp, q)) continue;
      if (inside == kNoPoint) inside = b.chain_head(q);
      one_chain = one_chain && b.chain_head(q) == inside;
    }
    if (inside != kNoPoint && one_chain && other_liberty(b, inside, lib) == others[1 - k])
      return true;
  }
  return false;
}

bool is_throw_in(const Board& b, Color c, Point p) {
  const Cell opp = static_cast<Cell>(opponent(c));
  int closed = 0, off = 0;
  for (int d = 0; d < 4; ++d) {
    const Cell k = b.cell(static_cast<Point>(p + b.offset(d)));
    closed += k == opp || k == Cell::Off;
    off += k == Cell::Off;
  }
  if (closed != 3 || off == 2) return false;
  const int s = b.stride();
  int own = 0, edge = 0;
  for (int o : {s + 1, s - 1, -s + 1, -s - 1}) {
    const Cell k = b.cell(static_cast<Point>(p + o));
    own += k == static_cast<Cell>(c);
    edge += k == Cell::Off;
  }
  return own + (edge > 0 ? 1 : 0) >= 2;
}

}  // namespace sente
