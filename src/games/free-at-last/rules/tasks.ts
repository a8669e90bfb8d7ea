import type { Ctx, TaskHandler } from '../../../core/machine/index.js';
import type { GameEvent } from '../../../core/types.js';
import type { FreeAtLastAction } from '../schema.js';
import type { FreeAtLastState } from '../state/schema.js';
import type { Task } from '../state/tasks.js';

/* The types the chapters write their task handlers with (the handler table: ../machine.ts). */

/** The handler context of Free at Last. */
export type FalCtx = Ctx<FreeAtLastState, Task>;

/** The handlers of some task kinds. */
export type Handlers<K extends Task['kind']> = { readonly [P in K]: TaskHandler<FreeAtLastState, Extract<Task, { kind: P }>, FreeAtLastAction, Task> };

/** Runs a rule written as `state → state` (collecting its events) inside a handler. */
export function change(ctx: FalCtx, rule: (s: FreeAtLastState, ev: GameEvent[]) => FreeAtLastState): void {
  const ev: GameEvent[] = [];
  ctx.state = rule(ctx.state, ev);
  for (const e of ev) ctx.emit(e);
}
