"""A GTP engine as a child process, with timeouts and protocol checks.

Used by scripts/match. Every command gets a numeric id, and the response must
echo it; anything else the engine writes on stdout (stray lines, empty lines
outside responses) is a protocol error, as is a missing answer within the
timeout or the process dying.
"""

import os
import queue
import shlex
import subprocess
import threading
import time


class GtpError(Exception):
    """The engine failed at the protocol level: timeout, crash, bad framing."""


class GtpEngine:
    def __init__(self, command, label, stderr_path=None, transcript=None):
        self.cmdline = command
        self.label = label
        self.argv = shlex.split(command)
        self.transcript = transcript  # callable(label, direction, text) or None
        self.protocol_errors = []  # (message) strings, in order
        self.commands = set()
        self.name = label
        self.broken = False  # the stream cannot be trusted: restart before reuse
        self._next_id = 1
        self._lines = queue.Queue()
        err = open(stderr_path, "ab") if stderr_path else subprocess.DEVNULL
        try:
            self.proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=err, bufsize=0, start_new_session=True)
        except OSError as e:
            raise GtpError(f"{label}: cannot start {command!r}: {e}") from e
        finally:
            if stderr_path:
                err.close()
        threading.Thread(target=self._read_stdout, daemon=True).start()

    # --- process ---------------------------------------------------------------
    def _read_stdout(self):
        for raw in iter(self.proc.stdout.readline, b""):
            self._lines.put(raw)
        self._lines.put(None)  # end of file

    def alive(self):
        return self.proc.poll() is None

    def usable(self):
        return self.alive() and not self.broken

    def peak_rss_kb(self):
        """VmHWM of the process, or None where /proc is missing."""
        try:
            with open(f"/proc/{self.proc.pid}/status") as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1])
        except OSError:
            pass
        return None

    def reset_peak_rss(self):
        """Linux resets VmHWM when 5 is written to clear_refs."""
        try:
            with open(f"/proc/{self.proc.pid}/clear_refs", "w") as f:
                f.write("5")
        except OSError:
            pass

    def close(self, grace=3.0):
        if self.usable():
            try:
                self.send("quit", timeout=grace)
            except GtpError:
                pass
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pass
        if self.alive():
            self.proc.kill()
            self.proc.wait()

    # --- protocol ----------------------------------------------------------------
    def _error(self, message, fatal=True):
        self.broken = self.broken or fatal
        text = f"{self.label}: {message}"
        self.protocol_errors.append(text)
        return GtpError(text)

    def _get_line(self, deadline, command):
        left = deadline - time.monotonic()
        try:
            raw = self._lines.get(timeout=max(left, 0.001))
        except queue.Empty:
            raise self._error(f"no answer to {command!r} within the time limit") from None
        if raw is None:
            self.proc.wait()
            raise self._error(f"exited (status {self.proc.returncode}) during {command!r}")
        line = raw.decode("utf-8", "replace").rstrip("\n")
        if line.endswith("\r"):
            line = line[:-1]
        if self.transcript:
            self.transcript(self.label, "<", line)
        return line

    def send(self, command, timeout=30.0):
        """Sends one command; returns (ok, text). Raises GtpError on timeouts,
        crashes and framing errors (the stream cannot be trusted after those)."""
        if not self.alive():
            raise self._error(f"not running (status {self.proc.returncode}) for {command!r}")
        cid = self._next_id
        self._next_id += 1
        if self.transcript:
            self.transcript(self.label, ">", f"{cid} {command}")
        try:
            self.proc.stdin.write(f"{cid} {command}\n".encode())
            self.proc.stdin.flush()
        except OSError:
            raise self._error(f"cannot write {command!r} (engine gone)") from None
        deadline = time.monotonic() + timeout
        line = self._get_line(deadline, command)
        while not line or line[0] not in "=?":
            # Text outside a response: a GUI would take it as the answer.
            self._error(f"stray output before the answer to {command!r}: {line[:80]!r}", False)
            line = self._get_line(deadline, command)
        ok = line[0] == "="
        head, _, first = line[1:].partition(" ")
        if head != str(cid):
            raise self._error(f"answer id {head!r} to {command!r}, expected {cid}")
        lines = [first]
        while True:
            line = self._get_line(deadline, command)
            if line == "":
                break
            lines.append(line)
        return ok, "\n".join(lines).strip()

    def command(self, command, timeout=30.0):
        """Like send, but a '?' answer is also a protocol error (for commands
        that must succeed: boardsize, clear_board, komi, play of a legal move)."""
        ok, text = self.send(command, timeout)
        if not ok:
            raise self._error(f"{command!r} failed: ? {text}", False)
        return text

    def handshake(self, timeout=30.0):
        self.command("protocol_version", timeout)
        name = self.command("name", timeout)
        version = self.command("version", timeout)
        self.name = f"{name} {version}".strip() or self.label
        self.commands = set(self.command("list_commands", timeout).split())
        return self.name
