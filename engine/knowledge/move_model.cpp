#include "engine/knowledge/move_model.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "rules/types.h"

namespace sente {

namespace {

size_t slot_of(uint64_t key, size_t mask) {
  return static_cast<size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;
}

const char kWeights[] =
#include "engine/move_weights.inc"
    ;
const char kWeightsSmall[] =
#include "engine/move_weights_small.inc"
    ;

}  // namespace

void GammaTable::insert(uint64_t key, float gamma) {
  if (4 * (count_ + 1) > 3 * keys_.size()) grow();  // at most three quarters full
  const size_t mask = keys_.size() - 1;
  for (size_t i = slot_of(key, mask);; i = (i + 1) & mask) {
    if (keys_[i] == key + 1) {
      values_[i] = gamma;
      return;
    }
    if (keys_[i] == 0) {
      keys_[i] = key + 1;
      values_[i] = gamma;
      ++count_;
      return;
    }
  }
}

float GammaTable::find(uint64_t key, float fallback) const {
  if (keys_.empty()) return fallback;
  const size_t mask = keys_.size() - 1;
  for (size_t i = slot_of(key, mask);; i = (i + 1) & mask) {
    if (keys_[i] == key + 1) return values_[i];
    if (keys_[i] == 0) return fallback;
  }
}

void GammaTable::reserve(size_t count) {
  size_t slots = 64;
  while (4 * count > 3 * slots) slots *= 2;
  if (slots <= keys_.size()) return;
  std::vector<uint64_t> old_keys = std::move(keys_);
  std::vector<float> old_values = std::move(values_);
  keys_.assign(slots, 0);
  values_.assign(slots, 0.f);
  count_ = 0;
  for (size_t i = 0; i < old_keys.size(); ++i)
    if (old_keys[i] != 0) insert(old_keys[i] - 1, old_values[i]);
}

void GammaTable::grow() { reserve(keys_.empty() ? 1 : keys_.size()); }

MoveModel::MoveModel() {
  for (int g = 0; g < kNumSmallGroups; ++g) small_[g].assign(kSmallGroupLevels[g], 1.f);
}

const MoveModel& MoveModel::learned(int shorter_side) {
  if (shorter_side <= kSmallBoardMaxSide) {
    static const MoveModel small = parse(kWeightsSmall);
    return small;
  }
  static const MoveModel model = parse(kWeights);
  return model;
}

void MoveModel::add_shape3(uint32_t canonical_key, float gamma) {
  for (uint32_t k : shape3_symmetries(canonical_key)) shape3_.insert(k, gamma);
}

void MoveModel::add_large(uint64_t canonical_key, float gamma) {
  for (uint64_t k : shape_large_symmetries(canonical_key)) large_.insert(k, gamma);
}

double MoveModel::strength(const MoveFeatures& f) const {
  double s = 1;
  for (int g = 0; g < kNumSmallGroups; ++g) s *= small_[g][f.level[g]];
  s *= shape3_.find(f.shape3, shape3_unknown_);
  s *= large_.find(f.shape_large, large_unknown_);
  return s;
}

MoveModel MoveModel::parse(std::string_view text) {
  MoveModel m;
  // Each canonical shape goes in with its 8 symmetric variants.
  auto entries = [&](std::string_view kind) {
    size_t n = 0;
    for (size_t at = 0; (at = text.find(kind, at)) != std::string_view::npos; at += kind.size())
      if (at == 0 || text[at - 1] == '\n') ++n;
    return 8 * n;
  };
  m.shape3_.reserve(entries("shape3 "));
  m.large_.reserve(entries("large "));
  std::string line;
  int number = 0;
  auto fail = [&](const std::string& why) {
    throw ParseError("move weights line " + std::to_string(number) + ": " + why);
  };
  auto gamma_of = [&](std::istringstream& s) {
    double g = 0;
    if (!(s >> g) || !(g > 0) || g > 1e12) fail("want a positive strength");
    return static_cast<float>(g);
  };
  for (size_t begin = 0; begin < text.size();) {
    const size_t end = std::min(text.find('\n', begin), text.size());
    line.assign(text.substr(begin, end - begin));
    begin = end + 1;
    ++number;
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::istringstream s(line);
    std::string kind;
    if (!(s >> kind)) continue;
    if (kind == "group") {
      std::string name;
      int level = -1;
      s >> name >> level;
      int g = 0;
      while (g < kNumSmallGroups && name != kSmallGroupNames[g]) ++g;
      if (g == kNumSmallGroups) fail("unknown group '" + name + "'");
      if (level < 1 || level >= kSmallGroupLevels[g]) fail("level out of range");
      m.small_[g][level] = gamma_of(s);
    } else if (kind == "shape3" || kind == "large") {
      std::string hex;
      s >> hex;
      char* hex_end = nullptr;
      const uint64_t key = std::strtoull(hex.c_str(), &hex_end, 16);
      if (hex.empty() || *hex_end != '\0') fail("want a hexadecimal key");
      const float g = gamma_of(s);
      if (kind == "shape3")
        m.add_shape3(static_cast<uint32_t>(key), g);
      else
        m.add_large(key, g);
    } else if (kind == "shape3_unknown") {
      m.shape3_unknown_ = gamma_of(s);
    } else if (kind == "large_unknown") {
      m.large_unknown_ = gamma_of(s);
    } else {
      fail("unknown entry '" + kind + "'");
    }
  }
  return m;
}

}  // namespace sente
