#include "engine/engine.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

#include "engine/dead_stones.h"
#include "engine/knowledge/move_model.h"
#include "engine/random.h"
#include "engine/search/search.h"
#include "rules/scoring.h"

namespace sente {

namespace {

// Playouts behind the dead-stone estimate; enough for a stable majority.
constexpr int kStatusPlayouts = 400;
// Below this many playouts a win rate says too little to resign on.
constexpr int kResignMinPlayouts = 100;
// Visits of the pass that make its win rate worth a look before a winning pass.
constexpr int kPassCheckVisits = 30;

bool wins(const Score& s, Color c) { return c == Color::Black ? s.margin() > 0 : s.margin() < 0; }

// `l` less the `seconds` already spent on this move (stopping the ponderer,
// reusing the tree) before its search started. A search left no time still
// plays its first playout (Search::work).
SearchLimits less_spent(SearchLimits l, double seconds) {
  if (l.seconds >= 0) l.seconds = std::max(0.0, l.seconds - seconds);
  if (l.soft_seconds >= 0) l.soft_seconds = std::max(0.0, l.soft_seconds - seconds);
  return l;
}

// A loss beyond doubt, with no streak needed: enough playouts, the best
// move far below the resignation threshold, and even the upper end of its
// 95% interval below it. (In a lost position the visits spread over many
// moves, so the best move's own count can be small.)
bool plainly_lost(const RootMove& best, int playouts, const SearchParams& p) {
  return playouts >= p.resign_sure_playouts && best.winrate < p.resign_threshold / 3 &&
         1 - wilson_lower_bound(1 - best.winrate, best.visits) < p.resign_threshold;
}

bool opponent_passed(const Game& g, Color c) {
  return !g.moves().empty() && g.moves().back().is_pass() && g.moves().back().color != c;
}

}  // namespace

struct Engine::Impl {
  SearchParams params;
  TimeControl time;
  std::atomic<bool> stop{false};
  std::unique_ptr<NodePool> pool;

  // The position the pool's tree (root at node 0) was searched from, for
  // reusing it when the game has only moved on since.
  struct TreeOrigin {
    uint64_t start_hash;  // the game's start()
    int width, height;
    std::vector<Move> moves;
    Color to_move;
    double komi;
    Rules rules;
  };
  TreeOrigin tree_origin{};
  bool has_tree = false;  // tree_origin describes the pool's tree

  // Resignation: consecutive low win rates in the current game, per colour.
  int low_streak[2] = {0, 0};
  int last_move_count = -1;
  int last_width = 0, last_height = 0;
  uint64_t games_seen = 0;

  // Pondering: a search of the position after our move, on the opponent's
  // time, until the next call into the engine stops it. Its tree is then
  // reused like any other.
  std::thread ponder_thread;
  std::unique_ptr<Game> ponder_game;
  SearchParams ponder_params;

  void stop_pondering() {
    if (ponder_thread.joinable()) {
      stop.store(true);
      ponder_thread.join();
      stop.store(false);
    }
    ponder_game.reset();  // a copy of the whole history: not kept beside the session's
  }

  void start_pondering(const Game& game, Color c, Point move) {
    ponder_game = std::make_unique<Game>(game);
    if (ponder_game->play({c, move}) != MoveError::None || ponder_game->is_over()) return;
    ponder_params = search_params();
    stop.store(false);
    ponder_thread = std::thread([this, opp = opponent(c)] {
      const bool reuse = reuse_tree(*ponder_game, opp);
      Search search(nodes(), *ponder_game, opp, ponder_params, stop, reuse);
      search.run(SearchLimits{});  // until stopped; the pool bounds the memory
    });
  }

  // The parameters of a search: the seed varies with the game of the session.
  SearchParams search_params() const {
    SearchParams p = params;
    p.seed = params.seed + games_seen * 0x9E3779B97F4A7C15ull;
    return p;
  }

  // The last dead-stone estimate, so that final_status_list and final_score
  // agree and do not pay twice.
  struct Cached {
    uint64_t hash;
    Color to_move;
    int width, height;
    double komi;
    uint64_t seed;
    StoneStatus status;
  };
  std::optional<Cached> status_cache;

  // At least room for the root and its children on the largest board.
  NodePool& nodes() {
    const size_t capacity = std::max<size_t>(params.max_nodes, 4 * kMaxPoints);
    if (!pool || pool->capacity() != capacity) {
      has_tree = false;
      pool = std::make_unique<NodePool>(capacity);
    }
    return *pool;
  }

