// Text helpers for the parsers of every layer (GTP, SGF, the console).
#pragma once

#include <cctype>
#include <cstddef>
#include <optional>
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

// Strict integer syntax: optional sign, then digits only. Values beyond the
// range of long long saturate (so "1e30" is junk but 10^30 written out in
// digits is merely too large). nullopt for anything else.
std::optional<long long> parse_integer(std::string_view s);
// A finite decimal number ("6.5", "-0", "1e2"); nullopt for junk, nan, inf.
std::optional<double> parse_number(std::string_view s);

// Arguments echoed in error messages are cut short: a client may send a
// 100 KB word, and an answer (or a log line) should stay one short line.
inline constexpr std::size_t kEchoMax = 40;
// File names in log lines: room for a real path, not for 100 KB.
inline constexpr std::size_t kPathEchoMax = 200;

// `text` if at most `max` bytes, else its first bytes (never half a UTF-8
// character) and "...".
inline std::string clip(std::string_view text, std::size_t max = kEchoMax) {
  if (text.size() <= max) return std::string(text);
  std::size_t n = max;
  while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) --n;  // a continuation byte
  return std::string(text.substr(0, n)) + "...";
}

}  // namespace sente
