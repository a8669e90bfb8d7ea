import { describe, it } from 'vitest';
import { checkChicagoState, chicagoHeuristic, chicagoScenario, currentTurn, referenceComponents } from '../../src/games/chicago-68/index.js';
import { createRandom } from '../../src/core/rng.js';
import { conformance } from '../../src/testing/conformance.js';
import { game, type State } from './helpers.js';
import { perturbHidden } from './perturb.js';
import { checkTimeout } from '../support/check-timeout.js';

declare const process: { env: Record<string, string | undefined> };

/** Random games per check: modest by default, PROTEST_RULES_SEEDS (e.g. 500) for the acceptance run. */
const SEEDS = Number(process.env.PROTEST_RULES_SEEDS ?? 20);

/** Chicago '68 invariants: the game's own state checks (2.5 census, 2.11, 2.8.1–2.8.2, card piles), 4.6, and against the Machine that it never decides. */
const invariants = (s: State): string[] => [...checkChicagoState(s), ...finalNomination(s), ...machineInvariants(s)];

function machineInvariants(s: State): string[] {
  if (s.machine === null) return [];
  const out: string[] = [];
  if ((game.toMove(s) as string) === 'machine') out.push('the Machine is asked to decide');
  if (s.round > 4) out.push(`round ${s.round}: a game against the Machine lasts four rounds`);
  for (const [n, k] of Object.entries(s.machine.active)) if (k <= 0 || Object.values(s.areas[n]!.u).slice(0, 4).every((x) => x === 0)) out.push(`Active tokens ${k} in ${n} without Demonstrators`);
  return out;
}

function finalNomination(s: State): string[] {
  const ended = s.phase === 'over' && s.outcome && /\(5\.[12]\)/.test(s.outcome.reason);
  return ended && s.delegates.track.length !== referenceComponents.counts.delegateTrack ? ['Final Nomination left the Delegate Track unfilled'] : [];
}

const allFour = { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true };

const settings: Record<string, Record<string, unknown>> = {
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
};

/** Solo and co-op with each Incendiary Event alone. */
function eachAlone(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { 'co-op': { mode: 'coop' } };
  for (const mode of ['solo', 'coop']) for (const e of Object.keys(allFour)) out[`${mode}, ${e}`] = { mode, incendiary: { [e]: true } };
  return out;
}

/**
 * Builder positions (issue 26): a game `seed % 40` random decisions into its rounds (manual chance on odd seeds),
 * then each faction put on turn — the Machine's factions on a Machine turn against the Machine, also
 * with the Machine's decks empty (their cards in the discards).
 */
function positions(config: Record<string, unknown>) {
  return (seed: number): State[] => {
    const random = createRandom(seed);
    let s = game.setup({ ...config, ...(seed % 2 === 1 ? { chance: 'manual' } : {}) }, seed);
    // into the rounds (a turn is put on a phase, not on setup), then on
    for (let i = 0, more = seed % 40; (currentTurn(s) === null || more-- > 0) && i < 2_000 && !game.isTerminal(s); i++) {
      const legal = game.legalActions(s);
      s = game.apply(s, legal[random.int(legal.length)]!);
    }
    if (game.isTerminal(s)) return [];
    const b = chicagoScenario(s);
    const machine = s.machine !== null;
    const turns = (['mayor', 'police', 'yippies', 'mobe'] as const).map((f) => (machine && (f === 'mayor' || f === 'police') ? b.at('machineTurn', f) : b.at('turn', f)).state);
    if (!machine) return turns;
    // the Machine's decks emptied into their discards: its turn reshuffles them
    const emptied = b.edit((d) => {
      for (const f of ['mayor', 'police'] as const) [d.machine!.decks[f], d.machine!.discards[f]] = [[], [...d.machine!.decks[f], ...d.machine!.discards[f]]];
    });
    return [...turns, emptied.at('machineTurn', 'mayor').state, emptied.at('machineTurn', 'police').state];
  };
}

for (const [name, config] of Object.entries(settings)) {
  describe(`conformance: ${name}`, () => {
    const options = { configs: [config], seeds: SEEDS, maxSteps: 5_000, perturbHidden, invariants, bot: chicagoHeuristic, positions: positions(config) };
    for (const check of conformance(game, options)) it(check.name, check.run, checkTimeout(SEEDS));
  });
}
