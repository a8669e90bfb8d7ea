"""N games stepped by one request, numpy in and numpy out: the fast path for learning and data.

    from protest_rules.vector import VectorEnv
    envs = VectorEnv("free-at-last", {}, num_envs=256, seed=1, observe=False)
    rng = np.random.default_rng(0)
    for _ in range(1000):
        obs, rewards, terminations, truncations, infos = envs.step(envs.sample(rng))
    envs.close()

Every game is one of the same game and config; game `i` starts on seed `seed + i`, and a game that
ends is started again at once on the next unused seed (auto-reset, in game order): its final
rewards (+1 each winner, -1 every other seat, shape `(num_envs, num_players)`) and
`terminations[i]` come with the first observation of the new game, and `infos["ended"]` lists each
ended game's index, rewards, result, decisions and new seed. Chance is resolved by the engine.

After each step: `to_move` (int8, the deciding seat's index per game), `counts` (int32, legal codes
per game), `legal` (int32, every game's legal codes one after another, ascending per game),
`offsets` (where each game's codes start), and with `observe=True` `observations` (float32,
`(num_envs, observation_size)`: each game's deciding seat's observation). `legal_padded()` and
`action_masks()` give the same legal codes as a padded matrix or int8 masks. The bridge carries all
of it as raw binary frames after each answer's line (docs/protocol.md, Vectors).
"""

from __future__ import annotations

import base64
from typing import Any

import numpy as np

from .bridge import Bridge, checked_seed, frame, seed_field


class VectorEnv:
    """`num_envs` games of `game` with `config` on one bridge (see the module's docstring)."""

    def __init__(
        self,
        game: str,
        config: dict | None = None,
        num_envs: int = 64,
        *,
        seed: int = 0,
        observe: bool = True,
        bridge: Bridge | None = None,
        cli: str | None = None,
    ):
        self.game_id = game
        self.config = dict(config or {})
        self.num_envs = int(num_envs)
        self.observe = observe
        self._own_bridge = bridge is None
        self.bridge = bridge or Bridge(cli)
        self._vector: str | None = None
        self._waiting = False
        self.reset(seed)

    def reset(self, seed: int | None = None) -> tuple[np.ndarray | None, dict]:
        """Starts `num_envs` new games on seeds `seed`, `seed + 1`, … (default: where the last run's seeds ended)."""
        start = checked_seed(seed) if seed is not None else getattr(self, "next_seed", 0)
        self._close_vector()
        answer = self.bridge.request(
            "vector", game=self.game_id, config=self.config, seed=seed_field(start), count=self.num_envs, observe=self.observe, binary="raw"
        )
        self._vector = answer["vector"]
        self.players: list[str] = list(answer["players"])
        self.num_players = len(self.players)
        self.action_size: int = answer["actionSize"]
        self.observation_size: int = answer["observationSize"]
        self.next_seed = start + self.num_envs
        self._take(answer)
        return self.observations, {}

    def _take(self, answer: dict) -> None:
        raw = answer.get("raw")
        self.to_move = frame(answer["toMove"], np.int8, raw)
        self.counts = frame(answer["counts"], np.int32, raw)
        self.legal = frame(answer["legal"], np.int32, raw)
        self.offsets = np.concatenate(([0], np.cumsum(self.counts[:-1], dtype=np.int64)))
        self.observations = (
            frame(answer["observations"], np.float32, raw).reshape(self.num_envs, self.observation_size) if self.observe else None
        )

    def step_async(self, actions: Any) -> None:
        """Sends the step of every game (`actions`: one legal code per game); `step_wait` reads it."""
        codes = np.ascontiguousarray(actions, dtype="<i4")
        if codes.shape != (self.num_envs,):
            raise ValueError(f"one action per game: shape ({self.num_envs},) expected, got {codes.shape}")
        self.bridge.send("vstep", vector=self._vector, actions=base64.b64encode(codes.tobytes()).decode("ascii"), binary="raw")
        self._waiting = True

    def step_wait(self) -> tuple[np.ndarray | None, np.ndarray, np.ndarray, np.ndarray, dict]:
        """`(observations, rewards, terminations, truncations, infos)` of the step sent by `step_async`."""
        self._waiting = False
        answer = self.bridge.receive()
        self._take(answer)
        rewards = np.zeros((self.num_envs, self.num_players), dtype=np.float32)
        terminations = np.zeros(self.num_envs, dtype=bool)
        truncations = np.zeros(self.num_envs, dtype=bool)
        for end in answer["ended"]:
            i = end["game"]
            rewards[i] = end["rewards"]
            truncations[i] = end["truncated"]
            terminations[i] = not end["truncated"]
        self.next_seed += len(answer["ended"])
        return self.observations, rewards, terminations, truncations, {"ended": answer["ended"]}

    def step(self, actions: Any) -> tuple[np.ndarray | None, np.ndarray, np.ndarray, np.ndarray, dict]:
        """Plays one legal code in every game; a game that ends starts again (see the module's docstring)."""
        self.step_async(actions)
        return self.step_wait()

    def sample(self, rng: np.random.Generator | None = None) -> np.ndarray:
        """A uniformly random legal code for every game."""
        rng = rng or np.random.default_rng()
        return self.legal[self.offsets + (rng.random(self.num_envs) * self.counts).astype(np.int64)]

    def legal_padded(self, fill: int = -1) -> np.ndarray:
        """The legal codes as a `(num_envs, max count)` int32 matrix, padded with `fill`."""
        out = np.full((self.num_envs, int(self.counts.max())), fill, dtype=np.int32)
        rows = np.repeat(np.arange(self.num_envs), self.counts)
        out[rows, np.arange(len(self.legal)) - np.repeat(self.offsets, self.counts)] = self.legal
        return out

    def action_masks(self) -> np.ndarray:
        """int8 `(num_envs, action_size)`: 1 at every legal code."""
        out = np.zeros((self.num_envs, self.action_size), dtype=np.int8)
        out[np.repeat(np.arange(self.num_envs), self.counts), self.legal] = 1
        return out

    def _close_vector(self) -> None:
        if self._waiting:
            self.step_wait()
        if self._vector is not None and self.bridge.process.poll() is None:
            self.bridge.request("vclose", vector=self._vector)
        self._vector = None

    def close(self) -> None:
        self._close_vector()
        if self._own_bridge:
            self.bridge.close()

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
