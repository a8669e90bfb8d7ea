"""Random legal play through the vector env and the PettingZoo env, beside the in-process figure.

    npm run build && .venv/bin/python bench/python/vector_speed.py --game free-at-last

Each of `--rounds` rounds prints decisions/s (wall) and per CPU-second of: `simulate --trusted
--workers 1` (in-process, random bots) on `--games` games; `VectorEnv` (`--envs` games per request,
random legal codes chosen in numpy) without observations, as two vectors of half the games with one
always in flight (`step_async`), and with observations; then the PettingZoo AEC env (one game,
`last()` + a random legal action per step). Each env run is about `--seconds` after an untimed
warm-up; the runs alternate so that a loaded machine's swings fall on all of them alike. Last, the
median ratio of each vector run to its round's in-process figure.
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))

from protest_rules import Bridge, cli_command  # noqa: E402
from protest_rules.vector import VectorEnv  # noqa: E402


def in_process(game, games, cli):
    """decisions/s and decisions per CPU-second of `simulate --trusted --workers 1` (its process start included)."""
    command = cli_command("simulate", game, "--games", str(games), "--seed", "1", "--trusted", "--workers", "1", "--json", cli=cli)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    summary = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return summary["decisionsPerSecond"], summary["totals"]["decisions"] / cpu


class Clock:
    """Wall seconds and CPU seconds of this process and the bridge since it started."""

    def __init__(self, bridge):
        self.bridge = bridge
        self.wall, self.cpu, self.node = time.perf_counter(), time.process_time(), bridge.cpu_seconds()

    def rates(self, decisions):
        wall = time.perf_counter() - self.wall
        cpu = time.process_time() - self.cpu + self.bridge.cpu_seconds() - self.node
        return decisions / wall, decisions / cpu


def vector(bridge, game, envs, seconds, observe):
    with VectorEnv(game, num_envs=envs, seed=1, observe=observe, bridge=bridge) as v:
        rng = np.random.default_rng(0)
        for _ in range(50):  # warm-up: V8 compiles the rules
            v.step(v.sample(rng))
        steps, clock = 0, Clock(bridge)
        while time.perf_counter() - clock.wall < seconds:
            v.step(v.sample(rng))
            steps += 1
        return clock.rates(steps * envs)


def vector_pair(bridge, game, envs, seconds):
    """Two vectors of envs/2 games, one always in flight (step_async), so the bridge never waits on Python."""
    pair = [VectorEnv(game, num_envs=envs // 2, seed=1 + k * envs, observe=False, bridge=bridge) for k in range(2)]
    rng = np.random.default_rng(0)
    for v in pair:
        v.step_async(v.sample(rng))
    steps, clock = 0, None
    while clock is None or time.perf_counter() - clock.wall < seconds:
        for v in pair:
            v.step_wait()
            v.step_async(v.sample(rng))
            steps += 1
        if clock is None and steps >= 100:  # warm-up done
            steps, clock = 0, Clock(bridge)
    rates = clock.rates(steps * (envs // 2))
    for v in pair:
        v.step_wait()
    for v in pair:
        v.close()
    return rates


#: Untimed steps of the PettingZoo env before its timed run.
AEC_WARM_UP = 10_000


def aec(bridge, game, seconds):
    from protest_rules.pettingzoo import env

    e = env(game, bridge=bridge)
    rng = np.random.default_rng(0)
    steps, seed, clock = 0, 1, None
    while clock is None or time.perf_counter() - clock.wall < seconds:
        e.reset(seed=seed)
        seed += 1
        for agent in e.agent_iter():
            obs, _, termination, truncation, _ = e.last()
            legal = np.flatnonzero(obs["action_mask"].view(bool))  # a bool view: nonzero on int8 is ~20x slower
            e.step(None if termination or truncation else int(legal[rng.integers(len(legal))]))
            steps += 1
            # warm-up: V8 compiles the rules for the first ~20 000 steps, on its worker threads (docs/research.md)
            if clock is None and steps >= AEC_WARM_UP:
                steps, clock = 0, Clock(bridge)
    rates = clock.rates(steps)
    e.close()
    return rates


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="free-at-last")
    parser.add_argument("--games", type=int, default=150, help="games of each in-process run (default 150)")
    parser.add_argument("--envs", type=int, default=512, help="games per vector request (default 512)")
    parser.add_argument("--seconds", type=float, default=15, help="seconds of each timed env run (default 15)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of all the runs, alternated (default 3)")
    parser.add_argument("--cli", help="the bridge command (default: as protest_rules.find_command finds it)")
    args = parser.parse_args()
    ratios: dict[str, list[float]] = {}
    with Bridge(args.cli) as bridge:
        for k in range(args.rounds):
            base, base_cpu = in_process(args.game, args.games, args.cli)
            print(f"round {k + 1}: in-process simulate --trusted --workers 1: {base:,.0f} decisions/s, {base_cpu:,.0f} per CPU-second", flush=True)
            runs = [
                (f"VectorEnv {args.envs} games, observe=False", lambda: vector(bridge, args.game, args.envs, args.seconds, False)),
                (f"two VectorEnvs of {args.envs // 2} games, one always in flight, observe=False", lambda: vector_pair(bridge, args.game, args.envs, args.seconds)),
                (f"VectorEnv {args.envs} games, observe=True", lambda: vector(bridge, args.game, args.envs, args.seconds, True)),
            ]
            for name, run in runs:
                rate, cpu = run()
                ratios.setdefault(name, []).append(rate / base)
                print(f"round {k + 1}: {name}: {rate:,.0f} decisions/s ({rate / base:.2f}x), {cpu:,.0f} per CPU-second (Python + bridge)", flush=True)
            rate, cpu = aec(bridge, args.game, args.seconds)
            print(f"round {k + 1}: PettingZoo AEC env: {rate:,.0f} steps/s, {cpu:,.0f} per CPU-second (Python + bridge)", flush=True)
    for name, values in ratios.items():
        print(f"median of {name} against in-process: {sorted(values)[len(values) // 2]:.2f}x")


if __name__ == "__main__":
    main()
