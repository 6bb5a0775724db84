#include "engine/search/search.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

#include "engine/knowledge/priors.h"
#include "engine/knowledge/tactics.h"
#include "engine/playout/playout.h"
#include "rules/check.h"

namespace sente {

namespace {

// The most liberties widen_fights_liberties may name.
constexpr int kMaxFightLiberties = 4;

// p is a liberty of a chain (either colour) with max_libs liberties or fewer.
bool touches_short_chain(const Board& b, Point p, int max_libs) {
  Point libs[kMaxFightLiberties + 1];
  for (int d = 0; d < 4; ++d) {
    const Point q = static_cast<Point>(p + b.offset(d));
    if ((b.has(Color::Black, q) || b.has(Color::White, q)) &&
        chain_liberties_upto(b, q, libs, max_libs + 1) <= max_libs)
      return true;
  }
  return false;
}

using Clock = std::chrono::steady_clock;
constexpr int kMaxThreads = 256;
// Used when neither a playout budget nor a clock limits genmove.
constexpr int kFallbackPlayouts = 3000;
// A move cap bounds the whole genmove, reply included, not just the search:
// up to this much of it (a tenth at most) is kept back for the work around it.
constexpr double kCapMarginSeconds = 0.1;

uint8_t load_acquire(const uint8_t& f) {
  return std::atomic_ref<uint8_t>(const_cast<uint8_t&>(f)).load(std::memory_order_acquire);
}
void store_release(uint8_t& f, NodeState s) {
  std::atomic_ref<uint8_t>(f).store(static_cast<uint8_t>(s), std::memory_order_release);
}

uint64_t mix_seed(uint64_t seed, uint64_t hash, Color c, int thread) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ull ^ hash;
  z ^= (static_cast<uint64_t>(thread) << 1 | static_cast<uint64_t>(index(c))) *
       0xBF58476D1CE4E5B9ull;
  return z;
}

// A position on the tree path, for the superko test.
struct PathKey {
  uint64_t hash;
  Color to_move;
};

}  // namespace

double wilson_lower_bound(double p, int n) {
  if (n <= 0) return 0;
  const double z = 1.96, z2 = z * z, nn = n;
  double centre = p + z2 / (2 * nn);
  double spread = z * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
  return std::clamp((centre - spread) / (1 + z2 / nn), 0.0, p);
}

SearchLimits genmove_limits(const SearchParams& params, int points, double clock) {
  SearchLimits l;
  l.playouts = clock >= 0 && params.clock_lifts_caps ? 0 : params.playouts;
  l.seconds = clock;
  const double cap = clock >= 0 && params.clock_lifts_caps ? 0 : move_seconds_cap(params, points);
  if (cap > 0) {
    const double search_cap = cap - std::min(kCapMarginSeconds, cap / 10);
    l.seconds = clock < 0 ? search_cap : std::min(clock, search_cap);
  }
  if (l.playouts <= 0 && l.seconds < 0) l.playouts = kFallbackPlayouts;
  l.early_stop = params.early_stop;
  // Time: three quarters of the budget, the rest only for unclear moves.
  if (l.seconds >= 0 && params.early_stop) l.soft_seconds = 0.75 * l.seconds;
  return l;
}

double dynamic_komi(const Game& game, const SearchParams& params) {
  if (game.handicap() < 2 || params.handicap_komi <= 0) return 0;
  const double fade = 0.55 * game.board().num_points();
  const double left = 1.0 - static_cast<double>(game.moves().size()) / fade;
  return left > 0 ? params.handicap_komi * game.handicap() * left : 0;
}

double playout_value(double black_margin, const SearchParams& params) {
  if (black_margin == 0) return 0.5;
  const double w = params.score_weight;
  if (w <= 0) return black_margin > 0 ? 1.0 : 0.0;
  const double share = std::min(std::abs(black_margin) / params.score_saturation, 1.0);
  return black_margin > 0 ? 1 - w + w * share : w * (1 - share);
}

