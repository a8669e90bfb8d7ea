import { describe, expect, it } from 'vitest';
import { playout } from '../../src/index.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastState } from '../../src/games/free-at-last/index.js';
import { canonicalJson, deepFreeze } from '../../src/core/json.js';

/*
 * The hot-path copies of the state, its tasks and the resolution are written out field by field
 * (for speed: docs/performance.md). A field added to a schema and forgotten there would be dropped
 * silently: every state of a real game must be what its schema makes of it, and a step on a frozen
 * copy must give the same JSON, byte for byte (no step writes into its input).
 */

function gameOf(config: object, seed: number): { states: FreeAtLastState[]; actions: FreeAtLastAction[] } {
  const states: FreeAtLastState[] = [freeAtLast.setup(config, seed)];
  const actions: FreeAtLastAction[] = [];
  playout(freeAtLast, {
    config,
    seed,
    trusted: true,
    onStep: ({ state, action }) => {
      states.push(state as FreeAtLastState);
      actions.push(action as FreeAtLastAction);
    },
  });
  return { states, actions };
}

describe('field-by-field copies keep every field, in order, and never write into their input', () => {
  for (const config of [{}, { advanced: true, variant: 'solitaire', players: ['CORE'] }]) {
    it(`every state is its schema's parse; every step leaves its frozen input unchanged (${JSON.stringify(config)})`, () => {
      const { states, actions } = gameOf(config, 5);
      let resolutions = 0;
      states.forEach((s, i) => {
        const json = JSON.stringify(s);
        // canonically: org.appealCards (22.15) is written after the org's other fields, not in schema order
        expect(canonicalJson(freeAtLast.schemas.state.parse(s))).toBe(canonicalJson(s));
        if (freeAtLast.view(s, null).resolution !== null) resolutions++;
        const action = actions[i];
        if (action === undefined) return;
        const next = freeAtLast.apply(deepFreeze(JSON.parse(json) as FreeAtLastState), action, { validate: false });
        expect(JSON.stringify(next)).toBe(JSON.stringify(states[i + 1]));
      });
      expect(resolutions).toBeGreaterThan(0);
    });
  }
});
