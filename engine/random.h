// The project's own PRNG (wyrand): a few instructions per number, and the
// same sequence on every platform and build, unlike std::*_distribution.
#pragma once

#include <cstdint>

namespace sente {

class Rng {
 public:
  explicit Rng(uint64_t seed = 1) { reseed(seed); }
  void reseed(uint64_t seed) {
    // splitmix64 spreads nearby seeds (1, 2, 3...) apart.
    uint64_t z = seed + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    state_ = z ^ (z >> 31);
  }
  uint64_t next() {
    state_ += 0xA0761D6478BD642Full;
    const __uint128_t t = static_cast<__uint128_t>(state_) * (state_ ^ 0xE7037ED1A0B428DBull);
    return static_cast<uint64_t>(t >> 64) ^ static_cast<uint64_t>(t);
  }
  // Uniform in [0, n) for n < 2^32 (multiply-shift; bias below n / 2^32).
  uint32_t below(uint32_t n) { return static_cast<uint32_t>(((next() >> 32) * n) >> 32); }
  // Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

 private:
  uint64_t state_;
};

}  // namespace sente
