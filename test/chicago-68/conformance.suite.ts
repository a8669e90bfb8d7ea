import { describe, it } from 'vitest';
import { checkChicagoState, chicagoHeuristic, chicagoScenario, currentTurn, referenceComponents } from '../../src/games/chicago-68/index.js';
import { createRandom } from '../../src/core/rng.js';
import { conformance } from '../../src/testing/conformance.js';
import { game, type State } from './helpers.js';
import { perturbHidden } from './perturb.js';
import { checkTimeout } from '../support/check-timeout.js';

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

/** All four Incendiary Events (6.3). */
export const allFour = { pigasus: true, policePosts: true, daleyDozer: true, agentsOfChaos: true };

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

/**
 * The conformance kit over Chicago '68 in each named config, `seeds` random games per check, with the
 * game's invariants, hidden-data perturbation, builder positions and (`bot`) games of its heuristic.
 */
export function chicagoConformance(settings: Record<string, Record<string, unknown>>, seeds: number, bot = true): void {
  for (const [name, config] of Object.entries(settings)) {
    describe(`conformance: ${name}`, () => {
      const options = { configs: [config], seeds, maxSteps: 5_000, perturbHidden, invariants, positions: positions(config), ...(bot ? { bot: chicagoHeuristic } : {}) };
      for (const check of conformance(game, options)) it(check.name, check.run, checkTimeout(seeds));
    });
  }
}
