import { describe, expect, it } from 'vitest';
import { InvalidActionError, InvalidConfigError } from '../../src/core/errors.js';
import { chicago68, referenceComponents } from '../../src/games/chicago-68/index.js';
import { thrown } from '../support/thrown.js';

describe("Chicago '68 rejects unknown keys", () => {
  it('in the config and its incendiary events, naming the key', () => {
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(thrown(() => chicago68.setup({ mod: 'solo' }, 1), InvalidConfigError)).toMatch(/mod/);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(thrown(() => chicago68.setup({ incendiary: { pigassus: true } }, 1), InvalidConfigError)).toMatch(/pigassus/);
  });
  it('in a component set, at any depth', () => {
    const [first, ...rest] = referenceComponents.areas;
    const areas = [{ ...first!, colour: 'red' }, ...rest];
    expect(thrown(() => chicago68.setup({ components: { ...referenceComponents, areas } }, 1), InvalidConfigError)).toMatch(/colour/);
  });
  it('in an action, naming the key, and the state is left as it was', () => {
    const s = chicago68.setup({}, 1);
    const before = JSON.stringify(s);
    const legal = chicago68.legalActions(s)[0]!;
    expect(thrown(() => chicago68.applyUnknown(s, { ...legal, extra: 1 }), InvalidActionError)).toMatch(/extra/);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => chicago68.apply(s, legal)).not.toThrow();
  });
});
