#include "sgf/sgf.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fstream>

#include "rules/notation.h"
#include "rules/text.h"
#include "sgf/sgf_text.h"

namespace sente {

using sgf_detail::fail;

namespace {

constexpr double kMaxAbsKomi = 10000;

// --- Values ------------------------------------------------------------------

int parse_int(std::string_view text, int lo, int hi, const char* what) {
  std::string_view t = trim(text);
  if (!t.empty() && t.front() == '+') t.remove_prefix(1);
  int v = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size() || v < lo || v > hi)
    fail(std::string("bad ") + what + " [" + clip(text) + "]");
  return v;
}

double parse_komi(std::string_view text) {
  std::string t(trim(text));
  std::replace(t.begin(), t.end(), ',', '.');  // KM[6,5] from some European editors
  const char* b = t.data();
  if (!t.empty() && t.front() == '+') ++b;
  double v = 0;
  auto [end, ec] = std::from_chars(b, t.data() + t.size(), v);
  if (t.empty() || ec != std::errc() || end != t.data() + t.size() || !std::isfinite(v) ||
      std::fabs(v) > kMaxAbsKomi)
    fail("bad komi [" + clip(t) + "]");
  return v + 0.0;  // -0 becomes 0
}

struct Size {
  int w, h;
};

Size parse_size(std::string_view text) {
  const auto colon = text.find(':');
  if (colon == std::string_view::npos) {
    const int n = parse_int(text, 2, kMaxSide, "board size");
    return {n, n};
  }
  return {parse_int(text.substr(0, colon), 2, kMaxSide, "board width"),
          parse_int(text.substr(colon + 1), 2, kMaxSide, "board height")};
}

// SGF "xy": x from the left, y from the top; sente counts rows from the bottom.
Point parse_point(const Board& b, std::string_view v) {
  if (v.size() != 2 || v[0] < 'a' || v[0] > 'z' || v[1] < 'a' || v[1] > 'z')
    fail("bad point [" + clip(v) + "]");
  const int x = v[0] - 'a', y = v[1] - 'a';
  if (x >= b.width() || y >= b.height()) fail("point [" + std::string(v) + "] off the board");
  return b.point(x, b.height() - 1 - y);
}

Point parse_move_point(const Board& b, std::string_view v) {
  v = trim(v);
  if (v.empty() || (v == "tt" && b.width() <= 19 && b.height() <= 19)) return kPass;
  return parse_point(b, v);
}

// One value of a point list: "xy" or the rectangle "xy:xy".
void add_points(const Board& b, std::string_view v, std::vector<Point>& out) {
  v = trim(v);
  if (v.empty()) return;  // tolerated: some editors write AB[]
  const auto colon = v.find(':');
  if (colon == std::string_view::npos) {
    out.push_back(parse_point(b, v));
    return;
  }
  const Point p = parse_point(b, v.substr(0, colon)), q = parse_point(b, v.substr(colon + 1));
  const int x0 = std::min(b.x_of(p), b.x_of(q)), x1 = std::max(b.x_of(p), b.x_of(q));
  const int y0 = std::min(b.y_of(p), b.y_of(q)), y1 = std::max(b.y_of(p), b.y_of(q));
  for (int y = y0; y <= y1; ++y)
    for (int x = x0; x <= x1; ++x) out.push_back(b.point(x, y));
}

std::string escape(std::string_view text, bool colon) {
  std::string r;
  for (char c : text) {
    if (c == ']' || c == '\\' || (colon && c == ':')) r += '\\';
    r += (c == '\n' || c == '\r') ? ' ' : c;  // one line, as SimpleText shows it anyway
  }
  return r;
}

std::string point_text(const Board& b, Point p) {
  if (p == kPass) return "";
  return {static_cast<char>('a' + b.x_of(p)), static_cast<char>('a' + b.height() - 1 - b.y_of(p))};
}

// --- Building ------------------------------------------------------------------

// Setup stones gathered from AB/AW/AE until the first move.
struct Setup {
  std::vector<int8_t> cell;  // per point of the padded grid: -1 empty, else Color
  void apply(const Board& b, const SgfNode& n) {
    static constexpr std::pair<const char*, int> kinds[] = {{"AB", 0}, {"AW", 1}, {"AE", -1}};
    for (const auto& [id, value] : kinds) {
      const auto* vals = n.find(id);
      if (!vals) continue;
      std::vector<Point> pts;
      for (const auto& v : *vals) add_points(b, v, pts);
      for (Point p : pts) cell[p] = static_cast<int8_t>(value);
    }
  }
  std::vector<Point> points(int8_t c) const {
    std::vector<Point> r;
    for (std::size_t p = 0; p < cell.size(); ++p)
      if (cell[p] == c) r.push_back(static_cast<Point>(p));
    return r;
  }
};

Color parse_player(std::string_view v) {
  try {
    return parse_color(trim(v));
  } catch (const ParseError&) {
    fail("bad PL [" + clip(v) + "]");
  }
}

void place_setup(Game& g, const Setup& setup, int handicap, const std::vector<Move>& moves) {
  const std::vector<Point> black = setup.points(0), white = setup.points(1);
  if (handicap >= 2 && white.empty() && static_cast<int>(black.size()) == handicap) {
    if (!g.place_free_handicap(black)) fail("bad handicap stones");
  } else if (handicap >= 2 && black.empty() && white.empty() && !moves.empty() &&
             moves.front().color == Color::White) {
    // Old files give HA without AB when White starts: the fixed points.
    if (!g.place_fixed_handicap(handicap)) fail("HA without AB stones and no fixed placement");
  } else {
    if (!g.setup_stones(Color::Black, black) || !g.setup_stones(Color::White, white))
      fail("bad setup stones (a chain without liberties)");
    if (handicap >= 2 && !black.empty()) g.set_to_move(Color::White);
  }
}

}  // namespace

