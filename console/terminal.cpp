#include "console/terminal.h"

#include <cctype>

namespace sente::console {

std::optional<std::string> Terminal::read_line(std::string_view prompt) {
  out_ << prompt << std::flush;
  std::string line;
  if (!std::getline(in_, line)) {
    out_ << "\n";  // leaves the prompt's line
    return std::nullopt;
  }
  std::string text(trim(line));
  if (!interactive_) out_ << text << "\n";
  return text;
}

std::string upper(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return r;
}

std::pair<std::string, std::string> split_word(std::string_view line) {
  line = trim(line);
  size_t end = 0;
  while (end < line.size() && !std::isspace(static_cast<unsigned char>(line[end]))) ++end;
  return {std::string(line.substr(0, end)), std::string(trim(line.substr(end)))};
}

}  // namespace sente::console
