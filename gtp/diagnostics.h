// Where non-protocol text goes: a line per event on stderr (moderately, a
// full pipe can block the engine) and, with --log, everything into a file.
#pragma once

#include <ostream>
#include <string_view>

namespace sente::gtp {

class Diagnostics {
 public:
  // Either stream may be null.
  explicit Diagnostics(std::ostream* err = nullptr, std::ostream* log = nullptr)
      : err_(err), log_(log) {}
  // A diagnostic line for people: stderr and the log.
  void note(std::string_view line);
  // Text for GoGui's live graphics ("gogui-gfx:" lines): stderr only,
  // flushed, not logged (it repeats every half second).
  void live(std::string_view text);
  // Protocol traffic, to the log only: "< " input lines, "> " responses.
  void traffic(std::string_view prefix, std::string_view text);

 private:
  std::ostream* err_;
  std::ostream* log_;
};

}  // namespace sente::gtp
