import type { referenceCardIds, referenceCityIds, referenceLeaderIds, referenceStateIds } from '../data/reference-names.js';
import type { Event } from '../event-schema.js';
import type { Game } from '../../../core/types.js';
import type { Action, Config, ConfigInput, Seat, State, View } from '../schema.js';

/** A card of the reference set, by id. */
export type FreeAtLast1955CardId = (typeof referenceCardIds)[number];
/** A leader of the reference set, by id. */
export type FreeAtLast1955LeaderId = (typeof referenceLeaderIds)[number];
/** A city of the reference map, by id. */
export type FreeAtLast1955CityId = (typeof referenceCityIds)[number];
/** A state of the reference map, by id. */
export type FreeAtLast1955StateId = (typeof referenceStateIds)[number];

/** The ids an action's fields take: by default the reference set's. */
export interface FreeAtLast1955Names {
  readonly card: string;
  readonly leader: string;
  readonly city: string;
  readonly state: string;
}

/** The reference set's ids. */
export interface FreeAtLast1955ReferenceNames extends FreeAtLast1955Names {
  readonly card: FreeAtLast1955CardId;
  readonly leader: FreeAtLast1955LeaderId;
  readonly city: FreeAtLast1955CityId;
  readonly state: FreeAtLast1955StateId;
}

/** An action field's name type: cards, leaders, cities (`city`, `to`) and states. */
type Field<F, N extends FreeAtLast1955Names, T> = F extends 'card' ? (null extends T ? N['card'] | null : N['card']) : F extends 'leader' ? N['leader'] : F extends 'city' | 'to' ? N['city'] : F extends 'state' ? N['state'] : T;

/**
 * Free At Last (1955–65)'s actions with their cards, leaders, cities and states typed by id. The
 * default is the reference set's ids, so that a misspelt card, leader or city does not compile
 * and an editor completes them; with a component set of your own, `FreeAtLast1955NamedAction<FreeAtLast1955Names>`
 * (plain strings, the same as `FreeAtLast1955Action`). A generic rather than a `'selma' | … | (string & {})`
 * widening, which would complete names but accept typos.
 */
export type FreeAtLast1955NamedAction<N extends FreeAtLast1955Names = FreeAtLast1955ReferenceNames> = Action extends infer X
  ? X extends unknown
    ? { [F in keyof X]: Field<F, N, X[F]> }
    : never
  : never;

/** An event field's name type: cards, leaders, cities (`city`, `from`, `to`) and states, where they are plain strings. */
type EventField<F, N extends FreeAtLast1955Names, T> = string extends T
  ? (F extends 'card' ? N['card'] : F extends 'leader' ? N['leader'] : F extends 'city' | 'from' | 'to' ? N['city'] : F extends 'state' ? N['state'] : string) | Exclude<T, string>
  : T;

/**
 * Free At Last (1955–65)'s events with their cards, leaders, cities and states typed by id: by
 * default the reference set's (as `FreeAtLast1955NamedAction`), so that a misspelt id does not
 * compile; `FreeAtLast1955NamedEvent<FreeAtLast1955Names>` (plain strings) for a set of one's own.
 */
export type FreeAtLast1955NamedEvent<N extends FreeAtLast1955Names = FreeAtLast1955ReferenceNames> = Event extends infer X
  ? X extends unknown
    ? { [F in keyof X]: EventField<F, N, X[F]> }
    : never
  : never;

/**
 * Free At Last (1955–65)'s view with the ids it shows typed by `N` (as
 * {@link FreeAtLast1955NamedAction}): its `legal` actions, the city of each leader, and the cards
 * of the hand, the discard, the removed cards and those in front of each side. Its records of
 * cities and leaders stay keyed by `string`, so that a front end indexes them with the ids of the map's data.
 * `FreeAtLast1955NamedView<FreeAtLast1955Names>` (plain strings) for a set of one's own.
 */
export type FreeAtLast1955NamedView<N extends FreeAtLast1955Names = FreeAtLast1955ReferenceNames> = Omit<View, 'legal' | 'leaders' | 'hand' | 'discard' | 'removed' | 'inFront'> & {
  legal: FreeAtLast1955NamedAction<N>[];
  leaders: Record<string, Omit<View['leaders'][string], 'city'> & { city: N['city'] | null }>;
  hand: N['card'][];
  discard: N['card'][];
  removed: N['card'][];
  inFront: { [F in keyof View['inFront']]: N['card'][] };
};

/**
 * The Free At Last (1955–65) game's type with its actions, events and views named by `N` (component ids).
 * `freeAtLast1955` is a `FreeAtLast1955Game` (the reference set's ids, so that a misspelt card,
 * leader or city does not compile); with a component set of your own (`config.components`), widen
 * it to plain strings (the assignment needs no cast):
 *
 * @example
 * ```ts
 * import { freeAtLast1955, type FreeAtLast1955Game, type FreeAtLast1955Names } from 'protest-rules/free-at-last-1955';
 *
 * const game: FreeAtLast1955Game<FreeAtLast1955Names> = freeAtLast1955; // any id: your own components
 * const s = game.setup({ components: myComponents }, 1);
 * game.legalActions(s).filter((a) => a.type === 'city' && a.city === 'my-own-city');
 * ```
 */
export type FreeAtLast1955Game<N extends FreeAtLast1955Names = FreeAtLast1955ReferenceNames> = Game<
  State,
  FreeAtLast1955NamedAction<N>,
  Config,
  FreeAtLast1955NamedView<N>,
  ConfigInput,
  Seat,
  NonNullable<State['outcome']>['code'],
  FreeAtLast1955NamedEvent<N>
>;
