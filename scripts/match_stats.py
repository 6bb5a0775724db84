"""Numbers for the match results table: scores, Wilson intervals, the table."""

import math
import re

_SCORE = re.compile(r"^([BW])\+(\d+(?:\.\d+)?)$")


def parse_score(text):
    """GTP final_score -> Black's margin (float), or None when it is not a score.
    'B+3.5' -> 3.5, 'W+0.5' -> -0.5, '0' -> 0.0."""
    t = (text or "").strip()
    if t in ("0", "0.0", "Draw", "Jigo"):
        return 0.0
    m = _SCORE.match(t)
    if not m:
        return None
    value = float(m.group(2))
    return value if m.group(1) == "B" else -value


def score_text(margin):
    if margin == 0:
        return "0"
    return f"{'B' if margin > 0 else 'W'}+{abs(margin):g}"


def wilson(successes, n, z=1.96):
    """95% Wilson score interval for a proportion; (0, 1) when n == 0."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


class EngineStats:
    def __init__(self, label, command):
        self.label, self.command, self.name = label, command, label
        self.wins = self.losses = self.draws = 0
        self.illegal = 0
        self.protocol_errors = 0
        self.time_losses = 0
        self.moves = 0
        self.move_seconds = 0.0
        self.max_move_seconds = 0.0
        self.scored = 0  # games ended by passes where both this engine and the referee scored
        self.score_disagreements = 0
        self.peak_rss_kb = {}  # board size text -> max VmHWM seen in one game

    def add_move_time(self, seconds):
        self.moves += 1
        self.move_seconds += seconds
        self.max_move_seconds = max(self.max_move_seconds, seconds)

    def to_dict(self):
        d = dict(self.__dict__)
        d["win_rate_interval"] = wilson(self.wins + 0.5 * self.draws, self.decided())
        return d

    def decided(self):
        return self.wins + self.losses + self.draws


def _ended(games, empty):
    """How the games ended, as 'resign 2, score 28'; `empty` when there are none."""
    counts = {}
    for g in games:
        counts[g["reason"]] = counts.get(g["reason"], 0) + 1
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or empty


def _colour(game, label):
    return "B" if game["black"] == label else "W"


def outcome_lines(stats, games):
    """Per engine: its wins as Black and as White, and how its wins and losses ended
    (the figures a report on a sample asks for, which the table above leaves out)."""
    lines = []
    for s in stats:
        won = [g for g in games if g["winner"] == _colour(g, s.label)]
        lost = [g for g in games if g["winner"] in ("B", "W") and g["winner"] != _colour(g, s.label)]
        as_b = sum(1 for g in games if g["black"] == s.label)
        won_b = sum(1 for g in won if g["black"] == s.label)
        lines.append(f"{s.label}: as Black {won_b} of {as_b}, as White {len(won) - won_b} of "
                     f"{len(games) - as_b}; "
                     f"wins ended by {_ended(won, '-')}, losses by {_ended(lost, '-')}")
    return lines


def clock_lines(stats, games):
    """Per engine: the thinking time a game (mean and most), so that a time plan's
    claims ("spends 120 s of 180") come from the record. Empty without moves."""
    lines = []
    for s in stats:
        spent = [g["engines"][s.label]["seconds"] for g in games
                 if g.get("engines", {}).get(s.label, {}).get("moves")]
        if spent:
            lines.append(f"{s.label}: thinking time a game: mean {sum(spent) / len(spent):.0f} s, "
                         f"most {max(spent):.0f} s ({len(spent)} games)")
    return lines


def results_table(stats, games, settings):
    """stats: [EngineStats, EngineStats]; games: list of per-game dicts."""
    out = [f"Match: {settings}", ""]
    header = (f"{'engine':<28} {'wins':>5} {'win rate':>9} {'95% interval':>15} {'illegal':>8} "
              f"{'proto err':>9} {'time loss':>9} {'s/move':>7} {'max s':>6} {'score disagr':>13}")
    out.append(header)
    out.append("-" * len(header))
    for s in stats:
        n = s.decided()
        rate = (s.wins + 0.5 * s.draws) / n if n else 0.0
        lo, hi = wilson(s.wins + 0.5 * s.draws, n)
        per_move = s.move_seconds / s.moves if s.moves else 0.0
        name = f"{s.label}: {s.name}"[:28]
        out.append(f"{name:<28} {s.wins:>5} {100 * rate:>8.1f}% {f'[{100*lo:.1f}, {100*hi:.1f}]':>15} "
                   f"{s.illegal:>8} {s.protocol_errors:>9} {s.time_losses:>9} {per_move:>7.2f} "
                   f"{s.max_move_seconds:>6.1f} {f'{s.score_disagreements}/{s.scored}':>13}")
    out.append("")
    by = _ended(games, "")
    black_wins = sum(1 for g in games if g["winner"] == "B")
    out.append(f"games: {len(games)} ({by}); black won {black_wins}; "
               f"draws {sum(1 for g in games if g['winner'] == '0')}; "
               f"no result {sum(1 for g in games if g['winner'] is None)}")
    out.extend(outcome_lines(stats, games))
    out.extend(clock_lines(stats, games))
    rss = []
    for s in stats:
        if s.peak_rss_kb:
            sizes = ", ".join(f"{k}: {v / 1024:.0f} MB" for k, v in sorted(s.peak_rss_kb.items()))
            rss.append(f"{s.label} {sizes}")
    if rss:
        out.append("peak resident memory per board size: " + "; ".join(rss))
    disagreements = [g for g in games if g.get("disagreements")]
    if disagreements:
        out.append("")
        out.append("score disagreements (engine's final_score vs the referee's):")
        for g in disagreements:
            for d in g["disagreements"]:
                out.append(f"  game {g['index']}: {d}")
    problems = [g for g in games if g.get("problems")]
    if problems:
        out.append("")
        out.append("problems:")
        for g in problems:
            for p in g["problems"]:
                out.append(f"  game {g['index']}: {p}")
    return "\n".join(out) + "\n"
