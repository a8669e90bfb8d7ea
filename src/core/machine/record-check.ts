import { recordWritesSoFar } from './context.js';
import type { BaseTask, Ctx, TaskState } from './types.js';

/**
 * A game's check of one top-level record of its state, for its `settle` (run before every step),
 * that is skipped while the record is the object the check last left and no `Ctx.ownRecord` has
 * handed out a record for writing in place since (the one way a record is written in place; any
 * other change makes a new record). Most steps change no such record, so a scan of every city or
 * area before every step is mostly skipped.
 *
 * `check` must read nothing of the state but that record, and leave it so that checking it again
 * would change nothing. What is kept between calls is the record's identity and a count, in the
 * returned function, never the state.
 */
export function recordCheck<S extends TaskState<T>, T extends BaseTask, K extends keyof S>(key: K, check: (ctx: Ctx<S, T>) => void): (ctx: Ctx<S, T>) => void {
  let checked: S[K] | undefined;
  let writes = -1;
  return (ctx) => {
    if (ctx.state[key] === checked && recordWritesSoFar() === writes) return;
    check(ctx);
    checked = ctx.state[key];
    writes = recordWritesSoFar();
  };
}
