#include "engine/playout/heavy_playout.h"

#include <bit>

#include "engine/knowledge/patterns.h"
#include "engine/knowledge/tactics.h"

namespace sente {

namespace {

// A short list of candidate points without allocation.
struct Candidates {
  Point p[32];
  int n = 0;
  void add(Point q) {
    for (int i = 0; i < n; ++i)
      if (p[i] == q) return;
    if (n < 32) p[n++] = q;
  }
};

// Chain heads already looked at, without allocation; past its capacity
// every chain counts as new (looking twice only costs time).
struct SeenChains {
  Point head[16];
  int n = 0;
  bool first_look(Point h) {
    for (int i = 0; i < n; ++i)
      if (head[i] == h) return false;
    if (n < 16) head[n++] = h;
    return true;
  }
};

// Ladder answers asked during one heavy_move, by the stone asked about (the
// reading's order of tries starts from it): the board is the same all
// along, and the rules often ask again (a shape move next to a chain in
// atari, then the global atari check).
class LadderMemo {
 public:
  bool escape_is_ladder(Board& b, Point stone) {
    for (int i = 0; i < n_; ++i)
      if (stone_[i] == stone) return caught_[i];
    const bool caught = escape_is_ladder_in_place(b, stone);
    if (n_ < kCapacity) {
      stone_[n_] = stone;
      caught_[n_++] = caught;
    }
    return caught;
  }

 private:
  static constexpr int kCapacity = 8;
  Point stone_[kCapacity];
  bool caught_[kCapacity];
  int n_ = 0;
};

// `c` at p extends an own chain in atari into a ladder.
bool runs_into_ladder(Board& b, LadderMemo& memo, Color c, Point p) {
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (b.has(c, q) && b.in_atari(q) && memo.escape_is_ladder(b, q)) return true;
  }
  return false;
}

// `c` capturing at l takes only lone stones and leaves its new chain of two
// or more with one liberty (the captured point): a snapback, the opponent
// takes back more. A lone capturing stone makes at worst a ko.
bool capture_is_snapback(const Board& b, Color c, Point l) {
  const Color opp = opponent(c);
  Point captured = kNoPoint, libs[2];
  bool joins = false;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(l + b.offset(d));
    if (b.is_empty(q)) return false;
    if (b.has(opp, q) && b.in_atari(q)) {
      if (b.chain_size(q) > 1 || (captured != kNoPoint && captured != q)) return false;
      captured = q;
    } else if (b.has(c, q)) {
      joins = true;
      if (chain_liberties_upto(b, q, libs, 2) > 1) return false;  // one besides l
    }
  }
  return joins && captured != kNoPoint;
}

// Liberties of `chain` that save it: the single liberty if extending there
// gives two or more and does not run into a ladder, and the liberties of
// adjacent enemy chains in atari (counter-captures, not snapbacks; a large
// chain often lives only by one, in a capturing race).
void add_escapes(Board& b, LadderMemo& memo, Color c, Point chain, Candidates& out) {
  const Point lib = b.atari_liberty(chain);
  if (b.is_legal(c, lib) && !b.is_self_atari(c, lib) && !capture_is_snapback(b, c, lib) &&
      !memo.escape_is_ladder(b, chain))
    out.add(lib);
  const Color opp = opponent(c);
  Point r = chain;
  do {
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(r + b.offset(d));
      if (b.has(opp, q) && b.in_atari(q)) {
        const Point l = b.atari_liberty(q);
        if (b.is_legal(c, l) && !capture_is_snapback(b, c, l)) out.add(l);
      }
    }
    r = b.next_in_chain(r);
  } while (r != chain);
}

// p holds a stone whose chain is in atari.
bool stone_in_atari(const Board& b, Point p) {
  const Cell k = b.cell(p);
  return (k == Cell::Black || k == Cell::White) && b.in_atari(p);
}

// The capture of an enemy chain in atari (not a snapback), or the rescue of
// an own one.
void answer_atari(Board& b, LadderMemo& memo, Color c, Point chain, Candidates& out) {
  if (b.has(opponent(c), chain)) {
    const Point l = b.atari_liberty(chain);
    if (b.is_legal(c, l) && !capture_is_snapback(b, c, l)) out.add(l);
  } else {
    add_escapes(b, memo, c, chain, out);
  }
}

