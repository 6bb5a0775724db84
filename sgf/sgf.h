// SGF (FF[4]) for Go: reading the main line of a file into a Game, and
// writing a Game back. Depends only on rules/ and the standard library.
//
// API for the GTP layer (stable):
//   loadsgf FILE [N]:
//     sente::SgfLoadOptions opts;  opts.move_number = n;  std::string err;
//     if (!sente::load_sgf_file(path, game, opts, &err))
//       -> "? cannot load file" (err says why, for stderr); `game` is untouched.
//   printsgf [FILE]:
//     sente::SgfWriteOptions opts;  opts.app_version = VERSION;  opts.result = "B+3.5";
//     std::string text = sente::write_sgf(game, opts);
//     sente::save_sgf_file(path, game, opts);  // throws SgfError on failure
// Every function that can fail throws SgfError (a ParseError) except the
// bool form of load_sgf_file, which never throws.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/game.h"
#include "rules/types.h"

namespace sente {

struct SgfError : ParseError {
  using ParseError::ParseError;
};

inline constexpr std::size_t kMaxSgfFileBytes = 10 * 1024 * 1024;
inline constexpr int kMaxSgfNesting = 10000;  // nested game trees
// Main-line nodes: far beyond any real game (25x25 games stay under 2000
// moves); bounds memory and time, as a Game keeps a 192-byte record a
// position and replays the moves from the start to undo.
inline constexpr std::size_t kMaxSgfMainLine = 4000;

// --- The parsed file: the main line only -------------------------------------
struct SgfProperty {
  std::string id;                   // upper-case letters only ("AddBlack" -> "AB")
  std::vector<std::string> values;  // escapes resolved, not trimmed
};
struct SgfNode {
  std::vector<SgfProperty> props;
  // The values of `id`, or nullptr when the node has no such property.
  const std::vector<std::string>* find(std::string_view id) const;
};
struct SgfTree {
  std::vector<SgfNode> main_line;  // root first; the first variation at each branch
  // The root's player name for `c` (PB or PW) contains `text`.
  bool player_named(Color c, std::string_view text) const;
};

// Parses the first game tree of a collection (later trees are checked for
// syntax and ignored). Throws SgfError on syntax errors, NUL bytes, invalid
// UTF-8 (unless the root's CA names another charset), nesting deeper than
// kMaxSgfNesting, or a main line longer than kMaxSgfMainLine nodes.
SgfTree parse_sgf(std::string_view text);

// --- Building a game ----------------------------------------------------------
struct SgfLoadOptions {
  // GTP loadsgf: the position before this move (1-based; moves 1..N-1 are
  // played). nullopt: the whole main line. Must be >= 1.
  std::optional<int> move_number;
  // Mark the game resigned when RE says so (B+R/W+R) and the whole main line
  // was played. Off by default so a loaded game can be continued.
  bool apply_resignation = false;
};

// Builds a new game from the main line. Rules and komi come from RU and KM
// when present, otherwise from `defaults` (its rules and komi). Throws
// SgfError for sizes outside 2..25, bad numbers, bad or illegal moves, bad
// setup. RU names: Chinese, AGA, Japanese, Korean, NZ/New Zealand,
// Tromp-Taylor, or KataGo-style "koPOSITIONALscoreAREAsui0"; other names keep
// the default rules.
Game build_game(const SgfTree& tree, const Game& defaults, const SgfLoadOptions& opts = {});

// Reads at most `max_bytes` of a regular file (directories, devices, fifos,
// unreadable and too large files throw SgfError).
std::string read_sgf_file(const std::string& path, std::size_t max_bytes = kMaxSgfFileBytes);

// read + parse + build; the result replaces nothing (throws on error).
Game load_sgf_string(std::string_view text, const Game& defaults, const SgfLoadOptions& opts = {});
Game load_sgf_file(const std::string& path, const Game& defaults, const SgfLoadOptions& opts = {});
// All-or-nothing into `game`: on failure returns false, leaves `game`
// unchanged and puts the reason into *error (if given). Never throws.
bool load_sgf_file(const std::string& path, Game& game, const SgfLoadOptions& opts,
                   std::string* error) noexcept;

// --- Writing -------------------------------------------------------------------
struct SgfWriteOptions {
  std::string app_version = "dev";  // AP[Sente:<version>]
  // RE value, e.g. "B+3.5" after two passes (the caller scores dead stones).
  // Empty: "B+R"/"W+R" after a resignation, no RE otherwise.
  std::string result;
  std::string black_player, white_player;  // PB/PW when not empty
};

// FF[4] GM[1] CA[UTF-8] AP SZ KM HA RU (PB PW RE) PL AB AW, then the moves.
// A few lines, no empty line and no final newline (safe as a GTP response).
std::string write_sgf(const Game& game, const SgfWriteOptions& opts = {});
// Writes write_sgf() to `path`; throws SgfError when the file cannot be written.
void save_sgf_file(const std::string& path, const Game& game, const SgfWriteOptions& opts = {});

// The RU value written for `rules`: "Chinese", "Japanese", "Tromp-Taylor",
// "NZ", or the KataGo-style string for custom rules.
std::string sgf_rules_name(const Rules& rules);
// Inverse of sgf_rules_name, case-insensitive, also AGA/Korean/...; nullopt
// for names it does not know.
std::optional<Rules> parse_sgf_rules(std::string_view name);

}  // namespace sente
