// Arguments echoed in error messages are cut short: a client may send a
// 100 KB word, and an answer (or a log line) should stay one short line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sente::gtp {

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

}  // namespace sente::gtp
