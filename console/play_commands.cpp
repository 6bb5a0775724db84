// The commands of `sente play` besides moves: undo, hint, score, resign,
// save, help.
#include <cmath>
#include <fstream>
#include <vector>

#include "console/atari_go.h"
#include "console/board_view.h"
#include "console/play_console.h"
#include "engine/dead_stones.h"
#include "rules/notation.h"
#include "rules/scoring.h"
#include "rules/version.h"
#include "sgf/sgf.h"

namespace sente::console {

namespace {

// Playouts behind the score estimate: a few tenths of a second on 19x19.
constexpr int kEstimatePlayouts = 200;

std::string move_text(const Board& b, const Move& m) {
  return std::string(m.color == Color::Black ? "Black " : "White ") +
         (m.is_pass() ? "pass" : vertex_to_string(b, m.point));
}

// An SGF text value: ] and \ escaped.
std::string sgf_text(const std::string& s) {
  std::string r;
  for (char c : s) {
    if (c == ']' || c == '\\') r += '\\';
    r += c;
  }
  return r;
}

}  // namespace

bool PlayConsole::undo() {
  const std::vector<Move>& moves = game_.moves();
  const bool both = setup_.color == ColorChoice::Both;
  if (const auto who = game_.resigned()) {
    game_.undo();
    over_ = false;
    result_.clear();
    // After Sente's resignation, the person's last move goes too: else
    // Sente would resign again at once.
    if (both || *who == human_) {
      const Point last = moves.empty() ? kNoPoint : moves.back().point;
      show("Took back the resignation.", last);
      return true;
    }
  }
  bool has_own = false;
  for (const Move& m : moves) has_own = has_own || m.color == human_;
  if (moves.empty() || (!both && !has_own)) {
    out_ << (both ? "There is no move to take back.\n"
                  : "There is no move of yours to take back.\n");
    return false;
  }
  over_ = false;
  result_.clear();
  // Back to the last position where the person was to move before playing.
  std::vector<std::string> taken;
  do {
    taken.push_back(move_text(game_.board(), moves.back()));
    const Color c = moves.back().color;
    game_.undo();
    if (both || c == human_) break;
  } while (!moves.empty());
  resume_mark_ = std::min(resume_mark_, static_cast<int>(moves.size()));
  std::string text = "Took back " + taken.front();
  for (size_t i = 1; i < taken.size(); ++i)
    text += (i + 1 == taken.size() ? " and " : ", ") + taken[i];
  const Point last = moves.empty() ? kNoPoint : moves.back().point;
  show(text + ".", last);
  return true;
}

void PlayConsole::hint() {
  const Color c = game_.to_move();
  Point p = kPass;
  if (setup_.atari_go) {
    p = atari_go_move(game_.board(), c, atari_go_depth(Level::Hard), setup_.seed);
  } else {
    SearchParams budget = level_params(Level::Hard);
    if (setup_.hint_playouts > 0) budget.playouts = setup_.hint_playouts;
    p = engine_.hint(game_, c, budget);
  }
  ++hints_;
  out_ << "Hint: the hard level would "
       << (p == kPass ? "pass" : "play " + vertex_to_string(game_.board(), p)) << ".";
  if (hints_ == 1) out_ << " This game is now marked as assisted.";
  out_ << "\n";
}

void PlayConsole::estimate() {
  if (setup_.atari_go) {
    out_ << "Atari-go has no count: the first capture wins.\n";
    return;
  }
  const Bits dead = engine_.dead_stones(game_);
  out_ << "If the game ended now, with the stones Sente thinks dead";
  const Board& b = game_.board();
  if (bits_and(dead, bits_or(b.stones(Color::Black), b.stones(Color::White), b.words()), b.words())
          .any(b.words()))
    out_ << " (x and o):\n" << draw_board(b, kNoPoint, &dead);
  else
    out_ << " (none):\n";
  out_ << score(b, game_.rules(), game_.komi(), dead).describe() << "\n";
  // The count above closes no open area; the playouts' ownership does.
  const std::vector<float> own =
      playout_ownership(b, game_.to_move(), game_.komi(), kEstimatePlayouts, setup_.seed);
  double black = 0;
  for (Point p = 0; p < b.grid_size(); ++p)
    if (b.on_board(p)) black += own[p];
  const double margin = black - game_.komi();
  const long points = std::lround(std::fabs(margin));
  out_ << "Counting the open areas as the playouts settle them: "
       << (points == 0
               ? std::string("about even")
               : std::string("about ") + (margin > 0 ? "B+" : "W+") + std::to_string(points))
       << " by Sente's estimate.\n";
}

bool PlayConsole::confirm(const std::string& question) {
  if (!term_.interactive()) return true;
  const auto line = term_.read_line(question + " (yes/no) ");
  return !line || lower(*line).starts_with("y");
}

// Leaving mid-game at a terminal asks once and offers to save.
PlayConsole::Flow PlayConsole::quit_game() {
  if (over_ || game_.moves().empty() || !term_.interactive()) return Next::Quit;
  if (!confirm("Leave this game?")) return std::nullopt;
  const auto file = term_.read_line("Save it first? A file name, or Enter to leave unsaved: ");
  if (file && !file->empty()) save(*file);
  return Next::Quit;
}

void PlayConsole::resign() {
  const Color c = setup_.color == ColorChoice::Both ? game_.to_move() : human_;
  game_.resign(c);
  over_ = true;
  out_ << name(c) << " resigns: " << name(opponent(c)) << " wins.\n";
}

void PlayConsole::save(const std::string& path) {
  if (path.empty()) {
    out_ << "Type save and a file name, like: save game.sgf\n";
    return;
  }
  SgfWriteOptions opts;
  opts.app_version = kVersion;
  opts.result = result_;
  const std::string sente = std::string("Sente (") + level_name(setup_.level) + ")";
  const bool both = setup_.color == ColorChoice::Both;
  opts.black_player = both || human_ == Color::Black ? "Human" : sente;
  opts.white_player = both || human_ == Color::White ? "Human" : sente;
  std::string comment;
  if (setup_.atari_go) comment += "Atari-go: the first capture wins. " + outcome_;
  if (hints_ > 0)
    comment += (comment.empty() ? "" : " ") + std::string("Assisted game: ") +
               std::to_string(hints_) + (hints_ == 1 ? " hint" : " hints") + " from Sente.";
  std::string text = write_sgf(game_, opts);
  if (!comment.empty()) text.insert(2, "GC[" + sgf_text(comment) + "]");  // after "(;"
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (f) f << text << "\n";
  f.close();
  if (!f) {
    out_ << "Cannot save the game: cannot write " << path << ".\n";
    return;
  }
  out_ << "Saved the game to " << path << ".\n";
}

void PlayConsole::help() const {
  out_ << "Commands:\n"
          "  D4 or d4    play there ("
       << coordinates()
       << ")\n"
          "  pass        pass; two passes in a row end the game\n"
          "  undo        take back your last move and Sente's reply\n"
          "  hint        the move the hard level would play (the game becomes assisted)\n"
          "  score       the score if the game ended now\n"
          "  resign      give up this game\n"
          "  save FILE   save the game as SGF\n"
          "  board       draw the board again\n"
          "  new         start a new game with the same settings\n"
          "  help        this list\n"
          "  quit        leave\n";
}

}  // namespace sente::console
