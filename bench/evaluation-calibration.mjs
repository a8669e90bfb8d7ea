// How well a game's evaluation (`evaluators[game]`) foretells the winner: games with the heuristic on
// every seat, the evaluation for the first seat at every 10th decision's state, grouped by tenths of the game;
// for each tenth the seat's actual win share, the evaluation's mean and its Brier score (lower is
// better). Given two builds, both evaluations are read on the same positions (docs/bots.md).
//   node bench/evaluation-calibration.mjs <game> <from seed> <to seed> <dist> [<other dist>]
import { pathToFileURL } from 'node:url';
const [id, from, to, ...dists] = process.argv.slice(2);
const builds = await Promise.all(dists.map((d) => import(pathToFileURL(`${d}/index.js`).href)));
const { games, heuristics, playout, winShare } = builds[0];
const game = games[id];
const seats = game.players({});
const rows = Array.from({ length: 10 }, () => ({ n: 0, won: 0, mean: builds.map(() => 0), brier: builds.map(() => 0) }));
for (let seed = Number(from); seed <= Number(to); seed++) {
  const positions = [];
  const bots = Object.fromEntries(seats.map((seat, j) => [seat, heuristics[id](seed * 31 + j + 1)]));
  const p = playout(game, { seed, trusted: true, bots, onStep: ({ state, player }) => void (player !== 'chance' && positions.push(state)) });
  const first = seats[0];
  const won = winShare(p.result, first);
  positions.forEach((s, i) => {
    if (i % 10 !== 0) return;
    const r = rows[Math.min(9, Math.floor((10 * i) / positions.length))];
    r.n++, (r.won += won);
    builds.forEach((b, k) => {
      const e = b.evaluators[id](s, first);
      (r.mean[k] += e), (r.brier[k] += (e - won) ** 2);
    });
  });
}
rows.forEach((r, i) => console.log(`tenth ${i + 1}: positions ${r.n}, win share ${(r.won / r.n).toFixed(2)}; ` + r.mean.map((m, k) => `build ${k + 1} mean ${(m / r.n).toFixed(2)} Brier ${(r.brier[k] / r.n).toFixed(3)}`).join('; ')));
