"""Plays random games of protest-rules through the stdio bridge and reports decisions/s.

    python3 examples/python/play_random.py --games 100 --game free-at-last --game chicago-68
    python3 examples/python/play_random.py --games 3 --cli "node dist/cli/main.js serve --stdio"

Without --game it plays every game the bridge lists.
"""

import argparse
import random
import sys
import time

from protest_rules_env import Bridge, ProtestRulesEnv


def play(env, seed, rng):
    env.reset(seed=seed)
    decisions = 0
    for _ in env.agent_iter():
        mask = env.action_mask()
        env.step(rng.choice([code for code, legal in enumerate(mask) if legal]))
        decisions += 1
    return decisions


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10, help="games per game id (default 10)")
    parser.add_argument("--game", action="append", help="a game id; repeat for several (default: all)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--cli", help="the bridge command (default: this checkout's dist/cli/main.js)")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    with Bridge(args.cli) as bridge:
        ids = args.game or [g["id"] for g in bridge.request("games")["games"]]
        for game in ids:
            env = ProtestRulesEnv(bridge, game)
            start = time.perf_counter()
            decisions = 0
            wins = {}
            for i in range(args.games):
                decisions += play(env, args.seed + i, rng)
                for agent, reward in env.rewards.items():
                    wins[agent] = wins.get(agent, 0) + (reward > 0)
            env.close()
            seconds = time.perf_counter() - start
            print(
                f"{game}: {args.games} games, {decisions} decisions in {seconds:.2f} s, "
                f"{decisions / seconds:.0f} decisions/s, {args.games / seconds:.1f} games/s; wins {wins}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
