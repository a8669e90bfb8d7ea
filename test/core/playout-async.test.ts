import { describe, expect, it } from 'vitest';
import { playout, playoutAsync, randomBot, type Bot } from '../../src/index.js';
import { examplePig, type PigAction } from '../../src/testing/index.js';

/** A bot that answers like `randomBot(seed)`, but later, with a Promise. */
function slowRandom(seed: number): Bot<PigAction> {
  const inner = randomBot<PigAction>(seed);
  return { name: 'slow', choose: async (input) => (await Promise.resolve(), inner.choose(input)) };
}

describe('playoutAsync', () => {
  it('plays async and sync bots together, and matches playout for the same answers', async () => {
    for (const config of [{}, { chance: 'manual', players: 3 }]) {
      const sync = playout(examplePig, { seed: 5, config, bots: { north: randomBot(1), east: randomBot(2) } });
      const async = await playoutAsync(examplePig, { seed: 5, config, bots: { north: slowRandom(1), east: randomBot(2) } });
      expect(async.actions).toEqual(sync.actions);
      expect(async.result).toEqual(sync.result);
    }
  });

  it('stops at maxSteps and reports every step', async () => {
    let steps = 0;
    const r = await playoutAsync(examplePig, { seed: 1, maxSteps: 3, onStep: () => steps++ });
    expect(r.steps).toBe(3);
    expect(steps).toBe(3);
    expect(r.result).toBeNull();
  });
});

describe('playout', () => {
  it('refuses a bot that answers with a Promise, naming playoutAsync', () => {
    const bots = { north: slowRandom(1) } as never;
    expect(() => playout(examplePig, { seed: 1, bots })).toThrow(/playoutAsync/);
  });
});
