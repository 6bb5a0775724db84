// A parsed GTP command with typed argument accessors. Every accessor throws
// GtpError on bad input; the dispatcher turns it into "? message", so a
// handler reads its arguments first and changes state only afterwards.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/protocol.h"
#include "rules/board.h"
#include "rules/text.h"
#include "rules/types.h"

namespace sente::gtp {

// A command failure; what() is the text after "? ".
struct GtpError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Appends `item` to `list`, after `sep` unless the list is empty.
inline void append_item(std::string& list, char sep, std::string_view item) {
  if (!list.empty()) list += sep;
  list += item;
}

class Command {
 public:
  explicit Command(CommandLine line) : line_(std::move(line)) {}

  const std::string& id() const { return line_.id; }
  const std::string& name() const { return line_.name; }
  std::size_t size() const { return line_.args.size(); }
  const std::string& arg(std::size_t i) const;
  // The arguments joined by single spaces.
  std::string args_text() const;

  // "syntax error: ..." unless the argument count is n (or in min..max).
  void expect_args(std::size_t n) const { expect_args(n, n); }
  void expect_args(std::size_t min, std::size_t max) const;

  long long integer(std::size_t i) const;
  long long integer(std::size_t i, long long min, long long max) const;
  double number(std::size_t i, double min, double max) const;
  Color color(std::size_t i) const;
  // A vertex of `b` or pass (case-insensitive).
  Point vertex(std::size_t i, const Board& b) const;
  // A vertex of `b`; pass refused.
  Point point(std::size_t i, const Board& b) const;
  // One of `choices`, exactly.
  const std::string& choice(std::size_t i, const std::vector<std::string_view>& choices) const;

 private:
  CommandLine line_;
};

}  // namespace sente::gtp
