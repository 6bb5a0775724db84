#include "tests/rules/reference_board.h"

namespace sente::ref {

namespace {

constexpr int kDx[4] = {1, -1, 0, 0};
constexpr int kDy[4] = {0, 0, 1, -1};

}  // namespace

RefBoard::RefBoard(int width, int height, bool multi_stone_suicide)
    : width_(width), height_(height), multi_stone_suicide_(multi_stone_suicide) {
  for (auto& column : cell_)
    for (auto& c : column) c = kEmpty;
}

int RefBoard::stone_count(int stone) const {
  int n = 0;
  for (int x = 0; x < width_; ++x)
    for (int y = 0; y < height_; ++y) n += cell_[x][y] == stone;
  return n;
}

bool RefBoard::same_stones(const RefBoard& o) const {
  for (int x = 0; x < width_; ++x)
    for (int y = 0; y < height_; ++y)
      if (cell_[x][y] != o.cell_[x][y]) return false;
  return true;
}

std::vector<XY> RefBoard::chain(int x, int y) const {
  const int color = cell_[x][y];
  bool seen[kMax][kMax] = {};
  std::vector<XY> todo = {{x, y}}, out;
  seen[x][y] = true;
  while (!todo.empty()) {
    XY p = todo.back();
    todo.pop_back();
    out.push_back(p);
    for (int d = 0; d < 4; ++d) {
      int nx = p.x + kDx[d], ny = p.y + kDy[d];
      if (on_board(nx, ny) && !seen[nx][ny] && cell_[nx][ny] == color) {
        seen[nx][ny] = true;
        todo.push_back({nx, ny});
      }
    }
  }
  return out;
}

std::vector<XY> RefBoard::liberties(int x, int y) const {
  bool seen[kMax][kMax] = {};
  std::vector<XY> libs;
  for (XY p : chain(x, y))
    for (int d = 0; d < 4; ++d) {
      int nx = p.x + kDx[d], ny = p.y + kDy[d];
      if (on_board(nx, ny) && !seen[nx][ny] && cell_[nx][ny] == kEmpty) {
        seen[nx][ny] = true;
        libs.push_back({nx, ny});
      }
    }
  return libs;
}

bool RefBoard::all_chains_breathe() const {
  for (int x = 0; x < width_; ++x)
    for (int y = 0; y < height_; ++y)
      if (cell_[x][y] != kEmpty && liberties(x, y).empty()) return false;
  return true;
}

bool RefBoard::is_eye_like(Color color, int x, int y) const {
  if (cell_[x][y] != kEmpty) return false;
  const int own = index(color), opp = index(opponent(color));
  for (int d = 0; d < 4; ++d) {
    int nx = x + kDx[d], ny = y + kDy[d];
    if (on_board(nx, ny) && cell_[nx][ny] != own) return false;
  }
  int opponents = 0;
  bool edge = false;
  for (int dx : {-1, 1})
    for (int dy : {-1, 1}) {
      if (!on_board(x + dx, y + dy))
        edge = true;
      else
        opponents += cell_[x + dx][y + dy] == opp;
    }
  return edge ? opponents == 0 : opponents <= 1;
}

void RefBoard::remove(const std::vector<XY>& stones) {
  for (XY p : stones) cell_[p.x][p.y] = kEmpty;
}

MoveError RefBoard::check(Color c, int x, int y, int* removed) const {
  RefBoard next = *this;
  MoveError e = next.play(c, x, y);
  if (removed) *removed = e == MoveError::None ? next.last_removed_ : 0;
  return e;
}

MoveError RefBoard::play(Color c, int x, int y) {
  if (!on_board(x, y)) return MoveError::OffBoard;
  if (cell_[x][y] != kEmpty) return MoveError::Occupied;
  if (ko_ == XY{x, y} && ko_color_ == c) return MoveError::Ko;
  RefBoard next = *this;
  next.cell_[x][y] = static_cast<int8_t>(index(c));
  // Opponent chains without a liberty go first.
  std::vector<XY> captured;
  for (int d = 0; d < 4; ++d) {
    int nx = x + kDx[d], ny = y + kDy[d];
    if (!next.on_board(nx, ny) || next.cell_[nx][ny] != index(opponent(c))) continue;
    if (!next.liberties(nx, ny).empty()) continue;
    std::vector<XY> dead = next.chain(nx, ny);
    next.remove(dead);
    captured.insert(captured.end(), dead.begin(), dead.end());
  }
  // Then the mover's own chain.
  std::vector<XY> own = next.chain(x, y);
  const int own_libs = static_cast<int>(next.liberties(x, y).size());
  int suicided = 0;
  if (own_libs == 0) {
    if (own.size() == 1 || !multi_stone_suicide_) return MoveError::Suicide;
    next.remove(own);
    suicided = static_cast<int>(own.size());
  }
  next.prisoners_[index(c)] += static_cast<int>(captured.size());
  next.prisoners_[index(opponent(c))] += suicided;
  next.last_removed_ = static_cast<int>(captured.size()) + suicided;
  next.last_captured_ = captured;
  // Simple ko: one stone took one stone and is left with a single liberty.
  next.ko_ = XY{};
  if (captured.size() == 1 && own.size() == 1 && own_libs == 1) {
    next.ko_ = captured[0];
    next.ko_color_ = opponent(c);
  }
  *this = next;
  return MoveError::None;
}

RefGame::RefGame(int width, int height, const Rules& rules)
    : RefGame(RefBoard(width, height, rules.multi_stone_suicide), Color::Black, rules) {}

RefGame::RefGame(const RefBoard& start, Color to_move, const Rules& rules) : rules_(rules) {
  push(start, to_move);
}

void RefGame::push(const RefBoard& b, Color to_move) {
  history_.push_back({b, to_move, b.stone_count(kBlack), b.stone_count(kWhite)});
}

bool RefGame::repeats(const RefBoard& next, Color next_to_move) const {
  if (rules_.ko == KoRule::Simple) return false;
  const int blacks = next.stone_count(kBlack), whites = next.stone_count(kWhite);
  for (const Snapshot& s : history_) {
    if (s.blacks != blacks || s.whites != whites || !s.board.same_stones(next)) continue;
    if (rules_.ko == KoRule::PositionalSuperko || s.to_move == next_to_move) return true;
  }
  return false;
}

MoveError RefGame::check(Color c, int x, int y, int* removed) const {
  RefBoard next = board();
  MoveError e = next.play(c, x, y);
  if (e == MoveError::None && repeats(next, opponent(c))) e = MoveError::Superko;
  if (removed) *removed = e == MoveError::None ? next.last_removed() : 0;
  return e;
}

MoveError RefGame::play(Color c, int x, int y) {
  RefBoard next = board();
  MoveError e = next.play(c, x, y);
  if (e != MoveError::None) return e;
  if (repeats(next, opponent(c))) return MoveError::Superko;
  push(next, opponent(c));
  return MoveError::None;
}

void RefGame::pass(Color c) {
  RefBoard next = board();
  next.pass();
  push(next, opponent(c));
}

bool RefGame::undo() {
  if (history_.size() <= 1) return false;
  history_.pop_back();
  return true;
}

}  // namespace sente::ref