Game build_game(const SgfTree& tree, const Game& defaults, const SgfLoadOptions& opts) {
  if (tree.main_line.empty()) fail("no node in the game tree");
  if (opts.move_number && *opts.move_number < 1) fail("bad move number");
  const SgfNode& root = tree.main_line.front();
  if (const auto* gm = root.find("GM");
      gm && !gm->empty() && parse_int(gm->front(), 0, 99, "GM") != 1)
    fail("not a game of Go (GM is not 1)");

  Size size{19, 19};
  if (const auto* sz = root.find("SZ"); sz && !sz->empty()) size = parse_size(sz->front());
  Rules rules = defaults.rules();
  if (const auto* ru = root.find("RU"); ru && !ru->empty())
    if (auto r = parse_sgf_rules(ru->front())) rules = *r;
  double komi = defaults.komi();
  if (const auto* km = root.find("KM"); km && !km->empty()) komi = parse_komi(km->front());
  int handicap = 0;
  if (const auto* ha = root.find("HA"); ha && !ha->empty())
    handicap = parse_int(ha->front(), 0, kMaxSide * kMaxSide, "handicap");

  Game g(size.w, size.h, rules);
  g.set_komi(komi);
  const Board b = g.board();  // geometry for parsing points (a copy: play() reallocates)
  Setup setup{std::vector<int8_t>(b.grid_size(), -1)};
  std::optional<Color> player;
  std::vector<Move> moves;
  for (const SgfNode& n : tree.main_line) {
    const auto* black = n.find("B");
    const auto* white = n.find("W");
    if (moves.empty()) {
      setup.apply(b, n);
      if (const auto* pl = n.find("PL"); pl && !pl->empty()) player = parse_player(pl->front());
    } else if (n.find("AB") || n.find("AW") || n.find("AE")) {
      fail("setup stones after the first move");
    }
    if (black && white) fail("a node with both B and W");
    if (!black && !white) continue;
    const auto& vals = black ? *black : *white;
    if (vals.size() != 1) fail("a move with several values");
    moves.push_back(Move{black ? Color::Black : Color::White, parse_move_point(b, vals.front())});
  }

  place_setup(g, setup, handicap, moves);
  if (player) {
    g.set_to_move(*player);
  } else if (!moves.empty()) {
    g.set_to_move(moves.front().color);
  }

  std::size_t limit = moves.size();
  if (opts.move_number) limit = std::min(limit, static_cast<std::size_t>(*opts.move_number - 1));
  for (std::size_t i = 0; i < limit; ++i) {
    const MoveError e = g.play(moves[i]);
    if (e != MoveError::None)
      fail("illegal move " + std::to_string(i + 1) + " (" +
           (moves[i].color == Color::Black ? "B " : "W ") +
           vertex_to_string(g.board(), moves[i].point) + "): " + to_string(e));
  }
  if (opts.apply_resignation && limit == moves.size()) {
    if (const auto* re = root.find("RE"); re && !re->empty()) {
      const std::string r = lower(trim(re->front()));
      if (r.rfind("b+r", 0) == 0) g.resign(Color::White);
      if (r.rfind("w+r", 0) == 0) g.resign(Color::Black);
    }
  }
  return g;
}

