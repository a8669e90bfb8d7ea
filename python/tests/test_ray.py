"""The Ray example against one run: byte-identical rows, the merged summary equal to the one-run summary."""

import json
import os
import subprocess
import sys

import pytest

from conftest import REPO
from protest_rules import cli_command

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'protest-rules[ray]')")

TIMING = ("workers", "seconds", "gamesPerSecond", "decisionsPerSecond")


def untimed(summary):
    return {k: v for k, v in summary.items() if k not in TIMING}


def test_ray_shards_equal_one_run(cli):
    sys.path.insert(0, os.path.join(REPO, "examples", "ray"))
    import simulate_on_ray

    one = subprocess.run(
        cli_command("simulate", "example-pig", "--games", "24", "--seed", "3", "--no-duration", "--jsonl", "-", "--json", "--workers", "1", cli=cli),
        capture_output=True, text=True, check=True,
    )
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        rows, summary = simulate_on_ray.run("example-pig", 24, 4, seed=3, cli=cli, simulate_args=["--workers", "1"])
    finally:
        ray.shutdown()
    assert rows == one.stdout
    assert untimed(summary) == untimed(json.loads(one.stderr))


def test_merge_helper_concatenates_and_merges(cli, tmp_path):
    from protest_rules.merge import concat_rows, merge

    paths = []
    for k in (2, 1):
        path = tmp_path / f"s{k}.jsonl"
        with open(path, "w") as f:
            subprocess.run(cli_command("simulate", "example-pig", "--games", "10", "--shard", f"{k}/2", "--no-duration", "--jsonl", "-", "--workers", "1", cli=cli), stdout=f, stderr=subprocess.DEVNULL, check=True)
        paths.append(str(path))
    concat_rows(paths, str(tmp_path / "all.jsonl"))
    one = subprocess.run(cli_command("simulate", "example-pig", "--games", "10", "--no-duration", "--jsonl", "-", "--json", "--workers", "1", cli=cli), capture_output=True, text=True, check=True)
    assert (tmp_path / "all.jsonl").read_text() == one.stdout
    assert untimed(merge(paths, cli=cli)) == untimed(json.loads(one.stderr))
    with pytest.raises(ValueError, match="back to back"):
        merge(paths[:1] + [paths[0]], cli=cli)


def test_more_shards_than_games_is_refused_in_words():
    sys.path.insert(0, os.path.join(REPO, "examples", "ray"))
    import simulate_on_ray

    with pytest.raises(ValueError, match="every shard plays at least one game"):
        simulate_on_ray.run("example-pig", 2, 3)
    done = subprocess.run([sys.executable, os.path.join(REPO, "examples", "ray", "simulate_on_ray.py"), "example-pig", "--games", "2", "--shards", "3"], capture_output=True, text=True)
    assert done.returncode == 2 and "--shards must be 1 to --games (2), got 3" in done.stderr
