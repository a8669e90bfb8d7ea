import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import type { Organization } from '../../../src/games/free-at-last/data/schema.js';
import type { FreeAtLastState } from '../../../src/games/free-at-last/state/schema.js';
import { cubeCensus } from '../../../src/games/free-at-last/index.js';
import { projectRules } from '../../../src/games/free-at-last/rules/projects/index.js';
import { act, card, CARDS, die, drive, pass, scenario } from './scenario.js';
import { flowOf } from '../../../src/games/free-at-last/state/stack.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const keep = (face: 0 | 1 | 2 | 3 | 'X') => ({ type: 'projectKeep' as const, face });

/** A filed criminal appeal (15.14, 22.15): red cubes held (from the supply) and the two cards discarded. */
function filed(s: FreeAtLastState, org: Organization, n: number, cards: { id: string; color: 'red' | 'white' | 'blue' }[]): FreeAtLastState {
  const o = s.orgs[org]!;
  return {
    ...s,
    supply: { ...s.supply, red: s.supply.red - n },
    orgs: { ...s.orgs, [org]: { ...o, criminalHold: n, appealFiled: true, appealCards: cards } },
    decks: { ...s.decks, strategyDiscard: [...s.decks.strategyDiscard, ...cards.map((c) => c.id)] },
  };
}

const red = (id: string) => ({ id, color: 'red' as const });
const white = (id: string) => ({ id, color: 'white' as const });

describe('22.8.1.1 Thurgood Marshall at the Supreme Court', () => {
  it('22.15, 22.8.1 a white card among the appeal discards activates Marshall: the LDF die is rolled twice and a 3 is not –1', () => {
    const s = filed(scenario(), 'SCLC', 2, [red('plain-1'), white('plain-white')]);
    const { state, events } = drive(projectRules.beginSupremeCourt(s).state, [die('red', 3), die('red', 0), keep(3), die('blue', 2)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'red')).toHaveLength(2);
    expect(hits(events, 'ldf')).toEqual([3 + 2]);
    expect(state.orgs['SCLC']!.vpBreakdown.litigation).toBe(2);
    expect(state.orgs['SCLC']!.appealCards).toEqual([]);
  });

  it('12.3 without a white discard Marshall is not activated: one die, and a 3 is –1', () => {
    const s = filed(scenario(), 'SCLC', 2, [red('plain-1'), red('plain-1')]);
    const { state, events } = drive(projectRules.beginSupremeCourt(s).state, [die('red', 3), die('blue', 2)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'red')).toHaveLength(1);
    expect(hits(events, 'ldf')).toEqual([-1 + 2]);
    expect(state.orgs['SCLC']!.eliminated.red).toBe(2);
  });
});

describe('22.16 consolidation costs three cards between the two filers', () => {
  it('the later filer in Turn order takes his last appeal card back from the discard pile (below his hand limit, 20.1)', () => {
    const s0 = scenario({ others: ['NAACP'] });
    const base = { ...s0, orgs: { ...s0.orgs, NAACP: { ...s0.orgs['NAACP']!, staff: [{ id: 'naacp-staffer', tired: false }] } } };
    const s = filed(filed(base, 'SCLC', 3, [red('plain-1'), red('plain-1')]), 'NAACP', 2, [red('plain-1'), white('plain-white')]);
    const census = cubeCensus(s);
    const r = projectRules.beginSupremeCourt(s);
    const { state, events } = drive(r.state, [{ type: 'projectConsolidate', with: 'NAACP' }, { type: 'projectConsolidate', with: 'SCLC' }, die('red', 3), die('red', 1), keep(3), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'appealRefund')).toEqual([{ type: 'appealRefund', org: 'NAACP', card: 'plain-white' }]);
    expect(state.orgs['NAACP']!.hand).toEqual(['plain-white']);
    expect(state.orgs['SCLC']!.hand).toEqual([]);
    expect(state.decks.strategyDiscard).toEqual(['plain-1', 'plain-1', 'plain-1']);
    // NAACP's white discard activated Marshall for the consolidated case
    expect(hits(events, 'ldf')).toEqual([3 + 2]);
    expect(cubeCensus(state)).toEqual(census);
  });

  it('separate cases cost each filer two cards: nothing is refunded', () => {
    const s = filed(filed(scenario({ others: ['NAACP'] }), 'SCLC', 3, [red('plain-1'), red('plain-1')]), 'NAACP', 2, [red('plain-1'), red('plain-1')]);
    const { events } = drive(projectRules.beginSupremeCourt(s).state, [pass, pass, die('red', 1), die('blue', 1), die('red', 1), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'appealRefund')).toEqual([]);
  });
});

describe('9.8.1 Burn, Baby, Burn! discarded as an appeal card takes place', () => {
  const withLevels = (s: FreeAtLastState): FreeAtLastState => ({
    ...s,
    orgs: Object.fromEntries(Object.entries(s.orgs).map(([o, x]) => [o, o === 'SNCC' || o === 'CORE' ? { ...x, nonViolence: 'inter-racialism' as const } : x])),
  });

  it('22.12 the Injunction appeal card: SNCC and CORE must answer once the resolution is over', () => {
    const s = withLevels(scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 3 }, hand: ['burn'], others: ['SNCC', 'CORE'] }));
    const { state, events } = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), { type: 'projectAppeal', card: 'burn' }, die('red', 2), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'burnBabyBurn')).toEqual([{ type: 'burnBabyBurn', orgs: ['SNCC', 'CORE'] }]);
    expect(flowOf(state).burn).toEqual(['SNCC', 'CORE']);
    expect(state.decks.strategyDiscard).toEqual(['burn']);
  });

  it('an ordinary appeal card triggers nothing', () => {
    const s = withLevels(scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 3 }, hand: ['plain-1'], others: ['SNCC', 'CORE'] }));
    const { state } = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), { type: 'projectAppeal', card: 'plain-1' }, die('red', 2), die('blue', 1)]);
    expect(flowOf(state).burn).toEqual([]);
  });
});

describe('12.2 a Local Figure activated by the event counts as activated by the card played', () => {
  const rankSeg = () => scenario({ owner: 'SNCC', card: CARDS.rankSeg, cubes: { red: 9, white: 6, blue: 2 } });

  it('19.3, 19.4 the 4-rank BAMN event card activates a SEG Local Figure asking for rank 4: it acts, and the white die escapes the –1 rule', () => {
    const begun = projectRules.beginEventLeader(rankSeg(), 'SNCC', 'robert-f-williams', [], 4);
    expect(begun.events).toContainEqual({ type: 'localFigure', org: 'SNCC', name: 'Mayor', side: 'seg' });
    const { events } = drive(begun.state, [die('red', 1), die('white', 3)]);
    // 7 white cubes (6 + the Mayor's): 2 + 3 hits, the 3 not turned into –1
    expect(hits(events, 'white')).toEqual([2 + 3]);
  });

  it('without the event card nothing activates the Figure and a 3 on the white die is –1', () => {
    const begun = projectRules.beginEventLeader(rankSeg(), 'SNCC', 'robert-f-williams', []);
    expect(begun.events.filter((e) => e.type === 'localFigure')).toEqual([]);
    const { events } = drive(begun.state, [die('red', 1), die('white', 3)]);
    expect(hits(events, 'white')).toEqual([2 - 1]);
  });
});
