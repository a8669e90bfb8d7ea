import { describe, expect, it } from 'vitest';
import { InvalidActionError, InvalidConfigError } from '../../src/core/errors.js';
import { freeAtLast, referenceComponents } from '../../src/games/free-at-last/index.js';
import { thrown } from '../support/thrown.js';

describe('Free at Last rejects unknown keys', () => {
  it('in the config, naming the key', () => {
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(thrown(() => freeAtLast.setup({ varient: 'team' }, 1), InvalidConfigError)).toMatch(/varient/);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(thrown(() => freeAtLast.setup({ players: ['SNCC', 'CORE'], mode: 'solo' }, 1), InvalidConfigError)).toMatch(/mode/);
  });
  it('in a component set, at any depth', () => {
    const components = { ...referenceComponents, cubes: { ...referenceComponents.cubes, green: 3 } };
    expect(thrown(() => freeAtLast.setup({ components }, 1), InvalidConfigError)).toMatch(/green/);
    const [first, ...rest] = referenceComponents.strategy;
    const strategy = [{ ...first!, colour: 'red' }, ...rest];
    expect(thrown(() => freeAtLast.setup({ components: { ...referenceComponents, strategy } }, 1), InvalidConfigError)).toMatch(/colour/);
  });
  it('in an action, naming the key, and the state is left as it was', () => {
    const s = freeAtLast.setup({ players: ['SNCC', 'CORE'] }, 1);
    const before = JSON.stringify(s);
    const legal = freeAtLast.legalActions(s)[0]!;
    expect(thrown(() => freeAtLast.applyUnknown(s, { ...legal, extra: 1 }), InvalidActionError)).toMatch(/extra/);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => freeAtLast.apply(s, legal)).not.toThrow();
  });
});
