// Fuzzes the SGF reader: parse_sgf, then build_game into a Game (the whole
// main line and a prefix of it, as loadsgf N does). Anything accepted must
// be a consistent game that survives write_sgf and reading back.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_check.h"
#include "rules/rules.h"
#include "sgf/sgf.h"

using namespace sente;
using sente::fuzz::require;

namespace {

void check_tree(const SgfTree& tree) {
  require(!tree.main_line.empty(), "parse_sgf accepted a tree without nodes");
  require(tree.main_line.size() <= kMaxSgfMainLine, "main line over its bound");
  for (const SgfNode& n : tree.main_line)
    for (const SgfProperty& p : n.props) {
      require(!p.id.empty() && !p.values.empty(), "empty property");
      for (char c : p.id) require(c >= 'A' && c <= 'Z', "property id not upper case");
      require(n.find(p.id) == &p.values, "duplicate property ids in a node");
    }
}

// write_sgf then load_sgf_string gives the same game back.
void check_round_trip(const Game& g, const Game& defaults) {
  const std::string text = write_sgf(g);
  require(text.find("\n\n") == std::string::npos, "write_sgf wrote an empty line");
  Game back = load_sgf_string(text, defaults);  // throws (a crash here) if unreadable
  sente::fuzz::check_game(back);
  require(back.board().same_position(g.board()), "round trip changed the position");
  require(back.moves() == g.moves(), "round trip changed the moves");
  require(back.to_move() == g.to_move(), "round trip changed the side to move");
  require(back.komi() == g.komi(), "round trip changed komi");
  // default_komi is not written (KM is): the rule settings must survive.
  const Rules &r = back.rules(), &o = g.rules();
  require(r.multi_stone_suicide == o.multi_stone_suicide && r.ko == o.ko && r.scoring == o.scoring,
          "round trip changed the rules");
  require(back.handicap() == g.handicap(), "round trip changed the handicap");
  require(back.position(0).same_position(g.position(0)), "round trip changed the setup");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  SgfTree tree;
  try {
    tree = parse_sgf(text);
  } catch (const SgfError&) {
    return 0;
  }
  check_tree(tree);

  const Game defaults(19, 19, rules_preset("japanese"));
  Game whole;
  try {
    whole = build_game(tree, defaults);
  } catch (const SgfError&) {
    return 0;
  }
  sente::fuzz::check_game(whole);
  check_round_trip(whole, defaults);

  // loadsgf FILE N: the position before move N, a prefix of the same game.
  const int moves = static_cast<int>(whole.moves().size());
  for (int n : {1, moves / 2 + 1, moves + 1, moves + 5}) {
    SgfLoadOptions opts;
    opts.move_number = n;
    opts.apply_resignation = true;
    const Game part = load_sgf_string(text, defaults, opts);
    sente::fuzz::check_game(part);
    const int played = std::min(n - 1, moves);
    require(static_cast<int>(part.moves().size()) == played, "loadsgf N played the wrong count");
    require(part.position(0).same_position(whole.position(0)), "prefix with another setup");
    require(part.board().same_position(whole.position(played)), "prefix reached another position");
  }
  return 0;
}
