// Clock commands: GTP's Canadian time_settings, KGS's richer variant, and
// time_left updates; the engine's TimeControl turns them into a budget.
#include "gtp/commands.h"

namespace sente::gtp {

namespace {

// Beyond any real clock (about 115 days), still exact as a double.
constexpr double kMaxSeconds = 1e7;
constexpr long long kMaxStones = 1000000;

}  // namespace

void add_time_commands(CommandTable& t) {
  t.add("time_settings", [](const Command& c, Context& ctx) {
    c.expect_args(3);
    TimeSettings ts;
    ts.main_seconds = c.number(0, 0, kMaxSeconds);
    ts.period_seconds = c.number(1, 0, kMaxSeconds);
    ts.period_stones = static_cast<int>(c.integer(2, 0, kMaxStones));
    // Spec 6.3.6: byo-yomi time 0 means absolute time; a byo-yomi time with
    // no stones means no time limit.
    if (ts.period_seconds == 0)
      ts.kind = TimeSettings::Kind::Absolute;
    else if (ts.period_stones == 0)
      ts = TimeSettings{};
    else
      ts.kind = TimeSettings::Kind::Canadian;
    ctx.session.engine.time_control().set(ts);
    return std::string();
  });
  t.add("kgs-time_settings", [](const Command& c, Context& ctx) {
    c.expect_args(1, 4);
    const std::string& kind = c.choice(0, {"none", "absolute", "byoyomi", "canadian"});
    TimeSettings ts;
    if (kind == "none") {
      c.expect_args(1);
    } else if (kind == "absolute") {
      c.expect_args(2);
      ts.kind = TimeSettings::Kind::Absolute;
      ts.main_seconds = c.number(1, 0, kMaxSeconds);
    } else {
      c.expect_args(4);
      ts.main_seconds = c.number(1, 0, kMaxSeconds);
      ts.period_seconds = c.number(2, 0, kMaxSeconds);
      if (kind == "byoyomi") {
        ts.kind = TimeSettings::Kind::ByoYomi;
        ts.periods = static_cast<int>(c.integer(3, 0, kMaxStones));
      } else {
        ts.kind = TimeSettings::Kind::Canadian;
        ts.period_stones = static_cast<int>(c.integer(3, 0, kMaxStones));
      }
    }
    ctx.session.engine.time_control().set(ts);
    return std::string();
  });
  t.add("time_left", [](const Command& c, Context& ctx) {
    c.expect_args(3);
    const Color color = c.color(0);
    // Some clients report a slightly negative time once it has run out.
    const double seconds = c.number(1, -kMaxSeconds, kMaxSeconds);
    const int stones = static_cast<int>(c.integer(2, 0, kMaxStones));
    ctx.session.engine.time_control().time_left(index(color), seconds, stones);
    return std::string();
  });
}

}  // namespace sente::gtp
