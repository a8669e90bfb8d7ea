/*
 * The integer-action acceptance run (issue 13): the conformance kit's integer-action check —
 * every legal action and chance outcome round-trips, legalMask has one 1 per legal action — over
 * PROTEST_RULES_SEEDS (default 500) random games per setting of every game and variant, auto and
 * manual chance mode alike (the kit picks among them). The settings are those of the games'
 * conformance tests.
 *
 *   PROTEST_RULES_SEEDS=500 npx tsx bench/integer-actions.ts
 */
import { chicago68 } from '../src/games/chicago-68/index.js';
import { freeAtLast } from '../src/games/free-at-last/index.js';
import { freeAtLast1955 } from '../src/games/free-at-last-1955/index.js';
import { conformance, examplePig } from '../src/testing/index.js';

const seeds = Number(process.env.PROTEST_RULES_SEEDS ?? 500);
const runs: [string, any, unknown[], number][] = [
  ['example-pig', examplePig, [{}, { players: 4, target: 30 }, { players: 3, rounds: 2 }], 10_000],
  ...[{ players: 2 }, { players: 4 }, { players: 2, incendiary: { pigasus: true } }, { players: 4, incendiary: { policePosts: true } }, { players: 2, incendiary: { daleyDozer: true } }, { players: 4, incendiary: { agentsOfChaos: true } }].map(
    (c): [string, any, unknown[], number] => [`chicago-68 ${JSON.stringify(c)}`, chicago68, [c], 5_000],
  ),
  ['free-at-last basic (4, 2 and 3 players)', freeAtLast, [{}, { players: ['SNCC', 'NAACP'] }, { players: ['CORE', 'SCLC', 'NAACP'] }], 20_000],
  ...[
    { advanced: true, players: ['SNCC', 'CORE', 'NAACP'] },
    { variant: 'solitaire', advanced: true, players: ['SCLC'] },
    { variant: 'team', advanced: true },
    { variant: 'coop' },
    { variant: 'historical', players: ['CORE', 'SCLC'] },
    { difficulty: 'jackie-robinson', players: ['SNCC', 'NAACP'] },
  ].map((c): [string, any, unknown[], number] => [`free-at-last ${JSON.stringify(c)}`, freeAtLast, [c], 20_000]),
  ['free-at-last-1955', freeAtLast1955, [{}], 5_000],
];

for (const [name, game, configs, maxSteps] of runs) {
  const check = conformance(game, { configs, seeds, maxSteps }).find((c) => c.name.startsWith('integer actions'))!;
  const t0 = performance.now();
  await check.run(); // the check is async: "OK" only once it passed
  console.log(`${name}: ${seeds} games, round trip and mask OK, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
