// Runs one scripted console session through the `sente` executable and
// compares its whole stdout with the expected screen.
//
//   console_runner SENTE SESSION.in SESSION.out SCRATCH_DIR
//
// SESSION.in: lines starting with % at the top are directives
//   %args ARGS   the command-line arguments (split at spaces)
//   %exit N      the expected exit status (default 0)
// and every other line is typed into sente's stdin as it is.
// SESSION.out: the expected stdout, line by line, exactly, except that
//   {{...}}      alone on a line stands for any number of lines, and
//   {{REGEX}}    inside a line matches what the ECMAScript regex matches
//                (for engine moves that may change as the engine improves).
// In both files @TMP@ becomes SCRATCH_DIR. The actual output is written next
// to the scratch dir as SESSION.actual for inspection.
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::vector<std::string> read_lines(const fs::path& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t pos = 0; (pos = s.find(from, pos)) != std::string::npos; pos += to.size())
    s.replace(pos, from.size(), to);
  return s;
}

std::string regex_escape(const std::string& s) {
  static const std::string special = R"(\^$.|?*+()[]{}/)";
  std::string r;
  for (char c : s) {
    if (special.find(c) != std::string::npos) r += '\\';
    r += c;
  }
  return r;
}

bool is_skip(const std::string& line) { return line == "{{...}}"; }

// A line of the expected screen: literal text with {{regex}} parts.
bool line_matches(const std::string& actual, const std::string& expected) {
  if (expected.find("{{") == std::string::npos) return actual == expected;
  std::string pattern;
  size_t pos = 0;
  while (pos < expected.size()) {
    const size_t open = expected.find("{{", pos);
    const size_t close = open == std::string::npos ? open : expected.find("}}", open + 2);
    if (close == std::string::npos) {
      pattern += regex_escape(expected.substr(pos));
      break;
    }
    pattern += regex_escape(expected.substr(pos, open - pos));
    pattern += "(?:" + expected.substr(open + 2, close - open - 2) + ")";
    pos = close + 2;
  }
  return std::regex_match(actual, std::regex(pattern));
}

class Matcher {
 public:
  Matcher(const std::vector<std::string>& actual, const std::vector<std::string>& expected)
      : actual_(actual), expected_(expected) {}

  bool match(size_t i, size_t j) {
    if (failed_.count({i, j})) return false;
    if (j > best_j_ || (j == best_j_ && i > best_i_)) best_i_ = i, best_j_ = j;
    bool ok = false;
    if (j == expected_.size()) {
      ok = i == actual_.size();
    } else if (is_skip(expected_[j])) {
      for (size_t k = i; k <= actual_.size() && !ok; ++k) ok = match(k, j + 1);
    } else {
      ok = i < actual_.size() && line_matches(actual_[i], expected_[j]) && match(i + 1, j + 1);
    }
    if (!ok) failed_.insert({i, j});
    return ok;
  }
  size_t best_i() const { return best_i_; }
  size_t best_j() const { return best_j_; }

 private:
  const std::vector<std::string>& actual_;
  const std::vector<std::string>& expected_;
  std::set<std::pair<size_t, size_t>> failed_;
  size_t best_i_ = 0, best_j_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: console_runner SENTE SESSION.in SESSION.out SCRATCH_DIR\n";
    return 2;
  }
  try {
    const fs::path sente = argv[1], in_path = argv[2], out_path = argv[3], scratch = argv[4];
    fs::remove_all(scratch);
    fs::create_directories(scratch);
    std::string args, input;
    int expected_exit = 0;
    bool directives = true;
    for (const std::string& raw : read_lines(in_path)) {
      const std::string line = replace_all(raw, "@TMP@", scratch.string());
      if (directives && line.rfind("%args ", 0) == 0) {
        args = line.substr(6);
      } else if (directives && line.rfind("%exit ", 0) == 0) {
        expected_exit = std::stoi(line.substr(6));
      } else {
        directives = false;
        input += line + "\n";
      }
    }
    const fs::path stdin_file = scratch / "stdin.txt";
    const fs::path actual_file =
        fs::path(scratch.string() + "." + in_path.stem().string() + ".actual");
    std::ofstream(stdin_file) << input;
    const std::string command = "'" + sente.string() + "' " + args + " < '" + stdin_file.string() +
                                "' > '" + actual_file.string() + "'";
    const int status = std::system(command.c_str());
    const int exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    const std::vector<std::string> actual = read_lines(actual_file);
    std::vector<std::string> expected;
    for (const std::string& line : read_lines(out_path))
      expected.push_back(replace_all(line, "@TMP@", scratch.string()));

    bool ok = true;
    if (exit_code != expected_exit) {
      std::cerr << "exit status " << exit_code << ", expected " << expected_exit << "\n";
      ok = false;
    }
    Matcher m(actual, expected);
    if (!m.match(0, 0)) {
      ok = false;
      std::cerr << "output differs (whole output in " << actual_file << ")\n";
      const size_t i = m.best_i(), j = m.best_j();
      std::cerr << "expected line " << j + 1 << ": "
                << (j < expected.size() ? expected[j] : "<end of output>") << "\n"
                << "actual line   " << i + 1 << ": "
                << (i < actual.size() ? actual[i] : "<end of output>") << "\n";
    }
    return ok ? 0 : 1;
  } catch (const std::exception& e) {
    std::cerr << "console_runner: " << e.what() << "\n";
    return 2;
  }
}
