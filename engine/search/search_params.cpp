#include "engine/search/search_params.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <sstream>
#include <type_traits>

#include "engine/search/tree.h"
#include "rules/text.h"
#include "rules/types.h"

namespace sente {

double move_seconds_cap(const SearchParams& p, int points) {
  if (p.max_seconds <= 0 || p.max_seconds_19 <= p.max_seconds) return p.max_seconds;
  const double t = std::clamp((points - 81) / (361.0 - 81.0), 0.0, 1.0);
  return p.max_seconds + t * (p.max_seconds_19 - p.max_seconds);
}

size_t max_nodes_for_memory(size_t bytes) { return std::max<size_t>(1, bytes / sizeof(Node)); }

// The levels. The full search (tree, RAVE, priors, heavy playouts with
// ladder reading) runs at about 16k playouts/s on 9x9 and 4k/s on 19x19 on
// one core of the development machine (sente-bench search). easy: 200
// playouts, some randomness, never resigns; medium: 8000 playouts on one
// thread; hard: two threads for up to 2 s a move (at most 100k playouts),
// stopping early when the best move is settled; under a game clock, hard
// spends the clock instead.
SearchParams level_params(Level level) {
  SearchParams p;
  p.level = level;
  switch (level) {
    case Level::Easy:
      // 500 playouts won 49 of 98 against GNU Go on 9x9 once the search got
      // stronger; 200 won 23 of 100, inside a beginner's opponent's band.
      p.playouts = 200;
      p.resign_threshold = 0;  // a beginner's opponent plays on
      p.may_resign = false;
      p.randomness = 0.15;
      // The hand-made priors below 13x13: with the learned model easy won 15
      // of 30 against GNU Go on 9x9, above a beginner's opponent's band.
      p.prior_weights.learned_min_size = 13;
      break;
    case Level::Medium:
      p.playouts = 8000;
      break;
    case Level::Hard:
      p.playouts = 100000;
      p.max_seconds = 2;
      p.max_seconds_19 = 5;
      p.clock_lifts_caps = true;
      p.threads = 2;
      break;
  }
  return p;
}

SearchParams level_params(std::string_view name) {
  if (auto level = parse_level(name)) return level_params(*level);
  throw ParseError("unknown level '" + clip(name) + "' (" + level_names(", ", ", ") + ")");
}

namespace {

// One entry a field: its name, range, and reader and writer.
#define SENTE_TUNABLE(name, lo, hi, field)                                     \
  Tunable {                                                                    \
    name, lo, hi, [](const SearchParams& p) { return double(p.field); },       \
        [](SearchParams& p, double v) {                                        \
          using T = decltype(p.field);                                         \
          p.field = static_cast<T>(std::is_integral_v<T> ? std::round(v) : v); \
        }                                                                      \
  }

const Tunable kTunables[] = {
    SENTE_TUNABLE("exploration", 0, 10, exploration),
    SENTE_TUNABLE("first_play_urgency", 0, 10, first_play_urgency),
    SENTE_TUNABLE("expand_visits", 0, 1000, expand_visits),
    SENTE_TUNABLE("rave_equiv", 1, 1e7, rave_equiv),
    SENTE_TUNABLE("rave_exploration", -1, 10, rave_exploration),
    SENTE_TUNABLE("rave_distance", 0, 10, rave_distance),
    SENTE_TUNABLE("widen_base", 0, 1000, widen_base),
    SENTE_TUNABLE("widen_visits", 1, 1e6, widen_visits),
    SENTE_TUNABLE("widen_ratio", 1.01, 100, widen_ratio),
    SENTE_TUNABLE("widen_min_size", 2, 26, widen_min_size),
    SENTE_TUNABLE("widen_fights_first", 0, 5, widen_fights_first),
    SENTE_TUNABLE("widen_fights_liberties", 1, 4, widen_fights_liberties),
    SENTE_TUNABLE("score_weight", 0, 0.5, score_weight),
    SENTE_TUNABLE("score_saturation", 1, 1000, score_saturation),
    SENTE_TUNABLE("handicap_komi", 0, 30, handicap_komi),
    SENTE_TUNABLE("prior_even", 0, 1000, prior_weights.even),
    SENTE_TUNABLE("prior_capture", 0, 1000, prior_weights.capture),
    SENTE_TUNABLE("prior_escape", 0, 1000, prior_weights.escape),
    SENTE_TUNABLE("prior_pattern", 0, 1000, prior_weights.pattern),
    SENTE_TUNABLE("prior_self_atari", 0, 1000, prior_weights.self_atari),
    SENTE_TUNABLE("prior_near_last", 0, 1000, prior_weights.near_last),
    SENTE_TUNABLE("prior_big_third_fourth", 0, 1000, prior_weights.big_third_fourth),
    SENTE_TUNABLE("prior_big_corner", 0, 1000, prior_weights.big_corner),
    SENTE_TUNABLE("prior_big_cfg1", 0, 1000, prior_weights.big_cfg1),
    SENTE_TUNABLE("prior_big_cfg2", 0, 1000, prior_weights.big_cfg2),
    SENTE_TUNABLE("prior_big_cfg3", 0, 1000, prior_weights.big_cfg3),
    SENTE_TUNABLE("prior_learned", 0, 1000, prior_weights.learned),
    SENTE_TUNABLE("prior_learned_penalty", 0, 1000, prior_weights.learned_penalty),
    SENTE_TUNABLE("prior_learned_min_size", 2, 26, prior_weights.learned_min_size),
    SENTE_TUNABLE("prior_learned_small", 0, 1, prior_weights.learned_small_weights),
    SENTE_TUNABLE("playout_capture", 0, 1, heavy.capture),
    SENTE_TUNABLE("playout_pattern", 0, 1, heavy.pattern),
    SENTE_TUNABLE("playout_nakade", 0, 1, heavy.nakade),
    SENTE_TUNABLE("playout_low_liberties", 0, 1, heavy.low_liberties),
    SENTE_TUNABLE("playout_global_atari", 0, 1, heavy.global_atari),
    SENTE_TUNABLE("playout_race", 0, 1, heavy.race),
    SENTE_TUNABLE("playout_counter_atari", 0, 1, heavy.counter_atari),
    SENTE_TUNABLE("playout_ko_fight", 0, 1, heavy.ko_fight),
    SENTE_TUNABLE("playout_lone_self_atari", 0, 1, heavy.lone_self_atari),
    SENTE_TUNABLE("playout_false_eye", 0, 1, heavy.false_eye),
    SENTE_TUNABLE("playout_self_atari_cousin", 0, 1, heavy.self_atari_cousin),
};
#undef SENTE_TUNABLE

}  // namespace

const Tunable* tunables_begin() { return std::begin(kTunables); }
const Tunable* tunables_end() { return std::end(kTunables); }

void set_tunable(SearchParams& p, std::string_view name, double value) {
  for (const Tunable* t = tunables_begin(); t != tunables_end(); ++t) {
    if (name != t->name) continue;
    if (!(value >= t->min && value <= t->max)) {
      std::ostringstream s;
      s << name << " must be in " << t->min << ".." << t->max;
      throw ParseError(s.str());
    }
    t->set(p, value);
    return;
  }
  throw ParseError("unknown setting '" + std::string(name).substr(0, 40) + "' (" + tunable_names() +
                   ")");
}

std::string tunable_names() {
  std::string known;
  for (const Tunable* t = tunables_begin(); t != tunables_end(); ++t)
    known += (known.empty() ? "" : ", ") + std::string(t->name);
  return known;
}

}  // namespace sente
