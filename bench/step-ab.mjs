// The bridge's `step` answer (docs/protocol.md: what a PettingZoo env step asks for) of two builds in
// one process, game by game in turn (same seeds, same moment, same machine load): steps per
// CPU-second and the ratio. A step is what `research-ops.ts` does for `{ code, codes: true,
// observe: true }` without the pipe and JSON: the trusted apply, the status (who decides, the legal
// list), the legal codes sorted, and the observation of the seat to move (into one buffer where the
// build has `observeInto`, as the bridge then writes it).
//   node --single-threaded bench/step-ab.mjs <dist A> <dist B> [game] [cpuSeconds]
// Both builds play the same random games: a step whose codes or observation differ between them
// is counted (`differentSteps`) and means play or the encoding changed.
import { pathToFileURL } from 'node:url';
const [distA, distB, id = 'free-at-last', secs = '20'] = process.argv.slice(2);
const builds = [await import(pathToFileURL(`${distA}/index.js`).href), await import(pathToFileURL(`${distB}/index.js`).href)];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const MAX_STEPS = 5000;

/** A seeded game of `b`: its step count and (with `check`) a fingerprint of every step's codes and observation. */
function play(b, seed, check) {
  const g = b.games[id];
  let rng = seed >>> 0 || 1;
  const next = () => ((rng = (Math.imul(rng, 1103515245) + 12345) >>> 0) >>> 8) / 0x1000000;
  let state = g.setup({}, seed);
  let legal = g.legalActions(state);
  let codes = legal.map((a) => g.encode(state, a));
  const prints = [];
  const buffer = new Float32Array(g.observationLayout(state).size);
  let steps = 0;
  while (steps < MAX_STEPS) {
    const sorted = [...codes].sort((x, y) => x - y);
    const code = sorted[Math.floor(next() * sorted.length)];
    state = g.apply(state, legal[codes.indexOf(code)], { validate: false });
    steps++;
    const toMove = g.toMove(state);
    legal = g.legalActions(state);
    codes = legal.map((a) => g.encode(state, a));
    if (toMove === null) break;
    const seat = toMove === 'chance' ? null : toMove;
    // as the bridge observes: into its buffer when the build has observeInto
    const observation = g.observeInto ? (g.observeInto(state, seat, buffer, 0), buffer) : g.observe(state, seat);
    if (!check) continue;
    let h = 0;
    for (let i = 0; i < observation.length; i++) h = (Math.imul(h, 31) + (observation[i] * 1000) | 0) | 0;
    prints.push(h ^ codes.length);
  }
  return { steps, prints };
}

for (let seed = 1000; seed < 1005; seed++) for (const b of builds) play(b, seed); // warm-up
const time = [0, 0], steps = [0, 0];
let games = 0, different = 0;
for (let seed = 1; time[0] + time[1] < 2 * Number(secs); seed++) {
  const r = [];
  for (const k of seed % 2 ? [0, 1] : [1, 0]) {
    const c = cpu();
    steps[k] += play(builds[k], seed, false).steps;
    time[k] += cpu() - c;
  }
  for (const k of [0, 1]) r[k] = play(builds[k], seed, true); // untimed: the fingerprints
  for (let i = 0; i < Math.max(r[0].prints.length, r[1].prints.length); i++) if (r[0].prints[i] !== r[1].prints[i]) different++;
  games++;
}
const row = (k, dist) => ({ dist, game: id, games, steps: steps[k], cpuSeconds: +time[k].toFixed(2), stepsPerCpuSecond: Math.round(steps[k] / time[k]), microsecondsPerStep: +((time[k] / steps[k]) * 1e6).toFixed(1) });
console.log(JSON.stringify(row(0, distA)));
console.log(JSON.stringify({ ...row(1, distB), speedup: +((steps[1] / time[1]) / (steps[0] / time[0])).toFixed(2), differentSteps: different }));
