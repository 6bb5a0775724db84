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
  // The command that ends on any new input (analysis), 0 if none.
  std::atomic<uint64_t> stop_on_input{0};
  std::atomic<bool> ended{false};  // the input has ended
};

// Stops the engine when the running command asked to end on new input.
void stop_if_watching(InterruptState& st, Engine& engine) {
  const uint64_t w = st.stop_on_input.load();
  if (w != 0 && st.running.load() == w) engine.stop();
}

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
  stop_if_watching(st, engine);
  // A queued quit does not cut a genmove short: people who pipe
  // "genmove b" then "quit" want the full-strength move (analysis, which
  // ends on any input, is stopped above).
  return true;
}

}  // namespace

int serve(Dispatcher& dispatcher, Engine& engine, int in_fd, std::ostream& out) {
  InterruptState st;
  LineReader reader(
      in_fd, [&](InputLine& line) { return on_line(line, st, engine); },
      [&] {
        st.ended.store(true);
        stop_if_watching(st, engine);
      });
  while (std::optional<InputLine> line = reader.next()) {
    const uint64_t seq = line->seq;
    st.running.store(seq);
    LineHooks hooks;
    hooks.should_stop = [&st, seq] { return st.stop_upto.load() >= seq; };
    hooks.input_pending = [&st, seq] { return st.read.load() > seq || st.ended.load(); };
    hooks.stop_on_input = [&st, seq](bool on) { st.stop_on_input.store(on ? seq : 0); };
    hooks.write = [&out](std::string_view text) { out << text << std::flush; };
    const std::string response = dispatcher.handle_line(line->text, hooks, line->truncated);
    st.stop_on_input.store(0);
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
