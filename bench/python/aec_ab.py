"""The PettingZoo env of two checkouts (each its python/ package and dist/ build), alternated.

    .venv/bin/python bench/python/aec_ab.py /path/to/old/checkout .

Each round plays 2 000 untimed then 4 000 timed AEC steps of Free at Last (random legal actions)
in a fresh process per checkout, and prints steps/s and the CPU per step of Python and the bridge.
"""

import subprocess
import sys

CODE = r'''
import sys, time, json, numpy as np
sys.path.insert(0, sys.argv[1] + "/python")
from protest_rules import Bridge
from protest_rules.pettingzoo import env
b = Bridge(["node", sys.argv[1] + "/dist/cli/main.js", "serve", "--stdio"])
e = env("free-at-last", bridge=b)
rng = np.random.default_rng(0)
def play(n):
    steps, seed = 0, 1
    while steps < n:
        e.reset(seed=seed); seed += 1
        for agent in e.agent_iter():
            obs, _, t, tr, _ = e.last()
            legal = np.flatnonzero(obs["action_mask"].view(bool))  # a bool view: nonzero on int8 is ~20x slower
            e.step(None if t or tr else int(legal[rng.integers(len(legal))]))
            steps += 1
            if steps >= n: break
play(2000)
w, c, n = time.perf_counter(), time.process_time(), b.cpu_seconds()
play(4000)
w, c, n = time.perf_counter() - w, time.process_time() - c, b.cpu_seconds() - n
print(json.dumps({"steps/s": round(4000 / w), "python us/step": round(c / 4000 * 1e6), "bridge us/step": round(n / 4000 * 1e6)}))
e.close(); b.close()
'''
for k in range(3):
    for name, root in ((sys.argv[1], sys.argv[1]), (sys.argv[2], sys.argv[2])):
        out = subprocess.run([sys.executable, "-c", CODE, root], capture_output=True, text=True)
        print(k + 1, name, out.stdout.strip() or out.stderr[-500:], flush=True)
