// Decisions per CPU-second of trusted random playouts of one game, for comparing two builds on a
// loaded machine (CPU time, not wall clock): node --single-threaded bench/cpu-playouts.mjs <dist> [game] [cpuSeconds]
import { pathToFileURL } from 'node:url';
const [dist, id = 'free-at-last', secs = '20'] = process.argv.slice(2);
const { games, playout } = await import(pathToFileURL(`${dist}/index.js`).href);
const game = games[id];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const t0 = cpu();
let decisions = 0, n = 0;
for (let seed = 1; cpu() - t0 < Number(secs); seed++, n++) decisions += playout(game, { seed, trusted: true }).actions.length;
const t = cpu() - t0;
console.log(JSON.stringify({ dist, game: id, games: n, decisions, cpuSeconds: +t.toFixed(2), decisionsPerCpuSecond: Math.round(decisions / t) }));
