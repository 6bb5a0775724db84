// Game review (see review.h): one fixed-budget search per position of the
// main line. The output keeps every property of the main line's nodes and
// adds, on each move, the win rate after it (comment and Sabaki's SBKV:
// Black's win rate in percent) and, where the engine preferred another
// move, its line as a variation beside the move played.
#include "app/review.h"

#include <unistd.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/common_options.h"
#include "cli/options_error.h"
#include "engine/engine.h"
#include "rules/notation.h"
#include "rules/text.h"
#include "sgf/sgf.h"

namespace po = boost::program_options;

namespace sente::gtp {

namespace {

// Moves of the engine's line kept in a variation: deeper moves of a
// fixed-budget search rest on a handful of playouts.
constexpr std::size_t kVariationMoves = 10;
constexpr int kBarWidth = 30;

// Review's defaults: what the record says, else GTP mode's.
CommonDefaults review_defaults() {
  CommonDefaults d;
  d.komi = "the record's KM, else the rules' komi";
  d.rules = "the record's RU, else chinese";
  return d;
}

po::options_description describe() {
  po::options_description d("Options of sente review");
  // clang-format off
  d.add_options()
    ("help,h", "show this help and exit")
    ("output,o", po::value<std::string>()->value_name("OUT.sgf"), "the reviewed game's file")
    ("threads", po::value<std::string>()->value_name("N"), "search threads (default 1)");
  // clang-format on
  add_common_options(d, review_defaults());
  return d;
}

int threads_option(const std::string& text) {
  const auto v = parse_integer(text);
  if (!v || *v < 1 || *v > 256)
    throw OptionsError("--threads must be an integer in 1..256, not '" + clip(text) + "'");
  return static_cast<int>(*v);
}

// What one search says about a position.
struct Verdict {
  Color to_move = Color::Black;
  double black_winrate = 0.5;  // 0..1
  int visits = 0;              // behind black_winrate
  std::optional<Candidate> best;
};

// The position's figure is the mean of all the root's playouts, not its best
// move's: that one includes the opponent's exploration below it, so it
// favours the side to move by several percent at small budgets, and the
// figures zigzagged with the side to move. The root's mean after a move is
// that move's own node (the tree is reused), so a sound move loses ~0.
Verdict judge(const Analysis& a) {
  Verdict v;
  v.to_move = a.to_move;
  v.visits = a.visits;
  if (!a.candidates.empty()) v.best = a.candidates.front();
  v.black_winrate = a.to_move == Color::Black ? a.winrate : 1 - a.winrate;
  return v;
}

// Two standard errors of the difference of two win rates: less than this
// is the search's noise at its budget, not a loss.
double noise(double p, int n1, int n2) {
  if (n1 <= 0 || n2 <= 0) return 1;
  return 2 * std::sqrt(std::max(p * (1 - p), 0.01) * (1.0 / n1 + 1.0 / n2));
}

double for_black(Color mover, double winrate) {
  return mover == Color::Black ? winrate : 1 - winrate;
}

std::string percent(double v, int decimals) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, 100 * v);
  return buf;
}

std::string escape_value(std::string_view v) {
  std::string s;
  for (char c : v) {
    if (c == ']' || c == '\\') s += '\\';
    s += c;
  }
  return s;
}

std::string property(std::string_view id, std::string_view value) {
  std::string s(id);
  s += '[';
  s += escape_value(value);
  s += ']';
  return s;
}

std::string sgf_point(const Board& b, Point p) {
  if (p == kPass) return "";
  return {static_cast<char>('a' + b.x_of(p)), static_cast<char>('a' + b.height() - 1 - b.y_of(p))};
}

// A node of the input with its properties, less those the review rewrites;
// `comment` is appended to the node's own comment.
std::string node_text(const SgfNode& n, const std::string& comment, const std::string& sbkv) {
  std::string s = ";";
  std::string own_comment;
  for (const SgfProperty& p : n.props) {
    if (p.id == "SBKV") continue;
    if (p.id == "C") {
      for (const std::string& v : p.values) own_comment += v;
      continue;
    }
    s += p.id;
    for (const std::string& v : p.values) {
      s += '[';
      s += escape_value(v);
      s += ']';
    }
  }
  if (!own_comment.empty() && !comment.empty()) own_comment += "\n\n";
  own_comment += comment;
  if (!sbkv.empty()) s += property("SBKV", sbkv);
  if (!own_comment.empty()) s += property("C", own_comment);
  return s;
}

