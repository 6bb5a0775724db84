// Fuzzes the GTP front end in process: the input is a sequence of command
// lines for one fresh session (tiny playout budget, one thread), handled by
// the same Dispatcher the executable uses. After every line: the response is
// well framed, the game is consistent, and an error left the game unchanged.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_check.h"
#include "gtp/dispatcher.h"
#include "gtp/protocol.h"
#include "gtp/session.h"

using namespace sente;
using namespace sente::gtp;
using sente::fuzz::require;

namespace {

// Enough for real sessions; bounds the time of one input.
constexpr std::size_t kMaxLines = 200;
// The dead-stone estimate behind scoring runs a fixed 400 heavy playouts
// whatever the playout budget (0.3 s and more on 19x19 under the
// sanitizers): one per input keeps the fuzzer fast.
constexpr int kMaxScoringCommands = 1;

SessionConfig tiny_config() {
  SessionConfig cfg;
  cfg.params = level_params(Level::Medium);
  cfg.params.playouts = 8;
  cfg.params.threads = 1;
  cfg.params.max_nodes = 1024;  // the engine keeps at least the largest board's root
  cfg.width = cfg.height = 9;
  return cfg;
}

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty() && lines.size() < kMaxLines) {
    const std::size_t end = text.find('\n');
    lines.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

// GTP framing (spec 3.4): "=id text" or "?id message", the id echoed, ending
// in exactly one empty line; an error is one line. (Streamed analysis
// answers "=id " on a line of its own, then info lines: the same shape.)
void check_response(const std::string& r, const std::string& id) {
  require(r.size() >= 2 + id.size() + 2, "response too short");
  require(r[0] == '=' || r[0] == '?', "response starts with neither '=' nor '?'");
  require(r.compare(1, id.size(), id) == 0, "response does not echo the id");
  require(r[1 + id.size()] == ' ', "no space after '=id'");
  require(r.compare(r.size() - 2, 2, "\n\n") == 0, "response does not end with an empty line");
  const std::string_view body(r.data(), r.size() - 2);
  require(body.find("\n\n") == std::string_view::npos, "empty line inside a response");
  require(body.empty() || body.back() != '\n', "empty line inside a response");
  for (char c : body)
    require(c == '\n' || static_cast<unsigned char>(c) >= 32, "control character in a response");
  if (r[0] == '?') require(body.find('\n') == std::string_view::npos, "multi-line error");
}

// Lines left out: commands that touch files (the SGF reader has its own
// target, and a fuzzer must not write files wherever it runs), and search
// settings that would undo the tiny budget.
bool skipped(const CommandLine& cmd) {
  if (cmd.name == "loadsgf" || (cmd.name == "printsgf" && !cmd.args.empty())) return true;
  if (cmd.name == "sente-param" && !cmd.args.empty()) {
    const std::string& key = cmd.args[0];
    return key == "level" || key == "playouts" || key == "max_seconds" || key == "threads";
  }
  return false;
}

// Commands that may run the dead-stone estimate: the scoring ones, printsgf
// after two passes (it writes the result), and a move generation after a
// pass (the engine passes back only when the count says it wins).
bool may_score(const CommandLine& cmd, const Game& game) {
  if (cmd.name == "final_score" || cmd.name == "final_status_list" || cmd.name == "printsgf" ||
      cmd.name == "sente-dead")
    return true;
  const bool generates = cmd.name.find("genmove") != std::string::npos;
  return generates && !game.moves().empty() && game.moves().back().is_pass();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // SENTE_FUZZ_ECHO=1: print the session (to see what a crashing input did).
  static const bool echo = std::getenv("SENTE_FUZZ_ECHO") != nullptr;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  Session session(tiny_config());
  Dispatcher dispatcher(session);
  const std::vector<std::string_view> lines = split_lines(text);
  int scoring_left = kMaxScoringCommands;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::optional<std::string> cleaned = clean_line(lines[i]);
    const CommandLine cmd = cleaned ? split_command(*cleaned) : CommandLine{};
    if (skipped(cmd) || (may_score(cmd, session.game) && scoring_left-- <= 0)) continue;
    const sente::fuzz::GameSnapshot before(session.game);
    // No input is ever pending: in process, the analysis commands then run
    // their playout budget and answer with the info lines at once.
    const std::string response = dispatcher.handle_line(lines[i]);
    if (echo) std::fprintf(stderr, "%s\n%s", cleaned ? cleaned->c_str() : "", response.c_str());
    if (!cleaned) {
      require(response.empty(), "a blank or comment line was answered");
      continue;
    }
    check_response(response, cmd.id);
    if (response[0] == '?') require(before.same_as(session.game), "an error changed the game");
    sente::fuzz::check_game(session.game);
    if (dispatcher.quit_requested()) {
      require(cmd.name == "quit", "quit requested by another command");
      break;
    }
  }
  return 0;
}
