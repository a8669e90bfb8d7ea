import { describe, expect, it } from 'vitest';
import { referenceComponents } from '../../../src/games/free-at-last/data/index.js';

const deck = referenceComponents.strategy;
const byName = (name: string) => deck.filter((c) => c.name === name);
const one = (name: string) => {
  const cards = byName(name);
  expect(cards.length, name).toBeGreaterThan(0);
  return cards[0]!;
};

/** Every Strategy card the rulebook names, with the phase it names it in (9.3.2.1) or 'action'. */
const namedInRulebook: [string, string][] = [
  ['Direct Mail', 'project-selection'],
  ['Civil Rights Commission Hearings', 'project-selection'],
  ['Ruby Dee and Ossie Davis', 'project-selection'],
  ['New Project Leader', 'project-selection'],
  ['Pilgrimage of Prayer', 'project-selection'],
  ['Robert Moses', 'project-selection'],
  ['Robert Kennedy', 'project-selection'],
  ['Jail, No Bail', 'project-selection'],
  ['Dorothy Height', 'project-selection'],
  ['Voter Education Project', 'project-selection'],
  ['White House Summit', 'project-selection'],
  ['Operation Doorbell', 'project-selection'],
  ['Freedom Highways', 'project-selection'],
  ['I Am a Man', 'project-selection'],
  ['William McCulloch', 'project-selection'],
  ['I Have Been to the Mountaintop', 'challenge'],
  ['The Freedom Singers', 'challenge'],
  ['A. Philip Randolph', 'legislation'],
  ['The Johnson Treatment', 'legislation'],
  ['Dirksen-Johnson Alliance', 'legislation'],
  ['Emanuel Celler', 'legislation'],
  ['Rayburn Packs the Rules Committee', 'legislation'],
  ['Big Labor', 'legislation'],
  ['Clarence Mitchell Jr.', 'legislation'],
  ['Adam Clayton Powell', 'legislation'],
  ['Wilma Rudolph', 'end-of-turn'],
  ['Special Message on Civil Rights', 'action'],
  ['New Yorkers', 'action'],
  ['Bayard Rustin', 'action'],
  ['Harry Belafonte', 'action'],
  ['Wyatt Tee Walker', 'action'],
  ['Gloster Current', 'action'],
  ['Burn, Baby, Burn!', 'action'],
  ['Malcolm X', 'action'],
  ['Robert F. Williams', 'action'],
  ['The Deacons for Defense', 'action'],
  ['A Bomb for a Bomb', 'action'],
  ['Staff Hired', 'action'],
  ['Rising to the Occasion', 'action'],
  ['Hit and Run', 'action'],
  ['Amicus Brief', 'action'],
  ['The Fifth Circuit Four', 'action'],
  ['Legacy of Charles Houston', 'action'],
];

