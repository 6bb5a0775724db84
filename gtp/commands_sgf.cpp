// Game records: loadsgf (spec 6.3.7) and printsgf.
#include "gtp/commands.h"
#include "rules/version.h"
#include "sgf/sgf.h"

namespace sente::gtp {

namespace {

SgfWriteOptions write_options(Session& s) {
  SgfWriteOptions o;
  o.app_version = kVersion;
  const Game& g = s.game;
  if (!g.resigned() && g.consecutive_passes() >= 2) {
    try {
      o.result = s.engine.final_score(g);
    } catch (const std::exception& e) {
      s.diag.note(std::string("printsgf: no result: ") + e.what());
    }
  }
  return o;
}

}  // namespace

void add_sgf_commands(CommandTable& t) {
  t.add("loadsgf", [](const Command& c, Context& ctx) {
    c.expect_args(1, 2);
    SgfLoadOptions opts;
    if (c.size() == 2) opts.move_number = static_cast<int>(c.integer(1, 1, 1000000));
    std::string why;
    if (!load_sgf_file(c.arg(0), ctx.session.game, opts, &why)) {  // all or nothing
      ctx.session.diag.note("loadsgf: " + why);
      throw GtpError("cannot load file");
    }
    return std::string();
  });
  t.add("printsgf", [](const Command& c, Context& ctx) {
    c.expect_args(0, 1);
    const SgfWriteOptions opts = write_options(ctx.session);
    if (c.size() == 0) return write_sgf(ctx.session.game, opts);
    try {
      save_sgf_file(c.arg(0), ctx.session.game, opts);
    } catch (const std::exception& e) {
      ctx.session.diag.note(std::string("printsgf: ") + e.what());
      throw GtpError("cannot write file");
    }
    return std::string();
  });
}

}  // namespace sente::gtp
