"""The stdio bridge (`protest-rules serve --stdio`, docs/protocol.md) as a Python object.

A `Bridge` is one Node.js process holding many games by handle. `request` is lock-step (write one
line, read its answer); `send` + `receive` and `pipeline` keep many requests in flight, so that
Node and Python work at once. In flight is bounded (`window` requests, `WINDOW_BYTES` of them): past
it, `send` reads the oldest answers into memory first, so the client never waits on a bridge that
waits for it to read (docs/protocol.md, Pipelining).
"""

from __future__ import annotations

import base64
import json
import os
import shlex
import shutil
import subprocess
import sys
from collections import deque
from importlib import metadata
from typing import Any, Iterable

import numpy as np

_HERE = os.path.dirname(os.path.abspath(__file__))
#: The repository root when this package is used from a checkout (python/protest_rules/ → ../..).
_REPO = os.path.normpath(os.path.join(_HERE, "..", ".."))


class BridgeError(Exception):
    """A request the bridge refused; `kind` is one of the protocol's stable error kinds."""

    def __init__(self, kind: str, message: str):
        super().__init__(f"{kind}: {message}")
        self.kind = kind
        self.message = message


class BridgeNotFound(RuntimeError):
    """Node.js or the protest-rules npm package could not be found; the message says what to install."""


def find_command(cli: str | list[str] | None = None) -> list[str]:
    """The command line of the bridge.

    In order: `cli` (a string is split like a shell would), the `PROTEST_RULES_CLI` environment
    variable, the built CLI of this checkout (`dist/cli/main.js`), the built CLI of the npm package
    this was pip-installed from (`pip install ./node_modules/protest-rules/python`), a
    `protest-rules` on the PATH, and `node_modules/.bin/protest-rules` in the current directory,
    any directory above it, or above the virtualenv.
    """
    if cli is None:
        cli = os.environ.get("PROTEST_RULES_CLI")
    if cli:
        return shlex.split(cli) if isinstance(cli, str) else list(cli)
    node = shutil.which("node")
    if node is None:
        raise BridgeNotFound(
            "protest-rules needs Node.js 20 or later on the PATH (https://nodejs.org), "
            "or PROTEST_RULES_CLI set to the bridge's command"
        )
    for root in (_REPO, _install_source()):
        built = root and os.path.join(root, "dist", "cli", "main.js")
        if built and os.path.exists(built):
            return [node, built, "serve", "--stdio"]
    installed = shutil.which("protest-rules")
    if installed:
        return [installed, "serve", "--stdio"]
    for start in (os.getcwd(), sys.prefix):
        for directory in _parents(start):
            local = os.path.join(directory, "node_modules", ".bin", "protest-rules")
            if os.path.exists(local):
                return [local, "serve", "--stdio"]
    raise BridgeNotFound(
        "the protest-rules npm package is not installed: run `npm install protest-rules` here "
        "(or `npm install -g protest-rules`), or set PROTEST_RULES_CLI to the bridge's command"
    )


def _install_source() -> str | None:
    """The npm package this was pip-installed from: the parent of its `python/` folder, as pip
    recorded it (PEP 610 `direct_url.json`), or None (installed otherwise, or from a checkout)."""
    try:
        text = metadata.distribution("protest-rules").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None
    url = json.loads(text).get("url", "") if text else ""
    if not url.startswith("file://"):
        return None
    return os.path.dirname(os.path.normpath(url[len("file://") :]))


def _parents(path: str) -> list[str]:
    """`path` and every directory above it."""
    out = [os.path.abspath(path)]
    while os.path.dirname(out[-1]) != out[-1]:
        out.append(os.path.dirname(out[-1]))
    return out


def cli_command(*args: str, cli: str | list[str] | None = None) -> list[str]:
    """The command line of another CLI command (`simulate`, `merge`…), found as `find_command` finds the bridge."""
    command = find_command(cli)
    if "serve" in command:
        command = command[: command.index("serve")]
    return command + list(args)


#: Most request bytes in flight: less than a pipe's buffer (64 KiB on Linux), so a write never waits
#: on a bridge that has stopped reading because its answers are not being read.
WINDOW_BYTES = 32 * 1024


