// The rule variants as data: one struct, named presets.
#pragma once

#include <string>
#include <string_view>

namespace sente {

enum class KoRule : uint8_t { Simple, PositionalSuperko, SituationalSuperko };
enum class Scoring : uint8_t { Area, Territory };

struct Rules {
  bool multi_stone_suicide = false;  // one-stone suicide is always illegal
  KoRule ko = KoRule::PositionalSuperko;
  Scoring scoring = Scoring::Area;
  double default_komi = 7.5;
  friend bool operator==(const Rules&, const Rules&) = default;
};

// "chinese", "japanese", "tromp-taylor", "new-zealand" (also "aga" as
// chinese and "nz"); throws ParseError for other names.
Rules rules_preset(std::string_view name);
// The preset name matching r, or "custom".
std::string preset_name(const Rules& r);

const char* to_string(KoRule k);  // "simple", "positional", "situational"
const char* to_string(Scoring s);  // "area", "territory"
KoRule parse_ko_rule(std::string_view s);
Scoring parse_scoring(std::string_view s);

}  // namespace sente
