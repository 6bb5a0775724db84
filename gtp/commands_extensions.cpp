// Extensions for GUIs: GoGui's interrupt and title, cputime, and sente-hint.
#include <ctime>

#include "gtp/commands.h"
#include "rules/notation.h"

namespace sente::gtp {

void add_extension_commands(CommandTable& t) {
  // Listing it tells GoGui to send "# interrupt" while a command runs; the
  // input reader handles that line (see server.cpp).
  t.add("gogui-interrupt", [](const Command& c, Context&) {
    c.expect_args(0);
    return std::string();
  });
  t.add("gogui-title", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    return std::string("Sente (") + level_name(ctx.session.engine.params().level) + ")";
  });
  t.add("cputime", [](const Command& c, Context&) {
    c.expect_args(0);
    // CPU seconds of the whole process, search threads included.
    return format_number(static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
  });
  // sente-hint [color]: the move the hard level would choose for `color`
  // (default: the side to move), whatever the session's level; up to 2 s (9x9) to 5 s (19x19) on
  // 2 threads, outside the game clock. Plays nothing, never resigns.
  t.add("sente-hint", [](const Command& c, Context& ctx) {
    c.expect_args(0, 1);
    Session& s = ctx.session;
    const Color color = c.size() == 1 ? c.color(0) : s.game.to_move();
    LiveGfx gfx(s);
    auto stop_if_asked = [&](const Analysis& a) {
      if (ctx.should_stop()) s.engine.stop();
      gfx.update(a);
    };
    const Point p = s.engine.hint(s.game, color, level_params(Level::Hard), stop_if_asked, 50);
    gfx.clear();
    return vertex_to_string(s.game.board(), p);
  });
}

}  // namespace sente::gtp
