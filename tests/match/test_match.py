#!/usr/bin/env python3
"""Tests of scripts/match: its arithmetic, its own rules check, and whole
matches against scripted engines that misbehave on purpose, plus a short
GNU Go vs GNU Go match. Run: python3 -m unittest discover -s tests/match -v
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRIPTS = os.path.join(ROOT, "scripts")
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, SCRIPTS)

import match_board  # noqa: E402
from match_board import BLACK, WHITE, Board  # noqa: E402
from match_stats import EngineStats, clock_lines, outcome_lines, parse_score, score_text, wilson  # noqa: E402
from match_log import parse_log, peak_and_fall, split_games, summary  # noqa: E402

GNUGO = "/usr/games/gnugo"
FAKE = f"{sys.executable} {os.path.join(HERE, 'fake_engine.py')}"


def load_match_module():
    import importlib.machinery
    import importlib.util
    loader = importlib.machinery.SourceFileLoader("match_main", os.path.join(SCRIPTS, "match"))
    spec = importlib.util.spec_from_loader("match_main", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


class Arithmetic(unittest.TestCase):
    def test_wilson_known_values(self):
        # 5/10: centre 0.5, half-width 1.96*sqrt(.025+.009604)/1.38416 = 0.2634
        lo, hi = wilson(5, 10)
        self.assertAlmostEqual(lo, 0.2366, places=4)
        self.assertAlmostEqual(hi, 0.7634, places=4)
        lo, hi = wilson(0, 10)  # upper bound z^2/(n+z^2) = 3.8416/13.8416
        self.assertEqual(lo, 0.0)
        self.assertAlmostEqual(hi, 0.2775, places=4)
        self.assertEqual(wilson(0, 0), (0.0, 1.0))

    def test_scores(self):
        self.assertEqual(parse_score("B+3.5"), 3.5)
        self.assertEqual(parse_score("W+0.5"), -0.5)
        self.assertEqual(parse_score(" 0 "), 0.0)
        self.assertIsNone(parse_score("B+R"))
        self.assertIsNone(parse_score("cannot score"))
        self.assertEqual(score_text(-7.0), "W+7")
        self.assertEqual(score_text(0), "0")

    def test_clock(self):
        m = load_match_module()
        absolute = m.Clock(10, 0, 0, 0.0)
        self.assertTrue(absolute.spend(6))
        self.assertFalse(absolute.spend(5))
        canadian = m.Clock(10, 5, 2, 0.0)
        self.assertTrue(canadian.spend(12))  # 2 s into the first period, 1 stone done
        self.assertEqual(canadian.time_left(), (3, 1))
        self.assertTrue(canadian.spend(2))  # period complete: a fresh one
        self.assertEqual(canadian.time_left(), (5, 2))
        self.assertFalse(canadian.spend(6))
        self.assertTrue(m.Clock(0, 5, 0, 0.0).spend(1e9))  # byo-yomi without stones: no limit

    def test_outcomes_by_colour_and_end(self):
        def game(i, black, winner, reason):
            return {"index": i, "black": black, "winner": winner, "reason": reason}
        games = [game(1, "A", "B", "score"), game(2, "B", "B", "resign"), game(3, "A", "W", "resign"),
                 game(4, "B", "W", "time"), game(5, "A", "0", "score"), game(6, "B", None, "error")]
        a, b = outcome_lines([EngineStats("A", ""), EngineStats("B", "")], games)
        # A: black in 1, 3, 5 (won 1); white in 2, 4, 6 (won 4); the draw and the error count neither way.
        self.assertEqual(a, "A: as Black 1 of 3, as White 1 of 3; "
                            "wins ended by score 1, time 1, losses by resign 2")
        self.assertEqual(b, "B: as Black 1 of 3, as White 1 of 3; "
                            "wins ended by resign 2, losses by score 1, time 1")
        self.assertEqual(outcome_lines([EngineStats("A", "")], [])[0],
                         "A: as Black 0 of 0, as White 0 of 0; wins ended by -, losses by -")

    def test_thinking_time_a_game(self):
        def game(a_moves, a_seconds, b_seconds):
            return {"engines": {"A": {"moves": a_moves, "seconds": a_seconds},
                                "B": {"moves": 3, "seconds": b_seconds}}}
        # A game in which A never moved (an early crash) is not an average's zero.
        games = [game(3, 100.4, 90.0), game(2, 40.0, 30.0), game(0, 0.0, 12.0)]
        a, b = clock_lines([EngineStats("A", ""), EngineStats("B", "")], games)
        self.assertEqual(a, "A: thinking time a game: mean 70 s, most 100 s (2 games)")
        self.assertEqual(b, "B: thinking time a game: mean 44 s, most 90 s (3 games)")
        self.assertEqual(clock_lines([EngineStats("A", "")], []), [])


def log_line(colour, move, playouts, seconds, rate):
    return (f"genmove {colour}: {move}  playouts {playouts}  {seconds:.2f} s  "
            f"{int(playouts / seconds)} playouts/s  win rate {rate:.1f}%")


def game(index, black, moves):
    return {"index": index, "black": black, "engines": {"A": {"moves": moves}}}


class RefereeCommand(unittest.TestCase):
    def test_rules_flag_fits_the_referee(self):
        match = load_match_module()
        self.assertEqual(match.referee_command("/usr/games/gnugo --mode gtp", "area"),
                         "/usr/games/gnugo --mode gtp --chinese-rules")
        self.assertEqual(match.referee_command("/usr/games/gnugo --mode gtp", "territory"),
                         "/usr/games/gnugo --mode gtp --japanese-rules")
        self.assertEqual(match.referee_command("/opt/pachi/pachi threads=1", "area"),
                         "/opt/pachi/pachi threads=1 -r chinese")
        self.assertEqual(match.referee_command("'/tmp/my dir/Pachi'", "territory"),
                         "'/tmp/my dir/Pachi' -r japanese")


class MatchLog(unittest.TestCase):
    # scripts/match_log.py: the engine's log split into the games of results.json.
    def test_a_cut_game_is_left_out(self):
        lines = [log_line("B", "D4", 1000, 1.0, 50.0), log_line("B", "C3", 1000, 1.0, 60.0),
                 log_line("W", "Q16", 9, 1.0, 40.0), log_line("W", "Q4", 9, 1.0, 40.0),  # cut
                 log_line("W", "D16", 2000, 2.0, 55.0), log_line("W", "resign", 4000, 2.0, 5.0),
                 "a line that is not a move",
                 log_line("B", "K10", 3000, 1.0, 80.0)]
        moves = parse_log("\n".join(lines))
        self.assertEqual(len(moves), 7)
        per_game = split_games([game(1, "A", 2), game(2, "B", 2), game(3, "A", 1)], moves)
        self.assertEqual([x[1] for x in per_game[2]], ["D16", "resign"])
        self.assertEqual([x[1] for x in per_game[3]], ["K10"])
        self.assertEqual(summary(per_game[2]), (2, 3000.0, 1500.0))
        self.assertEqual(peak_and_fall(per_game[2]), (55.0, 1, 2, 50.0, 1, 2))

    def test_a_log_short_of_the_games_is_refused(self):
        moves = parse_log(log_line("B", "D4", 1000, 1.0, 50.0))
        with self.assertRaises(ValueError):
            split_games([game(1, "A", 2)], moves)
        with self.assertRaises(ValueError):
            split_games([game(1, "B", 1)], moves)  # Sente was White: no W line


    def test_a_missing_match_directory_is_named_not_a_traceback(self):
        script = os.path.join(SCRIPTS, "match_log.py")
        with tempfile.TemporaryDirectory() as d:
            r = subprocess.run([sys.executable, script, d], capture_output=True, text=True,
                               timeout=60)
            self.assertEqual(r.returncode, 2)
            self.assertIn("results.json not found", r.stderr)
            self.assertNotIn("Traceback", r.stderr)
        r = subprocess.run([sys.executable, script, "--help"], capture_output=True, text=True,
                           timeout=60)
        self.assertEqual(r.returncode, 0)
        self.assertIn("OUT", r.stderr)


class OwnRules(unittest.TestCase):
    def test_sgf_main_line(self):
        width, height, moves = match_board.read_sgf_moves(
            "(;SZ[19]C[a \\] b];B[pd];W[tt](;B[dd](;W[dc])(;W[cc]))(;B[qq]))")
        self.assertEqual((width, height), (19, 19))
        b = Board(19, 19)
        self.assertEqual([(c, b.vertex(p)) for c, p in moves],
                         [(BLACK, "Q16"), (WHITE, "pass"), (BLACK, "D16"), (WHITE, "D17")])
        self.assertEqual(match_board.read_sgf_moves("(;SZ[7:5];B[ae];W[])")[2],
                         [(BLACK, 0), (WHITE, None)])  # A1 of a 7x5 board
        for bad in ("(;B[aa])", "(;SZ[5];B[zz])", "(;SZ[x])", "(;SZ[30])", "(;SZ[5]AW[aa])"):
            with self.assertRaises(ValueError, msg=bad):
                match_board.read_sgf_moves(bad)

    def test_capture_and_suicide(self):
        b = Board(5, 5, "chinese")
        p = b.parse_vertex
        self.assertIsNone(b.play(BLACK, p("A1")))
        self.assertIsNone(b.play(WHITE, p("B1")))
        self.assertIsNone(b.play(BLACK, p("E5")))
        self.assertIsNone(b.play(WHITE, p("A2")))  # captures A1
        self.assertEqual(b.cells[p("A1")], match_board.EMPTY)
        self.assertEqual(b.play(BLACK, p("A2")), "occupied")
        self.assertEqual(b.play(BLACK, p("A1")), "suicide")
        with self.assertRaises(ValueError):
            b.parse_vertex("F1")  # off a 5x5 board
        with self.assertRaises(ValueError):
            b.parse_vertex("I3")  # no column I

    def test_multi_stone_suicide_depends_on_rules(self):
        for rules, expected in (("chinese", "suicide"), ("tromp-taylor", None)):
            b = Board(3, 3, rules)
            p = b.parse_vertex
            for c, v in ((BLACK, "A1"), (WHITE, "A3"), (BLACK, "A2"), (WHITE, "B3"),
                         (BLACK, "C3"), (WHITE, "C2"), (BLACK, "C1"), (WHITE, "B2")):
                self.assertIsNone(b.play(c, p(v)), v)
            self.assertEqual(b.cells[p("C3")], match_board.EMPTY)  # W C2 captured it
            self.assertEqual(b.play(BLACK, p("B1")), expected)  # A1 A2 B1 C1 without liberty

    def test_ko(self):
        # Black D5 C4 D3 and White E5 F4 E3 D4: black E4 captures D4; White retakes at D4.
        for rules in ("japanese", "chinese", "new-zealand"):
            b = Board(7, 7, rules)
            p = b.parse_vertex
            for c, v in ((BLACK, "D5"), (WHITE, "E5"), (BLACK, "C4"), (WHITE, "F4"),
                         (BLACK, "D3"), (WHITE, "E3"), (BLACK, "A7"), (WHITE, "D4"),
                         (BLACK, "E4")):
                self.assertIsNone(b.play(c, p(v)), v)
            self.assertIn(b.play(WHITE, p("D4")), ("ko", "superko"))
            self.assertIsNone(b.play(WHITE, p("G7")))  # a threat elsewhere
            self.assertIsNone(b.play(BLACK, p("G1")))
            self.assertIsNone(b.play(WHITE, p("D4")), rules)  # now the retake is fine


class Matches(unittest.TestCase):
    def setUp(self):
        self.out = tempfile.mkdtemp(prefix="sente-match-test-")

    def tearDown(self):
        shutil.rmtree(self.out, ignore_errors=True)

    def run_match(self, *args, expect_status=None):
        cmd = [sys.executable, os.path.join(SCRIPTS, "match"), "--out", self.out, "--quiet",
               *args]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if expect_status is not None:
            self.assertEqual(r.returncode, expect_status, r.stdout + r.stderr)
        with open(os.path.join(self.out, "results.json")) as f:
            return json.load(f), r

    def fake_match(self, mode_a, mode_b="good", games=1, expect_status=None):
        return self.run_match("--engine-a", f"{FAKE} {mode_a}", "--engine-b", f"{FAKE} {mode_b}",
                              "--games", str(games), "--size", "5", "--no-referee",
                              "--genmove-timeout", "2", expect_status=expect_status)

    def test_clean_games_between_fakes(self):
        res, r = self.fake_match("good", "good", games=2, expect_status=0)
        a, b = res["engines"]
        self.assertEqual(a["illegal"] + a["protocol_errors"] + b["protocol_errors"], 0)
        g1, g2 = res["games"]
        self.assertEqual((g1["black"], g2["black"]), ("A", "B"))  # colours alternate
        self.assertEqual(g1["reason"], "score")
        self.assertEqual(g1["moves"], 8)  # 3 stones each, then two passes
        with open(os.path.join(self.out, "game-0001.sgf")) as f:
            sgf = f.read()
        self.assertIn("SZ[5]", sgf)
        self.assertIn(";B[ae];W[be];B[ce];W[de];B[ee];W[ad];B[];W[])", sgf)

    def test_illegal_move_loses(self):
        res, r = self.fake_match("occupied", expect_status=1)
        a = res["engines"][0]
        self.assertEqual(a["illegal"], 1)
        game = res["games"][0]
        self.assertEqual((game["reason"], game["winner"], game["result"]), ("illegal", "W", "W+F"))

    def test_crash_stray_output_wrong_id_timeout(self):
        for mode in ("crash", "noisy", "wrongid", "slow"):
            with self.subTest(mode=mode):
                res, r = self.fake_match(mode, expect_status=1)
                self.assertGreaterEqual(res["engines"][0]["protocol_errors"], 1)
                self.assertEqual(res["engines"][1]["protocol_errors"], 0)

    def test_stopped_run_keeps_finished_games(self):
        # SIGTERM mid-run: the table holds the finished games and nothing from the cut game.
        cmd = [sys.executable, os.path.join(SCRIPTS, "match"), "--out", self.out, "--quiet",
               "--engine-a", f"{FAKE} good", "--engine-b", f"{FAKE} pace", "--games", "40",
               "--size", "5", "--no-referee"]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        results = os.path.join(self.out, "results.json")
        deadline = time.monotonic() + 60
        while not os.path.exists(results) and time.monotonic() < deadline:
            time.sleep(0.05)
        self.assertTrue(os.path.exists(results), "no table after the first game")
        with open(results) as f:
            self.assertEqual(len(json.load(f)["games"]), 1)  # written after each game
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=60)
        self.assertEqual(proc.returncode, 143, err)
        with open(results) as f:
            res = json.load(f)
        n = len(res["games"])
        self.assertTrue(1 <= n < 40, n)
        self.assertEqual([g["reason"] for g in res["games"]], ["score"] * n)
        a, b = res["engines"]
        self.assertEqual(a["protocol_errors"] + b["protocol_errors"], 0)
        self.assertIn(f"games: {n} ", out)
        sgfs = sorted(f for f in os.listdir(self.out) if f.endswith(".sgf"))
        self.assertGreater(len(sgfs), n)  # the cut game's record is kept, marked as such
        for i, name in enumerate(sgfs):
            with open(os.path.join(self.out, name)) as f:
                text = f.read()
            self.assertIn("cut short" if i >= n else "ended by score", text, name)
            if i >= n:
                self.assertNotIn("RE[", text, name)

    def test_worker_number_in_engine_command(self):
        res, r = self.run_match("--engine-a", f"{FAKE} good{{worker}}", "--engine-b",
                                f"{FAKE} good", "--games", "2", "--parallel", "2", "--size", "5",
                                "--no-referee", expect_status=0)
        names = sorted(g["engines"]["A"]["name"] for g in res["games"])
        self.assertEqual(names, ["fake-good0 1", "fake-good1 1"])  # name and version

    def test_resume_keeps_finished_games(self):
        def match(games, engine_a, status):
            return self.run_match("--engine-a", engine_a, "--engine-b", f"{FAKE} good",
                                  "--games", str(games), "--size", "5", "--no-referee",
                                  "--resume", expect_status=status)
        self.fake_match("good{run}", games=2, expect_status=0)  # the first sitting
        with open(os.path.join(self.out, "game-0001.sgf")) as f:
            first_sgf = f.read()
        res, r = match(4, f"{FAKE} good{{run}}", 0)
        self.assertEqual([g["index"] for g in res["games"]], [1, 2, 3, 4])
        names = [g["engines"]["A"]["name"] for g in res["games"]]
        self.assertEqual(names, ["fake-good0 1"] * 2 + ["fake-good1 1"] * 2)  # {run}: the sitting
        self.assertEqual(res["runs"], 2)
        self.assertEqual(res["engines"][0]["moves"],  # all four games counted
                         sum(g["engines"]["A"]["moves"] for g in res["games"]))
        self.assertIn("games: 4 ", r.stdout)
        with open(os.path.join(self.out, "game-0001.sgf")) as f:
            self.assertEqual(f.read(), first_sgf)  # not replayed
        res, r = match(4, f"{FAKE} good{{run}}", 0)  # nothing left to play
        self.assertEqual(len(res["games"]), 4)
        self.assertEqual(res["runs"], 3)
        res, r = match(4, f"{FAKE} pace", 2)  # another engine: refused, table untouched
        self.assertIn("other settings", r.stderr)
        self.assertEqual(res["runs"], 3)
        r = subprocess.run([sys.executable, os.path.join(SCRIPTS, "match"), "--resume",
                            "--games", "2"], capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 2)
        self.assertIn("--resume needs --out", r.stderr)

    def test_kept_record_resumes_elsewhere(self):
        # scripts/match-keep: the record leaves --out without SGF files and resumes in a new one.
        self.fake_match("good{run}", games=2, expect_status=0)
        kept, out2 = os.path.join(self.out, "kept"), os.path.join(self.out, "second")
        keep = os.path.join(SCRIPTS, "match-keep")
        subprocess.run([keep, "save", self.out, kept], check=True, timeout=60)
        self.assertEqual(sorted(os.listdir(kept)),
                         ["games.csv", "results.json", "results.txt", "w0-A.stderr.gz",
                          "w0-B.stderr.gz"])
        subprocess.run([keep, "restore", kept, out2], check=True, timeout=60)
        r = subprocess.run([keep, "restore", kept, out2], capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)  # never over a record
        self.assertIn("exists", r.stderr)
        self.out = out2
        res, r = self.run_match("--engine-a", f"{FAKE} good{{run}}", "--engine-b", f"{FAKE} good",
                                "--games", "3", "--size", "5", "--no-referee", "--resume",
                                expect_status=0)
        self.assertEqual([g["index"] for g in res["games"]], [1, 2, 3])
        self.assertEqual(res["runs"], 2)
        with open(os.path.join(out2, "logs", "w0-A.stderr")) as f:
            log = f.read().split()
        self.assertEqual(log.count("genmove"), res["engines"][0]["moves"])  # the old log goes on
        self.out = os.path.dirname(kept)  # tearDown removes both

    def test_keep_refuses_an_ignored_directory(self):
        # A record saved where git ignores it would be lost with the machine.
        self.fake_match("good{run}", games=1, expect_status=0)
        repo = os.path.join(self.out, "repo")
        os.makedirs(repo)
        subprocess.run(["git", "init", "-q", repo], check=True, timeout=60)
        with open(os.path.join(repo, ".gitignore"), "w") as f:
            f.write("ignored/\n")
        keep = os.path.join(SCRIPTS, "match-keep")
        r = subprocess.run([keep, "save", self.out, os.path.join(repo, "ignored", "m")],
                           capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 1)
        self.assertIn("git ignores", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(repo, "ignored", "m", "results.json")))
        subprocess.run([keep, "save", self.out, os.path.join(repo, "kept")], check=True,
                       timeout=60)
        self.assertTrue(os.path.exists(os.path.join(repo, "kept", "results.json")))

    def test_score_disagreement_with_referee(self):
        if not os.access(GNUGO, os.X_OK):
            self.skipTest("GNU Go is not installed")
        res, r = self.run_match("--engine-a", f"{FAKE} score", "--engine-b", f"{FAKE} good",
                                "--games", "1", "--size", "5", "--referee",
                                f"{GNUGO} --mode gtp --level 0")
        a = res["engines"][0]
        self.assertEqual((a["scored"], a["score_disagreements"]), (1, 1))  # W+100 is wrong
        self.assertEqual(res["engines"][1]["scored"], 0)  # '? cannot score' is not a score

    def test_disputed_count_is_played_out(self):
        if not os.access(GNUGO, os.X_OK):
            self.skipTest("GNU Go is not installed")
        common = ["--engine-a", f"{FAKE} cleanup", "--engine-b", f"{FAKE} good", "--games", "1",
                  "--size", "5", "--komi", "30.5", "--referee", f"{GNUGO} --mode gtp --level 0"]
        transcript = os.path.join(self.out, "logs", "game-0001.gtp")
        res, r = self.run_match(*common, expect_status=0)  # A's B+100 stands disputed
        self.assertEqual((res["games"][0]["reason"], res["games"][0]["moves"]), ("score", 8))
        with open(transcript) as f:
            self.assertNotIn(" kgs-genmove_cleanup b\n", f.read())
        res, r = self.run_match(*common, "--settle-disputes", expect_status=0)
        game = res["games"][0]
        # A (Black) plays one cleanup stone, B (plain genmove) and A pass.
        self.assertEqual((game["reason"], game["moves"], game["result"]), ("settled", 11, "W+"
                         + game["result"][2:]))
        self.assertIn("A counted B+100, referee W+", game["settled"])
        with open(transcript) as f:
            lines = f.read().splitlines()
        self.assertEqual(sum(x.startswith("A > ") and x.endswith(" kgs-genmove_cleanup b")
                             for x in lines), 2)
        # B: three stones and a pass, then one pass in the cleanup phase.
        self.assertEqual(sum(x.startswith("B > ") and x.endswith(" genmove w") for x in lines), 5)
        with open(os.path.join(self.out, "game-0001.sgf")) as f:
            sgf = f.read()
        self.assertIn("ended by settled", sgf)
        self.assertIn(";B[];W[];B[", sgf)  # the cleanup stone after the two passes

    def test_openings(self):
        opening = os.path.join(self.out, "opening.sgf")
        os.makedirs(self.out, exist_ok=True)
        with open(opening, "w") as f:
            f.write("(;GM[1]SZ[5];B[cc];W[dd](;B[bd]C[main])(;B[aa]))")
        res, r = self.run_match("--engine-a", f"{FAKE} good", "--engine-b", f"{FAKE} good",
                                "--games", "2", "--size", "5", "--no-referee", "--openings",
                                opening, expect_status=0)
        for g in res["games"]:
            self.assertEqual(g["opening"], "opening.sgf, 3 moves")
            played = g["engines"]["A"]["moves"] + g["engines"]["B"]["moves"]
            self.assertEqual(played, g["moves"] - 3)  # the opening is nobody's move
            with open(os.path.join(self.out, f"game-{g['index']:04d}.sgf")) as f:
                sgf = f.read()
            self.assertIn(";B[cc];W[dd];B[bd];W[", sgf)  # White moves first after it
        with open(os.path.join(self.out, "logs", "game-0002.gtp")) as f:
            lines = f.read().splitlines()
        for label in "AB":  # both engines are told every opening move
            for move in ("play b C3", "play w D2", "play b B2"):
                self.assertTrue(any(x.startswith(f"{label} > ") and x.endswith(move)
                                    for x in lines), (label, move))
        res, r = self.run_match("--engine-a", f"{FAKE} good", "--engine-b", f"{FAKE} good",
                                "--games", "1", "--size", "5", "--no-referee", "--openings",
                                opening, "--opening-moves", "2", expect_status=0)
        with open(os.path.join(self.out, "game-0001.sgf")) as f:
            self.assertIn(";B[cc];W[dd];B[", f.read())
        for bad_args in (["--size", "9"], ["--size", "5,9"], ["--opening-moves", "-1"]):
            r = subprocess.run([sys.executable, os.path.join(SCRIPTS, "match"), "--openings",
                                opening, "--size", "5", *bad_args], capture_output=True,
                               text=True, timeout=60)
            self.assertEqual(r.returncode, 2, bad_args)
        with open(opening, "w") as f:
            f.write("(;SZ[5]AB[aa];W[bb])")
        r = subprocess.run([sys.executable, os.path.join(SCRIPTS, "match"), "--openings", opening,
                            "--size", "5"], capture_output=True, text=True, timeout=60)
        self.assertEqual(r.returncode, 2)
        self.assertIn("setup stones", r.stderr)

    def test_gnugo_against_itself(self):
        if not os.access(GNUGO, os.X_OK):
            self.skipTest("GNU Go is not installed")
        g0 = f"{GNUGO} --mode gtp --level 0 --chinese-rules"
        res, r = self.run_match("--engine-a", g0, "--engine-b", g0, "--games", "2", "--size",
                                "5", "--komi", "0.5", expect_status=0)
        a, b = res["engines"]
        self.assertEqual(a["wins"] + b["wins"] + a["draws"], 2)
        self.assertEqual(a["illegal"] + b["illegal"] + a["protocol_errors"] + b["protocol_errors"], 0)
        self.assertTrue(os.path.exists(os.path.join(self.out, "results.txt")))
        self.assertTrue(os.path.exists(os.path.join(self.out, "game-0002.sgf")))


if __name__ == "__main__":
    unittest.main()
