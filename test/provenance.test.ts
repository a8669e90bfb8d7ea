import { describe, expect, it } from 'vitest';
import { provenanceSchema } from '../src/core/provenance.js';
import { gameModules } from '../src/index.js';

/*
 * One provenance schema (issue 22): every `source` of every game's reference component set is a
 * `{ rule }` (a rulebook section first) or a `{ reconstructed }` with its reason (src/core/provenance.ts).
 */

/** Every `source` field anywhere in a value. */
function sources(x: unknown): unknown[] {
  if (Array.isArray(x)) return x.flatMap(sources);
  if (typeof x !== 'object' || x === null) return [];
  return Object.entries(x).flatMap(([k, v]) => (k === 'source' ? [v] : sources(v)));
}

describe('one provenance schema in every game', () => {
  for (const [id, m] of Object.entries(gameModules)) {
    it(id, () => {
      const all = sources(m.textBoard.reference);
      expect(all.length).toBeGreaterThan(20);
      for (const s of all) expect(provenanceSchema.safeParse(s).success, JSON.stringify(s)).toBe(true);
    });
  }
});
