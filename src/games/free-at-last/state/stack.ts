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

type FlowPatch = Partial<Omit<FlowTask, 'kind'>> & { readonly step?: Step | null };

/** `patch[k]` if given, else `flow[k]`. */
const pick = <K extends keyof FlowPatch & keyof FlowTask>(patch: FlowPatch, flow: FlowTask, k: K): FlowTask[K] => (patch[k] !== undefined ? (patch[k] as FlowTask[K]) : flow[k]);

/** Updates the flow's bookkeeping, and its decision waiting when `step` is given (a step task, or null for none). */
export function withFlow(s: FreeAtLastState, patch: FlowPatch): FreeAtLastState {
  const f = flowOf(s);
  // written out field by field, in the schema's order (a hot path: no object rest or merge spread)
  const flow: FlowTask = {
    kind: 'flow',
    at: pick(patch, f, 'at'),
    cursor: pick(patch, f, 'cursor'),
    windowQueue: pick(patch, f, 'windowQueue'),
    round: pick(patch, f, 'round'),
    burn: pick(patch, f, 'burn'),
    leadersReturning: pick(patch, f, 'leadersReturning'),
    preemptor: pick(patch, f, 'preemptor'),
    deadlock: pick(patch, f, 'deadlock'),
  };
  // one copy of the stack, the decision set in the same pass
  return { ...s, tasks: patch.step === undefined ? withBottom(s.tasks, flow) : restacked(s, flow, patch.step) };
}

/** The stack with its bottom task (the flow) replaced. */
function withBottom(tasks: readonly Task[], flow: FlowTask): Task[] {
  const out = tasks.slice();
  out[0] = flow;
  return out;
}

/** The stack with `flow` at the bottom and `step` (or none) above it, then the tasks above the current decision. */
function restacked(s: FreeAtLastState, flow: Task, step: Step | null): Task[] {
  const tasks = s.tasks;
  const out: Task[] = [flow];
  if (step !== null) out.push(step);
  for (let i = flowStep(s) === null ? 1 : 2; i < tasks.length; i++) out.push(tasks[i]!);
  return out;
}

/** The flow's decision waiting (the task right above the flow task), if any. */
export function flowStep(s: FreeAtLastState): Step | null {
  const t = s.tasks[1];
  return t !== undefined && isStep(t) ? t : null;
}

/** Sets the flow's decision (or none): it sits right above the flow task, under everything pushed since. */
export function setStep(s: FreeAtLastState, step: Step | null): FreeAtLastState {
  return { ...s, tasks: restacked(s, s.tasks[0]!, step) };
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
