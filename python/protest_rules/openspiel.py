"""OpenSpiel-shaped games over the bridge: what OpenSpiel's Python algorithms call on a game and a state.

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
`RolloutEvaluator` evaluates a search's leaves by random playouts inside the bridge.

The game and state answer every call that OpenSpiel's `algorithms/mcts.py` (`MCTSBot`,
`RandomRolloutEvaluator`), `algorithms/ismcts.py` (`ISMCTSBot`) and `algorithms/evaluate_bots.py`
make, and the usual rest of `pyspiel.Game`/`pyspiel.State` (`get_type`, `get_parameters`,
`serialize`/`deserialize_state`, `history()`, `history_str`, `move_number`, tensors and strings).
When `pyspiel` is importable, `get_type()` is a real `pyspiel.GameType`, `PlayerId`,
`INVALID_ACTION` and the `GameType` enums are pyspiel's own, and `RandomBot` derives from
`pyspiel.Bot`, so those algorithms take these objects unmodified. The games are not registered with
`pyspiel.register_game` (they are Python objects on a bridge, not C++ games).
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from .bridge import Bridge, RemoteGame

try:
    import pyspiel
except ImportError:
    pyspiel = None


class _PlayerId(enum.IntEnum):
    """pyspiel's `PlayerId` values (an IntEnum there too)."""

    DEFAULT_PLAYER_ID = 0
    INVALID = -3
    TERMINAL = -4
    CHANCE = -1
    MEAN_FIELD = -5
    SIMULTANEOUS = -2


@dataclass(frozen=True)
class _GameType:
    """pyspiel's `GameType` fields, for when pyspiel is not installed."""

    class Dynamics(enum.Enum):
        SEQUENTIAL = 1
        MEAN_FIELD = 0
        SIMULTANEOUS = 2

    class ChanceMode(enum.Enum):
        DETERMINISTIC = 0
        EXPLICIT_STOCHASTIC = 1
        SAMPLED_STOCHASTIC = 2

    class Information(enum.Enum):
        ONE_SHOT = 0
        PERFECT_INFORMATION = 1
        IMPERFECT_INFORMATION = 2

    class Utility(enum.Enum):
        ZERO_SUM = 0
        CONSTANT_SUM = 1
        GENERAL_SUM = 2
        IDENTICAL = 3

    class RewardModel(enum.Enum):
        REWARDS = 0
        TERMINAL = 1

    short_name: str
    long_name: str
    dynamics: Any
    chance_mode: Any
    information: Any
    utility: Any
    reward_model: Any
    max_num_players: int
    min_num_players: int
    provides_information_state_string: bool
    provides_information_state_tensor: bool
    provides_observation_string: bool
    provides_observation_tensor: bool
    parameter_specification: dict = field(default_factory=dict)
    default_loadable: bool = False
    provides_factored_observation_string: bool = False


class _Bot:
    """pyspiel's `Bot` interface, for when pyspiel is not installed."""

    def restart_at(self, state: Any) -> None:
        pass

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        pass

    def step(self, state: Any) -> int:
        raise NotImplementedError


#: pyspiel's own names when it is importable, else stand-ins with the same names and values.
GameType = pyspiel.GameType if pyspiel is not None else _GameType
PlayerId = pyspiel.PlayerId if pyspiel is not None else _PlayerId
INVALID_ACTION: int = pyspiel.INVALID_ACTION if pyspiel is not None else -1
Bot = pyspiel.Bot if pyspiel is not None else _Bot

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
        self._type = GameType(
            short_name=f"protest_rules_{game.replace('-', '_')}",
            long_name=f"protest-rules {game}",
            dynamics=GameType.Dynamics.SEQUENTIAL,
            chance_mode=GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=GameType.Information.IMPERFECT_INFORMATION,
            utility=GameType.Utility.GENERAL_SUM,
            reward_model=GameType.RewardModel.TERMINAL,
            max_num_players=len(self.players),
            min_num_players=len(self.players),
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification={},
            default_loadable=False,
            provides_factored_observation_string=False,
        )

    def get_type(self) -> Any:
        """Sequential, explicit chance, imperfect information, general-sum, terminal rewards."""
        return self._type

    def get_parameters(self) -> dict:
        """The config the game was loaded with (chance "manual" included), and its id as `game`."""
        return {"game": self.game_id, **self.config}

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

    def information_state_tensor_shape(self) -> list[int]:
        """The observation's: the information state is what the seat sees now (its view), not its past."""
        return self.observation_tensor_shape()

    def information_state_tensor_size(self) -> int:
        return self.observation_tensor_size()

    def new_initial_state(self, seed: int | str = 0) -> "ProtestRulesState":
        return ProtestRulesState(self, self.bridge.new(self.game_id, self.config, seed))

    def deserialize_state(self, text: str) -> "ProtestRulesState":
        """The state `ProtestRulesState.serialize` wrote (restored and checked by the bridge)."""
        data = json.loads(text)
        state = ProtestRulesState(self, self.bridge.restore(data["snapshot"]))
        state._history = [int(a) for a in data["history"]]
        return state

    def __str__(self) -> str:
        return f"protest_rules({self.game_id}, {json.dumps(self.config, sort_keys=True)})"


