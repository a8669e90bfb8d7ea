import { describe, expect, it } from 'vitest';
import { handlerBuilders, taskMachine, type HandlerTable } from '../../src/core/index.js';

/*
 * The core's handler builders (docs/architecture.md "Handlers"), on a toy game: a sequence of steps
 * pushed in order (`auto`), a seat's decision that runs `none` when there is nothing to choose
 * (`decision`), a die rolled only when it is wanted (`chance`), and the machine's refusal pattern
 * (a decision's own `explain`, else the task's section).
 */

type Task =
  | { kind: 'begin' }
  | { kind: 'pick'; seat: string; from: number[] }
  | { kind: 'roll'; wanted: boolean }
  | { kind: 'end' };
type Action = { type: 'take'; n: number } | { type: 'face'; n: number };
interface S {
  tasks: readonly Task[];
  taken: number[];
  log: string[];
}

const { auto, decision, chance } = handlerBuilders<S, Task, Action>();
const note = (s: S, line: string): S => ({ ...s, log: [...s.log, line] });

const handlers: HandlerTable<S, Task, Action> = {
  begin: auto<'begin'>((ctx) => {
    ctx.pop();
    ctx.push({ kind: 'pick', seat: 'a', from: [1, 2] }, { kind: 'roll', wanted: false }, { kind: 'pick', seat: 'b', from: [] }, { kind: 'roll', wanted: true }, { kind: 'end' });
  }),
  pick: decision<'pick'>({
    seat: (_s, t) => t.seat,
    options: (_s, t) => t.from.map((n) => ({ type: 'take', n })),
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type === 'take') ctx.state = { ...ctx.state, taken: [...ctx.state.taken, a.n] };
    },
    none(ctx, t) {
      ctx.pop();
      ctx.state = note(ctx.state, `${t.seat} had nothing to pick`);
    },
    prompt: (_s, t) => `${t.seat}: take one`,
    explain: (_s, _t, a) => (a.type === 'take' && a.n > 2 ? { reason: 'at most 2', rule: 'toy-2' } : undefined),
  }),
  roll: chance<'roll'>({
    when: (_s, t) => t.wanted,
    outcomes: () => [1, 2].map((n) => ({ outcome: { type: 'face', n } as Action, weight: 1 })),
    answer(ctx, _t, a) {
      ctx.pop();
      if (a.type === 'face') ctx.state = note(ctx.state, `rolled ${a.n}`);
    },
  }),
  end: auto<'end'>((ctx) => {
    ctx.pop();
    ctx.state = note(ctx.state, 'end');
  }),
};

const sections: Readonly<Record<Task['kind'], string>> = { begin: 'toy-1', pick: 'toy-1.1', roll: 'toy-1.2', end: 'toy-1.3' };
const machine = taskMachine<S, Task, Action>({ name: 'toy', handlers, section: (t) => sections[t.kind] });
const started = () => machine.start({ tasks: [{ kind: 'begin' }], taken: [], log: [] }).state;

