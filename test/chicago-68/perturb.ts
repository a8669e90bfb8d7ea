import type { Random } from '../../src/core/rng.js';
import { actionCards, machineActions, machinePolicies, machineTactics, mobChaos, policies, streetTheater } from '../../src/games/chicago-68/index.js';
import type { State } from './helpers.js';

const factions = ['mayor', 'police', 'yippies', 'mobe'] as const;
const scramble = <T>(list: T[], random: Random): T[] => list.map(() => list[random.int(list.length)]!);
const pickFrom = <T>(list: readonly T[], n: number, random: Random): T[] => Array.from({ length: n }, () => list[random.int(list.length)]!);

/**
 * What `seat` may not see, scrambled: the other seats' hands (same sizes, any cards of their
 * faction), the contents and order of the Street Theater, Mob Chaos, Policy and Turn Order decks;
 * against the Machine also its Mayor, Police and Tactics decks.
 */
export function perturbHidden(s: State, seat: string | null, random: Random): State {
  const d = JSON.parse(JSON.stringify(s)) as State;
  for (const f of factions) {
    if (d.factionSeat[f] === seat) continue;
    d.hands[f] = pickFrom(actionCards.filter((c) => c.faction === f).map((c) => c.name), d.hands[f].length, random).sort();
  }
  d.stDeck = pickFrom(streetTheater.map((c) => c.name), d.stDeck.length, random);
  d.mobDeck = pickFrom(mobChaos.map((c) => c.name), d.mobDeck.length, random);
  d.policyDeck = pickFrom((d.machine ? machinePolicies : policies).map((c) => c.name), d.policyDeck.length, random);
  d.vtoDeck = scramble([...d.vtoDeck], random);
  if (d.machine) {
    for (const f of ['mayor', 'police'] as const) d.machine.decks[f] = pickFrom(machineActions.filter((c) => c.faction === f).map((c) => c.name), d.machine.decks[f].length, random);
    d.tacticsDeck = pickFrom(machineTactics.map((c) => c.name), d.tacticsDeck.length, random);
  }
  return d;
}
