import type { referenceChallengeIds, referenceLawIds, referenceLeaderIds, referenceStateIds, referenceStrategyIds } from '../data/reference-names.js';
import type { FreeAtLastAction as Action } from '../schema.js';

/** A Strategy card of the reference set, by id (the ids actions carry). */
export type FreeAtLastStrategyId = (typeof referenceStrategyIds)[number];
/** A Legislation card of the reference set, by id. */
export type FreeAtLastLawId = (typeof referenceLawIds)[number];
/** A Challenge card of the reference deck, by id. */
export type FreeAtLastChallengeId = (typeof referenceChallengeIds)[number];
/** A Protest Leader or Staffer of the reference set, by id. */
export type FreeAtLastLeaderId = (typeof referenceLeaderIds)[number];
/** A state of the reference map, by id. */
export type FreeAtLastStateId = (typeof referenceStateIds)[number];

/** The ids an action's fields take: by default the reference set's. */
export interface FreeAtLastNames {
  readonly strategy: string;
  readonly law: string;
  readonly challenge: string;
  readonly leader: string;
  readonly state: string;
}

/** The reference set's ids. */
export interface FreeAtLastReferenceNames extends FreeAtLastNames {
  readonly strategy: FreeAtLastStrategyId;
  readonly law: FreeAtLastLawId;
  readonly challenge: FreeAtLastChallengeId;
  readonly leader: FreeAtLastLeaderId;
  readonly state: FreeAtLastStateId;
}

/** The `card` of these actions is a Legislation card (2.8, 9.11.1) or a Challenge card (2.7, 23.4). */
type LawCardAction = 'drawLegislation' | 'chooseLaw';
type ChallengeCardAction = 'drawChallenge' | 'challengeCancel' | 'challengeShare';

/** A card from the hand: a Strategy card, or `'home'` for the Home Card (9.3.3). */
type HandCard<N extends FreeAtLastNames> = N['strategy'] | 'home';

/** An action field's id type, by field name and action type. */
type Field<K, F, N extends FreeAtLastNames, T> = F extends 'card'
  ? K extends LawCardAction
    ? N['law']
    : K extends ChallengeCardAction
      ? N['challenge']
      : HandCard<N>
  : F extends 'discard'
    ? HandCard<N> | null
    : F extends 'law'
      ? N['law'] | null
      : F extends 'leader' | 'staff'
        ? N['leader']
        : F extends 'state'
          ? N['state']
          : T;

/**
 * Free at Last's actions with their cards, laws, Challenge cards, leaders, Staffers and states typed
 * by id. The default is the reference set's ids, so that a misspelt card or leader does not compile and
 * an editor completes them; with a component set of your own, `FreeAtLastNamedAction<FreeAtLastNames>`
 * (plain strings, the same as `FreeAtLastAction`). A generic rather than a `'x' | (string & {})`
 * widening, which would complete ids but accept typos.
 */
export type FreeAtLastNamedAction<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Action extends infer X
  ? X extends { type: infer K }
    ? { [F in keyof X]: Field<K, F, N, X[F]> }
    : never
  : never;
