"""Time of one MCTS decision over the bridge, mid-game, at 100 simulations: the OpenSpiel-shaped
state with `clone` and in-bridge rollouts against the way a client had to do it before (clone by
replaying the game's history, rollouts stepped over the bridge one decision at a time).

    npm run build && .venv/bin/python bench/python/mcts_bridge.py --game free-at-last --ply 150

The search is plain UCT (c = 2) with one random rollout per leaf, the shape of OpenSpiel's
`MCTSBot` with `RandomRolloutEvaluator(1)`; chance nodes are sampled by their probabilities. The
last line times the rollouts alone (as many as simulations, from the root, no tree): the floor of
any search that evaluates its leaves by full random playouts.

A search makes decision after decision in one bridge process, so each variant is timed after one
untimed decision of its own (the bridge's JIT warm-up, about as long again as a warm decision, is
paid once per process); `--repeat N` times N decisions of each new variant and prints the median.
CPU seconds are Python's and the bridge's together: on a loaded machine compare those, not wall.
"""

import argparse
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))

from protest_rules import Bridge  # noqa: E402
from protest_rules.openspiel import load_game  # noqa: E402


class ReplayState:
    """A state that can only be copied by replaying its history on a new game (the old way)."""

    def __init__(self, game, seed, history=()):
        self.game, self.seed = game, seed
        self.remote = game.bridge.new(game.game_id, game.config, seed)
        self.history = []
        for a in history:
            self.apply_action(a)

    def clone(self):
        return ReplayState(self.game, self.seed, self.history)

    def apply_action(self, a):
        self.remote.step(a)
        self.history.append(a)

    def __del__(self):
        self.game.bridge.discard(self.remote.handle)

    def is_terminal(self):
        return self.remote.terminal

    def is_chance_node(self):
        return self.remote.to_move == "chance"

    def current_player(self):
        return self.game.players.index(self.remote.to_move)

    def legal_actions(self):
        return self.remote.legal_codes().tolist()

    def chance_outcomes(self):
        return self.remote.chance_outcomes()

    def returns(self):
        result = self.remote.result()
        return [1.0 if p in result["winners"] else -1.0 for p in self.game.players]


def stepped_rollout(state, rng):
    """A random playout stepped over the bridge, one request per decision."""
    s = state.clone()
    while not s.is_terminal():
        if s.is_chance_node():
            codes, probs = zip(*s.chance_outcomes())
            s.apply_action(rng.choices(codes, probs)[0])
        else:
            s.apply_action(rng.choice(s.legal_actions()))
    return s.returns()


class Node:
    __slots__ = ("n", "w", "children")

    def __init__(self, players):
        self.n = 0
        self.w = [0.0] * players
        self.children = None


def uct_decision(root, simulations, evaluate, players, rng, c=2.0):
    top = Node(players)
    for _ in range(simulations):
        state, node, path = root.clone(), top, [top]
        while node.children is not None and not state.is_terminal():
            if state.is_chance_node():
                codes, probs = zip(*state.chance_outcomes())
                action = rng.choices(codes, probs)[0]
            else:
                me = state.current_player()
                legal = state.legal_actions()
                fresh = [a for a in legal if a not in node.children]
                if fresh:
                    action = rng.choice(fresh)
                else:
                    log_n = math.log(node.n)
                    action = max(legal, key=lambda a: node.children[a].w[me] / node.children[a].n + c * math.sqrt(log_n / node.children[a].n))
            state.apply_action(action)
            node = node.children.setdefault(action, Node(players))
            path.append(node)
        if state.is_terminal():
            value = state.returns()
        else:
            node.children = {}
            value = evaluate(state)
        for visited in path:
            visited.n += 1
            visited.w = [w + v for w, v in zip(visited.w, value)]
    return max(top.children.items(), key=lambda kv: kv[1].n)[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="free-at-last")
    parser.add_argument("--ply", type=int, default=150, help="decisions played (chance included) before the search")
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cli")
    parser.add_argument("--depth", type=int, default=30, help="decisions before a cut rollout is evaluated")
    parser.add_argument("--skip-old", action="store_true", help="time only the new way")
    parser.add_argument("--repeat", type=int, default=3, help="timed decisions of each new variant (the median is printed)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with Bridge(args.cli) as bridge:
        game = load_game(args.game, bridge=bridge)
        state = game.new_initial_state(args.seed)
        for _ in range(args.ply):
            if state.is_chance_node():
                codes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(codes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        while state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        n = game.num_players()
        variants = [
            (f"clone + in-bridge rollouts cut at {args.depth} decisions, the game's evaluation", state, lambda s: s.rollout(rng.randrange(2**31), 1, args.depth)),
            ("clone + in-bridge rollouts (new)", state, lambda s: s.rollout(rng.randrange(2**31))),
        ]
        variants.append(("clone + stepped rollouts", state, lambda s: stepped_rollout(s, rng)))
        if not args.skip_old:
            variants.append(("replay + stepped rollouts (old)", ReplayState(game, args.seed, state.history), lambda s: stepped_rollout(s, rng)))
        medians = {}
        for name, root, evaluate in variants:
            stepped = "stepped" in name
            cpu, node = time.process_time(), bridge.cpu_seconds()
            uct_decision(root, 5 if stepped else args.simulations, evaluate, n, rng)  # warm up
            if not stepped:
                cold = time.process_time() - cpu + bridge.cpu_seconds() - node
                print(f"{args.game}, {name}: the untimed first decision (JIT warm-up) took {cold:.2f} CPU-s", flush=True)
            runs = []
            for _ in range(1 if stepped else args.repeat):
                start, cpu, node = time.perf_counter(), time.process_time(), bridge.cpu_seconds()
                action = uct_decision(root, args.simulations, evaluate, n, rng)
                wall, cpu, node = time.perf_counter() - start, time.process_time() - cpu, bridge.cpu_seconds() - node
                runs.append(cpu + node)
                print(f"{args.game} after {len(state.history)} decisions, {args.simulations} simulations, {name}: "
                      f"{wall:.2f} s wall, {cpu + node:.2f} CPU-s (Python {cpu:.2f}, bridge {node:.2f}), chose {action}", flush=True)
            medians[name] = sorted(runs)[(len(runs) - 1) // 2]
        old = medians.get("replay + stepped rollouts (old)")
        for name, median in medians.items():
            against = f", {100 * median / old:.1f} % of the old way" if old else ""
            print(f"median of {name}: {median:.2f} CPU-s{against}", flush=True)
        # The floor of full random rollouts: the same number of them from the root, without a tree.
        start, cpu, node = time.perf_counter(), time.process_time(), bridge.cpu_seconds()
        for _ in range(args.simulations):
            state.rollout(rng.randrange(2**31))
        wall, cpu, node = time.perf_counter() - start, time.process_time() - cpu, bridge.cpu_seconds() - node
        print(f"{args.game} after {len(state.history)} decisions, {args.simulations} in-bridge rollouts from the root alone (no tree): "
              f"{wall:.2f} s wall, {cpu + node:.2f} CPU-s (Python {cpu:.2f}, bridge {node:.2f})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