struct Search::Worker {
  Worker(uint64_t seed, size_t grid, int max_moves)
      : rng(seed),
        owned{OwnCounts(grid), OwnCounts(grid)},
        played(static_cast<size_t>(max_moves)),
        first_stamp(grid, 0),
        first_color(grid, 0),
        first_index(grid, 0) {}
  using OwnCounts = std::vector<std::atomic<uint32_t>>;
  Rng rng;
  Board boards[2];
  std::vector<NodeIndex> path;
  std::vector<PathKey> keys;  // positions along the path, root first
  // Playouts that ended with the point Black's / White's. Only this worker
  // writes; the reporter reads while it runs, hence atomics.
  OwnCounts owned[2];
  // AMAF: the playout's stones, and per point who played there first (valid
  // where first_stamp == stamp).
  std::vector<Move> played;
  std::vector<uint32_t> first_stamp;
  std::vector<uint8_t> first_color;
  std::vector<uint16_t> first_index;  // its place in the tree's then the playout's moves
  uint32_t stamp = 0;
};

Search::Search(NodePool& pool, const Game& game, Color to_move, const SearchParams& params,
               const std::atomic<bool>& stop, bool reuse)
    : pool_(pool),
      game_(game),
      params_(params),
      stop_(stop),
      root_board_(game.board()),
      to_move_(to_move),
      // Even after two passes (cleanup phase) the root is searched; a further
      // pass there ends the game.
      root_passes_(std::min(1, game.consecutive_passes())),
      komi_extra_(dynamic_komi(game, params)),
      max_playout_moves_(3 * game.board().num_points() + 20) {
  expand_visits_ =
      params.expand_visits > 0 ? params.expand_visits : std::max(1, game.board().num_points() / 40);
  const Board& root = game.board();
  rave_exploration_ = params.rave_exploration >= 0                  ? params.rave_exploration
                      : std::min(root.width(), root.height()) <= 12 ? 0.0
                                                                    : 0.05;
  if (params.priors && params.widen_base > 0 &&
      std::min(root.width(), root.height()) >= params.widen_min_size) {
    widen_base_ = params.widen_base;
    widen_log_visits_ = std::log(params.widen_visits);
    widen_per_log_ = 1 / std::log(params.widen_ratio);
  }
  if (widen_base_ > 0 && (params.widen_fights_first == 3 || params.widen_fights_first == 5)) {
    root_fights_on_ = true;
    root.empty_points().for_each(root.words(), [&](int p) {
      if (touches_short_chain(root, static_cast<Point>(p), params.widen_fights_liberties))
        root_fights_.set(p);
    });
  }
  for (int i = 0; i < game.position_count(); ++i) history_.push_back(game.position_hash(i));
  std::sort(history_.begin(), history_.end());
  const auto& moves = game.moves();
  root_last_ = moves.empty() ? kNoPoint : moves.back().point;
  root_last2_ = moves.size() < 2 ? kNoPoint : moves[moves.size() - 2].point;
  if (reuse && pool_.used() > 0) {
    root_ = 0;
    SENTE_ASSERT(pool_.is_consistent());
  } else {
    pool_.clear();
    root_ = pool_.allocate(1);  // a cleared pool always has room for one
    pool_[root_] = make_node(root_last_, 1.f);
  }
}

Search::~Search() = default;

void Search::run(const SearchLimits& limits, const ProgressFn& progress, int interval_ms) {
  const int threads = std::clamp(params_.threads, 1, kMaxThreads);
  ownership_ = limits.ownership;
  start_ = Clock::now();
  finished_.store(false);
  started_.store(done_.load());
  initial_done_ = done_.load();
  while (static_cast<int>(workers_.size()) < threads) {
    const int i = static_cast<int>(workers_.size());
    workers_.push_back(
        std::make_unique<Worker>(mix_seed(params_.seed, root_board_.hash(), to_move_, i),
                                 root_board_.grid_size(), max_playout_moves_));
  }
  std::vector<std::thread> helpers;
  for (int i = 1; i < threads; ++i)
    helpers.emplace_back([this, &limits, i] { work(*workers_[i], limits, false, {}, 0); });
  work(*workers_[0], limits, true, progress, interval_ms);
  for (auto& t : helpers) t.join();
  SENTE_ASSERT(pool_.is_consistent());
}

