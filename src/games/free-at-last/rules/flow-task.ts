import type { Organization } from '../data/schema.js';
import { type FlowTask, type ShownStep, type Step, isPhase, isStage, isStep, isWindow, type Task } from '../task-schema.js';
import type { FreeAtLastState } from '../schema.js';
import type { FalCtx } from './tasks.js';

/*
 * The flow's frame on the stack: the flow task at the bottom (with the flow's bookkeeping), the
 * phases of the Turn still to come above it (rules/turn.ts), the stages of the phase under way
 * above those, and the window it has open, if any, on top of them; the flow's decision waiting, if
 * any, is the step task right above the frame, under everything pushed since (task-schema.ts
 * `flowTaskSchema`). What is owed to the flow before it goes on (9.8.1 the answers to a Burn, Baby,
 * Burn!) waits right above the frame, under that decision and everything else pushed since: it is
 * decided once they are done, before the frame's top task runs again (`oweToFlow`).
 */

/** The flow task, at the bottom of the stack. */
export const flowTask = (s: FreeAtLastState): FlowTask => s.tasks[0] as FlowTask;

/** The flow task, writable for the rest of this apply (ctx.own). */
export const ownFlow = (ctx: FalCtx): { -readonly [K in keyof FlowTask]: FlowTask[K] } => ctx.own(flowTask(ctx.state));

/** Whether a task belongs to the flow's frame. */
const inFrame = (t: Task): boolean => isPhase(t) || isStage(t) || isWindow(t);

/** The index of the frame's top task: the window open, the stage under way, the phase to begin, or the flow task. */
export function frameTopOf(tasks: readonly Task[]): number {
  let i = 0;
  while (i + 1 < tasks.length && inFrame(tasks[i + 1]!)) i++;
  return i;
}

/** Whether a task is owed to the flow (9.8.1 an answer to a Burn, Baby, Burn!). */
const isOwed = (t: Task): boolean => t.kind === 'burn';

/** The index of the last task owed to the flow right above the frame (the frame's top when none is owed). */
function owedTopOf(tasks: readonly Task[]): number {
  let i = frameTopOf(tasks);
  while (i + 1 < tasks.length && isOwed(tasks[i + 1]!)) i++;
  return i;
}

/**
 * Owes `tasks` to the flow: they go right above its frame, after those owed already and under
 * everything pushed since (core `insertAbove`), the first listed decided first.
 */
export function oweToFlow(ctx: FalCtx, tasks: Task[]): void {
  const s = ctx.state.tasks;
  ctx.insertAbove(s[frameTopOf(s)]!, ...tasks);
}

/** The flow's decision waiting (the step right above the frame and what is owed to it, or the one owed on top), if any. */
export function waitingStep(s: FreeAtLastState): Step | null {
  const tasks = s.tasks;
  const owed = owedTopOf(tasks);
  const t = owed === tasks.length - 1 ? tasks[owed] : tasks[owed + 1];
  return t !== undefined && isStep(t) ? t : null;
}

/** The decision shown as waiting (the view's `step`): the flow's decision, or the seat asked in the window on top. */
export function shownStep(s: FreeAtLastState): ShownStep | null {
  if (s.tasks.length === 0) return null; // 21 the game is over
  const step = waitingStep(s);
  if (step !== null) return step;
  const top = frameTopOf(s.tasks);
  const w = s.tasks[top]!;
  return isWindow(w) && top === s.tasks.length - 1 && w.seats.length > 0 ? { kind: w.kind, org: w.seats[0]! } : null;
}

/**
 * Asks the flow's decision `step` (an event's, 9.3.2): it goes right above the flow's frame and what
 * is owed to it, under the tasks pushed since (23.1 the variants' hook waiting on an Action Round;
 * core `insertAbove`), so it is decided first once those above it that run by themselves are done.
 */
export function askInFlow(ctx: FalCtx, step: Step): void {
  ctx.insertAbove(ctx.state.tasks[owedTopOf(ctx.state.tasks)]!, step);
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
