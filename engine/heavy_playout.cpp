#include "engine/heavy_playout.h"

#include "engine/patterns.h"

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

// Liberties of `chain` that save it: the single liberty if extending there
// gives two or more, and the liberties of adjacent enemy chains in atari
// (counter-captures). Only small chains are walked.
void add_escapes(const Board& b, Color c, Point chain, Candidates& out) {
  const Point lib = b.atari_liberty(chain);
  if (b.is_legal(c, lib) && !b.is_self_atari(c, lib)) out.add(lib);
  if (b.chain_size(chain) > 12) return;
  const Color opp = opponent(c);
  Point r = chain;
  do {
    for (int d = 0; d < 4; ++d) {
      const Point q = static_cast<Point>(r + b.offset(d));
      if (b.has(opp, q) && b.in_atari(q)) {
        const Point l = b.atari_liberty(q);
        if (b.is_legal(c, l)) out.add(l);
      }
    }
    r = b.next_in_chain(r);
  } while (r != chain);
}

// Captures of enemy chains and rescues of own chains in atari next to the
// last move (its own chain included).
void tactical_replies(const Board& b, Color c, Point last, Candidates& out) {
  const Color opp = opponent(c);
  Point around[5] = {last, static_cast<Point>(last + 1), static_cast<Point>(last - 1),
                     static_cast<Point>(last + b.stride()), static_cast<Point>(last - b.stride())};
  for (Point q : around) {
    const Cell k = b.cell(q);
    if ((k != Cell::Black && k != Cell::White) || !b.in_atari(q)) continue;
    if (b.has(opp, q)) {
      const Point l = b.atari_liberty(q);
      if (b.is_legal(c, l)) out.add(l);
    } else {
      add_escapes(b, c, q, out);
    }
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

void pattern_replies(const Board& b, Color c, Point last, Candidates& out) {
  const PatternSet& patterns = PatternSet::mogo();
  const int s = b.stride();
  const int ring[8] = {s - 1, s, s + 1, -1, 1, -s - 1, -s, -s + 1};
  for (int o : ring) {
    const Point q = static_cast<Point>(last + o);
    if (!b.is_empty(q) || !patterns.matches(b.neighborhood(q))) continue;
    if (b.is_playout_move(c, q) && !b.is_self_atari(c, q)) out.add(q);
  }
}

// A random move that does not fill an own eye, and does not put a chain of
// two or more stones in atari (a lone stone may: throw-ins are useful; so
// may a chain whose capture leaves a nakade).
Point random_heavy_move(Board& b, Color c, Rng& rng) {
  return draw_empty_point(b, rng, [&](Point p) {
    if (!b.is_playout_move(c, p)) return false;
    if (!b.is_self_atari(c, p)) return true;
    bool lone = true;  // would the stone stay a chain of one?
    for (int d = 0; d < 4; ++d) lone = lone && !b.has(c, static_cast<Point>(p + b.offset(d)));
    return lone || is_nakade_self_atari(b, c, p);
  });
}

Point pick(const Candidates& c, Rng& rng) {
  return c.n == 0 ? kPass : c.p[rng.below(static_cast<uint32_t>(c.n))];
}

}  // namespace

Point heavy_move(Board& b, Color c, Point last, Rng& rng, const HeavyPolicyParams& params) {
  if (last >= 0) {
    Candidates cands;
    if (rng.uniform() < params.capture) {
      tactical_replies(b, c, last, cands);
      if (cands.n > 0) return pick(cands, rng);
    }
    if (params.nakade >= 1 || rng.uniform() < params.nakade) {
      const Point v = nakade_reply(b, c, last);
      if (v != kNoPoint) return v;
    }
    if (rng.uniform() < params.pattern) {
      pattern_replies(b, c, last, cands);
      if (cands.n > 0) return pick(cands, rng);
    }
  }
  return random_heavy_move(b, c, rng);
}

}  // namespace sente
