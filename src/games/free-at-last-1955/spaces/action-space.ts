import { actionSpace, type ActionSpace } from '../../../core/spaces/action-space.js';
import { actionTypesOf } from '../../../core/spaces/from-schema.js';
import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { referenceComponents } from '../data/components.js';
import type { ComponentSet } from '../data/schema.js';
import { actionSchema, type Action, type State } from '../schema.js';
import { sortCards } from '../rules/lookups.js';

/*
 * Free At Last (1955–65)'s integer actions (docs/research.md): the action schema's types in order,
 * each field's domain from the component set — card ids in the order of their names (with `null`, the free 1-Ops
 * action of 5.2, for the three Ops plays), cities, states and leaders in the set's order. The
 * schema's enums and bounded integers give the rest (units, goals, candidates, die faces).
 */

function build(set: ComponentSet): ActionSpace<Action> {
  const cards = sortCards({ components: set }, set.cards.map((c) => c.id));
  const ops = [null, ...cards];
  const cities = set.cities.map((c) => c.id);
  return actionSpace(
    actionTypesOf(actionSchema, {
      card: cards,
      'recruit.card': ops,
      'activate.card': ops,
      'cities.card': ops,
      city: cities,
      to: cities,
      state: set.states.map((s) => s.id),
      leader: set.leaders.map((l) => l.id),
    }),
  );
}

const spaceOf = cachedBy(build);

/** The integer action space of a Free At Last (1955–65) game (fixed by its component set). */
export const freeAtLast1955ActionSpace = (s: Pick<State, 'components'>): ActionSpace<Action> => spaceOf(s.components ?? referenceComponents);
