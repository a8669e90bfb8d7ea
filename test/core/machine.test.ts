import { describe, expect, it } from 'vitest';
import {
  effectListHandler,
  RunawayError,
  taskMachine,
  windowHandler,
  type Ctx,
  type HandlerTable,
} from '../../src/core/index.js';

/*
 * A toy game on the task machine: a card's effects (gain, roll, ask) run one by one; `ask` pauses
 * the card for a seat's choice; a window then offers every seat with points a chance to pass a point.
 */

type Effect = { kind: 'gain'; n: number } | { kind: 'roll' } | { kind: 'ask'; seat: string };
type Task =
  | { kind: 'card'; effects: Effect[]; cursor: number }
  | { kind: 'die' }
  | { kind: 'choose'; seat: string }
  | { kind: 'share'; seats: string[] }
  | { kind: 'loop' };
type Action = { type: 'face'; n: number } | { type: 'take'; n: number } | { type: 'give' } | { type: 'keep' };
interface S {
  tasks: readonly Task[];
  points: Record<string, number>;
}

const gain = (ctx: Ctx<S, Task>, seat: string, n: number) => {
  ctx.state = { ...ctx.state, points: { ...ctx.state.points, [seat]: ctx.state.points[seat]! + n } };
  ctx.emit({ type: 'gain', seat, n });
};

const handlers: HandlerTable<S, Task, Action> = {
  card: effectListHandler<S, Task, Effect, Extract<Task, { kind: 'card' }>>(
    {
      gain: (ctx, e) => gain(ctx, 'a', e.n),
      roll: (ctx) => ctx.push({ kind: 'die' }),
      ask: (ctx, e) => ctx.push({ kind: 'choose', seat: e.seat }),
    },
    (ctx) => ctx.push({ kind: 'share', seats: ['a', 'b'] }),
  ),
  die: {
    decider: () => 'chance',
    outcomes: () => [1, 2, 3].map((n) => ({ outcome: { type: 'face', n } as Action, weight: n })),
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type === 'face') gain(ctx, 'b', a.n);
    },
  },
  choose: {
    decider: (_s, t) => t.seat,
    actions: () => [{ type: 'take', n: 1 }, { type: 'take', n: 2 }],
    answer(ctx, t, a) {
      ctx.pop();
      if (a.type === 'take') gain(ctx, t.seat, a.n);
    },
    prompt: (_s, t) => `${t.seat}: take 1 or 2`,
    explain: () => ({ reason: 'take 1 or 2 only', rule: 'toy-1' }),
  },
  share: windowHandler<S, Extract<Task, { kind: 'share' }>, Action, Task>({
    offers: (s, _t, seat) => (s.points[seat]! > 0 ? [{ type: 'give' }, { type: 'keep' }] : []),
    answer(ctx, _t, seat, a) {
      if (a.type === 'give') gain(ctx, seat, -1);
      return 'next';
    },
    prompt: (_s, _t, seat) => `${seat}: give a point?`,
  }),
  loop: { decider: () => 'auto', run: () => {} },
};

const machine = taskMachine<S, Task, Action>({ name: 'toy', handlers });
const fresh = (effects: Effect[], points = { a: 0, b: 0 }): S => ({ tasks: [{ kind: 'card', effects, cursor: 0 }], points });

