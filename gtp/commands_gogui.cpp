// GoGui's analyze commands: the listing, the views of one search of the
// current position (ownership, visits, candidates, best line, gfx), dead
// stones, the search parameters, and live graphics while searching.
#include <cstdio>
#include <limits>
#include <string_view>
#include <vector>

#include "gtp/analysis_format.h"
#include "gtp/commands.h"
#include "rules/notation.h"
#include "rules/text.h"

namespace sente::gtp {

namespace {

// How often a GUI search checks for "# interrupt" (milliseconds).
constexpr int kInterruptPollMs = 50;
// Live graphics at most this often (seconds).
constexpr double kLiveGfxSeconds = 0.5;
// A GUI search when the level limits only by time and sets no cap (seconds).
constexpr double kDefaultGuiSeconds = 5;

// type/label/command; no '/' inside a label or command (GoGui splits on it).
// %m is the side to move as GoGui sees it.
constexpr const char* kAnalyzeCommands =
    "dboard/Ownership/sente-ownership %m\n"
    "sboard/Visits/sente-visits %m\n"
    "pspairs/Candidate moves/sente-candidates %m\n"
    "var/Principal variation/sente-pv %m\n"
    "gfx/Search overview/sente-gfx %m\n"
    "plist/Dead stones/sente-dead\n"
    "param/Search parameters/sente-param";

// Everything the result of a GUI search depends on.
std::string search_key(const Session& s, Color c) {
  const Game& g = s.game;
  const SearchParams& p = s.engine.params();
  uint64_t h = 0;
  for (int i = 0; i < g.position_count(); ++i) h = h * 1000003 ^ g.position_hash(i);
  char buf[256];
  std::snprintf(buf, sizeof buf, "%llx %d %dx%d %.17g %d %d %.17g %.17g %d %llu %.17g %.17g %s",
                static_cast<unsigned long long>(h), static_cast<int>(c), g.board().width(),
                g.board().height(), g.komi(), g.position_count(), p.playouts, p.max_seconds,
                p.max_seconds_19, p.threads, static_cast<unsigned long long>(p.seed), p.exploration,
                p.first_play_urgency, level_name(p.level));
  return buf;
}

// The color argument of a view (GoGui's %m), or the side to move.
Color view_color(const Command& c, const Game& g) {
  c.expect_args(0, 1);
  return c.size() == 1 ? c.color(0) : g.to_move();
}

// One search of the position for GoGui's views, shared while nothing
// changes; "# interrupt" ends it early (and the partial result is not kept).
const Analysis& gui_analysis(Context& ctx, Color color) {
  Session& s = ctx.session;
  const std::string key = search_key(s, color);
  if (s.gui.analysis && s.gui.analysis_key == key) return *s.gui.analysis;
  const SearchParams& p = s.engine.params();
  const double cap = move_seconds_cap(p, s.game.board().num_points());
  const double seconds = cap > 0 ? cap : p.playouts > 0 ? -1 : kDefaultGuiSeconds;
  const auto start = std::chrono::steady_clock::now();
  bool interrupted = false;
  LiveGfx gfx(s);
  auto progress = [&](const Analysis& a) {
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (ctx.should_stop()) interrupted = true;
    if (interrupted || (seconds >= 0 && elapsed >= seconds)) s.engine.stop();
    gfx.update(a);
  };
  Analysis a = s.engine.analyze(s.game, color, progress, kInterruptPollMs, std::max(0, p.playouts));
  gfx.clear();
  s.gui.analysis = std::move(a);
  s.gui.analysis_key = interrupted ? std::string() : key;
  return *s.gui.analysis;
}

// A response of several lines starts on the line after "= " (GoGui's boards).
std::string lines_below(const std::string& body) {
  std::string s(1, '\n');
  s += body;
  return s;
}

// --- sente-param ---------------------------------------------------------------

std::string param_listing(const Session& s) {
  const SearchParams& p = s.engine.params();
  std::string out = "[list/" + level_names("/", "/") + "] level " + level_name(p.level) + "\n";
  out += "[string] playouts " + std::to_string(p.playouts) + "\n";
  // The cap on this board: hard's grows with the board size.
  out += "[string] max_seconds " + format_number(move_seconds_cap(p, s.game.board().num_points())) +
         "\n";
  out += "[string] threads " + std::to_string(p.threads) + "\n";
  out += "[string] seed " + std::to_string(p.seed) + "\n";
  out += "[string] resign_threshold " + format_number(p.resign_threshold) + "\n";
  out += "[string] exploration " + format_number(p.exploration) + "\n";
  out += std::string("[bool] live_gfx ") + (s.gui.live_gfx ? "1" : "0");
  return out;
}

// `sente-param KEY VALUE`: checks the value, then changes one setting.
void set_param(const Command& c, Session& s) {
  const std::string& key = c.arg(0);
  SearchParams p = s.engine.params();
  if (key == "level") {
    std::vector<std::string_view> names;
    for (Level l : all_levels()) names.push_back(level_name(l));
    const std::string& level = c.choice(1, names);
    const SearchParams keep = p;
    p = level_params(level);
    p.threads = keep.threads;  // the machine's, not the level's
    p.seed = keep.seed;
  } else if (key == "playouts") {
    p.playouts = static_cast<int>(c.integer(1, 0, 1000000000));
    p.clock_lifts_caps = false;  // set by hand: it holds under a clock too
  } else if (key == "max_seconds") {
    p.max_seconds = c.number(1, 0, 86400);
    p.max_seconds_19 = 0;  // the same cap on every board
    p.clock_lifts_caps = false;
  } else if (key == "threads") {
    p.threads = static_cast<int>(c.integer(1, 1, 256));
  } else if (key == "seed") {
    p.seed = static_cast<uint64_t>(c.integer(1, 0, std::numeric_limits<long long>::max()));
  } else if (key == "resign_threshold") {
    p.resign_threshold = c.number(1, 0, 1);
  } else if (key == "exploration") {
    p.exploration = c.number(1, 0, 100);
  } else if (key == "live_gfx") {
    s.gui.live_gfx = c.choice(1, {"0", "1", "false", "true"}) == "1" || c.arg(1) == "true";
    return;
  } else {
    throw GtpError("unknown parameter " + clip(key));
  }
  s.engine.set_params(p);
}

}  // namespace

// --- live graphics -------------------------------------------------------------

LiveGfx::LiveGfx(Session& session) : session_(session), board_(session.game.board()) {}

void LiveGfx::update(const Analysis& a) {
  if (!session_.gui.live_gfx) return;
  const auto now = std::chrono::steady_clock::now();
  if (shown_ && std::chrono::duration<double>(now - last_).count() < kLiveGfxSeconds) return;
  // A "gogui-gfx:" line of its own starts a block that an empty line ends.
  session_.diag.live("gogui-gfx:\n" + gfx_view(board_, a) + "\n\n");
  shown_ = true;
  last_ = now;
}

void LiveGfx::clear() {
  if (!shown_) return;
  session_.diag.live("gogui-gfx: CLEAR\n");
  shown_ = false;
}

void add_gogui_commands(CommandTable& t) {
  t.add("gogui-analyze_commands", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    ctx.session.gui.live_gfx = true;  // only GoGui asks this: it shows live graphics
    return std::string(kAnalyzeCommands);
  });
  t.add("sente-ownership", [](const Command& c, Context& ctx) {
    const Color color = view_color(c, ctx.session.game);
    const Analysis& a = gui_analysis(ctx, color);
    return lines_below(ownership_board(ctx.session.game.board(), a.ownership));
  });
  t.add("sente-visits", [](const Command& c, Context& ctx) {
    const Color color = view_color(c, ctx.session.game);
    const Analysis& a = gui_analysis(ctx, color);
    return lines_below(visits_board(ctx.session.game.board(), a));
  });
  t.add("sente-candidates", [](const Command& c, Context& ctx) {
    const Color color = view_color(c, ctx.session.game);
    return candidate_pairs(ctx.session.game.board(), gui_analysis(ctx, color));
  });
  t.add("sente-pv", [](const Command& c, Context& ctx) {
    const Color color = view_color(c, ctx.session.game);
    return best_line(ctx.session.game.board(), gui_analysis(ctx, color));
  });
  t.add("sente-gfx", [](const Command& c, Context& ctx) {
    const Color color = view_color(c, ctx.session.game);
    return lines_below(gfx_view(ctx.session.game.board(), gui_analysis(ctx, color)));
  });
  t.add("sente-dead", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    const Board& b = ctx.session.game.board();
    std::vector<Point> points;
    ctx.session.engine.dead_stones(ctx.session.game).for_each(b.words(), [&](int p) {
      points.push_back(static_cast<Point>(p));
    });
    return vertex_list(b, points);
  });
  t.add("sente-param", [](const Command& c, Context& ctx) {
    c.expect_args(0, 2);
    if (c.size() == 0) return lines_below(param_listing(ctx.session));
    if (c.size() == 1) throw GtpError("syntax error: expected a key and a value");
    set_param(c, ctx.session);
    return std::string();
  });
}

}  // namespace sente::gtp
