import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/index.js';
import { examplePig } from '../../src/testing/index.js';

// Records committed with their final states: any change to the RNG, chance resolution or
// defineGame that alters play shows up here.
const dir = new URL('./golden/', import.meta.url);

describe('golden replays of the example game', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    it(file, () => {
      const { record, finalState } = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      const outcome = replay(examplePig, record, { expectedState: finalState });
      expect(outcome).toMatchObject({ ok: true, steps: record.actions.length });
      expect(examplePig.isTerminal(finalState)).toBe(true);
    });
  }
});