describe('the core handler builders', () => {
  it('auto steps push a sequence that runs in the order listed; a decision asks its seat its options', () => {
    const s = started();
    expect(machine.toMove(s)).toBe('a');
    expect(machine.legalActions(s)).toEqual([{ type: 'take', n: 1 }, { type: 'take', n: 2 }]);
    expect(machine.prompt(s)).toBe('a: take one');
    expect(machine.ask(s)).toEqual({ decision: 'pick', seat: 'a' });
  });

  it('a chance node not wanted and a decision without options run by themselves (`none`); a wanted chance node waits for its outcome', () => {
    const s = machine.apply(started(), { type: 'take', n: 2 }).state;
    expect(s.taken).toEqual([2]);
    expect(s.log).toEqual(['b had nothing to pick']);
    expect(machine.toMove(s)).toBe('chance');
    expect(machine.chanceOutcomes(s).map((o) => o.outcome)).toEqual([{ type: 'face', n: 1 }, { type: 'face', n: 2 }]);
    const end = machine.apply(s, { type: 'face', n: 2 }).state;
    expect(end.log).toEqual(['b had nothing to pick', 'rolled 2', 'end']);
    expect(end.tasks).toEqual([]);
  });

  it('a refusal gives the decision its own reason and rule, else its reason (or the prompt) with the section of the task', () => {
    const s = started();
    expect(machine.explainIllegal(s, { type: 'take', n: 3 })).toEqual({ reason: 'at most 2', rule: 'toy-2' });
    expect(machine.explainIllegal(s, { type: 'face', n: 1 })).toEqual({ reason: 'Not one of the answers to: a: take one', rule: 'toy-1.1' });
  });

  it('a decision `always` asked is its seat\'s even with no options (who is asked never reads hidden options)', () => {
    const asked = handlerBuilders<S, Task, Action>().decision<'pick'>({
      seat: (_s, t) => t.seat,
      always: true,
      options: () => [],
      answer: () => undefined,
    });
    const s: S = { tasks: [{ kind: 'pick', seat: 'b', from: [] }], taken: [], log: [] };
    const t = s.tasks[0] as Extract<Task, { kind: 'pick' }>;
    expect(asked.decider(s, t)).toBe('b');
    expect(asked.actions!(s, t)).toEqual([]);
    expect(handlers.pick.decider(s, t)).toBe('auto');
  });

  it('the options are computed once per state (remembered), and each call gives a copy', () => {
    let calls = 0;
    const counted = handlerBuilders<S, Task, Action>().decision<'pick'>({
      seat: () => 'a',
      options: () => (calls++, [{ type: 'take', n: 1 }]),
      answer: () => undefined,
    });
    const s: S = { tasks: [{ kind: 'pick', seat: 'a', from: [1] }], taken: [], log: [] };
    const t = s.tasks[0] as Extract<Task, { kind: 'pick' }>;
    expect(counted.decider(s, t)).toBe('a');
    const first = counted.actions!(s, t);
    first.push({ type: 'take', n: 9 });
    expect(counted.actions!(s, t)).toEqual([{ type: 'take', n: 1 }]);
    expect(calls).toBe(1);
  });
});

/*
 * The two parts of the builders that Free at Last's Project resolution and windows need: a chance
 * node whose seat decides between draws (a die thrown twice, one face kept: 15.9), and a window
 * whose seats not `asked` are skipped together, in one change of the stack.
 */
type DieTask = { kind: 'die'; faces: number[]; kept: number | null } | { kind: 'ask'; seats: string[] };
type DieAction = { type: 'face'; n: number } | { type: 'keep'; n: number } | { type: 'ok' };
interface D {
  tasks: readonly DieTask[];
  kept: number[];
  answered: string[];
  asked: readonly string[];
}
const die = handlerBuilders<D, DieTask, DieAction>();
/** The seats the window computed offers for, in order. */
const offered: string[] = [];
const dieHandlers: HandlerTable<D, DieTask, DieAction> = {
  die: die.chance<'die'>({
    when: (_s, t) => t.faces.length < 2,
    outcomes: () => [1, 2, 3].map((n) => ({ outcome: { type: 'face', n } as DieAction, weight: 1 })),
    seat: (_s, t) => (t.faces[0] === t.faces[1] ? null : 'owner'),
    options: (_s, t) => t.faces.map((n) => ({ type: 'keep', n }) as DieAction),
    answer(ctx, t, a) {
      if (a.type === 'face') return ctx.replaceTop({ ...t, faces: [...t.faces, a.n] });
      ctx.pop();
      if (a.type === 'keep') ctx.state = { ...ctx.state, kept: [...ctx.state.kept, a.n] };
    },
    none(ctx, t) {
      ctx.pop();
      ctx.state = { ...ctx.state, kept: [...ctx.state.kept, t.faces[0]!] };
    },
    ask: (_s, t) => (t.faces.length < 2 ? { chance: 'die', throw: t.faces.length + 1 } : { decision: 'keep' }),
  }),
  ask: die.window<'ask'>({
    offers: (s, _t, seat) => (offered.push(seat), s.asked.includes(seat) ? [{ type: 'ok' }] : []),
    asked: (s, _t, seat) => s.asked.includes(seat),
    answer(ctx, _t, seat) {
      ctx.state = { ...ctx.state, answered: [...ctx.state.answered, seat] };
      return 'next';
    },
    prompt: (_s, _t, seat) => `${seat}: ok?`,
  }),
};
const dieMachine = taskMachine<D, DieTask, DieAction>({ name: 'die toy', handlers: dieHandlers });
const rolled = (tasks: DieTask[], asked: string[] = []): D => dieMachine.start({ tasks, kept: [], answered: [], asked }).state;

