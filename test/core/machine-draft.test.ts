import { describe, expect, it } from 'vitest';
import { remember, taskMachine, type HandlerTable } from '../../src/core/index.js';

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