class Bridge:
    """One `serve --stdio` process; many games can be open on it at once.

    `window` bounds the requests in flight (written, answer not yet read off the pipe)."""

    def __init__(self, cli: str | list[str] | None = None, window: int = 256):
        command = find_command(cli)
        try:
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1 << 16)
        except FileNotFoundError as e:
            raise BridgeNotFound(f"cannot start the bridge {command!r}: {e}") from e
        self.window = max(1, int(window))
        self._in = self.process.stdin
        self._out = self.process.stdout
        # Bytes of each request whose answer is still in the pipe, oldest first.
        self._in_flight: deque[int] = deque()
        self._in_flight_bytes = 0
        # Answers read off the pipe (to keep the window) but not yet taken by `receive`.
        self._ready: deque[dict] = deque()
        self._discarded: list[str] = []
        self._dumps = json.JSONEncoder(separators=(",", ":")).encode
        self._loads = json.loads
        hello = self.request("hello")
        self.protocol = hello["protocol"]

    # -- transport -------------------------------------------------------------------------------
    @property
    def waiting(self) -> int:
        """Requests sent whose answers `receive` has not returned yet."""
        return len(self._in_flight) + len(self._ready)

    def send(self, op: str, **fields: Any) -> None:
        """Queues one request; its answer is read by a later `receive` (in order). Past the window,
        the oldest answers are first read into memory, so any number of sends never blocks."""
        fields["op"] = op
        self.send_line(self._dumps(fields).encode() + b"\n")

    def send_line(self, line: bytes) -> None:
        """`send` of a request already encoded: one JSON object and its newline (a hot loop's own template)."""
        while self._in_flight and (len(self._in_flight) >= self.window or self._in_flight_bytes + len(line) > WINDOW_BYTES):
            self._ready.append(self._read())
        self._in.write(line)
        self._in_flight.append(len(line))
        self._in_flight_bytes += len(line)

    def flush(self) -> None:
        self._in.flush()

    def _read(self) -> dict:
        """The next answer off the pipe (flushing what was written first), with the raw frames that
        follow its line (`binary: "raw"`) read too, as `answer["raw"]` (a bytearray)."""
        self._in.flush()
        line = self._out.readline()
        if not line:
            raise BridgeError("closed", f"the bridge process exited (code {self.process.poll()})")
        self._in_flight_bytes -= self._in_flight.popleft()
        answer = self._loads(line)
        size = answer.get("rawBytes")
        if size:
            answer["raw"] = self._read_raw(size)
        return answer

    def _read_raw(self, size: int) -> bytearray:
        """The `size` raw bytes that follow an answer's line."""
        raw = bytearray(size)
        view, got = memoryview(raw), 0
        while got < size:
            n = self._out.readinto(view[got:])
            if not n:
                raise BridgeError("closed", f"the bridge process exited inside an answer (code {self.process.poll()})")
            got += n
        return raw

    def receive(self) -> dict:
        """The answer to the oldest request not yet received; raises BridgeError if it failed."""
        if self._ready:
            answer = self._ready.popleft()
        elif self._in_flight:
            answer = self._read()
        else:
            raise RuntimeError("no request is waiting for an answer")
        if not answer["ok"]:
            raise BridgeError(answer["error"]["kind"], answer["error"]["message"])
        return answer

    def discard(self, handle: str | None) -> None:
        """Closes a game with the next lock-step request (safe from `__del__`)."""
        if handle is not None:
            self._discarded.append(handle)

    def request(self, op: str, **fields: Any) -> dict:
        """Sends one request and returns its answer (lock-step: nothing else may be waiting)."""
        fields["op"] = op
        return self.request_line(self._dumps(fields).encode() + b"\n")

    def request_line(self, line: bytes) -> dict:
        """`request` of a request already encoded (see `send_line`)."""
        self._lock_step()
        self.send_line(line)
        return self.receive()

    def request_packed(self, line: bytes) -> tuple[int, int, bytearray | None]:
        """A packed `step` (docs/protocol.md, Packed steps), lock-step: `line` is the step request
        with `"binary":"packed"`, already encoded; returns the seat number to move (its index in
        `players`, -1 once over, -2 at a chance node), the legal count, and the raw bytes (the legal
        codes as int32, then from the next multiple of 8 the observation as float32), or None when
        there are none. A refused step raises BridgeError."""
        self._lock_step()
        self._in.write(line)
        self._in.flush()
        head = self._out.readline()
        if head[:1] != b"=":
            # not a packed answer: an error, or the bridge gone
            if not head:
                raise BridgeError("closed", f"the bridge process exited (code {self.process.poll()})")
            answer = self._loads(head)
            raise BridgeError(answer["error"]["kind"], answer["error"]["message"])
        seat, count, size = head[1:].split()
        size = int(size)
        return int(seat), int(count), self._read_raw(size) if size else None

    def _lock_step(self) -> None:
        """Checks that no pipelined answer is waiting, and closes the games discarded since the last request."""
        if self.waiting:
            raise RuntimeError(f"{self.waiting} pipelined answers are not received yet: receive them before a lock-step request")
        if self._discarded and self.process.poll() is None:
            handles, self._discarded = self._discarded, []
            for handle in handles:
                self.send("close", handle=handle)
            for _ in handles:
                try:
                    self.receive()
                except BridgeError as e:
                    if e.kind == "closed":
                        raise

    def pipeline(self, requests: Iterable[tuple[str, dict]]) -> list[dict | BridgeError]:
        """Every request's answer or BridgeError, in order; at most `window` requests in flight, so
        any number of requests returns."""
        out: list[dict | BridgeError] = []

        def take() -> None:
            try:
                out.append(self.receive())
            except BridgeError as e:
                if e.kind == "closed":
                    raise
                out.append(e)

        for op, fields in requests:
            self.send(op, **fields)
            while self._ready:
                take()
        while self.waiting:
            take()
        return out

    # -- games -----------------------------------------------------------------------------------
    def games(self) -> list[dict]:
        """`[{id, title, version}]` of every game the bridge knows."""
        return self.request("games")["games"]

    def new(self, game: str, config: dict | None = None, seed: int | str = 0) -> "RemoteGame":
        """A new game; `seed` is an int or a signed 128-bit integer (int or decimal string)."""
        answer = self.request("new", game=game, config=config or {}, seed=seed_field(seed))
        return RemoteGame(self, answer)

    def restore(self, snapshot: dict) -> "RemoteGame":
        """The game of an `export`ed snapshot."""
        return RemoteGame(self, self.request("restore", snapshot=snapshot))

    def cpu_seconds(self) -> float | None:
        """CPU seconds (user + system) the bridge process has used so far (Linux: /proc), or None elsewhere."""
        try:
            with open(f"/proc/{self.process.pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            return None

    def close(self) -> None:
        """Ends the process (its input closes, it exits) and closes both pipes."""
        try:
            self._in.close()
        except BrokenPipeError:
            pass
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._out.close()

    def __enter__(self) -> "Bridge":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


_SAFE = 2**53 - 1


def frame(data: str | list | dict, dtype: type, raw: bytearray | None = None) -> np.ndarray:
    """A numeric array of an answer: a raw frame (`{offset, bytes}` into the answer's `raw` bytes,
    viewed in place), a base64 frame (of little-endian values) or a JSON list."""
    dtype = np.dtype(dtype).newbyteorder("<")
    if isinstance(data, dict):
        if not data["bytes"]:
            return np.zeros(0, dtype=dtype)  # an empty frame: no raw bytes may follow at all
        # A view of the answer's bytearray: writable like an array made from a list, and no copy.
        return np.frombuffer(raw, dtype=dtype, count=data["bytes"] // dtype.itemsize, offset=data["offset"])
    if isinstance(data, str):
        return np.frombuffer(bytearray(base64.b64decode(data)), dtype=dtype)
    return np.asarray(data, dtype=dtype)


def checked_seed(seed: Any) -> int:
    """`seed` as a Python int, or a TypeError saying what a seed is (a float, even 3.0, is refused)."""
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, (bool, np.bool_)):
        return int(seed)
    raise TypeError(f"a seed is an integer (any signed 128-bit one), got {seed!r} ({type(seed).__name__})")


def seed_field(seed: int | str) -> int | str:
    """A seed as the protocol takes it: a safe integer as a number, anything wider as a decimal string."""
    if isinstance(seed, (int, np.integer)):
        seed = int(seed)
        return seed if -_SAFE <= seed <= _SAFE else str(seed)
    return seed


#: The seat number of a packed step's answer once the game is over (-2: a chance node).
_OVER = -1
_INT32 = np.dtype("<i4")
_FLOAT32 = np.dtype("<f4")
_NO_CODES = np.zeros(0, dtype=_INT32)
_NO_CODES.flags.writeable = False


class RemoteGame:
    """One open game on a bridge: its handle, seats, sizes and the current status."""

    def __init__(self, bridge: Bridge, answer: dict):
        self.bridge = bridge
        self.handle: str = answer["handle"]
        self.players: list[str] = list(answer["players"])
        self.action_size: int | None = answer.get("actionSize")
        self.observation_size: int | None = answer.get("observationSize")
        self.codes: np.ndarray | None = None
        # The packed step's request lines (without and with `observe`), the code left to fill in:
        # spelled as the bridge reads them without parsing JSON (docs/protocol.md, Packed steps).
        head = b'{"op":"step","handle":' + json.dumps(self.handle).encode().replace(b"%", b"%%") + b',"code":%d,"binary":"packed"'
        self._step_lines = {False: head + b"}\n", True: head + b',"observe":true}\n'}
        #: The observation of the seat to move, when the last `step` asked for it (`observe=True`).
        self.observation: np.ndarray | None = None
        self.update(answer)

    def update(self, status: dict) -> None:
        """Takes a status answer (`toMove`, `terminal`, `legalCount`; `codes` and `observation` when asked)."""
        self.to_move = status["toMove"]
        self.terminal = status["terminal"]
        self.legal_count = status["legalCount"]
        codes = status.get("codes")
        raw = status.get("raw")
        self.codes = None if codes is None else frame(codes, np.int32, raw)
        observation = status.get("observation")
        self.observation = None if observation is None else frame(observation, np.float32, raw)

    def _ask(self, op: str, **fields: Any) -> dict:
        return self.bridge.request(op, handle=self.handle, **fields)

    def step(self, code: int, events: bool = False, player: str | None = None, observe: bool = False) -> dict:
        """Plays the integer action `code` and keeps the new state's legal codes (and, with
        `observe`, the observation of the seat to move next), in one request; returns the status
        (`toMove`, `terminal`, `legalCount`; with `events`, the answer with `events` and `texts`)."""
        if not events and player is None:
            seat, count, raw = self.bridge.request_packed(self._step_lines[observe] % int(code))
            self.to_move = self.players[seat] if seat >= 0 else None if seat == _OVER else "chance"
            self.terminal = seat == _OVER
            self.legal_count = count
            self.codes = np.frombuffer(raw, _INT32, count) if count else _NO_CODES
            # the observation starts at the first multiple of 8 bytes after the codes
            self.observation = np.frombuffer(raw, _FLOAT32, offset=(count + 1) // 2 * 8) if observe and seat != _OVER else None
            return {"toMove": self.to_move, "terminal": self.terminal, "legalCount": count}
        fields: dict[str, Any] = {"code": int(code), "codes": True, "binary": "raw"}
        if events:
            fields["events"] = True
        if observe:
            fields["observe"] = True
        if player is not None:
            fields["player"] = player
        answer = self._ask("step", **fields)
        self.update(answer)
        return answer

    def legal_codes(self) -> np.ndarray:
        """The integer actions (or chance outcomes) legal now, ascending."""
        if self.codes is None:
            answer = self._ask("mask", binary="raw")
            self.codes = frame(answer["legal"], np.int32, answer.get("raw"))
        return self.codes

    def mask(self) -> np.ndarray:
        """0/1 (int8) over the whole action space: 1 at every legal integer action."""
        mask = np.zeros(self.action_size, dtype=np.int8)
        mask[self.legal_codes()] = 1
        return mask

    def observe(self, player: str | None) -> np.ndarray:
        """The seat's (None: a spectator's) numeric observation, float32."""
        answer = self._ask("observe", player=player, binary="raw")
        return frame(answer["observation"], np.float32, answer.get("raw"))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node (chance: "manual"): (code, probability) pairs in code order."""
        return [(int(c), float(p)) for c, p in self._ask("chance")["outcomes"]]

    def info(self) -> dict:
        return self._ask("info")

    def spaces(self) -> dict:
        return self._ask("spaces")

    def view(self, player: str | None) -> Any:
        return self._ask("view", player=player)["view"]

    def prompt(self) -> str:
        return self._ask("prompt")["prompt"]

    def describe(self, code: int) -> str:
        return self._ask("describe", code=int(code))["text"]

    def decode(self, code: int) -> Any:
        return self._ask("decode", code=int(code))["action"]

    def result(self) -> dict | None:
        return self._ask("result")["result"]

    def export(self) -> dict:
        """The game as plain JSON (`{game, version, config, state}`), for `Bridge.restore`."""
        return self._ask("export")["snapshot"]

    def clone(self) -> "RemoteGame":
        """A copy that moves on alone (no replay: the bridge shares the immutable state)."""
        copy = RemoteGame(self.bridge, self._ask("clone"))
        copy.codes = self.codes
        return copy

    def determinize(self, player: str, seed: int = 0) -> "RemoteGame":
        """A full game that looks the same to `player`, with what it cannot see resampled."""
        return RemoteGame(self.bridge, self._ask("determinize", player=player, seed=int(seed)))

    def close(self) -> None:
        if self.handle is not None and self.bridge.process.poll() is None:
            self._ask("close")
        self.handle = None
