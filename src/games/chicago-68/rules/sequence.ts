import type { Kind, Task, TaskOf } from '../task-schema.js';
import { requestMobChaos } from './mob-chaos.js';
import { auto, type C, type Handler } from './tasks.js';

/*
 * 1.1 The sequence of play: setup's steps (setup.ts `setupSteps`), then each round's (round.ts
 * `roundSteps`), every step a task kind pushed in the rulebook's order, the first to run on top. A
 * step runs when it comes to the top and leaves the stack; what it pushes (a decision, a phase of
 * turns) runs before the steps still to come. The solo game's steps are in the same lists
 * (solo/steps.ts); their handlers come from the composition root (handlers.ts), so that the base
 * rules never import the solo opponent.
 */

/** The kinds of task that are a step of the sequence: a kind and nothing else. */
export type StepKind = { [K in Kind]: Exclude<keyof TaskOf<K>, 'kind'> extends never ? K : never }[Kind];

/**
 * The tasks of a sequence, the first to run first (`ctx.push` order). Built by `push`: V8's
 * optimized `map` returns a holey list, and a holey task list deoptimizes every reader of the stack.
 */
export function stepTasks(kinds: readonly StepKind[]): Task[] {
  const tasks: Task[] = [];
  for (const kind of kinds) tasks.push({ kind } as Task);
  return tasks;
}

/** A step of the sequence, run when it comes to the top. */
export function step<K extends StepKind>(run: (ctx: C) => void): Handler<K> {
  return auto<K>((ctx) => {
    // 2.11.2 a Mob Chaos card due outside a turn is drawn before the next step
    if (ctx.state.chaosPending) {
      ctx.draft().chaosPending = false;
      return requestMobChaos(ctx, null);
    }
    ctx.pop();
    if (ctx.state.mobThisTurn) ctx.draft().mobThisTurn = false; // each step outside a turn may draw its own Mob Chaos card
    run(ctx);
  });
}