// Captures of enemy chains and rescues of own chains in atari next to the
// last move (its own chain included).
void tactical_replies(Board& b, LadderMemo& memo, Color c, Point last, Candidates& out) {
  Point around[5] = {last, static_cast<Point>(last + 1), static_cast<Point>(last - 1),
                     static_cast<Point>(last + b.stride()), static_cast<Point>(last - b.stride())};
  for (Point q : around)
    if (stone_in_atari(b, q)) answer_atari(b, memo, c, q, out);
}

// The other liberty of the two-liberty chain at q, one of whose liberties
// is `lib`, when `c` may play it in a playout without a self-atari.
Point safe_other_liberty(const Board& b, Color c, Point q, Point lib) {
  const Point other = other_liberty(b, q, lib);
  return other != kNoPoint && b.is_playout_move(c, other) && !b.is_self_atari(c, other) ? other
                                                                                        : kNoPoint;
}

// `c` attacks an enemy chain of two liberties at its liberty `lib`: there
// if that is no self-atari; else, when `lib` is the liberty of an own
// two-liberty chain, the approach move first: that chain's other liberty
// (connecting out, so that the atari stops being a self-atari).
void add_attack(const Board& b, Color c, Point lib, Candidates& out) {
  if (!b.is_legal(c, lib)) return;
  if (!b.is_self_atari(c, lib)) {
    out.add(lib);
    return;
  }
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(lib + b.offset(d));
    if (!b.has(c, q)) continue;
    const Point other = safe_other_liberty(b, c, q, lib);
    if (other != kNoPoint) out.add(other);
  }
}

// Fights of two liberties around the last move: an atari on the last
// move's chain that captures it (ladder included); for an own two-liberty
// chain next to it, an extension that gains liberties or an atari on an
// enemy chain of two beside it (Pachi's counter-atari).
void low_liberty_replies(Board& b, Color c, Point last, bool counter_atari, Candidates& out) {
  Point libs[3];
  SeenChains enemies;
  // Every stone of a two-liberty chain has at most two empty neighbours:
  // that test spares most chain walks.
  if (b.has(opponent(c), last) && b.empty_neighbours(last) <= 2 && b.chain_size(last) <= 12 &&
      chain_liberties_upto(b, last, libs, 3) == 2) {
    // Extending at the other liberty with three empty neighbours escapes,
    // and a self-atari next to the chain is captured: only the rest is read.
    for (int i = 0; i < 2; ++i)
      if (b.empty_neighbours(libs[1 - i]) <= 2 && b.is_legal(c, libs[i]) &&
          !b.is_self_atari(c, libs[i]) && atari_captures_in_place(b, c, libs[i], last))
        out.add(libs[i]);
  }
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(last + b.offset(d));
    if (!b.has(c, q) || b.empty_neighbours(q) > 2 || b.chain_size(q) > 12) continue;
    bool seen = false;  // the same chain on another side of the last move
    for (int e = 0; e < d; ++e)
      seen = seen || b.chain_head(static_cast<Point>(last + b.offset(e))) == b.chain_head(q);
    if (seen || chain_liberties_upto(b, q, libs, 3) != 2) continue;
    // An extension that gains two empty points besides the other liberty.
    for (int i = 0; i < 2; ++i)
      if (empty_neighbours_except(b, libs[i], libs[1 - i]) >= 2 && b.is_legal(c, libs[i]))
        out.add(libs[i]);
    if (!counter_atari) continue;
    // Or the race: an atari on an enemy chain of two liberties beside it.
    // Each enemy chain is read once: a second look would add the same points.
    Point r = q;
    do {
      for (int e = 0; e < 4; ++e) {
        const Point x = static_cast<Point>(r + b.offset(e));
        if (!b.has(opponent(c), x) || !enemies.first_look(b.chain_head(x)) ||
            chain_liberties_upto(b, x, libs, 3) != 2)
          continue;
        add_attack(b, c, libs[0], out);
        add_attack(b, c, libs[1], out);
      }
      r = b.next_in_chain(r);
    } while (r != q);
  }
}

