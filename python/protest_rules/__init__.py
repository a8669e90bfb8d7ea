"""protest-rules in Python: a client of the games' stdio bridge, with PettingZoo and OpenSpiel adapters.

    from protest_rules import Bridge
    with Bridge() as bridge:
        game = bridge.new("chicago-68", seed=7)
        while not game.terminal:
            game.step(game.legal_codes()[0])
        print(game.result())

`protest_rules.pettingzoo.env(game, config)` is a PettingZoo AEC environment;
`protest_rules.openspiel` gives OpenSpiel-shaped games; `protest_rules.merge` merges `simulate`
outputs. The bridge is `protest-rules serve --stdio` (Node.js 20+), found as `find_command` says.
"""

from .bridge import Bridge, BridgeError, BridgeNotFound, RemoteGame, cli_command, find_command
from .play import RandomRun, play_random

__all__ = ["Bridge", "BridgeError", "BridgeNotFound", "RemoteGame", "cli_command", "find_command", "RandomRun", "play_random"]
