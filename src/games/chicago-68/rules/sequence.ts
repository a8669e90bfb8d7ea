import type { Step } from '../task-schema.js';
import { requestMobChaos } from './mob-chaos.js';
import type { StepRun } from './round.js';
import { auto } from './tasks.js';
import { put } from './updates.js';

/*
 * A `seq` task runs named steps in order: the setup steps, then each round's steps (round.ts); the
 * composition root (handlers.ts) gives the table of every step, the solo game's among them, so that
 * the base rules never import the solo opponent.
 */

/** The `seq` task over a table of every step. */
export const sequenceTasks = (steps: Readonly<Record<Step, StepRun>>) => ({
  seq: auto<'seq'>((ctx, t) => {
    // 2.11.2 a Mob Chaos card due outside a turn is drawn before the next step
    if (ctx.state.chaosPending) {
      put(ctx, 'chaosPending', false);
      return requestMobChaos(ctx, null);
    }
    const step = t.steps[t.i];
    if (step === undefined) return ctx.pop();
    const next = { ...t, i: t.i + 1 };
    ctx.replaceTop(next);
    put(ctx, 'mobThisTurn', false); // each step outside a turn may draw its own Mob Chaos card
    steps[step](ctx, next);
  }),
});
