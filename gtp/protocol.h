// GTP framing (spec section 3): cleaning raw input lines, splitting off the
// optional numeric id, and writing responses that every client can read.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sente::gtp {

// Longest input line kept; the rest of a longer line is dropped and the
// command answered with an error (hostile input must not exhaust memory).
inline constexpr std::size_t kMaxLineBytes = 1 << 20;

// Drops CR and other control characters except HT and LF, turns HT into a
// space, cuts everything from '#'. Returns nullopt when nothing but
// whitespace remains: such a line gets no response.
std::optional<std::string> clean_line(std::string_view raw);

// GoGui's interrupt request: the comment line "# interrupt".
bool is_interrupt_line(std::string_view raw);

// One cleaned command line split into words.
struct CommandLine {
  std::string id;  // the digits of the optional id, or empty
  std::string name;
  std::vector<std::string> args;
};
CommandLine split_command(std::string_view cleaned);

// "=id result\n\n" or "?id message\n\n". A multi-line result keeps its first
// line after "= " (so GoGui, which reads from the first space, loses
// nothing); empty or blank lines are dropped from the body, since clients
// would take them as the end of the response. A failure is one line.
std::string format_response(bool success, std::string_view id, std::string_view text);

}  // namespace sente::gtp