describe('9.3 Strategy deck', () => {
  it('has about 110 cards with unique ids', () => {
    expect(deck.length).toBeGreaterThanOrEqual(100);
    expect(deck.length).toBeLessThanOrEqual(120);
    expect(new Set(deck.map((c) => c.id)).size).toBe(deck.length);
  });

  it('9.3.1 ranks 1–4 and colours roughly evenly distributed', () => {
    for (const rank of [1, 2, 3, 4]) {
      for (const color of ['red', 'white', 'blue']) {
        const n = deck.filter((c) => c.rank === rank && c.color === color).length;
        expect(n, `${rank} ${color}`).toBeGreaterThanOrEqual(6);
        expect(n, `${rank} ${color}`).toBeLessThanOrEqual(12);
      }
    }
  });

  it.each(namedInRulebook)('9.3.2.1 contains %s, playable in the %s phase', (name, phase) => {
    for (const card of byName(name)) expect(card.phase).toBe(phase);
    expect(byName(name).length).toBeGreaterThan(0);
  });

  it('9.3.2.1 only the named cards are restricted to a phase other than the Action Rounds', () => {
    const restricted = deck.filter((c) => c.phase !== 'action').map((c) => c.name);
    const allowed = namedInRulebook.filter(([, phase]) => phase !== 'action').map(([name]) => name);
    for (const name of restricted) expect(allowed).toContain(name);
  });

  it('9.3.2.2 Turn restrictions', () => {
    expect(one('Dirksen-Johnson Alliance').turns).toEqual([1]);
    expect(one('Special Message on Civil Rights').turns).toEqual([2]);
    expect(one('The Johnson Treatment').turns).toEqual([3]);
    expect(one('Robert Kennedy').turns).toEqual([2, 3]);
  });

  it('9.11.2 the five legislative cards pass a law from the discard pile', () => {
    for (const name of ['Adam Clayton Powell', 'Emanuel Celler', 'Clarence Mitchell Jr.', 'Rayburn Packs the Rules Committee', 'Big Labor']) {
      expect(one(name).effects.some((e) => e.kind === 'passLegislation'), name).toBe(true);
    }
  });

  it('9.15 The Freedom Singers and I Have Been to the Mountaintop cancel all Challenges', () => {
    for (const name of ['The Freedom Singers', 'I Have Been to the Mountaintop']) {
      expect(one(name).effects).toEqual([{ kind: 'cancelAllChallenges' }]);
    }
  });

  it('4.0 C the rank 3 and 4 fundraisers are the four the rulebook names', () => {
    const high = deck.filter((c) => c.fundraiser && c.rank >= 3).map((c) => c.name).sort();
    expect(high).toEqual(['Bayard Rustin', 'Direct Mail', 'New Yorkers', 'Ruby Dee and Ossie Davis']);
    expect(deck.filter((c) => c.fundraiser && c.rank < 3).length).toBeGreaterThan(0);
  });

  it('6.5 Belafonte, Wyatt Tee Walker and Gloster Current refresh Staff', () => {
    for (const name of ['Harry Belafonte', 'Wyatt Tee Walker', 'Gloster Current']) {
      expect(one(name).effects).toContainEqual({ kind: 'refreshStaff' });
    }
  });

  it('9.6 Burn, Baby, Burn! is the mandatory event', () => {
    expect(deck.filter((c) => c.mandatory).map((c) => c.name)).toEqual(['Burn, Baby, Burn!']);
    expect(one('Burn, Baby, Burn!').effects).toEqual([{ kind: 'burnBabyBurn' }]);
  });

  it('9.8, 19.0 BAMN cards, with the event leaders of Malcolm X (V) and Robert F. Williams (A)', () => {
    expect(deck.filter((c) => c.bamn).map((c) => c.name).sort()).toEqual(
      ['A Bomb for a Bomb', 'Malcolm X', 'Robert F. Williams', 'The Deacons for Defense'],
    );
    expect(one('Malcolm X').effects).toEqual([{ kind: 'eventLeader', leader: 'Malcolm X', projectType: 'V' }]);
    expect(one('Robert F. Williams').effects).toEqual([{ kind: 'eventLeader', leader: 'Robert F. Williams', projectType: 'A' }]);
  });

  it('6.3, 7.3 Staff Hired, Rising to the Occasion and Hit and Run', () => {
    expect(one('Staff Hired').effects).toEqual([{ kind: 'hireStaff' }]);
    expect(one('Rising to the Occasion').effects).toEqual([{ kind: 'leaderSecondProject' }]);
    expect(one('Hit and Run').effects).toEqual([{ kind: 'leaderSecondProject' }]);
  });

  it('22.9, 22.11 litigation cards', () => {
    for (const name of ['Amicus Brief', 'The Fifth Circuit Four']) {
      expect(one(name).response).toBe(true);
      expect(one(name).litigationHits).toBeGreaterThan(0);
      expect(one(name).effects).toEqual([]);
    }
    const houston = one('Legacy of Charles Houston');
    expect(houston.lasting).toBe(true);
    expect(houston.litigationModifier).toBe(1);
    expect(houston.effects).toEqual([]);
  });

  it('4.0 A, 3.6.4, 9.7 several starred, X-moving and Response cards', () => {
    expect(deck.filter((c) => c.starred).length).toBeGreaterThanOrEqual(5);
    expect(deck.filter((c) => c.effects.some((e) => e.kind === 'moveX')).length).toBeGreaterThanOrEqual(5);
    expect(deck.filter((c) => c.response).length).toBeGreaterThanOrEqual(4);
  });
});
