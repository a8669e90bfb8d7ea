import { pathToFileURL } from 'node:url';
const b = await import(pathToFileURL(`${process.argv[2]}/index.js`).href);
let n = 0;
for (let seed = 1; seed <= Number(process.argv[3] ?? 60); seed++) n += b.playout(b.games['free-at-last'], { seed, trusted: true }).actions.length;
console.log(n);
