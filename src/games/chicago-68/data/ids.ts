import { idOf } from '../../../core/id-of.js';
import type { ComponentSet, Effect, MachineComponents, Where } from './schema.js';

/*
 * Ids (issue 36): the data files keep the rulebook's names, and every City Area and card of the
 * reference set is addressed by an id derived here once from its name — its kebab-case form
 * (`idOf`: 'Grant Park West' → 'grant-park-west', "SMOKE 'EM" → 'smoke-em', 'Counterrevolutionary:
 * Infighting' → 'counterrevolutionary-infighting'). `withIds` gives each entry its id and turns the
 * references inside the set (a path's areas, an effect's area and card, a Street Theater card's
 * location and granted card) from names into ids; componentSetSchema then validates the result.
 */

/** A component as the data files write it: its rulebook name, no id yet. */
export type Named<T> = Omit<T, 'id'>;

type Card = ComponentSet['actionCards'][number];
type St = ComponentSet['streetTheater'][number];

/** The reference data as written: names, and references by name. */
export interface NamedSet {
  readonly areas: Named<ComponentSet['areas'][number]>[];
  readonly paths: ComponentSet['paths'];
  readonly setupBarricades: string[];
  readonly setupBarbedWire: string[];
  readonly actionCards: Named<Card>[];
  readonly streetTheater: Named<St>[];
  readonly policies: Named<ComponentSet['policies'][number]>[];
  readonly tactics: Named<ComponentSet['tactics'][number]>[];
  readonly mobChaos: Named<ComponentSet['mobChaos'][number]>[];
  readonly incendiary: Named<ComponentSet['incendiary'][number]>[];
  readonly machine: {
    readonly actions: Named<MachineComponents['actions'][number]>[];
    readonly tactics: Named<MachineComponents['tactics'][number]>[];
    readonly policies: Named<MachineComponents['policies'][number]>[];
    readonly activeTokens: number;
    readonly splay: number;
  };
  readonly counts: ComponentSet['counts'];
}

/** An effect with its area and card by id. */
function effectWithIds(e: Effect): Effect {
  const o = e as Effect & { at?: Where; card?: string };
  return { ...e, ...(typeof o.at === 'object' ? { at: { area: idOf(o.at.area) } } : {}), ...(o.card === undefined ? {} : { card: idOf(o.card) }) } as Effect;
}

const entry = <T extends { name: string }>(c: T): T & { id: string } => ({ id: idOf(c.name), ...c });
const withEffects = <T extends { name: string; effects: Effect[] }>(c: T): T & { id: string } => ({ ...entry(c), effects: c.effects.map(effectWithIds) });

/** The reference data with every entry's id and every reference inside it by id (parsed by componentSetSchema). */
export function withIds(set: NamedSet): ComponentSet {
  const m = set.machine;
  return {
    ...set,
    areas: set.areas.map(entry),
    paths: set.paths.map((p) => ({ ...p, a: idOf(p.a), b: idOf(p.b) })),
    actionCards: set.actionCards.map(entry),
    streetTheater: set.streetTheater.map((c) => ({
      ...withEffects(c),
      location: c.location === 'any' ? 'any' : idOf(c.location),
      ...(c.grants ? { grants: { ...c.grants, card: idOf(c.grants.card) } } : {}),
    })),
    policies: set.policies.map(withEffects),
    tactics: set.tactics.map(withEffects),
    mobChaos: set.mobChaos.map((c) => ({ ...entry(c), day: c.day.map(effectWithIds), night: c.night.map(effectWithIds) })),
    incendiary: set.incendiary.map(withEffects),
    machine: { ...m, actions: m.actions.map(entry), tactics: m.tactics.map(withEffects), policies: m.policies.map(withEffects) },
  };
}
