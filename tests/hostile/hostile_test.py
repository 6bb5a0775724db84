#!/usr/bin/env python3
"""Hostile input against the real `sente` executable (issue 6).

Usage: hostile_test.py PATH_TO_SENTE [unittest args]

Every hostile line is followed by a sync command ("<id> name"), so lines that
preprocessing removes entirely (NUL bytes, comments) are seen to get no
answer. Each error answer ('?') is checked to leave the game exactly as it
was: showboard and printsgf before and after must be identical.
"""
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time
import unittest

SENTE = None  # set from argv in main
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
TIMEOUT = 60.0  # seconds for one answer, generous for sanitizer builds


class Engine:
    """One `sente` process, spoken to one command at a time."""

    def __init__(self, *args):
        self.err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(
            [SENTE, "--playouts", "20", "--seed", "1", "--threads", "1", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err)
        self.buf = b""
        self.next_id = 1000

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for f in (self.proc.stdin, self.proc.stdout, self.err):
            try:
                f.close()
            except OSError:
                pass  # stdin may be a broken pipe by now

    def stderr_tail(self):
        self.err.seek(0)
        return self.err.read()[-2000:].decode("utf-8", "replace")

    def stderr_size(self):
        return os.fstat(self.err.fileno()).st_size  # no seek: the child shares the offset

    def write(self, data):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def read_response(self):
        """The next response as bytes, without its final empty line."""
        deadline = time.monotonic() + TIMEOUT
        while b"\n\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("no answer within %.0f s" % TIMEOUT)
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                if not chunk:
                    raise AssertionError("sente exited (status %s); stderr:\n%s"
                                         % (self.proc.wait(), self.stderr_tail()))
                self.buf += chunk
        response, self.buf = self.buf.split(b"\n\n", 1)
        return response

    def raw(self, line):
        """Sends one raw line (bytes, no LF); returns its answers (0 or 1)."""
        self.next_id += 1
        sync = str(self.next_id).encode()
        self.write(line + b"\n" + sync + b" name\n")
        answers = []
        while True:
            r = self.read_response()
            if r == b"=" + sync + b" Sente":
                return answers
            answers.append(r)

    def cmd(self, line):
        """A well-formed command: its answer as text ('= ...' or '? ...')."""
        answers = self.raw(line.encode())
        assert len(answers) == 1, "%r: answers %r" % (line, answers)
        return answers[0].decode("utf-8")

    def ok(self, line):
        r = self.cmd(line)
        assert r.startswith("= ") or r == "=", "%r: %r" % (line, r)
        return r[2:]

    def state(self):
        """Everything the client can see of the game."""
        return self.ok("showboard"), self.ok("printsgf")


class HostileCase(unittest.TestCase):
    args = ()

    def setUp(self):
        self.engine = Engine(*self.args)

    def tearDown(self):
        self.engine.close()

    def assert_answers(self, line, expect, body=None):
        """Sends `line` (bytes); expect '?', '=', '?=' (either) or None (no
        answer). A '?' or no answer must leave the game unchanged."""
        e = self.engine
        before = e.state()
        answers = e.raw(line)
        shown = line[:60] + (b"..." if len(line) > 60 else b"")
        if expect is None:
            self.assertEqual(answers, [], shown)
        else:
            self.assertEqual(len(answers), 1, "%r: %r" % (shown, answers))
            a = answers[0]
            self.assertIn(a[:1].decode(), expect, "%r: %r" % (shown, a))
            if a.startswith(b"?"):
                self.assertNotIn(b"\n", a, "an error is one line")
            if body is not None:
                self.assertEqual(a, (expect + " " + body).encode(), shown)
        if not answers or answers[0].startswith(b"?"):
            self.assertEqual(e.state(), before, "%r changed the game" % (shown,))
        return answers

    def set_up_game(self):
        """A small position, so that 'unchanged' means something."""
        e = self.engine
        e.ok("boardsize 9")
        e.ok("komi 6.5")
        for mv in ["b e5", "w c3", "b g7", "w e4"]:
            e.ok("play " + mv)


class LongLines(HostileCase):
    def test_100kb_lines(self):
        self.set_up_game()
        self.assert_answers(b"play b " + b"A" * 100000, "?")
        self.assert_answers(b"A" * 100000, "?", "unknown command")
        self.assert_answers(b"komi " + b"9" * 100000, "?")
        self.assert_answers(b"boardsize " + b"1" * 100000, "?")
        self.assert_answers(b"play b e6 " + b"x " * 50000, "?")
        # Whitespace and a trailing comment are no error.
        self.assert_answers(b"name" + b" " * 100000, "=", "Sente")
        self.assert_answers(b"name #" + b"#" * 100000, "=", "Sente")
        self.assert_answers(b"#" * 100000, None)

    def test_100kb_arguments_are_echoed_short(self):
        # Errors that name a bad argument quote at most its first 40 bytes.
        self.set_up_game()
        key = b"k" * 100000
        for line, quoted in [(b"lz-analyze b 100 " + key + b" 1", b"unknown key "),
                             (b"kata-analyze w " + key, b"unknown key "),
                             (b"analyze " + key + b" 5", b"unknown key "),
                             (b"genmove_analyze b 10 " + key + b" 3", b"unknown key "),
                             (b"sente-param " + key + b" 1", b"unknown parameter ")]:
            answer = self.assert_answers(line, "?")[0]
            self.assertLess(len(answer), 200, line[:40])
            self.assertIn(quoted + b"k" * 40 + b"...", answer, line[:40])
            self.assertNotIn(b"k" * 41, answer, line[:40])
        # Cut at a character boundary: the answer stays valid UTF-8.
        answer = self.assert_answers(b"lz-analyze b 50 " + "\u00e9".encode() * 50000, "?")[0]
        self.assertLess(len(answer), 200)
        answer.decode("utf-8")  # raises if a character was cut in half
        # A 100 KB file name: a short answer, and a short log line.
        logged = self.engine.stderr_size()
        answer = self.assert_answers(b"loadsgf /tmp/" + b"x" * 100000, "?")[0]
        self.assertEqual(answer.split(b" ", 1)[1], b"cannot load file")
        self.assertLess(self.engine.stderr_size() - logged, 1000)

    def test_line_beyond_the_limit(self):
        # Longer than the 1 MB kept of a line: refused, and the next line is
        # a line of its own again.
        self.set_up_game()
        self.assert_answers(b"play b d4 " + b"z" * (3 << 20), "?")
        self.assert_answers(b"showboard" + b" " * (3 << 20), "?")
        self.engine.ok("play b d4")


class BadBytes(HostileCase):
    def test_nul_bytes(self):
        self.set_up_game()
        self.assert_answers(b"\0\0\0", None)
        self.assert_answers(b"\0" * 100000, None)
        self.assert_answers(b"na\0me", "=", "Sente")  # control characters are dropped
        self.assert_answers(b"play b \0", "?")
        self.assert_answers(b"play\0 b\0", "?")
        self.assert_answers(b"komi 5\0.5\0\0x", "?")

    def test_invalid_utf8(self):
        self.set_up_game()
        for line in [b"\xff\xfe\xfd", b"play b \xc3\x28", b"play \xff e6", b"komi \xe2\x82",
                     b"boardsize \xf0\x28\x8c\x28", b"\xc0\xaf name", b"loadsgf \xff\xfe",
                     b"sente-rules ko \x80", b"kgs-rules \xc3"]:
            answers = self.assert_answers(line, "?")
            self.assertNotIn(b"\xff", answers[0])
        # A surrogate half is no command of ours.
        self.assert_answers(b"known_command \xed\xa0\x80", "=", "false")

    def test_other_control_characters(self):
        self.set_up_game()
        self.assert_answers(b"\x1b[2Jshowboard\x07", "?")  # ESC goes, "[2J" stays
        self.assert_answers(b"\x1bshowboard\x07", "=")
        self.assert_answers(b"\r\r\r", None)
        self.assert_answers(b"\x7f\x7f", None)
        self.assert_answers(b"play b e6\r", "=")  # CR LF line ends are fine


class Numbers(HostileCase):
    HUGE = "1" + "0" * 30  # 10^30 written out

    def test_komi(self):
        self.set_up_game()
        for k in [self.HUGE, "-" + self.HUGE, "1e30", "1e999", "-1e999", "nan", "NaN", "inf",
                  "-inf", "infinity", "0x10", "6.5.5", "6,5", "", "+", "-", ".", "e5"]:
            self.assert_answers(("komi " + k).encode(), "?")
        # Underflow: refused, or taken as the 0 it rounds to.
        if self.assert_answers(b"komi 1e-999999", "?=")[0].startswith(b"="):
            self.assertIn("komi 0,", self.engine.ok("showboard"))
        self.engine.ok("komi -0")
        self.assertIn("komi 0,", self.engine.ok("showboard"))
        self.assertIn("KM[0]", self.engine.ok("printsgf"))

    def test_boardsize(self):
        self.set_up_game()
        for n in [self.HUGE, "-" + self.HUGE, "-0", "0", "1", "26", "1e30", "1e999", "nan", "19.0",
                  "2147483649", "4294967298", "-2147483648", "18446744073709551617", "9x9", "0x13"]:
            self.assert_answers(("boardsize " + n).encode(), "?")
        for w, h in [("2", self.HUGE), (self.HUGE, "2"), ("-0", "9"), ("9", "nan"), ("25", "26")]:
            self.assert_answers(("rectangular_boardsize %s %s" % (w, h)).encode(), "?")

    def test_time_settings(self):
        self.set_up_game()
        bad = [(self.HUGE, "0", "0"), ("1e30", "1", "1"), ("nan", "1", "1"), ("1e999", "1", "1"),
               ("1", "inf", "1"), ("1", "1", self.HUGE), ("1", "1", "1e3"), ("-1", "1", "1"),
               ("1", "1", "-1"), ("1", "1", "1.5")]
        for a in bad:
            self.assert_answers(("time_settings %s %s %s" % a).encode(), "?")
        for line in ["time_left b nan 0", "time_left b 1e999 0", "time_left w %s 0" % self.HUGE,
                     "time_left b 10 %s" % self.HUGE, "time_left x 10 0",
                     "kgs-time_settings byoyomi 1e999 1 1", "kgs-time_settings canadian 1 1 nan",
                     "kgs-time_settings absolute -" + self.HUGE, "kgs-time_settings forever"]:
            self.assert_answers(line.encode(), "?")
        # -0 is zero: absolute time with nothing left is a valid clock; the
        # engine must still answer a genmove promptly with a legal move.
        self.assert_answers(b"time_settings -0 -0 -0", "=")
        self.assert_answers(b"time_left b -0 -0", "=")
        move = self.engine.ok("genmove b")
        self.assertRegex(move, r"^([A-HJ][1-9]|pass|resign)$")

    def test_handicap_and_ids(self):
        e = self.engine
        e.ok("boardsize 19")
        for line in ["fixed_handicap " + self.HUGE, "fixed_handicap -" + self.HUGE,
                     "place_free_handicap " + self.HUGE, "place_free_handicap -0",
                     "fixed_handicap nan", "loadsgf /nonexistent " + self.HUGE,
                     "loadsgf /nonexistent -0"]:
            self.assert_answers(line.encode(), "?")
        # A huge id is echoed as it is; a negative one is no id at all.
        self.assertEqual(e.raw((self.HUGE + " name").encode()), [("=" + self.HUGE + " Sente").encode()])
        self.assertEqual(e.raw(b"-1 name"), [b"? unknown command"])


class LongGame(HostileCase):
    def test_boardsize_25_full_game(self):
        e = self.engine
        e.ok("boardsize 25")
        e.ok("komi 7.5")
        rng = random.Random(25)
        points = ["%s%d" % (c, r) for c in COLUMNS for r in range(1, 26)]
        played = refused = 0
        color = "b"
        for i in range(900):
            v = rng.choice(points)
            if e.ok("is_legal %s %s" % (color, v)) == "1":
                e.ok("play %s %s" % (color, v))
                played += 1
                color = "w" if color == "b" else "b"
            elif i % 10 == 0:
                # Refused moves change nothing (checked on a sample: each check costs).
                self.assert_answers(("play %s %s" % (color, v)).encode(), "?")
                refused += 1
        self.assertGreater(played, 300)
        self.assertGreater(refused, 3)
        # Every stone on the board is on a point that was played.
        stones = e.ok("list_stones b").split() + e.ok("list_stones w").split()
        self.assertTrue(set(stones) <= set(points))
        # The engine plays on at this size, then both pass: the game is over.
        for c in ["b", "w", "b"]:
            empty_before = set(points) - set(e.ok("list_stones b").split() + e.ok("list_stones w").split())
            move = e.ok("genmove " + c)
            self.assertTrue(move in empty_before or move in ("pass", "resign"), move)
        e.ok("play w pass")
        e.ok("play b pass")
        self.assertRegex(e.ok("final_score"), r"^(B\+|W\+)[0-9]+(\.5)?$|^0$")
        # The record reads back to the same game.
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "long.sgf")
            before = e.state()
            e.ok("printsgf " + path)
            e.ok("clear_board")
            e.ok("loadsgf " + path)
            self.assertEqual(e.state()[0], before[0])


