import { board } from './rules/lookups.js';
import type { State } from './schema.js';

/**
 * Every unit type summed over the map and the supply (K units over the states): constant for the
 * whole game, equal to the component set's counts (3.0; units removed go back to the supply).
 */
export function unitCensus(s: State): Record<string, number> {
  const cities = board(s).cityNames;
  const out: Record<string, number> = {};
  for (const u of ['B', 'S', 'N', 'P', 'W'] as const) out[u] = cities.reduce((t, c) => t + s.cities[c]!.u[u], 0) + s.supply[u];
  out['K'] = Object.values(s.klan).reduce((t, k) => t + k, 0) + s.supply.K;
  return out;
}

/** Every card, wherever it is: deck, hands, discard, removed, in front, played in a confrontation, committed to an election. */
export function cardCensus(s: State): string[] {
  const commits = s.election ? [s.election.commits.civilRights?.card, s.election.commits.segregationist?.card].filter((c): c is string => c !== undefined) : [];
  const conf = s.conf ? [...s.conf.cards.civilRights, ...s.conf.cards.segregationist] : [];
  return [...s.deck, ...s.hands.civilRights, ...s.hands.segregationist, ...s.discard, ...s.removed, ...s.inFront.civilRights, ...s.inFront.segregationist, ...conf, ...commits].sort();
}
