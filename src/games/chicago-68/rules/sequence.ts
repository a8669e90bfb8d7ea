import type { Step } from '../task-schema.js';
import { requestMobChaos } from './mob-chaos.js';
import { roundStepTable, type StepRun } from './round.js';
import { machineSteps } from './solo/steps.js';
import { setupSteps } from './setup.js';
import { auto } from './tasks.js';
import { put } from './updates.js';

/* A `seq` task runs named steps in order: the setup steps, then each round's steps (round.ts). */

const steps: Readonly<Record<Step, StepRun>> = { ...setupSteps, ...roundStepTable, ...machineSteps };

/** The `seq` task. */
export const sequenceTasks = {
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
};
