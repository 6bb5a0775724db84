// Moves: play, the genmove family, undo, and position queries.
#include <chrono>
#include <cstdio>

#include "gtp/commands.h"
#include "rules/notation.h"

namespace sente::gtp {

namespace {

// How often a search checks for "# interrupt" (milliseconds).
constexpr int kInterruptPollMs = 50;

std::string illegal(MoveError e) { return std::string("illegal move: ") + to_string(e); }

void note_summary(Session& s, Color c, const std::string& answer, const Decision& d,
                  double seconds) {
  const Analysis& a = d.analysis;
  char buf[256];
  // The root's visits count a reused (or pondered) tree's playouts too.
  std::snprintf(buf, sizeof buf,
                "genmove %s: %s  playouts %d  %.2f s  %.0f playouts/s  win rate %.1f%%  root "
                "visits %d",
                c == Color::Black ? "B" : "W", answer.c_str(), a.playouts, seconds,
                seconds > 0 ? a.playouts / seconds : 0.0, 100 * a.winrate, a.visits);
  s.diag.note(buf);
}

// genmove, reg_genmove and kgs-genmove_cleanup.
std::string generate(const Command& c, Context& ctx, bool play_it, bool cleanup) {
  c.expect_args(1);
  const Color color = c.color(0);
  Session& s = ctx.session;
  // The callback runs in the search thread: it polls the interrupt flag
  // (which also catches an interrupt that arrived before the search started)
  // and draws GoGui's live graphics.
  LiveGfx gfx(s);  // GoGui's live graphics, when asked for
  auto stop_if_asked = [&](const Analysis& a) {
    if (ctx.should_stop()) s.engine.stop();
    gfx.update(a);
  };
  const auto start = std::chrono::steady_clock::now();
  Decision d = s.engine.genmove(s.game, color, cleanup, stop_if_asked, kInterruptPollMs);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  gfx.clear();
  std::string answer = "resign";
  if (!d.resign) {
    const Move m{color, d.move};
    const MoveError e = s.game.check(m);
    if (e != MoveError::None)  // an engine bug: say so rather than desynchronise the client
      throw GtpError("internal error: engine chose an " + illegal(e));
    answer = vertex_to_string(s.game.board(), d.move);
    if (play_it) s.game.play(m);
  }
  note_summary(s, color, answer, d, seconds);
  return answer;
}

}  // namespace

void add_play_commands(CommandTable& t) {
  t.add("play", [](const Command& c, Context& ctx) {
    c.expect_args(2);
    Game& g = ctx.session.game;
    const Move m{c.color(0), c.vertex(1, g.board())};
    const MoveError e = g.play(m);
    if (e != MoveError::None) throw GtpError(illegal(e));
    return std::string();
  });
  t.add("genmove", [](const Command& c, Context& ctx) { return generate(c, ctx, true, false); });
  t.add("reg_genmove",
        [](const Command& c, Context& ctx) { return generate(c, ctx, false, false); });
  t.add("kgs-genmove_cleanup",
        [](const Command& c, Context& ctx) { return generate(c, ctx, true, true); });
  t.add("undo", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    if (!ctx.session.game.undo()) throw GtpError("cannot undo");
    return std::string();
  });
  t.add("is_legal", [](const Command& c, Context& ctx) {
    c.expect_args(2);
    const Game& g = ctx.session.game;
    const Move m{c.color(0), c.vertex(1, g.board())};
    return std::string(g.check(m) == MoveError::None ? "1" : "0");
  });
  t.add("list_stones", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    const Color color = c.color(0);
    const Board& b = ctx.session.game.board();
    std::vector<Point> points;
    b.stones(color).for_each(b.words(), [&](int p) { points.push_back(static_cast<Point>(p)); });
    return vertex_list(b, points);
  });
}

}  // namespace sente::gtp
