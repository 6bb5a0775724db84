"""bench/compare-anchors against stand-in anchors: parsing, ratios, the
signature, and a clear failure when an anchor is missing.
Run: python3 compare_anchors_test.py SENTE_BENCH"""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "bench", "compare-anchors")
BENCH = None


def stand_in(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w") as f:
        f.write(f"#!/bin/sh\ncat <<'END'\n{text}\nEND\n")
    os.chmod(path, 0o755)


class CompareAnchors(unittest.TestCase):
    def run_script(self, *args):
        return subprocess.run([sys.executable, SCRIPT, "--bench", BENCH, *args],
                              capture_output=True, text=True, timeout=300)

    def test_light_pairs_against_stand_ins(self):
        with tempfile.TemporaryDirectory() as d:
            stand_in(d, "libego-9", "Benchmarking, please wait ...\n5000 playouts in 1 seconds\n"
                     "1.5 kpps\n0.7 kpps/GHz (clock independent)")
            stand_in(d, "goboard-9", "110.4 plies per game, 3.0k games per second.")
            p = self.run_script("--anchors", d, "--sizes", "9", "--kinds", "light", "--pairs", "2",
                                "--light-playouts", "5000")
            self.assertEqual(p.returncode, 0, p.stderr)
            lines = [l for l in p.stdout.splitlines() if l.startswith("9x9")]
            self.assertEqual(len(lines), 2, p.stdout)
            self.assertIn("light vs libego-9", lines[0])
            self.assertIn("anchor       1500/s", lines[0])
            self.assertIn("anchor       3000/s", lines[1])
            for line in lines:
                self.assertRegex(line, r"ratio +[0-9.]+x .*Signature: [0-9]+$")

    def test_threads_need_no_anchor(self):
        p = self.run_script("--sizes", "9", "--kinds", "threads", "--pairs", "1",
                            "--search-playouts", "300")
        self.assertEqual(p.returncode, 0, p.stderr)
        lines = [l for l in p.stdout.splitlines() if l.startswith("9x9")]
        self.assertEqual(len(lines), 2, p.stdout)
        self.assertIn("search 2 threads / 1", lines[0])
        self.assertIn("2 runs at once / 1 (machine)", lines[1])
        for line in lines:
            self.assertRegex(line, r"Sente +[1-9][0-9]*/s  1 thread +[1-9][0-9]*/s  ratio +[0-9.]+x")

    def test_a_missing_anchor_is_named(self):
        with tempfile.TemporaryDirectory() as d:
            stand_in(d, "libego-9", "1.0 kpps")
            p = self.run_script("--anchors", d, "--sizes", "9", "--kinds", "light", "--pairs", "1")
            self.assertEqual(p.returncode, 2)
            self.assertIn("anchor missing: goboard-9", p.stderr)
            self.assertNotIn("Traceback", p.stderr)
            p = self.run_script("--anchors", d, "--sizes", "9", "--kinds", "light", "--pairs", "1",
                                "--light-playouts", "2000", "--skip-missing")
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertIn("light vs libego-9", p.stdout)
            self.assertNotIn("goboard", p.stdout)

    def test_an_anchor_without_a_rate_fails_clearly(self):
        with tempfile.TemporaryDirectory() as d:
            stand_in(d, "libego-9", "something else entirely")
            stand_in(d, "goboard-9", "2.0k games per second")
            p = self.run_script("--anchors", d, "--sizes", "9", "--kinds", "light", "--pairs", "1",
                                "--light-playouts", "2000")
            self.assertEqual(p.returncode, 2)
            self.assertIn("no rate in its output", p.stderr)
            self.assertNotIn("Traceback", p.stderr)


if __name__ == "__main__":
    BENCH = sys.argv.pop(1)
    unittest.main()
