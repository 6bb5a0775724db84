// Reads lines from a file descriptor in a background thread, so that input
// keeps arriving (and "# interrupt" is seen) while a command is searching.
// Lines are queued and handed out strictly in order; none is dropped.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace sente::gtp {

struct InputLine {
  std::string text;  // without the LF, at most kMaxLineBytes
  bool truncated = false;
  uint64_t seq = 0;  // free for the on_line callback's bookkeeping
};

class LineReader {
 public:
  // `on_line` runs in the reader thread for every line before it is queued
  // (keep it short); it returns false to keep the line out of the queue.
  LineReader(int fd, std::function<bool(InputLine&)> on_line);
  // `on_end` also runs in the reader thread, once, when the input ends
  // (after the last line was queued).
  LineReader(int fd, std::function<bool(InputLine&)> on_line, std::function<void()> on_end);
  ~LineReader();  // stops and joins the thread; the fd stays open
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Blocks for the next line; nullopt once the input has ended and every
  // line was handed out.
  std::optional<InputLine> next();

 private:
  void run();
  void push(InputLine line);

  int fd_;
  int wake_[2] = {-1, -1};  // self-pipe: the destructor wakes poll()
  std::function<bool(InputLine&)> on_line_;
  std::function<void()> on_end_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<InputLine> queue_;
  bool ended_ = false;
  std::thread thread_;
};

}  // namespace sente::gtp
