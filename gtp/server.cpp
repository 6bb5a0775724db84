#include "gtp/server.h"

#include <atomic>
#include <cstdint>

#include "gtp/line_reader.h"

namespace sente::gtp {

namespace {

// Commands are numbered as they are read. The reader thread moves stop_upto;
// the command being handled stops its search once its number is covered.
struct InterruptState {
  std::atomic<uint64_t> read{0};       // commands read so far
  std::atomic<uint64_t> stop_upto{0};  // commands numbered <= this should stop searching
  std::atomic<uint64_t> running{0};    // the command being handled, 0 if none
};

// Runs in the reader thread; returns false for lines that need no handling.
bool on_line(InputLine& line, InterruptState& st, Engine& engine) {
  if (is_interrupt_line(line.text)) {
    const uint64_t target = st.read.load();
    st.stop_upto.store(target);
    // Stop at once if that command is searching; the command's own polling
    // covers the case where its search has not started yet.
    if (target != 0 && st.running.load() == target) engine.stop();
    return false;
  }
  std::optional<std::string> cleaned = clean_line(line.text);
  if (!cleaned) return false;  // comment or blank: no response
  line.seq = ++st.read;
  if (split_command(*cleaned).name == "quit") {
    st.stop_upto.store(line.seq - 1);
    const uint64_t r = st.running.load();
    if (r != 0 && r < line.seq) engine.stop();
  }
  return true;
}

}  // namespace

int serve(Dispatcher& dispatcher, Engine& engine, int in_fd, std::ostream& out) {
  InterruptState st;
  LineReader reader(in_fd, [&](InputLine& line) { return on_line(line, st, engine); });
  while (std::optional<InputLine> line = reader.next()) {
    const uint64_t seq = line->seq;
    st.running.store(seq);
    const std::string response = dispatcher.handle_line(
        line->text, [&st, seq] { return st.stop_upto.load() >= seq; },
        [&st, seq] { return st.read.load() > seq; }, line->truncated);
    st.running.store(0);
    if (!response.empty()) {
      out << response << std::flush;
      if (!out) return 1;
    }
    if (dispatcher.quit_requested()) break;
  }
  return 0;
}

}  // namespace sente::gtp
