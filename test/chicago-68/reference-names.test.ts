import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chicagoReferenceNamesSource } from '../../scripts/reference-names.js';

describe('reference-names.ts: the name unions follow the reference data', () => {
  it('is what scripts/reference-names.ts writes (run `npm run docs:names` after changing the data)', () => {
    const file = new URL('../../src/games/chicago-68/data/reference-names.ts', import.meta.url);
    expect(readFileSync(file, 'utf8')).toBe(chicagoReferenceNamesSource());
  });
});
