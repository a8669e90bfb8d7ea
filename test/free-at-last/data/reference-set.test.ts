import { describe, expect, it } from 'vitest';
import { componentSetSchema, referenceComponents } from '../../../src/games/free-at-last/data/index.js';

const set = referenceComponents;
const organizations = ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const;

describe('reference component set', () => {
  it('validates against the component schema', () => {
    expect(() => componentSetSchema.parse(set)).not.toThrow();
  });

  it('3.1 ten states in three colour groups', () => {
    const byColor = (c: string) => set.states.filter((s) => s.color === c).map((s) => s.id).sort();
    expect(byColor('red')).toEqual(['AR', 'NC', 'TN', 'VA']);
    expect(byColor('white')).toEqual(['FL', 'GA', 'SC']);
    expect(byColor('blue')).toEqual(['AL', 'LA', 'MS']);
  });

  it('3.6, 12.0 dice: red and blue two X, white one X and one K, –1 rule faces exist', () => {
    const count = (faces: readonly unknown[], f: unknown) => faces.filter((x) => x === f).length;
    expect(count(set.dice.red, 'X')).toBe(2);
    expect(count(set.dice.blue, 'X')).toBe(2);
    expect(count(set.dice.white, 'X')).toBe(1);
    expect(count(set.dice.white, 'K')).toBe(1);
    expect(set.dice.red).toContain(3);
    expect(set.dice.white).toContain(3);
    expect(set.dice.blue).toContain(4);
  });

  it('1.7 X Value Tracks start inside the track with room to move both ways', () => {
    for (const track of [set.xTracks.red, set.xTracks.white, set.xTracks.blue]) {
      expect(track.start).toBeGreaterThanOrEqual(2);
      expect(track.start).toBeLessThanOrEqual(track.values.length - 3);
      expect([...track.values].sort((a, b) => a - b)).toEqual(track.values);
    }
  });

  it('1.4 Star Value chart: 7 Stars = 21 VPs, never decreasing', () => {
    expect(set.starValues.values[7]).toBe(21);
    set.starValues.values.forEach((v, i, a) => i > 0 && expect(v).toBeGreaterThanOrEqual(a[i - 1]!));
  });

  it('1.5, 3.4 Failure Markers track: 6 and 7 → –4, 8 → –8, severity never decreasing', () => {
    const values = set.failurePenalties.values;
    expect(values[6]).toBe(-4);
    expect(values[7]).toBe(-4);
    expect(values[8]).toBe(-8);
    expect(values.length).toBeGreaterThan(9);
    values.forEach((v, i) => i > 0 && expect(v).toBeLessThanOrEqual(values[i - 1]!));
  });

  it('5.0 the cube supply is finite and positive', () => {
    expect(set.cubes.red).toBeGreaterThan(0);
    expect(set.cubes.white).toBeGreaterThan(0);
    expect(set.cubes.blue).toBeGreaterThan(0);
  });

  it('9.3.3 one Home Card per organization', () => {
    expect(set.homeCards.map((h) => h.organization).sort()).toEqual([...organizations].sort());
  });
});

describe('9.1 Project deck', () => {
  it('has 55 Projects numbered 1..55 exactly once', () => {
    expect(set.projects.map((p) => p.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 55 }, (_, i) => i + 1));
  });

  it('3.1 every Project is in an existing state and each state has at least 3 Projects', () => {
    const ids = new Set(set.states.map((s) => s.id));
    for (const p of set.projects) expect(ids.has(p.state), `${p.title} in ${p.state}`).toBe(true);
    for (const s of set.states) expect(set.projects.filter((p) => p.state === s.id).length, s.id).toBeGreaterThanOrEqual(3);
  });

  it('kinds match types; SEG cubes suit each type; 1–3 Local Figures each', () => {
    const kindsOf = { A: ['protest', 'march', 'freedom-ride'], V: ['voter-registration', 'summer'], S: ['school'] };
    for (const p of set.projects) {
      expect(kindsOf[p.type], p.title).toContain(p.kind);
      // A: white and blue defend together; S: blue at stage 1, white at stage 2; V: white classes, blue courthouse.
      expect(p.seg.white, p.title).toBeGreaterThanOrEqual(1);
      expect(p.seg.blue, p.title).toBeGreaterThanOrEqual(1);
      expect(p.localFigures.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.localFigures.length, p.title).toBeLessThanOrEqual(3);
    }
  });

  it('18.3.7 only V Projects have a Registrar, who is a SEG Local Figure; some V Projects have one', () => {
    const withRegistrar = set.projects.filter((p) => p.localFigures.some((f) => f.registrar));
    expect(withRegistrar.length).toBeGreaterThan(0);
    for (const p of withRegistrar) {
      expect(p.type).toBe('V');
      for (const f of p.localFigures.filter((x) => x.registrar)) expect(f.side).toBe('seg');
    }
  });

  it('23.4 the historical split covers every type each Turn and includes Marches, Freedom Rides and Summer Projects', () => {
    const turn = (lo: number, hi: number) => set.projects.filter((p) => p.number >= lo && p.number <= hi);
    for (const group of [turn(1, 20), turn(21, 36), turn(37, 55)]) {
      expect(new Set(group.map((p) => p.type))).toEqual(new Set(['S', 'A', 'V']));
    }
    expect(turn(1, 20).filter((p) => p.kind === 'freedom-ride').length).toBeGreaterThan(0);
    expect(set.projects.filter((p) => p.kind === 'march').map((p) => p.title)).toEqual(
      expect.arrayContaining(['The Birmingham Campaign', 'Selma to Montgomery March']),
    );
    expect(turn(37, 55).filter((p) => p.kind === 'summer').length).toBeGreaterThan(0);
    expect(set.projects.some((p) => p.scalesOfJustice)).toBe(true);
  });
});
