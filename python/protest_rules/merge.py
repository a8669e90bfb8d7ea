"""Merging `simulate` outputs from several machines: shard rows and summaries (`protest-rules merge`)."""

from __future__ import annotations

import json
import subprocess
from typing import Iterable

from .bridge import cli_command


def _first_seed(path: str) -> int:
    with open(path, encoding="utf-8") as f:
        line = f.readline()
    return int(json.loads(line)["seed"]) if line.strip() else 0


def concat_rows(paths: Iterable[str], out: str) -> None:
    """Writes the rows of shard files (`simulate --jsonl`) to `out` in seed order: one run's file."""
    with open(out, "wb") as target:
        for path in sorted(paths, key=_first_seed):
            with open(path, "rb") as f:
                target.write(f.read())


def merge(paths: Iterable[str], cli: str | None = None) -> dict:
    """The one-run summary of shard row files or `--json` summaries, in any order (exact: `protest-rules merge`)."""
    command = cli_command("merge", "--json", *paths, cli=cli)
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise ValueError(done.stderr.strip() or f"{command!r} exited with {done.returncode}")
    return json.loads(done.stdout)
