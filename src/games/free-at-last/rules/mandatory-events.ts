import type { FreeAtLastState } from '../schema.js';
import { oweToFlow } from './flow-task.js';
import { strategyCard } from './lookup.js';
import type { FalCtx } from './tasks.js';

/*
 * 9.6, 9.8.1 Mandatory Events: Burn, Baby, Burn! takes place whenever it is played (for rank and
 * colour or the event) or discarded. Any rule that plays or discards a card calls here; the answers
 * themselves are in burn-baby-burn.ts.
 */

/** Whether a card is a Mandatory Event. */
export const isMandatory = (s: FreeAtLastState, card: string): boolean => card !== 'home' && strategyCard(s, card).mandatory;

/**
 * The event takes place: SNCC and CORE (those in the game with a level) must answer, in Turn order,
 * before the flow goes on and after what it is doing now (a resolution, an event, a decision):
 * their answers are owed to the flow (flow-task.ts `oweToFlow`), after those owed already.
 */
export function triggerBurn(ctx: FalCtx): void {
  const s = ctx.state;
  const who = s.seats.filter((o) => s.orgs[o]!.nonViolence !== null);
  ctx.emit({ type: 'burnBabyBurn', orgs: who });
  oweToFlow(ctx, who.map((org) => ({ kind: 'burn', org })));
}
