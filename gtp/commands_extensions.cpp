// Extensions for GUIs: GoGui's interrupt and title, and cputime.
#include <ctime>

#include "gtp/commands.h"

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
    return "Sente (" + ctx.session.engine.params().level + ")";
  });
  t.add("cputime", [](const Command& c, Context&) {
    c.expect_args(0);
    // CPU seconds of the whole process, search threads included.
    return format_number(static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
  });
}

}  // namespace sente::gtp
