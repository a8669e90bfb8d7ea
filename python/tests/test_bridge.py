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


def test_pipeline_of_100000_requests_returns(bridge):
    # Written all at once, the answers would fill both pipes past the bridge's 1 MB and hang both
    # sides: the issue's 10,000 `legal` of Chicago '68 (~3 MB) did; 100,000 requests (~4 MB) too.
    h = bridge.new("chicago-68", {}, 1).handle
    answers = bridge.pipeline([("legal", {"handle": h})] * 10_000)
    assert len(answers) == 10_000 and answers[-1]["actions"] == answers[0]["actions"]
    answers = bridge.pipeline([("hello", {}), ("result", {"handle": h})] * 50_000)
    assert len(answers) == 100_000 and answers[-2]["protocol"] == 1 and answers[-1]["result"] is None
    assert bridge.waiting == 0


def test_sends_past_the_window_never_block(bridge):
    h = bridge.new("chicago-68", {}, 1).handle
    for _ in range(5000):
        bridge.send("legal", handle=h)
    assert bridge.waiting == 5000
    with pytest.raises(RuntimeError, match="not received"):
        bridge.request("hello")
    for _ in range(5000):
        assert bridge.receive()["toMove"]
    assert bridge.request("hello")["protocol"] == 1


def test_close_closes_every_pipe(cli):
    import warnings

    from protest_rules import Bridge

    with warnings.catch_warnings():
        warnings.simplefilter("error", ResourceWarning)
        b = Bridge(cli)
        b.new("example-pig", seed=1)
        b.close()
        assert b.process.returncode == 0 and b.process.stdin.closed and b.process.stdout.closed
        b.close()  # twice is harmless


def test_seeds_are_integers(bridge):
    from protest_rules.bridge import checked_seed

    assert checked_seed(-1) == -1 and checked_seed(__import__("numpy").int64(5)) == 5
    for bad in (3.0, "3", True, None):
        with pytest.raises(TypeError, match="a seed is an integer"):
            checked_seed(bad)


def test_finds_the_bridge_above_the_current_directory(tmp_path, monkeypatch):
    import shutil as sh

    from protest_rules import bridge as b

    bin_dir = tmp_path / "project" / "node_modules" / ".bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "protest-rules").write_text("#!/bin/sh\n")
    (tmp_path / "project" / "notebooks" / "deep").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "project" / "notebooks" / "deep")
    monkeypatch.delenv("PROTEST_RULES_CLI", raising=False)
    monkeypatch.setattr(b, "_REPO", str(tmp_path / "nowhere"))
    monkeypatch.setattr(b, "_install_source", lambda: None)
    monkeypatch.setattr(sh, "which", lambda name: "/usr/bin/node" if name == "node" else None)
    assert b.find_command() == [str(bin_dir / "protest-rules"), "serve", "--stdio"]


def test_finds_the_npm_package_it_was_installed_from(tmp_path, monkeypatch):
    import shutil as sh

    from protest_rules import bridge as b

    package = tmp_path / "node_modules" / "protest-rules"
    (package / "dist" / "cli").mkdir(parents=True)
    (package / "dist" / "cli" / "main.js").write_text("")

    class Dist:
        def read_text(self, name):
            assert name == "direct_url.json"
            return '{"url": "file://%s", "dir_info": {}}' % (package / "python")

    monkeypatch.delenv("PROTEST_RULES_CLI", raising=False)
    monkeypatch.setattr(b, "_REPO", str(tmp_path / "nowhere"))
    monkeypatch.setattr(b.metadata, "distribution", lambda name: Dist())
    monkeypatch.setattr(sh, "which", lambda name: "/usr/bin/node" if name == "node" else None)
    assert b.find_command() == ["/usr/bin/node", str(package / "dist" / "cli" / "main.js"), "serve", "--stdio"]