class LoadSgf(HostileCase):
    def write(self, d, name, data):
        path = os.path.join(d, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def test_files_that_are_no_game(self):
        self.set_up_game()
        with tempfile.TemporaryDirectory() as d:
            deep = b"(;SZ[9]" + b"(;C[x]" * 200000 + b")" * 200001
            cases = [
                d,  # a directory
                "/dev/zero",
                "/dev/null",
                "/dev/urandom",
                "/proc/self/status",
                "/nonexistent/file.sgf",
                self.write(d, "deep.sgf", deep),
                self.write(d, "truncated.sgf", b"(;FF[4]SZ[9];B[ee];W[dd"),
                self.write(d, "truncated2.sgf", b"(;FF[4]SZ[9];B[ee];W[dd])(;"),
                self.write(d, "empty.sgf", b""),
                self.write(d, "nul.sgf", b"(;SZ[9];B[ee]\0)"),
                self.write(d, "latin1.sgf", b"(;SZ[9]C[J\xe9r\xf4me];B[ee])"),
                self.write(d, "bigsize.sgf", b"(;SZ[1000000];B[aa])"),
                self.write(d, "size26.sgf", b"(;SZ[26];B[aa])"),
                self.write(d, "illegal.sgf", b"(;SZ[9];B[ee];W[ee])"),
                self.write(d, "offboard.sgf", b"(;SZ[9];B[jj])"),
                self.write(d, "nokomi.sgf", b"(;SZ[9]KM[nan];B[ee])"),
                self.write(d, "garbage.sgf", bytes(range(1, 256)) * 100),
                self.write(d, "toolong.sgf", b"(;SZ[9]" + b";B[]" * 5000 + b")"),
                SENTE,  # a binary
            ]
            link = os.path.join(d, "zero.sgf")
            os.symlink("/dev/zero", link)
            cases.append(link)
            fifo = os.path.join(d, "fifo.sgf")
            os.mkfifo(fifo)
            cases.append(fifo)
            big = self.write(d, "big.sgf", b"(;SZ[9]C[" + b"x" * (11 << 20) + b"])")
            cases.append(big)
            for path in cases:
                self.assert_answers(("loadsgf " + path).encode(), "?")
                self.assert_answers(("loadsgf %s 3" % path).encode(), "?")

    def test_good_file_after_bad_ones(self):
        self.set_up_game()
        with tempfile.TemporaryDirectory() as d:
            path = self.write(d, "nested.sgf", b"(;FF[4]SZ[9]KM[5.5]"
                              b"(;B[ee](;W[dd](;B[cc])(;B[gg]))(;W[ff]))(;B[aa]))")
            self.assert_answers(b"loadsgf /dev/zero", "?")
            self.assert_answers(("loadsgf " + path).encode(), "=")
            # The main line: B E5, W D6, B C7 (SGF rows count from the top).
            self.assertEqual(set(self.engine.ok("list_stones b").split()), {"E5", "C7"})
            self.assertEqual(self.engine.ok("list_stones w"), "D6")
            self.assertIn("komi 5.5", self.engine.ok("showboard"))
            self.assert_answers(("loadsgf %s 2" % path).encode(), "=")
            self.assertEqual(self.engine.ok("list_stones b"), "E5")
            self.assertEqual(self.engine.ok("list_stones w"), "")
            self.assert_answers(("loadsgf %s 0" % path).encode(), "?")

    def test_reads_only_the_named_file(self):
        # No globbing, no variables, no "file.sgf" added: a name is a name.
        self.set_up_game()
        with tempfile.TemporaryDirectory() as d:
            self.write(d, "game.sgf", b"(;SZ[9];B[aa])")
            for name in ["*.sgf", "game", "game.*", "$PWD/game.sgf", "game.sgf;", "'game.sgf'"]:
                self.assert_answers(("loadsgf %s/%s" % (d, name)).encode(), "?")
            self.assert_answers(("loadsgf %s/game.sgf" % d).encode(), "=")
            self.assertEqual(self.engine.ok("list_stones b"), "A9")


class KeepsRunning(HostileCase):
    def test_quit_after_everything(self):
        e = self.engine
        self.set_up_game()
        e.raw(b"\xff" * 1000 + b"\0" * 1000 + b"x" * 100000)
        e.raw(b"loadsgf /dev/zero")
        e.raw(b"komi 1e999")
        e.write(b"quit\n")
        self.assertEqual(e.read_response(), b"= ")
        self.assertEqual(e.proc.wait(timeout=TIMEOUT), 0)

    def test_end_of_input_mid_line(self):
        # No final LF: the line still counts; then sente ends cleanly.
        e = self.engine
        e.write(b"1 name\n2 play b \xff\0")
        e.proc.stdin.close()
        self.assertEqual(e.read_response(), b"=1 Sente")
        self.assertTrue(e.read_response().startswith(b"?2 "))
        self.assertEqual(e.proc.wait(timeout=TIMEOUT), 0)


def main():
    global SENTE
    if len(sys.argv) < 2:
        sys.exit("usage: hostile_test.py PATH_TO_SENTE [unittest args]")
    SENTE = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)


if __name__ == "__main__":
    main()
