import { describe, expect, it } from 'vitest';
import { InvalidConfigError, playout, RulesError, type ApplyOptions, type Game, type GameEvent } from '../../src/index.js';
import { hashText } from '../../src/testing/hash.js';
import { checkGolden, examplePig, formatGolden, goldenSchema, recordGolden, type Golden, type PigAction, type PigConfigInput, type PigSeat, type PigState } from '../../src/testing/index.js';

type Pig = Game<PigState, PigAction, unknown, unknown, PigConfigInput, PigSeat>;
type Step = (s: PigState, a: unknown, o?: ApplyOptions<PigSeat>) => { state: PigState; events: GameEvent[] };

const config = { players: 3 };
const golden = recordGolden(examplePig, { config, seed: 1 });
const copy = (): Golden => structuredClone(golden);
const firstHold = golden.actions.findIndex((a) => a.type === 'hold');

/** Secret Pig with `step` (and so `apply`) replaced. */
const withStep = (step: Step): Pig => {
  const apply = (s: PigState, a: unknown, o?: ApplyOptions<PigSeat>) => step(s, a, o).state;
  return { ...examplePig, step, apply, stepUnknown: step, applyUnknown: apply };
};

describe('recordGolden', () => {
  it('records the seeded random playout, one hash per step, and the result', () => {
    const run = playout(examplePig, { config, seed: 1 });
    expect(golden).toMatchObject({ format: 'protest-rules/golden@1', game: 'example-pig', version: examplePig.version, config, seed: 1, actions: run.actions, result: run.result });
    expect(golden.steps).toHaveLength(run.actions.length + 1);
    expect(goldenSchema.parse(golden)).toEqual(golden);
  });

  it('records given actions with the same hashes as the playout that chose them', () => {
    expect(recordGolden(examplePig, { config, seed: 1, actions: golden.actions })).toEqual(golden);
  });

  it('records chance outcomes as actions in manual chance mode', () => {
    const manual = recordGolden(examplePig, { config: { chance: 'manual' }, seed: 2 });
    expect(manual.actions.some((a) => a.type === 'die')).toBe(true);
    expect(checkGolden(examplePig, manual)).toEqual({ ok: true });
  });

  it('stops at maxSteps with no result', () => {
    const cut = recordGolden(examplePig, { config, seed: 1, maxSteps: 3 });
    expect(cut.actions).toHaveLength(3);
    expect(cut.result).toBeNull();
    expect(checkGolden(examplePig, cut)).toEqual({ ok: true });
  });
});

