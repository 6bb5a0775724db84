#include "gtp/command.h"

#include <charconv>
#include <cmath>
#include <limits>

#include "rules/notation.h"

namespace sente::gtp {

const std::string& Command::arg(std::size_t i) const {
  if (i >= line_.args.size()) throw GtpError("syntax error: missing argument");
  return line_.args[i];
}

std::string Command::args_text() const {
  std::string s;
  for (const std::string& a : line_.args) append_item(s, ' ', a);
  return s;
}

void Command::expect_args(std::size_t min, std::size_t max) const {
  const std::size_t n = size();
  if (n >= min && n <= max) return;
  std::string want = min == max               ? std::to_string(min)
                     : max == std::size_t(-1) ? "at least " + std::to_string(min)
                                              : std::to_string(min) + " to " + std::to_string(max);
  throw GtpError("syntax error: expected " + want +
                 (min == 1 && max == 1 ? " argument" : " arguments"));
}

long long Command::integer(std::size_t i) const {
  auto v = parse_integer(arg(i));
  if (!v) throw GtpError("syntax error: expected an integer");
  return *v;
}

long long Command::integer(std::size_t i, long long min, long long max) const {
  long long v = integer(i);
  if (v < min || v > max)
    throw GtpError("syntax error: expected an integer in " + std::to_string(min) + ".." +
                   std::to_string(max));
  return v;
}

double Command::number(std::size_t i, double min, double max) const {
  auto v = parse_number(arg(i));
  if (!v) throw GtpError("syntax error: expected a number");
  if (*v < min || *v > max) throw GtpError("syntax error: number out of range");
  return *v == 0 ? 0.0 : *v;  // "-0" is 0
}

Color Command::color(std::size_t i) const {
  try {
    return parse_color(arg(i));
  } catch (const ParseError&) {
    throw GtpError("syntax error: invalid color");
  }
}

Point Command::vertex(std::size_t i, const Board& b) const {
  try {
    return parse_vertex(b, arg(i));
  } catch (const ParseError& e) {
    throw GtpError(std::string("syntax error: ") + e.what());
  }
}

Point Command::point(std::size_t i, const Board& b) const {
  Point p = vertex(i, b);
  if (p == kPass) throw GtpError("syntax error: pass is not a point");
  return p;
}

const std::string& Command::choice(std::size_t i,
                                   const std::vector<std::string_view>& choices) const {
  const std::string& a = arg(i);
  for (std::string_view c : choices)
    if (a == c) return a;
  std::string list;
  for (std::string_view c : choices) append_item(list, '|', c);
  throw GtpError("syntax error: expected " + list);
}

}  // namespace sente::gtp
