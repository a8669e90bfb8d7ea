import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../../src/index.js';
import { freeAtLast, referenceComponents, type ComponentSet } from '../../../src/games/free-at-last/index.js';

/* A user component set is checked whole at setup: broken references are InvalidConfigErrors naming the entry (issue 12). */

type Edit = (set: ComponentSet) => void;
const setupError = (edit: Edit): string => {
  const set = structuredClone(referenceComponents) as ComponentSet;
  edit(set);
  try {
    freeAtLast.setup({ components: set }, 1);
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidConfigError);
    return (e as Error).message;
  }
  throw new Error('setup accepted the broken set');
};

describe('component sets are cross-checked at setup', () => {
  it('accepts the reference set', () => {
    expect(() => freeAtLast.setup({ components: structuredClone(referenceComponents) }, 1)).not.toThrow();
  });
  it('2.1 a Project lies in one of the ten states, and its number is its own', () => {
    expect(setupError((s) => void (s.projects[0]!.state = 'ZZ'))).toMatch(/unknown state 'ZZ'[\s\S]*projects\[0\]\.state/);
    expect(setupError((s) => void s.projects.push({ ...s.projects[0]! }))).toMatch(/Project '\d+' appears twice/);
    expect(setupError((s) => void (s.states[1]!.id = s.states[0]!.id))).toMatch(/State '.+' appears twice/);
  });
  it('Leaders, Attorneys and Local Figures activated in a state name a known state', () => {
    const leader = referenceComponents.leaders.findIndex((l) => l.activation.by === 'state');
    expect(setupError((s) => void (s.leaders[leader]!.activation = { by: 'state', state: 'QQ' }))).toMatch(new RegExp(`unknown state 'QQ'[\\s\\S]*leaders\\[${leader}\\]`));
    const attorney = referenceComponents.attorneys.findIndex((a) => a.state !== undefined);
    expect(setupError((s) => void (s.attorneys[attorney]!.state = 'QQ'))).toMatch(/attorneys/);
  });
  it('ids are unique: Strategy cards, Leaders, Legislation; one Home Card per organization (9.3.3)', () => {
    expect(setupError((s) => void s.strategy.push({ ...s.strategy[0]! }))).toMatch(/Strategy card '.+' appears twice/);
    expect(setupError((s) => void s.leaders.push({ ...s.leaders[0]! }))).toMatch(/Leader '.+' appears twice/);
    expect(setupError((s) => void s.legislation.push({ ...s.legislation[0]! }))).toMatch(/Legislation card '.+' appears twice/);
    expect(setupError((s) => void (s.homeCards[1]!.organization = s.homeCards[0]!.organization))).toMatch(/Home Card of '.+' appears twice/);
  });
  it('3.6 an X Value Track starts on the track', () => {
    expect(setupError((s) => void (s.xTracks.red.start = s.xTracks.red.values.length))).toMatch(/red X Value Track starts past its end/);
  });
  it('every count has a sane upper bound', () => {
    expect(setupError((s) => void s.strategy[0]!.effects.push({ kind: 'drawCards', count: 1e6 }))).toMatch(/strategy\[0\]\.effects/);
    expect(setupError((s) => void (s.cubes.red = 1e9))).toMatch(/cubes\.red/);
  });
});
