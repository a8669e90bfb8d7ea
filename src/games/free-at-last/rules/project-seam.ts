import type { GameEvent } from '../../../core/types.js';
import type { Effect, Organization } from '../data/schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import type { PlayedCard, ProjectMode } from './projects/contract.js';
import { projectRules as onCtx } from './projects/index.js';
import { onState as on } from './tasks.js';

/*
 * The flow's single entry to the project rules (rules/projects/contract.ts): `projectSeam`, the
 * rules on the handlers' ctx, and `projectRules`, the same rules for the flow's rules still written
 * state → state (each run on a ctx of its own; it goes with its last caller).
 */

/** The project rules on the handlers' ctx. */
export const projectSeam = onCtx;

type Ran = { state: FreeAtLastState; events: GameEvent[] };

/** The project rules for rules written state → state: the state each leaves and the events it raised. */
export const projectRules = {
  projectModes: onCtx.projectModes,
  resolutionToMove: onCtx.resolutionToMove,
  describeResolution: onCtx.describeResolution,
  beginProjectAction: (s: FreeAtLastState, org: Organization, mode: ProjectMode, cards: readonly PlayedCard[]): Ran => on(s, (ctx) => onCtx.beginProjectAction(ctx, org, mode, cards)),
  beginEventLeader: (s: FreeAtLastState, org: Organization, leader: string, extraCards?: readonly PlayedCard[], eventRank?: number): Ran =>
    on(s, (ctx) => onCtx.beginEventLeader(ctx, org, leader, extraCards, eventRank)),
  beginSupremeCourt: (s: FreeAtLastState): Ran => on(s, (ctx) => onCtx.beginSupremeCourt(ctx)),
  activateBySetSize: (s: FreeAtLastState, org: Organization, setSize: number): Ran => on(s, (ctx) => onCtx.activateBySetSize(ctx, org, setSize)),
  applyProjectEffect: (s: FreeAtLastState, org: Organization, effect: Effect): Ran => on(s, (ctx) => onCtx.applyProjectEffect(ctx, org, effect)),
  abandonProject: (s: FreeAtLastState, org: Organization): Ran => on(s, (ctx) => onCtx.abandonProject(ctx, org)),
  succeedIfCollected: (s: FreeAtLastState, org: Organization): Ran => on(s, (ctx) => onCtx.succeedIfCollected(ctx, org)),
};
