"""OpenSpiel's algorithms against our games, through `pyspiel_double` (pyspiel cannot be installed
here): the game and state are driven every way OpenSpiel's `algorithms/mcts.py` (MCTSBot and its
RandomRolloutEvaluator), `ismcts.py` (ISMCTSBot) and `evaluate_bots.py` drive a game, on every
game, with the loops written here. With OPEN_SPIEL_PYTHON set to an OpenSpiel checkout's root, the
unmodified files themselves also run against the double (test_openspiel_own_files)."""

import importlib
import importlib.util
import math
import os
import sys

import numpy as np
import pytest

import pyspiel_double

GAMES = [
    ("free-at-last", {"players": 2}),
    ("chicago-68", {}),
    ("free-at-last-1955", {}),
    ("example-pig", {}),
]


@pytest.fixture(scope="module")
def spiel():
    """protest_rules.openspiel imported with the double as `pyspiel`, then as it was."""
    import protest_rules.openspiel as before

    sys.modules["pyspiel"] = pyspiel_double
    try:
        yield importlib.reload(before)
    finally:
        del sys.modules["pyspiel"]
        importlib.reload(before)


def test_takes_pyspiels_own_names(spiel, bridge):
    game = spiel.load_game("example-pig", bridge=bridge)
    kind = game.get_type()
    assert isinstance(kind, pyspiel_double.GameType)
    assert kind.reward_model == pyspiel_double.GameType.RewardModel.TERMINAL
    assert kind.dynamics == pyspiel_double.GameType.Dynamics.SEQUENTIAL
    assert kind.information == pyspiel_double.GameType.Information.IMPERFECT_INFORMATION
    assert kind.chance_mode == pyspiel_double.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert spiel.PlayerId is pyspiel_double.PlayerId and spiel.INVALID_ACTION == pyspiel_double.INVALID_ACTION
    assert isinstance(spiel.RandomBot(0), pyspiel_double.Bot)


# -- the calls of mcts.py: MCTSBot's search and RandomRolloutEvaluator --------------------------


class Node:
    def __init__(self, action, player, prior):
        self.action, self.player, self.prior = action, player, prior
        self.visits, self.total, self.children = 0, 0.0, []


def uct_search(spiel, game, state, evaluator, simulations, rng):
    """A UCT search calling the state as MCTSBot does: clone, prior (shuffled), chance by
    `rng.choice(codes, p=probs)` (numpy integers), apply_action, returns or evaluate, and the
    decision-maker above chance nodes found by comparing players with PlayerId.CHANCE."""
    kind = game.get_type()
    assert kind.reward_model == pyspiel_double.GameType.RewardModel.TERMINAL
    assert kind.dynamics == pyspiel_double.GameType.Dynamics.SEQUENTIAL
    root = Node(None, state.current_player(), 1.0)
    for _ in range(simulations):
        path, working = [root], state.clone()
        while not working.is_terminal() and path[-1].visits > 0:
            node = path[-1]
            if not node.children:
                prior = evaluator.prior(working)
                rng.shuffle(prior)
                node.children = [Node(a, working.current_player(), p) for a, p in prior]
            if working.is_chance_node():
                codes, probs = zip(*working.chance_outcomes())
                action = rng.choice(codes, p=probs)
                child = next(c for c in node.children if c.action == action)
            else:
                child = max(node.children, key=lambda c: math.inf if c.visits == 0 else c.total / c.visits + 2 * math.sqrt(math.log(node.visits) / c.visits))
            working.apply_action(child.action)
            path.append(child)
        returns = working.returns() if working.is_terminal() else evaluator.evaluate(working)
        assert len(returns) == game.num_players()
        while path:
            k = -1
            while path[k].player == spiel.PlayerId.CHANCE:
                k -= 1
            target = returns[path[k].player]
            node = path.pop()
            node.total += target
            node.visits += 1
    best = max(root.children, key=lambda c: (c.visits, c.total))
    return [(a, 1.0 if a == best.action else 0.0) for a in state.legal_actions(state.current_player())], best.action


