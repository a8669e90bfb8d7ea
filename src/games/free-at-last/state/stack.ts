import type { FlowTask, Step } from './pending.js';
import type { Resolution } from './resolution.js';
import type { FreeAtLastState } from './schema.js';
import { isDraw, isStep, type DrawTask, type ResolutionTask, type Task } from './tasks.js';

/*
 * The task stack of the state (state/tasks.ts), for rules written as state → state functions.
 * The flow task is at the bottom (index 0) and its decision, if any, right above it (index 1).
 */

/** The task on top of the stack. */
export const topTask = (s: FreeAtLastState): Task | undefined => s.tasks[s.tasks.length - 1];

/** Where a task pushed now goes: under the draws waiting on top (cards are drawn when the rules call for them). */
function pushIndex(tasks: readonly Task[]): number {
  let i = tasks.length;
  while (i > 0 && isDraw(tasks[i - 1]!)) i--;
  return i;
}

const insert = (s: FreeAtLastState, i: number, added: readonly Task[]): FreeAtLastState => ({ ...s, tasks: [...s.tasks.slice(0, i), ...added, ...s.tasks.slice(i)] });

/** Pushes a task: it is decided (or run) next, after any draws already waiting. */
export const pushTask = (s: FreeAtLastState, task: Task): FreeAtLastState => insert(s, pushIndex(s.tasks), [task]);

/** Removes the task on top of the stack. */
export const popTask = (s: FreeAtLastState): FreeAtLastState => ({ ...s, tasks: s.tasks.slice(0, -1) });

/** Queues `n` draws: they are made after the draws already waiting on top of the stack, and before anything else. */
export const queueDraws = (s: FreeAtLastState, task: DrawTask, n: number): FreeAtLastState => (n <= 0 ? s : insert(s, pushIndex(s.tasks), Array.from({ length: n }, () => task)));

/** The flow task, at the bottom of the stack, with the flow's bookkeeping. */
export const flowOf = (s: FreeAtLastState): FlowTask => s.tasks[0] as FlowTask;

/** Updates the flow's bookkeeping, and its decision waiting when `step` is given (a step task, or null for none). */
export function withFlow(s: FreeAtLastState, patch: Partial<Omit<FlowTask, 'kind'>> & { readonly step?: Step | null }): FreeAtLastState {
  const { step, ...rest } = patch;
  const flow: FlowTask = { ...flowOf(s), ...rest };
  // one copy of the stack, the decision set in the same pass
  if (step === undefined) {
    const tasks = s.tasks.slice();
    tasks[0] = flow;
    return { ...s, tasks };
  }
  const above = s.tasks.slice(flowStep(s) === null ? 1 : 2);
  return { ...s, tasks: step === null ? [flow, ...above] : [flow, step, ...above] };
}

/** The flow's decision waiting (the task right above the flow task), if any. */
export function flowStep(s: FreeAtLastState): Step | null {
  const t = s.tasks[1];
  return t !== undefined && isStep(t) ? t : null;
}

/** Sets the flow's decision (or none): it sits right above the flow task, under everything pushed since. */
export function setStep(s: FreeAtLastState, step: Step | null): FreeAtLastState {
  const rest = s.tasks.slice(flowStep(s) === null ? 1 : 2);
  return { ...s, tasks: step === null ? [s.tasks[0]!, ...rest] : [s.tasks[0]!, step, ...rest] };
}

/** Index of the running resolution task (the topmost), or -1. */
function resolutionIndex(s: FreeAtLastState): number {
  for (let i = s.tasks.length - 1; i >= 0; i--) if (s.tasks[i]!.kind === 'resolution') return i;
  return -1;
}

/** The running project resolution, if any. */
export function resolutionOf(s: FreeAtLastState): ResolutionTask | null {
  const i = resolutionIndex(s);
  return i < 0 ? null : (s.tasks[i] as ResolutionTask);
}

/** Starts a project resolution (replacing a running one). */
export function startResolution(s: FreeAtLastState, r: Resolution): FreeAtLastState {
  const task: ResolutionTask = { ...r, kind: 'resolution' };
  const i = resolutionIndex(s);
  if (i < 0) return pushTask(s, task);
  const tasks = [...s.tasks];
  tasks[i] = task;
  return { ...s, tasks };
}

/** Changes the running resolution. */
export function updateResolution(s: FreeAtLastState, patch: Partial<Resolution>): FreeAtLastState {
  const i = resolutionIndex(s);
  if (i < 0) throw new Error('No project resolution is running');
  const tasks = [...s.tasks];
  tasks[i] = { ...(tasks[i] as ResolutionTask), ...patch };
  return { ...s, tasks };
}

/** Ends the running resolution. */
export function dropResolution(s: FreeAtLastState): FreeAtLastState {
  const i = resolutionIndex(s);
  return i < 0 ? s : { ...s, tasks: [...s.tasks.slice(0, i), ...s.tasks.slice(i + 1)] };
}
