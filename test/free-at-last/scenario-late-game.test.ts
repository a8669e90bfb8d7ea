import { describe, expect, it } from 'vitest';
import { cubeCensus, failureMarkers, freeAtLast, referenceComponents } from '../../src/games/free-at-last/index.js';
import { build } from './support/build.js';

/* The public scenario builder's late-game setters: what they set is what the view shows, and every cube stays counted. */

describe('freeAtLastScenario late-game setters', () => {
  const s = build({ players: ['SNCC', 'CORE'], chance: 'manual' })
    .project('SNCC', { card: 1, red: 4, white: 5, blue: 1 })
    .failures('CORE', 3)
    .freedomMarkers('SNCC', { S: 1, V: 2 })
    .eliminated('SNCC', { red: 2, white: 9 })
    .criminalHold('SNCC', 3)
    .at('action-round').state;

  it('sets Failure Markers, Freedom Markers, eliminated cubes and the criminal hold', () => {
    const v = freeAtLast.view(s, null);
    expect(v.orgs.CORE!.failures).toBe(3);
    expect(failureMarkers(s).total).toBe(3);
    expect(v.orgs.SNCC!.freedomMarkers).toEqual({ S: 1, A: 0, V: 2 });
    expect(v.orgs.SNCC!.eliminated).toEqual({ red: 2, white: 9, blue: 0 });
    expect(v.orgs.SNCC!.criminalHold).toBe(3);
  });

  it('takes the cubes from the supply', () => {
    const { red, white, blue } = referenceComponents.cubes;
    expect(cubeCensus(s)).toEqual({ red, white, blue });
    expect(freeAtLast.view(s, null).supply).toEqual({ red: red - 4 - 2 - 3, white: white - 5 - 9, blue: blue - 1 });
  });
});
