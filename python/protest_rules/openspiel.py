"""OpenSpiel-shaped games over the bridge (pyspiel's Python-game interface).

    from protest_rules.openspiel import load_game
    game = load_game("chicago-68")
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            codes, probs = zip(*state.chance_outcomes())
            state.apply_action(codes[0])
        else:
            state.apply_action(state.legal_actions()[0])
    print(state.returns())

Players are integers in seat order; chance is an explicit player (`chance: "manual"`). Actions are
the game's fixed integer action space; `clone()` costs one request (no replay: the bridge shares the
immutable state); `resample_from_infostate` draws a determinization for information-set search;
`RolloutEvaluator` evaluates a search's leaves by random playouts inside the bridge. OpenSpiel's
Python algorithms (`open_spiel.python.algorithms.mcts.MCTSBot`, `ismcts`) take these states as they
are; they are not registered with `pyspiel.register_game`.
"""

from __future__ import annotations

import json
from typing import Any, Callable

import numpy as np

from .bridge import Bridge, RemoteGame

#: pyspiel's player ids for chance and for a terminal state.
CHANCE_PLAYER = -1
TERMINAL_PLAYER = -4

_shared: Bridge | None = None


def shared_bridge() -> Bridge:
    """One bridge for every game loaded without its own (started on first use)."""
    global _shared
    if _shared is None or _shared.process.poll() is not None:
        _shared = Bridge()
    return _shared


class ProtestRulesGame:
    """A protest-rules game with one config, shaped like `pyspiel.Game`."""

    def __init__(self, game: str, config: dict | None = None, bridge: Bridge | None = None):
        self.bridge = bridge or shared_bridge()
        self.game_id = game
        self.config = {**(config or {}), "chance": "manual"}
        probe = self.bridge.new(game, self.config, 0)
        try:
            self._info = probe.info()
        finally:
            probe.close()
        self.players: list[str] = list(self._info["players"])

    def num_players(self) -> int:
        return len(self.players)

    def num_distinct_actions(self) -> int:
        return self._info["actionSize"]

    def max_chance_outcomes(self) -> int:
        # Chance outcomes share the integer action space.
        return self._info["actionSize"]

    def max_game_length(self) -> int:
        return self._info["maxGameLength"]

    def min_utility(self) -> float:
        return float(self._info["minUtility"])

    def max_utility(self) -> float:
        return float(self._info["maxUtility"])

    def utility_sum(self) -> float | None:
        """None: the game is general-sum (co-operative variants make all win or all lose)."""
        return None if self._info["generalSum"] else 0.0

    def observation_tensor_shape(self) -> list[int]:
        return [self._info["observationSize"]]

    def observation_tensor_size(self) -> int:
        return self._info["observationSize"]

    def new_initial_state(self, seed: int | str = 0) -> "ProtestRulesState":
        return ProtestRulesState(self, self.bridge.new(self.game_id, self.config, seed))

    def __str__(self) -> str:
        return f"protest_rules({self.game_id}, {json.dumps(self.config, sort_keys=True)})"


