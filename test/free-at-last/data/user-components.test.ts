import { describe, expect, it } from 'vitest';
import { parseComponents, referenceComponents } from '../../../src/games/free-at-last/data/index.js';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('DESIGN.md §2 a user-supplied component set', () => {
  it('is accepted when valid, with defaults filled', () => {
    const input = clone(referenceComponents) as Record<string, unknown>;
    const strategy = input.strategy as Record<string, unknown>[];
    delete strategy[0]!.phase;
    delete strategy[0]!.turns;
    const parsed = parseComponents(input);
    expect(parsed.strategy[0]!.phase).toBe('action');
    expect(parsed.strategy[0]!.turns).toEqual([1, 2, 3]);
  });

  it('is rejected with a broken value: a rank-5 card', () => {
    const input = clone(referenceComponents);
    (input.strategy[0] as { rank: number }).rank = 5;
    expect(() => parseComponents(input)).toThrow();
  });

  it('is rejected with a broken value: a die with five faces', () => {
    const input = clone(referenceComponents);
    input.dice.red = input.dice.red.slice(0, 5);
    expect(() => parseComponents(input)).toThrow();
  });

  it('is rejected with a broken value: an unknown effect primitive', () => {
    const input = clone(referenceComponents) as unknown as { projects: { localFigures: { effects: unknown[] }[] }[] };
    input.projects[0]!.localFigures[0]!.effects = [{ kind: 'teleport' }];
    expect(() => parseComponents(input)).toThrow();
  });
});
