import os
import runpy
import sys

from conftest import REPO


def test_play_random_example(cli, capsys, monkeypatch):
    script = os.path.join(REPO, "examples", "python", "play_random.py")
    monkeypatch.setattr(sys, "argv", [script, "--games", "2", "--game", "example-pig", "--game", "chicago-68", "--cli", cli])
    try:
        runpy.run_path(script, run_name="__main__")
    except SystemExit as e:
        assert e.code == 0
    out = capsys.readouterr().out
    for game in ("example-pig", "chicago-68"):
        assert f"{game}: 2 games, " in out


def test_bridge_says_what_is_missing(monkeypatch):
    from protest_rules import BridgeNotFound, find_command

    monkeypatch.delenv("PROTEST_RULES_CLI", raising=False)
    monkeypatch.setenv("PATH", "/nonexistent")
    try:
        find_command()
    except BridgeNotFound as e:
        assert "Node.js" in str(e)
    else:
        raise AssertionError("find_command found node without a PATH")
