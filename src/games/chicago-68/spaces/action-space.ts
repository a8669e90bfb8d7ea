import { actionSpace, type ActionSpace } from '../../../core/spaces/action-space.js';
import { actionTypesOf } from '../../../core/spaces/from-schema.js';
import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { machineComponents, referenceComponents } from '../data/components.js';

import type { ComponentSet } from '../data/schema.js';
import { board } from '../rules/lookups.js';
import { actionSchema, type Action, type State } from '../schema.js';

/*
 * Chicago '68's integer actions (docs/research.md): the action schema's types in order, each field's
 * domain from the component set — area and path ids in the set's order, card ids in the order of
 * their display names, Rally Flag values, the deck items a draw can bring (cards, the Machine's
 * cards, factions of the Turn Order deck, Delegate colours). The enums of the schema give the rest.
 */

function build(set: ComponentSet): ActionSpace<Action> {
  const { byName } = board({ components: set });
  const sortedUnique = (xs: Iterable<string>): string[] => [...new Set(xs)].sort(byName);
  const areas = set.areas.map((a) => a.id);
  // solo and co-op: the Machine's own Policies and Tactics are chosen and drawn too
  const machine = set.machine ?? machineComponents;
  const cards = sortedUnique(
    [...set.actionCards, ...set.streetTheater, ...set.policies, ...set.tactics, ...set.mobChaos, ...set.incendiary, ...machine.tactics, ...machine.policies].map((c) => c.id),
  );
  const actionCards = sortedUnique(set.actionCards.map((c) => c.id));
  // Street Theater counters (Counterrevolutionary…) and Agents of Chaos (6.3.4) sit in the splay too
  const splayCards = sortedUnique([...set.streetTheater, ...set.incendiary].map((c) => c.id));
  const items = sortedUnique([
    ...[...set.streetTheater, ...set.policies, ...set.mobChaos, ...set.incendiary, ...machine.actions, ...machine.tactics, ...machine.policies].map((c) => c.id),
    ...['mayor', 'police', 'yippies', 'mobe'],
    ...['blue', 'red', 'pink'],
  ]);
  const flags = [...new Set(set.counts.rallyFlags)].sort((a, b) => a - b);
  return actionSpace(
    actionTypesOf(actionSchema, {
      card: cards,
      'play.card': actionCards,
      'removeBarrier.card': actionCards,
      'discardCounter.card': splayCards,
      'streetTheater.card': splayCards,
      area: areas,
      from: areas,
      to: areas,
      path: set.paths.map((p) => p.id),
      value: flags,
      item: items,
    }),
  );
}

const spaceOf = cachedBy(build);

/** The integer action space of a Chicago '68 game (fixed by its component set). */
export const chicagoActionSpace = (s: Pick<State, 'components'>): ActionSpace<Action> => spaceOf(s.components ?? referenceComponents);
