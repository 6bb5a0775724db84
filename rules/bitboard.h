// Fixed-capacity bit set over the padded point grid. Operations take the
// number of words in use, so a 9x9 board touches 2 words and 19x19 touches 7.
#pragma once

#include <bit>
#include <cstdint>
#ifdef __BMI2__
#include <immintrin.h>
#endif

namespace sente {

inline constexpr int kMaxSide = 25;
// Padded layout: stride W+1 (a guard column), one guard row below and above,
// and one extra point so that diagonals of board points stay inside.
inline constexpr int kMaxPoints = (kMaxSide + 2) * (kMaxSide + 1) + 1;  // 703
inline constexpr int kBitWords = (kMaxPoints + 63) / 64;                // 11

struct Bits {
  struct Uninitialized {};
  uint64_t w[kBitWords];

  Bits() : w{} {}
  // For hot paths that write the words they use before reading them.
  explicit Bits(Uninitialized) {}

  bool test(int p) const { return (w[p >> 6] >> (p & 63)) & 1; }
  void set(int p) { w[p >> 6] |= uint64_t{1} << (p & 63); }
  void reset(int p) { w[p >> 6] &= ~(uint64_t{1} << (p & 63)); }

  bool any(int n) const {
    uint64_t acc = 0;
    for (int i = 0; i < n; ++i) acc |= w[i];
    return acc != 0;
  }
  int count(int n) const {
    int c = 0;
    for (int i = 0; i < n; ++i) c += std::popcount(w[i]);
    return c;
  }
  bool equals(const Bits& o, int n) const {
    for (int i = 0; i < n; ++i)
      if (w[i] != o.w[i]) return false;
    return true;
  }
  // Index of the k-th set bit (0-based); -1 when there are fewer.
  int select(int k, int n) const {
    for (int i = 0; i < n; ++i) {
      int c = std::popcount(w[i]);
      if (k < c) return i * 64 + select_in_word(w[i], k);
      k -= c;
    }
    return -1;
  }
  // Position of the k-th set bit of x (k < popcount(x)).
  static int select_in_word(uint64_t x, int k) {
#ifdef __BMI2__
    return std::countr_zero(_pdep_u64(uint64_t{1} << k, x));
#else
    int pos = 0;  // binary search on the popcount of the low half
    for (int half = 32; half > 0; half >>= 1) {
      const uint64_t low = x & ((uint64_t{1} << half) - 1);
      const int c = std::popcount(low);
      if (k >= c) {
        k -= c;
        x >>= half;
        pos += half;
      } else {
        x = low;
      }
    }
    return pos;
#endif
  }
  // Calls f(point) for every set bit, in increasing order.
  template <class F>
  void for_each(int n, F&& f) const {
    for (int i = 0; i < n; ++i)
      for (uint64_t x = w[i]; x; x &= x - 1) f(i * 64 + std::countr_zero(x));
  }
};

inline Bits bits_and(const Bits& a, const Bits& b, int n) {
  Bits r;
  for (int i = 0; i < n; ++i) r.w[i] = a.w[i] & b.w[i];
  return r;
}
inline Bits bits_or(const Bits& a, const Bits& b, int n) {
  Bits r;
  for (int i = 0; i < n; ++i) r.w[i] = a.w[i] | b.w[i];
  return r;
}
inline Bits bits_andnot(const Bits& a, const Bits& b, int n) {
  Bits r;
  for (int i = 0; i < n; ++i) r.w[i] = a.w[i] & ~b.w[i];
  return r;
}

// The set plus its four-neighbours, clipped to `mask` (the on-board points).
// The guard column and rows keep shifts from wrapping across rows.
inline Bits grow(const Bits& s, const Bits& mask, int stride, int n) {
  Bits r;
  for (int i = 0; i < n; ++i) {
    uint64_t lo1 = i > 0 ? s.w[i - 1] : 0, hi1 = i + 1 < n ? s.w[i + 1] : 0;
    uint64_t x = s.w[i];
    x |= (s.w[i] << 1) | (lo1 >> 63);
    x |= (s.w[i] >> 1) | (hi1 << 63);
    x |= (s.w[i] << stride) | (lo1 >> (64 - stride));
    x |= (s.w[i] >> stride) | (hi1 << (64 - stride));
    r.w[i] = x & mask.w[i];
  }
  return r;
}

// Flood fill of `seed` through `within` (seed must lie in within).
inline Bits flood(Bits seed, const Bits& within, const Bits& mask, int stride, int n) {
  for (;;) {
    Bits next = bits_and(grow(seed, mask, stride, n), within, n);
    if (next.equals(seed, n)) return seed;
    seed = next;
  }
}

}  // namespace sente
