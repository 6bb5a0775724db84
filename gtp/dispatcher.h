// The command table and one step of the protocol: a raw line in, the
// complete response text out.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/command.h"
#include "gtp/session.h"

namespace sente::gtp {

class CommandTable;

// Sends the start of a success response while the command still runs (the
// analysis commands stream "info" lines until stopped). Once begun, the
// handler's result only adds lines and the empty line ends the response.
class ResponseStream {
 public:
  // `write` gets text to send at once (flushed); without it the text is
  // kept and returned together with the end of the response.
  ResponseStream(std::string id, std::function<void(std::string_view)> write);
  // Writes "=id" on a line of its own, once.
  void begin();
  // One line of the response, after begin(). Blank lines are dropped: a
  // client would take them for the end of the response.
  void line(std::string_view text);
  bool begun() const { return begun_; }
  // True when the text goes straight to the client (false in process).
  bool live() const { return static_cast<bool>(write_); }
  // Text kept so far (in-process mode), emptied.
  std::string take_kept();

 private:
  void send(std::string_view text);
  std::string id_;
  std::function<void(std::string_view)> write_;
  std::string kept_;
  bool begun_ = false;
};

// What a handler may use besides its arguments.
struct Context {
  Session& session;
  const CommandTable& commands;
  // True once the running command should stop searching (GoGui's
  // "# interrupt", or a quit waiting behind it). Never null.
  std::function<bool()> should_stop;
  // True once another command line is waiting or the input has ended
  // (analysis stops on any input). Never null.
  std::function<bool()> input_pending;
  // Asks the input reader to stop the engine as soon as another line
  // arrives (true) or no longer (false). Never null (may do nothing).
  std::function<void(bool)> stop_on_input;
  ResponseStream& stream;
  bool quit = false;  // set by the quit handler
};

// How a dispatcher reaches the input reader and the output while a command
// runs; every member may be empty.
struct LineHooks {
  std::function<bool()> should_stop;
  std::function<bool()> input_pending;
  std::function<void(bool)> stop_on_input;
  std::function<void(std::string_view)> write;  // for ResponseStream
};

// Returns the result text (may be multi-line) or throws GtpError.
using Handler = std::function<std::string(const Command&, Context&)>;

class CommandTable {
 public:
  void add(std::string name, Handler handler);
  const Handler* find(std::string_view name) const;
  // In registration order, which is list_commands' order.
  const std::vector<std::string>& names() const { return names_; }

 private:
  std::vector<std::string> names_;
  std::vector<Handler> handlers_;
};

// Every command of the engine, registered theme by theme.
CommandTable make_command_table();

class Dispatcher {
 public:
  explicit Dispatcher(Session& session);

  // Handles one raw input line (without its LF). Returns the response, or ""
  // for a comment or blank line. `truncated`: the line was longer than
  // kMaxLineBytes and lost its end.
  std::string handle_line(std::string_view raw, const std::function<bool()>& should_stop = {},
                          const std::function<bool()>& input_pending = {}, bool truncated = false);
  // The same with every hook; a streamed response's start has already
  // gone to hooks.write, the rest is returned.
  std::string handle_line(std::string_view raw, const LineHooks& hooks, bool truncated = false);
  bool quit_requested() const { return quit_; }
  const CommandTable& commands() const { return table_; }

 private:
  Session& session_;
  CommandTable table_;
  bool quit_ = false;
};

}  // namespace sente::gtp
