"""The match script's own record of a game: a plain Go board (captures,
suicide, simple ko and superko), GTP vertex parsing, and an SGF writer.

Written independently of sente's rules core so that it can judge it.
"""

import datetime

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
EMPTY, BLACK, WHITE = 0, 1, 2

# Rule presets as (multi-stone suicide allowed, ko rule), as in sente's rules.h.
RULES = {
    "chinese": (False, "positional"),
    "japanese": (False, "simple"),
    "tromp-taylor": (True, "positional"),
    "new-zealand": (True, "situational"),
}
SGF_RULES = {"chinese": "Chinese", "japanese": "Japanese", "tromp-taylor": "Tromp-Taylor",
             "new-zealand": "NZ"}


def other(color):
    return BLACK if color == WHITE else WHITE


def color_letter(color):
    return "B" if color == BLACK else "W"


class Board:
    def __init__(self, width, height, rules="chinese"):
        self.width, self.height = width, height
        self.suicide_allowed, self.ko_rule = RULES[rules]
        self.cells = [EMPTY] * (width * height)
        # (position, side to move next) after every move, for the ko rules.
        self.history = [(bytes(self.cells), BLACK)]

    def vertex(self, p):
        if p is None:
            return "pass"
        return f"{COLUMNS[p % self.width]}{p // self.width + 1}"

    def parse_vertex(self, text):
        """GTP vertex -> point index, None for pass; raises ValueError."""
        t = text.strip().upper()
        if t == "PASS":
            return None
        if len(t) < 2 or t[0] not in COLUMNS or not t[1:].isdigit() or t[1] == "0":
            raise ValueError(f"bad vertex {text!r}")
        x, y = COLUMNS.index(t[0]), int(t[1:]) - 1
        if x >= self.width or y >= self.height:
            raise ValueError(f"vertex {text!r} off the board")
        return y * self.width + x

    def neighbours(self, p):
        x, y = p % self.width, p // self.width
        if x > 0:
            yield p - 1
        if x + 1 < self.width:
            yield p + 1
        if y > 0:
            yield p - self.width
        if y + 1 < self.height:
            yield p + self.width

    def chain(self, cells, p):
        """The chain through p and whether it has a liberty."""
        color, stones, todo, free = cells[p], {p}, [p], False
        while todo:
            q = todo.pop()
            for n in self.neighbours(q):
                if cells[n] == EMPTY:
                    free = True
                elif cells[n] == color and n not in stones:
                    stones.add(n)
                    todo.append(n)
        return stones, free

    def try_play(self, color, p):
        """Returns (new cells, None) or (None, reason) without changing the board."""
        if p is None:
            return list(self.cells), None
        if self.cells[p] != EMPTY:
            return None, "occupied"
        cells = list(self.cells)
        cells[p] = color
        for n in self.neighbours(p):
            if cells[n] == other(color):
                stones, free = self.chain(cells, n)
                if not free:
                    for s in stones:
                        cells[s] = EMPTY
        stones, free = self.chain(cells, p)
        if not free:
            if len(stones) == 1 or not self.suicide_allowed:
                return None, "suicide"
            for s in stones:
                cells[s] = EMPTY
        key = bytes(cells)
        if self.ko_rule == "simple":
            # Only the immediate recapture: back to the position before the opponent's move.
            if len(self.history) >= 2 and self.history[-2] == (key, other(color)):
                return None, "ko"
        elif self.ko_rule == "positional":
            if any(pos == key for pos, _ in self.history):
                return None, "superko"
        elif (key, other(color)) in self.history:
            return None, "superko"
        return cells, None

    def play(self, color, p):
        """Plays if legal; returns None or the reason it is illegal."""
        cells, why = self.try_play(color, p)
        if why:
            return why
        self.cells = cells
        self.history.append((bytes(cells), other(color)))
        return None


def sgf_point(board, p):
    if p is None:
        return ""
    x, y = p % board.width, p // board.width
    return "abcdefghijklmnopqrstuvwxy"[x] + "abcdefghijklmnopqrstuvwxy"[board.height - 1 - y]


def sgf_text(s):
    return str(s).replace("\\", "\\\\").replace("]", "\\]")


def write_sgf(path, board, moves, komi, rules, black, white, result, comment=""):
    """moves: [(color, point or None)]. result: SGF RE value or ''."""
    size = f"{board.width}" if board.width == board.height else f"{board.width}:{board.height}"
    head = (f"(;FF[4]GM[1]CA[UTF-8]AP[sente-match:1]SZ[{size}]KM[{komi:g}]"
            f"RU[{SGF_RULES.get(rules, rules)}]DT[{datetime.date.today().isoformat()}]"
            f"PB[{sgf_text(black)}]PW[{sgf_text(white)}]")
    if result:
        head += f"RE[{sgf_text(result)}]"
    if comment:
        head += f"C[{sgf_text(comment)}]"
    body = "".join(f";{color_letter(c)}[{sgf_point(board, p)}]" + ("\n" if i % 12 == 11 else "")
                   for i, (c, p) in enumerate(moves))
    with open(path, "w", encoding="utf-8") as f:
        f.write(head + "\n" + body + ")\n")


def read_sgf_moves(text):
    """(width, height, [(color, point or None)]) of an SGF game's main line
    (the first variation at each branch). Raises ValueError for setup stones
    (AB, AW, AE), a missing or bad size, or a bad point."""
    # Read on through each first variation: the first ')' ends the main line.
    props, name, i = [], "", text.find("(") + 1
    while 0 < i < len(text) and text[i] != ")":
        ch = text[i]
        if ch == "[":
            j, value = i + 1, []
            while j < len(text) and text[j] != "]":
                j += text[j] == "\\"  # an escaped character
                value.append(text[j] if j < len(text) else "")
                j += 1
            props.append((name, "".join(value)))
            i = j
        elif ch.isupper():
            j = i
            while j < len(text) and text[j].isalpha():
                j += 1
            name, i = text[i:j], j - 1
        i += 1
    size = [v for n, v in props if n == "SZ"]
    if not size:
        raise ValueError("no SZ[] size")
    w, _, h = size[0].partition(":")
    try:
        width, height = int(w), int(h or w)
    except ValueError:
        raise ValueError(f"bad size SZ[{size[0]}]") from None
    if not (2 <= width <= 25 and 2 <= height <= 25):
        raise ValueError(f"size SZ[{size[0]}] outside 2..25")
    letters = "abcdefghijklmnopqrstuvwxy"
    moves = []
    for n, v in props:
        if n in ("AB", "AW", "AE"):
            raise ValueError("setup stones (AB/AW/AE) are not supported in openings")
        if n not in ("B", "W"):
            continue
        color = BLACK if n == "B" else WHITE
        if v == "" or (v == "tt" and width <= 19 and height <= 19):
            moves.append((color, None))
            continue
        if len(v) != 2 or v[0] not in letters[:width] or v[1] not in letters[:height]:
            raise ValueError(f"bad point {n}[{v}]")
        x, y = letters.index(v[0]), height - 1 - letters.index(v[1])
        moves.append((color, y * width + x))
    return width, height, moves
