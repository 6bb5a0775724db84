#include "gtp/console/terminal.h"

#include <cctype>

namespace sente::console {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

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

std::string lower(std::string_view s) {
  std::string r(s);
  for (char& c : r) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return r;
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
