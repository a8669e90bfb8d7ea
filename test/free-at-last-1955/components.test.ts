import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../src/core/errors.js';
import { componentSetSchema, referenceComponents, type ComponentSet } from '../../src/games/free-at-last-1955/index.js';
import { game } from './helpers.js';

const copy = (): ComponentSet => JSON.parse(JSON.stringify(referenceComponents)) as ComponentSet;
const city = (id: string) => referenceComponents.cities.find((c) => c.id === id)!;

describe('components: the reference set', () => {
  it('is valid, and every entry names its source (a rulebook section, or reconstructed with a reason)', () => {
    expect(componentSetSchema.safeParse(referenceComponents).success).toBe(true);
    const sources = [...referenceComponents.cities, ...referenceComponents.leaders, ...referenceComponents.cards, ...referenceComponents.freedomEvents, referenceComponents.crt, referenceComponents.setup].map((x) => x.source);
    for (const s of sources) if ('rule' in s) expect(s.rule).toMatch(/^\d/);
  });

  it('2.1–2.3 has ten states, Washington DC in Virginia, Birmingham a stronghold 3 and Atlanta 1', () => {
    expect(referenceComponents.states).toHaveLength(10);
    for (const st of referenceComponents.states) {
      const n = referenceComponents.cities.filter((c) => c.state === st.id).length;
      expect(n === 2 || n === 3).toBe(true);
    }
    expect(city('washington-dc').state).toBe('virginia');
    expect(city('birmingham').stronghold).toBe(3);
    expect(city('atlanta').stronghold).toBe(1);
  });

  it('6.1, 10.2, 10.3 carry the rulebook’s tables and the cards it names', () => {
    const { counts } = referenceComponents;
    expect(counts.recruitment.civilRights).toEqual([{ B: 1 }, { B: 2 }, { B: 3 }]);
    expect(counts.recruitment.segregationist).toEqual([{ W: 1 }, { W: 1, P: 1 }, { W: 1, P: 2 }]);
    expect(counts.freedomBonus).toEqual([-10, 0, 1, 3, 6, 10, 15, 21]);
    expect(counts.bands).toEqual({ decisive: 40, marginal: 36, marginalSegregationist: 32 });
    const names = referenceComponents.cards.map((c) => c.id);
    for (const n of ['rosa-parks', 'king-takes-command', 'little-rock-nine', 'greensboro-sit-ins', 'james-meredith', 'march-on-washington', 'civil-rights-act-proposed', 'voting-rights-act-proposed', 'we-shall-overcome']) expect(names).toContain(n);
    expect(referenceComponents.freedomEvents).toHaveLength(7);
  });
});

describe('components: a user’s own set', () => {
  it('plays when valid (here: a stronger Birmingham stronghold)', () => {
    const set = copy();
    set.cities.find((c) => c.id === 'birmingham')!.stronghold = 5;
    const s = game.setup({ components: set }, 3);
    expect(s.components!.cities.find((c) => c.id === 'birmingham')!.stronghold).toBe(5);
    expect(game.legalActions(s).length).toBeGreaterThan(0);
  });

  it('is refused with a clear error when inconsistent', () => {
    const bad = copy();
    bad.cities[0]!.state = 'Ohio';
    expect(() => game.setup({ components: bad }, 1)).toThrow(InvalidConfigError);
    expect(() => game.setup({ components: bad }, 1)).toThrow(/unknown state Ohio/);
    const crt = copy();
    crt.crt.losses.pop();
    expect(() => game.setup({ components: crt }, 1)).toThrow(/CRT: one list of losses per column/);
  });

  it('the config is strict: unknown keys are refused', () => {
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => game.setup({ players: 3 }, 1)).toThrow(InvalidConfigError);
  });
});
