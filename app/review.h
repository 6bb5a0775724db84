// `sente review IN.sgf -o OUT.sgf [--playouts N]`: analyses every position of
// an SGF game's main line and writes the win rates (comments and Sabaki's
// SBKV property) and the engine's preferred lines as variations.
#pragma once

namespace sente::gtp {

// argv[0] is "review" (the subcommand); returns the process exit status
// (0 done, 1 cannot read/write a file, 2 bad usage).
int run_review(int argc, char** argv);

}  // namespace sente::gtp
