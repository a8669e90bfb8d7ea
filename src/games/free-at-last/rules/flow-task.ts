import type { Organization } from '../data/schema.js';
import { lowest, runTop } from '../../../core/machine/stack.js';
import { type ShownStep, type Step, isPhase, isStage, isStep, isWindow, type Task } from '../task-schema.js';
import type { FreeAtLastState } from '../schema.js';
import type { FalCtx } from './tasks.js';

/*
 * The flow's frame on the stack: the flow task at the bottom (its bookkeeping in the state's `flow`), the
 * phases of the Turn still to come above it (rules/turn.ts), the stages of the phase under way
 * above those, and the window it has open, if any, on top of them; the flow's decision waiting, if
 * any, is the step task right above the frame, under everything pushed since (task-schema.ts
 * `flowTaskSchema`). What is owed to the flow before it goes on (9.8.1 the answers to a Burn, Baby,
 * Burn!) waits right above the frame, under that decision and everything else pushed since: it is
 * decided once they are done, before the frame's top task runs again (`oweToFlow`).
 */

/** Whether a task belongs to the flow's frame: the flow task, a phase to come, a stage or a window. */
const inFrame = (t: Task): boolean => t.kind === 'flow' || isPhase(t) || isStage(t) || isWindow(t);

/** The frame's top task: the window open, the stage under way, the phase to begin, or the flow task (core `runTop`). */
const frameTop = (tasks: readonly Task[]): Task | undefined => runTop(tasks, inFrame);

/** Whether a task is owed to the flow (9.8.1 an answer to a Burn, Baby, Burn!), or in its frame. */
const owedOrFrame = (t: Task): boolean => t.kind === 'burn' || inFrame(t);

/**
 * Owes `tasks` to the flow: they go right above its frame, after those owed already and under
 * everything pushed since (core `insertAbove`), the first listed decided first.
 */
export function oweToFlow(ctx: FalCtx, tasks: Task[]): void {
  ctx.insertAbove(frameTop(ctx.state.tasks)!, ...tasks);
}

/** The flow's decision waiting (the lowest task above the frame and what is owed to it, or the last one owed on top), if any. */
export function waitingStep(s: FreeAtLastState): Step | null {
  const t = lowest(s.tasks, (x) => !owedOrFrame(x)) ?? s.tasks[s.tasks.length - 1];
  return t !== undefined && isStep(t) ? t : null;
}

/** The decision shown as waiting (the view's `step`): the flow's decision, or the seat asked in the window on top. */
export function shownStep(s: FreeAtLastState): ShownStep | null {
  const w = s.tasks[s.tasks.length - 1];
  if (w === undefined) return null; // 21 the game is over
  const step = waitingStep(s);
  if (step !== null) return step;
  return isWindow(w) && w.seats.length > 0 ? { kind: w.kind, org: w.seats[0]! } : null;
}

/**
 * Asks the flow's decision `step` (an event's, 9.3.2): it goes right above the flow's frame and what
 * is owed to it, under the tasks pushed since (23.1 the variants' hook waiting on an Action Round;
 * core `insertAbove`), so it is decided first once those above it that run by themselves are done.
 */
export function askInFlow(ctx: FalCtx, step: Step): void {
  ctx.insertAbove(runTop(ctx.state.tasks, owedOrFrame)!, step);
}

/**
 * A stage that asks the seats in Turn order (on top, `cursor` into the Turn order): the next seat
 * from `cursor` that `stepFor` asks gets its step, the stage moving past it; with none left the
 * stage is done.
 */
export function askNextSeat(ctx: FalCtx, kind: 'hireSeats' | 'discardSeats', cursor: number, stepFor: (s: FreeAtLastState, org: Organization) => Step | null): void {
  const s = ctx.state;
  for (let i = cursor; i < s.seats.length; i++) {
    const step = stepFor(s, s.seats[i]!);
    if (step === null) continue;
    ctx.replaceTop({ kind, cursor: i + 1 });
    return ctx.push(step);
  }
  ctx.pop();
}
