import { allFour, chicagoConformance } from './conformance.suite.js';

declare const process: { env: Record<string, string | undefined> };

/** Random games per check: 20 in `npm run test:long`, PROTEST_RULES_SEEDS (e.g. 500) for the acceptance run. */
const SEEDS = Number(process.env.PROTEST_RULES_SEEDS ?? 20);

chicagoConformance(
  {
    '2 players': { players: 2 },
    '4 players': { players: 4 },
    'Variable Turn Order (6.1)': { players: 4, variableTurnOrder: true },
    'Pigasus (6.3.1)': { players: 2, incendiary: { pigasus: true } },
    'Police Posts (6.3.2)': { players: 4, incendiary: { policePosts: true } },
    'Daley Dozer (6.3.3)': { players: 2, incendiary: { daleyDozer: true } },
    'Agents of Chaos (6.3.4)': { players: 4, incendiary: { agentsOfChaos: true } },
    // The Solo & Co-op Rules: against the Machine, without and with the Incendiary Events
    solo: { mode: 'solo' },
    'co-op, Variable Turn Order (6.1)': { mode: 'coop', variableTurnOrder: true },
    'solo, all four Incendiary Events': { mode: 'solo', incendiary: allFour },
    'co-op, all four Incendiary Events': { mode: 'coop', incendiary: allFour },
    // each Incendiary Event alone, solo and co-op: in the acceptance run (PROTEST_RULES_SEEDS set)
    ...(process.env.PROTEST_RULES_SEEDS === undefined ? {} : eachAlone()),
  },
  SEEDS,
);

/** Solo and co-op with each Incendiary Event alone. */
function eachAlone(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { 'co-op': { mode: 'coop' } };
  for (const mode of ['solo', 'coop']) for (const e of Object.keys(allFour)) out[`${mode}, ${e}`] = { mode, incendiary: { [e]: true } };
  return out;
}
