// Basic value types shared by every layer.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace sente {

enum class Color : uint8_t { Black = 0, White = 1 };
inline constexpr Color opponent(Color c) {
  return c == Color::Black ? Color::White : Color::Black;
}
inline constexpr int index(Color c) { return static_cast<int>(c); }

// A point is an index into the padded grid; see Geometry.
using Point = int16_t;
inline constexpr Point kNoPoint = -1;
inline constexpr Point kPass = -2;

struct Move {
  Color color = Color::Black;
  Point point = kPass;
  bool is_pass() const { return point == kPass; }
  friend bool operator==(const Move&, const Move&) = default;
};

// Why a move was refused (or None).
enum class MoveError : uint8_t { None, Occupied, Suicide, Ko, Superko, OffBoard, GameOver };
const char* to_string(MoveError e);

// Thrown by rules-core entry points that parse outside data.
struct ParseError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace sente