// Capturing races next to the last move (Pachi's n-liberty check): the
// opponent's stone left an own chain with three or four liberties, and a
// neighbouring enemy chain of two may have to be attacked now, while its
// approach moves still fit in the race.
void race_replies(const Board& b, Color c, Point last, Candidates& out) {
  const Color opp = opponent(c);
  const int s = b.stride();
  const int ring[8] = {s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1};
  Point own[8], enemy[16], libs[5];
  int n_own = 0, n_enemy = 0;
  auto seen = [](const Point* list, int n, Point h) {
    for (int i = 0; i < n; ++i)
      if (list[i] == h) return true;
    return false;
  };
  for (int o : ring) {
    const Point q = static_cast<Point>(last + o);
    if (!b.has(c, q) || seen(own, n_own, b.chain_head(q))) continue;
    own[n_own++] = b.chain_head(q);
    const int n = chain_liberties_upto(b, q, libs, 5);
    if (n < 3 || n > 4) continue;
    Point r = q;
    do {
      for (int d = 0; d < 4; ++d) {
        const Point e = static_cast<Point>(r + b.offset(d));
        if (!b.has(opp, e) || seen(enemy, n_enemy, b.chain_head(e)) || n_enemy == 16) continue;
        enemy[n_enemy++] = b.chain_head(e);
        if (chain_liberties_upto(b, e, libs, 3) != 2) continue;
        add_attack(b, c, libs[0], out);
        add_attack(b, c, libs[1], out);
      }
      r = b.next_in_chain(r);
    } while (r != q);
  }
}

// The vital point of a small eye space of the opponent's next to its last
// move (a capture often leaves one, or a move closing the space). As in
// Pachi, empty points on opposite sides of the last stone mean that it
// splits a space rather than closes one, and there is nothing to look at.
Point nakade_reply(const Board& b, Color c, Point last) {
  Point first = kNoPoint;
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(last + b.offset(d));
    if (!b.is_empty(q)) continue;
    if (first == kNoPoint)
      first = q;
    else if (q - first == 2 || q - first == 2 * b.stride() || first - q == 2 ||
             first - q == 2 * b.stride())
      return kNoPoint;
  }
  if (first == kNoPoint) return kNoPoint;
  const Point v = nakade_vital_point(b, first, opponent(c));
  return v != kNoPoint && b.is_legal(c, v) ? v : kNoPoint;
}

void pattern_replies(Board& b, LadderMemo& memo, Color c, Point last, Candidates& out) {
  const PatternSet& patterns = PatternSet::mogo();
  const int s = b.stride();
  const int ring[8] = {s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1};
  uint16_t keys[8];
  b.ring_neighborhoods(last, keys);
  // The empty points whose shape matches, as a mask built without branches
  // (a match is a coin toss to the branch predictor).
  unsigned todo = 0;
  for (int i = 0; i < 8; ++i)
    todo |= static_cast<unsigned>(b.is_empty(static_cast<Point>(last + ring[i])) &
                                  patterns.matches(keys[i]))
            << i;
  for (; todo != 0; todo &= todo - 1) {
    const Point q = static_cast<Point>(last + ring[std::countr_zero(todo)]);
    if (b.is_playout_move(c, q) && !b.is_self_atari(c, q) && !runs_into_ladder(b, memo, c, q) &&
        !breaks_false_eye_seki(b, c, q))
      out.add(q);
  }
}

// Instead of `c`'s self-atari at p: the other liberty of an opponent chain
// of two beside p (an atari from the other side), else the other liberty of
// an own chain of two beside p, if either is a playout move and no
// self-atari (Pachi's self-atari cousin); kNoPoint if none.
Point self_atari_cousin(const Board& b, Color c, Point p) {
  for (Color owner : {opponent(c), c})
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(p + b.offset(d));
      const Point other = b.has(owner, q) ? safe_other_liberty(b, c, q, p) : kNoPoint;
      if (other != kNoPoint) return other;
    }
  return kNoPoint;
}

// A random move that does not fill an own eye or break a false-eye seki, and
// does not put a chain of two or more stones in atari (a lone stone may, with
// `lone_check` refused unless it throws in; so may a chain whose capture
// leaves a nakade). A refused self-atari turns into its cousin with
// probability `cousin`.
Point random_heavy_move(Board& b, Color c, Rng& rng, double lone_check, double cousin) {
  Point instead = kNoPoint;
  const Point drawn = draw_empty_point(b, rng, [&](Point p) {
    if (!b.is_playout_move(c, p) || breaks_false_eye_seki(b, c, p)) return false;
    if (!b.is_self_atari(c, p)) return true;
    bool lone = true;  // would the stone stay a chain of one?
    for (int d = 0; d < 4; ++d) lone = lone && !b.has(c, static_cast<Point>(p + b.offset(d)));
    if (lone && (lone_check <= 0 || rng.uniform() >= lone_check || is_throw_in(b, c, p)))
      return true;
    if (is_nakade_self_atari(b, c, p)) return true;
    if (cousin > 0 && rng.uniform() < cousin) instead = self_atari_cousin(b, c, p);
    return instead != kNoPoint;
  });
  return instead != kNoPoint ? instead : drawn;
}