describe('the core handler builders: a decision between draws, a window skipping the seats not asked', () => {
  it('a die is chance until its faces are in; then its seat keeps one of two different faces', () => {
    let s = rolled([{ kind: 'die', faces: [], kept: null }]);
    expect(dieMachine.toMove(s)).toBe('chance');
    expect(dieMachine.ask(s)).toEqual({ chance: 'die', throw: 1 });
    s = dieMachine.apply(dieMachine.apply(s, { type: 'face', n: 1 }).state, { type: 'face', n: 3 }).state;
    expect(dieMachine.toMove(s)).toBe('owner');
    expect(dieMachine.legalActions(s)).toEqual([{ type: 'keep', n: 1 }, { type: 'keep', n: 3 }]);
    expect(dieMachine.ask(s)).toEqual({ decision: 'keep', seat: 'owner' });
    expect(dieMachine.apply(s, { type: 'keep', n: 3 }).state.kept).toEqual([3]);
  });

  it('with no seat between draws (the same face twice) the die runs `none` by itself', () => {
    const s = rolled([{ kind: 'die', faces: [2], kept: null }]);
    const end = dieMachine.apply(s, { type: 'face', n: 2 }).state;
    expect(end.kept).toEqual([2]);
    expect(end.tasks).toEqual([]);
  });

  it('a window skips a seat with nothing to do together with the seats after it that are not asked', () => {
    const s = rolled([{ kind: 'ask', seats: ['a', 'b', 'c', 'd'] }], ['a', 'd']);
    expect(dieMachine.toMove(s)).toBe('a');
    offered.length = 0;
    const after = dieMachine.apply(s, { type: 'ok' }).state;
    // b has nothing to do: skipped, and c (not asked) with it, without computing c's offers
    expect(after.tasks).toEqual([{ kind: 'ask', seats: ['d'] }]);
    expect(dieMachine.toMove(after)).toBe('d');
    expect(offered).not.toContain('c');
    expect(after.answered).toEqual(['a']);
    // nobody asked: the window closes at once
    expect(rolled([{ kind: 'ask', seats: ['a', 'b', 'c'] }]).tasks).toEqual([]);
  });

  it("the machine's question is the handler's subject, then the seat; without one, the task's kind and plain fields, then the seat (keys in that order)", () => {
    type Q = { kind: 'named'; seat: string } | { kind: 'plain'; seat: string; n: number; decision: string; list: number[] };
    interface QS {
      tasks: readonly Q[];
    }
    const b = handlerBuilders<QS, Q, Action>();
    const asking = taskMachine<QS, Q, Action>({
      name: 'asking',
      handlers: {
        named: b.decision<'named'>({ seat: (_s, t) => t.seat, options: () => [{ type: 'take', n: 1 }], answer: (ctx) => ctx.pop(), ask: () => ({ decision: 'name', z: 1, a: 'x' }) }),
        plain: b.decision<'plain'>({ seat: (_s, t) => t.seat, options: () => [{ type: 'take', n: 1 }], answer: (ctx) => ctx.pop() }),
      },
    });
    const named = asking.ask({ tasks: [{ kind: 'named', seat: 'b' }] });
    expect(JSON.stringify(named)).toBe('{"decision":"name","z":1,"a":"x","seat":"b"}');
    // a task field named like a question key keeps the key's place and takes its value, as a spread does
    const plain = asking.ask({ tasks: [{ kind: 'plain', seat: 'a', n: 3, decision: 'mine', list: [1] }] });
    expect(JSON.stringify(plain)).toBe('{"decision":"mine","seat":"a","n":3}');
  });
});

