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

// What a handler may use besides its arguments.
struct Context {
  Session& session;
  const CommandTable& commands;
  // True once the running command should stop searching (GoGui's
  // "# interrupt", or a quit waiting behind it). Never null.
  std::function<bool()> should_stop;
  // True once another command line is waiting (analysis stops on any input).
  std::function<bool()> input_pending;
  bool quit = false;  // set by the quit handler
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
  bool quit_requested() const { return quit_; }
  const CommandTable& commands() const { return table_; }

 private:
  Session& session_;
  CommandTable table_;
  bool quit_ = false;
};

}  // namespace sente::gtp
