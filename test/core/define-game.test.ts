import { describe, expect, it } from 'vitest';
import { IllegalActionError, InvalidActionError, InvalidConfigError, canonicalJson, deepFreeze } from '../../src/index.js';
import { examplePig, type PigState } from '../../src/testing/index.js';

/** A manual-chance game with both bonus cards dealt (north 3, east 5), north to decide. */
function dealt(): PigState {
  let s = examplePig.setup({ chance: 'manual' }, 1);
  s = examplePig.apply(s, { type: 'deal', card: 3 });
  return examplePig.apply(s, { type: 'deal', card: 5 });
}

function expectRejected(s: PigState, action: unknown, error: new (...args: any[]) => Error): Error {
  const before = canonicalJson(s);
  deepFreeze(s);
  let caught: unknown;
  try {
    examplePig.applyUnknown(s, action);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(error);
  expect(canonicalJson(s)).toBe(before);
  return caught as Error;
}

describe('defineGame: setup and config', () => {
  it('fills config defaults and seats', () => {
    expect(examplePig.players()).toEqual(['north', 'east']);
    expect(examplePig.players({ players: 4 })).toEqual(['north', 'east', 'south', 'west']);
  });

  it('rejects a malformed config with InvalidConfigError carrying the zod issues', () => {
    let caught: unknown;
    try {
      examplePig.setup({ players: 9 }, 1);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(InvalidConfigError);
    expect((caught as InvalidConfigError).issues[0]!.path).toEqual(['players']);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => examplePig.players({ players: 'two' })).toThrow(InvalidConfigError);
  });

  it('rejects a seed that is not a safe integer', () => {
    expect(() => examplePig.setup({}, 1.5)).toThrow(InvalidConfigError);
    expect(() => examplePig.setup({}, Number.NaN)).toThrow(InvalidConfigError);
  });

  it('is deterministic: the same config and seed give byte-identical states', () => {
    expect(JSON.stringify(examplePig.setup({ players: 3 }, 99))).toBe(JSON.stringify(examplePig.setup({ players: 3 }, 99)));
  });
});

describe('defineGame: chance modes', () => {
  it("'auto' resolves the opening deal in setup: a seat decides first", () => {
    const s = examplePig.setup({}, 5);
    expect(examplePig.toMove(s)).toBe('north');
    expect(s.bonus.every((b) => b !== null)).toBe(true);
    expect(examplePig.chanceOutcomes(s)).toEqual([]);
  });

  it("'auto' resolves the die after a roll and reports it as an event", () => {
    const s = examplePig.setup({}, 5);
    const { state, events } = examplePig.step(s, { type: 'roll' });
    expect(state.tasks.at(-1)?.kind).not.toBe('die');
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('rolled');
    expect(examplePig.toMove(state)).not.toBe('chance');
  });

  it("'manual' stops at chance nodes and lists outcomes with probabilities summing to 1", () => {
    const s = examplePig.setup({ chance: 'manual' }, 5);
    expect(examplePig.toMove(s)).toBe('chance');
    const outcomes = examplePig.chanceOutcomes(s);
    expect(outcomes.map((o) => o.outcome)).toEqual([1, 2, 3, 4, 5, 6].map((card) => ({ type: 'deal', card })));
    for (const o of outcomes) expect(o.probability).toBeCloseTo(1 / 6);
    expect(examplePig.legalActions(s)).toEqual(outcomes.map((o) => o.outcome));
  });

  it("'manual' lets the caller force a roll", () => {
    const s = examplePig.apply(dealt(), { type: 'roll' });
    expect(examplePig.toMove(s)).toBe('chance');
    const after6 = examplePig.apply(s, { type: 'die', face: 6 });
    expect(after6.turnTotal).toBe(6);
    expect(examplePig.toMove(after6)).toBe('north');
    const after1 = examplePig.apply(s, { type: 'die', face: 1 });
    expect(after1.turnTotal).toBe(0);
    expect(examplePig.toMove(after1)).toBe('east');
  });
});

describe('defineGame: rejected actions leave everything unchanged', () => {
  it('a malformed action raises InvalidActionError with zod issues', () => {
    const e = expectRejected(dealt(), { type: 'jump' }, InvalidActionError) as InvalidActionError;
    expect(e.issues.length).toBeGreaterThan(0);
    expectRejected(dealt(), { type: 'die', face: 7 }, InvalidActionError);
    expectRejected(dealt(), 'roll', InvalidActionError);
  });

  it("an illegal action raises IllegalActionError with the game's reason and rule", () => {
    const e = expectRejected(dealt(), { type: 'hold' }, IllegalActionError) as IllegalActionError;
    expect(e.reason).toBe('Nothing to hold: roll first.');
    expect(e.rule).toBe('pig-2');
  });

  it('a well-formed action of the wrong kind gets the generic reason', () => {
    const e = expectRejected(dealt(), { type: 'die', face: 4 }, IllegalActionError) as IllegalActionError;
    expect(e.reason).toBe('Not a legal action for north now.');
    expect(e.rule).toBeUndefined();
  });

  it('at a chance node only its outcomes are accepted', () => {
    const s = examplePig.setup({ chance: 'manual' }, 5);
    const e = expectRejected(s, { type: 'roll' }, IllegalActionError) as IllegalActionError;
    expect(e.reason).toMatch(/chance node/);
    const dealtAll = examplePig.apply(examplePig.apply(s, { type: 'deal', card: 2 }), { type: 'deal', card: 4 });
    expect(examplePig.toMove(dealtAll)).toBe('north');
    // card 2 is gone from the deck: dealing it again is not an outcome
    const one = examplePig.apply(s, { type: 'deal', card: 2 });
    expectRejected(one, { type: 'deal', card: 2 }, IllegalActionError);
  });

  it('nothing is accepted once the game is over', () => {
    let s = examplePig.setup({ target: 1, chance: 'manual' }, 1);
    s = examplePig.apply(s, { type: 'deal', card: 1 });
    s = examplePig.apply(s, { type: 'deal', card: 2 });
    s = examplePig.apply(s, { type: 'roll' });
    s = examplePig.apply(s, { type: 'die', face: 3 });
    s = examplePig.apply(s, { type: 'hold' });
    expect(examplePig.isTerminal(s)).toBe(true);
    expect(examplePig.toMove(s)).toBeNull();
    expect(examplePig.legalActions(s)).toEqual([]);
    expect(examplePig.result(s)).toEqual({ scores: { north: 4, east: 2 }, winners: ['north'], reason: 'highest score', code: 'target-reached' });
    const e = expectRejected(s, { type: 'roll' }, IllegalActionError) as IllegalActionError;
    expect(e.reason).toBe('The game is over.');
  });
});

describe('defineGame: the trusted fast path', () => {
  it('validate:false gives the same state as the validated path for a legal action', () => {
    const s = dealt();
    expect(examplePig.apply(s, { type: 'roll' }, { validate: false })).toEqual(examplePig.apply(s, { type: 'roll' }));
  });

  it('validate:false skips the legality check (the caller vouches for the action)', () => {
    const s = dealt();
    expect(() => examplePig.apply(s, { type: 'hold' })).toThrow(IllegalActionError);
    const trusted = examplePig.apply(s, { type: 'hold' }, { validate: false });
    expect(examplePig.toMove(trusted)).toBe('east');
  });
});

describe('defineGame: views, prompt and describe', () => {
  it("a seat's view shows its own bonus card only; a spectator sees none", () => {
    const s = dealt();
    expect(examplePig.view(s, 'north').ownBonus).toBe(3);
    expect(examplePig.view(s, 'east').ownBonus).toBe(5);
    expect(examplePig.view(s, null).ownBonus).toBeNull();
    expect(JSON.stringify(examplePig.view(s, 'north'))).not.toContain('rng');
  });

  it('prompt and describe put the decision and the action in words', () => {
    const s = dealt();
    expect(examplePig.prompt(s)).toBe('north: roll or hold (turn total 0)');
    expect(examplePig.describe(s, { type: 'roll' })).toBe('north rolls');
    expect(examplePig.describe(s, { type: 'die', face: 4 })).toBe('rolls 4');
  });
});

describe('describeEvent', () => {
  it("uses the game's words, else the generic key=value form", () => {
    expect(examplePig.describeEvent({ type: 'rolled', seat: 'north', face: 1 })).toBe('north rolls a 1 and loses the turn total');
    expect(examplePig.describeEvent({ type: 'dealt', seat: 'east' })).toBe('dealt seat=east');
  });
});
