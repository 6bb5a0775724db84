#include <unistd.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "gtp/line_reader.h"
#include "gtp/protocol.h"

using namespace sente::gtp;

namespace {

// Writes `data` into a pipe and closes it, so the reader sees it then EOF.
int pipe_with(const std::string& data) {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  std::thread writer([fd = fds[1], data] {
    size_t done = 0;
    while (done < data.size()) {
      ssize_t n = ::write(fd, data.data() + done, data.size() - done);
      if (n <= 0) break;
      done += static_cast<size_t>(n);
    }
    ::close(fd);
  });
  writer.detach();
  return fds[0];
}

}  // namespace

TEST_CASE("LineReader hands out every line in order", "[gtp][reader]") {
  const int fd = pipe_with("one\ntwo\r\n\nthree");
  std::vector<std::string> lines;
  {
    LineReader reader(fd, {});
    while (auto l = reader.next()) lines.push_back(l->text);
  }
  ::close(fd);
  CHECK(lines == std::vector<std::string>{"one", "two\r", "", "three"});
}

TEST_CASE("LineReader's callback sees lines first and may drop them", "[gtp][reader]") {
  const int fd = pipe_with("a\n# interrupt\nb\n");
  int interrupts = 0;
  std::vector<std::string> lines;
  {
    LineReader reader(fd, [&](InputLine& l) {
      if (is_interrupt_line(l.text)) {
        ++interrupts;
        return false;
      }
      return true;
    });
    while (auto l = reader.next()) lines.push_back(l->text);
  }
  ::close(fd);
  CHECK(interrupts == 1);
  CHECK(lines == std::vector<std::string>{"a", "b"});
}

TEST_CASE("LineReader truncates overlong lines and says so", "[gtp][reader]") {
  const int fd = pipe_with(std::string(kMaxLineBytes + 10, 'x') + "\nname\n");
  std::vector<InputLine> lines;
  {
    LineReader reader(fd, {});
    while (auto l = reader.next()) lines.push_back(*l);
  }
  ::close(fd);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].truncated);
  CHECK(lines[0].text.size() == kMaxLineBytes);
  CHECK_FALSE(lines[1].truncated);
  CHECK(lines[1].text == "name");
}

TEST_CASE("LineReader stops when destroyed while input is still open", "[gtp][reader]") {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  {
    LineReader reader(fds[0], {});
    REQUIRE(::write(fds[1], "x\n", 2) == 2);
    auto l = reader.next();
    REQUIRE(l);
    CHECK(l->text == "x");
  }  // must not hang although nobody closed the write end
  ::close(fds[0]);
  ::close(fds[1]);
}
