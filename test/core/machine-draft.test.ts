import { describe, expect, it } from 'vitest';
import { remember, taskMachine, type Ctx, type HandlerTable } from '../../src/core/index.js';

/*
 * Ctx.draft and remember: within one apply the state is copied once and then written in place, the
 * input state is never written, and nothing remembered about a draft survives a write to it.
 */

type Task = { kind: 'count'; left: number } | { kind: 'ask' };
interface S {
  tasks: readonly Task[];
  n: number;
  log: readonly number[];
}
type Action = { type: 'go' };

const drafts = new Set<S>();
const handlers: HandlerTable<S, Task, Action> = {
  count: {
    decider: () => 'auto',
    run(ctx, t) {
      const d = ctx.draft();
      drafts.add(d);
      d.n = d.n + 1;
      // what was remembered about the draft before this write is gone
      expect(remember(d, 'n', () => d.n)).toBe(d.n);
      ctx.replaceTop({ kind: 'count', left: t.left - 1 });
      if (t.left === 1) ctx.pop();
    },
  },
  ask: {
    decider: () => 'a',
    actions: (s, t) => remember(s, t, () => [{ type: 'go' }]),
    answer(ctx) {
      ctx.pop();
      drafts.add(ctx.draft());
      ctx.push({ kind: 'count', left: 3 });
    },
  },
};
const machine = taskMachine<S, Task, Action>({ name: 'draft', handlers });

describe('Ctx.draft', () => {
  it('copies the state once per apply, writes the copy in place and never the input', () => {
    const input: S = Object.freeze({ tasks: Object.freeze([{ kind: 'ask' }] as Task[]), n: 0, log: [] });
    drafts.clear();
    const { state } = machine.apply(input, { type: 'go' });
    expect(state.n).toBe(3);
    expect(drafts.size).toBe(1);
    expect(drafts.has(state)).toBe(true);
    expect(input.n).toBe(0);
    expect(input.tasks).toEqual([{ kind: 'ask' }]);
    expect(state.log).toBe(input.log);
  });

  it('remembers per state object and question', () => {
    const s: S = { tasks: [{ kind: 'ask' }], n: 0, log: [] };
    expect(machine.legalActions(s)).toBe(machine.legalActions(s));
    let calls = 0;
    remember(s, 'q', () => ++calls);
    expect(remember(s, 'q', () => ++calls)).toBe(1);
    expect(remember(s, 'other', () => ++calls)).toBe(2);
  });
});

describe('Ctx.insertAbove and Ctx.removeAll', () => {
  type T = { kind: string };
  interface St {
    tasks: readonly T[];
  }
  type Rule = (ctx: Ctx<St, T>) => void;
  const kinds = (s: St): string => s.tasks.map((t) => t.kind).join(',');
  /** The stack after the decision `x` on top of `below` is answered by `rule` (the machine stops there: only `x` has a handler). */
  function after(below: readonly T[], rule: Rule): St {
    const handlers = { x: { decider: () => 'a', actions: () => [{ type: 'go' }], answer: rule } } as unknown as HandlerTable<St, T, Action>;
    const m = taskMachine<St, T, Action>({ name: 'insert', handlers, over: (s) => s.tasks.at(-1)?.kind !== 'x' });
    const input: St = Object.freeze({ tasks: Object.freeze([...below, { kind: 'x' }]) });
    const { state } = m.apply(input, { type: 'go' });
    expect(kinds(input)).toBe([...below.map((t) => t.kind), 'x'].join(','));
    return state;
  }

  it('puts tasks right above the one named, under what is above it, the first listed nearest the top (decided first, as push)', () => {
    const below = [{ kind: 'bottom' }, { kind: 'middle' }, { kind: 'top' }];
    const state = after(below, (ctx) => (ctx.pop(), ctx.insertAbove(below[1]!, { kind: 'first' }, { kind: 'second' })));
    expect(kinds(state)).toBe('bottom,middle,second,first,top');
  });

  it('inserts above the top as push does, and refuses a task not on the stack', () => {
    expect(kinds(after([], (ctx) => ctx.insertAbove(ctx.top!, { kind: 'a' }, { kind: 'b' })))).toBe('x,b,a');
    expect(() => after([], (ctx) => ctx.insertAbove({ kind: 'elsewhere' }, { kind: 'a' }))).toThrow(/not on the stack/);
  });

  it('removeAll drops every task a predicate accepts, wherever it is, and leaves a stack it does not match as it is', () => {
    const below = [{ kind: 'bottom' }, { kind: 'drop' }, { kind: 'middle' }, { kind: 'drop' }];
    expect(kinds(after(below, (ctx) => (ctx.pop(), ctx.removeAll((t) => t.kind === 'drop'))))).toBe('bottom,middle');
    const input: St = Object.freeze({ tasks: Object.freeze([{ kind: 'bottom' }, { kind: 'x' }]) });
    const handlers = { x: { decider: () => 'a', actions: () => [{ type: 'go' }], answer: (ctx: Ctx<St, T>) => ctx.removeAll((t) => t.kind === 'none') } } as unknown as HandlerTable<St, T, Action>;
    expect(taskMachine<St, T, Action>({ name: 'none', handlers }).apply(input, { type: 'go' }).state).toBe(input);
  });
});
