import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../../src/core/errors.js';
import { freeAtLast } from '../../../src/games/free-at-last/index.js';

/* Which variant settings the config schema accepts (docs/free-at-last/variants.md). */

const setup = (config: Record<string, unknown>) => freeAtLast.setup({ chance: 'manual', ...config }, 1);

describe('variant config', () => {
  it('the defaults stay the basic game: no variant state at all', () => {
    const s = setup({});
    expect(s.ext).toBeUndefined();
    expect(s.failureTrackStart).toBe(0);
  });

  it('23.1 solitaire is 1 organization (SNCC unless chosen); 1 player means solitaire', () => {
    expect(freeAtLast.players({ variant: 'solitaire' })).toEqual(['SNCC']);
    expect(freeAtLast.players({ variant: 'solitaire', players: ['NAACP'] })).toEqual(['NAACP']);
    expect(() => setup({ variant: 'solitaire', players: ['SNCC', 'CORE'] })).toThrow(InvalidConfigError);
    expect(() => setup({ players: ['SNCC'] })).toThrow(InvalidConfigError);
    expect(() => setup({ variant: 'solitaire', difficulty: 'ernie-banks' })).toThrow(InvalidConfigError);
  });

  it('23.2 team play and 23.3 cooperative play need all four organizations; teams are two pairs', () => {
    expect(() => setup({ variant: 'team', players: ['SNCC', 'CORE'] })).toThrow(InvalidConfigError);
    expect(() => setup({ variant: 'coop', players: ['SNCC', 'CORE', 'SCLC'] })).toThrow(InvalidConfigError);
    expect(setup({ variant: 'team' }).ext!.teams).toEqual([['SNCC', 'SCLC'], ['CORE', 'NAACP']]);
    expect(setup({ variant: 'team', teams: [['SNCC', 'CORE'], ['SCLC', 'NAACP']] }).ext!.teams).toEqual([['SNCC', 'CORE'], ['SCLC', 'NAACP']]);
    expect(() => setup({ variant: 'team', teams: [['SNCC', 'CORE'], ['SNCC', 'NAACP']] })).toThrow(InvalidConfigError);
    expect(() => setup({ teams: [['SNCC', 'CORE'], ['SCLC', 'NAACP']] })).toThrow(InvalidConfigError);
    expect(setup({ variant: 'cooperative' }).ext!.variant).toBe('coop');
  });

  it('23.4 the historical scenario combines with every variant; variant "historical" is the standard game with it', () => {
    expect(setup({ variant: 'historical' }).ext).toMatchObject({ variant: 'standard', historical: true });
    expect(setup({ variant: 'team', historical: true, advanced: true }).ext).toMatchObject({ variant: 'team', historical: true, advanced: true });
    expect(setup({ variant: 'solitaire', historical: true }).ext).toMatchObject({ variant: 'solitaire', historical: true });
  });

  it('23.5 difficulty levels are chosen by name', () => {
    expect(() => setup({ difficulty: 'babe-ruth' })).toThrow(InvalidConfigError);
    expect(setup({ difficulty: 'henry-aaron', variant: 'coop' }).failureTrackStart).toBe(4);
  });
});
