"""PettingZoo's own conformance tests (api_test, seed_test) for every game and mode."""

import numpy as np
import pytest

pettingzoo = pytest.importorskip("pettingzoo", reason="PettingZoo is not installed (pip install 'protest-rules[pettingzoo]')")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from conftest import MODES, mode_id  # noqa: E402
from protest_rules.pettingzoo import ProtestRulesEnv, env  # noqa: E402


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
def test_api_test(bridge, mode):
    game, config = mode
    api_test(env(game, config, bridge=bridge), num_cycles=200)


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
def test_seed_test(bridge, mode):
    game, config = mode
    seed_test(lambda: env(game, config, bridge=bridge), num_cycles=50)


def test_reset_without_a_seed_moves_on(bridge):
    e = env("example-pig", bridge=bridge)
    e.reset(seed=3)
    first = e.observe(e.agent_selection)["observation"]
    e.reset(seed=3)
    assert np.array_equal(first, e.observe(e.agent_selection)["observation"])
    seeds = set()
    for _ in range(3):
        e.reset()
        seeds.add(e._game.export()["state"]["rng"].__repr__())
    assert len(seeds) == 3


def test_max_cycles_truncates_every_seat(bridge):
    e = env("free-at-last", {"players": 2}, bridge=bridge, max_cycles=5)
    e.reset(seed=1)
    steps = 0
    for agent in e.agent_iter():
        obs, _, termination, truncation, _ = e.last()
        e.step(None if termination or truncation else e.action_space(agent).sample(obs["action_mask"]))
        steps += 1
    # 5 cycles of 2 decisions, then one dead step per seat
    assert steps == 5 * 2 + 2


def test_plays_to_the_end_with_rewards(bridge):
    e = env("example-pig", bridge=bridge)
    e.reset(seed=5)
    total = {a: 0 for a in e.possible_agents}
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        total[agent] += reward
        e.step(None if termination or truncation else e.action_space(agent).sample(obs["action_mask"]))
    assert sorted(total.values()) in ([-1, 1], [1, 1], [-1, -1])


def test_refuses_manual_chance(bridge):
    with pytest.raises(ValueError, match="chance"):
        ProtestRulesEnv("example-pig", {"chance": "manual"}, bridge=bridge)


def test_reset_takes_any_engine_seed_and_refuses_non_integers(bridge):
    e = env("example-pig", bridge=bridge)
    e.reset(seed=-1)
    first = e.observe(e.agent_selection)["observation"]
    e.reset(seed=-1)
    assert np.array_equal(first, e.observe(e.agent_selection)["observation"])
    e.reset(seed=-(2**127))
    with pytest.raises(TypeError, match="a seed is an integer"):
        e.reset(seed=3.0)
