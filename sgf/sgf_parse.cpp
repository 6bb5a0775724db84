// SGF reading: the syntax of a collection, down to the main line's nodes.
#include <algorithm>
#include <cctype>
#include <cstdint>

#include "rules/text.h"
#include "sgf/sgf.h"
#include "sgf/sgf_text.h"

namespace sente {

using sgf_detail::fail;

namespace {

bool valid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    int extra;
    uint32_t cp, min;
    if (c < 0x80) {
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      extra = 1, cp = c & 0x1F, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2, cp = c & 0x0F, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
      extra = 3, cp = c & 0x07, min = 0x10000;
    } else {
      return false;
    }
    if (i + extra >= s.size()) return false;
    for (int k = 1; k <= extra; ++k) {
      const auto d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += extra + 1;
  }
  return true;
}

// --- Parser: iterative over game trees, so nesting costs heap, not stack. ---
class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  SgfTree run() {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;  // UTF-8 byte order mark
    skip_space();
    if (i_ >= s_.size()) fail("empty file: no game tree");
    if (s_[i_] != '(') fail("no game tree: the file must start with '('");
    game_tree(true);
    // Later games of a collection: syntax only.
    for (skip_space(); i_ < s_.size(); skip_space()) {
      if (s_[i_] != '(') fail(where("unexpected text after the game"));
      game_tree(false);
    }
    if (tree_.main_line.empty()) fail("no node in the game tree");
    return std::move(tree_);
  }

 private:
  struct Level {
    bool main;
    bool had_child = false;
    bool had_node = false;
  };

  std::string where(const std::string& what) const {
    return what + " at byte " + std::to_string(i_);
  }
  void skip_space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }

  // s_[i_] == '('. Reads the whole tree; main-line nodes go to tree_.
  void game_tree(bool main) {
    std::vector<Level> stack;
    ++i_;
    stack.push_back(Level{main});
    while (!stack.empty()) {
      skip_space();
      if (i_ >= s_.size()) fail("truncated file: missing ')'");
      Level& top = stack.back();
      const char c = s_[i_];
      if (c == ';') {
        if (top.had_child) fail(where("node after a variation"));
        ++i_;
        top.had_node = true;
        node(top.main);
      } else if (c == '(') {
        if (!top.had_node) fail(where("game tree without a node"));
        if (stack.size() >= static_cast<std::size_t>(kMaxSgfNesting))
          fail("game trees nested too deeply");
        const bool child_main = top.main && !top.had_child;
        top.had_child = true;
        ++i_;
        stack.push_back(Level{child_main});
      } else if (c == ')') {
        if (!top.had_node) fail(where("game tree without a node"));
        ++i_;
        stack.pop_back();
      } else {
        fail(where(std::string("unexpected character '") + c + "'"));
      }
    }
  }

  void node(bool keep) {
    SgfNode n;
    for (skip_space(); i_ < s_.size() && std::isalpha(static_cast<unsigned char>(s_[i_]));
         skip_space()) {
      std::string id;
      const std::size_t start = i_;
      for (; i_ < s_.size() && std::isalpha(static_cast<unsigned char>(s_[i_])); ++i_)
        if (std::isupper(static_cast<unsigned char>(s_[i_]))) id += s_[i_];  // FF[3] "AddBlack"
      if (id.empty() || i_ - start > 100) {
        i_ = start;
        fail(where("bad property name"));
      }
      skip_space();
      if (i_ >= s_.size() || s_[i_] != '[') fail(where("property " + id + " without a value"));
      std::vector<std::string> values;
      for (; i_ < s_.size() && s_[i_] == '['; skip_space()) values.push_back(value());
      if (!keep) continue;
      auto same = std::find_if(n.props.begin(), n.props.end(),
                               [&](const SgfProperty& p) { return p.id == id; });
      if (same == n.props.end()) {
        n.props.push_back(SgfProperty{std::move(id), std::move(values)});
      } else {
        for (auto& v : values) same->values.push_back(std::move(v));
      }
    }
    if (!keep) return;
    if (tree_.main_line.size() >= kMaxSgfMainLine) fail("too many moves in the main line");
    tree_.main_line.push_back(std::move(n));
  }

  // s_[i_] == '['; returns the text with escapes resolved.
  std::string value() {
    std::string v;
    for (++i_; i_ < s_.size(); ++i_) {
      char c = s_[i_];
      if (c == ']') {
        ++i_;
        return v;
      }
      if (c == '\\') {
        if (++i_ >= s_.size()) break;
        c = s_[i_];
        if (c == '\n' || c == '\r') {  // soft line break: removed
          const char pair = c == '\n' ? '\r' : '\n';
          if (i_ + 1 < s_.size() && s_[i_ + 1] == pair) ++i_;
          continue;
        }
      }
      v += c;
    }
    fail("truncated file: unterminated property value");
  }

  std::string_view s_;
  std::size_t i_ = 0;
  SgfTree tree_;
};

}  // namespace

const std::vector<std::string>* SgfNode::find(std::string_view id) const {
  for (const auto& p : props)
    if (p.id == id) return &p.values;
  return nullptr;
}

bool SgfTree::player_named(Color c, std::string_view text) const {
  if (main_line.empty()) return false;
  const auto* v = main_line.front().find(c == Color::Black ? "PB" : "PW");
  return v && !v->empty() && v->front().find(text) != std::string::npos;
}

SgfTree parse_sgf(std::string_view text) {
  if (text.find('\0') != std::string_view::npos) fail("NUL byte in the file");
  SgfTree tree = Parser(text).run();
  const auto* ca = tree.main_line.front().find("CA");
  const std::string charset = ca && !ca->empty() ? lower(trim(ca->front())) : "utf-8";
  if ((charset == "utf-8" || charset == "utf8") && !valid_utf8(text))
    fail("the file is not valid UTF-8");
  return tree;
}

}  // namespace sente
