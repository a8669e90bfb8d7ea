import { describe, expect, it } from 'vitest';
import { referenceComponents } from '../../../src/games/free-at-last/data/index.js';

const { leaders, attorneys, legislation, states } = referenceComponents;
const organizations = ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const;

describe('6.0, 7.0 Leaders', () => {
  it('every leader id is unique', () => {
    expect(new Set(leaders.map((l) => l.id)).size).toBe(leaders.length);
  });

  it.each(organizations)('%s has Protest Leaders and Staff Leaders', (org) => {
    const own = leaders.filter((l) => l.organization === org);
    expect(own.filter((l) => l.role !== 'staff').length).toBeGreaterThanOrEqual(6);
    expect(own.filter((l) => l.role === 'staff').length).toBeGreaterThanOrEqual(5);
  });

  it('15.18 staff abilities: +2 for SNCC, SCLC and NAACP; re-roll or roll twice for CORE', () => {
    for (const s of leaders.filter((l) => l.role === 'staff')) {
      const kinds = s.effects.map((e) => e.kind);
      if (s.organization === 'CORE') expect(['rerollAny', 'rollTwice']).toContain(kinds[0]);
      else expect(s.effects).toEqual([{ kind: 'dieModifier', amount: 2 }]);
    }
  });

  it('6.2 Wyatt Walker is SCLC staff activated by a red card', () => {
    const walker = leaders.find((l) => l.id === 'wyatt-tee-walker')!;
    expect(walker).toMatchObject({ organization: 'SCLC', role: 'staff', activation: { by: 'color', color: 'red' } });
  });

  it('12.1 only Dr. King is immune to the –1 rule', () => {
    expect(leaders.filter((l) => l.immuneToMinusOne).map((l) => l.name)).toEqual(['Rev. Martin Luther King Jr.']);
  });

  it('7.2 all SCLC Reverends roll twice; CORE and NAACP field secretaries add red cubes', () => {
    for (const l of leaders.filter((x) => x.role === 'protest')) {
      if (l.organization === 'SCLC') expect(l.effects).toEqual([{ kind: 'rollTwice' }]);
      if (l.organization === 'CORE' || l.organization === 'NAACP') expect(l.effects[0]!.kind).toBe('addRed');
    }
  });

  it('7.2 NAACP State Conference Chairmen collect a blue cube in their state', () => {
    const chairmen = leaders.filter((l) => l.role === 'chairman');
    expect(chairmen.length).toBeGreaterThan(0);
    for (const c of chairmen) {
      expect(c.organization).toBe('NAACP');
      expect(c.activation.by).toBe('state');
      expect(c.effects).toEqual([{ kind: 'chairmanCollectBlue' }]);
    }
  });

  it('7.4 Hank Thomas and Genevieve Hughes are CORE Freedom Riders; James Farmer leads Freedom Rides', () => {
    const riders = leaders.filter((l) => l.role === 'freedom-rider').map((l) => l.name).sort();
    expect(riders).toEqual(['Genevieve Hughes', 'Hank Thomas']);
    expect(leaders.find((l) => l.name === 'James Farmer')).toMatchObject({ organization: 'CORE', role: 'protest' });
  });

  it('state conditions name existing states', () => {
    const ids = new Set(states.map((s) => s.id));
    for (const l of leaders) if (l.activation.by === 'state') expect(ids.has(l.activation.state), l.name).toBe(true);
  });
});

describe('22.0 Attorneys', () => {
  it('22.4 one LDF attorney per state', () => {
    const byState = attorneys.filter((a) => a.role === 'ldf-state').map((a) => a.state).sort();
    expect(byState).toEqual(states.map((s) => s.id).sort());
  });

  it('22.8.1.1 Co-Counsel and their activation colours', () => {
    const cc = (name: string) => attorneys.find((a) => a.name === name);
    expect(cc('Thurgood Marshall')).toMatchObject({ role: 'co-counsel', caseType: 'criminal', activation: { by: 'color', color: 'white' } });
    expect(cc('Constance Baker Motley')).toMatchObject({ role: 'co-counsel', caseType: 'S', activation: { by: 'color', color: 'red' } });
    expect(cc('Jack Greenberg')).toMatchObject({ role: 'co-counsel', caseType: 'march', activation: { by: 'color', color: 'white' } });
  });

  it('22.18.1 the D.O.J. Staff Attorney is activated by a blue card', () => {
    expect(attorneys.filter((a) => a.role === 'doj')).toMatchObject([{ activation: { by: 'color', color: 'blue' } }]);
  });
});

describe('9.9 Legislation deck', () => {
  const act = (a: string) => legislation.filter((l) => l.act === a);

  it('9.9.1 20 general cards, 6 provisions of the 1964 Act and 3 of the 1965 Act, unique ids', () => {
    expect(act('general').length).toBe(20);
    expect(act('civil-rights-act-1964').length).toBe(6);
    expect(act('voting-rights-act-1965').length).toBe(3);
    expect(new Set(legislation.map((l) => l.id)).size).toBe(legislation.length);
  });

  it('9.10 Federal Legislation moves blue X left once and is removed', () => {
    const federal = legislation.filter((l) => l.area === 'federal');
    expect(federal.length).toBeGreaterThan(0);
    for (const f of federal) {
      expect(f.act).toBe('general');
      expect(f.oneTime).toBe(true);
      expect(f.effects).toEqual([{ kind: 'moveX', die: 'blue', direction: 'down' }]);
    }
  });

  it('18.3.7.2 one general law lets the Attorney General seek injunctive relief (D.O.J. Staff Attorney)', () => {
    const doj = legislation.filter((l) => l.effects.some((e) => e.kind === 'enableDojAttorney'));
    expect(doj.map((l) => [l.act, l.area, l.oneTime])).toEqual([['general', 'V', false]]);
  });

  it('3.6.6 X-moving laws are one-time; 9.9 the 24th Amendment is in the deck', () => {
    for (const l of legislation.filter((x) => x.effects.some((e) => e.kind === 'moveX'))) expect(l.oneTime, l.name).toBe(true);
    expect(legislation.some((l) => l.name.includes('24th Amendment'))).toBe(true);
    expect(legislation.some((l) => l.name.includes('ICC'))).toBe(true);
  });
});
