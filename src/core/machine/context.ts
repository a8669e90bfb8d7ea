import type { Owner } from '../owner.js';
import type { GameEvent } from '../types.js';
import { forget, storedSoFar } from './memo.js';
import type { BaseTask, Ctx, MachineDefinition, TaskState } from './types.js';

type Writable<S> = { -readonly [K in keyof S]: S[K] };

let recordWrites = 0;

/** How many records `ownRecord` has handed out for writing in place so far (`recordCheck` reads it). */
export const recordWritesSoFar = (): number => recordWrites;

/**
 * The machine's {@link Ctx}: a state being changed and the events raised on the way.
 *
 * Within one apply the state's top level and its task list are copied once, at their first change,
 * and later changes write into those private copies (like Immutable's `withMutations`): nothing
 * outside the apply has seen them, and the state the apply started from is never written.
 *
 * With an {@link Owner} (owned mode: a run that owns its states) the copies outlive the apply: an
 * apply given the state the owner's last apply returned adopts that apply's copies (the top level,
 * the task list, the tasks and records it owned) and writes into them instead of copying again;
 * `keep` hands the copies back to the owner at the end of the apply.
 */
export class Context<S extends TaskState<T>, T extends BaseTask> implements Ctx<S, T> {
  readonly events: GameEvent[] = [];
  private owned: S | undefined;
  private ownedTasks: T[] | undefined;
  /** The task copies this apply owns (`own`), made at the first `own`. */
  private ownedCopies: Set<T> | undefined;
  /** The top-level records this apply owns (`ownRecord`), by key. */
  private ownedRecords: Map<PropertyKey, object> | undefined;
  /** `storedSoFar()` when the draft last had nothing remembered. */
  private clean = -1;
  /** Whether a push or an insert grew the task list this apply copied. */
  private grown = false;
  /** `copy`: how the top level is copied (a game's own copier, or a spread); `below`: tasks a push goes under ({@link MachineDefinition.pushBelow}). */
  constructor(
    public state: S,
    private readonly copy: (s: S) => S = (s) => ({ ...s }),
    private readonly below?: (task: T) => boolean,
    owner?: Owner,
  ) {
    if (owner !== undefined && owner.state === state) {
      owner.state = undefined; // until `keep`: a failed apply leaves nothing to adopt
      this.owned = state;
      this.ownedTasks = owner.tasks as T[] | undefined;
      // popped tasks stay in the set until it is dropped: a fresh set now and then only costs copies
      this.ownedCopies = owner.taskCopies !== undefined && owner.taskCopies.size < 64 ? (owner.taskCopies as Set<T>) : undefined;
      this.ownedRecords = owner.records;
    }
  }

  /** Hands this apply's copies to `owner`, for its next apply (owned mode). */
  keep(owner: Owner): void {
    // a state the apply did not copy (its input, unchanged) is nobody's to write
    owner.state = this.drafted ? this.state : undefined;
    owner.tasks = this.ownedTasks;
    owner.taskCopies = this.ownedCopies;
    owner.records = this.ownedRecords;
  }

  /**
   * Ends an apply that owns nothing after it (a pure one): a task list that grew is copied at its
   * length. V8 grows a list by half its length plus 16 slots, spare room that every state a caller
   * keeps (a history, a search tree) would hold (docs/performance.md, "Spare room in kept states").
   */
  seal(): void {
    const d = this.state as { tasks: readonly T[] };
    if (this.grown && d.tasks === this.ownedTasks) d.tasks = this.ownedTasks.slice();
  }

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** Whether the state is this apply's own copy (made by `draft`): nobody outside the apply holds it. */
  get drafted(): boolean {
    return this.state === this.owned;
  }

  get top(): T | undefined {
    const tasks = this.state.tasks;
    return tasks[tasks.length - 1];
  }

  draft(): Writable<S> {
    if (this.state !== this.owned) {
      this.state = this.owned = this.copy(this.state);
      this.clean = storedSoFar();
    } else if (this.clean !== storedSoFar()) {
      forget(this.owned);
      this.clean = storedSoFar();
    }
    return this.owned as Writable<S>;
  }

  /** The task list of this apply, writable. */
  private tasks(): T[] {
    const d = this.draft() as { tasks: readonly T[] };
    if (d.tasks !== this.ownedTasks) d.tasks = this.ownedTasks = [...d.tasks];
    return this.ownedTasks;
  }

  push(...tasks: T[]): void {
    if (tasks.length === 0) return;
    const stack = this.tasks();
    this.grown = true;
    const below = this.below;
    let at = stack.length;
    if (below !== undefined) while (at > 0 && below(stack[at - 1]!)) at--;
    if (at === stack.length) for (let i = tasks.length - 1; i >= 0; i--) stack.push(tasks[i]!);
    else stack.splice(at, 0, ...tasks.slice().reverse());
  }

  pop(): void {
    if (this.state.tasks.length === 0) throw new Error('pop on an empty task stack');
    this.tasks().pop();
  }

  insertAbove(task: T, ...tasks: T[]): void {
    if (tasks.length === 0) return;
    const i = this.indexOf(task);
    this.tasks().splice(i + 1, 0, ...tasks.slice().reverse());
    this.grown = true;
  }

  removeAll(is: (task: T) => boolean): void {
    if (!this.state.tasks.some(is)) return;
    const stack = this.tasks();
    for (let i = stack.length - 1; i >= 0; i--) if (is(stack[i]!)) stack.splice(i, 1);
  }

  remove(task: T): void {
    const i = this.indexOf(task);
    this.tasks().splice(i, 1);
  }

  replace(task: T, by: T): void {
    const i = this.indexOf(task);
    this.tasks()[i] = by;
  }

  private indexOf(task: T): number {
    const i = this.state.tasks.lastIndexOf(task);
    if (i < 0) throw new Error(`task '${task.kind}' is not on the stack`);
    return i;
  }

  own<K extends T>(task: K, copy: (task: K) => K = (t) => ({ ...t })): Writable<K> {
    if (this.ownedCopies?.has(task) === true) {
      forget(this.state); // written in place: nothing remembered of the state may outlive it
      return task as Writable<K>;
    }
    const mine = copy(task);
    this.replace(task, mine);
    (this.ownedCopies ??= new Set()).add(mine);
    return mine as Writable<K>;
  }

  ownRecord<K extends keyof S>(key: K, copy: (record: S[K]) => S[K] = (r) => ({ ...r })): Writable<S[K]> {
    recordWrites++;
    const d = this.draft(); // a record written in place: nothing remembered of the state may outlive it
    const record = d[key];
    if (this.ownedRecords?.get(key) === record) return record as Writable<S[K]>;
    const mine = copy(record);
    d[key] = mine;
    (this.ownedRecords ??= new Map()).set(key, mine as object);
    return mine as Writable<S[K]>;
  }

  replaceTop(task: T): void {
    if (this.state.tasks.length === 0) throw new Error('replaceTop on an empty task stack');
    const stack = this.tasks();
    stack[stack.length - 1] = task;
  }
}
