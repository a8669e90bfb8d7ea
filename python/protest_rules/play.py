"""Random games over the bridge, many in flight at once (pipelined): the fast loop for data generation."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .bridge import Bridge, seed_field


@dataclass
class RandomRun:
    """What `play_random` played: one result per game, in seed order, and the decisions taken."""

    results: list[dict] = field(default_factory=list)
    decisions: int = 0


def play_random(
    bridge: Bridge,
    game: str,
    games: int,
    *,
    seed: int = 1,
    config: dict | None = None,
    in_flight: int = 32,
    policy_seed: int = 0,
) -> RandomRun:
    """Plays `games` games (seeds `seed`, `seed + 1`, …) with uniformly random integer actions.

    `in_flight` games advance together: each round writes one `step` per game, then reads the
    answers, so that the bridge works while Python chooses. The choices come from one generator
    seeded with `policy_seed`, in a fixed order, so a run is reproducible for a given `in_flight`.
    """
    rng = random.Random(policy_seed)
    config = config or {}
    run = RandomRun()
    results: dict[int, dict] = {}
    next_seed = seed
    # handle -> [seed, legal codes]
    active: dict[str, list] = {}

    def open_games(n: int) -> None:
        nonlocal next_seed
        seeds = list(range(next_seed, next_seed + n))
        next_seed += n
        for s in seeds:
            bridge.send("new", game=game, config=config, seed=seed_field(s))
        opened = [(s, bridge.receive()["handle"]) for s in seeds]
        for _, handle in opened:
            bridge.send("mask", handle=handle)
        for s, handle in opened:
            active[handle] = [s, bridge.receive()["legal"]]

    open_games(min(in_flight, games))
    while active:
        order = list(active.items())
        for handle, (_, codes) in order:
            bridge.send("step", handle=handle, code=codes[rng.randrange(len(codes))], codes=True)
        finished = []
        for handle, entry in order:
            answer = bridge.receive()
            run.decisions += 1
            if answer["terminal"]:
                finished.append((handle, entry[0]))
            else:
                entry[1] = answer["codes"]
        for handle, _ in finished:
            bridge.send("result", handle=handle)
            bridge.send("close", handle=handle)
        for handle, s in finished:
            results[s] = bridge.receive()["result"]
            bridge.receive()
            del active[handle]
        if finished and next_seed < seed + games:
            open_games(min(len(finished), seed + games - next_seed))
    run.results = [results[s] for s in sorted(results)]
    return run
