"""Every #include "x/..." must point to the same part or one below it.

The parts and what each may include stand in ALLOWED; the README's source
map shows the same arrows. Run: python3 -m unittest include_direction_test
(ctest runs it with the repository root as SENTE_ROOT).
"""
import os
import re
import tempfile
import unittest

# part -> the parts its files may include (itself included).
ALLOWED = {
    "rules": {"rules"},
    "sgf": {"rules", "sgf"},
    "cli": {"rules", "engine", "cli"},
    "engine": {"rules", "engine"},
    "gtp": {"rules", "sgf", "engine", "gtp"},
    "console": {"rules", "sgf", "cli", "engine", "console"},
    "app": {"rules", "sgf", "cli", "engine", "gtp", "console", "app"},
    "bench": {"rules", "sgf", "engine", "bench"},
    "learn": {"rules", "sgf", "engine", "learn"},
    "fuzz": {"rules", "sgf", "engine", "gtp", "fuzz"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"', re.M)


def violations(root):
    """(file, included path) pairs that point up or sideways."""
    found = []
    for part, allowed in ALLOWED.items():
        for folder, _, files in os.walk(os.path.join(root, part)):
            for name in files:
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for m in INCLUDE.finditer(text):
                    if m.group(1) in ALLOWED and m.group(1) not in allowed:
                        found.append((os.path.relpath(path, root), m.group(0).strip()))
    return found


class IncludeDirection(unittest.TestCase):
    def test_the_tree_includes_only_downwards(self):
        root = os.environ.get("SENTE_ROOT", os.path.join(os.path.dirname(__file__), "..", ".."))
        self.assertTrue(os.path.isfile(os.path.join(root, "rules", "board.h")), root)
        self.assertEqual(violations(root), [])

    def test_an_upward_include_is_caught(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "rules"))
            os.makedirs(os.path.join(root, "engine", "search"))
            with open(os.path.join(root, "rules", "board.h"), "w") as f:
                f.write('#include "rules/types.h"\n#include "engine/engine.h"\n')
            with open(os.path.join(root, "engine", "search", "tree.cpp"), "w") as f:
                f.write('#include "rules/board.h"\n#include "gtp/session.h"\n')
            self.assertEqual(sorted(violations(root)),
                             [(os.path.join("engine", "search", "tree.cpp"), '#include "gtp/session.h"'),
                              (os.path.join("rules", "board.h"), '#include "engine/engine.h"')])


if __name__ == "__main__":
    unittest.main()