class ProtestRulesState:
    """One state of a `ProtestRulesGame`, shaped like `pyspiel.State`. It owns a handle on the bridge."""

    def __init__(self, game: ProtestRulesGame, remote: RemoteGame):
        self._game = game
        self._remote = remote
        self._returns: list[float] | None = None
        self.history: list[int] = []

    def __del__(self) -> None:
        # Closed with the bridge's next lock-step request, never in the middle of a pipeline.
        self._game.bridge.discard(self._remote.handle)

    # -- who moves ---------------------------------------------------------------------------------
    def get_game(self) -> ProtestRulesGame:
        return self._game

    def current_player(self) -> int:
        who = self._remote.to_move
        if who is None:
            return TERMINAL_PLAYER
        if who == "chance":
            return CHANCE_PLAYER
        return self._game.players.index(who)

    def is_terminal(self) -> bool:
        return self._remote.terminal

    def is_chance_node(self) -> bool:
        return self._remote.to_move == "chance"

    def is_simultaneous_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return self.current_player() >= 0

    # -- actions -----------------------------------------------------------------------------------
    def legal_actions(self, player: int | None = None) -> list[int]:
        if self.is_terminal() or (player is not None and player != self.current_player()):
            return []
        return self._remote.legal_codes().tolist()

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        mask = [0] * self._game.num_distinct_actions()
        for code in self.legal_actions(player):
            mask[code] = 1
        return mask

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """(code, probability) pairs in code order, in one request."""
        return self._remote.chance_outcomes() if self.is_chance_node() else []

    def apply_action(self, action: int) -> None:
        self._remote.step(int(action))
        self._returns = None
        self.history.append(int(action))

    def action_to_string(self, player_or_action: int, action: int | None = None) -> str:
        return self._remote.describe(player_or_action if action is None else action)

    def child(self, action: int) -> "ProtestRulesState":
        copy = self.clone()
        copy.apply_action(action)
        return copy

    def clone(self) -> "ProtestRulesState":
        copy = ProtestRulesState(self._game, self._remote.clone())
        copy.history = list(self.history)
        copy._returns = self._returns
        return copy

    def __deepcopy__(self, memo: dict) -> "ProtestRulesState":
        return self.clone()

    # -- outcome -----------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """+1 for each winner, -1 for every other seat once over; 0 for all before."""
        if not self.is_terminal():
            return [0.0] * self._game.num_players()
        if self._returns is None:
            result = self._remote.result()
            self._returns = [1.0 if p in result["winners"] else -1.0 for p in self._game.players]
        return list(self._returns)

    def rewards(self) -> list[float]:
        return self.returns()

    def player_return(self, player: int) -> float:
        return self.returns()[player]

    # -- what a seat knows -------------------------------------------------------------------------
    def _seat(self, player: int | None) -> str | None:
        return None if player is None or player < 0 else self._game.players[player]

    def information_state_string(self, player: int | None = None) -> str:
        """The seat's view as canonical JSON: everything it may see now (not its whole past)."""
        player = self.current_player() if player is None else player
        return json.dumps(self._remote.view(self._seat(player)), sort_keys=True, separators=(",", ":"))

    def observation_string(self, player: int | None = None) -> str:
        return self.information_state_string(player)

    def observation_tensor(self, player: int | None = None) -> list[float]:
        player = self.current_player() if player is None else player
        return self._remote.observe(self._seat(player)).tolist()

    def information_state_tensor(self, player: int | None = None) -> list[float]:
        return self.observation_tensor(player)

    def resample_from_infostate(self, player: int, probability_sampler: Callable[[], float] | None = None) -> "ProtestRulesState":
        """A state that `player` cannot tell from this one, what it cannot see resampled (`determinize`)."""
        draw = probability_sampler() if probability_sampler is not None else np.random.random()
        seed = int(draw * 0x7FFFFFFF)
        copy = ProtestRulesState(self._game, self._remote.determinize(self._game.players[player], seed))
        copy.history = list(self.history)
        return copy

    def rollout(self, seed: int = 0, count: int = 1, depth: int | None = None) -> list[float]:
        """The mean returns of `count` random playouts from here, played inside the bridge; with
        `depth`, each is cut after that many decisions and scored by the game's evaluation."""
        fields = {"seed": int(seed), "count": int(count)}
        if depth is not None:
            fields["depth"] = int(depth)
        return [float(x) for x in self._remote._ask("rollout", **fields)["returns"]]

    def __str__(self) -> str:
        return self._remote.prompt()


class RolloutEvaluator:
    """An evaluator for OpenSpiel's `MCTSBot` (`evaluate`, `prior`): random playouts in the bridge."""

    def __init__(self, n_rollouts: int = 1, random_state: np.random.RandomState | None = None, depth: int | None = None):
        self.n_rollouts = n_rollouts
        self.depth = depth
        self._random = random_state or np.random.RandomState()

    def evaluate(self, state: ProtestRulesState) -> np.ndarray:
        return np.array(state.rollout(self._random.randint(0, 0x7FFFFFFF), self.n_rollouts, self.depth))

    def prior(self, state: ProtestRulesState) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions(state.current_player())
        return [(a, 1.0 / len(legal)) for a in legal]


def load_game(game: str, config: dict | None = None, bridge: Bridge | None = None) -> ProtestRulesGame:
    """The OpenSpiel-shaped game of `game` with `config` (chance is always "manual": explicit)."""
    return ProtestRulesGame(game, config, bridge)
