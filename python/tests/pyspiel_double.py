"""A test double of the few `pyspiel` names that OpenSpiel's `algorithms/mcts.py`, `ismcts.py` and
`evaluate_bots.py` use (pyspiel cannot be installed here), written from their documented behaviour:
`PlayerId` (an IntEnum), `INVALID_ACTION`, `GameType` with its nested enums and keyword
constructor, `Bot` (the base of MCTSBot and ISMCTSBot), `SpielError` and `UniformProbabilitySampler`.
The enums are distinct objects from protest_rules' own stand-ins, so a test can tell which it got."""

import enum
import random


class PlayerId(enum.IntEnum):
    DEFAULT_PLAYER_ID = 0
    INVALID = -3
    TERMINAL = -4
    CHANCE = -1
    MEAN_FIELD = -5
    SIMULTANEOUS = -2


INVALID_ACTION = -1


class SpielError(RuntimeError):
    pass


class GameType:
    class Dynamics(enum.Enum):
        SEQUENTIAL = "sequential"
        MEAN_FIELD = "mean-field"
        SIMULTANEOUS = "simultaneous"

    class ChanceMode(enum.Enum):
        DETERMINISTIC = "deterministic"
        EXPLICIT_STOCHASTIC = "explicit"
        SAMPLED_STOCHASTIC = "sampled"

    class Information(enum.Enum):
        ONE_SHOT = "one-shot"
        PERFECT_INFORMATION = "perfect"
        IMPERFECT_INFORMATION = "imperfect"

    class Utility(enum.Enum):
        ZERO_SUM = "zero-sum"
        CONSTANT_SUM = "constant-sum"
        GENERAL_SUM = "general-sum"
        IDENTICAL = "identical"

    class RewardModel(enum.Enum):
        REWARDS = "rewards"
        TERMINAL = "terminal"

    _FIELDS = (
        "short_name long_name dynamics chance_mode information utility reward_model max_num_players min_num_players "
        "provides_information_state_string provides_information_state_tensor provides_observation_string "
        "provides_observation_tensor parameter_specification default_loadable provides_factored_observation_string"
    ).split()

    def __init__(self, **fields):
        # pyspiel's constructor: the first 13 are required, the rest have defaults.
        missing = [f for f in self._FIELDS[:13] if f not in fields]
        unknown = [f for f in fields if f not in self._FIELDS]
        if missing or unknown:
            raise TypeError(f"GameType: missing {missing}, unknown {unknown}")
        self.parameter_specification = {}
        self.default_loadable = True
        self.provides_factored_observation_string = False
        for name, value in fields.items():
            setattr(self, name, value)


class Bot:
    """pyspiel.Bot: subclasses call `Bot.__init__(self)`; `step` is theirs to define."""

    def __init__(self):
        self._initialized = True

    def restart_at(self, state):
        pass

    def inform_action(self, state, player_id, action):
        pass

    def step(self, state):
        raise NotImplementedError


class UniformProbabilitySampler:
    """Called with no argument: a float uniform in [min, max)."""

    def __init__(self, *args):
        *seed, self._low, self._high = args
        self._random = random.Random(seed[0] if seed else 0)

    def __call__(self):
        return self._random.uniform(self._low, self._high)
