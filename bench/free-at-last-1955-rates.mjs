// The rates behind Free At Last (1955–65)'s evaluation (src/games/free-at-last-1955/bots/evaluate.ts),
// from games with the heuristic on both sides, read at the start of every year: Freedom Track steps
// still to come by years left, each Freedom Event's chance to be won by its state then, Non-violence
// Abandoned by the track's level, and eliminations (5.3) by states without B units.
//   node bench/free-at-last-1955-rates.mjs [dist=dist] [games=300]
import { pathToFileURL } from 'node:url';
const [dist = 'dist', n = '300'] = process.argv.slice(2);
const { games, heuristics, playout } = await import(pathToFileURL(`${dist}/index.js`).href);
const { freedomEvents, cities, statesWithoutB } = await import(pathToFileURL(`${dist}/free-at-last-1955/index.js`).href);
const game = games['free-at-last-1955'];
const status = (s, f) =>
  s.freedomEvents[f.id] ??
  (f.cards.some((c) => !s.removed.includes(c)) && cities.some((c) => (f.cities.includes(c.name) || f.states.includes(c.state)) && !s.cities[c.name].m[f.goal]) ? 'possible' : 'lost');
const tally = (table, key, hit) => ((table[key] ??= [0, 0]), (table[key][0] += hit), table[key][1]++);
const gains = {}, events = {}, nonviolence = {}, eliminated = {};
for (let seed = 1; seed <= Number(n); seed++) {
  const starts = [];
  const { state: end, result } = playout(game, {
    seed,
    trusted: true,
    bots: { civilRights: heuristics['free-at-last-1955'](seed), segregationist: heuristics['free-at-last-1955'](seed + 1000) },
    onStep: ({ state }) => void (state.outcome == null && state.year !== starts.at(-1)?.year && starts.push(state)),
  });
  for (const s of starts) {
    const left = 1965 - s.year + 1;
    if (!['nonviolence-abandoned', 'movement-eliminated'].includes(result.code ?? end.outcome?.code)) (gains[left] ??= []).push(end.freedom - s.freedom);
    for (const f of freedomEvents) {
      const st = status(s, f);
      if (st === 'open' || st === 'possible') tally(events, `${st} ${s.year}`, end.freedomEvents[f.id] === 'won' ? 1 : 0);
    }
    tally(nonviolence, `${s.nonviolence} ${left > 6 ? 'before 1960' : 'from 1960'}`, end.outcome?.code === 'nonviolence-abandoned' ? 1 : 0);
    tally(eliminated, `${s.year} ${statesWithoutB(s).length}`, end.outcome?.code === 'movement-eliminated' ? 1 : 0);
  }
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const [left, xs] of Object.entries(gains)) console.log(`years left ${left}: Freedom Track gain ${mean(xs).toFixed(1)}, spread ${Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2))).toFixed(2)} (${xs.length})`);
const show = (label, table) => console.log(label, Object.entries(table).sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true })).map(([k, [h, t]]) => `${k}: ${(h / t).toFixed(2)} of ${t}`).join('; '));
show('event won by the end, by its state at a year start:', events);
show('Non-violence Abandoned, by the track at a year start:', nonviolence);
show('movement eliminated, by year and states without B:', eliminated);
