import type { GameEvent } from '../../../core/types.js';
import type { Effect, Organization } from '../data/schema.js';
import type { FreeAtLastState } from '../schema.js';
import { projectRules as onCtx } from './projects/index.js';
import { onState as on } from './tasks.js';

/*
 * The flow's single entry to the project rules (rules/projects/contract.ts): `projectSeam`, the
 * rules on the handlers' ctx, and `projectRules`, what the flow's rules still written
 * state → state call of them (run on a ctx of its own; it goes with its last caller).
 */

/** The project rules on the handlers' ctx. */
export const projectSeam = onCtx;

type Ran = { state: FreeAtLastState; events: GameEvent[] };

/** The project rule still called by rules written state → state: the state it leaves and the events it raised. */
export const projectRules = {
  applyProjectEffect: (s: FreeAtLastState, org: Organization, effect: Effect): Ran => on(s, (ctx) => onCtx.applyProjectEffect(ctx, org, effect)),
};
