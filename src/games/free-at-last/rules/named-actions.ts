import type { referenceChallengeIds, referenceLawIds, referenceLeaderIds, referenceStateIds, referenceStrategyIds } from '../data/reference-names.js';
import type { Event } from '../event-schema.js';
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

/** The `card` of these events is a Legislation card (9.11) or a Challenge card (2.7, 23.4). */
type LawCardEvent = 'federalLegislation' | 'lawHeldUp' | 'lawPassed' | 'lawImplemented';
type ChallengeCardEvent = 'challengeDealt' | 'challengeImplemented' | 'challengeWhiteCube' | 'challengeGiven' | 'challengeFailed' | 'challengeCancelled' | 'challengesCancelled' | 'challengeShareOffered';

/** The id type of one id an event field carries (alone or in a list), by field name and event type. */
type EventId<K, F, N extends FreeAtLastNames> = F extends 'card' | 'cards'
  ? K extends LawCardEvent
    ? N['law']
    : K extends ChallengeCardEvent
      ? N['challenge']
      : HandCard<N>
  : F extends 'discard'
    ? HandCard<N>
    : F extends 'law'
      ? N['law']
      : F extends 'leader' | 'staff' | 'leaders' | 'riders' | 'killed'
        ? N['leader']
        : F extends 'state'
          ? N['state']
          : never;

/** An event field's id type where the field holds ids (strings, or lists of them); other fields as they are. */
type EventField<K, F, N extends FreeAtLastNames, T> = [EventId<K, F, N>] extends [never]
  ? T
  : T extends string
    ? EventId<K, F, N>
    : T extends readonly string[]
      ? EventId<K, F, N>[]
      : T;

/**
 * Free at Last's events with their cards, laws, Challenge cards, leaders and states typed by id: by
 * default the reference set's (as {@link FreeAtLastNamedAction}), so that a misspelt id does not
 * compile; `FreeAtLastNamedEvent<FreeAtLastNames>` (plain strings) for a set of one's own.
 */
export type FreeAtLastNamedEvent<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Event extends infer X
  ? X extends { type: infer K }
    ? { [F in keyof X]: EventField<K, F, N, X[F]> }
    : never
  : never;
