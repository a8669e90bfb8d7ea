import { describe, expect, it } from 'vitest';
import { deepFreeze, games, Owner, pickWeighted, playout, taskMachine, type Ctx, type HandlerTable } from '../../src/index.js';
import type { BaseState, Game } from '../../src/core/types.js';

/*
 * Owned mode (DESIGN §1 "Cheap decisions"): with an Owner the machine writes in place into what
 * its last apply copied, and into nothing else; without one an apply is pure. Ctx.ownRecord (a
 * top-level record copied once per apply) and drawsFromRng (auto draws within the apply).
 * States are frozen deeply: a write into one a caller holds throws.
 */

type Task = { kind: 'ask' } | { kind: 'roll' };
interface S {
  readonly tasks: readonly Task[];
  readonly rng: readonly number[];
  readonly chance: 'auto' | 'manual';
  readonly areas: Readonly<Record<string, number>>;
  readonly rolls: readonly number[];
}
type Action = { type: 'go'; area: string } | { type: 'face'; n: number };

const recordCopies: object[] = [];
const handlers: HandlerTable<S, Task, Action> = {
  ask: {
    decider: () => 'a',
    actions: (s) => Object.keys(s.areas).map((area) => ({ type: 'go', area })),
    answer(ctx: Ctx<S, Task>, _t, a) {
      if (a.type !== 'go') return;
      for (let i = 0; i < 3; i++) {
        const areas = ctx.ownRecord('areas', (r) => {
          const c = { ...r };
          recordCopies.push(c);
          return c;
        });
        areas[a.area] = areas[a.area]! + 1;
      }
      ctx.push({ kind: 'roll' });
    },
  },
  roll: {
    decider: () => 'chance',
    outcomes: () => [1, 2, 3].map((n) => ({ outcome: { type: 'face', n }, weight: n })),
    answer(ctx, _t, a) {
      if (a.type !== 'face') return;
      ctx.draft().rolls = [...ctx.state.rolls, a.n];
      ctx.pop();
    },
  },
};
const machine = taskMachine<S, Task, Action>({ name: 'owner', handlers, drawsFromRng: true });
const start = (): S => deepFreeze({ tasks: [{ kind: 'ask' }], rng: [1, 2, 3, 4], chance: 'auto', areas: { x: 0, y: 0 }, rolls: [] });

describe('Ctx.ownRecord', () => {
  it('copies a record once per apply, writes the copy in place and never the input', () => {
    recordCopies.length = 0;
    const s0 = start();
    const s1 = machine.apply(s0, { type: 'go', area: 'x' }).state;
    expect(recordCopies).toHaveLength(1);
    expect(s1.areas).toBe(recordCopies[0]);
    expect(s1.areas).toEqual({ x: 3, y: 0 });
    expect(s0.areas).toEqual({ x: 0, y: 0 });
  });
});

describe('drawsFromRng', () => {
  it("answers a chance task in 'auto' mode within the apply, with defineGame's pick from the state's RNG", () => {
    const s1 = machine.apply(start(), { type: 'go', area: 'x' }).state;
    const [face, rng] = pickWeighted(handlers.roll.outcomes!(start(), { kind: 'roll' }), start().rng);
    expect(s1.rolls).toEqual([(face as { n: number }).n]);
    expect(s1.rng).toEqual(rng);
    expect(machine.toMove(s1)).toBe('a');
    // 'manual': the chance task waits for its outcome
    const manual = machine.apply(deepFreeze({ ...start(), chance: 'manual' }), { type: 'go', area: 'x' }).state;
    expect(machine.toMove(manual)).toBe('chance');
  });
});

describe('owned mode', () => {
  it("copies the first state, then writes in place into its own last result only", () => {
    const owner = new Owner();
    const s0 = start();
    const s1 = machine.apply(s0, { type: 'go', area: 'x' }, owner).state;
    expect(s1).not.toBe(s0);
    recordCopies.length = 0;
    const s2 = machine.apply(s1, { type: 'go', area: 'y' }, owner).state;
    expect(s2).toBe(s1); // written in place
    expect(recordCopies).toHaveLength(0); // the record copied by the last apply is written again
    expect(s2.areas).toEqual({ x: 3, y: 3 });
    expect(s0).toEqual(start());
    // a state that is not the owner's last result is copied: frozen, it would throw if written
    const held = deepFreeze(machine.apply(start(), { type: 'go', area: 'y' }).state);
    const s3 = machine.apply(held, { type: 'go', area: 'x' }, owner).state;
    expect(s3).not.toBe(held);
    expect(held.areas).toEqual({ x: 0, y: 3 });
    // and once the owner moved on, its older result is not written again
    expect(() => machine.apply(deepFreeze(s2), { type: 'go', area: 'x' }, owner)).not.toThrow();
  });
});

/** Plays `game` from a deeply frozen start, taking `pick` of each list: pure or owned steps. */
function play(game: Game<BaseState, any>, seed: number, owner?: Owner): { actions: unknown[]; state: BaseState } {
  let s = deepFreeze(game.setup({}, seed));
  const actions: unknown[] = [];
  for (let i = 0; i < 4000 && !game.isTerminal(s); i++) {
    const legal = game.legalActions(s);
    const a = legal[(i * 7 + seed) % legal.length];
    actions.push(a);
    s = game.step(s, a, owner ? { validate: false, owner } : { validate: false }).state;
    if (!owner) deepFreeze(s); // every state a caller holds stays as it was
  }
  return { actions, state: s };
}

describe.each(Object.keys(games))('%s: no state a caller holds is written', (id) => {
  const game = games[id as keyof typeof games] as unknown as Game<BaseState, any>;
  it('pure steps of a whole game write no frozen state, and owned steps from a frozen start play the same game', () => {
    const pure = play(game, 3);
    const owned = play(game, 3, new Owner());
    expect(JSON.stringify(owned)).toBe(JSON.stringify(pure));
  });
  it('a trusted playout (owned mode) plays as a pure one', () => {
    const a = playout(game, { seed: 5, trusted: true });
    const b = playout(game, { seed: 5, trusted: true, owned: false });
    expect(JSON.stringify([a.actions, a.state])).toBe(JSON.stringify([b.actions, b.state]));
  });
});
