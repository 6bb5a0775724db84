#!/usr/bin/env python3
"""A scripted GTP engine for testing scripts/match.

Usage: fake_engine.py MODE. It plays the first point from A1 onwards (row by
row) that it has not seen played, and passes from its 4th move on or when
the opponent passed; final_score fails ('? cannot score'). It logs each
genmove on stderr, as engines do. Modes:
  good      - just that
  occupied  - its 3rd move is A1 again (an illegal move)
  crash     - exits without answering its 3rd genmove
  noisy     - writes a stray line on stdout before every genmove answer
  wrongid   - answers its 2nd genmove with the wrong id
  slow      - sleeps 5 s in its 2nd genmove
  score     - like good, but final_score is always 'W+100'
  pace      - like good, but every genmove takes 0.2 s
  cleanup   - final_score is always 'B+100'; lists kgs-genmove_cleanup, which
              plays one more stone, then passes
Any other mode plays like good (its name still shows in `name`).
"""

import sys
import time

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def free_points(size, taken):
    """Empty points from A1 on, row by row, as far as this engine knows."""
    return [f"{COLUMNS[x]}{y + 1}" for y in range(size) for x in range(size)
            if f"{COLUMNS[x]}{y + 1}" not in taken]


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "good"
    size, taken, genmoves, opponent_passed, cleanups = 9, set(), 0, False, 0
    out = sys.stdout
    for line in sys.stdin:
        parts = line.split()
        if not parts:
            continue
        cid, cmd, args = "", parts[0], parts[1:]
        if cmd.isdigit():
            cid, cmd, args = cmd, args[0], args[1:]
        answer = ""
        if cmd == "name":
            answer = f"fake-{mode}"
        elif cmd == "version":
            answer = "1"
        elif cmd == "protocol_version":
            answer = "2"
        elif cmd == "list_commands":
            answer = "\n".join(["protocol_version", "name", "version", "list_commands", "boardsize",
                                "clear_board", "komi", "play", "genmove", "final_score", "quit"]
                               + (["kgs-genmove_cleanup"] if mode == "cleanup" else []))
        elif cmd == "boardsize":
            size = int(args[0])
        elif cmd == "clear_board":
            taken, opponent_passed = set(), False
        elif cmd == "play":
            opponent_passed = args[1].lower() == "pass"
            if not opponent_passed:
                taken.add(args[1].upper())
        elif cmd == "genmove":
            genmoves += 1
            sys.stderr.write(f"genmove {genmoves}\n")
            sys.stderr.flush()
            if mode == "crash" and genmoves == 3:
                sys.exit(3)
            if mode == "slow" and genmoves == 2:
                time.sleep(5)
            if mode == "pace":
                time.sleep(0.2)
            if mode == "noisy":
                out.write("thinking...\n")
            if mode == "wrongid" and genmoves == 2:
                cid = "999"
            free = free_points(size, taken)
            if mode == "occupied" and genmoves == 3:
                answer = "A1"
            elif opponent_passed or genmoves >= 4 or not free:
                answer = "pass"
            else:
                answer = free[0]
                taken.add(answer)
        elif cmd == "kgs-genmove_cleanup":
            cleanups += 1
            free = free_points(size, taken)
            answer = free[0] if cleanups == 1 and free else "pass"
            if answer != "pass":
                taken.add(answer)
        elif cmd == "final_score":
            if mode == "cleanup":
                out.write(f"={cid} B+100\n\n")
                out.flush()
                continue
            if mode != "score":
                out.write(f"?{cid} cannot score\n\n")
                out.flush()
                continue
            answer = "W+100"
        elif cmd == "quit":
            out.write(f"={cid}\n\n")
            out.flush()
            return
        out.write(f"={cid} {answer}\n\n")
        out.flush()


if __name__ == "__main__":
    main()
