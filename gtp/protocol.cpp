#include "gtp/protocol.h"

#include <cctype>

#include "rules/text.h"

namespace sente::gtp {

namespace {

bool is_space(char c) { return c == ' ' || c == '\n'; }

bool is_blank(std::string_view s) {
  for (char c : s)
    if (c != ' ' && c != '\t') return false;
  return true;
}

// Removes trailing spaces and tabs of every line (Sabaki does not trim).
std::string strip_line_ends(std::string_view line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
    line.remove_suffix(1);
  return std::string(line);
}

}  // namespace

std::optional<std::string> clean_line(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (char ch : raw) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '#') break;
    if (c == '\t')
      out += ' ';
    else if (c == '\n')
      out += ' ';  // a line never holds LF; be safe if a caller passes one
    else if (c < 32 || c == 127)
      continue;
    else
      out += ch;
  }
  for (char c : out)
    if (!is_space(c)) return out;
  return std::nullopt;
}

bool is_interrupt_line(std::string_view raw) {
  std::string cleaned;
  for (char c : raw)
    if (static_cast<unsigned char>(c) >= 32 && c != 127) cleaned += c;
  std::string_view t = trim(cleaned);
  if (t.empty() || t.front() != '#') return false;
  t.remove_prefix(1);
  return trim(t) == "interrupt";
}

CommandLine split_command(std::string_view cleaned) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < cleaned.size()) {
    while (i < cleaned.size() && is_space(cleaned[i])) ++i;
    size_t start = i;
    while (i < cleaned.size() && !is_space(cleaned[i])) ++i;
    if (i > start) words.emplace_back(cleaned.substr(start, i - start));
  }
  CommandLine cmd;
  size_t next = 0;
  if (!words.empty() && !words[0].empty()) {
    bool digits = true;
    for (char c : words[0]) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (digits) cmd.id = words[next++];
  }
  if (next < words.size()) cmd.name = words[next++];
  cmd.args.assign(words.begin() + static_cast<std::ptrdiff_t>(next), words.end());
  return cmd;
}

std::string format_response(bool success, std::string_view id, std::string_view text) {
  std::string out(1, success ? '=' : '?');
  out += id;
  out += ' ';
  if (!success) {
    // One line: newlines inside an error message become spaces.
    std::string msg(text);
    for (char& c : msg)
      if (c == '\n' || c == '\r') c = ' ';
    out += strip_line_ends(trim(msg));
    return out + "\n\n";
  }
  // The first line (possibly empty: "= \nrow...") shares the line with "=".
  size_t pos = 0;
  bool first = true;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string line = strip_line_ends(text.substr(pos, end - pos));
    if (first) {
      out += line;
      first = false;
    } else if (!is_blank(line)) {
      out += '\n';
      out += line;
    }
    pos = end + 1;
  }
  return out + "\n\n";
}

}  // namespace sente::gtp
