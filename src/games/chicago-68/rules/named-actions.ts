import type { A } from '../data/area-names.js';
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
