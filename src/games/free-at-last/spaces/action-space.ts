import { actionSpace, type ActionSpace } from '../../../core/spaces/action-space.js';
import { actionTypesOf } from '../../../core/spaces/from-schema.js';
import { cachedBy } from '../../../core/spaces/with-spaces.js';
import { referenceChallenges } from '../data/challenges.js';
import type { ComponentSet } from '../data/schema.js';
import { actionSchema, type FreeAtLastAction, type FreeAtLastState } from '../schema.js';
import { componentsOf } from '../rules/lookup.js';

/*
 * Free at Last's integer actions (docs/research.md): the action schema's types in order (the flow's,
 * the project rules', the variants'), each field's domain from the component set — Strategy card
 * ids and `'home'` (9.3.3) sorted, Legislation and Challenge card ids sorted, Project numbers, state
 * ids, Leader and attorney ids, die faces. The enums of the schema give the rest.
 */

const sortedUnique = <T extends string | number>(xs: Iterable<T>): T[] => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

function build(set: ComponentSet): ActionSpace<FreeAtLastAction> {
  const hand = sortedUnique([...set.strategy.map((c) => c.id), 'home']);
  const laws = sortedUnique(set.legislation.map((c) => c.id));
  const challenges = sortedUnique(referenceChallenges.map((c) => c.id));
  const people = sortedUnique([...set.leaders.map((l) => l.id), ...set.attorneys.map((a) => a.id)]);
  const faces = sortedUnique(Object.values(set.dice).flatMap((d) => (Array.isArray(d) ? d : [])).map((f) => String(f)));
  const faceValues = faces.map((f) => (/^-?\d+$/.test(f) ? Number(f) : f));
  return actionSpace(
    actionTypesOf(actionSchema, {
      card: hand,
      'drawProject.card': sortedUnique(set.projects.map((p) => p.number)),
      'drawLegislation.card': laws,
      'chooseLaw.card': laws,
      'drawChallenge.card': challenges,
      'challengeCancel.card': challenges,
      'challengeShare.card': challenges,
      'hire.discard': [null, ...hand],
      law: [null, ...laws],
      'selectProject.state': set.states.map((x) => x.id),
      leader: people,
      staff: people,
      face: faceValues,
    }),
  );
}

const spaceOf = cachedBy(build);

/** The integer action space of a Free at Last game (fixed by its component set). */
export const freeAtLastActionSpace = (s: FreeAtLastState): ActionSpace<FreeAtLastAction> => spaceOf(componentsOf(s));