  // Moves the subtree for the game's position to the front of the pool when
  // the last search's root is at most two moves above it; false when the
  // tree cannot be reused (it is then cleared by the search).
  bool reuse_tree(const Game& game, Color c) {
    NodePool& p = nodes();
    const Board& b = game.board();
    const bool had = has_tree;
    const TreeOrigin origin = std::move(tree_origin);
    has_tree = true;
    tree_origin = TreeOrigin{game.start().hash(), b.width(),   b.height(), game.moves(), c,
                             game.komi(),         game.rules()};
    if (!params.reuse_tree || !had || origin.start_hash != game.start().hash() ||
        origin.width != b.width() || origin.height != b.height() || origin.komi != game.komi() ||
        !(origin.rules == game.rules()))
      return false;
    const auto& now = game.moves();
    const size_t old = origin.moves.size();
    if (now.size() < old || now.size() > old + 2 ||
        !std::equal(origin.moves.begin(), origin.moves.end(), now.begin()))
      return false;
    NodeIndex n = 0;
    Color mover = origin.to_move;
    for (size_t i = old; i < now.size() && n != kNoNode; ++i, mover = opponent(mover))
      n = now[i].color == mover ? p.find_child(n, now[i].point) : kNoNode;
    if (n == kNoNode || mover != c) return false;
    if (n != 0) p.keep_subtree(n);
    return true;
  }

  const StoneStatus& status(const Game& game) {
    const Board& b = game.board();
    if (!status_cache || status_cache->hash != b.hash() ||
        status_cache->to_move != game.to_move() || status_cache->width != b.width() ||
        status_cache->height != b.height() || status_cache->komi != game.komi() ||
        status_cache->seed != params.seed)
      status_cache = Cached{b.hash(),
                            game.to_move(),
                            b.width(),
                            b.height(),
                            game.komi(),
                            params.seed,
                            estimate_stone_status(game, kStatusPlayouts, params.seed)};
    return status_cache->status;
  }

  Score current_score(const Game& game) {
    return score(game.board(), game.rules(), game.komi(), status(game).dead);
  }

  // Resets the resignation streak when a new game (or an undo) is seen.
  void track_game(const Game& game) {
    const int moves = static_cast<int>(game.moves().size());
    // Later games of one session get other seeds, so that a match against
    // one process does not replay the same game.
    if (moves < last_move_count || (last_move_count >= 0 && game.board().width() != last_width))
      ++games_seen;
    if (moves <= last_move_count || game.board().width() != last_width ||
        game.board().height() != last_height)
      low_streak[0] = low_streak[1] = 0;
    last_move_count = moves;
    last_width = game.board().width();
    last_height = game.board().height();
  }

  SearchLimits limits_for(const Game& game, Color c) const {
    const int points = game.board().num_points();
    const double clock = time.budget(index(c), points, static_cast<int>(game.moves().size()));
    SearchLimits l = genmove_limits(params, points, clock);
    l.ownership = true;  // about 1% of the playout cost
    return l;
  }

