import { describe, expect, it } from 'vitest';
import { playout } from '../../src/index.js';
import { freeAtLast } from '../../src/games/free-at-last/index.js';

describe('13.3 ruling: an action the pre-dice window took away is lost', () => {
  it('seed 795: NAACP collects its own last white cubes before a Picket; the game goes on to its end', () => {
    const events: string[] = [];
    const r = playout(freeAtLast, { seed: 795, onStep: ({ events: ev }) => ev.forEach((e) => events.push(e.type)) });
    expect(events).toContain('action-lost');
    expect(r.result).not.toBeNull();
  });
});
