#include "rules/game.h"

namespace sente {

Game::Game(int width, int height, Rules rules) : rules_(rules), komi_(rules.default_komi) {
  resize(width, height);
}

void Game::set_rules(const Rules& r) {
  rules_ = r;
  start_.set_multi_stone_suicide(r.multi_stone_suicide);
  board_.set_multi_stone_suicide(r.multi_stone_suicide);
}

Game::Position Game::record(const Board& b, Color to_move) {
  return Position{b.hash(), to_move, {b.stones(Color::Black), b.stones(Color::White)}};
}

void Game::resize(int width, int height) {
  start_ = Board(width, height);
  start_.set_multi_stone_suicide(rules_.multi_stone_suicide);
  board_ = start_;
  ever_occupied_ = Bits{};
  history_.assign(1, record(start_, Color::Black));
  moves_.clear();
  handicap_ = 0;
  resigned_.reset();
}

void Game::clear() { resize(board().width(), board().height()); }

int Game::consecutive_passes() const {
  int n = 0;
  for (auto it = moves_.rbegin(); it != moves_.rend() && it->is_pass(); ++it) ++n;
  return n;
}

bool Game::repeats(const Board& next, Color next_to_move, Point p) const {
  if (rules_.ko == KoRule::Simple) return false;
  // A stone where no stone ever stood makes a position never seen before.
  if (p != kPass && !next.is_empty(p) && !ever_occupied_.test(p)) return false;
  const int words = next.words();
  for (const Position& pos : history_) {
    if (pos.hash != next.hash() || !pos.stones[0].equals(next.stones(Color::Black), words) ||
        !pos.stones[1].equals(next.stones(Color::White), words))
      continue;
    if (rules_.ko == KoRule::PositionalSuperko || pos.to_move == next_to_move) return true;
  }
  return false;
}

MoveError Game::check(Move m) const {
  if (resigned_) return MoveError::GameOver;
  if (m.is_pass()) return MoveError::None;
  Board next = board();
  MoveError e = next.play(m.color, m.point);
  if (e != MoveError::None) return e;
  if (repeats(next, opponent(m.color), m.point)) return MoveError::Superko;
  return MoveError::None;
}

MoveError Game::play(Move m) {
  MoveError e = check(m);
  if (e != MoveError::None) return e;
  if (m.is_pass()) {
    board_.pass();
  } else {
    board_.play_legal(m.color, m.point);
    ever_occupied_.set(m.point);
  }
  history_.push_back(record(board_, opponent(m.color)));
  moves_.push_back(m);
  return MoveError::None;
}

Board Game::position(int i) const {
  Board b = start_;
  for (int k = 0; k < i; ++k) {
    const Move& m = moves_[static_cast<size_t>(k)];
    if (m.is_pass())
      b.pass();
    else
      b.play_legal(m.color, m.point);
  }
  return b;
}

void Game::replay() {
  board_ = position(static_cast<int>(moves_.size()));
  ever_occupied_ = bits_or(start_.stones(Color::Black), start_.stones(Color::White), kBitWords);
  for (const Move& m : moves_)
    if (!m.is_pass()) ever_occupied_.set(m.point);
}

bool Game::undo() {
  if (resigned_) {
    resigned_.reset();
    return true;
  }
  if (moves_.empty()) return false;
  moves_.pop_back();
  history_.pop_back();
  replay();
  return true;
}

void Game::set_to_move(Color c) {
  if (moves_.empty()) history_.back().to_move = c;
}

bool Game::setup_stones(Color c, const std::vector<Point>& points) {
  if (!moves_.empty()) return false;
  Board next = board_;
  Bits occupied = ever_occupied_;
  for (Point p : points) {
    if (!next.setup_stone(c, p)) return false;
    occupied.set(p);
  }
  start_ = board_ = next;
  ever_occupied_ = occupied;
  history_.back() = record(board_, history_.back().to_move);
  return true;
}

bool Game::place_free_handicap(const std::vector<Point>& points) {
  const int n = static_cast<int>(points.size());
  if (!moves_.empty() || handicap_ > 0 || board().stone_count(Color::Black) > 0 ||
      board().stone_count(Color::White) > 0 || n < 2 || n >= board().num_points())
    return false;
  if (!setup_stones(Color::Black, points)) return false;
  handicap_ = n;
  history_.back().to_move = Color::White;
  return true;
}

bool Game::place_fixed_handicap(int stones) {
  std::vector<Point> pts = fixed_handicap_points(board(), stones);
  return !pts.empty() && place_free_handicap(pts);
}

std::vector<Point> fixed_handicap_points(const Board& b, int stones) {
  const int n = b.width();
  if (b.height() != n || n < 7 || stones < 2) return {};
  const int max = (n % 2 == 1 && n >= 9) ? 9 : 4;
  if (stones > max) return {};
  const int e = n >= 12 ? 3 : 2, lo = e, hi = n - 1 - e, mid = n / 2;
  auto P = [&](int x, int y) { return b.point(x, y); };
  // Order of the GTP table: corners, then the sides, then the centre.
  std::vector<Point> pts = {P(lo, lo), P(hi, hi)};
  if (stones >= 3) pts.push_back(P(lo, hi));
  if (stones >= 4) pts.push_back(P(hi, lo));
  if (stones >= 6) {
    pts.push_back(P(lo, mid));
    pts.push_back(P(hi, mid));
  }
  if (stones >= 8) {
    pts.push_back(P(mid, lo));
    pts.push_back(P(mid, hi));
  }
  if (stones % 2 == 1 && stones >= 5) pts.push_back(P(mid, mid));
  return pts;
}

}  // namespace sente
