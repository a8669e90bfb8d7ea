"""The bridge for the tests: PROTEST_RULES_CLI when set, else this checkout's CLI from source (tsx)."""

import os
import shutil

import pytest

REPO = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))


def cli_command():
    if os.environ.get("PROTEST_RULES_CLI"):
        return os.environ["PROTEST_RULES_CLI"]
    if shutil.which("node") is None:
        pytest.skip("node is not on the PATH")
    return f"node --import tsx {os.path.join(REPO, 'src', 'cli', 'main.ts')} serve --stdio"


@pytest.fixture(scope="session")
def cli():
    return cli_command()


@pytest.fixture(scope="session")
def bridge(cli):
    from protest_rules import Bridge

    with Bridge(cli) as b:
        yield b


#: Every game and mode the adapters are tested in (configs as `new` takes them).
MODES = [
    ("free-at-last", {"players": 2}),
    ("free-at-last", {"players": 3}),
    ("free-at-last", {}),
    ("free-at-last", {"advanced": True}),
    ("free-at-last", {"players": 1, "variant": "solitaire"}),
    ("free-at-last", {"variant": "team"}),
    ("free-at-last", {"variant": "coop"}),
    ("free-at-last", {"variant": "historical"}),
    ("chicago-68", {}),
    ("chicago-68", {"players": 3}),
    ("chicago-68", {"players": 4}),
    ("chicago-68", {"mode": "solo"}),
    ("chicago-68", {"mode": "coop"}),
    ("free-at-last-1955", {}),
    ("example-pig", {}),
    ("example-pig", {"players": 4}),
]


def mode_id(mode):
    game, config = mode
    return game + "".join(f"-{k}={v}" for k, v in config.items())
