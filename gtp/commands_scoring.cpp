// Scoring at the end of a game (spec 6.3.5).
#include "gtp/commands.h"

namespace sente::gtp {

void add_scoring_commands(CommandTable& t) {
  t.add("final_score", [](const Command& c, Context& ctx) {
    c.expect_args(0);
    const Game& g = ctx.session.game;
    if (g.resigned()) return std::string(*g.resigned() == Color::Black ? "W+R" : "B+R");
    try {
      return ctx.session.engine.final_score(g);
    } catch (const std::exception& e) {
      ctx.session.diag.note(std::string("final_score: ") + e.what());
      throw GtpError("cannot score");
    }
  });
  t.add("final_status_list", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    const std::string& status = c.choice(0, {"alive", "dead", "seki"});
    Session& s = ctx.session;
    const Board& b = s.game.board();
    const int n = b.words();
    Bits stones;
    if (status == "dead") {
      stones = s.engine.dead_stones(s.game);
    } else if (status == "seki") {
      stones = s.engine.seki_stones(s.game);
    } else {
      // Statuses are exclusive, as in GNU Go: alive means neither dead nor in seki.
      stones = bits_or(b.stones(Color::Black), b.stones(Color::White), n);
      stones = bits_andnot(stones, s.engine.dead_stones(s.game), n);
      stones = bits_andnot(stones, s.engine.seki_stones(s.game), n);
    }
    return chains_by_line(b, stones);
  });
}

}  // namespace sente::gtp