describe('checkGolden locates the first divergence', () => {
  it('accepts an unchanged golden, also after a JSON round trip of its file', () => {
    expect(checkGolden(examplePig, golden)).toEqual({ ok: true });
    expect(checkGolden(examplePig, JSON.parse(formatGolden(golden)))).toEqual({ ok: true });
  });

  it('an action that no longer applies: at the step it should lead to', () => {
    const g = copy();
    g.actions[5] = { type: 'deal', card: 1 };
    expect(checkGolden(examplePig, g)).toMatchObject({ ok: false, step: 6, kind: 'action', expected: { type: 'deal', card: 1 } });
  });

  it('another legal action: at the step after it, by its hash', () => {
    const g = copy();
    g.actions[firstHold] = { type: 'roll' };
    expect(checkGolden(examplePig, g)).toMatchObject({ ok: false, step: firstHold + 1, kind: 'hash', expected: golden.steps[firstHold + 1] });
  });

  it('a tampered hash: at its step, with what the step shows now', () => {
    const g = copy();
    g.steps[7] = '0123456789abcdef';
    const check = checkGolden(examplePig, g);
    expect(check).toMatchObject({ ok: false, step: 7, kind: 'hash', expected: '0123456789abcdef', actual: { hash: golden.steps[7] } });
    expect(Object.keys((check as { actual: object }).actual).sort()).toEqual(['events', 'hash', 'legal', 'toMove']);
  });

  it('a tampered setup hash: at step 0', () => {
    const g = copy();
    g.steps[0] = '0123456789abcdef';
    expect(checkGolden(examplePig, g)).toMatchObject({ ok: false, step: 0, kind: 'hash' });
  });

  it('a bumped version: at step 0, saying whether the replay otherwise matches', () => {
    expect(checkGolden(examplePig, { ...copy(), version: '0' })).toMatchObject({
      ok: false,
      step: 0,
      kind: 'version',
      expected: '0',
      actual: examplePig.version,
      reason: expect.stringContaining('otherwise replays identically'),
    });
    const g = { ...copy(), version: '0' };
    g.steps[4] = '0123456789abcdef';
    expect(checkGolden(examplePig, g)).toMatchObject({ kind: 'version', reason: expect.stringContaining('also diverges at step 4') });
  });

  it('a game that ends with another result: at the last step', () => {
    const other: Pig = { ...examplePig, result: (s) => examplePig.result(s) && { ...examplePig.result(s)!, reason: 'changed' } };
    expect(checkGolden(other, golden)).toMatchObject({ ok: false, step: golden.actions.length, kind: 'result', expected: golden.result, actual: { reason: 'changed' } });
  });

  it('a recorded result that the hashes do not back: at the last step', () => {
    const g = copy();
    g.result = { scores: {}, winners: [], reason: 'tampered' };
    expect(checkGolden(examplePig, g)).toMatchObject({ ok: false, step: golden.actions.length, kind: 'result', actual: golden.result });
  });

  it('different events: at the step that raised them', () => {
    const silentHold = withStep((s, a, o) => {
      const r = examplePig.stepUnknown(s, a, o);
      return (a as PigAction).type === 'hold' ? { ...r, events: [] } : r;
    });
    expect(checkGolden(silentHold, golden)).toMatchObject({ ok: false, step: firstHold + 1, kind: 'hash' });
  });

  it('an extra legal action: at the first step that lists it', () => {
    const extra: Pig = { ...examplePig, legalActions: (s) => [...examplePig.legalActions(s), { type: 'die', face: 6 }] };
    expect(checkGolden(extra, golden)).toMatchObject({ ok: false, step: 0, kind: 'hash' });
  });

  it('ignores the order in which legal actions are listed', () => {
    const reversed: Pig = { ...examplePig, legalActions: (s) => [...examplePig.legalActions(s)].reverse() };
    expect(checkGolden(reversed, golden)).toEqual({ ok: true });
  });

  it('a config that no longer sets up: at step 0', () => {
    expect(checkGolden(examplePig, { ...copy(), config: { players: 9 } })).toMatchObject({ ok: false, step: 0, kind: 'setup' });
  });

  it('rethrows a crash inside the game with its step', () => {
    const crashing = withStep((s, a, o) => {
      if ((a as PigAction).type === 'hold') throw new TypeError('boom');
      return examplePig.stepUnknown(s, a, o);
    });
    expect(() => checkGolden(crashing, golden)).toThrow(`Golden step ${firstHold + 1} ({"type":"hold"}) threw: TypeError: boom`);
  });

  it('throws on a malformed golden or one of another game', () => {
    expect(() => checkGolden(examplePig, { ...copy(), steps: golden.steps.slice(1) })).toThrow(InvalidConfigError);
    expect(() => checkGolden(examplePig, { ...copy(), format: 'other' })).toThrow(InvalidConfigError);
    expect(() => checkGolden(examplePig, { ...copy(), game: 'chicago-68' })).toThrow(RulesError);
  });
});

describe('golden files', () => {
  it('formatGolden writes one action and one hash per line', () => {
    const lines = formatGolden(golden).split('\n');
    expect(lines).toContain('    {"type":"roll"},');
    expect(lines).toContain(`    "${golden.steps[0]}",`);
    expect(lines.length).toBeGreaterThan(golden.actions.length + golden.steps.length);
  });

  it('the step hash is pinned: cyrb53 (its published values) with both lanes kept', () => {
    const cyrb53 = (hex: string): number => 2 ** 32 * (parseInt(hex.slice(0, 8), 16) & 0x1fffff) + parseInt(hex.slice(8), 16);
    expect(cyrb53(hashText('a'))).toBe(7929297801672961);
    expect(cyrb53(hashText('revenge'))).toBe(4051478007546757);
    expect(hashText('a')).toBe('501c2ba782c97901');
    expect(hashText('protest-rules')).toBe('f8a37a2a3fe297a1');
  });
});
