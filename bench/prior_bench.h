// sente-bench priors: how the priors rank the moves a reference player chose
// (GNU Go's in match games, say), to compare prior weights without playing
// games. A better rank is not yet more strength: games decide.
#pragma once

#include <optional>
#include <string>

#include "engine/knowledge/priors.h"
#include "rules/game.h"

namespace sente {

struct PriorRankResult {
  int moves = 0;  // ranked moves (passes and own-eye fills are not ranked)
  int top1 = 0, top5 = 0, top10 = 0;
  double rank_sum = 0;  // 0 = the prior's first choice
};

// Moves of a game by their number (the first move is 1), both ends included.
struct MoveRange {
  int first = 1, last = 1 << 30;
};

// Adds the rank of each move `who` played in `game` (nullopt: both colours)
// within `range` among the moves the search would consider, ordered by prior
// value; a move shares its place with the moves of equal value (half of them
// rank above).
void rank_game_moves(const Game& game, std::optional<Color> who, const PriorParams& weights,
                     PriorRankResult& out, MoveRange range = {});

// "FROM-TO" (either may be left out: "-50", "100-"); throws ParseError.
MoveRange parse_move_range(const std::string& text);

// Sets one weight from "name=value" (names as in PriorParams); throws
// ParseError for an unknown name or a bad value.
void set_prior_weight(PriorParams& weights, const std::string& assignment);

}  // namespace sente
