import type { GameEvent } from '../types.js';
import type { BaseTask, Ctx, TaskState } from './types.js';

/** The machine's {@link Ctx}: a state being changed and the events raised on the way. */
export class Context<S extends TaskState<T>, T extends BaseTask> implements Ctx<S, T> {
  readonly events: GameEvent[] = [];
  constructor(public state: S) {}

  emit(event: GameEvent): void {
    this.events.push(event);
  }

  get top(): T | undefined {
    const tasks = this.state.tasks;
    return tasks[tasks.length - 1];
  }

  private setTasks(tasks: readonly T[]): void {
    this.state = { ...this.state, tasks };
  }

  push(...tasks: T[]): void {
    if (tasks.length === 0) return;
    this.setTasks([...this.state.tasks, ...tasks.reverse()]);
  }

  pop(): void {
    if (this.state.tasks.length === 0) throw new Error('pop on an empty task stack');
    this.setTasks(this.state.tasks.slice(0, -1));
  }

  remove(task: T): void {
    const i = this.indexOf(task);
    this.setTasks([...this.state.tasks.slice(0, i), ...this.state.tasks.slice(i + 1)]);
  }

  replace(task: T, by: T): void {
    const tasks = [...this.state.tasks];
    tasks[this.indexOf(task)] = by;
    this.setTasks(tasks);
  }

  private indexOf(task: T): number {
    const i = this.state.tasks.lastIndexOf(task);
    if (i < 0) throw new Error(`task '${task.kind}' is not on the stack`);
    return i;
  }

  replaceTop(task: T): void {
    const tasks = this.state.tasks;
    if (tasks.length === 0) throw new Error('replaceTop on an empty task stack');
    this.setTasks([...tasks.slice(0, -1), task]);
  }
}
