// Everything a GTP session changes: the game (board, history, rules, komi),
// the engine, and where diagnostics go. Komi and rules live in the Game and
// survive boardsize and clear_board.
#pragma once

#include <optional>
#include <string>

#include "engine/engine.h"
#include "gtp/diagnostics.h"
#include "rules/game.h"
#include "rules/rules.h"

namespace sente::gtp {

struct SessionConfig {
  SearchParams params = level_params(Level::Medium);
  Rules rules = rules_preset("chinese");
  std::optional<double> komi;  // default: the rules' default komi
  int width = 19, height = 19;
};

// What the GUI commands keep between commands: whether GoGui's live
// graphics are wanted, and the last search of the analyze commands, so that
// GoGui's views of one position agree and cost one search.
struct GuiState {
  bool live_gfx = false;     // on once GoGui asks gogui-analyze_commands
  std::string analysis_key;  // position, komi and parameters of `analysis`
  std::optional<Analysis> analysis;
};

struct Session {
  explicit Session(const SessionConfig& config, Diagnostics diagnostics = Diagnostics());
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  Game game;
  Engine engine;
  Diagnostics diag;
  GuiState gui;
};

}  // namespace sente::gtp
