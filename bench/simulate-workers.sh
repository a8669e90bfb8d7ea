#!/usr/bin/env bash
# simulate on 1 worker, as two independent 1-worker processes side by side (`--shard 1/2` and `2/2`),
# and on 2 workers, over the same seeds, `rounds` times in turn: each run's wall and CPU seconds
# (user + system of the whole process tree: the pool's children are reaped before the parent exits),
# the CPU per game against 1 worker, and whether the rows are byte-identical. The pair shows what
# the machine charges any two processes at once, without the pool.
# Run after `npm run build`; on a loaded machine compare the CPU columns, not the wall clock:
#   bash bench/simulate-workers.sh [game] [games] [rounds]      (CLI=path/to/main.js to time another build)
# NODE_FLAGS='--single-threaded' (say) runs every process with those Node/V8 flags; the pool's
# children inherit them (child_process.fork passes the parent's execArgv).
set -euo pipefail
game=${1:-free-at-last}
games=${2:-1000}
rounds=${3:-1}
cli=${CLI:-dist/cli/main.js}
read -r -a flags <<<"${NODE_FLAGS:-}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for r in $(seq "$rounds"); do
  for w in 1 2; do
    echo "$r $w $(cut -d' ' -f1 /proc/loadavg)" >"$dir/load.$r.$w"
    /usr/bin/time -f "%e %U %S" -o "$dir/time.$r.$w" node "${flags[@]}" "$cli" simulate "$game" --games "$games" --workers "$w" --no-duration --jsonl "$dir/rows.$r.$w.jsonl" --json >/dev/null
    if [ "$w" = 1 ]; then
      for k in 1 2; do
        /usr/bin/time -f "%e %U %S" -o "$dir/time.$r.pair$k" node "${flags[@]}" "$cli" simulate "$game" --games "$games" --shard "$k/2" --workers 1 --no-duration --jsonl "$dir/rows.$r.pair$k.jsonl" --json >/dev/null &
      done
      wait
    fi
  done
done
node -e '
  const fs = require("fs");
  const [dir, game, games, rounds, flags] = process.argv.slice(1);
  const t = (r, w) => fs.readFileSync(`${dir}/time.${r}.${w}`, "utf8").trim().split(" ").map(Number);
  const load = (r, w) => Number(fs.readFileSync(`${dir}/load.${r}.${w}`, "utf8").split(" ")[2]);
  const rows = (r, w) => fs.readFileSync(`${dir}/rows.${r}.${w}.jsonl`, "utf8");
  const pair = (r) => { const [a, b] = [t(r, "pair1"), t(r, "pair2")]; return [Math.max(a[0], b[0]), a[1] + b[1], a[2] + b[2]]; };
  const ratios = [], pairs = [];
  for (let r = 1; r <= Number(rounds); r++) {
    const [one, two] = [t(r, 1), t(r, 2)];
    const cpu = (x) => +(x[1] + x[2]).toFixed(2);
    ratios.push(cpu(two) / cpu(one));
    pairs.push(cpu(pair(r)) / cpu(one));
    console.log(JSON.stringify({
      game, games: Number(games), round: r, flags,
      workers1: { wallSeconds: one[0], cpuSeconds: cpu(one), load: load(r, 1) },
      twoProcesses: { wallSeconds: pair(r)[0], cpuSeconds: cpu(pair(r)) },
      workers2: { wallSeconds: two[0], cpuSeconds: cpu(two), load: load(r, 2) },
      cpuPerGame2Against1: +(cpu(two) / cpu(one)).toFixed(2),
      cpuPerGameTwoProcessesAgainst1: +(cpu(pair(r)) / cpu(one)).toFixed(2),
      rowsIdentical: rows(r, 1) === rows(r, 2) && rows(r, 1) === rows(1, 1) && rows(r, 1) === rows(r, "pair1") + rows(r, "pair2"),
    }));
  }
  const median = (xs) => +xs.sort((a, b) => a - b)[(xs.length - 1) >> 1].toFixed(2);
  console.log(JSON.stringify({ medianCpuPerGame2Against1: median(ratios), medianCpuPerGameTwoProcessesAgainst1: median(pairs), rounds: ratios.length }));
' "$dir" "$game" "$games" "$rounds" "${NODE_FLAGS:-}"
