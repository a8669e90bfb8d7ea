import type { A } from '../data/area-names.js';
import type { Event } from '../event-schema.js';
import type { Action } from '../schema.js';

/** A City Area of the reference map, by name: `'Lincoln Park'`, `'Old Town'`, … `'Cook County Jail'`. */
export type Chicago68AreaName = (typeof A)[keyof typeof A];

/** The fields of Chicago '68's actions that name a City Area. */
type AreaField = 'area' | 'from' | 'to';

/**
 * Chicago '68's actions with their City Areas typed as `N`. The default is the reference map's
 * names, so that a misspelt area (`{ type: 'area', area: 'Old Twn' }`) does not compile and an
 * editor completes the names; with a map of your own (`config.components`), use
 * `Chicago68NamedAction<string>` (the same as `Chicago68Action`), e.g. through
 * `chicago68 as Game<Chicago68State, Chicago68Action, …>`. A generic rather than a
 * `'Lincoln Park' | … | (string & {})` widening, which would complete names but accept typos.
 */
export type Chicago68NamedAction<N extends string = Chicago68AreaName> = Action extends infer X
  ? X extends unknown
    ? { [F in keyof X]: F extends AreaField ? N : X[F] }
    : never
  : never;

/** The fields of Chicago '68's events that name a City Area (where they are plain strings). */
type EventAreaField = 'area' | 'from' | 'to' | 'agitatorFrom';

/**
 * Chicago '68's events with their City Areas typed as `N`: by default the reference map's names (as
 * `Chicago68NamedAction`), so that a misspelt area does not compile; `Chicago68NamedEvent<string>`
 * (the same as `ChicagoEvent`) for a map of one's own. The Armored Jeep's `to` is a path, not an area.
 */
export type Chicago68NamedEvent<N extends string = Chicago68AreaName> = Event extends infer X
  ? X extends { type: 'armoredJeep' }
    ? { [F in keyof X]: F extends 'from' ? N : X[F] }
    : { [F in keyof X]: F extends EventAreaField ? (string extends X[F] ? N | Exclude<X[F], string> : X[F]) : X[F] }
  : never;
