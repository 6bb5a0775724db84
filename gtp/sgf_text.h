// Small text helpers shared by the SGF reader, writer and rules names.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

#include "gtp/sgf.h"

namespace sente::sgf_detail {

[[noreturn]] inline void fail(const std::string& why) { throw SgfError(why); }

inline std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
}

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace sente::sgf_detail