class ProtestRulesState:
    """One state of a `ProtestRulesGame`, shaped like `pyspiel.State`. It owns a handle on the bridge."""

    def __init__(self, game: ProtestRulesGame, remote: RemoteGame):
        self._game = game
        self._remote = remote
        self._returns: list[float] | None = None
        self._history: list[int] = []

    def __del__(self) -> None:
        # Closed with the bridge's next lock-step request, never in the middle of a pipeline.
        self._game.bridge.discard(self._remote.handle)

    # -- who moves ---------------------------------------------------------------------------------
    def get_game(self) -> ProtestRulesGame:
        return self._game

    def num_players(self) -> int:
        return self._game.num_players()

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

    def is_mean_field_node(self) -> bool:
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
        self._history.append(int(action))

    def apply_actions(self, actions: list[int]) -> None:
        raise ValueError("protest-rules games are sequential: use apply_action")

    def action_to_string(self, player_or_action: int, action: int | None = None) -> str:
        return self._remote.describe(player_or_action if action is None else action)

    def child(self, action: int) -> "ProtestRulesState":
        copy = self.clone()
        copy.apply_action(action)
        return copy

    def clone(self) -> "ProtestRulesState":
        copy = ProtestRulesState(self._game, self._remote.clone())
        copy._history = list(self._history)
        copy._returns = self._returns
        return copy

    def __deepcopy__(self, memo: dict) -> "ProtestRulesState":
        return self.clone()

    # -- the past ----------------------------------------------------------------------------------
    def history(self) -> list[int]:
        """Every action and chance outcome applied since the initial state, in order."""
        return list(self._history)

    def full_history(self) -> list[tuple[int, int]]:
        """Not kept per player: use `history()`."""
        raise NotImplementedError("protest-rules states keep history() only")

    def history_str(self) -> str:
        return ", ".join(map(str, self._history))

    def move_number(self) -> int:
        """Actions applied so far, chance outcomes included."""
        return len(self._history)

    def serialize(self) -> str:
        """The state as text, for `ProtestRulesGame.deserialize_state` (the bridge's `export`, and the history)."""
        return json.dumps({"snapshot": self._remote.export(), "history": self._history}, separators=(",", ":"))

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
        """Terminal rewards: the returns once over, 0 before."""
        return self.returns()

    def player_return(self, player: int) -> float:
        return self.returns()[player]

    def player_reward(self, player: int) -> float:
        return self.rewards()[player]

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
        """A state that `player` cannot tell from this one, what it cannot see resampled (`determinize`).
        `probability_sampler` (a callable giving a float in [0, 1), as pyspiel's
        `UniformProbabilitySampler`) seeds the draw."""
        draw = probability_sampler() if probability_sampler is not None else np.random.random()
        seed = int(draw * 0x7FFFFFFF)
        copy = ProtestRulesState(self._game, self._remote.determinize(self._game.players[player], seed))
        copy._history = list(self._history)
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
    """An evaluator for OpenSpiel's `MCTSBot` and `ISMCTSBot` (`evaluate`, `prior`): random playouts in the bridge."""

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


class RandomBot(Bot):
    """A uniformly random player (`pyspiel.Bot` when pyspiel is importable), for `evaluate_bots`."""

    def __init__(self, player_id: int, random_state: np.random.RandomState | None = None):
        Bot.__init__(self)
        self._player_id = player_id
        self._random = random_state or np.random.RandomState()

    def restart_at(self, state: Any) -> None:
        pass

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        pass

    def provides_policy(self) -> bool:
        return True

    def step_with_policy(self, state: Any) -> tuple[list[tuple[int, float]], int]:
        legal = state.legal_actions(self._player_id)
        if not legal:
            return [], INVALID_ACTION
        policy = [(a, 1.0 / len(legal)) for a in legal]
        return policy, int(self._random.choice(legal))

    def step(self, state: Any) -> int:
        return self.step_with_policy(state)[1]


def load_game(game: str, config: dict | None = None, bridge: Bridge | None = None) -> ProtestRulesGame:
    """The OpenSpiel-shaped game of `game` with `config` (chance is always "manual": explicit)."""
    return ProtestRulesGame(game, config, bridge)
