#!/usr/bin/env python3
"""Splits a match's engine log (logs/w0-A.stderr of a --parallel 1 match) into
its games, for per-game playouts and win rates:

  scripts/match_log.py OUT [FIRST-LAST ...]

OUT holds results.json and logs/ (scripts/match --out, or match-keep restore).
Each range prints one line of playouts a move and playouts/s over its games;
without ranges, one line a game. The log has no game marks: a game is the next
run of lines of its engine's colour at least as long as its move count, and
takes that run's last lines (a game cut by a stopped match and replayed with
--resume plays the same colour, so its lines join the replay's run)."""

import json
import os
import re
import sys

_LINE = re.compile(r"^genmove ([BW]): (\S+)\s+playouts (\d+)\s+([\d.]+) s\s+\d+ playouts/s"
                   r"\s+win rate ([\d.]+)%")


def parse_log(text):
    """genmove lines -> [(colour, move, playouts, seconds, win rate %)]."""
    out = []
    for line in text.splitlines():
        m = _LINE.match(line)
        if m:
            out.append((m.group(1), m.group(2), int(m.group(3)), float(m.group(4)),
                        float(m.group(5))))
    return out


def split_games(games, moves, engine="A"):
    """results.json games and parse_log's lines -> {index: that game's lines}.
    Raises ValueError when the log does not fit the games."""
    runs = []  # [colour, first line, length]
    for i, line in enumerate(moves):
        if runs and runs[-1][0] == line[0]:
            runs[-1][2] += 1
        else:
            runs.append([line[0], i, 1])
    out, r = {}, 0
    for game in games:
        colour = "B" if game["black"] == engine else "W"
        n = game["engines"][engine]["moves"]
        while r < len(runs) and not (runs[r][0] == colour and runs[r][2] >= n):
            r += 1  # a cut game, not counted
        if r == len(runs):
            raise ValueError(f"game {game['index']}: no run of {n} {colour} moves left in the log")
        _, first, length = runs[r]
        out[game["index"]] = moves[first + length - n:first + length]
        r += 1
    return out


def summary(lines):
    """(moves, playouts a move, playouts/s) over some games' lines."""
    playouts = sum(x[2] for x in lines)
    seconds = sum(x[3] for x in lines)
    return len(lines), playouts / max(1, len(lines)), playouts / seconds if seconds else 0.0


def peak_and_fall(lines):
    """(peak win rate, its move number, the first move after it below 50% or None,
    and the largest fall within ten moves: points, from move, to move)."""
    rates = [x[4] for x in lines]
    peak = max(range(len(rates)), key=rates.__getitem__)
    fall = (0.0, 1, 1)
    for i in range(len(rates)):
        for j in range(i + 1, min(len(rates), i + 11)):
            if rates[i] - rates[j] > fall[0]:
                fall = (rates[i] - rates[j], i + 1, j + 1)
    below = next((i + 1 for i in range(peak, len(rates)) if rates[i] < 50), None)
    return rates[peak], peak + 1, below, fall[0], fall[1], fall[2]


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr)
        return 0 if len(argv) >= 2 else 2
    out = argv[1]
    for need in ("results.json", os.path.join("logs", "w0-A.stderr")):
        if not os.path.isfile(os.path.join(out, need)):
            print(f"match_log.py: {os.path.join(out, need)} not found "
                  "(OUT is a match's --out directory)", file=sys.stderr)
            return 2
    with open(os.path.join(out, "results.json")) as f:
        games = json.load(f)["games"]
    with open(os.path.join(out, "logs", "w0-A.stderr")) as f:
        per_game = split_games(games, parse_log(f.read()))
    if len(argv) == 2:
        for g in games:
            lines = per_game[g["index"]]
            won = g["winner"] == ("B" if g["black"] == "A" else "W")
            n, per_move, per_s = summary(lines)
            peak, at, below, fall, start, end = peak_and_fall(lines)
            rate = [x[4] for x in lines]
            print(f"game {g['index']}: {'won' if won else 'lost'}, {n} moves, "
                  f"{per_move / 1000:.1f}k playouts a move, {per_s / 1000:.1f}k/s, "
                  f"peak {peak:.1f}% "
                  f"at move {at}, below 50% from move {below}, largest fall in ten moves "
                  f"{fall:.0f} points (moves {start}-{end}, {rate[start - 1]:.0f}% to "
                  f"{rate[end - 1]:.0f}%)")
        return 0
    for spec in argv[2:]:
        first, _, last = spec.partition("-")
        wanted = range(int(first), int(last or first) + 1)
        lines = [x for i in wanted if i in per_game for x in per_game[i]]
        n, per_move, per_s = summary(lines)
        print(f"games {spec}: {n} moves, {per_move / 1000:.1f}k playouts a move, "
              f"{per_s / 1000:.1f}k/s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
