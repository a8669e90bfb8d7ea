// Two builds stepped side by side over seeded random games of every game's configs (Free at Last 17,
// Chicago '68 14, Free At Last (1955–65) 2), to show that a refactor leaves play byte-identical
// (docs/performance.md):
//   node bench/compare-builds.mjs <dist A> <dist B> [gamesPerConfig=30] [plain|stack] [game[:configIndex]]
// The last argument runs one game (`chicago-68`) or one config of it (`chicago-68:3`); a bare number
// is a config of Free at Last, as before the other games were added.
// Per step it compares who is to move, the legal list (order kept), their encodings, the chance
// outcomes, the events and their text, the prompt, every seat's view and the spectator's and their
// observation vectors, the describe of each legal action, and the state without `tasks` (with it in
// mode `stack`); then a
// trusted `playout` of the same seed in each build (its actions and final state). It prints the
// first divergent step of each game and ends with `{ games, playouts, steps, divergent }`.
// In mode `plain` a view's running resolution (Free at Last) is compared without the fields that only
// named how the resolution of 012edc5 kept its own machinery (its continuations `next`/`after`, its
// dice queue and re-roll batch, its Supreme Court cases): since issue 33 those are tasks on the stack,
// which `plain` leaves out of the state too. Everything the resolution holds for its steps is compared.
// Free at Last's state field `phase` is left out too: the phase of the Turn is on the stack since
// issue 33 (the phases to come are tasks), and every view's `phase`, read from it, is compared. So
// are its state records `flow` and `resolution`, which the flow task and the resolution's record task
// held before (issue 33 item 2): every view's `round` and `resolution`, read from them, are compared.
import { pathToFileURL } from 'node:url';
const [distA, distB, perConfig = '30', mode = 'plain', only = ''] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: node bench/compare-builds.mjs <dist A> <dist B> [gamesPerConfig] [plain|stack] [game[:configIndex]]');
const libA = await import(pathToFileURL(`${distA}/index.js`).href);
const libB = await import(pathToFileURL(`${distB}/index.js`).href);
const freeAtLast = [
  { players: 2 }, { players: 3 }, { players: 4 },
  { players: 2, advanced: true }, { players: 3, advanced: true }, { players: 4, advanced: true },
  { variant: 'solitaire' }, { variant: 'solitaire', advanced: true },
  { variant: 'team' }, { variant: 'team', advanced: true, historical: true, difficulty: 'willie-mays' },
  { variant: 'coop' }, { variant: 'coop', advanced: true },
  { variant: 'historical', players: 3 }, { players: 2, difficulty: 'roberto-clemente' }, { players: 3, difficulty: 'jackie-robinson' },
  { players: 4, chance: 'manual' }, { variant: 'solitaire', chance: 'manual', advanced: true },
];
const allIncendiary = { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true };
const chicago = [
  { players: 2 }, { players: 3 }, { players: 3, split: 'establishment' }, { players: 4 },
  { players: 2, variableTurnOrder: true }, { players: 4, variableTurnOrder: true, incendiary: allIncendiary },
  { players: 2, firstGame: true }, { players: 3, incendiary: { pigasus: true, daleyDozer: true } },
  { mode: 'solo' }, { mode: 'solo', firstGame: true, incendiary: allIncendiary },
  { mode: 'coop' }, { mode: 'coop', variableTurnOrder: true, incendiary: allIncendiary },
  { players: 2, chance: 'manual' }, { mode: 'coop', chance: 'manual' },
];
const y1955 = [{}, { chance: 'manual' }];
const suites = [['free-at-last', freeAtLast], ['chicago-68', chicago], ['free-at-last-1955', y1955]];
const [onlyGame, onlyConfig] = /^\d+$/.test(only) ? ['free-at-last', only] : only.split(':');
const stateOf = (g, s) => {
  if (mode === 'stack') return s;
  const { tasks: _tasks, ...rest } = s;
  // Free at Last's phase is read from the stack since issue 33 (the view's `phase` is compared)
  if (g.id === 'free-at-last') {
    delete rest.phase;
    delete rest.flow;
    delete rest.resolution;
  }
  return rest;
};
// every seat's view: Free at Last's organizations (as before the other games were added), else the seats
const seatsOf = (g, s) => (g.id === 'free-at-last' ? Object.keys(s.orgs ?? {}) : g.seatsOf?.(s) ?? []);
const machinery = ['next', 'after', 'queue', 'batch', 'rerolls', 'cases'];
const viewOf = (g, s, p) => {
  const v = g.view(s, p);
  if (mode === 'stack' || !v.resolution) return v;
  const resolution = { ...v.resolution };
  for (const k of machinery) delete resolution[k];
  return { ...v, resolution };
};
function snap(g, s, events) {
  const legal = g.legalActions(s);
  return {
    toMove: g.toMove(s), legal, events, prompt: g.prompt(s), result: g.result(s),
    chance: g.toMove(s) === 'chance' ? g.chanceOutcomes(s) : [],
    enc: g.encode ? legal.map((a) => g.encode(s, a)) : [],
    describe: legal.map((a) => g.describe(s, a)),
    eventText: (events ?? []).map((e) => g.describeEvent(e)),
    views: [null, ...seatsOf(g, s)].map((p) => viewOf(g, s, p)),
    observations: g.observe ? [null, ...seatsOf(g, s)].map((p) => Array.from(g.observe(s, p)).join(',')) : [],
    state: stateOf(g, s),
  };
}
// the choices' own generator, so that both builds take the same choice at each step
let rnd = 1;
const next = () => (rnd = (rnd * 1103515245 + 12345) % 2147483648);
let games = 0, steps = 0, divergent = 0, playouts = 0;
// A trusted playout of each build (the path of simulations, bots and benchmarks): the same actions
// and the same final state (as the steps compare it: in mode `plain` without its task stack).
function comparePlayouts(id, gA, gB, config, seed) {
  const pa = libA.playout(gA, { config, seed, trusted: true }), pb = libB.playout(gB, { config, seed, trusted: true });
  playouts++;
  const x = JSON.stringify([pa.actions, stateOf(gA, pa.state), pa.result]), y = JSON.stringify([pb.actions, stateOf(gB, pb.state), pb.result]);
  if (x === y) return;
  divergent++;
  const at = pa.actions.findIndex((a, i) => JSON.stringify(a) !== JSON.stringify(pb.actions[i]));
  console.log(JSON.stringify({ game: id, config, seed, playout: true, firstDifferentAction: at }));
}
for (const [id, configs] of suites) {
  if (onlyGame && onlyGame !== id) continue;
  const gA = libA.games[id], gB = libB.games[id];
  for (const [ci, config] of configs.entries()) {
    if (onlyConfig !== undefined && String(ci) !== onlyConfig) continue;
    for (let seed = 1; seed <= Number(perConfig); seed++) {
      const a = gA.start(config, seed), b = gB.start(config, seed);
      let sa = a.state, sb = b.state, ea = a.events, eb = b.events;
      rnd = seed * 7919 + ci;
      for (let i = 0; i < 6000; i++) {
        const x = JSON.stringify(snap(gA, sa, ea)), y = JSON.stringify(snap(gB, sb, eb));
        steps++;
        if (x !== y) {
          divergent++;
          const px = JSON.parse(x), py = JSON.parse(y);
          const diff = Object.keys(px).filter((k) => JSON.stringify(px[k]) !== JSON.stringify(py[k]));
          console.log(JSON.stringify({ game: id, config, seed, step: i, diff }));
          for (const k of diff.slice(0, 2)) console.log(' A', JSON.stringify(px[k]).slice(0, 1500), '\n B', JSON.stringify(py[k]).slice(0, 1500));
          break;
        }
        if (gA.isTerminal(sa)) break;
        const chance = gA.toMove(sa) === 'chance';
        const options = chance ? gA.chanceOutcomes(sa).map((o) => o.outcome) : gA.legalActions(sa);
        const k = next() % options.length;
        const actB = chance ? gB.chanceOutcomes(sb)[k].outcome : gB.legalActions(sb)[k];
        const ra = gA.step(sa, options[k]), rb = gB.step(sb, actB);
        sa = ra.state; sb = rb.state; ea = ra.events; eb = rb.events;
      }
      comparePlayouts(id, gA, gB, config, seed);
      games++;
    }
  }
}
console.log(JSON.stringify({ games, playouts, steps, divergent }));
process.exitCode = divergent === 0 ? 0 : 1;
