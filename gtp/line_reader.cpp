#include "gtp/line_reader.h"

#include <poll.h>
#include <unistd.h>

#include <cerrno>

#include "gtp/protocol.h"

namespace sente::gtp {

LineReader::LineReader(int fd, std::function<bool(InputLine&)> on_line)
    : LineReader(fd, std::move(on_line), {}) {}

LineReader::LineReader(int fd, std::function<bool(InputLine&)> on_line,
                       std::function<void()> on_end)
    : fd_(fd), on_line_(std::move(on_line)), on_end_(std::move(on_end)) {
  if (::pipe(wake_) != 0) wake_[0] = wake_[1] = -1;
  thread_ = std::thread([this] { run(); });
}

LineReader::~LineReader() {
  if (wake_[1] >= 0) {
    const char c = 'x';
    [[maybe_unused]] auto n = ::write(wake_[1], &c, 1);
  }
  thread_.join();
  for (int f : wake_)
    if (f >= 0) ::close(f);
}

std::optional<InputLine> LineReader::next() {
  std::unique_lock lock(mutex_);
  ready_.wait(lock, [&] { return !queue_.empty() || ended_; });
  if (queue_.empty()) return std::nullopt;
  InputLine line = std::move(queue_.front());
  queue_.pop_front();
  return line;
}

void LineReader::push(InputLine line) {
  if (on_line_ && !on_line_(line)) return;
  std::lock_guard lock(mutex_);
  queue_.push_back(std::move(line));
  ready_.notify_one();
}

void LineReader::run() {
  InputLine current;
  char buf[65536];
  for (;;) {
    pollfd fds[2] = {{fd_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
    const int nfds = wake_[0] >= 0 ? 2 : 1;
    if (::poll(fds, nfds, -1) < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (nfds == 2 && fds[1].revents) break;  // shutting down
    const ssize_t n = ::read(fd_, buf, sizeof buf);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n <= 0) break;  // end of input or error
    for (ssize_t i = 0; i < n; ++i) {
      if (buf[i] == '\n') {
        push(std::move(current));
        current = InputLine{};
      } else if (current.text.size() < kMaxLineBytes) {
        current.text += buf[i];
      } else {
        current.truncated = true;
      }
    }
  }
  if (!current.text.empty() || current.truncated) push(std::move(current));  // last line without LF
  if (on_end_) on_end_();
  std::lock_guard lock(mutex_);
  ended_ = true;
  ready_.notify_all();
}

}  // namespace sente::gtp
