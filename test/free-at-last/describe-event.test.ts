import { describe, expect, it } from 'vitest';
import { playout } from '../../src/core/playout.js';
import type { GameEvent } from '../../src/core/types.js';
import { describedEventTypes, freeAtLast } from '../../src/games/free-at-last/words/index.js';

/* The play log in words (issue: the CLI's `play free-at-last` log a board-gamer follows). */

const generic = /^\S+ \w+=/;

function eventsOfRandomGames(): Map<string, GameEvent[]> {
  const seen = new Map<string, GameEvent[]>();
  const seats = ['SNCC', 'CORE', 'SCLC', 'NAACP'];
  for (let seed = 1; seed <= 8; seed++) {
    playout(freeAtLast, {
      seed,
      trusted: true,
      config: { players: seats.slice(0, 2 + (seed % 3)) },
      onStep: ({ events }) => {
        for (const e of events) seen.set(e.type, [...(seen.get(e.type) ?? []).slice(0, 5), e]);
      },
    });
  }
  return seen;
}

describe('describeEvent: the play log in words', () => {
  const seen = eventsOfRandomGames();

  it('every event type seen over random games has its own description', () => {
    expect(seen.size).toBeGreaterThan(40);
    for (const [type, events] of seen) {
      expect(describedEventTypes, type).toContain(type);
      for (const e of events) {
        const words = freeAtLast.describeEvent(e);
        expect(words, JSON.stringify(e)).not.toMatch(generic);
        expect(words, JSON.stringify(e)).not.toContain('undefined');
        expect(words, JSON.stringify(e)).not.toContain('[object');
      }
    }
  });

  it('3.6 an X reads the X Value Track; the subsequent roll lets it stand or Strikes Out', () => {
    expect(freeAtLast.describeEvent({ type: 'roll', org: 'SNCC', die: 'red', face: 'X', value: 4, purpose: 'red-cubes', subsequent: false, leaders: [], reading: 'x', modifier: 0 })).toBe(
      'SNCC rolls the red die for the red cubes: X → 4 (X value)',
    );
    expect(freeAtLast.describeEvent({ type: 'roll', org: 'SNCC', die: 'red', face: 2, value: 2, purpose: 'red-cubes', subsequent: true })).toBe('subsequent roll 2: the X stands');
    expect(freeAtLast.describeEvent({ type: 'roll', org: 'SNCC', die: 'red', face: 'X', value: 4, purpose: 'red-cubes', subsequent: true })).toBe('subsequent roll X: Strike Out');
  });

  it('12.0 the Leader roll names the Leader and the –1 rule', () => {
    expect(freeAtLast.describeEvent({ type: 'roll', org: 'SNCC', die: 'red', face: 3, value: -1, purpose: 'leader', subsequent: false, leaders: ['diane-nash'], reading: 'minus-one', modifier: 0 })).toBe(
      'Leader Diane Nash rolls the red die for the Leader: 3 (–1 rule: –1)',
    );
  });

  it('15.4 cubes, hits and VPs in words', () => {
    expect(freeAtLast.describeEvent({ type: 'cubes', color: 'red', count: 2, from: 'project:SNCC', to: 'criminal:SNCC', why: 'removed by blue cubes' })).toBe(
      "2 red cubes removed by blue cubes go to SNCC's criminal hold",
    );
    expect(freeAtLast.describeEvent({ type: 'cubes', color: 'white', count: 3, from: 'project:SNCC', to: 'eliminated:SNCC', why: 'collected' })).toBe('SNCC collects 3 white cubes');
    expect(freeAtLast.describeEvent({ type: 'hits', org: 'SNCC', side: 'red', hits: 5 })).toBe("red cubes score 5 hits on SNCC's Project");
    expect(freeAtLast.describeEvent({ type: 'xMoved', die: 'blue', direction: 'down', value: 3 })).toBe('the blue X moves left to 3');
  });

  it('an unknown event type falls back to the generic form', () => {
    expect(freeAtLast.describeEvent({ type: 'no-such-event', n: 1 })).toBe('no-such-event n=1');
  });
});
