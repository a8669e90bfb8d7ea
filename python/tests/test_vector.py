"""The vector env: N games per request, binary frames, auto-reset, against the same games played one by one."""

import numpy as np
import pytest

from conftest import MODES, mode_id
from protest_rules import BridgeError
from protest_rules.vector import VectorEnv


def test_same_games_as_one_at_a_time(bridge):
    """Each slot plays what the one-game client plays from the same seed and codes; the
    observations are the deciding seat's; a game that ends restarts on the next seed."""
    rng = np.random.default_rng(3)
    with VectorEnv("example-pig", {"players": 3}, num_envs=4, seed=10, bridge=bridge) as v:
        games = [bridge.new("example-pig", {"players": 3}, 10 + i) for i in range(4)]
        next_seed, ended = 14, 0
        for _ in range(120):
            for i, g in enumerate(games):
                assert v.players[v.to_move[i]] == g.to_move
                assert v.legal[v.offsets[i] : v.offsets[i] + v.counts[i]].tolist() == g.legal_codes().tolist()
                assert np.array_equal(v.observations[i], g.observe(g.to_move))
            actions = v.sample(rng)
            _, rewards, terminations, truncations, infos = v.step(actions)
            assert not truncations.any()
            for i, g in enumerate(games):
                g.step(actions[i])
                if g.terminal:
                    result = g.result()
                    assert terminations[i] and rewards[i].tolist() == [1.0 if p in result["winners"] else -1.0 for p in v.players]
                    end = next(e for e in infos["ended"] if e["game"] == i)
                    assert end["result"] == result and end["seed"] == next_seed
                    g.close()
                    games[i] = bridge.new("example-pig", {"players": 3}, next_seed)
                    next_seed += 1
                    ended += 1
                else:
                    assert not terminations[i] and not rewards[i].any()
        assert ended > 0 and v.next_seed == next_seed


def test_masks_and_padded_codes(bridge):
    with VectorEnv("chicago-68", num_envs=3, seed=1, observe=False, bridge=bridge) as v:
        assert v.observations is None
        v.step(v.sample(np.random.default_rng(0)))
        masks, padded = v.action_masks(), v.legal_padded()
        assert masks.shape == (3, v.action_size) and masks.dtype == np.int8
        for i in range(3):
            codes = v.legal[v.offsets[i] : v.offsets[i] + v.counts[i]]
            assert np.flatnonzero(masks[i]).tolist() == codes.tolist()
            assert padded[i, : v.counts[i]].tolist() == codes.tolist() and (padded[i, v.counts[i] :] == -1).all()


def test_refuses_an_illegal_code_and_changes_nothing(bridge):
    with VectorEnv("example-pig", num_envs=2, seed=1, bridge=bridge) as v:
        legal = v.legal.copy()
        with pytest.raises(BridgeError) as e:
            v.step(np.array([v.legal[0], 13], dtype=np.int32))
        assert e.value.kind == "illegal-action" and "game 1" in e.value.message
        assert np.array_equal(v.legal, legal)  # the client's arrays untouched, and the bridge's games:
        v.step(v.legal[v.offsets])
        with pytest.raises(ValueError, match="one action per game"):
            v.step([0])


@pytest.mark.parametrize("mode", MODES, ids=mode_id)
def test_every_mode_plays(bridge, mode):
    game, config = mode
    with VectorEnv(game, config, num_envs=2, seed=1, bridge=bridge) as v:
        rng = np.random.default_rng(1)
        for _ in range(20):
            obs, rewards, *_ = v.step(v.sample(rng))
            assert obs.shape == (2, v.observation_size) and rewards.shape == (2, len(v.players))


def test_counts_against_the_bridges_game_limit(cli):
    from protest_rules import Bridge

    with Bridge(f"{cli} --max-games 5") as small:
        with pytest.raises(BridgeError) as e:
            VectorEnv("example-pig", num_envs=6, bridge=small)
        assert e.value.kind == "too-many-games"
        v = VectorEnv("example-pig", num_envs=4, bridge=small)
        small.new("example-pig")
        with pytest.raises(BridgeError):
            small.new("example-pig")
        v.close()
        small.new("example-pig")