// The engine's line from a position, as an SGF sequence (without parentheses).
std::string variation_text(const Board& b, const Verdict& v) {
  std::string s;
  Color c = v.to_move;
  const std::vector<Point>& pv = v.best->pv;
  for (std::size_t i = 0; i < pv.size() && i < kVariationMoves; ++i) {
    s += ';';
    s += property(c == Color::Black ? "B" : "W", sgf_point(b, pv[i]));
    if (i == 0) {
      const double black = for_black(c, v.best->winrate);
      s += property("SBKV", percent(black, 2));
      s += property("C", "Sente's line: Black win rate " + percent(black, 1) + "% after " +
                             vertex_to_string(b, pv[0]) + " (" + std::to_string(v.best->visits) +
                             " visits)");
    }
    c = opponent(c);
  }
  return s;
}

class ProgressBar {
 public:
  explicit ProgressBar(int total) : total_(total), tty_(::isatty(STDERR_FILENO)) {}
  void show(int done) {
    const int tenth = total_ > 0 ? done * 10 / total_ : 10;
    if (!tty_ && tenth == last_tenth_ && done != total_) return;  // a line per 10% in logs
    last_tenth_ = tenth;
    const int filled = total_ > 0 ? done * kBarWidth / total_ : kBarWidth;
    std::cerr << (tty_ ? "\r" : "") << "review [" << std::string(filled, '#')
              << std::string(kBarWidth - filled, '.') << "] " << done << "/" << total_
              << " positions" << (tty_ && done < total_ ? "" : "\n") << std::flush;
  }

 private:
  int total_;
  bool tty_;
  int last_tenth_ = -1;
};

// One search per position of the game, the start included.
std::vector<Verdict> judge_positions(const Game& game, const ReviewOptions& o) {
  Engine engine(o.params);
  Game g = game;
  while (g.undo()) {
  }
  const std::vector<Move>& moves = game.moves();
  std::vector<Verdict> verdicts;
  ProgressBar bar(static_cast<int>(moves.size()) + 1);
  for (std::size_t i = 0; i <= moves.size(); ++i) {
    bar.show(static_cast<int>(i));
    verdicts.push_back(judge(engine.analyze(g, g.to_move(), {}, 0, o.params.playouts)));
    if (i < moves.size()) g.play(moves[i]);
  }
  bar.show(static_cast<int>(moves.size()) + 1);
  return verdicts;
}

// The input's main line with the review's comments, SBKV and variations.
std::string annotated_sgf(const SgfTree& tree, const Game& game,
                          const std::vector<Verdict>& verdicts, int playouts) {
  struct Note {
    std::string comment, sbkv, variation;
  };
  const Board& b = game.board();
  const std::vector<Move>& moves = game.moves();
  std::vector<Note> notes(tree.main_line.size());
  std::size_t i = 0;
  for (std::size_t k = 0; k < tree.main_line.size(); ++k) {
    if (!tree.main_line[k].find("B") && !tree.main_line[k].find("W")) continue;
    const Verdict& before = verdicts[i];
    const Verdict& after = verdicts[i + 1];
    const Move& m = moves[i++];
    Note& note = notes[k];
    note.sbkv = percent(after.black_winrate, 2);
    note.comment = "Black win rate " + percent(after.black_winrate, 1) + "% after " +
                   (m.color == Color::Black ? "B " : "W ") + vertex_to_string(b, m.point) + ".";
    if (!before.best || before.best->move == m.point) continue;
    const double loss = m.color == Color::Black ? before.black_winrate - after.black_winrate
                                                : after.black_winrate - before.black_winrate;
    note.comment += "\nSente preferred " + vertex_to_string(b, before.best->move);
    note.comment += loss > noise(before.black_winrate, before.visits, after.visits)
                        ? "; this move loses " + percent(loss, 1) + "%."
                        : ".";
    if (k > 0) note.variation = variation_text(b, before);  // the root has no sibling
  }
  const std::string intro = "Reviewed by Sente with " + std::to_string(playouts) +
                            " playouts a position. Black win rate at the start " +
                            percent(verdicts.front().black_winrate, 1) + "%.";
  notes[0].comment = notes[0].comment.empty() ? intro : intro + "\n" + notes[0].comment;

  // Built from the end: a variation wraps the rest of the main line.
  std::string tail;
  for (std::size_t k = tree.main_line.size(); k-- > 1;) {
    const Note& n = notes[k];
    std::string node(1, '\n');
    node += node_text(tree.main_line[k], n.comment, n.sbkv);
    tail = n.variation.empty() ? node + tail : "(" + node + tail + ")\n(" + n.variation + ")";
  }
  // Appended: GCC 12 warns falsely (-Wrestrict) on "(" + node_text(...) + ...
  std::string sgf = "(";
  sgf += node_text(tree.main_line[0], notes[0].comment, notes[0].sbkv);
  sgf += tail;
  sgf += ")\n";
  return sgf;
}

