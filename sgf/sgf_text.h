// The one way the SGF reader, writer and rules names report an error.
#pragma once

#include <string>

#include "sgf/sgf.h"

namespace sente::sgf_detail {

[[noreturn]] inline void fail(const std::string& why) { throw SgfError(why); }

}  // namespace sente::sgf_detail
