import { describe, expect, it } from 'vitest';
import { InvalidActionError, InvalidConfigError } from '../../src/core/errors.js';
import { freeAtLast1955, referenceComponents } from '../../src/games/free-at-last-1955/index.js';
import { thrown } from '../support/thrown.js';

describe('Free At Last (1955–65) rejects unknown keys', () => {
  it('in the config, naming the key', () => {
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(thrown(() => freeAtLast1955.setup({ chanse: 'manual' }, 1), InvalidConfigError)).toMatch(/chanse/);
  });
  it('in a component set, at any depth', () => {
    const [first, ...rest] = referenceComponents.cities;
    const cities = [{ ...first!, colour: 'red' }, ...rest];
    expect(thrown(() => freeAtLast1955.setup({ components: { ...referenceComponents, cities } }, 1), InvalidConfigError)).toMatch(/colour/);
  });
  it('in an action, naming the key, and the state is left as it was', () => {
    const s = freeAtLast1955.setup({}, 1);
    const before = JSON.stringify(s);
    const legal = freeAtLast1955.legalActions(s)[0]!;
    expect(thrown(() => freeAtLast1955.applyUnknown(s, { ...legal, extra: 1 }), InvalidActionError)).toMatch(/extra/);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => freeAtLast1955.apply(s, legal)).not.toThrow();
  });
});
