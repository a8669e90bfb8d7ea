import type { FlowTask, ShownStep, Step } from './pending.js';
import type { FreeAtLastState } from './schema.js';
import { copyState } from './copy.js';
import { isDraw, isStep, isWindow, type DrawTask, type Task } from '../task-schema.js';

/*
 * The task stack of the state (task-schema.ts), for rules written as state → state functions.
 * The flow task is at the bottom (index 0), the window it has open, if any, right above it (index 1),
 * and its decision, if any, right above those (the decision slot).
 */

/** The task on top of the stack. */
export const topTask = (s: FreeAtLastState): Task | undefined => s.tasks[s.tasks.length - 1];

/** The state with a new task stack. */
export function withTasks(s: FreeAtLastState, tasks: Task[]): FreeAtLastState {
  const t = copyState(s);
  t.tasks = tasks;
  return t;
}

/** Where a task pushed now goes: under the draws waiting on top (cards are drawn when the rules call for them). */
function pushIndex(tasks: readonly Task[]): number {
  let i = tasks.length;
  while (i > 0 && isDraw(tasks[i - 1]!)) i--;
  return i;
}

const insert = (s: FreeAtLastState, i: number, added: readonly Task[]): FreeAtLastState => withTasks(s, [...s.tasks.slice(0, i), ...added, ...s.tasks.slice(i)]);

/** Pushes a task: it is decided (or run) next, after any draws already waiting. */
export const pushTask = (s: FreeAtLastState, task: Task): FreeAtLastState => insert(s, pushIndex(s.tasks), [task]);

/** Removes the task on top of the stack. */
export const popTask = (s: FreeAtLastState): FreeAtLastState => withTasks(s, s.tasks.slice(0, -1));

/** Queues `n` draws: they are made after the draws already waiting on top of the stack, and before anything else. */
export const queueDraws = (s: FreeAtLastState, task: DrawTask, n: number): FreeAtLastState => (n <= 0 ? s : insert(s, pushIndex(s.tasks), Array.from({ length: n }, () => task)));

/** The flow task, at the bottom of the stack, with the flow's bookkeeping. */
export const flowOf = (s: FreeAtLastState): FlowTask => s.tasks[0] as FlowTask;

type FlowPatch = Partial<Omit<FlowTask, 'kind'>> & { readonly step?: Step | null };

/** Updates the flow's bookkeeping, and its decision waiting when `step` is given (a step task, or null for none). */
export function withFlow(s: FreeAtLastState, patch: FlowPatch): FreeAtLastState {
  const f = flowOf(s);
  // written out field by field, in the schema's order (a hot path: no object rest or merge spread)
  const flow: FlowTask = {
    kind: 'flow',
    at: patch.at !== undefined ? patch.at : f.at,
    cursor: patch.cursor !== undefined ? patch.cursor : f.cursor,
    round: patch.round !== undefined ? patch.round : f.round,
    burn: patch.burn !== undefined ? patch.burn : f.burn,
    leadersReturning: patch.leadersReturning !== undefined ? patch.leadersReturning : f.leadersReturning,
    preemptor: patch.preemptor !== undefined ? patch.preemptor : f.preemptor,
    deadlock: patch.deadlock !== undefined ? patch.deadlock : f.deadlock,
  };
  // one copy of the stack, the decision set in the same pass
  return withTasks(s, patch.step === undefined ? withBottom(s.tasks, flow) : restacked(s, flow, patch.step));
}

/** The stack with its bottom task (the flow) replaced. */
function withBottom(tasks: readonly Task[], flow: FlowTask): Task[] {
  const out = tasks.slice();
  out[0] = flow;
  return out;
}

/** Where the flow's decision sits: right above the flow task and the window it has open. */
const slotOf = (tasks: readonly Task[]): number => (tasks.length > 1 && isWindow(tasks[1]!) ? 2 : 1);

/** The stack with `flow` at the bottom and `step` (or none) in the decision slot, then the tasks above the current decision. */
function restacked(s: FreeAtLastState, flow: Task, step: Step | null): Task[] {
  const tasks = s.tasks;
  const slot = slotOf(tasks);
  const out: Task[] = [flow];
  for (let i = 1; i < slot; i++) out.push(tasks[i]!);
  if (step !== null) out.push(step);
  for (let i = flowStep(s) === null ? slot : slot + 1; i < tasks.length; i++) out.push(tasks[i]!);
  return out;
}

/** The flow's decision waiting (the task in the decision slot), if any. */
export function flowStep(s: FreeAtLastState): Step | null {
  const t = s.tasks[slotOf(s.tasks)];
  return t !== undefined && isStep(t) ? t : null;
}

/** The decision shown as waiting (the view's `step`): the flow's decision, or the seat asked in the window on top. */
export function shownStep(s: FreeAtLastState): ShownStep | null {
  const step = flowStep(s);
  if (step !== null) return step;
  const w = s.tasks[1];
  return w !== undefined && isWindow(w) && s.tasks.length === 2 && w.seats.length > 0 ? { kind: w.kind, org: w.seats[0]! } : null;
}

/** Sets the flow's decision (or none): it sits in the decision slot, under everything pushed since. */
export function setStep(s: FreeAtLastState, step: Step | null): FreeAtLastState {
  return withTasks(s, restacked(s, s.tasks[0]!, step));
}
