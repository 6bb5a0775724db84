#include "rules/text.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace sente {

std::optional<long long> parse_integer(std::string_view s) {
  bool negative = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    negative = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return std::nullopt;
  constexpr long long kMax = std::numeric_limits<long long>::max();
  long long v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    const int d = c - '0';
    v = v > (kMax - d) / 10 ? kMax : v * 10 + d;  // saturate
  }
  return negative ? -v : v;
}

std::optional<double> parse_number(std::string_view s) {
  if (!s.empty() && s[0] == '+') s.remove_prefix(1);
  if (s.empty()) return std::nullopt;
  // from_chars would accept "inf" and "nan"; allow only digits, sign, '.', exponent.
  for (char c : s)
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == 'e' || c == 'E' || c == '+'))
      return std::nullopt;
  double v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

}  // namespace sente
