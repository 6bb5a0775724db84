#include "gtp/session.h"

namespace sente::gtp {

Session::Session(const SessionConfig& config, Diagnostics diagnostics)
    : game(config.width, config.height, config.rules), engine(config.params), diag(diagnostics) {
  if (config.komi) game.set_komi(*config.komi);
}

}  // namespace sente::gtp
