// Text helpers for the parsers of every layer (GTP, SGF, the console).
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace sente {

// ASCII lower case (std::tolower in the "C" locale).
inline std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

// `s` without leading and trailing white space.
inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace sente
