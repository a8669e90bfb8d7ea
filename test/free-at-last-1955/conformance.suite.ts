import { describe, it } from 'vitest';
import { referenceComponents, statesWithoutB, unitCensus } from '../../src/games/free-at-last-1955/index.js';
import { conformance } from '../../src/testing/conformance.js';
import { createRandom } from '../../src/core/rng.js';
import { game, scenario, type State } from './helpers.js';
import { perturbHidden } from './perturb.js';
import { checkTimeout } from '../support/check-timeout.js';

const census = JSON.stringify(referenceComponents.counts.units);
const { stacking, nonviolenceMax, lastYear, eliminationAfter, eliminationStates } = referenceComponents.counts;

/** Free At Last (1955–65) invariants (3.0 supply, 3.3 stacking, 2.1 markers, 2.5 track, 5.3 / 10 the end). */
function invariants(s: State): string[] {
  const out: string[] = [];
  const now = JSON.stringify(unitCensus(s));
  if (now !== census) out.push(`unit census ${now} differs from the set's ${census}`);
  for (const [name, c] of Object.entries(s.cities)) {
    if (c.u.B + c.u.S + c.u.N > stacking || c.u.P + c.u.W > stacking) out.push(`stacking over ${stacking} in ${name}`);
    if (Object.values(c.u).some((n) => n < 0)) out.push(`negative units in ${name}`);
    if (c.e && c.u.W === 0) out.push(`E marker without W units in ${name}`);
  }
  if (Object.values(s.supply).some((n) => n < 0)) out.push('negative supply');
  if (s.nonviolence < 0 || s.nonviolence > nonviolenceMax) out.push(`Non-violence ${s.nonviolence} off the track`);
  if (s.freedom < 0) out.push('Freedom Track below 0');
  if (s.year > lastYear) out.push(`year ${s.year}`);
  if (s.outcome !== null) {
    const code = s.outcome.code;
    const ok =
      code === 'nonviolence-abandoned' ? s.nonviolence === 0
      : code === 'movement-eliminated' ? s.year > eliminationAfter && statesWithoutB(s).length >= eliminationStates
      : s.year === lastYear;
    if (!ok) out.push(`outcome ${code} without its condition`);
    if (s.tasks.length > 0) out.push('tasks left after the end');
  } else if (s.tasks.length === 0) out.push('no task left but no outcome');
  return out;
}

/**
 * Builder positions (issue 26): a game `seed % 60` random decisions in (manual chance on odd seeds),
 * then each side's plays, and the same with an empty deck.
 */
function positions(seed: number): State[] {
  const random = createRandom(seed);
  let s = game.setup(seed % 2 === 1 ? { chance: 'manual' } : {}, seed);
  for (let i = 0; i < seed % 60 && !game.isTerminal(s); i++) {
    const legal = game.legalActions(s);
    s = game.apply(s, legal[random.int(legal.length)]!);
  }
  if (game.isTerminal(s)) return [];
  const b = scenario(s);
  return [b.at('plays', 'civilRights'), b.at('plays', 'segregationist'), b.deck([]).at('plays', 'civilRights')].map((x) => x.state);
}

/** The conformance kit over Free At Last (1955–65), `seeds` random games per check, with its invariants, hidden-data perturbation and builder positions. */
export function freeAtLast1955Conformance(seeds: number): void {
  describe('conformance: Free At Last (1955–65)', () => {
    for (const check of conformance(game, { seeds, maxSteps: 5_000, perturbHidden, invariants, positions })) it(check.name, check.run, checkTimeout(seeds));
  });
}
