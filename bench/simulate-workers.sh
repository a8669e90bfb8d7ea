#!/usr/bin/env bash
# simulate on 1 and then 2 workers over the same seeds: games/s of each, their ratio, CPU seconds,
# and whether the rows are byte-identical. Run after `npm run build`, on a quiet machine:
#   bash bench/simulate-workers.sh [game] [games]
set -euo pipefail
game=${1:-free-at-last}
games=${2:-1000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for w in 1 2; do
  echo "load before --workers $w: $(cut -d' ' -f1-3 /proc/loadavg)"
  /usr/bin/time -f "%e %U %S" -o "$dir/time.$w" node dist/cli/main.js simulate "$game" --games "$games" --workers "$w" --no-duration --jsonl "$dir/rows.$w.jsonl" --json >"$dir/summary.$w.json"
done
node -e '
  const fs = require("fs");
  const [dir, game, games] = process.argv.slice(1);
  const s = (w) => JSON.parse(fs.readFileSync(`${dir}/summary.${w}.json`, "utf8"));
  const t = (w) => fs.readFileSync(`${dir}/time.${w}`, "utf8").trim().split(" ").map(Number);
  const same = fs.readFileSync(`${dir}/rows.1.jsonl`, "utf8") === fs.readFileSync(`${dir}/rows.2.jsonl`, "utf8");
  const [one, two] = [s(1), s(2)];
  console.log(JSON.stringify({
    game, games: Number(games),
    workers1: { gamesPerSecond: one.gamesPerSecond, wallSeconds: t(1)[0], cpuSeconds: +(t(1)[1] + t(1)[2]).toFixed(2) },
    workers2: { gamesPerSecond: two.gamesPerSecond, wallSeconds: t(2)[0], cpuSeconds: +(t(2)[1] + t(2)[2]).toFixed(2) },
    speedup: +(two.gamesPerSecond / one.gamesPerSecond).toFixed(2),
    rowsIdentical: same,
  }));
' "$dir" "$game" "$games"
