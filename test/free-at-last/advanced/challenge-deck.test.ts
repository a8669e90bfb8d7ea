import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../../src/core/errors.js';
import { challengeCardSchema, challengeDeckSchema } from '../../../src/games/free-at-last/data/challenge-schema.js';
import { referenceChallenges } from '../../../src/games/free-at-last/data/challenges.js';
import { freeAtLast } from '../../../src/games/free-at-last/index.js';

/* The Challenge deck as data (9.12, 9.12.1, 3.6.3) and a user deck passed in the config. */

const count = (category: string) => referenceChallenges.filter((c) => c.category === category).length;

describe('9.12 the reference Challenge deck', () => {
  it('9.12 holds S, A, V and M Project Challenges, ANY and ALL Challenges', () => {
    expect(referenceChallenges).toHaveLength(42);
    expect([count('S'), count('A'), count('V'), count('M'), count('ANY'), count('ALL')]).toEqual([8, 8, 8, 6, 6, 6]);
  });

  it('9.12.1 each category carries its dot: S red, A white, V blue, M silver, ANY black, ALL none', () => {
    const dots = Object.fromEntries(referenceChallenges.map((c) => [c.category, c.dot]));
    expect(dots).toEqual({ S: 'red', A: 'white', V: 'blue', M: 'silver', ANY: 'black', ALL: null });
  });

  it('has immediate and lasting Challenges, and Challenges that give a Failure Marker when failed (4.2 B)', () => {
    const on = (t: string) => referenceChallenges.filter((c) => c.trigger.on === t).length;
    expect(on('now')).toBeGreaterThan(0);
    expect(on('project-action')).toBeGreaterThan(0);
    expect(referenceChallenges.filter((c) => c.trigger.on === 'project-failure' && c.effects.some((e) => e.kind === 'gainFailure'))).not.toHaveLength(0);
    expect(referenceChallenges.every((c) => 'reconstructed' in c.source)).toBe(true);
  });

  it('3.6.3 a Challenge moves white or blue X right, or red X left — never the other way', () => {
    const base = { ...referenceChallenges.find((c) => c.id === 'white-backlash')! };
    expect(challengeCardSchema.safeParse(base).success).toBe(true);
    expect(challengeCardSchema.safeParse({ ...base, effects: [{ kind: 'moveX', die: 'white', direction: 'down' }] }).success).toBe(false);
    expect(challengeCardSchema.safeParse({ ...base, effects: [{ kind: 'moveX', die: 'red', direction: 'up' }] }).success).toBe(false);
    expect(challengeCardSchema.safeParse({ ...base, dot: 'black' }).success).toBe(false);
  });
});

describe('a user Challenge deck in the config', () => {
  const deck = referenceChallenges.slice(0, 12);

  it('is validated by the config schema and dealt from', () => {
    const s = freeAtLast.setup({ advanced: true, challengeDeck: deck }, 3);
    expect(s.ext!.challenges!.deck.length + s.ext!.challenges!.discard.length).toBeLessThanOrEqual(12);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => freeAtLast.setup({ advanced: true, challengeDeck: [...deck, deck[0]] }, 3)).toThrow(InvalidConfigError);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => freeAtLast.setup({ advanced: true, challengeDeck: [{ ...deck[0], category: 'Q' }] }, 3)).toThrow(InvalidConfigError);
    expect(challengeDeckSchema.safeParse([]).success).toBe(false);
  });
});
