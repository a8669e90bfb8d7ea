import type { referenceChallengeIds, referenceLawIds, referenceLeaderIds, referenceStateIds, referenceStrategyIds } from '../data/reference-names.js';
import type { Event } from '../event-schema.js';
import type { Game } from '../../../core/types.js';
import type { Organization } from '../data/schema.js';
import type { FreeAtLastEndCode } from '../result.js';
import type { FreeAtLastAction as Action, FreeAtLastConfig, FreeAtLastConfigInput, FreeAtLastState, FreeAtLastView } from '../schema.js';

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

/** The `card` of these actions and events is a Legislation card (2.8, 9.9, 9.11) or a Challenge card (2.7, 23.4). */
type LawCardType = 'drawLegislation' | 'chooseLaw' | 'federalLegislation' | 'lawHeldUp' | 'lawPassed' | 'lawImplemented';
type ChallengeCardType = 'drawChallenge' | 'challengeCancel' | 'challengeShare' | 'challengeDealt' | 'challengeImplemented' | 'challengeWhiteCube' | 'challengeGiven' | 'challengeFailed' | 'challengeCancelled' | 'challengesCancelled' | 'challengeShareOffered';

/** A card from the hand: a Strategy card, or `'home'` for the Home Card (9.3.3). */
type HandCard<N extends FreeAtLastNames> = N['strategy'] | 'home';

/** The id type of one id a field of an action or event of type `K` carries (alone or in a list), or never. */
type IdOf<K, F, N extends FreeAtLastNames> = F extends 'card' | 'cards'
  ? K extends LawCardType
    ? N['law']
    : K extends ChallengeCardType
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

/** A field's id type where it holds ids (a string, or a list of them; null kept); other fields as they are. */
type Field<K, F, N extends FreeAtLastNames, T> = [IdOf<K, F, N>] extends [never]
  ? T
  : T extends string
    ? IdOf<K, F, N>
    : T extends readonly string[]
      ? IdOf<K, F, N>[]
      : T;

/** Each member of a union discriminated on `type`, its id fields typed by `N`. */
type Named<U, N extends FreeAtLastNames> = U extends { type: infer K }
  ? { [F in keyof U]: Field<K, F, N, U[F]> }
  : never;

/**
 * Free at Last's actions with their cards, laws, Challenge cards, leaders, Staffers and states typed
 * by id. The default is the reference set's ids, so that a misspelt card or leader does not compile and
 * an editor completes them; with a component set of your own, `FreeAtLastNamedAction<FreeAtLastNames>`
 * (plain strings, the same as `FreeAtLastAction`). A generic rather than a `'x' | (string & {})`
 * widening, which would complete ids but accept typos.
 */
export type FreeAtLastNamedAction<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Named<Action, N>;

/**
 * Free at Last's events with their cards, laws, Challenge cards, leaders and states typed by id: by
 * default the reference set's (as {@link FreeAtLastNamedAction}), so that a misspelt id does not
 * compile; `FreeAtLastNamedEvent<FreeAtLastNames>` (plain strings) for a set of one's own.
 */
export type FreeAtLastNamedEvent<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Named<Event, N>;

/**
 * Free at Last's view with the ids it shows typed by `N` (as {@link FreeAtLastNamedAction}): its
 * `legal` actions, the hands, Staffers and Protest Leaders of the organizations, and the piles of
 * Strategy and Legislation cards. `FreeAtLastNamedView<FreeAtLastNames>` (plain strings) for a set of one's own.
 */
export type FreeAtLastNamedView<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Omit<FreeAtLastView, 'legal' | 'orgs' | 'decks'> & {
  legal: FreeAtLastNamedAction<N>[];
  orgs: Record<string, Omit<FreeAtLastView['orgs'][string], 'hand' | 'staff' | 'protestLeaders' | 'removedLeaders'> & {
    hand: N['strategy'][] | null;
    staff: { id: N['leader']; tired: boolean }[];
    protestLeaders: N['leader'][];
    removedLeaders: N['leader'][];
  }>;
  decks: Omit<FreeAtLastView['decks'], 'strategyDiscard' | 'strategyRemoved' | 'lastingEvents' | 'display' | 'civilRightsAct' | 'votingRightsAct' | 'laws' | 'legislationDiscard' | 'legislationRemoved'> & {
    strategyDiscard: N['strategy'][];
    strategyRemoved: N['strategy'][];
    lastingEvents: N['strategy'][];
    display: N['strategy'][];
    civilRightsAct: N['law'][];
    votingRightsAct: N['law'][];
    laws: { S: N['law'][]; A: N['law'][]; V: N['law'][] };
    legislationDiscard: N['law'][];
    legislationRemoved: N['law'][];
  };
};

/**
 * The Free at Last game's type with its actions, events and views named by `N`. `freeAtLast` is a
 * `FreeAtLastGame` (the reference set's ids, so that a misspelt id does not compile); with a
 * component set of your own (`config.components`), widen it to plain strings (the assignment needs no cast):
 *
 * @example
 * ```ts
 * import { freeAtLast, type FreeAtLastGame, type FreeAtLastNames } from 'protest-rules/free-at-last';
 *
 * const game: FreeAtLastGame<FreeAtLastNames> = freeAtLast; // any id: your own components
 * const s = game.setup({ players: 2, components: myComponents }, 1);
 * game.apply(s, { type: 'assignLeader', leader: 'my-own-leader' });
 * ```
 */
export type FreeAtLastGame<N extends FreeAtLastNames = FreeAtLastReferenceNames> = Game<FreeAtLastState, FreeAtLastNamedAction<N>, FreeAtLastConfig, FreeAtLastNamedView<N>, FreeAtLastConfigInput, Organization, FreeAtLastEndCode, FreeAtLastNamedEvent<N>>;
