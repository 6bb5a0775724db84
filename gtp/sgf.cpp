#include "gtp/sgf.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <fstream>

#include "gtp/clip.h"
#include "rules/notation.h"

namespace sente {

using gtp::clip;
using gtp::kPathEchoMax;

namespace {

constexpr double kMaxAbsKomi = 10000;

[[noreturn]] void fail(const std::string& why) { throw SgfError(why); }

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    int extra;
    uint32_t cp, min;
    if (c < 0x80) {
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      extra = 1, cp = c & 0x1F, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2, cp = c & 0x0F, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
      extra = 3, cp = c & 0x07, min = 0x10000;
    } else {
      return false;
    }
    if (i + extra >= s.size()) return false;
    for (int k = 1; k <= extra; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += extra + 1;
  }
  return true;
}

// --- Parser: iterative over game trees, so nesting costs heap, not stack. ---
class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  SgfTree run() {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;  // UTF-8 byte order mark
    skip_space();
    if (i_ >= s_.size()) fail("empty file: no game tree");
    if (s_[i_] != '(') fail("no game tree: the file must start with '('");
    game_tree(true);
    // Later games of a collection: syntax only.
    for (skip_space(); i_ < s_.size(); skip_space()) {
      if (s_[i_] != '(') fail(where("unexpected text after the game"));
      game_tree(false);
    }
    if (tree_.main_line.empty()) fail("no node in the game tree");
    return std::move(tree_);
  }

 private:
  struct Level {
    bool main;
    bool had_child = false;
    bool had_node = false;
  };

  std::string where(const std::string& what) const {
    return what + " at byte " + std::to_string(i_);
  }
  void skip_space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }

  // s_[i_] == '('. Reads the whole tree; main-line nodes go to tree_.
  void game_tree(bool main) {
    std::vector<Level> stack;
    ++i_;
    stack.push_back(Level{main});
    while (!stack.empty()) {
      skip_space();
      if (i_ >= s_.size()) fail("truncated file: missing ')'");
      Level& top = stack.back();
      const char c = s_[i_];
      if (c == ';') {
        if (top.had_child) fail(where("node after a variation"));
        ++i_;
        top.had_node = true;
        node(top.main);
      } else if (c == '(') {
        if (!top.had_node) fail(where("game tree without a node"));
        if (stack.size() >= static_cast<std::size_t>(kMaxSgfNesting))
          fail("game trees nested too deeply");
        const bool child_main = top.main && !top.had_child;
        top.had_child = true;
        ++i_;
        stack.push_back(Level{child_main});
      } else if (c == ')') {
        if (!top.had_node) fail(where("game tree without a node"));
        ++i_;
        stack.pop_back();
      } else {
        fail(where(std::string("unexpected character '") + c + "'"));
      }
    }
  }

  void node(bool keep) {
    SgfNode n;
    for (skip_space(); i_ < s_.size() && std::isalpha(static_cast<unsigned char>(s_[i_]));
         skip_space()) {
      std::string id;
      const std::size_t start = i_;
      for (; i_ < s_.size() && std::isalpha(static_cast<unsigned char>(s_[i_])); ++i_)
        if (std::isupper(static_cast<unsigned char>(s_[i_]))) id += s_[i_];  // FF[3] "AddBlack"
      if (id.empty() || i_ - start > 100) {
        i_ = start;
        fail(where("bad property name"));
      }
      skip_space();
      if (i_ >= s_.size() || s_[i_] != '[') fail(where("property " + id + " without a value"));
      std::vector<std::string> values;
      for (; i_ < s_.size() && s_[i_] == '['; skip_space()) values.push_back(value());
      if (!keep) continue;
      auto same = std::find_if(n.props.begin(), n.props.end(),
                               [&](const SgfProperty& p) { return p.id == id; });
      if (same == n.props.end()) {
        n.props.push_back(SgfProperty{std::move(id), std::move(values)});
      } else {
        for (auto& v : values) same->values.push_back(std::move(v));
      }
    }
    if (!keep) return;
    if (tree_.main_line.size() >= kMaxSgfMainLine) fail("too many moves in the main line");
    tree_.main_line.push_back(std::move(n));
  }

  // s_[i_] == '['; returns the text with escapes resolved.
  std::string value() {
    std::string v;
    for (++i_; i_ < s_.size(); ++i_) {
      char c = s_[i_];
      if (c == ']') {
        ++i_;
        return v;
      }
      if (c == '\\') {
        if (++i_ >= s_.size()) break;
        c = s_[i_];
        if (c == '\n' || c == '\r') {  // soft line break: removed
          const char pair = c == '\n' ? '\r' : '\n';
          if (i_ + 1 < s_.size() && s_[i_ + 1] == pair) ++i_;
          continue;
        }
      }
      v += c;
    }
    fail("truncated file: unterminated property value");
  }

  std::string_view s_;
  std::size_t i_ = 0;
  SgfTree tree_;
};

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