void Search::work(Worker& w, const SearchLimits& limits, bool reporter, const ProgressFn& progress,
                  int interval_ms) {
  const auto interval = std::chrono::milliseconds(std::max(1, interval_ms));
  auto next_report = start_ + interval;
  int since_check = 0;
  // The reporter's first playout ignores the clock and the other threads: a
  // move is always searched.
  bool first = reporter;
  while (!stop_.load(std::memory_order_relaxed) &&
         (first || !finished_.load(std::memory_order_relaxed))) {
    if (limits.playouts > 0 && started_.fetch_add(1) >= limits.playouts) break;
    if (!first && limits.seconds >= 0 &&
        std::chrono::duration<double>(Clock::now() - start_).count() >= limits.seconds)
      break;
    first = false;
    simulate(w);
    if (reporter && ++since_check >= 32) {
      since_check = 0;
      if (limits.early_stop && decided(limits)) break;
      if (limits.soft_seconds >= 0 && !unclear() &&
          std::chrono::duration<double>(Clock::now() - start_).count() >= limits.soft_seconds)
        break;
    }
    if (reporter && progress && interval_ms > 0 && Clock::now() >= next_report) {
      progress(analysis());
      next_report = Clock::now() + interval;
    }
  }
  finished_.store(true);
}

void Search::simulate(Worker& w) {
  Board* b = &w.boards[0];
  Board* spare = &w.boards[1];
  b->copy_from(root_board_);
  w.path.assign(1, root_);
  w.keys.assign(1, PathKey{root_board_.hash(), to_move_});
  add(pool_[root_].visits, 1);
  Color c = to_move_;
  int passes = root_passes_;
  Point last = root_last_, last2 = root_last2_;
  NodeIndex n = root_;
  while (passes < 2) {
    Node& node = pool_[n];
    uint8_t state = load_acquire(node.state);
    if (state == static_cast<uint8_t>(NodeState::Leaf) &&
        (n == root_ || load(node.visits) > expand_visits_)) {
      expand(n, *b, c, last, last2, static_cast<int>(w.path.size()) - 1);
      state = load_acquire(node.state);
    }
    // Another thread is writing the children (priors take a while): wait
    // rather than count a playout that passes no child.
    while (state == static_cast<uint8_t>(NodeState::Expanding)) {
      std::this_thread::yield();
      state = load_acquire(node.state);
    }
    if (state != static_cast<uint8_t>(NodeState::Expanded)) break;
    const NodeIndex ch = select_child(n, w);
    Node& child = pool_[ch];
    if (child.move == kPass) {
      b->pass();
      ++passes;
    } else if (load(child.legality) == static_cast<uint8_t>(Legality::Unknown)) {
      spare->copy_from(*b);
      spare->play_legal(c, child.move);
      const bool bad = repeats(w, *spare, opponent(c), child.move);
      store(child.legality, static_cast<uint8_t>(bad ? Legality::Superko : Legality::Legal));
      if (bad) continue;  // choose again among the others
      std::swap(b, spare);
      passes = 0;
    } else {
      b->play_legal(c, child.move);
      passes = 0;
    }
    c = opponent(c);
    last2 = last;
    last = child.move;
    add(child.visits, 1);  // counted now: a virtual loss until the result arrives
    w.path.push_back(ch);
    w.keys.push_back(PathKey{b->hash(), c});
    n = ch;
  }
  // Two passes end the game in the tree; a playout from there still settles
  // the dead stones before the count.
  int num_played = 0;
  // Won or lost with the dynamic komi; the score with the game's komi.
  const double eval_margin =
      run_playout(params_.playout_policy, *b, c, last, game_.komi() + komi_extra_, w.rng,
                  max_playout_moves_, w.played.data(), &num_played, params_.heavy)
          .black_margin;
  const double margin = eval_margin + komi_extra_;
  // AMAF counts wins in half points; the tree's values may weigh the margin.
  const double black_result = eval_margin > 0 ? 1.0 : eval_margin < 0 ? 0.0 : 0.5;
  const double black_value = playout_value(eval_margin, params_);
  if (params_.rave) update_amaf(w, num_played, black_result);
  const uint32_t real2 = margin > 0 ? 2 : margin < 0 ? 0 : 1;  // Black's, game komi
  Color mover = opponent(to_move_);  // the player whose move led to the root
  for (NodeIndex i : w.path) {
    Node& nd = pool_[i];
    add(nd.wins, mover == Color::Black ? black_value : 1.0 - black_value);
    if (const uint32_t r = mover == Color::Black ? real2 : 2 - real2; r) add(nd.real_wins2, r);
    add(nd.score, static_cast<float>(margin));
    mover = opponent(mover);
  }
  if (ownership_) record_ownership(w, *b);
  done_.fetch_add(1, std::memory_order_relaxed);
}