def random_rollout(state, rng):
    """RandomRolloutEvaluator.evaluate: a clone played to the end over the bridge."""
    working = state.clone()
    while not working.is_terminal():
        if working.is_chance_node():
            codes, probs = zip(*working.chance_outcomes())
            action = rng.choice(codes, p=probs)
        else:
            action = rng.choice(working.legal_actions())
        working.apply_action(action)
    return np.array(working.returns())


def advance(state, rng, decisions):
    for _ in range(decisions):
        if state.is_terminal():
            break
        if state.is_chance_node():
            codes, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choice(codes, p=probs))
        else:
            state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name,config", GAMES, ids=[g for g, _ in GAMES])
def test_mcts_calls(spiel, bridge, name, config):
    game = spiel.load_game(name, config, bridge=bridge)
    rng = np.random.RandomState(7)
    state = game.new_initial_state(3)
    advance(state, rng, 30)
    while state.is_chance_node():
        advance(state, rng, 1)
    before = state.serialize()
    policy, action = uct_search(spiel, game, state, spiel.RolloutEvaluator(random_state=np.random.RandomState(1)), 12, rng)
    assert action in state.legal_actions() and sum(p for _, p in policy) == 1
    assert state.serialize() == before, "the search moved the root state"
    assert -1 <= random_rollout(state, rng).min() <= random_rollout(state, rng).max() <= 1
    state.apply_action(action)


# -- the calls of ismcts.py ---------------------------------------------------------------------


@pytest.mark.parametrize("name,config", GAMES, ids=[g for g, _ in GAMES])
def test_ismcts_calls(spiel, bridge, name, config):
    """ISMCTSBot: the type's information, the infostate key, resample_from_infostate with a
    UniformProbabilitySampler (the key must not change), and simulations on the sample."""
    game = spiel.load_game(name, config, bridge=bridge)
    rng = np.random.RandomState(5)
    state = game.new_initial_state(4)
    advance(state, rng, 25)
    while state.is_chance_node() or state.is_terminal():
        advance(state, rng, 1)
    kind = state.get_game().get_type()
    assert kind.dynamics == pyspiel_double.GameType.Dynamics.SEQUENTIAL
    assert kind.information == pyspiel_double.GameType.Information.IMPERFECT_INFORMATION
    key = (state.current_player(), state.information_state_string())
    assert state.information_state_string() == state.observation_string(state.current_player())
    sampler = pyspiel_double.UniformProbabilitySampler(0.0, 1.0)
    for _ in range(3):
        sample = state.resample_from_infostate(state.current_player(), sampler)
        assert (sample.current_player(), sample.information_state_string()) == key
        assert sample.legal_actions() == state.legal_actions()
        advance(sample, rng, 15)
        if sample.is_terminal():
            assert len(sample.returns()) == game.num_players()
        else:
            assert len(spiel.RolloutEvaluator(depth=10).evaluate(sample)) == game.num_players()


# -- the calls of evaluate_bots.py ---------------------------------------------------------------


class Recording(pyspiel_double.Bot):
    """A bot that checks what evaluate_bots tells it."""

    def __init__(self, inner, me):
        super().__init__()
        self.inner, self.me, self.told = inner, me, 0

    def restart_at(self, state):
        self.inner.restart_at(state)

    def inform_action(self, state, player_id, action):
        assert player_id == pyspiel_double.PlayerId.CHANCE or player_id != self.me
        self.told += 1

    def step(self, state):
        assert state.current_player() == self.me
        return self.inner.step(state)


