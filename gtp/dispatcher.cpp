#include "gtp/dispatcher.h"

#include <exception>
#include <utility>

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
  add_analyze_commands(t);
  add_gogui_commands(t);
  return t;
}

ResponseStream::ResponseStream(std::string id, std::function<void(std::string_view)> write)
    : id_(std::move(id)), write_(std::move(write)) {}

void ResponseStream::send(std::string_view text) {
  if (write_)
    write_(text);
  else
    kept_ += text;
}

void ResponseStream::begin() {
  if (begun_) return;
  begun_ = true;
  // "= " as every response starts (GoGui reads from the first space).
  send("=" + id_ + " \n");
}

void ResponseStream::line(std::string_view text) {
  begin();
  std::string l(text);
  for (char& c : l)
    if (c == '\n' || c == '\r') c = ' ';
  while (!l.empty() && (l.back() == ' ' || l.back() == '\t')) l.pop_back();
  if (l.find_first_not_of(" \t") == std::string::npos) return;
  send(l + "\n");
}

std::string ResponseStream::take_kept() { return std::exchange(kept_, {}); }

Dispatcher::Dispatcher(Session& session) : session_(session), table_(make_command_table()) {}

std::string Dispatcher::handle_line(std::string_view raw, const std::function<bool()>& should_stop,
                                    const std::function<bool()>& input_pending, bool truncated) {
  LineHooks hooks;
  hooks.should_stop = should_stop;
  hooks.input_pending = input_pending;
  return handle_line(raw, hooks, truncated);
}

std::string Dispatcher::handle_line(std::string_view raw, const LineHooks& hooks, bool truncated) {
  std::optional<std::string> cleaned = clean_line(raw);
  if (!cleaned) return {};
  session_.diag.traffic("< ", *cleaned);
  CommandLine line = split_command(*cleaned);
  const std::string id = line.id;
  bool ok = false;
  std::string text;
  auto write = hooks.write;
  if (write)  // streamed lines go to the log too
    write = [this, w = hooks.write](std::string_view t) {
      session_.diag.traffic("> ", t.substr(0, t.size() - 1));
      w(t);
    };
  ResponseStream stream(id, write);
  try {
    if (truncated) throw GtpError("syntax error: line too long");
    if (line.name.empty()) throw GtpError("syntax error: missing command name");
    const Handler* handler = table_.find(line.name);
    if (!handler) throw GtpError("unknown command");
    auto never = [] { return false; };
    auto ignore = [](bool) {};
    Context ctx{session_,
                table_,
                hooks.should_stop ? hooks.should_stop : never,
                hooks.input_pending ? hooks.input_pending : never,
                hooks.stop_on_input ? hooks.stop_on_input : ignore,
                stream};
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
  if (stream.begun()) {
    // The "=" line is out: a failure can only be noted, and the result's
    // lines end the response.
    if (!ok) session_.diag.note("error after the response began: " + text);
    std::string rest = stream.take_kept();
    size_t pos = 0;
    while (ok && pos < text.size()) {
      size_t end = text.find('\n', pos);
      if (end == std::string::npos) end = text.size();
      std::string kept = text.substr(pos, end - pos);
      while (!kept.empty() && (kept.back() == ' ' || kept.back() == '\t' || kept.back() == '\r'))
        kept.pop_back();
      if (kept.find_first_not_of(' ') != std::string::npos) rest += kept + "\n";
      pos = end + 1;
    }
    rest += "\n";
    session_.diag.traffic("> ", rest.substr(0, rest.size() - 1));
    return rest;
  }
  std::string response = format_response(ok, id, text);
  session_.diag.traffic("> ", response.substr(0, response.size() - 1));
  return response;
}

}  // namespace sente::gtp
