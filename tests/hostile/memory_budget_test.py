#!/usr/bin/env python3
"""The --max-memory budget holds for the whole process (issue 6).

Usage: memory_budget_test.py PATH_TO_SENTE [unittest args]

The search tree is the only memory that grows with thinking, and
--max-memory bounds it. This test fills the tree (analysis, then genmoves
that reuse the subtree of the moves played, the path that once copied the
kept subtree beside the full pool) on 19x19 and 9x9, then checks the peak
resident memory (VmHWM): at most the budget, plus what the process holds
before any search (binary, libraries, the move model's weights, I/O
buffers: VmRSS after startup),
plus a fixed allowance for thread stacks, search workers and game history.
"""
import os
import select
import subprocess
import sys
import time
import unittest

SENTE = None  # set from argv in main
BUDGET_MB = 16
ALLOWANCE_MB = 4  # stacks, workers, history, malloc slack; the pool alone is 16
TIMEOUT = 60.0


def status_kb(pid, key):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    raise AssertionError(f"no {key} in /proc/{pid}/status")


class Engine:
    def __init__(self, *args):
        self.proc = subprocess.Popen([SENTE, *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buf = b""

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.proc.stdin.close()
        self.proc.stdout.close()

    def write(self, text):
        self.proc.stdin.write(text.encode() + b"\n")
        self.proc.stdin.flush()

    def read_until(self, marker):
        deadline = time.monotonic() + TIMEOUT
        while marker not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {marker!r} within {TIMEOUT:.0f} s")
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 1 << 20)
                if not chunk:
                    raise AssertionError(f"sente exited with status {self.proc.wait()}")
                self.buf += chunk
        before, self.buf = self.buf.split(marker, 1)
        return before

    def ok(self, command):
        self.write("1 " + command)
        answer = self.read_until(b"\n\n").decode()
        assert answer.startswith("=1"), f"{command}: {answer}"
        return answer[2:].strip()

    def analyze(self, seconds, until_kb):
        """lz-analyze (stopped by the next command) until the resident memory
        reaches until_kb or `seconds` pass: quick on a fast machine, still
        filling the tree on a loaded one."""
        self.write("2 lz-analyze b 50")
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and self.kb("VmRSS") < until_kb:
            time.sleep(0.1)
        self.write("3 name")
        self.read_until(b"=3 Sente\n\n")

    def kb(self, key):
        return status_kb(self.proc.pid, key)


class MemoryBudget(unittest.TestCase):
    def test_peak_rss_within_budget(self):
        e = Engine("--max-memory", str(BUDGET_MB), "--threads", "2", "--playouts", "0",
                   "--time", "1", "--seed", "1", "--resign-threshold", "0")
        try:
            e.ok("name")
            startup_kb = e.kb("VmRSS")
            used = {}
            full_kb = startup_kb + BUDGET_MB * 1024 * 9 // 10
            for size, seconds, genmoves in [(19, 4, 3), (9, 15, 4)]:
                e.ok(f"boardsize {size}")
                e.ok("clear_board")
                e.analyze(seconds, full_kb)
                color = "b"
                for _ in range(genmoves):
                    move = e.ok(f"genmove {color}")
                    self.assertNotEqual(move.lower(), "resign")
                    color = "w" if color == "b" else "b"
                used[size] = e.kb("VmHWM")
            peak_kb = e.kb("VmHWM")
        finally:
            e.close()
        limit_kb = (BUDGET_MB + ALLOWANCE_MB) * 1024 + startup_kb
        detail = (f"peak {peak_kb} kB (after 19x19 {used[19]}, after 9x9 {used[9]}), "
                  f"limit {limit_kb} kB = {BUDGET_MB} MB budget + {ALLOWANCE_MB} MB "
                  f"+ {startup_kb} kB at startup")
        print(detail, file=sys.stderr)
        self.assertLessEqual(peak_kb, limit_kb, detail)
        # The searches did fill the budget, or the check above means little.
        self.assertGreater(peak_kb, startup_kb + BUDGET_MB * 1024 * 3 // 4, detail)


def main():
    global SENTE
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    SENTE = os.path.abspath(sys.argv.pop(1))
    unittest.main()


if __name__ == "__main__":
    main()
