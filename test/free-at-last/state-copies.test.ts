import { describe, expect, it } from 'vitest';
import { playout } from '../../src/index.js';
import { freeAtLast, type FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { copyState } from '../../src/games/free-at-last/state/copy.js';
import { flowOf, resolutionOf, updateResolution, withFlow } from '../../src/games/free-at-last/state/stack.js';
import { owning } from '../../src/games/free-at-last/state/ownership.js';
import { deepFreeze } from '../../src/core/json.js';

/*
 * The hot-path copies of the state, the flow task and the resolution are written out field by field
 * (state/copy.ts, state/stack.ts, for speed: docs/performance.md). A field added to a schema and
 * forgotten there would be dropped silently, and a field out of order would change the state's
 * JSON: every copy must give the same JSON, byte for byte, on states of real games.
 */

function statesOf(config: object, seed: number): FreeAtLastState[] {
  const states: FreeAtLastState[] = [];
  playout(freeAtLast, { config, seed, trusted: true, onStep: ({ state }) => void states.push(state as FreeAtLastState) });
  return states;
}

describe('field-by-field copies keep every field, in order', () => {
  for (const config of [{}, { advanced: true, variant: 'solitaire', players: ['CORE'] }]) {
    it(`copyState, withFlow and updateResolution change nothing but what they are asked to (${JSON.stringify(config)})`, () => {
      let resolutions = 0;
      for (const s of statesOf(config, 5)) {
        const json = JSON.stringify(s);
        expect(JSON.stringify(copyState(s))).toBe(json);
        expect(JSON.stringify(withFlow(s, {}))).toBe(json);
        expect(JSON.stringify(flowOf(withFlow(s, { at: flowOf(s).at })))).toBe(JSON.stringify(flowOf(s)));
        if (resolutionOf(s)) {
          resolutions++;
          expect(JSON.stringify(updateResolution(s, {}))).toBe(json);
        }
      }
      expect(resolutions).toBeGreaterThan(0);
    });
  }
});

describe('within one apply the resolution is copied once (state/ownership.ts)', () => {
  const inResolution = statesOf({}, 5).find((s) => resolutionOf(s) !== null)!;

  it('outside an apply every update copies', () => {
    const a = updateResolution(inResolution, { rerolls: 1 });
    const b = updateResolution(a, { rerolls: 2 });
    expect(resolutionOf(b)).not.toBe(resolutionOf(a));
    expect(resolutionOf(a)!.rerolls).toBe(1);
  });

  it('inside, the first update copies and later ones write into that copy, never into the input', () => {
    const before = JSON.stringify(inResolution);
    owning(() => {
      const a = updateResolution(deepFreeze(inResolution), { rerolls: 1 });
      const b = updateResolution(a, { rerolls: 2 });
      expect(resolutionOf(b)).toBe(resolutionOf(a));
      expect(resolutionOf(a)!.rerolls).toBe(2);
    });
    expect(JSON.stringify(inResolution)).toBe(before);
    // the apply is over: its copy is no longer written
    const c = updateResolution(inResolution, { rerolls: 3 });
    expect(resolutionOf(updateResolution(c, { rerolls: 4 }))).not.toBe(resolutionOf(c));
  });
});
