// Runs one GTP transcript through the `sente` executable and compares its
// whole stdout with the expected lines.
//
// Transcript format (tests/transcripts/*.gtp), one item per line:
//   %args ARGS     command-line arguments for sente (first line)
//   %exit N        expected exit status (default 0)
//   %% text        a note for readers of the transcript; ignored
//   > text         an expected output line, exactly ("> " then the text;
//                  a lone ">" is an empty line)
//   ~ regex        an expected output line matching this ECMAScript regex
//   ~[name] regex  the same, and the regex's first group is kept as ${name}
//                  for later expected lines ("> = ${name}")
//   * regex        any number of output lines, each matching the regex
//   %raw           the output is not GTP responses (--help, --version)
//   %maxseconds S  fail when sente runs longer than S seconds
//   anything else  a line of input, sent as it is after these escapes:
//                  \r \t \0 \\ \xHH; @DIR@ becomes the transcripts folder
//                  and @TMP@ a fresh scratch folder.
// All input is written before sente starts reading (pipelined, as Sabaki
// does), so expected lines simply follow the commands they answer.
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

enum class Kind { Exact, Regex, Repeat };

struct Expected {
  Kind kind = Kind::Exact;
  std::string text;
  std::string capture;  // variable name for ~[name]
  int source_line = 0;
};

struct Script {
  std::string args, input;
  int exit_status = 0;
  bool raw = false;
  double max_seconds = 0;
  std::vector<Expected> expected;
};

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
    s.replace(pos, from.size(), to);
  return s;
}

std::string unescape(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    const char c = s[++i];
    if (c == 'r')
      out += '\r';
    else if (c == 't')
      out += '\t';
    else if (c == '0')
      out += '\0';
    else if (c == '\\')
      out += '\\';
    else if (c == 'x' && i + 2 < s.size()) {
      out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += '\\';
      out += c;
    }
  }
  return out;
}

Script read_script(std::istream& in, const fs::path& dir, const fs::path& tmp) {
  Script sc;
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    line = replace_all(replace_all(line, "@DIR@", dir.string()), "@TMP@", tmp.string());
    if (line.rfind("%args", 0) == 0)
      sc.args = line.substr(5);
    else if (line.rfind("%exit", 0) == 0)
      sc.exit_status = std::stoi(line.substr(5));
    else if (line == "%raw")
      sc.raw = true;
    else if (line.rfind("%maxseconds", 0) == 0)
      sc.max_seconds = std::stod(line.substr(11));
    else if (line.rfind("%%", 0) == 0)
      continue;
    else if (line == ">")
      sc.expected.push_back({Kind::Exact, "", "", n});
    else if (line.rfind("> ", 0) == 0)
      sc.expected.push_back({Kind::Exact, line.substr(2), "", n});
    else if (line.rfind("* ", 0) == 0)
      sc.expected.push_back({Kind::Repeat, line.substr(2), "", n});
    else if (line.rfind("~[", 0) == 0 && line.find("] ") != std::string::npos) {
      const size_t close = line.find("] ");
      sc.expected.push_back({Kind::Regex, line.substr(close + 2), line.substr(2, close - 2), n});
    } else if (line.rfind("~ ", 0) == 0) {
      sc.expected.push_back({Kind::Regex, line.substr(2), "", n});
    } else {
      sc.input += unescape(line) + "\n";
    }
  }
  return sc;
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    lines.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

std::string quote(const std::string& s) { return "'" + replace_all(s, "'", "'\\''") + "'"; }

// Compares output lines with the expectations; returns an error or "".
std::string compare(const std::vector<std::string>& actual, const std::vector<Expected>& expected,
                    const std::string& file) {
  std::map<std::string, std::string> vars;
  size_t a = 0;
  for (const Expected& e : expected) {
    std::string text = e.text;
    for (const auto& [name, value] : vars) text = replace_all(text, "${" + name + "}", value);
    const std::string where = file + ":" + std::to_string(e.source_line) + ": ";
    if (e.kind == Kind::Repeat) {
      const std::regex re(text);
      while (a < actual.size() && std::regex_match(actual[a], re)) ++a;
      continue;
    }
    if (a >= actual.size()) return where + "output ended before this line";
    std::smatch m;
    const bool ok = e.kind == Kind::Exact ? actual[a] == text
                                          : std::regex_match(actual[a], m, std::regex(text));
    if (!ok)
      return where + "output line " + std::to_string(a + 1) + " is\n  [" + actual[a] +
             "]\nexpected" + (e.kind == Kind::Regex ? " a match of" : "") + "\n  [" + text + "]";
    if (!e.capture.empty()) vars[e.capture] = m.size() > 1 ? m[1].str() : m[0].str();
    ++a;
  }
  if (a < actual.size())
    return "unexpected output line " + std::to_string(a + 1) + ": [" + actual[a] + "]";
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: gtp_transcript_runner SENTE FILE.gtp\n";
    return 2;
  }
  const fs::path sente = fs::absolute(argv[1]), file = fs::absolute(argv[2]);
  const fs::path tmp = fs::temp_directory_path() / ("sente-transcript-" + file.stem().string() +
                                                    "-" + std::to_string(::getpid()));
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  std::ifstream in(file);
  if (!in) {
    std::cerr << "cannot read " << file << "\n";
    return 2;
  }
  const Script sc = read_script(in, file.parent_path(), tmp);
  const fs::path in_path = tmp / "input", out_path = tmp / "stdout", err_path = tmp / "stderr";
  {
    std::ofstream f(in_path, std::ios::binary);
    f << sc.input;
  }
  const std::string cmd = "cd " + quote(tmp.string()) + " && " + quote(sente.string()) + " " +
                          sc.args + " < " + quote(in_path.string()) + " > " +
                          quote(out_path.string()) + " 2> " + quote(err_path.string());
  const auto start = std::chrono::steady_clock::now();
  const int status = std::system(cmd.c_str());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const int exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  const std::string out = read_file(out_path);

  const std::string name = file.filename().string();
  std::string error = compare(split_lines(out), sc.expected, name);
  // Every response ends with exactly one empty line.
  if (error.empty() && !sc.raw && !out.empty() &&
      (out.size() < 2 || out.substr(out.size() - 2) != "\n\n"))
    error = "the output does not end with an empty line";
  if (error.empty() && exit_status != sc.exit_status)
    error = "exit status " + std::to_string(exit_status) + ", expected " +
            std::to_string(sc.exit_status);
  if (error.empty() && sc.max_seconds > 0 && seconds > sc.max_seconds)
    error = "took " + std::to_string(seconds) + " s, more than " + std::to_string(sc.max_seconds);
  if (!error.empty()) {
    std::cerr << error << "\n---- stdout ----\n"
              << out << "---- stderr ----\n"
              << read_file(err_path) << "---- (files in " << tmp.string() << ")\n";
  } else {
    fs::remove_all(tmp);
  }
  std::cout << (error.empty() ? "PASS " : "FAIL ") << name << " (" << sc.expected.size()
            << " expected lines, " << seconds << " s)\n";
  return error.empty() ? 0 : 1;
}
