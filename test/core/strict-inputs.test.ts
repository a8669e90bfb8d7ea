import { describe, expect, it } from 'vitest';
import { InvalidActionError, InvalidConfigError } from '../../src/core/errors.js';
import { games } from '../../src/registry.js';
import { examplePig } from '../../src/testing/example-pig.js';
import { openObjects } from '../support/open-objects.js';

describe('strict inputs: configs and actions name no key they do not know', () => {
  for (const game of [...Object.values(games), examplePig]) {
    it(`${game.id}: every object of the config (components included) and of every action is strict`, () => {
      expect(openObjects(game.schemas.config)).toEqual([]);
      expect(openObjects(game.schemas.action)).toEqual([]);
    });
  }
  it('the example game rejects an unknown config key and an extra action key, naming them', () => {
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => examplePig.setup({ targt: 20 }, 1)).toThrow(InvalidConfigError);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => examplePig.setup({ targt: 20 }, 1)).toThrow(/targt/);
    const s = examplePig.setup({}, 1);
    const roll = examplePig.legalActions(s).find((a) => a.type === 'roll')!;
    expect(() => examplePig.applyUnknown(s, { ...roll, times: 2 })).toThrow(InvalidActionError);
    expect(() => examplePig.applyUnknown(s, { ...roll, times: 2 })).toThrow(/times/);
  });
});