// The record without the RU and KM that --rules and --komi replace, for
// build_game to take the options' (the output keeps the record's own).
SgfTree given_rules(SgfTree tree, const ReviewOptions& o) {
  std::vector<SgfProperty>& props = tree.main_line.front().props;
  std::erase_if(props, [&](const SgfProperty& p) {
    return (p.id == "RU" && o.rules) || (p.id == "KM" && o.komi);
  });
  return tree;
}

int review(const ReviewOptions& o) {
  SgfTree tree;
  Game game;
  try {
    tree = parse_sgf(read_sgf_file(o.in));
    Game defaults(19, 19, rules_preset(o.rules.value_or("chinese")));
    if (o.komi) defaults.set_komi(*o.komi);
    game = build_game(given_rules(tree, o), defaults);
  } catch (const std::exception& e) {
    std::cerr << "sente review: cannot load " << o.in << ": " << e.what() << "\n";
    return 1;
  }
  const std::string text = annotated_sgf(tree, game, judge_positions(game, o), o.params.playouts);
  std::ofstream f(o.out, std::ios::binary | std::ios::trunc);
  f << text;
  f.close();
  if (!f) {
    std::cerr << "sente review: cannot write " << o.out << "\n";
    return 1;
  }
  std::cerr << "review: " << game.moves().size() << " moves, written to " << o.out << "\n";
  return 0;
}

}  // namespace

ReviewOptions parse_review_options(const std::vector<std::string>& args) {
  po::options_description desc;
  desc.add(describe()).add_options()("input", po::value<std::string>(), "IN.sgf");  // not in --help
  po::positional_options_description positional;
  positional.add("input", 1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::too_many_positional_options_error&) {
    throw OptionsError("more than one input file");
  } catch (const po::error& e) {
    throw OptionsError(e.what());
  }
  ReviewOptions o;
  o.help = vm.count("help") > 0;
  const CommonOptions common = read_common_options(vm, review_defaults());
  o.params = level_params(common.level.value_or(review_defaults().level));
  o.params.threads = 1;  // not the level's: one thread and a seed give the same review
  if (common.playouts) o.params.playouts = *common.playouts;
  if (common.seed) o.params.seed = *common.seed;
  if (vm.count("threads")) o.params.threads = threads_option(vm["threads"].as<std::string>());
  o.komi = common.komi;
  o.rules = common.rules;
  if (o.help) return o;
  if (!vm.count("input")) throw OptionsError("no input file");
  if (!vm.count("output")) throw OptionsError("no output file (-o OUT.sgf)");
  o.in = vm["input"].as<std::string>();
  o.out = vm["output"].as<std::string>();
  return o;
}

std::string review_usage() {
  std::ostringstream s;
  s << "Usage: sente review IN.sgf -o OUT.sgf [options]\n"
       "Analyses every position of the game's main line with the level's playouts\n"
       "(medium: "
    << level_params(Level::Medium).playouts
    << ") and writes the win rates (comments and SBKV,\n"
       "Sabaki's win-rate graph) and the engine's preferred lines as variations.\n\n"
    << describe() << "\n";
  return s.str();
}

int run_review(int argc, char** argv) {
  ReviewOptions o;
  try {
    o = parse_review_options(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const OptionsError& e) {
    std::cerr << "sente review: " << e.what() << "\n" << review_usage();
    return 2;
  }
  if (o.help) {
    std::cout << review_usage();
    return 0;
  }
  return review(o);
}

}  // namespace sente::gtp
