import type { RngState } from '../../../core/rng.js';
import { referenceComponents } from '../data/components.js';
import type { Config, State } from '../schema.js';
import { sortCards } from './lookups.js';

/*
 * The starting position (reconstructed: the rulebook gives none, see components.md): the setup's
 * units and K units, the leaders in their cities, the tracks (Freedom 0, Non-violence at its start),
 * the sitting President as the political climate (8.2), the whole deck; the first year's deal (5.1)
 * is the first task.
 */

/** The state before the first deal. */
export function initialState(c: Config, rng: RngState): State {
  const set = c.components ?? referenceComponents;
  const cities: State['cities'] = {};
  for (const city of set.cities) cities[city.id] = { u: { B: 0, S: 0, N: 0, P: 0, W: 0 }, m: { S: false, A: false, V: false }, e: false, ns: false };
  const supply = { ...set.counts.units };
  for (const u of set.setup.units) {
    cities[u.city]!.u[u.unit] += u.n;
    supply[u.unit] -= u.n;
  }
  const klan: State['klan'] = {};
  for (const st of set.states) klan[st.id] = 0;
  for (const k of set.setup.klan) {
    klan[k.state] = klan[k.state]! + k.n;
    supply.K -= k.n;
  }
  const leaders: State['leaders'] = {};
  for (const l of set.leaders) leaders[l.id] = { city: l.city, activations: 0, used: false };
  return {
    rng: [...rng],
    chance: c.chance,
    components: c.components ?? null,
    year: set.counts.firstYear,
    cities,
    klan,
    supply,
    leaders,
    freedom: 0,
    nonviolence: set.counts.nonviolenceStart,
    freedomEvents: {},
    climate: set.setup.president,
    hands: { civilRights: [], segregationist: [] },
    deck: sortCards({ components: set }, set.cards.map((card) => card.id)),
    discard: [],
    removed: [],
    inFront: { civilRights: [], segregationist: [] },
    actionsLeft: { civilRights: 0, segregationist: 0 },
    onMove: 'civilRights',
    opsBonus: 0,
    overcome: false,
    conf: null,
    election: null,
    tasks: [{ kind: 'year' }],
    outcome: null,
  };
}
