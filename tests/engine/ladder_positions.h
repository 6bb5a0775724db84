// Ladder positions shared by the tactics and move-feature tests; every
// expected answer was checked with GNU Go 3.8's `defend`.
#pragma once

namespace sente::test {

// White D5 in atari (liberty E5). Extending gives two liberties, and the
// ladder runs to the lower right edge: GNU Go's `defend D5` says 0. A white
// ladder breaker on G2 makes it E5.
inline constexpr const char* kLadder =
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . X X . . . .\n"
    ". . X O . . . . .\n"
    ". . . X . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";

// White D5 with two liberties, D4 and E5: Black D4 starts the ladder of
// kLadder, Black E5 lets White out at D4 (`defend D5` says D4).
inline constexpr const char* kTwoLiberties =
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . X X . . . .\n"
    ". . X O . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";

}  // namespace sente::test
