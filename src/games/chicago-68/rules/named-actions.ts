import type { Game } from '../../../core/types.js';
import type { A } from '../data/area-names.js';
import type { referenceCardIds, referencePathIds } from '../data/reference-names.js';
import type { Event } from '../event-schema.js';
import type { ChicagoEndCode } from './end-code.js';
import type { Action, Config, ConfigInput, Seat, State, View } from '../schema.js';

/** A City Area of the reference map, by id: `'lincoln-park'`, `'old-town'`, … `'cook-county-jail'`. */
export type Chicago68AreaId = (typeof A)[keyof typeof A];
/** A card of the reference set (of any deck: Action, Street Theater, Policy, Tactics, Mob Chaos, Incendiary, the Machine's), by id: `'teargas'`, `'smoke-em'`, … */
export type Chicago68CardId = (typeof referenceCardIds)[number];
/** A path of the reference map, by id: `'lincoln-oldtown'`, … */
export type Chicago68PathId = (typeof referencePathIds)[number];

/** The ids the fields of actions, events and views take: by default the reference set's. */
export interface Chicago68Names {
  readonly area: string;
  readonly card: string;
  readonly path: string;
}

/** The reference set's ids. */
export interface Chicago68ReferenceNames extends Chicago68Names {
  readonly area: Chicago68AreaId;
  readonly card: Chicago68CardId;
  readonly path: Chicago68PathId;
}

/** A field's id type where it holds a plain string (`null` and literal members kept): areas, cards (a Policy's `by`: the Machine card that activates it), paths. */
type Field<F, N extends Chicago68Names, T, Areas extends string, Paths extends string> = string extends T
  ? (F extends Areas ? N['area'] : F extends 'card' | 'replacing' | 'by' ? N['card'] : F extends Paths ? N['path'] : string) | Exclude<T, string>
  : T extends readonly string[]
    ? F extends 'kept' ? N['card'][] : T
    : T;

/** Each member of a union discriminated on `type`, its name fields typed by `N`. */
type Named<U, N extends Chicago68Names, Areas extends string, Paths extends string> = U extends unknown ? { [F in keyof U]: Field<F, N, U[F], Areas, Paths> } : never;

/**
 * Chicago '68's actions with their City Areas (`area`, `from`, `to`), cards (`card`) and paths
 * (`path`) typed by `N`. The default is the reference set's ids, so that a misspelt area
 * (`{ type: 'area', area: 'old-twn' }`) or card does not compile and an editor completes the
 * ids; with a component set of your own (`config.components`), `Chicago68NamedAction<Chicago68Names>`
 * (plain strings, the same as the schema's actions), or see {@link Chicago68Game}. A generic rather than a
 * `'lincoln-park' | … | (string & {})` widening, which would complete ids but accept typos.
 */
export type Chicago68NamedAction<N extends Chicago68Names = Chicago68ReferenceNames> = Named<Action, N, 'area' | 'from' | 'to', 'path'>;

/**
 * Chicago '68's events with their City Areas, cards and paths typed by `N`: by default the
 * reference set's (as {@link Chicago68NamedAction}), so that a misspelt id does not compile;
 * `Chicago68NamedEvent<Chicago68Names>` (plain strings) for a set of one's own. The Armored Jeep's
 * `to` is a path, not an area.
 */
export type Chicago68NamedEvent<N extends Chicago68Names = Chicago68ReferenceNames> = Event extends infer X
  ? X extends { type: 'armoredJeep' }
    ? Named<X, N, 'from', 'to'>
    : Named<X, N, 'area' | 'from' | 'to' | 'agitatorFrom', 'path'>
  : never;

/**
 * Chicago '68's view with the names it shows typed by `N` (as {@link Chicago68NamedAction}): its
 * `legal` actions and the cards of hands, discards, splays and the Tactics. Its records of areas
 * and paths stay keyed by `string`, so that a front end indexes them with the ids of the map's data. `Chicago68NamedView<Chicago68Names>` (plain strings) for a set of one's own.
 */
export type Chicago68NamedView<N extends Chicago68Names = Chicago68ReferenceNames> = Omit<
  View,
  'legal' | 'hands' | 'discards' | 'stSplay' | 'stDiscard' | 'policySplay' | 'tactic' | 'tacticsAvailable' | 'mobDiscard'
> & {
  legal: Chicago68NamedAction<N>[];
  hands: Record<string, N['card'][]>;
  discards: { [F in keyof View['discards']]: N['card'][] };
  stSplay: N['card'][];
  stDiscard: N['card'][];
  policySplay: { card: N['card']; paid: number }[];
  tactic: N['card'] | null;
  tacticsAvailable: N['card'][];
  mobDiscard: N['card'][];
};

/**
 * The Chicago '68 game's type with its actions, events and views named by `N`. `chicago68` is a
 * `Chicago68Game` (the reference set's ids, so that a misspelt area or card does not compile);
 * with a component set of your own (`config.components`), widen it to plain strings (the assignment needs no cast):
 *
 * @example
 * ```ts
 * import { chicago68, type Chicago68Game, type Chicago68Names } from 'protest-rules/chicago-68';
 *
 * const game: Chicago68Game<Chicago68Names> = chicago68; // any id: your own components
 * const s = game.setup({ players: 2, components: myComponents }, 1);
 * game.legalActions(s).filter((a) => a.type === 'area' && a.area === 'my-own-park');
 * ```
 */
export type Chicago68Game<N extends Chicago68Names = Chicago68ReferenceNames> = Game<State, Chicago68NamedAction<N>, Config, Chicago68NamedView<N>, ConfigInput, Seat, ChicagoEndCode, Chicago68NamedEvent<N>>;
