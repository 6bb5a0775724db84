#include "gtp/diagnostics.h"

namespace sente::gtp {

void Diagnostics::note(std::string_view line) {
  if (err_) *err_ << line << '\n' << std::flush;
  if (log_) *log_ << "# " << line << '\n' << std::flush;
}

void Diagnostics::live(std::string_view text) {
  if (err_) *err_ << text << std::flush;
}

void Diagnostics::traffic(std::string_view prefix, std::string_view text) {
  if (!log_) return;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    *log_ << prefix << text.substr(pos, end - pos) << '\n';
    pos = end + 1;
  }
  *log_ << std::flush;
}

}  // namespace sente::gtp
