// Sabaki's analysis commands: lz-analyze, kata-analyze and analyze stream
// "info" lines until any new input arrives; genmove_analyze and its
// dialects stream them while choosing a move, then answer "play <vertex>".
#include <algorithm>
#include <chrono>

#include "gtp/analysis_format.h"
#include "gtp/commands.h"
#include "rules/notation.h"
#include "rules/text.h"

namespace sente::gtp {

namespace {

// Report interval when none is given, and the shortest one allowed (a
// client asking for 0 gets this: a flood helps nobody).
constexpr int kDefaultIntervalCs = 100;
constexpr int kMinIntervalCs = 5;
constexpr long long kMaxIntervalCs = 8640000;  // a day
// How often genmove_analyze checks for "# interrupt" (milliseconds).
constexpr int kInterruptPollMs = 50;
// Longest wait between two looks at the input during analysis: the reader
// stops the search on new input, this only catches a line that came just
// before the search began.
constexpr int kAnalysisPollMs = 250;
// In process (no client reading the stream as it comes) an analysis runs
// the move budget, or this many playouts when the budget is time only.
constexpr int kInProcessPlayouts = 1000;

// Says when the next info line is due; progress calls come every `poll`
// milliseconds, so half a poll early counts as on time.
class Pacer {
 public:
  using Clock = std::chrono::steady_clock;
  Pacer(int interval_ms, int poll_ms)
      : interval_(interval_ms), slack_(poll_ms / 2), next_(Clock::now() + interval_) {}
  bool due() {
    const auto now = Clock::now();
    if (now + slack_ < next_) return false;
    next_ += interval_;
    if (next_ < now) next_ = now + interval_;
    return true;
  }

 private:
  std::chrono::milliseconds interval_, slack_;
  Clock::time_point next_;
};

struct Request {
  Color color = Color::Black;
  int interval_ms = kDefaultIntervalCs * 10;
  InfoOptions info;
};

// [color] [interval] then key/value pairs: interval N, minmoves N,
// maxmoves N, ownership true|false.
Request parse_request(const Command& c, const Game& game, InfoStyle style) {
  Request r;
  r.info.style = style;
  r.color = game.to_move();
  std::size_t i = 0;
  if (i < c.size()) {
    try {
      r.color = parse_color(c.arg(i));
      ++i;
    } catch (const ParseError&) {
      // not a colour: the interval or a key
    }
  }
  long long interval = kDefaultIntervalCs;
  if (i < c.size() && parse_integer(c.arg(i))) interval = c.integer(i++, 0, kMaxIntervalCs);
  for (; i < c.size(); i += 2) {
    const std::string& key = c.arg(i);
    if (key != "interval" && key != "maxmoves" && key != "minmoves" && key != "ownership")
      throw GtpError("syntax error: unknown key " + clip(key) +
                     " (interval, minmoves, maxmoves, ownership)");
    if (i + 1 >= c.size()) throw GtpError("syntax error: no value for " + clip(key));
    if (key == "interval") {
      interval = c.integer(i + 1, 0, kMaxIntervalCs);
    } else if (key == "maxmoves") {
      r.info.max_moves = static_cast<int>(c.integer(i + 1, 0, 1000));
    } else if (key == "minmoves") {
      // Every candidate the search tried is shown; the facade knows no others.
      c.integer(i + 1, 0, 1000);
    } else {  // ownership
      r.info.ownership = c.choice(i + 1, {"true", "false"}) == "true";
    }
  }
  r.interval_ms = static_cast<int>(std::max<long long>(interval, kMinIntervalCs) * 10);
  return r;
}

// lz-analyze, kata-analyze, analyze.
std::string analyze(const Command& c, Context& ctx, InfoStyle style) {
  Session& s = ctx.session;
  const Request r = parse_request(c, s.game, style);
  const Board& board = s.game.board();
  ctx.stream.begin();
  LiveGfx gfx(s);
  const int poll = std::min(r.interval_ms, kAnalysisPollMs);
  Pacer pacer(r.interval_ms, poll);
  auto report = [&](const Analysis& a) {
    if (ctx.input_pending() || ctx.should_stop()) s.engine.stop();
    gfx.update(a);
    if (pacer.due()) ctx.stream.line(info_line(board, a, r.info));
  };
  const int budget = ctx.stream.live()                ? 0
                     : s.engine.params().playouts > 0 ? s.engine.params().playouts
                                                      : kInProcessPlayouts;
  ctx.stop_on_input(true);
  if (!ctx.input_pending() && !ctx.should_stop()) {
    const Analysis last = s.engine.analyze(s.game, r.color, report, poll, budget);
    if (!ctx.stream.live()) ctx.stream.line(info_line(board, last, r.info));
  }
  ctx.stop_on_input(false);
  return {};
}

// genmove_analyze, lz-genmove_analyze, kata-genmove_analyze.
std::string genmove_analyze(const Command& c, Context& ctx, InfoStyle style) {
  Session& s = ctx.session;
  const Request r = parse_request(c, s.game, style);
  const Board& board = s.game.board();
  ctx.stream.begin();
  LiveGfx gfx(s);
  Pacer pacer(r.interval_ms, kInterruptPollMs);
  auto progress = [&](const Analysis& a) {
    if (ctx.should_stop()) s.engine.stop();
    gfx.update(a);
    if (pacer.due()) ctx.stream.line(info_line(board, a, r.info));
  };
  const Decision d = s.engine.genmove(s.game, r.color, false, progress, kInterruptPollMs);
  // The last word of the search, so that even a search shorter than the
  // interval leaves the client a win rate.
  ctx.stream.line(info_line(board, d.analysis, r.info));
  gfx.clear();
  if (d.resign) return "play resign";
  const Move m{r.color, d.move};
  if (s.game.check(m) != MoveError::None) {
    // An engine bug: say so rather than desynchronise the client.
    s.diag.note("genmove_analyze: engine chose an illegal move " + vertex_to_string(board, d.move));
    throw GtpError("internal error: illegal move");
  }
  const std::string vertex = vertex_to_string(board, d.move);
  s.game.play(m);
  return "play " + vertex;
}

}  // namespace

void add_analyze_commands(CommandTable& t) {
  t.add("analyze",
        [](const Command& c, Context& ctx) { return analyze(c, ctx, InfoStyle::Leela); });
  t.add("lz-analyze",
        [](const Command& c, Context& ctx) { return analyze(c, ctx, InfoStyle::Leela); });
  t.add("kata-analyze",
        [](const Command& c, Context& ctx) { return analyze(c, ctx, InfoStyle::KataGo); });
  t.add("genmove_analyze",
        [](const Command& c, Context& ctx) { return genmove_analyze(c, ctx, InfoStyle::Leela); });
  t.add("lz-genmove_analyze",
        [](const Command& c, Context& ctx) { return genmove_analyze(c, ctx, InfoStyle::Leela); });
  t.add("kata-genmove_analyze",
        [](const Command& c, Context& ctx) { return genmove_analyze(c, ctx, InfoStyle::KataGo); });
}

}  // namespace sente::gtp
