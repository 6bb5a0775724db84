#include "rules/rules.h"

#include <cstdint>

#include "rules/types.h"

namespace sente {

Rules rules_preset(std::string_view name) {
  if (name == "chinese" || name == "aga") return Rules{false, KoRule::PositionalSuperko, Scoring::Area, 7.5};
  if (name == "japanese") return Rules{false, KoRule::Simple, Scoring::Territory, 6.5};
  if (name == "tromp-taylor") return Rules{true, KoRule::PositionalSuperko, Scoring::Area, 7.5};
  if (name == "new-zealand" || name == "nz")
    return Rules{true, KoRule::SituationalSuperko, Scoring::Area, 7.5};
  throw ParseError("unknown rules preset");
}

std::string preset_name(const Rules& r) {
  for (const char* n : {"chinese", "japanese", "tromp-taylor", "new-zealand"})
    if (rules_preset(n) == r) return n;
  return "custom";
}

const char* to_string(KoRule k) {
  switch (k) {
    case KoRule::Simple: return "simple";
    case KoRule::PositionalSuperko: return "positional";
    case KoRule::SituationalSuperko: return "situational";
  }
  return "?";
}

const char* to_string(Scoring s) { return s == Scoring::Area ? "area" : "territory"; }

KoRule parse_ko_rule(std::string_view s) {
  if (s == "simple") return KoRule::Simple;
  if (s == "positional" || s == "psk") return KoRule::PositionalSuperko;
  if (s == "situational" || s == "ssk") return KoRule::SituationalSuperko;
  throw ParseError("unknown ko rule");
}

Scoring parse_scoring(std::string_view s) {
  if (s == "area") return Scoring::Area;
  if (s == "territory") return Scoring::Territory;
  throw ParseError("unknown scoring");
}

}  // namespace sente
