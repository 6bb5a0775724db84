#include "rules/check.h"

#include <cstdio>
#include <cstdlib>

namespace sente::detail {

void check_failed(const char* cond, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: sente check failed: %s\n", file, line, cond);
  std::fflush(stderr);
  std::abort();
}

}  // namespace sente::detail
