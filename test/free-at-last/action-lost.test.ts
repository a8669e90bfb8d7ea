import { describe, expect, it } from 'vitest';
import { eventsOf, go, plainCard, settle, snccOn } from './rules/support/drive.js';

describe('13.3 ruling: an action the pre-dice window took away is lost', () => {
  it('SNCC collects its own last white cubes with a response card before its Picket: the Picket is lost', () => {
    const [a, b] = [plainCard(1, 'red', 0), plainCard(1, 'red', 1)];
    // red cubes already removed from the Project: Federal Marshals' circumstance has arisen (9.7)
    const start = snccOn({ card: 2, red: 9, white: 2, blue: 0 }, [a, b, 'federal-marshals'], (x) => x.eliminated('SNCC', { red: 1 }).stars('SNCC', 0));
    const run = settle(go(start, { type: 'play', card: a }, { type: 'mode', mode: 'picket' }, { type: 'extra', card: b }, { type: 'event', card: 'federal-marshals' }));
    expect(eventsOf(run, 'actionLost')).toEqual([{ type: 'actionLost', org: 'SNCC', mode: 'picket' }]);
  });
});
