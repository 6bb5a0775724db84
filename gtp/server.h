// The protocol loop: commands from a file descriptor, answers on a stream.
#pragma once

#include <ostream>

#include "gtp/dispatcher.h"

namespace sente::gtp {

// Serves until quit or the end of input. A reader thread keeps reading while
// a command runs: "# interrupt" stops the running search (GoGui), a queued
// quit stops it too so that quit is answered promptly, and every other line
// waits its turn. Returns 0, or 1 when the output could not be written.
int serve(Dispatcher& dispatcher, Engine& engine, int in_fd, std::ostream& out);

}  // namespace sente::gtp
