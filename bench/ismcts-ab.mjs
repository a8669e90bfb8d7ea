// ISMCTS of two builds in one process (same positions, same seeds, same moment, same machine load):
// iterations per CPU-second of the CLI's search bot (50-iteration searches, the game's heuristic
// rolling out, cut off after 20 decisions for its evaluation, as `npm run bench` times it) at the
// decisions of seeded random games, and the ratio.
//   node --single-threaded bench/ismcts-ab.mjs <dist A> <dist B> [game] [cpuSeconds]
// Both builds search the same positions with the same seeds, so their choices must agree: a
// different choice is counted (`differentChoices`) and means the search itself changed.
import { pathToFileURL } from 'node:url';
const [distA, distB, id = 'free-at-last', secs = '20'] = process.argv.slice(2);
const builds = [await import(pathToFileURL(`${distA}/index.js`).href), await import(pathToFileURL(`${distB}/index.js`).href)];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const ITERATIONS = 50;
const bot = (b, seed) => {
  const h = b.heuristics[id], evaluate = b.evaluators[id];
  return b.ismcts({ game: b.games[id], iterations: ITERATIONS, seed, ...(h && { rollout: h(seed ^ 0x2545f491) }), ...(evaluate && { evaluate, rolloutDepth: 20 }) });
};
/** The decisions with a choice of a seeded random game, as each build's own states. */
function positions(b, seed) {
  const g = b.games[id];
  const out = [];
  b.playout(g, { seed, trusted: true, onStep: ({ state }) => {
    const player = g.toMove(state);
    if (player === null || player === 'chance') return;
    const legal = g.legalActions(state);
    if (legal.length >= 2) out.push({ player, legal, state });
  } });
  return out;
}
const search = (b, seed, p) => JSON.stringify(bot(b, seed).choose({ player: p.player, view: null, legal: p.legal, state: p.state }));
// warm-up
for (let seed = 1000; seed < 1002; seed++) for (const b of builds) for (const p of positions(b, seed).slice(0, 20)) search(b, seed, p);
const time = [0, 0];
let searches = 0, different = 0;
for (let seed = 1, t0 = cpu(); cpu() - t0 < Number(secs); seed++) {
  const ps = builds.map((b) => positions(b, seed));
  for (let i = 0; i < ps[0].length && cpu() - t0 < Number(secs); i += 5) {
    const choice = [];
    for (const k of (seed + i) % 2 ? [0, 1] : [1, 0]) {
      const c = cpu();
      choice[k] = search(builds[k], seed * 1000 + i, ps[k][i]);
      time[k] += cpu() - c;
    }
    if (choice[0] !== choice[1]) different++;
    searches++;
  }
}
const row = (k, dist) => ({ dist, game: id, searches, iterations: searches * ITERATIONS, cpuSeconds: +time[k].toFixed(2), iterationsPerCpuSecond: Math.round((searches * ITERATIONS) / time[k]) });
console.log(JSON.stringify(row(0, distA)));
console.log(JSON.stringify({ ...row(1, distB), speedup: +(time[0] / time[1]).toFixed(2), differentChoices: different }));
