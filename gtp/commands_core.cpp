// The required commands (spec 6.3.1-6.3.2) plus board size and showboard.
#include <sstream>

#include "gtp/commands.h"
#include "rules/notation.h"
#include "rules/version.h"

namespace sente::gtp {

namespace {

// The largest |komi| accepted: far beyond any board's points, far below
// values that would lose precision.
constexpr double kMaxKomi = 1000;

std::string resize(Context& ctx, long long width, long long height) {
  if (width < 2 || width > kMaxSide || height < 2 || height > kMaxSide)
    throw GtpError("unacceptable size");
  ctx.session.game.resize(static_cast<int>(width), static_cast<int>(height));
  return {};
}

std::string showboard(Game& game) {
  const Board& b = game.board();
  Point last = game.moves().empty() ? kNoPoint : game.moves().back().point;
  std::ostringstream s;
  s << '\n' << to_diagram(b, last == kPass ? kNoPoint : last);
  s << (game.to_move() == Color::Black ? "Black" : "White") << " to move"
    << ", captures X " << b.prisoners(Color::Black) << " O " << b.prisoners(Color::White)
    << ", komi " << format_number(game.komi()) << ", rules " << preset_name(game.rules());
  return s.str();
}

}  // namespace

void add_core_commands(CommandTable& t) {
  t.add("protocol_version", [](const Command& c, Context&) {
    c.expect_args(0);
    return std::string("2");
  });
  t.add("name", [](const Command& c, Context&) {
    c.expect_args(0);
    return std::string("Sente");
  });
  t.add("version", [](const Command& c, Context&) {
    c.expect_args(0);
    return std::string(kVersion);
  });
  t.add("known_command", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    return std::string(ctx.commands.find(c.arg(0)) ? "true" : "false");
  });
  t.add("list_commands", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    std::string s;
    for (const std::string& name : ctx.commands.names()) append_item(s, '\n', name);
    return s;
  });
  t.add("quit", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    ctx.quit = true;
    return std::string();
  });
  t.add("boardsize", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    const long long n = c.integer(0);
    return resize(ctx, n, n);
  });
  t.add("rectangular_boardsize", [](const Command& c, Context& ctx) {
    c.expect_args(2);
    const long long w = c.integer(0), h = c.integer(1);
    return resize(ctx, w, h);
  });
  t.add("clear_board", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    ctx.session.game.clear();
    return std::string();
  });
  t.add("komi", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    ctx.session.game.set_komi(c.number(0, -kMaxKomi, kMaxKomi));
    return std::string();
  });
  t.add("showboard", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    return showboard(ctx.session.game);
  });
}

}  // namespace sente::gtp
