// ISMCTS of two builds in one process (same seeds, same moment, same machine load): iterations per
// CPU-second of the CLI's search bot (50-iteration searches, the game's heuristic rolling out, cut off
// after 20 decisions for its evaluation, as `npm run bench` times it) at the decisions of seeded
// random games, and the ratio.
//   node --single-threaded bench/ismcts-ab.mjs <dist A> <dist B> [game] [cpuSeconds] [same|own]
// `same` (the default): both builds search the same positions (each build's own states of the same
// seeded game) with the same seeds, so their choices must agree: a different choice is counted
// (`differentChoices`) and means the search itself changed. The builds must play the same game.
// `own`: each build searches its own positions of the same seeded games (every fifth decision with
// a choice), with the same search seeds: for builds whose play differs (Free at Last since its
// version 8 against 012edc5), where the positions, and so the choices, are not the same. The rates
// are then of different positions; the output says so (`positions: "own"`).
import { pathToFileURL } from 'node:url';
const [distA, distB, id = 'free-at-last', secs = '20', mode = 'same'] = process.argv.slice(2);
if (mode !== 'same' && mode !== 'own') throw new Error(`mode is 'same' or 'own', not '${mode}'`);
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
const time = [0, 0], searches = [0, 0];
let different = 0;
for (let seed = 1, t0 = cpu(); cpu() - t0 < Number(secs); seed++) {
  const ps = builds.map((b) => positions(b, seed));
  if (mode === 'same' && ps[0].length !== ps[1].length) {
    throw new Error(`the builds play seed ${seed} differently (${ps[0].length} and ${ps[1].length} positions): run with 'own'`);
  }
  for (let i = 0; i < Math.max(ps[0].length, ps[1].length) && cpu() - t0 < Number(secs); i += 5) {
    const choice = [];
    for (const k of (seed + i) % 2 ? [0, 1] : [1, 0]) {
      if (i >= ps[k].length) continue;
      const c = cpu();
      choice[k] = search(builds[k], seed * 1000 + i, ps[k][i]);
      time[k] += cpu() - c;
      searches[k]++;
    }
    if (mode === 'same' && choice[0] !== choice[1]) different++;
  }
}
const rate = (k) => (searches[k] * ITERATIONS) / time[k];
const row = (k, dist) => ({ dist, game: id, positions: mode, searches: searches[k], iterations: searches[k] * ITERATIONS, cpuSeconds: +time[k].toFixed(2), iterationsPerCpuSecond: Math.round(rate(k)) });
console.log(JSON.stringify(row(0, distA)));
console.log(JSON.stringify({ ...row(1, distB), speedup: +(rate(1) / rate(0)).toFixed(2), ...(mode === 'same' ? { differentChoices: different } : {}) }));