// `c` is about to fill p, a false eye of its own: capture or atari an
// opponent chain on p's diagonals instead, which may make the eye real
// (Pachi's eye-fill check). Not when an own chain beside p is in atari.
Point instead_of_false_eye(const Board& b, Color c, Point p) {
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (b.cell(q) != Cell::Off && (!b.has(c, q) || b.in_atari(q))) return p;
  }
  const int s = b.stride();
  for (int o : {s + 1, s - 1, -s + 1, -s - 1}) {
    const Point q = static_cast<Point>(p + o);
    if (!b.has(opponent(c), q)) continue;
    Point libs[3];
    const int n = chain_liberties_upto(b, q, libs, 3);
    if (n == 1 && b.is_playout_move(c, libs[0])) return libs[0];
    for (int i = 0; n == 2 && i < 2; ++i)
      if (b.is_playout_move(c, libs[i]) && !b.is_self_atari(c, libs[i])) return libs[i];
  }
  return p;
}

Point pick(const Candidates& c, Rng& rng) {
  return c.n == 0 ? kPass : c.p[rng.below(static_cast<uint32_t>(c.n))];
}

}  // namespace

void AtariWatch::add(const Board& b, Point stone) {
  if (n_ == kCapacity) compact(b);
  if (n_ < kCapacity) stones_[n_++] = stone;
}

void AtariWatch::compact(const Board& b) {
  int kept = 0;
  for (int i = 0; i < n_; ++i) {
    const Point s = stones_[i];
    if (!stone_in_atari(b, s)) continue;
    bool seen = false;
    for (int j = 0; j < kept; ++j) seen = seen || b.chain_head(stones_[j]) == b.chain_head(s);
    if (!seen) stones_[kept++] = s;
  }
  n_ = kept;
}

void AtariWatch::scan(const Board& b) {
  n_ = 0;
  for (Color c : {Color::Black, Color::White})
    b.stones(c).for_each(b.words(), [&](int p) {
      const Point s = static_cast<Point>(p);
      if (b.chain_head(s) == s && b.in_atari(s)) add(b, s);
    });
}

void AtariWatch::after_move(const Board& b, Point p) {
  if (stone_in_atari(b, p)) add(b, p);  // a self-atari
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if (stone_in_atari(b, q)) add(b, q);
  }
}

Point heavy_move(Board& b, Color c, Point last, Rng& rng, const HeavyPolicyParams& params,
                 AtariWatch* watch) {
  LadderMemo memo;
  if (last >= 0) {
    Candidates cands;
    if (rng.uniform() < params.capture) {
      tactical_replies(b, memo, c, last, cands);
      if (cands.n > 0) return pick(cands, rng);
    }
    if (params.nakade >= 1 || rng.uniform() < params.nakade) {
      const Point v = nakade_reply(b, c, last);
      if (v != kNoPoint) return v;
    }
    if (rng.uniform() < params.low_liberties) {
      low_liberty_replies(b, c, last, params.counter_atari, cands);
      if (cands.n > 0) return pick(cands, rng);
    }
    if (rng.uniform() < params.race) {
      race_replies(b, c, last, cands);
      if (cands.n > 0) return pick(cands, rng);
    }
    if (rng.uniform() < params.pattern) {
      pattern_replies(b, memo, c, last, cands);
      if (cands.n > 0) return pick(cands, rng);
    }
  }
  if (watch && rng.uniform() < params.global_atari) {
    Candidates cands;
    watch->for_each(b, [&](Point chain) { answer_atari(b, memo, c, chain, cands); });
    if (cands.n > 0) return pick(cands, rng);
  }
  const Point p = random_heavy_move(b, c, rng, params.lone_self_atari, params.self_atari_cousin);
  if (params.false_eye > 0 && p >= 0 && b.empty_neighbours(p) == 0 &&
      rng.uniform() < params.false_eye)
    return instead_of_false_eye(b, c, p);
  return p;
}

}  // namespace sente
