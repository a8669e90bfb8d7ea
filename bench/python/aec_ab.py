"""The PettingZoo env of two checkouts (each its python/ package and dist/ build), alternated in one process.

    .venv/bin/python bench/python/aec_ab.py /path/to/old/checkout . [game] [rounds]

Both checkouts' packages are imported side by side (each under its own name), each env on its own
bridge (its checkout's `dist/cli/main.js`). After 10 000 untimed steps each (V8 compiles the rules
for the first ~20 000 steps: docs/research.md), the two take turns for
`rounds` rounds (default 40) of 500 AEC steps (random legal actions, `last()` then `step`), so that
the machine's load falls on both alike. Prints, per checkout, steps/s (all rounds' steps over their
wall time, and the median round), and the CPU per step of Python and of the bridge.
"""

import importlib
import importlib.util
import json
import statistics
import sys
import time

import numpy as np


def load(root: str, name: str):
    """`root`'s python/protest_rules imported as `name`, and its PettingZoo module."""
    package = f"{root}/python/protest_rules"
    spec = importlib.util.spec_from_file_location(name, f"{package}/__init__.py", submodule_search_locations=[package])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module, importlib.import_module(f"{name}.pettingzoo")


class Player:
    """One checkout's env playing random legal actions, game after game (seeds 1, 2, …)."""

    def __init__(self, root: str, name: str, game: str):
        package, pettingzoo = load(root, name)
        self.bridge = package.Bridge(["node", f"{root}/dist/cli/main.js", "serve", "--stdio"])
        self.env = pettingzoo.env(game, bridge=self.bridge)
        self.rng = np.random.default_rng(0)
        self.seed = 0
        self.agents = iter(())
        self.wall = self.python = self.node = 0.0
        self.steps = 0
        self.rounds: list[float] = []

    def play(self, n: int) -> None:
        e, rng = self.env, self.rng
        steps = 0
        while steps < n:
            agent = next(self.agents, None)
            if agent is None:
                self.seed += 1
                e.reset(seed=self.seed)
                self.agents = iter(e.agent_iter())
                continue
            obs, _, t, tr, _ = e.last()
            legal = np.flatnonzero(obs["action_mask"].view(bool))  # a bool view: nonzero on int8 is ~20x slower
            e.step(None if t or tr else int(legal[rng.integers(len(legal))]))
            steps += 1

    def timed(self, n: int) -> None:
        w, c, b = time.perf_counter(), time.process_time(), self.bridge.cpu_seconds()
        self.play(n)
        w = time.perf_counter() - w
        self.wall += w
        self.python += time.process_time() - c
        self.node += self.bridge.cpu_seconds() - b
        self.steps += n
        self.rounds.append(n / w)

    def report(self, name: str) -> dict:
        return {
            "checkout": name,
            "steps/s": round(self.steps / self.wall),
            "median round steps/s": round(statistics.median(self.rounds)),
            "python us/step": round(self.python / self.steps * 1e6),
            "bridge us/step": round(self.node / self.steps * 1e6),
            "CPU us/step": round((self.python + self.node) / self.steps * 1e6),
        }


def main() -> None:
    old, new = sys.argv[1], sys.argv[2]
    game = sys.argv[3] if len(sys.argv) > 3 else "free-at-last"
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    players = [Player(old, "protest_rules_a", game), Player(new, "protest_rules_b", game)]
    for p in players:
        p.play(10_000)
    for k in range(rounds):
        for p in players if k % 2 == 0 else players[::-1]:
            p.timed(500)
    a, b = (p.report(name) for p, name in zip(players, (old, new)))
    print(json.dumps({"game": game, **a}))
    print(json.dumps({"game": game, **b, "speedup": round(b["steps/s"] / a["steps/s"], 2), "CPU ratio": round(b["CPU us/step"] / a["CPU us/step"], 2)}))
    for p in players:
        p.env.close()
        p.bridge.close()


if __name__ == "__main__":
    main()