describe('the task machine', () => {
  it('runs automatic tasks at start and stops at the first decision, with its events', () => {
    const { state, events } = machine.start(fresh([{ kind: 'gain', n: 2 }, { kind: 'ask', seat: 'b' }, { kind: 'gain', n: 5 }]));
    expect(events).toEqual([{ type: 'gain', seat: 'a', n: 2 }]);
    expect(machine.toMove(state)).toBe('b');
    expect(machine.legalActions(state)).toEqual([{ type: 'take', n: 1 }, { type: 'take', n: 2 }]);
    expect(machine.prompt(state)).toBe('b: take 1 or 2');
    expect(machine.explainIllegal(state, { type: 'give' })).toEqual({ reason: 'take 1 or 2 only', rule: 'toy-1' });
  });

  it('an effect list pauses mid-card for a decision and resumes with the next effect', () => {
    const s0 = machine.start(fresh([{ kind: 'ask', seat: 'b' }, { kind: 'gain', n: 5 }])).state;
    const { state, events } = machine.apply(s0, { type: 'take', n: 2 });
    expect(events).toEqual([{ type: 'gain', seat: 'b', n: 2 }, { type: 'gain', seat: 'a', n: 5 }]);
    expect(state.points).toEqual({ a: 5, b: 2 });
    expect(s0.points).toEqual({ a: 0, b: 0 });
  });

  it('an effect list with doneWithLast leaves the stack as its last effect runs: done comes before what that effect pushed', () => {
    const order: string[] = [];
    const early = taskMachine<S, Task, Action>({
      name: 'toy',
      handlers: {
        ...handlers,
        card: effectListHandler<S, Task, Effect, Extract<Task, { kind: 'card' }>>(
          { gain: (ctx, e) => gain(ctx, 'a', e.n), roll: (ctx) => ctx.push({ kind: 'die' }), ask: (ctx, e) => ctx.push({ kind: 'choose', seat: e.seat }) },
          (ctx) => {
            order.push(`done under ${ctx.state.tasks.map((t) => t.kind).join(',')}`);
            gain(ctx, 'a', 10);
          },
          'kind',
          { doneWithLast: true },
        ),
      },
    });
    const s = early.start(fresh([{ kind: 'gain', n: 1 }, { kind: 'ask', seat: 'b' }])).state;
    // the list is gone and done has run; the decision its last effect pushed waits
    expect(order).toEqual(['done under choose']);
    expect(s.tasks.map((t) => t.kind)).toEqual(['choose']);
    expect(s.points).toEqual({ a: 11, b: 0 });
    // an earlier effect's decision still pauses the list, which resumes after it
    const paused = early.start(fresh([{ kind: 'ask', seat: 'b' }, { kind: 'gain', n: 1 }])).state;
    expect(paused.tasks.map((t) => t.kind)).toEqual(['card', 'choose']);
    expect(early.apply(paused, { type: 'take', n: 1 }).events).toEqual([{ type: 'gain', seat: 'b', n: 1 }, { type: 'gain', seat: 'a', n: 1 }, { type: 'gain', seat: 'a', n: 10 }]);
  });

  it('an effect list begun by a rule (start) runs at once when the push leaves it on top, as the machine would next', () => {
    type Card = Extract<Task, { kind: 'card' }>;
    const list = effectListHandler<S, Task, Effect, Card>(
      { gain: (ctx, e) => gain(ctx, 'a', e.n), roll: (ctx) => ctx.push({ kind: 'die' }), ask: (ctx, e) => ctx.push({ kind: 'choose', seat: e.seat }) },
      (ctx) => gain(ctx, 'b', 10),
      'kind',
      { doneWithLast: true },
    );
    // `loop` stands for a rule that plays a card (after a die it pushes first, when `dieFirst`)
    const toy = (effects: Effect[], begin: 'start' | 'push', dieFirst = false) => {
      let steps = 0;
      const m = taskMachine<S, Task, Action>({
        name: 'toy',
        handlers: {
          ...handlers,
          card: list,
          loop: {
            decider: () => 'auto',
            run(ctx) {
              ctx.pop();
              if (dieFirst) ctx.push({ kind: 'die' });
              const card: Card = { kind: 'card', effects, cursor: 0 };
              if (begin === 'start') list.start(ctx, card);
              else ctx.push(card);
            },
          },
        },
        settle: () => void steps++,
        pushBelow: (t) => t.kind === 'die',
      });
      const r = m.start({ tasks: [{ kind: 'loop' }], points: { a: 0, b: 0 } });
      return { ...r, steps, m };
    };
    for (const effects of [[{ kind: 'gain', n: 1 }], [{ kind: 'gain', n: 1 }, { kind: 'ask', seat: 'b' }], [{ kind: 'ask', seat: 'b' }], [{ kind: 'roll' }]] as Effect[][]) {
      const started = toy(effects, 'start');
      const pushed = toy(effects, 'push');
      expect({ state: started.state, events: started.events }).toEqual({ state: pushed.state, events: pushed.events });
      // its first effect runs in the rule's step: one automatic step fewer (a card of one effect never waits on the stack)
      expect(pushed.steps - started.steps).toBe(1);
    }
    // pushed under a waiting die (pushBelow), the list is not on top: it waits for the die
    const under = toy([{ kind: 'gain', n: 1 }], 'start', true);
    expect(under.state.tasks.map((t) => t.kind)).toEqual(['card', 'die']);
    expect(under.events).toEqual([]);
    expect(under.m.apply(under.state, { type: 'face', n: 2 }).events).toEqual([{ type: 'gain', seat: 'b', n: 2 }, { type: 'gain', seat: 'a', n: 1 }, { type: 'gain', seat: 'b', n: 10 }]);
  });

  it('offers chance with weighted outcomes', () => {
    const s = machine.start(fresh([{ kind: 'roll' }])).state;
    expect(machine.toMove(s)).toBe('chance');
    expect(machine.legalActions(s)).toEqual([]);
    expect(machine.chanceOutcomes(s).map((o) => o.weight)).toEqual([1, 2, 3]);
    expect(machine.apply(s, { type: 'face', n: 3 }).state.points.b).toBe(3);
  });

  it('a window asks seats in order and skips those with nothing to do', () => {
    const s = machine.start(fresh([{ kind: 'gain', n: 1 }])).state;
    // b has no points: only a is asked
    expect(machine.toMove(s)).toBe('a');
    const end = machine.apply(s, { type: 'give' }).state;
    expect(end.points.a).toBe(0);
    expect(machine.toMove(end)).toBeNull();
    expect(machine.prompt(end)).toBe('The game is over.');

    const both = machine.start(fresh([], { a: 1, b: 1 })).state;
    const afterA = machine.apply(both, { type: 'keep' }).state;
    expect(machine.toMove(afterA)).toBe('b');
    expect(machine.prompt(afterA)).toBe('b: give a point?');
  });

  it('a runaway automatic loop raises a clear error instead of hanging', () => {
    const tight = taskMachine<S, Task, Action>({ name: 'toy', handlers, maxAutoSteps: 50 });
    expect(() => tight.start({ tasks: [{ kind: 'loop' }], points: {} })).toThrow(RunawayError);
    expect(() => tight.start({ tasks: [{ kind: 'loop' }], points: {} })).toThrow(/toy: 50 automatic steps without a decision \(last task 'loop'\)/);
  });

  it('a task kind without a handler does not compile', () => {
    // @ts-expect-error 'loop' has no handler
    const incomplete: HandlerTable<S, Task, Action> = { card: handlers.card, die: handlers.die, choose: handlers.choose, share: handlers.share };
    expect(Object.keys(incomplete)).not.toContain('loop');
  });

  it('drawNow resolves chance tasks as automatic steps in apply and start, and chance is still reported', () => {
    // the face the toy draws: always the highest, so the test can see the draw happened
    const drawing = taskMachine<S, Task, Action>({
      name: 'toy',
      handlers,
      drawNow(ctx, t) {
        handlers.die.answer!(ctx, t as Extract<Task, { kind: 'die' }>, { type: 'face', n: 3 });
        return true;
      },
    });
    const card = fresh([{ kind: 'roll' }, { kind: 'ask', seat: 'a' }]);
    const started = drawing.start(card);
    expect(started.events).toEqual([{ type: 'gain', seat: 'b', n: 3 }]);
    expect(drawing.toMove(started.state)).toBe('a');
    // a die left pending (a stored state) is still reported as chance, with its outcomes
    const held: S = { tasks: [{ kind: 'die' }], points: { a: 0, b: 0 } };
    expect(drawing.toMove(held)).toBe('chance');
    expect(drawing.chanceOutcomes(held)).toHaveLength(3);
    const after = drawing.apply(drawing.start(fresh([{ kind: 'ask', seat: 'b' }, { kind: 'roll' }])).state, { type: 'take', n: 1 });
    expect(after.events).toEqual([{ type: 'gain', seat: 'b', n: 1 }, { type: 'gain', seat: 'b', n: 3 }]);
  });

  it('asks who decides once per state an apply makes: toMove and legalActions of that state read the answer kept', () => {
    let asked = 0;
    type T = { kind: 'pick'; seat: string };
    interface P { tasks: readonly T[]; n: number }
    const counting = taskMachine<P, T, Action>({
      name: 'counting',
      handlers: {
        pick: {
          decider: (_s, t) => (asked++, t.seat),
          actions: () => [{ type: 'give' }],
          answer(ctx) {
            ctx.draft().n++;
          },
        },
      },
    });
    const start: P = { tasks: [{ kind: 'pick', seat: 'a' }], n: 0 };
    const next = counting.apply(start, { type: 'give' }).state;
    asked = 0;
    expect(counting.toMove(next)).toBe('a');
    expect(counting.legalActions(next)).toEqual([{ type: 'give' }]);
    expect(asked).toBe(0);
    // a state the machine did not make is asked each time
    expect(counting.toMove(start)).toBe('a');
    expect(asked).toBe(1);
  });
});
