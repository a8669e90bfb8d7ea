// Heap retained per kept state: 10,000 states of trusted playouts kept (as a history or a search tree
// keeps them), seven times with other seeds, the median in bytes. Steadier than one reading of
// `npm run bench`'s retainedHeapBytes10k, for comparing builds (docs/performance.md):
//   node --expose-gc bench/heap-per-state.mjs <dist> [game]
import { pathToFileURL } from 'node:url';
const [dist, id = 'chicago-68'] = process.argv.slice(2);
if (typeof gc !== 'function') throw new Error('run with node --expose-gc');
const { games, playout } = await import(pathToFileURL(`${dist}/index.js`).href);
const game = games[id];
const perState = [];
for (let run = 0; run < 7; run++) {
  const states = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let seed = 1 + run * 1000; states.length < 10_000; seed++) {
    playout(game, { seed, trusted: true, maxSteps: 10_000 - states.length, onStep: ({ state }) => states.push(state) });
  }
  gc();
  perState.push(Math.round((process.memoryUsage().heapUsed - before) / states.length));
}
perState.sort((a, b) => a - b);
console.log(JSON.stringify({ dist, game: id, bytesPerState: perState, median: perState[3] }));
