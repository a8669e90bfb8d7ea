import type { Seed } from '../core/seed.js';
import type { ScenarioBuilder } from '../core/scenario.js';

export type { Scenario, ScenarioBuilder } from '../core/scenario.js';

/* The scenario builders' entry points (the shape is the core's, src/core/scenario.ts). */

/**
 * A scenario of `game` (anything with a `scenario` builder: a game's module object) set up from
 * `config` and `seed`.
 *
 * @example
 * ```ts
 * import { chicago68Module } from 'protest-rules/chicago-68';
 * import { scenario } from 'protest-rules/testing';
 *
 * const s = scenario(chicago68Module, { players: 2 }, 7).clearMap().at('turn', 'mayor').state;
 * ```
 */
export function scenario<C, B>(game: { readonly scenario: ScenarioBuilder<unknown, C, B> }, config: C, seed?: Seed): B {
  return game.scenario.scenario(config, seed);
}

/** A scenario of `game` over `state`. */
export function from<S, B>(game: { readonly scenario: ScenarioBuilder<S, unknown, B> }, state: S): B {
  return game.scenario.from(state);
}
