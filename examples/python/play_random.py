"""Plays random games through the stdio bridge, many in flight, and reports decisions/s.

    python3 examples/python/play_random.py --games 100 --game free-at-last
    python3 examples/python/play_random.py --games 40 --game free-at-last --compare   # beside in-process
    python3 examples/python/play_random.py --games 3 --cli "npx tsx src/cli/main.ts serve --stdio"

Without --game it plays every game the bridge lists. --compare also runs `protest-rules simulate
--trusted --workers 1` on the same seeds in the same run: the in-process figure of the same loop.
Uses the `protest_rules` package of this checkout (python/), which needs numpy.
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))

from protest_rules import Bridge, cli_command, play_random  # noqa: E402


def in_process(cli, game, games, seed):
    """`simulate` (random bots, trusted, one worker) on the same seeds: decisions/s and decisions per CPU-second."""
    simulate = cli_command("simulate", game, "--games", str(games), "--seed", str(seed), "--trusted", "--workers", "1", "--json", cli=cli)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    summary = json.loads(subprocess.run(simulate, check=True, capture_output=True, text=True).stdout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    decisions = summary["decisions"]["mean"] * summary["games"]
    return summary["decisionsPerSecond"], decisions / cpu


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10, help="games per game id (default 10)")
    parser.add_argument("--game", action="append", help="a game id; repeat for several (default: all)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--in-flight", type=int, default=32, help="games played at once (default 32; 1 is lock-step)")
    parser.add_argument("--compare", action="store_true", help="also time simulate in-process on the same seeds")
    parser.add_argument("--cli", help="the bridge command (default: as protest_rules.find_command finds it)")
    args = parser.parse_args(argv)

    with Bridge(args.cli) as bridge:
        ids = args.game or [g["id"] for g in bridge.games()]
        for game in ids:
            play_random(bridge, game, 2, seed=args.seed, in_flight=args.in_flight)  # warm up the JIT
            start, cpu, node = time.perf_counter(), time.process_time(), bridge.cpu_seconds()
            run = play_random(bridge, game, args.games, seed=args.seed, in_flight=args.in_flight)
            seconds = time.perf_counter() - start
            python_cpu = time.process_time() - cpu
            node = None if node is None else bridge.cpu_seconds() - node
            wins = {}
            for result in run.results:
                for winner in result["winners"]:
                    wins[winner] = wins.get(winner, 0) + 1
            line = (
                f"{game}: {args.games} games, {run.decisions} decisions in {seconds:.2f} s, "
                f"{run.decisions / seconds:.0f} decisions/s ({args.in_flight} in flight, Python CPU {python_cpu:.2f} s"
                + ("" if node is None else f", bridge CPU {node:.2f} s: {run.decisions / (python_cpu + node):.0f} decisions per CPU-second")
                + f"); wins {wins}"
            )
            if args.compare:
                rate, per_cpu = in_process(args.cli, game, args.games, args.seed)
                line += f"; in-process {rate:.0f} decisions/s, {per_cpu:.0f} per CPU-second"
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
