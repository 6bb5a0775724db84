#include "engine/search/level.h"

#include <iterator>

#include "rules/text.h"

namespace sente {

namespace {

struct LevelName {
  Level level;
  const char* name;
};

// The one table of names, weakest first.
constexpr LevelName kLevelNames[] = {
    {Level::Easy, "easy"},
    {Level::Medium, "medium"},
    {Level::Hard, "hard"},
};

}  // namespace

const char* level_name(Level level) {
  for (const LevelName& l : kLevelNames)
    if (l.level == level) return l.name;
  return "?";
}

std::optional<Level> parse_level(std::string_view name) {
  const std::string l = lower(name);
  for (const LevelName& n : kLevelNames)
    if (l == n.name) return n.level;
  return std::nullopt;
}

const std::vector<Level>& all_levels() {
  static const std::vector<Level> levels = [] {
    std::vector<Level> v;
    for (const LevelName& l : kLevelNames) v.push_back(l.level);
    return v;
  }();
  return levels;
}

std::string level_names(std::string_view separator, std::string_view last) {
  std::string s;
  const std::size_t n = std::size(kLevelNames);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i + 1 == n ? last : separator;
    s += kLevelNames[i].name;
  }
  return s;
}

}  // namespace sente
