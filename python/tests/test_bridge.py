import pytest

from protest_rules import BridgeError, play_random


def test_pipelined_runs_equal_lock_step_runs(bridge):
    a = play_random(bridge, "example-pig", 6, seed=3, in_flight=1)
    b = play_random(bridge, "example-pig", 6, seed=3, in_flight=1)
    c = play_random(bridge, "example-pig", 6, seed=3, in_flight=4)
    assert a.results == b.results and len(c.results) == 6
    assert all(r["winners"] is not None for r in c.results)


def test_pipeline_answers_in_order_with_errors_in_place(bridge):
    answers = bridge.pipeline([("hello", {}), ("legal", {"handle": "nope"}), ("games", {})])
    assert answers[0]["protocol"] == 1
    assert isinstance(answers[1], BridgeError) and answers[1].kind == "unknown-handle"
    assert "games" in answers[2]


def test_remote_game_numpy_members(bridge):
    game = bridge.new("free-at-last-1955", seed=2)
    mask = game.mask()
    assert mask.dtype.name == "int8" and mask.sum() == len(game.legal_codes())
    obs = game.observe(game.players[0])
    assert obs.dtype.name == "float32" and obs.shape == (game.observation_size,)
    copy = game.clone()
    copy.step(copy.legal_codes()[0])
    assert game.export() != copy.export()
    with pytest.raises(BridgeError) as e:
        game.step(-1)
    assert e.value.kind == "bad-code"
    game.close()


def test_seeds_at_full_width(bridge):
    wide = bridge.new("example-pig", seed=2**100)
    assert wide.export()["state"] != bridge.new("example-pig", seed=2**100 + 1).export()["state"]
    with pytest.raises(BridgeError) as e:
        bridge.new("example-pig", seed=2**127)
    assert e.value.kind == "invalid-config" and "Seed" in e.value.message
