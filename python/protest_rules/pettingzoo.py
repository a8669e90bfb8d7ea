"""A PettingZoo AEC environment of any protest-rules game (needs the `pettingzoo` extra).

    from protest_rules.pettingzoo import env
    e = env("chicago-68", {"mode": "solo"})
    e.reset(seed=42)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are the game's seats. Observations are dicts: `observation` (float32, the seat's numeric
observation: docs/research.md) and `action_mask` (int8 over the fixed action space). Chance is
resolved by the engine (`chance: "auto"`). Rewards come at the end: +1 for each winner, -1 for every
other seat; `infos[agent]` then holds the final `score`, `reason` and `code`.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .bridge import Bridge, RemoteGame, checked_seed


def env(game: str, config: dict | None = None, **options: Any) -> "ProtestRulesEnv":
    """The environment of `game` (an id such as "free-at-last") with `config` (the game's config).

    Options: `max_cycles` (truncate every seat after that many cycles of `len(agents)` decisions),
    `render_mode` ("ansi" or "human"), `bridge` (a shared `Bridge`; default: one of its own),
    `cli` (the bridge's command when it starts its own).
    """
    return ProtestRulesEnv(game, config, **options)


def _bounds(layout: list[dict], size: int) -> tuple[np.ndarray, np.ndarray]:
    low = np.full(size, -np.inf, dtype=np.float32)
    high = np.full(size, np.inf, dtype=np.float32)
    for part in layout:
        at = slice(part["offset"], part["offset"] + part["size"])
        if part["low"] is not None:
            low[at] = part["low"]
        if part["high"] is not None:
            high[at] = part["high"]
    return low, high


class ProtestRulesEnv(AECEnv):
    """One protest-rules game as a PettingZoo `AECEnv` (see the module's docstring)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "protest_rules_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        config: dict | None = None,
        *,
        max_cycles: int | None = None,
        render_mode: str | None = None,
        bridge: Bridge | None = None,
        cli: str | None = None,
    ):
        super().__init__()
        config = dict(config or {})
        if config.setdefault("chance", "auto") != "auto":
            raise ValueError('PettingZoo environments resolve chance in the engine: use chance "auto" (or protest_rules.openspiel)')
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, got {render_mode!r}")
        self.game_id = game
        self.config = config
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self._own_bridge = bridge is None
        self._cli = cli
        self.bridge = bridge or Bridge(cli)
        self._game: RemoteGame | None = None
        self._rng: np.random.Generator | None = None
        probe = self.bridge.new(game, config, 0)
        try:
            layout = probe.spaces()
        finally:
            probe.close()
        if probe.action_size is None:
            raise ValueError(f"{game} has no integer actions or observations")
        self.possible_agents = list(probe.players)
        self.action_size = probe.action_size
        self.observation_size = probe.observation_size
        low, high = _bounds(layout["observationLayout"], self.observation_size)
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low, high, (self.observation_size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (self.action_size,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(self.action_size) for a in self.possible_agents}
        self.agents = []

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game: with `seed`, the game of that seed (as `simulate --seed`); without, the next
        seed drawn from the generator the last seed started (fresh entropy at first)."""
        if seed is not None:
            game_seed: int | str = checked_seed(seed)
            # numpy's generators take naturals only; the engine takes any signed 128-bit seed.
            self._rng = np.random.default_rng(game_seed % 2**128)
        else:
            if self._rng is None:
                self._rng = np.random.default_rng()
            game_seed = int(self._rng.integers(0, 2**62))
        if self._own_bridge and self.bridge.process.poll() is not None:
            self.bridge = Bridge(self._cli)  # closed by close(): a reset opens it again
        if self._game is not None:
            self._game.close()
        self._game = self.bridge.new(self.game_id, self.config, game_seed)
        self._game.legal_codes()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._decisions = 0
        self._observations: dict[str, Any] = {}
        self.agent_selection = self._game.to_move
        self._after_move()

    def _after_move(self) -> None:
        game = self._game
        self._observations = {}
        if game.terminal:
            result = game.result()
            for a in self.agents:
                self.rewards[a] = 1 if a in result["winners"] else -1
                self.terminations[a] = True
                self.infos[a] = {"score": result["scores"].get(a), "reason": result["reason"], "code": result.get("code")}
            self.agent_selection = self.agents[0]
        elif self.max_cycles is not None and self._decisions >= self.max_cycles * len(self.possible_agents):
            for a in self.agents:
                self.truncations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = game.to_move

    def observe(self, agent: str) -> dict:
        if agent not in self._observations:
            game = self._game
            mask = np.zeros(self.action_size, dtype=np.int8)
            to_move = agent == game.to_move
            if to_move and not (self.terminations[agent] or self.truncations[agent]):
                mask[game.legal_codes()] = 1
            # The step that led here brought the deciding seat's observation (one request a step).
            observation = game.observation if to_move and game.observation is not None else game.observe(agent)
            self._observations[agent] = {"observation": observation, "action_mask": mask}
        return self._observations[agent]

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0
        self._game.step(int(action), observe=True)
        self._decisions += 1
        self._after_move()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode: pass render_mode='ansi' or 'human' to env()")
            return None
        text = self._game.prompt() if self._game is not None else ""
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        if self._game is not None:
            self._game.close()
            self._game = None
        if self._own_bridge:
            self.bridge.close()