// Each node's children get AMAF statistics for the moves their player made
// first after the node, in the tree below it and in the playout.
void Search::update_amaf(Worker& w, int num_played, double black_result) {
  if (++w.stamp == 0) {  // wrapped: forget every mark
    std::fill(w.first_stamp.begin(), w.first_stamp.end(), 0);
    w.stamp = 1;
  }
  auto mark = [&](Point p, Color c, int at) {
    w.first_stamp[p] = w.stamp;
    w.first_color[p] = static_cast<uint8_t>(index(c));
    w.first_index[p] = static_cast<uint16_t>(at);
  };
  // One sequence: the tree's moves below the root (path[k] at k - 1), then
  // the playout's.
  const int depth = static_cast<int>(w.path.size());
  const int length = depth - 1 + num_played;
  for (int i = num_played - 1; i >= 0; --i)
    mark(w.played[i].point, w.played[i].color, depth - 1 + i);
  // The mover of path[i] alternates from the root's (the opponent of to_move_).
  Color mover = (depth - 1) % 2 == 0 ? opponent(to_move_) : to_move_;
  const int distance = params_.rave_distance;
  for (int i = depth - 1; i >= 0; --i, mover = opponent(mover)) {
    const Node& node = pool_[w.path[i]];
    if (load_acquire(node.state) == static_cast<uint8_t>(NodeState::Expanded)) {
      const Color c = opponent(mover);  // the children's player
      const uint8_t ci = static_cast<uint8_t>(index(c));
      const int32_t win2 = c == Color::Black ? static_cast<int32_t>(2 * black_result)
                                             : static_cast<int32_t>(2 * (1 - black_result));
      // The moves after this node start at i in the sequence; with
      // rave_distance the earlier ones weigh more (Pachi's distance_rave).
      for (NodeIndex j = node.first_child; j < node.first_child + node.num_children; ++j) {
        Node& ch = pool_[j];
        const Point p = ch.move;
        if (p < 0 || w.first_stamp[p] != w.stamp || w.first_color[p] != ci) continue;
        amaf_add(ch.amaf, win2, amaf_weight(distance, length, i, w.first_index[p]));
      }
    }
    if (i > 0 && node.move >= 0) mark(node.move, mover, i - 1);
  }
}

