#include "engine/engine.h"

#include <algorithm>
#include <optional>

#include "engine/dead_stones.h"
#include "engine/random.h"
#include "engine/search.h"
#include "rules/scoring.h"

namespace sente {

namespace {

// Playouts behind the dead-stone estimate; enough for a stable majority.
constexpr int kStatusPlayouts = 400;
// Below this many playouts a win rate says too little to resign on.
constexpr int kResignMinPlayouts = 100;
// Used when neither a playout budget nor a clock limits genmove.
constexpr int kFallbackPlayouts = 3000;

bool wins(const Score& s, Color c) { return c == Color::Black ? s.margin() > 0 : s.margin() < 0; }

bool opponent_passed(const Game& g, Color c) {
  return !g.moves().empty() && g.moves().back().is_pass() && g.moves().back().color != c;
}

}  // namespace

struct Engine::Impl {
  SearchParams params;
  TimeControl time;
  std::atomic<bool> stop{false};
  std::unique_ptr<NodePool> pool;

  // Resignation: consecutive low win rates in the current game, per colour.
  int low_streak[2] = {0, 0};
  int last_move_count = -1;
  int last_width = 0, last_height = 0;

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
    if (!pool || pool->capacity() != capacity) pool = std::make_unique<NodePool>(capacity);
    return *pool;
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
    if (moves <= last_move_count || game.board().width() != last_width ||
        game.board().height() != last_height)
      low_streak[0] = low_streak[1] = 0;
    last_move_count = moves;
    last_width = game.board().width();
    last_height = game.board().height();
  }

  SearchLimits limits_for(const Game& game, Color c) const {
    SearchLimits l;
    l.playouts = params.playouts;
    l.ownership = true;  // about 1% of the playout cost
    const double clock =
        time.budget(index(c), game.board().num_points(), static_cast<int>(game.moves().size()));
    l.seconds = clock;
    if (params.max_seconds > 0)
      l.seconds = clock < 0 ? params.max_seconds : std::min(clock, params.max_seconds);
    if (l.playouts <= 0 && l.seconds < 0) l.playouts = kFallbackPlayouts;
    return l;
  }

  Point choose(const Game& game, Color c, const std::vector<RootMove>& moves, bool cleanup);
};

// The move to play among the searched root moves, before resignation.
Point Engine::Impl::choose(const Game& game, Color c, const std::vector<RootMove>& moves,
                           bool cleanup) {
  std::vector<RootMove> legal;
  for (const RootMove& m : moves)
    if (game.check({c, m.move}) == MoveError::None) legal.push_back(m);
  if (legal.empty()) return kPass;
  Point best = legal.front().move;

  // Easy: sometimes one of the moves nearly as good as the best.
  if (params.randomness > 0 && legal.front().visits > 0) {
    Rng rng(params.seed ^ game.board().hash() ^ static_cast<uint64_t>(game.moves().size()));
    if (rng.uniform() < params.randomness) {
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
  if (opponent_passed(game, c) && wins(current_score(game), c)) return kPass;
  // The tree tries own-eye fills only when nothing else is left; they never
  // beat a pass.
  if (best != kPass && game.board().is_eye_like(c, best)) best = kPass;
  // Never pass while the count says we lose, unless every other move fills
  // one of our own eyes: that only throws away a living group.
  if (best == kPass && current_score(game).margin() != 0 && !wins(current_score(game), c))
    for (const RootMove& m : legal)
      if (m.move != kPass && !game.board().is_eye_like(c, m.move)) return m.move;
  return best;
}

Engine::Engine(SearchParams params) : impl_(std::make_unique<Impl>()) { impl_->params = params; }
Engine::~Engine() = default;
const SearchParams& Engine::params() const { return impl_->params; }
void Engine::set_params(const SearchParams& p) { impl_->params = p; }
TimeControl& Engine::time_control() { return impl_->time; }
void Engine::stop() { impl_->stop.store(true); }

Decision Engine::genmove(const Game& game, Color c, bool cleanup, const ProgressFn& progress,
                         int interval_ms) {
  Impl& m = *impl_;
  m.stop.store(false);
  m.track_game(game);
  Search search(m.nodes(), game, c, m.params, m.stop);
  search.run(m.limits_for(game, c), progress, interval_ms);
  Decision d;
  d.analysis = search.analysis();
  const std::vector<RootMove> moves = search.root_moves();
  d.move = m.choose(game, c, moves, cleanup);

  // No resigning a game that our pass ends with a win by the count.
  const bool winning_pass =
      d.move == kPass && opponent_passed(game, c) && wins(m.current_score(game), c);
  // Easy never resigns, whatever threshold it was given.
  if (m.params.resign_threshold > 0 && m.params.level != "easy" && !cleanup && !winning_pass &&
      !moves.empty() && search.playouts() >= kResignMinPlayouts) {
    int& streak = m.low_streak[index(c)];
    streak = moves.front().winrate < m.params.resign_threshold ? streak + 1 : 0;
    d.resign = streak >= std::max(1, m.params.resign_moves);
  }
  return d;
}

Analysis Engine::analyze(const Game& game, Color c, const ProgressFn& progress, int interval_ms,
                         int max_playouts) {
  Impl& m = *impl_;
  m.stop.store(false);
  Search search(m.nodes(), game, c, m.params, m.stop);
  SearchLimits limits;
  limits.playouts = std::max(0, max_playouts);
  limits.ownership = true;
  search.run(limits, progress, interval_ms);
  return search.analysis();
}

Bits Engine::dead_stones(const Game& game) { return impl_->status(game).dead; }
Bits Engine::seki_stones(const Game& game) { return impl_->status(game).seki; }
std::string Engine::final_score(const Game& game) { return impl_->current_score(game).to_gtp(); }

}  // namespace sente
