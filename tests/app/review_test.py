#!/usr/bin/env python3
"""`sente review` end to end: a short game gets a win rate per move, bad
input a clear error and a nonzero exit.

Usage: review_test.py PATH_TO_SENTE DATA_DIR [unittest args]
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

SENTE = None
DATA = None


def review(*args):
    return subprocess.run([SENTE, "review", *args], capture_output=True, text=True, timeout=300)


class Review(unittest.TestCase):
    def test_every_move_gets_a_win_rate(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out.sgf")
            r = review(os.path.join(DATA, "review_short.sgf"), "-o", out, "--playouts", "40")
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn("6 moves, written to", r.stderr)
            with open(out, encoding="utf-8") as f:
                sgf = f.read()
        self.assertIn("Reviewed by Sente with 40 playouts a position", sgf)
        # Each move of the main line, in order, carries Sabaki's SBKV and a
        # comment with Black's win rate after it.
        main = [("B", "ee", "E5"), ("W", "cc", "C7"), ("B", "gc", "G7"),
                ("W", "cg", "C3"), ("B", "eg", "E3"), ("W", "ge", "G5")]
        at = 0
        for color, sgf_point, vertex in main:
            m = re.compile(r";%s\[%s\]SBKV\[(\d+\.\d+)\]C\[Black win rate (\d+\.\d)%% after %s %s\."
                           % (color, sgf_point, color, vertex)).search(sgf, at)
            self.assertIsNotNone(m, f"{color} {vertex} without its win rate:\n{sgf}")
            self.assertTrue(0 <= float(m.group(2)) <= 100, m.group(0))
            at = m.end()

    def test_a_missing_file_is_an_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out.sgf")
            r = review(os.path.join(tmp, "no_such.sgf"), "-o", out)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn("sente review: cannot load", r.stderr)
            self.assertFalse(os.path.exists(out))

    def test_a_truncated_file_is_an_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out.sgf")
            r = review(os.path.join(DATA, "truncated.sgf"), "-o", out, "--playouts", "10")
            self.assertNotEqual(r.returncode, 0)
            self.assertIn("sente review: cannot load", r.stderr)
            self.assertFalse(os.path.exists(out))

    def test_bad_arguments_print_the_usage(self):
        r = review(os.path.join(DATA, "review_short.sgf"))  # no -o
        self.assertEqual(r.returncode, 2)
        self.assertIn("Usage: sente review", r.stderr)
        r = review(os.path.join(DATA, "review_short.sgf"), "-o", "x.sgf", "--playouts", "0")
        self.assertEqual(r.returncode, 2)
        self.assertIn("--playouts must be an integer in 1..", r.stderr)

    def test_help_states_the_default_playouts(self):
        r = review("--help")
        self.assertEqual(r.returncode, 0)
        self.assertRegex(r.stdout, r"\(medium: \d+\)")


if __name__ == "__main__":
    SENTE, DATA = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1] + sys.argv[3:])
