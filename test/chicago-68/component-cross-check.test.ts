import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../src/index.js';
import { chicago68, referenceComponents, type ComponentSet } from '../../src/games/chicago-68/index.js';

/* A user component set is checked whole at setup: broken references are InvalidConfigErrors naming the entry (issue 12). */

type Edit = (set: ComponentSet) => void;
const edited = (edit: Edit): ComponentSet => {
  const set = structuredClone(referenceComponents) as ComponentSet;
  edit(set);
  return set;
};
const setupError = (edit: Edit): string => {
  try {
    chicago68.setup({ components: edited(edit) }, 1);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidConfigError);
    return (e as Error).message;
  }
  throw new Error('setup accepted the broken set');
};

describe('component sets are cross-checked at setup', () => {
  it('accepts the reference set', () => {
    expect(() => chicago68.setup({ components: edited(() => {}) }, 1)).not.toThrow();
  });
  it('2.2 a Path joins two known, different City Areas', () => {
    expect(setupError((s) => void (s.paths[0]!.a = 'Nowhere'))).toMatch(/unknown City Area 'Nowhere'[\s\S]*paths\[0\]\.a/);
    expect(setupError((s) => void (s.paths[0]!.b = s.paths[0]!.a))).toMatch(/two different City Areas/);
    expect(setupError((s) => void s.paths.push({ ...s.paths[0]! }))).toMatch(/Path '.+' appears twice/);
  });
  it('2.2 the City Areas the rules name exist, with their kind', () => {
    expect(setupError((s) => void (s.areas = s.areas.slice(0, 2)))).toMatch(/the rules need the City Area/);
    expect(setupError((s) => void (s.areas.find((a) => a.id === 'cook-county-jail')!.kind = 'street'))).toMatch(/'cook-county-jail' must be a jail area/);
    expect(setupError((s) => void s.areas.push({ ...s.areas[0]! }))).toMatch(/City Area 'lincoln-park' appears twice/);
  });
  it('ids (issue 36): kebab-case, unique in their deck, one name per id across the decks', () => {
    expect(setupError((s) => void (s.areas[1]!.id = 'Old Town'))).toMatch(/kebab-case/);
    expect(setupError((s) => void (s.policies[1]!.id = s.policies[0]!.id))).toMatch(/card 'smoke-em' appears twice[\s\S]*policies\[1\]/);
    expect(setupError((s) => void (s.tactics[0]!.id = 'teargas'))).toMatch(/card id 'teargas' names both 'TEARGAS' and 'RAID ON THE MCCARTHY SUITE'/);
    expect(setupError((s) => void (s.streetTheater[0]!.location = 'Grant Park'))).toMatch(/unknown location 'Grant Park'/);
  });
  it('setup step 7 Barriers stand on known Paths', () => {
    expect(setupError((s) => void (s.setupBarricades = ['nope']))).toMatch(/unknown Path 'nope'[\s\S]*setupBarricades\[0\]/);
    expect(setupError((s) => void (s.setupBarbedWire = ['nope']))).toMatch(/unknown Path 'nope'/);
  });
  it('cards name known areas and Action Cards', () => {
    expect(setupError((s) => void (s.streetTheater[0]!.location = 'Atlantis'))).toMatch(/unknown location 'Atlantis'/);
    expect(setupError((s) => void s.policies[0]!.effects.push({ op: 'police', count: 1, at: { area: 'Atlantis' } }))).toMatch(/policies\[0\]\.effects/);
    expect(setupError((s) => void s.tactics[0]!.effects.push({ op: 'action', card: 'NO SUCH CARD' }))).toMatch(/unknown Action Card 'NO SUCH CARD'/);
    expect(setupError((s) => void s.actionCards.push({ ...s.actionCards[0]! }))).toMatch(/Action Card '.+' appears twice/);
  });
  it('every count has a sane upper bound', () => {
    expect(setupError((s) => void (s.counts.turnCardsPerFaction = 1e5))).toMatch(/turnCardsPerFaction/);
    expect(setupError((s) => void (s.actionCards[0]!.copies = 1e6))).toMatch(/copies/);
  });
});
