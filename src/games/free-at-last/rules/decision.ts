import type { FlowAction, FreeAtLastAction, FreeAtLastState } from '../schema.js';
import type { Step } from '../task-schema.js';
import { explainIllegal } from './illegal.js';
import { stepPrompt } from './step-prompt.js';
import type { FalCtx, Handlers } from './tasks.js';

/* The handler of a flow decision (a step task, task-schema.ts `stepSchema`), its answer written on ctx. */

/** A step task of one kind. */
export type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

/** A step's handler: the seat it names decides among `actions`; `answer` is what its answer does (the step is on top). */
export function decision<K extends Step['kind']>(actions: (s: FreeAtLastState, t: StepOf<K>) => FreeAtLastAction[], answer: (ctx: FalCtx, t: StepOf<K>, a: FlowAction) => void): Handlers<K>[K] {
  return {
    decider: (_s: FreeAtLastState, t: StepOf<K>) => t.org,
    actions,
    answer: (ctx: FalCtx, t: StepOf<K>, a: FreeAtLastAction) => answer(ctx, t, a as FlowAction),
    prompt: stepPrompt,
    explain: explainIllegal,
  } as Handlers<K>[K];
}

/** The decision `t` becomes `next` where it stands on the stack, or, with null, is done. */
export function becomes(ctx: FalCtx, t: Step, next: Step | null): void {
  if (next === null) ctx.remove(t);
  else ctx.replace(t, next);
}