std::string read_sgf_file(const std::string& path, std::size_t max_bytes) {
  if (path.empty()) fail("no file name");
  // O_NONBLOCK: opening a fifo must not hang; regular files ignore it.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) fail("cannot open " + clip(path, kPathEchoMax) + ": " + std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) fail("cannot stat " + clip(path, kPathEchoMax));
  if (!S_ISREG(st.st_mode)) fail(clip(path, kPathEchoMax) + " is not a regular file");
  if (static_cast<std::size_t>(st.st_size) > max_bytes)
    fail(clip(path, kPathEchoMax) + " is too large");
  std::string text;
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot read " + clip(path, kPathEchoMax) + ": " + std::strerror(errno));
    }
    if (n == 0) break;
    text.append(buf, static_cast<std::size_t>(n));
    if (text.size() > max_bytes)
      fail(clip(path, kPathEchoMax) + " is too large");  // it grew while reading
  }
  return text;
}

Game load_sgf_string(std::string_view text, const Game& defaults, const SgfLoadOptions& opts) {
  return build_game(parse_sgf(text), defaults, opts);
}

Game load_sgf_file(const std::string& path, const Game& defaults, const SgfLoadOptions& opts) {
  return load_sgf_string(read_sgf_file(path), defaults, opts);
}

bool load_sgf_file(const std::string& path, Game& game, const SgfLoadOptions& opts,
                   std::string* error) noexcept {
  try {
    Game loaded = load_sgf_file(path, game, opts);
    game = std::move(loaded);
    return true;
  } catch (const std::exception& e) {
    if (error) {
      try {
        *error = e.what();
      } catch (...) {
      }
    }
  } catch (...) {
    if (error) error->clear();
  }
  return false;
}

std::string write_sgf(const Game& game, const SgfWriteOptions& opts) {
  const Board& start = game.start();
  const int w = start.width(), h = start.height();
  std::string out = "(;FF[4]GM[1]CA[UTF-8]AP[Sente:" + escape(opts.app_version, true) + "]";
  out += w == h ? "SZ[" + std::to_string(w) + "]"
                : "SZ[" + std::to_string(w) + ":" + std::to_string(h) + "]";
  char km[64];
  auto res = std::to_chars(km, km + sizeof km, game.komi() + 0.0);
  out += "KM[" + std::string(km, res.ptr) + "]";
  if (game.handicap() > 0) out += "HA[" + std::to_string(game.handicap()) + "]";
  out += "RU[" + sgf_rules_name(game.rules()) + "]";
  if (!opts.black_player.empty()) out += "PB[" + escape(opts.black_player, false) + "]";
  if (!opts.white_player.empty()) out += "PW[" + escape(opts.white_player, false) + "]";
  std::string result = opts.result;
  if (result.empty() && game.resigned()) result = *game.resigned() == Color::Black ? "W+R" : "B+R";
  if (!result.empty()) out += "RE[" + escape(result, false) + "]";
  const bool has_setup = start.stone_count(Color::Black) + start.stone_count(Color::White) > 0;
  if (has_setup || game.to_move_at(0) == Color::White)
    out += std::string("PL[") + (game.to_move_at(0) == Color::Black ? "B" : "W") + "]";
  for (Color c : {Color::Black, Color::White}) {
    if (start.stone_count(c) == 0) continue;
    out += c == Color::Black ? "\nAB" : "\nAW";
    start.stones(c).for_each(start.words(), [&](int p) {
      out += '[';
      out += point_text(start, static_cast<Point>(p));
      out += ']';
    });
  }
  out += "\n";
  int on_line = 0;
  for (const Move& m : game.moves()) {
    out += m.color == Color::Black ? ";B[" : ";W[";
    out += point_text(start, m.point) + "]";
    if (++on_line == 12) out += "\n", on_line = 0;
  }
  out += ")";
  return out;
}

void save_sgf_file(const std::string& path, const Game& game, const SgfWriteOptions& opts) {
  const std::string text = write_sgf(game, opts);
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) fail("cannot write " + clip(path, kPathEchoMax));
  f.write(text.data(), static_cast<std::streamsize>(text.size()));
  f << '\n';
  f.close();
  if (!f) fail("cannot write " + clip(path, kPathEchoMax));
}

}  // namespace sente
