// The error every front-end's option parser throws: the `sente` executable,
// `sente play`, `sente review` print what() and exit with status 2.
#pragma once

#include <stdexcept>

namespace sente {

struct OptionsError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace sente
