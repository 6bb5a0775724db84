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
    case MoveError::Superko:
      return "that would repeat an earlier position (ko)";
    case MoveError::OffBoard:
      return "that point is not on the board";
    case MoveError::GameOver:
      return "the game is over";
  }
  return "the rules do not allow it";
}

}  // namespace sente::console
