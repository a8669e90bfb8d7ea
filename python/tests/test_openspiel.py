"""OpenSpiel's random-simulation checks, ported: random games of every game and mode through the
OpenSpiel-shaped states, checking at every state what pyspiel's `random_sim_test` checks (players,
legal actions, chance outcomes, clones, observations, returns within bounds, game length) and the
search members (resample_from_infostate, export/restore)."""

import json
import random

import pytest

from conftest import mode_id
from protest_rules.openspiel import CHANCE_PLAYER, TERMINAL_PLAYER, RolloutEvaluator, load_game

MODES = [
    ("free-at-last", {"players": 2}),
    ("free-at-last", {"variant": "team"}),
    ("chicago-68", {}),
    ("chicago-68", {"mode": "solo"}),
    ("free-at-last-1955", {}),
    ("example-pig", {"players": 3}),
]


def check_state(game, state):
    n = game.num_players()
    player = state.current_player()
    assert player in (CHANCE_PLAYER, TERMINAL_PLAYER) or 0 <= player < n
    assert state.is_terminal() == (player == TERMINAL_PLAYER)
    assert state.is_chance_node() == (player == CHANCE_PLAYER)
    for p in range(n):
        assert isinstance(state.information_state_string(p), str)
        assert len(state.observation_tensor(p)) == game.observation_tensor_size()
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        codes = [c for c, _ in outcomes]
        assert codes == sorted(set(codes)) and codes == state.legal_actions()
        assert all(0 < p <= 1 for _, p in outcomes)
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
    elif not state.is_terminal():
        legal = state.legal_actions()
        assert legal and legal == sorted(set(legal))
        assert 0 <= legal[0] and legal[-1] < game.num_distinct_actions()
        assert state.legal_actions(player) == legal
        assert all(state.legal_actions(p) == [] for p in range(n) if p != player)
        assert sum(state.legal_actions_mask()) == len(legal)


def random_game(game, seed, checks_every):
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    steps = 0
    while not state.is_terminal():
        check_state(game, state)
        if steps % checks_every == 0:
            # A clone is equal, and independent of the original.
            copy = state.clone()
            assert copy.information_state_string(0) == state.information_state_string(0)
            before = state.observation_tensor(0)
            if not copy.is_chance_node():
                copy.apply_action(copy.legal_actions()[0])
                assert state.observation_tensor(0) == before
            if state.is_player_node():
                p = state.current_player()
                sampled = state.resample_from_infostate(p, rng.random)
                assert sampled.information_state_string(p) == state.information_state_string(p)
                assert sampled.current_player() == p
        if state.is_chance_node():
            codes, probs = zip(*state.chance_outcomes())
            action = rng.choices(codes, probs)[0]
        else:
            action = rng.choice(state.legal_actions())
        assert isinstance(state.action_to_string(state.current_player(), action), str)
        state.apply_action(action)
        steps += 1
    check_state(game, state)
    returns = state.returns()
    assert len(returns) == game.num_players()
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
    assert steps == len(state.history()) == state.move_number() <= game.max_game_length()
    assert state.legal_actions() == []
    return steps


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
def test_random_simulations(bridge, mode):
    name, config = mode
    game = load_game(name, config, bridge)
    assert game.utility_sum() is None and game.min_utility() == -1 and game.max_utility() == 1
    for seed in (1, 2):
        random_game(game, seed, checks_every=25)


def test_export_restore_round_trip(bridge):
    game = load_game("chicago-68", bridge=bridge)
    state = game.new_initial_state(3)
    for _ in range(40):
        state.apply_action(state.legal_actions()[-1] if not state.is_chance_node() else state.chance_outcomes()[0][0])
    snapshot = json.loads(json.dumps(state._remote.export()))
    restored = bridge.restore(snapshot)
    assert restored.legal_codes().tolist() == state.legal_actions()


def test_rollout_evaluator(bridge):
    game = load_game("example-pig", bridge=bridge)
    state = game.new_initial_state(2)
    value = RolloutEvaluator(n_rollouts=4, random_state=__import__("numpy").random.RandomState(0), depth=5).evaluate(state)
    assert value.shape == (2,) and all(-1 <= v <= 1 for v in value)
    prior = RolloutEvaluator().prior(state)
    assert abs(sum(p for _, p in prior) - 1) < 1e-9


def test_without_pyspiel_its_stand_ins(bridge):
    from protest_rules import openspiel

    if openspiel.pyspiel is not None:
        pytest.skip("pyspiel is installed: its own names are used (test_openspiel_algorithms)")
    kind = load_game("example-pig", bridge=bridge).get_type()
    assert kind.reward_model == openspiel.GameType.RewardModel.TERMINAL
    assert kind.dynamics == openspiel.GameType.Dynamics.SEQUENTIAL
    assert openspiel.PlayerId.CHANCE == CHANCE_PLAYER and openspiel.PlayerId.TERMINAL == TERMINAL_PLAYER
