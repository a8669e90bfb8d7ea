/*
 * The integer-action acceptance run (issue 13): the conformance kit's integer-action check —
 * every legal action and chance outcome round-trips, legalMask has one 1 per legal action — over
 * PROTEST_RULES_SEEDS (default 500) random games per setting of every game and variant, auto and
 * manual chance mode alike (the kit picks among them). The settings are every config and mode of
 * each game (test/support/configs.ts).
 *
 *   PROTEST_RULES_SEEDS=500 npx tsx bench/integer-actions.ts
 */
import { games } from '../src/registry.js';
import { conformance, examplePig } from '../src/testing/index.js';
import { configs } from '../test/support/configs.js';

const seeds = Number(process.env.PROTEST_RULES_SEEDS ?? 500);
const maxSteps: Record<keyof typeof games, number> = { 'free-at-last': 20_000, 'chicago-68': 5_000, 'free-at-last-1955': 5_000 };
const runs: [string, any, unknown[], number][] = [
  ['example-pig', examplePig, [{}, { players: 4, target: 30 }, { players: 3, rounds: 2 }], 10_000],
  ...Object.entries(configs).flatMap(([id, cs]) => cs.map((c): [string, any, unknown[], number] => [`${id} ${JSON.stringify(c)}`, games[id as keyof typeof games], [c], maxSteps[id as keyof typeof games]])),
];

for (const [name, game, settings, steps] of runs) {
  const check = conformance(game, { configs: settings, seeds, maxSteps: steps }).find((c) => c.name.startsWith('integer actions'))!;
  const t0 = performance.now();
  await check.run(); // the check is async: "OK" only once it passed
  console.log(`${name}: ${seeds} games, round trip and mask OK, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
