// Two builds in one process, game by game in turn (same seeds, same moment, same machine load):
// decisions and games per CPU-second of trusted random playouts of each, and the ratio.
//   node --single-threaded bench/cpu-ab.mjs <dist A> <dist B> [game] [cpuSeconds]
// On a loaded machine two runs one after the other can differ by 30% for the same build; here
// both builds see the same load, so their ratio is steadier than two runs of cpu-playouts.mjs.
import { pathToFileURL } from 'node:url';
const [distA, distB, id = 'free-at-last', secs = '20'] = process.argv.slice(2);
const builds = [await import(pathToFileURL(`${distA}/index.js`).href), await import(pathToFileURL(`${distB}/index.js`).href)];
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const play = (b, seed) => b.playout(b.games[id], { seed, trusted: true }).actions.length;
for (let seed = 1000; seed < 1010; seed++) for (const b of builds) play(b, seed); // warm-up
const time = [0, 0], decisions = [0, 0], skipped = [];
let games = 0;
for (let seed = 1, t0 = cpu(); cpu() - t0 < Number(secs); seed++) {
  const t = [0, 0], d = [0, 0];
  try {
    for (const k of seed % 2 ? [0, 1] : [1, 0]) {
      const c = cpu();
      d[k] = play(builds[k], seed);
      t[k] = cpu() - c;
    }
  } catch {
    skipped.push(seed); // a game one build cannot finish (an old build's bug) counts for neither
    continue;
  }
  for (const k of [0, 1]) (time[k] += t[k]), (decisions[k] += d[k]);
  games++;
}
const row = (k, dist) => ({ dist, game: id, games, decisions: decisions[k], cpuSeconds: +time[k].toFixed(2), decisionsPerCpuSecond: Math.round(decisions[k] / time[k]), gamesPerCpuSecond: +(games / time[k]).toFixed(1) });
console.log(JSON.stringify(row(0, distA)));
console.log(JSON.stringify({ ...row(1, distB), speedupDecisions: +((decisions[1] / time[1]) / (decisions[0] / time[0])).toFixed(2), speedupGames: +(time[0] / time[1]).toFixed(2), skippedSeeds: skipped }));
