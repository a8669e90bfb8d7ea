import type { FlowTask, ShownStep, Stage, Step } from './pending.js';
import type { FreeAtLastState } from './schema.js';
import { copyState } from './copy.js';
import { isDraw, isStage, isStep, isWindow, type DrawTask, type Task } from '../task-schema.js';

/*
 * The task stack of the state (task-schema.ts), for rules written as state → state functions.
 * The flow's frame is at the bottom: the flow task (index 0), the stages of the phase under way
 * above it, and the window it has open, if any, on top of them; the flow's decision, if any, sits
 * right above the frame (the decision slot), under everything pushed since.
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

/** Whether a task belongs to the flow's frame. */
const inFrame = (t: Task): boolean => isStage(t) || isWindow(t);

/** The index of the frame's top task: the window open, the stage under way, or the flow task. */
export function frameTop(tasks: readonly Task[]): number {
  let i = 0;
  while (i + 1 < tasks.length && inFrame(tasks[i + 1]!)) i++;
  return i;
}

/** Where the flow's decision sits: right above the frame. */
const slotOf = (tasks: readonly Task[]): number => frameTop(tasks) + 1;

/** The stage under way (the frame's topmost stage), if any. */
export function stageOf(s: FreeAtLastState): Stage | null {
  for (let i = frameTop(s.tasks); i > 0; i--) {
    const t = s.tasks[i]!;
    if (isStage(t)) return t;
  }
  return null;
}

/** The stage under way moves on to `next` (or, with null, is done). */
export function setStage(s: FreeAtLastState, next: Stage | null): FreeAtLastState {
  const cur = stageOf(s);
  if (cur === null) throw new Error('no stage is under way');
  const i = s.tasks.lastIndexOf(cur, frameTop(s.tasks));
  return withTasks(s, next === null ? [...s.tasks.slice(0, i), ...s.tasks.slice(i + 1)] : [...s.tasks.slice(0, i), next, ...s.tasks.slice(i + 1)]);
}

/** Pushes the stages of a phase (the first listed runs first) on top of the frame, under the draws waiting. */
export function pushStages(s: FreeAtLastState, ...stages: Stage[]): FreeAtLastState {
  return insert(s, pushIndex(s.tasks), stages.slice().reverse());
}

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
  const top = frameTop(s.tasks);
  const w = s.tasks[top]!;
  return isWindow(w) && top === s.tasks.length - 1 && w.seats.length > 0 ? { kind: w.kind, org: w.seats[0]! } : null;
}

/** Sets the flow's decision (or none): it sits in the decision slot, under everything pushed since. */
export function setStep(s: FreeAtLastState, step: Step | null): FreeAtLastState {
  return withTasks(s, restacked(s, s.tasks[0]!, step));
}