void Search::record_ownership(Worker& w, const Board& b) {
  const int n = b.words();
  const Bits empty = b.empty_points();
  for (Color c : {Color::Black, Color::White}) {
    const Bits& own = b.stones(c);
    Bits reach_other = grow(b.stones(opponent(c)), b.board_mask(), b.stride(), n);
    Bits area = bits_or(own, bits_andnot(empty, reach_other, n), n);
    auto& counts = w.owned[index(c)];
    area.for_each(n, [&](int p) {
      counts[p].store(counts[p].load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    });
  }
}

namespace {

// The liberties of the chains of max_libs liberties or fewer that hold `last` or
// touch it: the fight the last move started or answered.
Bits short_liberties_near(const Board& b, Point last, int max_libs) {
  Bits out;
  if (last < 0 || !b.on_board(last)) return out;
  Point heads[5];
  int n = 0;
  for (int d = -1; d < 4; ++d) {
    const Point q = d < 0 ? last : static_cast<Point>(last + b.offset(d));
    if (!b.has(Color::Black, q) && !b.has(Color::White, q)) continue;
    const Point h = b.chain_head(q);
    if (std::find(heads, heads + n, h) != heads + n) continue;
    heads[n++] = h;
    Point libs[kMaxFightLiberties + 1];
    const int k = chain_liberties_upto(b, q, libs, max_libs + 1);
    if (k <= max_libs)
      for (int i = 0; i < k; ++i) out.set(libs[i]);
  }
  return out;
}

// Moves the moves of [first, last) that `lifted` takes to the front, each
// part in its order, and returns where the others begin. Widening adds
// children in prior order, and a move that decides a race or a cut can rank
// low by prior: a connection on the first line was the 35th child when it
// won a game against Pachi (its game 9 of the 5b77f0e run), never searched.
template <class Lifted>
int* fights_first(const Point* moves, int* first, int* last, Lifted lifted) {
  int rest[kMaxPoints + 1];
  int n_rest = 0;
  int* out = first;
  for (int* i = first; i != last; ++i) {
    if (lifted(moves[*i]))
      *out++ = *i;
    else
      rest[n_rest++] = *i;
  }
  std::copy(rest, rest + n_rest, out);
  return out;
}

}  // namespace

void Search::expand(NodeIndex n, const Board& b, Color c, Point last, Point last2, int depth) {
  Node& node = pool_[n];
  uint8_t expected = static_cast<uint8_t>(NodeState::Leaf);
  if (!std::atomic_ref<uint8_t>(node.state)
           .compare_exchange_strong(expected, static_cast<uint8_t>(NodeState::Expanding),
                                    std::memory_order_acq_rel))
    return;
  Point moves[kMaxPoints + 1];
  int k = 0;
  const Bits empty = b.empty_points();
  empty.for_each(b.words(), [&](int p) {
    const Point q = static_cast<Point>(p);
    if (!b.is_eye_like(c, q) && b.is_legal(c, q)) moves[k++] = q;
  });
  if (k == 0)  // filling an own eye only when nothing else is left
    empty.for_each(b.words(), [&](int p) {
      if (b.is_legal(c, static_cast<Point>(p))) moves[k++] = static_cast<Point>(p);
    });
  moves[k++] = kPass;
  const NodeIndex first = pool_.allocate(static_cast<size_t>(k));
  if (first == kNoNode) {
    store_release(node.state, NodeState::Full);
    return;
  }
  Prior priors[kMaxPoints + 1];
  if (params_.priors) child_priors(b, c, moves, k, last, last2, params_.prior_weights, priors);
  // With widening the stones go best prior first (Prior::net); the pass
  // stays last, where select_child always finds it.
  int order[kMaxPoints + 1];
  for (int i = 0; i < k; ++i) order[i] = i;
  int lifted = 0;
  if (widen_base_ > 0) {
    std::stable_sort(order, order + k - 1,
                     [&](int a, int c2) { return priors[a].net() > priors[c2].net(); });
    int* rest = order + std::min(widen_base_, k - 1);
    if (params_.widen_fights_first == 1)
      fights_first(moves, rest, order + k - 1, [&](Point q) {
        return touches_short_chain(b, q, params_.widen_fights_liberties);
      });
    if (params_.widen_fights_first == 2) {
      const Bits near = short_liberties_near(b, last, params_.widen_fights_liberties);
      fights_first(moves, rest, order + k - 1, [&](Point q) { return near.test(q); });
    }
    if (params_.widen_fights_first == 4 || (params_.widen_fights_first == 5 && depth == 1)) {
      // The fights' moves go last (before the pass), where select_child
      // always looks: the order of the others stays the priors'.
      const int* tail = fights_first(moves, rest, order + k - 1, [&](Point q) {
        return !touches_short_chain(b, q, params_.widen_fights_liberties);
      });
      lifted = static_cast<int>(order + k - 1 - tail);
    }
  }
  for (int i = 0; i < k; ++i) {
    Node& ch = pool_[first + static_cast<NodeIndex>(i)];
    const int m = order[i];
    ch = make_node(moves[m], 0.5f);
    if (params_.priors) {
      ch.prior = priors[m].value;
      ch.prior_visits = priors[m].visits;
    }
  }
  node.first_child = first;
  node.num_children = static_cast<uint16_t>(k);
  node.num_lifted = static_cast<uint16_t>(lifted);
  store_release(node.state, NodeState::Expanded);
}

NodeIndex Search::select_child(NodeIndex n, Worker& w) {
  const Node& parent = pool_[n];
  const double log_n = std::log(static_cast<double>(std::max(1, load(parent.visits))));
  const bool rave = params_.rave;
  const double c = rave ? rave_exploration_ : params_.exploration;
  double best = -1e300;
  NodeIndex best_i = kNoNode;
  // With widening only the first `k` children (best priors first) and the
  // pass, the last child, are candidates.
  const NodeIndex all = parent.num_children;
  NodeIndex k = all;
  if (widen_base_ > 0) {
    const double more = std::max(0.0, (log_n - widen_log_visits_) * widen_per_log_);
    k = static_cast<NodeIndex>(std::min<double>(all, widen_base_ + std::floor(more)));
  }
  auto consider = [&](NodeIndex i) {
    const Node& ch = pool_[i];
    if (load(ch.legality) == static_cast<uint8_t>(Legality::Superko)) return;
    const int v = load(ch.visits);
    const double visits = v + static_cast<double>(ch.prior_visits);
    const uint64_t amaf = rave ? load(ch.amaf) : 0;
    const int m = amaf_visits(amaf);
    double urgency;
    if (visits == 0 && m == 0) {
      urgency = params_.first_play_urgency;
    } else {
      // Priors count as visits already played.
      double q = visits > 0
                     ? (load(ch.wins) + static_cast<double>(ch.prior) * ch.prior_visits) / visits
                     : 0;
      if (m > 0) {
        const double beta = m / (m + visits + visits * m / params_.rave_equiv);
        q = beta * (0.5 * amaf_wins2(amaf) / m) + (1 - beta) * q;
      }
      // c is 0 on small boards with RAVE: no square root to take.
      urgency = c > 0 ? q + c * std::sqrt(log_n / std::max(1, v)) : q;
    }
    if (urgency > best) {
      best = urgency;
      best_i = i;
    }
  };
  // Scanning from a random child breaks ties (untried moves above all)
  // without favouring the board's first rows.
  const NodeIndex start = w.rng.below(k);
  for (NodeIndex j = 0; j < k; ++j)
    consider(parent.first_child + (start + j < k ? start + j : start + j - k));
  if (k < all) {
    consider(parent.first_child + all - 1);  // the pass
    // At the root the fights' moves that the widening left out.
    if (root_fights_on_ && n == root_)
      for (NodeIndex i = parent.first_child + k; i < parent.first_child + all - 1; ++i)
        if (pool_[i].move >= 0 && root_fights_.test(pool_[i].move)) consider(i);
    // Everywhere, when expand() put them last.
    const NodeIndex tail = std::max<NodeIndex>(k, all - 1 - parent.num_lifted);
    for (NodeIndex i = parent.first_child + tail; i < parent.first_child + all - 1; ++i)
      consider(i);
  }
  return best_i;  // never kNoNode: a pass is always there and always legal
}

// With the playouts still to come (by count or by the clock's current rate),
// could the second most visited root move catch up with the first?
bool Search::decided(const SearchLimits& limits) const {
  double remaining = 1e18;
  if (limits.playouts > 0) remaining = limits.playouts - started_.load(std::memory_order_relaxed);
  if (limits.seconds >= 0) {
    const double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
    if (elapsed < 0.05) return false;  // no reliable rate yet
    const double rate = (done_.load(std::memory_order_relaxed) - initial_done_) / elapsed;
    remaining = std::min(remaining, rate * (limits.seconds - elapsed));
  }
  if (remaining >= 1e17) return false;
  const Node& root = pool_[root_];
  if (load_acquire(root.state) != static_cast<uint8_t>(NodeState::Expanded)) return false;
  int best = 0, second = 0;
  for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i) {
    const int v = load(pool_[i].visits);
    if (v > best) {
      second = best;
      best = v;
    } else if (v > second) {
      second = v;
    }
  }
  return best - second > remaining;
}

