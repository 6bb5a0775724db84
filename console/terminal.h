// Line-based input and output for a person at a terminal, or a script in a
// pipe. Without a terminal each line read is echoed after its prompt, so a
// scripted session's output reads like the screen of a typed one.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "rules/text.h"

namespace sente::console {

class Terminal {
 public:
  Terminal(std::istream& in, std::ostream& out, bool interactive)
      : in_(in), out_(out), interactive_(interactive) {}

  bool interactive() const { return interactive_; }
  std::ostream& out() { return out_; }

  // Prints the prompt and reads one line, trimmed; nullopt at the end of input.
  std::optional<std::string> read_line(std::string_view prompt);
  // Asks until `accept` takes the answer (returns an error text, empty when
  // fine); an empty answer means `fallback`. nullopt at the end of input.
  template <class Accept>
  std::optional<std::string> ask(std::string_view question, const std::string& fallback,
                                 Accept accept) {
    for (;;) {
      auto line = read_line(std::string(question) + " [" + fallback + "]: ");
      if (!line) return std::nullopt;
      const std::string answer = line->empty() ? fallback : *line;
      const std::string error = accept(answer);
      if (error.empty()) return answer;
      out_ << error << "\n";
    }
  }

 private:
  std::istream& in_;
  std::ostream& out_;
  bool interactive_;
};

// An upper-case copy (ASCII); lower() and trim() are in rules/text.h.
std::string upper(std::string_view s);
// The first word and the rest (trimmed) of a line.
std::pair<std::string, std::string> split_word(std::string_view line);

}  // namespace sente::console
