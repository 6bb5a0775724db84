#include "gtp/dispatcher.h"

#include <exception>

#include "gtp/commands.h"

namespace sente::gtp {

void CommandTable::add(std::string name, Handler handler) {
  names_.push_back(std::move(name));
  handlers_.push_back(std::move(handler));
}

const Handler* CommandTable::find(std::string_view name) const {
  for (std::size_t i = 0; i < names_.size(); ++i)
    if (names_[i] == name) return &handlers_[i];
  return nullptr;
}

CommandTable make_command_table() {
  CommandTable t;
  add_core_commands(t);
  add_setup_commands(t);
  add_play_commands(t);
  add_scoring_commands(t);
  add_time_commands(t);
  add_rules_commands(t);
  add_sgf_commands(t);
  add_extension_commands(t);
  return t;
}

Dispatcher::Dispatcher(Session& session) : session_(session), table_(make_command_table()) {}

std::string Dispatcher::handle_line(std::string_view raw, const std::function<bool()>& should_stop,
                                    const std::function<bool()>& input_pending, bool truncated) {
  std::optional<std::string> cleaned = clean_line(raw);
  if (!cleaned) return {};
  session_.diag.traffic("< ", *cleaned);
  CommandLine line = split_command(*cleaned);
  const std::string id = line.id;
  bool ok = false;
  std::string text;
  try {
    if (truncated) throw GtpError("syntax error: line too long");
    if (line.name.empty()) throw GtpError("syntax error: missing command name");
    const Handler* handler = table_.find(line.name);
    if (!handler) throw GtpError("unknown command");
    auto never = [] { return false; };
    Context ctx{session_, table_, should_stop ? should_stop : never,
                input_pending ? input_pending : never};
    text = (*handler)(Command(std::move(line)), ctx);
    ok = true;
    quit_ = ctx.quit;
  } catch (const GtpError& e) {
    text = e.what();
  } catch (const std::bad_alloc&) {
    text = "out of memory";
  } catch (const std::exception& e) {
    // A bug below the protocol layer: report it, keep serving.
    text = std::string("internal error: ") + e.what();
    session_.diag.note(text);
  }
  std::string response = format_response(ok, id, text);
  session_.diag.traffic("> ", response.substr(0, response.size() - 1));
  return response;
}

}  // namespace sente::gtp
