#include "console/explain.h"

#include "rules/notation.h"

namespace sente::console {

std::string explain_refusal(MoveError e, const Board& b, Point p) {
  switch (e) {
    case MoveError::None:
      return "";
    case MoveError::Occupied:
      return "there is already a stone on " + vertex_to_string(b, p);
    case MoveError::Suicide:
      return "that stone would have no liberties (suicide)";
    case MoveError::Ko:
      return "that would retake the ko at once (ko): play elsewhere first";
    case MoveError::Superko:
      return "that would repeat an earlier position (superko)";
    case MoveError::OffBoard:
      return "that point is not on the board";
    case MoveError::GameOver:
      return "the game is over";
  }
  return "the rules do not allow it";
}

std::string explain_refusal(MoveError e, const Game& g, Point p) {
  if (e != MoveError::Superko) return explain_refusal(e, g.board(), p);
  const Color c = g.to_move();
  Board next = g.board();
  next.play(c, p);
  const bool situational = g.rules().ko == KoRule::SituationalSuperko;
  // Game::check compared the stones; the hash is enough to find which.
  int earlier = -1;
  for (int i = 0; i < g.position_count() && earlier < 0; ++i)
    if (g.position_hash(i) == next.hash() && (!situational || g.to_move_at(i) == opponent(c)))
      earlier = i;
  std::string text = "that would repeat ";
  text += earlier < 0    ? "an earlier position"
          : earlier == 0 ? "the position at the start"
                         : "the position after move " + std::to_string(earlier);
  return text + (situational ? " with the same player to move (situational superko)"
                             : " (positional superko)");
}

}  // namespace sente::console
