// SENTE_ASSERT(cond): a runtime invariant check for the checked build.
// With the CMake option SENTE_CHECKED (on for Debug and the sanitizer builds)
// a false condition prints file:line and its text, then aborts. Otherwise it
// compiles to nothing and never evaluates `cond`, which still has to compile.
#pragma once

namespace sente::detail {
[[noreturn]] void check_failed(const char* cond, const char* file, int line);
}  // namespace sente::detail

#ifdef SENTE_CHECKED
#define SENTE_ASSERT(cond) \
  ((cond) ? static_cast<void>(0) : ::sente::detail::check_failed(#cond, __FILE__, __LINE__))
#else
#define SENTE_ASSERT(cond) static_cast<void>(sizeof(!(cond)))
#endif

namespace sente {
// True in a checked build: tests and slow self-checks can ask.
inline constexpr bool kChecked =
#ifdef SENTE_CHECKED
    true;
#else
    false;
#endif
}  // namespace sente
