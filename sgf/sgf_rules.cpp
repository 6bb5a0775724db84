// The RU property: the names sente writes and the names it reads.
#include <cctype>
#include <utility>

#include "rules/text.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace sente {

std::string sgf_rules_name(const Rules& r) {
  for (const auto& [preset, name] : {std::pair{"chinese", "Chinese"},
                                     {"japanese", "Japanese"},
                                     {"tromp-taylor", "Tromp-Taylor"},
                                     {"new-zealand", "NZ"}}) {
    const Rules p = rules_preset(preset);
    if (p.multi_stone_suicide == r.multi_stone_suicide && p.ko == r.ko && p.scoring == r.scoring)
      return name;
  }
  std::string ko = r.ko == KoRule::Simple              ? "SIMPLE"
                   : r.ko == KoRule::PositionalSuperko ? "POSITIONAL"
                                                       : "SITUATIONAL";
  return "ko" + ko + "score" + (r.scoring == Scoring::Area ? "AREA" : "TERRITORY") + "sui" +
         (r.multi_stone_suicide ? "1" : "0");
}

std::optional<Rules> parse_sgf_rules(std::string_view name) {
  const std::string raw(trim(name));
  std::string key;
  for (char c : lower(raw))
    if (std::isalnum(static_cast<unsigned char>(c))) key += c;
  if (key == "chinese" || key == "cn" || key == "aga") return rules_preset("chinese");
  if (key == "japanese" || key == "jp" || key == "korean" || key == "kr")
    return rules_preset("japanese");
  if (key == "tromptaylor" || key == "tt") return rules_preset("tromp-taylor");
  if (key == "nz" || key == "newzealand" || key == "goe" || key == "ing")
    return rules_preset("new-zealand");
  // KataGo's form: ko<RULE>score<RULE>[tax<RULE>]sui<0|1>...
  std::string_view s = raw;
  auto take = [&](std::string_view word) {
    if (s.substr(0, word.size()) != word) return false;
    s.remove_prefix(word.size());
    return true;
  };
  Rules r;
  if (!take("ko")) return std::nullopt;
  if (take("SIMPLE") || take("SPIGHT"))
    r.ko = KoRule::Simple;
  else if (take("POSITIONAL"))
    r.ko = KoRule::PositionalSuperko;
  else if (take("SITUATIONAL"))
    r.ko = KoRule::SituationalSuperko;
  else
    return std::nullopt;
  if (!take("score")) return std::nullopt;
  if (take("AREA"))
    r.scoring = Scoring::Area;
  else if (take("TERRITORY"))
    r.scoring = Scoring::Territory;
  else
    return std::nullopt;
  if (take("tax")) {
    if (!take("NONE") && !take("SEKI") && !take("ALL")) return std::nullopt;
  }
  if (!take("sui")) return std::nullopt;
  if (take("1"))
    r.multi_stone_suicide = true;
  else if (!take("0"))
    return std::nullopt;
  r.default_komi = r.scoring == Scoring::Area ? 7.5 : 6.5;
  return r;
}

}  // namespace sente
