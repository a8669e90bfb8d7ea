import { describe, expect, it } from 'vitest';
import { runOn, taskMachine, type Ctx, type HandlerTable } from '../../src/core/index.js';

/*
 * Ctx.own (a task copied once per apply, then written in place), the `pushBelow` option (pushes go
 * under the tasks it names, e.g. draws waiting on top) and runOn (a rule on ctx run over a plain state).
 */

type Task = { kind: 'tally'; n: number; log: readonly string[] } | { kind: 'draw' } | { kind: 'ask' };
interface S {
  tasks: readonly Task[];
}
type Action = { type: 'go' };

const copies: object[] = [];
function bump(ctx: Ctx<S, Task>): void {
  const tally = ctx.state.tasks.find((t) => t.kind === 'tally')!;
  const w = ctx.own(tally, (t) => {
    const c = { ...t };
    copies.push(c);
    return c;
  });
  w.n = w.n + 1;
}

const handlers: HandlerTable<S, Task, Action> = {
  tally: { decider: () => 'a', actions: () => [{ type: 'go' }], answer: (ctx) => [1, 2, 3].forEach(() => bump(ctx)) },
  draw: { decider: () => 'a', actions: () => [] },
  ask: { decider: () => 'a', actions: () => [{ type: 'go' }], answer: (ctx) => ctx.push({ kind: 'ask' }) },
};

describe('Ctx.own', () => {
  it('copies a task once per apply, writes the copy in place and never the input', () => {
    const tally: Task = Object.freeze({ kind: 'tally', n: 0, log: Object.freeze([]) });
    const input: S = Object.freeze({ tasks: Object.freeze([tally]) });
    copies.length = 0;
    const { state } = taskMachine<S, Task, Action>({ name: 'own', handlers }).apply(input, { type: 'go' });
    expect(copies).toHaveLength(1);
    expect(state.tasks).toEqual([{ kind: 'tally', n: 3, log: [] }]);
    expect(state.tasks[0]).toBe(copies[0]);
    expect(input.tasks[0]).toEqual({ kind: 'tally', n: 0, log: [] });
  });
});

describe('pushBelow', () => {
  it('puts pushed tasks under the run of named tasks on top, and on top without the option', () => {
    const input: S = { tasks: [{ kind: 'ask' }, { kind: 'draw' }, { kind: 'draw' }] };
    const { state } = runOn<S, Task>(input, (ctx) => ctx.push({ kind: 'tally', n: 0, log: [] }, { kind: 'ask' }), { pushBelow: (t) => t.kind === 'draw' });
    expect(state.tasks.map((t) => t.kind)).toEqual(['ask', 'ask', 'tally', 'draw', 'draw']);
    expect(runOn<S, Task>(input, (ctx) => ctx.push({ kind: 'ask' })).state.tasks.map((t) => t.kind)).toEqual(['ask', 'draw', 'draw', 'ask']);
    const machine = taskMachine<S, Task, Action>({ name: 'below', handlers, pushBelow: (t) => t.kind === 'draw' });
    expect(machine.apply({ tasks: [{ kind: 'draw' }, { kind: 'ask' }] }, { type: 'go' }).state.tasks.map((t) => t.kind)).toEqual(['draw', 'ask', 'ask']);
  });
});

describe('runOn', () => {
  it('returns the state and events a rule on ctx leaves, without writing its input', () => {
    const input: S = Object.freeze({ tasks: Object.freeze([{ kind: 'tally', n: 1, log: [] }] as Task[]) });
    const { state, events } = runOn<S, Task>(input, (ctx) => {
      bump(ctx);
      ctx.emit({ type: 'bumped' });
    });
    expect(state.tasks).toEqual([{ kind: 'tally', n: 2, log: [] }]);
    expect(events).toEqual([{ type: 'bumped' }]);
    expect(input.tasks[0]).toEqual({ kind: 'tally', n: 1, log: [] });
  });
});
