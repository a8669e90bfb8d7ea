import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceNamesSource } from '../../scripts/reference-names.js';

describe('reference-names.ts: the name unions follow the reference data', () => {
  it('is what scripts/reference-names.ts writes (run `npm run docs:names` after changing the data)', () => {
    const file = new URL('../../src/games/free-at-last-1955/data/reference-names.ts', import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(referenceNamesSource());
  });
});
