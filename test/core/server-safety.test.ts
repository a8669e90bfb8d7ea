import { describe, expect, it } from 'vitest';
import { IllegalActionError, InvalidActionError, InvalidConfigError, InvalidStateError, RulesError, defineGame, secureChanceOutcome, type GameDefinition } from '../../src/index.js';
import { examplePig, type PigAction, type PigSeat, type PigState } from '../../src/testing/index.js';

const s0 = examplePig.setup({ players: 2 }, 7);

describe('seat-checked actions', () => {
  it('an action sent by a seat that is not to move is rejected, on the trusted path too', () => {
    const who = examplePig.toMove(s0)!;
    const other = who === 'north' ? 'east' : 'north';
    expect(() => examplePig.apply(s0, { type: 'roll' }, { player: other })).toThrow(IllegalActionError);
    expect(() => examplePig.apply(s0, { type: 'roll' }, { player: other, validate: false })).toThrow(/north's decision, not east's|east's decision, not north's/);
    expect(examplePig.apply(s0, { type: 'roll' }, { player: who })).not.toBe(s0);
  });
});

describe('restore: stored states are checked before use', () => {
  it('accepts a state the game produced, round-tripped through JSON', () => {
    const json = JSON.parse(JSON.stringify(s0));
    expect(examplePig.restore(json)).toEqual(s0);
  });

  it('rejects a state that fails the schema with a short, readable InvalidStateError', () => {
    const bad = { ...s0, banked: 'lots', round: -1.5 };
    expect(() => examplePig.restore(bad)).toThrow(InvalidStateError);
    try {
      examplePig.restore({ ...bad, deck: 'x'.repeat(50_000) });
    } catch (e) {
      expect(e).toBeInstanceOf(RulesError);
      expect((e as InvalidStateError).message.length).toBeLessThan(1000);
      expect((e as InvalidStateError).problems.length).toBeGreaterThan(0);
    }
  });

  it('rejects a schema-valid state the rules cannot go on from, and one the game finds unsound', () => {
    // the seat on turn does not exist: this definition's rules crash on it, restore reports it
    const strict = defineGame<PigState, PigAction, unknown, unknown>({
      ...(pigDefinition as GameDefinition<PigState, PigAction, unknown, unknown>),
      legalActions: (s) => (s.seats[s.current]!.length > 0 ? examplePig.legalActions(s) : []),
    });
    expect(() => strict.restore({ ...s0, current: 9, pending: 'decide' })).toThrow(/the rules cannot go on from it/);
    const checked = defineGame<PigState, PigAction, unknown, unknown>({
      ...(pigDefinition as GameDefinition<PigState, PigAction, unknown, unknown>),
      checkState: (s) => (s.banked.some((b) => b < 0) ? ['banked points are negative'] : []),
    });
    expect(() => checked.restore({ ...s0, banked: [-5, 0] })).toThrow(/banked points are negative/);
    expect(checked.restore(s0)).toEqual(s0);
  });
});

// a definition with a broken explanation, to check that defineGame guards it
const pigDefinition: GameDefinition<PigState, PigAction, any, any> = {
  id: 'guarded',
  title: 'guarded',
  version: '1',
  schemas: examplePig.schemas,
  players: () => ['north', 'east'],
  setup: () => s0,
  toMove: (s) => examplePig.toMove(s),
  ask: (s) => examplePig.ask(s),
  legalActions: (s) => examplePig.legalActions(s),
  chanceOutcomes: (s) => examplePig.chanceOutcomes(s).map((o) => ({ outcome: o.outcome, weight: 1 })),
  apply: (s, a) => examplePig.step(s, a, { validate: false }),
  explainIllegal: () => {
    throw new TypeError('boom');
  },
  result: (s) => examplePig.result(s),
  view: (s, p) => examplePig.view(s, p as PigSeat | null),
  prompt: (s) => examplePig.prompt(s),
  describe: (s, a) => examplePig.describe(s, a),
};

describe('bounded, readable errors', () => {
  it('a failing explainIllegal still gives an IllegalActionError', () => {
    const g = defineGame(pigDefinition);
    const s = g.setup({}, 1);
    expect(() => g.apply(s, { type: 'hold' })).toThrow(IllegalActionError);
  });

  it('config and action errors are prettified and bounded', () => {
    try {
      // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
      examplePig.setup({ players: 'x'.repeat(5000) }, 1);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidConfigError);
      expect((e as Error).message).toMatch(/players/);
      expect((e as Error).message.length).toBeLessThan(1000);
    }
    expect(() => examplePig.applyUnknown(s0, { type: 'x'.repeat(5000) })).toThrow(InvalidActionError);
    try {
      examplePig.applyUnknown(s0, { type: 'x'.repeat(5000) });
    } catch (e) {
      expect((e as Error).message.length).toBeLessThan(1000);
    }
  });
});

describe('chance from a cryptographic source', () => {
  it('manual chance mode plus secureChanceOutcome plays a whole game with only listed outcomes', () => {
    let s = examplePig.setup({ chance: 'manual' }, 3);
    let chanceSteps = 0;
    for (let i = 0; i < 10_000 && examplePig.toMove(s) !== null; i++) {
      if (examplePig.toMove(s) === 'chance') {
        const outcome = secureChanceOutcome(examplePig, s);
        expect(examplePig.chanceOutcomes(s).map((o) => o.outcome)).toContainEqual(outcome);
        s = examplePig.apply(s, outcome);
        chanceSteps++;
      } else s = examplePig.apply(s, examplePig.legalActions(s)[0]!);
    }
    expect(examplePig.result(s)).not.toBeNull();
    expect(chanceSteps).toBeGreaterThan(2);
    expect(() => secureChanceOutcome(examplePig, s)).toThrow(/no chance node/);
  });

  it('draws each outcome with its probability (a die: every face comes up)', () => {
    let s = examplePig.setup({ chance: 'manual' }, 3);
    while (examplePig.toMove(s) === 'chance') s = examplePig.apply(s, examplePig.chanceOutcomes(s)[0]!.outcome);
    const atDie = examplePig.apply(s, { type: 'roll' });
    const faces = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const o = secureChanceOutcome(examplePig, atDie);
      if (o.type === 'die') faces.add(o.face);
    }
    expect(faces.size).toBe(6);
  });
});