  Point choose(const Game& game, Color c, const std::vector<RootMove>& moves, bool cleanup,
               double randomness);
  Point ending_pass(const Game& game, Color c);
};

// Our pass after the opponent's ends the game. A chain of ours left in atari
// (an open ko, as a rule) goes to the counting, where GNU Go and most players
// call it dead, even when a ko or superko ban stops its capture this move:
// one move elsewhere lifts the ban. Connect it first when that gives it a
// second liberty. Chains we count dead stay as they are.
Point Engine::Impl::ending_pass(const Game& game, Color c) {
  const Board& b = game.board();
  Point connect = kPass;
  b.stones(c).for_each(b.words(), [&](int p) {
    const Point q = static_cast<Point>(p);
    if (connect != kPass || b.chain_head(q) != q || !b.in_atari(q)) return;
    if (status(game).dead.test(q)) return;  // estimated (cached) only when a chain is in atari
    const Point lib = b.atari_liberty(q);
    if (game.check({c, lib}) == MoveError::None && !b.is_self_atari(c, lib)) connect = lib;
  });
  return connect;
}

// The move to play among the searched root moves, before resignation.
Point Engine::Impl::choose(const Game& game, Color c, const std::vector<RootMove>& moves,
                           bool cleanup, double randomness) {
  std::vector<RootMove> legal;
  for (const RootMove& m : moves)
    if (game.check({c, m.move}) == MoveError::None) legal.push_back(m);
  if (legal.empty()) return kPass;
  Point best = legal.front().move;

  // Easy: sometimes one of the moves nearly as good as the best.
  if (randomness > 0 && legal.front().visits > 0) {
    Rng rng(search_params().seed ^ game.board().hash() ^
            static_cast<uint64_t>(game.moves().size()));
    if (rng.uniform() < randomness) {
      std::vector<Point> near;
      for (const RootMove& m : legal)
        if (m.move != kPass && m.visits * 2 >= legal.front().visits &&
            m.winrate >= legal.front().winrate - 0.1)
          near.push_back(m.move);
      if (!near.empty()) best = near[rng.below(static_cast<uint32_t>(near.size()))];
    }
  }

  if (cleanup) {
    // Dead opponent stones must be captured before passing; when the search
    // prefers to pass, attack them on their liberties.
    const Board& b = game.board();
    const Bits dead_opp = bits_and(status(game).dead, b.stones(opponent(c)), b.words());
    if (best != kPass || !dead_opp.any(b.words())) return best;
    const Bits libs = bits_and(grow(dead_opp, b.board_mask(), b.stride(), b.words()),
                               b.empty_points(), b.words());
    for (const RootMove& m : legal)
      if (m.move != kPass && libs.test(m.move)) return m.move;
    for (const RootMove& m : legal)
      if (m.move != kPass) return m.move;
    return kPass;
  }
  // After the opponent's pass, our pass ends the game: do it when it wins.
  // Unless the playouts through our pass say that it loses: the dead-stone
  // estimate can misjudge a capturing race the search has read.
  if (opponent_passed(game, c) && wins(current_score(game), c)) {
    const auto pass =
        std::find_if(legal.begin(), legal.end(), [](const RootMove& m) { return m.move == kPass; });
    if (pass == legal.end() || pass->visits < kPassCheckVisits || pass->winrate >= 0.5)
      return ending_pass(game, c);
  }
  // The tree tries own-eye fills only when nothing else is left; they never
  // beat a pass.
  if (best != kPass && game.board().is_eye_like(c, best)) best = kPass;
  // Never pass while the count says we lose, unless every other move fills
  // one of our own eyes: that only throws away a living group.
  if (best == kPass && current_score(game).margin() != 0 && !wins(current_score(game), c))
    for (const RootMove& m : legal)
      if (m.move != kPass && !game.board().is_eye_like(c, m.move)) return m.move;
  return best == kPass && opponent_passed(game, c) ? ending_pass(game, c) : best;
}

Engine::Engine(SearchParams params) : impl_(std::make_unique<Impl>()) {
  impl_->params = params;
  // Load the weights now, not inside the first search.
  MoveModel::learned(MoveModel::kSmallBoardMaxSide);
  MoveModel::learned();
}
Engine::~Engine() { impl_->stop_pondering(); }
const SearchParams& Engine::params() const { return impl_->params; }
void Engine::set_params(const SearchParams& p) {
  impl_->stop_pondering();
  impl_->params = p;
}
TimeControl& Engine::time_control() { return impl_->time; }
void Engine::stop() { impl_->stop.store(true); }

Decision Engine::genmove(const Game& game, Color c, bool cleanup, const ProgressFn& progress,
                         int interval_ms) {
  const auto called = std::chrono::steady_clock::now();
  Impl& m = *impl_;
  m.stop_pondering();
  m.stop.store(false);
  m.track_game(game);
  const bool reuse = m.reuse_tree(game, c);
  const SearchParams params = m.search_params();
  Search search(m.nodes(), game, c, params, m.stop, reuse);
  const std::chrono::duration<double> before = std::chrono::steady_clock::now() - called;
  search.run(less_spent(m.limits_for(game, c), before.count()), progress, interval_ms);
  Decision d;
  d.analysis = search.analysis();
  const std::vector<RootMove> moves = search.root_moves();
  d.move = m.choose(game, c, moves, cleanup, m.params.randomness);

  // No resigning a game that our pass ends with a win by the count.
  const bool winning_pass =
      d.move == kPass && opponent_passed(game, c) && wins(m.current_score(game), c);
  if (m.params.may_resign && m.params.resign_threshold > 0 && !cleanup && !winning_pass &&
      !moves.empty() && search.playouts() >= kResignMinPlayouts) {
    int& streak = m.low_streak[index(c)];
    streak = moves.front().winrate < m.params.resign_threshold ? streak + 1 : 0;
    d.resign = streak >= std::max(1, m.params.resign_moves) ||
               plainly_lost(moves.front(), search.playouts(), m.params);
  }
  if (m.params.ponder && !d.resign) m.start_pondering(game, c, d.move);
  return d;
}

Point Engine::hint(const Game& game, Color c, const SearchParams& budget,
                   const ProgressFn& progress, int interval_ms) {
  Impl& m = *impl_;
  m.stop_pondering();
  m.stop.store(false);
  SearchParams params = budget;
  params.seed = m.search_params().seed;
  params.max_nodes = m.params.max_nodes;
  NodePool& pool = m.nodes();
  // The hint's tree is not the next genmove's: that one starts afresh, as
  // it would have without the hint.
  m.has_tree = false;
  Search search(pool, game, c, params, m.stop, false);
  const SearchLimits limits = genmove_limits(params, game.board().num_points(), -1);
  search.run(limits, progress, interval_ms);
  return m.choose(game, c, search.root_moves(), false, 0);
}

Analysis Engine::analyze(const Game& game, Color c, const ProgressFn& progress, int interval_ms,
                         int max_playouts) {
  Impl& m = *impl_;
  m.stop_pondering();
  m.stop.store(false);
  const bool reuse = m.reuse_tree(game, c);
  const SearchParams params = m.search_params();
  Search search(m.nodes(), game, c, params, m.stop, reuse);
  SearchLimits limits;
  limits.playouts = std::max(0, max_playouts);
  limits.ownership = true;
  search.run(limits, progress, interval_ms);
  return search.analysis();
}

Bits Engine::dead_stones(const Game& game) {
  impl_->stop_pondering();
  return impl_->status(game).dead;
}
Bits Engine::seki_stones(const Game& game) {
  impl_->stop_pondering();
  return impl_->status(game).seki;
}
std::string Engine::final_score(const Game& game) {
  impl_->stop_pondering();
  return impl_->current_score(game).to_gtp();
}
void Engine::stop_pondering() { impl_->stop_pondering(); }

}  // namespace sente
