// The tutorial's lessons as data: positions, tasks and their checks.
#include "console/board_view.h"
#include "console/tutorial.h"
#include "rules/notation.h"
#include "rules/scoring.h"

namespace sente::console {

namespace {

Point at(const Board& b, const char* vertex) { return parse_vertex(b, vertex); }

// "C4, E4 and D3" for the liberties of the chain on `vertex`.
std::string liberties_of(const Board& b, const char* vertex) {
  return list_points(b, b.chain_liberties(at(b, vertex)));
}

int captured_by_move(const Board& before, const Board& after, Color c) {
  return after.prisoners(c) - before.prisoners(c);
}

Score area_count(const Board& b) { return score(b, rules_preset("chinese"), 7.5, Bits{}); }

Lesson liberties() {
  Lesson l{"Liberties",
           "Black and White take turns putting one stone on an empty point where the lines\n"
           "cross; stones never move. The empty points next to a stone along the lines\n"
           "(above, below, left, right) are its liberties. Stones of one colour next to each\n"
           "other along the lines form a chain, which shares its liberties.",
           {}};
  Step count_stone;
  count_stone.kind = Step::Kind::Count;
  count_stone.position =
      ". . . . . . .\n"
      ". . . X . . .\n"
      ". . . X . . .\n"
      ". . . O . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n"
      ". . . . . . .\n";
  count_stone.task = "How many liberties does the white stone on D4 have? Type a number.";
  count_stone.answer = [](const Board& b) { return b.liberties(at(b, "D4")); };
  count_stone.explain = [](const Board& b) {
    return "its liberties are " + liberties_of(b, "D4") +
           ". D5 is not one: a black stone stands there.";
  };
  Step count_chain;
  count_chain.kind = Step::Kind::Count;
  count_chain.task = "The black stones on D5 and D6 form one chain. How many liberties has it?";
  count_chain.answer = [](const Board& b) { return b.liberties(at(b, "D5")); };
  count_chain.explain = [](const Board& b) {
    return "the chain's liberties are " + liberties_of(b, "D5") + ".";
  };
  Step take;
  take.task = "Black to play: take away one more liberty of the white stone on D4.";
  take.check = [](const Board& before, const Board& after) -> std::string {
    const int libs = after.liberties(at(after, "D4"));
    if (libs < before.liberties(at(before, "D4"))) return "";
    return "the white stone still has " + std::to_string(libs) + " liberties (" +
           liberties_of(after, "D4") + "). Put your stone on one of them.";
  };
  take.explain = [](const Board& b) {
    return "Good: the white stone has " + std::to_string(b.liberties(at(b, "D4"))) +
           " liberties left, " + liberties_of(b, "D4") + ".";
  };
  l.steps = {count_stone, count_chain, take};
  return l;
}

// A Move step that wants `stones` white stones captured; `chain` names one
// of them, for the explanation.
Step capture_step(std::string position, std::string task, int stones, const char* chain,
                  std::string success) {
  Step s;
  s.position = std::move(position);
  s.task = std::move(task);
  s.check = [stones, chain](const Board& before, const Board& after) -> std::string {
    if (captured_by_move(before, after, Color::Black) >= stones) return "";
    if (!after.has(Color::White, at(after, chain))) return "that does not capture them all.";
    return "the white stones still have a liberty: " + liberties_of(after, chain) + ".";
  };
  s.explain = [success](const Board&) { return success; };
  return s;
}

Lesson capture() {
  Lesson l{"Capture",
           "A chain whose last liberty is taken is captured: its stones are removed from the\n"
           "board and kept by the other side as prisoners.",
           {}};
  l.steps.push_back(capture_step(".......\n.......\n..XX...\n.XOO...\n..XX...\n.......\n.......\n",
                                 "Black to play: capture the two white stones.", 2, "C4",
                                 "Captured: the two white stones are Black's prisoners now."));
  l.steps.push_back(capture_step(
      ".......\n.......\n.......\n.......\n.......\nX......\nO......\n",
      "On the edge a stone has fewer liberties. Capture the white stone in the corner.", 1, "A1",
      "Captured: a stone in the corner has only two liberties to start with."));
  return l;
}

Lesson suicide() {
  Lesson l{"Suicide, and the capture exception",
           "You may not play a stone that would have no liberties: that is suicide. The\n"
           "exception: if your stone takes the last liberty of enemy stones, it captures\n"
           "them first, and their removal gives your stone liberties.",
           {}};
  Step refused;
  refused.kind = Step::Kind::Refused;
  refused.position = ".......\n.......\n...O...\n..O.O..\n...O...\n.......\n.......\n";
  refused.target = "D4";
  refused.task = "Black to play at D4: try it.";
  refused.explain = [](const Board&) {
    return "The white stones around D4 keep other liberties, so a black stone there "
           "would capture nothing.";
  };
  l.steps.push_back(refused);
  l.steps.push_back(capture_step(
      ".......\n...X...\n..XOX..\n.XO.OX.\n..XOX..\n...X...\n.......\n",
      "Here every white stone has one liberty left. Capture all four with one move.", 4, "D5",
      "Your stone on D4 would have had no liberty of its own, but it captured four stones "
      "first, so it was allowed, and now it has four."));
  return l;
}

Lesson ko() {
  Lesson l{"Ko",
           "Sometimes a capture of one stone could be answered by capturing one stone right\n"
           "back, again and again. The ko rule forbids a move that repeats an earlier\n"
           "position, so after such a capture the other side must play elsewhere first.",
           {}};
  Step retake_now;
  retake_now.kind = Step::Kind::Refused;
  retake_now.position = ".......\n.......\n..XO...\n.X.XO..\n..XO...\n.......\n.......\n";
  retake_now.setup_move = "C4";
  retake_now.target = "D4";
  retake_now.task =
      "White has just played C4 and captured your stone on D4. Take it back at once: play D4.";
  retake_now.explain = [](const Board&) {
    return "Taking back now would bring back the position before White's capture.";
  };
  Step elsewhere;
  elsewhere.task =
      "Play a move somewhere else. In a game you would choose a threat that White must answer.";
  elsewhere.check = [](const Board&, const Board&) { return std::string(); };
  // The ko stone on C4 is always in atari; any other white chain in atari
  // was threatened by the move just played.
  elsewhere.explain = [](const Board& b) {
    bool threat = false;
    b.stones(Color::White).for_each(b.words(), [&](int p) {
      const Point q = static_cast<Point>(p);
      threat = threat || (b.in_atari(q) && b.chain_head(q) != b.chain_head(at(b, "C4")));
    });
    return std::string(threat ? "A threat: in a game White would answer it rather than fill the ko."
                              : "That threatens nothing, so in a game White would fill the ko "
                                "at D4 now; here it plays elsewhere.");
  };
  elsewhere.reply = [](const Board& b) {
    for (const char* v : {"G1", "G7", "A1", "A7", "G4"})
      if (b.is_legal(Color::White, at(b, v))) return at(b, v);
    return kPass;
  };
  Step retake;
  retake.task = "The position is new now: take back the ko at D4.";
  retake.check = [](const Board& before, const Board& after) -> std::string {
    if (captured_by_move(before, after, Color::Black) == 1 && after.is_empty(at(after, "C4")))
      return "";
    return "the white stone on C4 is still there; its last liberty is " +
           liberties_of(after, "C4") + ".";
  };
  retake.explain = [](const Board&) {
    return std::string("Captured. Now White must play elsewhere before retaking at C4.");
  };
  l.steps = {retake_now, elsewhere, retake};
  return l;
}

Lesson two_eyes() {
  Lesson l{"Two eyes",
           "An eye is an empty point surrounded by one colour's stones. The other side may\n"
           "play in it only when that captures. A group with two separate eyes can never be\n"
           "captured, as both would have to be filled at once: it is alive.",
           {}};
  Step live;
  live.position = "XXXXO..\n...XO..\nXXXXO..\nOOOOO..\n.......\n.......\n.......\n";
  live.task = "Black to play: give your group two eyes so that it lives.";
  live.check = [](const Board&, const Board& after) -> std::string {
    const Bits libs = after.chain_liberties(at(after, "A7"));
    int eyes = 0;
    bool all_eyes = true;
    libs.for_each(after.words(), [&](int p) {
      ++eyes;
      all_eyes = all_eyes && after.is_eye_like(Color::Black, static_cast<Point>(p));
    });
    if (all_eyes && eyes >= 2) return "";
    return "the group's empty points " + list_points(after, libs) +
           " still make one eye: White can play inside it and capture the group. Find the "
           "point that splits the space in two.";
  };
  live.explain = [](const Board& b) {
    return "Two eyes, " + liberties_of(b, "A7") +
           ": White can play in neither, so the group lives.";
  };
  Step try_eye;
  try_eye.kind = Step::Kind::Refused;
  try_eye.to_move = Color::White;
  try_eye.target = "A6";
  try_eye.task = "Now play White: try to fill one of the eyes, at A6.";
  try_eye.explain = [](const Board&) {
    return "A white stone there would have no liberty and capture nothing, as Black keeps "
           "its other eye.";
  };
  l.steps = {live, try_eye};
  return l;
}

Lesson counting() {
  Lesson l{"Counting",
           "The game ends when both players pass in a row. Under area rules (Chinese) each\n"
           "side counts its stones plus the empty points that only its stones surround;\n"
           "White adds komi for moving second. Territory rules (Japanese) count surrounded\n"
           "points plus prisoners instead; the result is nearly always the same.",
           {}};
  Step black;
  black.kind = Step::Kind::Count;
  black.position = "...XO..\n...XO..\n...XO..\n...XO..\n...XO..\n...XO..\n...XO..\n";
  black.task = "Both players have passed. How many points does Black have?";
  black.answer = [](const Board& b) {
    const Score s = area_count(b);
    return s.stones[0] + s.territory[0];
  };
  black.explain = [](const Board& b) {
    const Score s = area_count(b);
    return "Black has " + std::to_string(s.stones[0]) + " stones and " +
           std::to_string(s.territory[0]) + " surrounded points, " +
           std::to_string(s.stones[0] + s.territory[0]) + " in all.";
  };
  Step white = black;
  white.position.clear();
  white.task = "And White, before komi?";
  white.answer = [](const Board& b) {
    const Score s = area_count(b);
    return s.stones[1] + s.territory[1];
  };
  white.explain = [](const Board& b) {
    const Score s = area_count(b);
    return "White has " + std::to_string(s.stones[1]) + " stones and " +
           std::to_string(s.territory[1]) + " surrounded points, " +
           std::to_string(s.stones[1] + s.territory[1]) + " in all. With komi 7.5:\n" +
           s.describe() + "\nThe half point of komi means that a game cannot end in a draw.";
  };
  l.steps = {black, white};
  return l;
}

}  // namespace

std::vector<Lesson> tutorial_lessons() {
  return {liberties(), capture(), suicide(), ko(), two_eyes(), counting()};
}

}  // namespace sente::console