const std::vector<std::string>* SgfNode::find(std::string_view id) const {
  for (const auto& p : props)
    if (p.id == id) return &p.values;
  return nullptr;
}

bool SgfTree::player_named(Color c, std::string_view text) const {
  if (main_line.empty()) return false;
  const auto* v = main_line.front().find(c == Color::Black ? "PB" : "PW");
  return v && !v->empty() && v->front().find(text) != std::string::npos;
}

SgfTree parse_sgf(std::string_view text) {
  if (text.find('\0') != std::string_view::npos) fail("NUL byte in the file");
  SgfTree tree = Parser(text).run();
  const auto* ca = tree.main_line.front().find("CA");
  const std::string charset = ca && !ca->empty() ? lower(trim(ca->front())) : "utf-8";
  if ((charset == "utf-8" || charset == "utf8") && !valid_utf8(text))
    fail("the file is not valid UTF-8");
  return tree;
}

std::string sgf_rules_name(const Rules& r) {
  for (const auto& [preset, name] : {std::pair{"chinese", "Chinese"},
                                     {"japanese", "Japanese"},
                                     {"tromp-taylor", "Tromp-Taylor"},
                                     {"new-zealand", "NZ"}}) {
    const Rules p = rules_preset(preset);
    if (p.multi_stone_suicide == r.multi_stone_suicide && p.ko == r.ko && p.scoring == r.scoring)
      return name;
  }
  std::string ko = r.ko == KoRule::Simple              ? "SIMPLE"
                   : r.ko == KoRule::PositionalSuperko ? "POSITIONAL"
                                                       : "SITUATIONAL";
  return "ko" + ko + "score" + (r.scoring == Scoring::Area ? "AREA" : "TERRITORY") + "sui" +
         (r.multi_stone_suicide ? "1" : "0");
}

std::optional<Rules> parse_sgf_rules(std::string_view name) {
  const std::string raw(trim(name));
  std::string key;
  for (char c : lower(raw))
    if (std::isalnum(static_cast<unsigned char>(c))) key += c;
  if (key == "chinese" || key == "cn" || key == "aga") return rules_preset("chinese");
  if (key == "japanese" || key == "jp" || key == "korean" || key == "kr")
    return rules_preset("japanese");
  if (key == "tromptaylor" || key == "tt") return rules_preset("tromp-taylor");
  if (key == "nz" || key == "newzealand" || key == "goe" || key == "ing")
    return rules_preset("new-zealand");
  // KataGo's form: ko<RULE>score<RULE>[tax<RULE>]sui<0|1>...
  std::string_view s = raw;
  auto take = [&](std::string_view word) {
    if (s.substr(0, word.size()) != word) return false;
    s.remove_prefix(word.size());
    return true;
  };
  Rules r;
  if (!take("ko")) return std::nullopt;
  if (take("SIMPLE") || take("SPIGHT"))
    r.ko = KoRule::Simple;
  else if (take("POSITIONAL"))
    r.ko = KoRule::PositionalSuperko;
  else if (take("SITUATIONAL"))
    r.ko = KoRule::SituationalSuperko;
  else
    return std::nullopt;
  if (!take("score")) return std::nullopt;
  if (take("AREA"))
    r.scoring = Scoring::Area;
  else if (take("TERRITORY"))
    r.scoring = Scoring::Territory;
  else
    return std::nullopt;
  if (take("tax")) {
    if (!take("NONE") && !take("SEKI") && !take("ALL")) return std::nullopt;
  }
  if (!take("sui")) return std::nullopt;
  if (take("1"))
    r.multi_stone_suicide = true;
  else if (!take("0"))
    return std::nullopt;
  r.default_komi = r.scoring == Scoring::Area ? 7.5 : 6.5;
  return r;
}

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