// The most visited root move does not lead clearly: the runner-up has at
// least two thirds of its visits, or a better win rate with half of them.
bool Search::unclear() const {
  const std::vector<RootMove> moves = root_moves();
  if (moves.size() < 2) return false;
  const RootMove &a = moves[0], &b = moves[1];
  return 3 * b.visits >= 2 * a.visits || (2 * b.visits >= a.visits && b.winrate > a.winrate);
}

bool Search::repeats(const Worker& w, const Board& next, Color next_to_move, Point p) const {
  const KoRule rule = game_.rules().ko;
  if (rule == KoRule::Simple) return false;
  const uint64_t h = next.hash();
  // The history test is exact; the sorted hashes only skip it when it
  // cannot succeed.
  if (std::binary_search(history_.begin(), history_.end(), h) &&
      game_.repeats(next, next_to_move, p))
    return true;
  // Along the tree path the 64-bit hash stands for the position.
  for (const PathKey& k : w.keys)
    if (k.hash == h && (rule == KoRule::PositionalSuperko || k.to_move == next_to_move))
      return true;
  return false;
}

std::vector<RootMove> Search::root_moves() const {
  std::vector<RootMove> out;
  const Node& root = pool_[root_];
  if (load_acquire(root.state) != static_cast<uint8_t>(NodeState::Expanded)) return out;
  const double sign = to_move_ == Color::Black ? 1 : -1;
  for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i) {
    const Node& ch = pool_[i];
    if (load(ch.legality) == static_cast<uint8_t>(Legality::Superko)) continue;
    RootMove m;
    m.move = ch.move;
    m.visits = load(ch.visits);
    if (m.visits > 0) {
      m.winrate = load(ch.wins) / m.visits;
      m.score_lead = sign * load(ch.score) / m.visits;
    }
    out.push_back(m);
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const RootMove& a, const RootMove& b) { return a.visits > b.visits; });
  return out;
}

