"""`protest-rules simulate` sharded over Ray tasks: rows identical to one run, summaries merged exactly.

    python3 examples/ray/simulate_on_ray.py free-at-last --games 1000 --shards 8 --out rows.jsonl

Each task runs `simulate --shard K/N --jsonl - --json --no-duration` on whatever node Ray gives it
(Node.js and the protest-rules npm package must be there; the CLI is found as
protest_rules.find_command says, or given with --cli). The rows come back in shard order, so the file
is byte-identical to `simulate --games N --jsonl FILE --no-duration` on one machine, and
`protest-rules merge` turns the shard summaries into the one-run summary. Pass `--workers 1` through
`--simulate-args` to let Ray alone decide the parallelism.
"""

import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))

import ray  # noqa: E402

from protest_rules import cli_command  # noqa: E402
from protest_rules.merge import merge  # noqa: E402


@ray.remote
def shard(command):
    """One shard: its rows (text) and its summary (JSON)."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{shlex.join(command)} exited with {done.returncode}: {done.stderr.strip()}")
    return done.stdout, json.loads(done.stderr)


def run(game, games, shards, seed=1, cli=None, simulate_args=(), out=None):
    """Runs the shards as Ray tasks; returns (rows text, merged summary)."""
    if not 1 <= shards <= games:
        raise ValueError(f"shards must be 1 to the number of games ({games}), got {shards}: every shard plays at least one game")
    base = cli_command("simulate", game, "--games", str(games), "--seed", str(seed), "--no-duration", "--jsonl", "-", "--json", *simulate_args, cli=cli)
    results = ray.get([shard.remote(base + ["--shard", f"{k}/{shards}"]) for k in range(1, shards + 1)])
    rows = "".join(text for text, _ in results)
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for k, (_, summary) in enumerate(results):
            paths.append(os.path.join(tmp, f"shard-{k + 1}.json"))
            with open(paths[-1], "w", encoding="utf-8") as f:
                json.dump(summary, f)
        summary = merge(paths, cli=cli)
    if out is not None:
        with open(out, "w", encoding="utf-8") as f:
            f.write(rows)
    return rows, summary


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--shards", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", help="where to write the rows (default: not written)")
    parser.add_argument("--cli", help="the protest-rules command (default: as protest_rules.find_command finds it)")
    parser.add_argument("--simulate-args", default="", help="more simulate flags, e.g. '--workers 1 --players 3'")
    parser.add_argument("--address", help="a Ray cluster's address (default: a local Ray)")
    args = parser.parse_args(argv)
    if not 1 <= args.shards <= args.games:
        parser.error(f"--shards must be 1 to --games ({args.games}), got {args.shards}")
    ray.init(address=args.address, include_dashboard=False, log_to_driver=False)
    try:
        _, summary = run(args.game, args.games, args.shards, args.seed, args.cli, shlex.split(args.simulate_args), args.out)
    finally:
        ray.shutdown()
    print(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