@pytest.mark.parametrize("name,config", GAMES, ids=[g for g, _ in GAMES])
def test_evaluate_bots_calls(spiel, bridge, name, config):
    """evaluate_bots: restart_at, chance by rng.choice(outcomes, p=probs), inform_action, step,
    is_simultaneous_node, apply_action to the end, returns."""
    game = spiel.load_game(name, config, bridge=bridge)
    rng = np.random.RandomState(11)
    bots = [Recording(spiel.RandomBot(p, np.random.RandomState(p)), p) for p in range(game.num_players())]
    state = game.new_initial_state(6)
    for bot in bots:
        bot.restart_at(state)
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            action = rng.choice(outcomes, p=probs)
            for bot in bots:
                bot.inform_action(state, pyspiel_double.PlayerId.CHANCE, action)
        else:
            assert not state.is_simultaneous_node()
            player = state.current_player()
            action = bots[player].step(state)
            for i, bot in enumerate(bots):
                if i != player:
                    bot.inform_action(state, player, action)
        state.apply_action(action)
    returns = state.returns()
    assert len(returns) == game.num_players() and all(r in (-1.0, 1.0) for r in returns)
    assert state.current_player() == pyspiel_double.PlayerId.TERMINAL
    assert sum(b.told for b in bots) > 0


# -- the rest of pyspiel.Game and pyspiel.State ---------------------------------------------------


@pytest.mark.parametrize("name,config", GAMES, ids=[g for g, _ in GAMES])
def test_game_and_state_members(spiel, bridge, name, config):
    game = spiel.load_game(name, config, bridge=bridge)
    assert game.get_parameters()["game"] == name and game.get_parameters()["chance"] == "manual"
    assert game.information_state_tensor_shape() == [game.information_state_tensor_size()] == game.observation_tensor_shape()
    rng = np.random.RandomState(2)
    state = game.new_initial_state(9)
    advance(state, rng, 20)
    assert state.move_number() == len(state.history()) == 20
    assert state.history_str() == ", ".join(map(str, state.history()))
    copy = game.deserialize_state(state.serialize())
    assert copy.history() == state.history() and copy.legal_actions() == state.legal_actions()
    assert copy.information_state_string(0) == state.information_state_string(0)
    assert len(state.information_state_tensor(0)) == game.information_state_tensor_size()
    assert state.num_players() == game.num_players() and not state.is_mean_field_node()
    assert isinstance(str(state), str) and isinstance(str(game), str)


# -- OpenSpiel's own files, when a checkout is at hand -------------------------------------------


def _load(root, name):
    path = os.path.join(root, "open_spiel", "python", "algorithms", f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"open_spiel_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not os.environ.get("OPEN_SPIEL_PYTHON"), reason="OPEN_SPIEL_PYTHON (an OpenSpiel checkout's root) is not set")
@pytest.mark.parametrize("name,config", GAMES, ids=[g for g, _ in GAMES])
def test_openspiel_own_files(spiel, bridge, name, config):
    """OpenSpiel's unmodified mcts.py, ismcts.py and evaluate_bots.py: MCTSBot and ISMCTSBot
    against random bots, played to the end by evaluate_bots."""
    pytest.importorskip("absl")
    root = os.environ["OPEN_SPIEL_PYTHON"]
    mcts, ismcts, evaluate_bots = (_load(root, n) for n in ("mcts", "ismcts", "evaluate_bots"))
    game = spiel.load_game(name, config, bridge=bridge)
    evaluator = spiel.RolloutEvaluator(random_state=np.random.RandomState(0), depth=20)
    for searcher in (
        mcts.MCTSBot(game, 2, 4, evaluator, random_state=np.random.RandomState(1)),
        ismcts.ISMCTSBot(game, evaluator, 2, 4, random_state=np.random.RandomState(1)),
    ):
        bots = [searcher] + [spiel.RandomBot(p, np.random.RandomState(p)) for p in range(1, game.num_players())]
        returns = evaluate_bots.evaluate_bots(game.new_initial_state(1), bots, np.random.RandomState(3))
        assert len(returns) == game.num_players()
    # MCTSBot's own evaluator, stepping every rollout over the bridge, for a few decisions.
    bot = mcts.MCTSBot(game, 2, 3, mcts.RandomRolloutEvaluator(1, np.random.RandomState(2)), random_state=np.random.RandomState(2))
    state = game.new_initial_state(2)
    for _ in range(3):
        while state.is_chance_node():
            codes, probs = zip(*state.chance_outcomes())
            state.apply_action(np.random.RandomState(0).choice(codes, p=probs))
        if state.is_terminal():
            break
        state.apply_action(bot.step(state))
