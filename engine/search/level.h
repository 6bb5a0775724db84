// The engine's levels and their one name table: every front-end parses and
// prints level names through it. A level only picks a SearchParams preset
// (level_params); behaviour follows the preset's fields, never the name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sente {

enum class Level { Easy, Medium, Hard };

// "easy", "medium", "hard".
const char* level_name(Level level);
// The level of a name, in any letter case; nullopt for other names.
std::optional<Level> parse_level(std::string_view name);
// Every level, weakest first.
const std::vector<Level>& all_levels();
// The names joined for people: "easy, medium or hard" (`last` = " or "),
// "easy, medium, hard" (`last` = ", ").
std::string level_names(std::string_view separator = ", ", std::string_view last = " or ");

}  // namespace sente
