// Rule variants: KGS's preset names and sente-rules, which reads all rule
// settings or sets one (suicide, ko, scoring, or a whole preset).
#include "gtp/commands.h"

namespace sente::gtp {

namespace {

Rules preset(std::string_view name) {
  try {
    return rules_preset(name == "new_zealand" ? "new-zealand" : name);
  } catch (const ParseError&) {
    throw GtpError("syntax error: unknown rules");
  }
}

std::string setting(const Rules& r, std::string_view key) {
  if (key == "preset") return preset_name(r);
  if (key == "suicide") return r.multi_stone_suicide ? "on" : "off";
  if (key == "ko") return to_string(r.ko);
  return to_string(r.scoring);
}

bool parse_on_off(const Command& c, std::size_t i) {
  const std::string& v = c.choice(i, {"on", "off", "true", "false", "1", "0"});
  return v == "on" || v == "true" || v == "1";
}

}  // namespace

void add_rules_commands(CommandTable& t) {
  t.add("kgs-rules", [](const Command& c, Context& ctx) {
    c.expect_args(1);
    ctx.session.game.set_rules(preset(c.arg(0)));
    return std::string();
  });
  t.add("sente-rules", [](const Command& c, Context& ctx) {
    c.expect_args(0, 2);
    Game& g = ctx.session.game;
    static const std::vector<std::string_view> keys = {"preset", "suicide", "ko", "scoring"};
    if (c.size() == 0) {
      std::string s;
      for (std::string_view k : keys)
        append_item(s, '\n', std::string(k) + " " + setting(g.rules(), k));
      return s;
    }
    const std::string& key = c.choice(0, keys);
    if (c.size() == 1) return setting(g.rules(), key);
    Rules r = g.rules();
    try {
      if (key == "preset")
        r = preset(c.arg(1));
      else if (key == "suicide")
        r.multi_stone_suicide = parse_on_off(c, 1);
      else if (key == "ko")
        r.ko = parse_ko_rule(c.arg(1));
      else
        r.scoring = parse_scoring(c.arg(1));
    } catch (const ParseError& e) {
      throw GtpError(std::string("syntax error: ") + e.what());
    }
    g.set_rules(r);  // komi stays: it is set on its own
    return std::string();
  });
}

}  // namespace sente::gtp