// The win rate reported for a node's player: its wins under the game's
// komi (real_wins2) while a dynamic komi steers, else the tree's value, which
// weighs the margin when score_weight asks for it (with score_weight 0 and no
// dynamic komi both are the same).
double Search::reported_winrate(const Node& n, int visits) const {
  if (visits <= 0) return 0.5;
  if (komi_extra_ != 0 || params_.score_weight <= 0) return 0.5 * load(n.real_wins2) / visits;
  return load(n.wins) / visits;
}

std::vector<Point> Search::principal_variation(NodeIndex child) const {
  std::vector<Point> pv{pool_[child].move};
  NodeIndex n = child;
  while (pv.size() < 30 &&
         load_acquire(pool_[n].state) == static_cast<uint8_t>(NodeState::Expanded)) {
    const Node& node = pool_[n];
    NodeIndex best = kNoNode;
    int best_visits = 0;
    for (NodeIndex i = node.first_child; i < node.first_child + node.num_children; ++i) {
      const int v = load(pool_[i].visits);
      if (v > best_visits && load(pool_[i].legality) != static_cast<uint8_t>(Legality::Superko)) {
        best_visits = v;
        best = i;
      }
    }
    if (best == kNoNode) break;
    pv.push_back(pool_[best].move);
    n = best;
  }
  return pv;
}

Analysis Search::analysis() const {
  Analysis a;
  a.to_move = to_move_;
  a.playouts = playouts();
  const double sign = to_move_ == Color::Black ? 1 : -1;
  const Node& root = pool_[root_];
  a.visits = load(root.visits);
  if (const int rv = a.visits; rv > 0) {
    a.winrate = 1.0 - reported_winrate(root, rv);  // root statistics are the opponent's
    a.score_lead = sign * load(root.score) / rv;
  }
  if (load_acquire(root.state) == static_cast<uint8_t>(NodeState::Expanded)) {
    double prior_sum = 0;  // reported priors are shares of the children's total
    for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i)
      prior_sum += pool_[i].prior;
    for (NodeIndex i = root.first_child; i < root.first_child + root.num_children; ++i) {
      const Node& ch = pool_[i];
      const int v = load(ch.visits);
      if (v == 0 || load(ch.legality) == static_cast<uint8_t>(Legality::Superko)) continue;
      Candidate cand;
      cand.move = ch.move;
      cand.visits = v;
      cand.winrate = reported_winrate(ch, v);
      cand.prior = prior_sum > 0 ? ch.prior / prior_sum : 0;
      cand.lcb = wilson_lower_bound(cand.winrate, v);
      cand.score_lead = sign * load(ch.score) / v;
      cand.pv = principal_variation(i);
      a.candidates.push_back(std::move(cand));
    }
    std::stable_sort(a.candidates.begin(), a.candidates.end(),
                     [](const Candidate& x, const Candidate& y) { return x.visits > y.visits; });
  }
  if (ownership_ && a.playouts > 0) {
    a.ownership.assign(static_cast<size_t>(root_board_.grid_size()), 0.f);
    for (const auto& w : workers_)
      for (size_t p = 0; p < a.ownership.size(); ++p)
        a.ownership[p] +=
            static_cast<float>(static_cast<double>(w->owned[0][p].load(std::memory_order_relaxed)) -
                               w->owned[1][p].load(std::memory_order_relaxed));
    for (float& o : a.ownership) o /= static_cast<float>(a.playouts);
  }
  return a;
}

}  // namespace sente
