import { describe, expect, it } from 'vitest';
import { InvalidConfigError } from '../../src/core/errors.js';
import { cubeCensus, freeAtLast, referenceComponents } from '../../src/games/free-at-last/index.js';
import { all, draws, start } from './support/scenario.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

describe('1.7 Set up', () => {
  const s = start();

  it('places the X Value Track cubes on their start spaces and one Star per organization', () => {
    const x = referenceComponents.xTracks;
    expect(s.xTrack).toEqual({ red: x.red.start, white: x.white.start, blue: x.blue.start });
    for (const o of all) expect(s.orgs[o]!.stars).toBe(1);
  });

  it('starts SNCC and CORE at Inter-racialism (3.8.2); SCLC and NAACP have no level', () => {
    expect(s.orgs.SNCC!.nonViolence).toBe('inter-racialism');
    expect(s.orgs.CORE!.nonViolence).toBe('inter-racialism');
    expect(s.orgs.SCLC!.nonViolence).toBeNull();
    expect(s.orgs.NAACP!.nonViolence).toBeNull();
  });

  it('splits each organization\'s leaders: Staffers in the hidden cup, Protest Leaders beside the board (1.7 B)', () => {
    for (const o of all) {
      const mine = referenceComponents.leaders.filter((l) => l.organization === o);
      expect([...s.orgs[o]!.staffPool].sort()).toEqual(mine.filter((l) => l.role === 'staff').map((l) => l.id).sort());
      expect([...s.orgs[o]!.protestLeaders].sort()).toEqual(mine.filter((l) => l.role !== 'staff').map((l) => l.id).sort());
      expect(s.orgs[o]!.staff).toEqual([]);
    }
  });

  it('prepares the decks: all Strategy cards, all Projects, Legislation as 9.9.1', () => {
    const c = referenceComponents;
    expect(s.decks.strategy.length).toBe(c.strategy.length);
    expect(s.decks.projects.length + Object.keys(s.offered).length).toBe(c.projects.length);
    expect(s.decks.legislation.length).toBe(c.legislation.filter((l) => l.act === 'general').length);
    expect(s.decks.civilRightsAct.length).toBe(6);
    expect(s.decks.votingRightsAct.length).toBe(3);
    expect(s.components).toBeNull();
  });

  it('fills the supply from the component set: the cube census equals it', () => {
    expect(cubeCensus(s)).toEqual({ red: referenceComponents.cubes.red, white: referenceComponents.cubes.white, blue: referenceComponents.cubes.blue });
  });

  it('begins Turn 1 with the Project deal (2.1) as a chance node', () => {
    expect(s.turn).toBe(1);
    expect(phaseOf(s)).toBe('deal-projects');
    expect(freeAtLast.toMove(s)).toBe('chance');
    expect(freeAtLast.chanceOutcomes(s).every((o) => o.outcome.type === 'drawProject')).toBe(true);
  });

  it('seats 2–4 chosen organizations in Turn order SNCC, CORE, SCLC, NAACP (2.0)', () => {
    const t = freeAtLast.setup({ players: ['NAACP', 'SNCC', 'SCLC'] }, 3);
    expect(t.seats).toEqual(['SNCC', 'SCLC', 'NAACP']);
    expect(Object.keys(t.orgs).sort()).toEqual(['NAACP', 'SCLC', 'SNCC']);
    expect(freeAtLast.players({ players: ['NAACP', 'CORE'] })).toEqual(['CORE', 'NAACP']);
    expect(freeAtLast.players({})).toEqual(all);
  });

  it('rejects a config with 1 or 5 players, a repeated organization or an unknown one', () => {
    expect(() => freeAtLast.setup({ players: ['SNCC'] }, 1)).toThrow(InvalidConfigError);
    expect(() => freeAtLast.setup({ players: ['SNCC', 'SNCC'] }, 1)).toThrow(InvalidConfigError);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => freeAtLast.setup({ players: ['SNCC', 'LIBS'] }, 1)).toThrow(InvalidConfigError);
    // @ts-expect-error a deliberately bad config: refused when compiled, and at run time
    expect(() => freeAtLast.setup({ advanced: 'yes' }, 1)).toThrow(InvalidConfigError);
  });

  it('keeps a user component set, validated, in the state', () => {
    const custom = { ...referenceComponents, name: 'custom', cubes: { ...referenceComponents.cubes, red: 150 } };
    const t = freeAtLast.setup({ components: custom, chance: 'manual' }, 1);
    expect(t.components?.name).toBe('custom');
    expect(cubeCensus(t).red).toBe(150);
    expect(() => freeAtLast.setup({ components: { ...custom, states: [] } }, 1)).toThrow(InvalidConfigError);
  });

  it('in automatic chance mode the deals are made from the seed: the first decision is SNCC\'s hire', () => {
    const t = freeAtLast.setup({}, 5);
    expect(freeAtLast.toMove(t)).toBe('SNCC');
    expect(phaseOf(t)).toBe('hire-staff');
    expect(t.orgs.NAACP!.hand.length).toBe(6);
    expect(freeAtLast.chanceOutcomes(t)).toEqual([]);
  });

  it('deals identically from the same seed (determinism)', () => {
    const a = draws(start(all, 9));
    const b = draws(start(all, 9));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
