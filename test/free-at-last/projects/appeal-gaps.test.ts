import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { cubeCensus, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenarios } from '../../../src/games/free-at-last/words/index.js';
import { from } from '../../../src/testing/index.js';
import { act, card, CARDS, die, drive, endOfTurn, eventLeader, pass, scenario, freeAtLast } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const keep = (face: 0 | 1 | 2 | 3 | 'X') => ({ type: 'projectKeep' as const, face });

/** Whether `s` waits for SNCC's or CORE's answer to Burn, Baby, Burn! (9.8.1: discard a 4-rank card or lower the level). */
const burnAsked = (s: FreeAtLastState): boolean => freeAtLast.toMove(s) !== 'chance' && freeAtLast.legalActions(s).some((a) => a.type === 'burnLower');

describe('22.8.1.1 Thurgood Marshall at the Supreme Court', () => {
  it('22.15, 22.8.1 a white card among the appeal discards activates Marshall: the LDF die is rolled twice and a 3 is not –1', () => {
    const s = endOfTurn(scenario(), [{ org: 'SCLC', held: 2, filed: ['plain-1', 'plain-white'] }]);
    const { state, events } = drive(s, [die('red', 3), die('red', 0), keep(3), die('blue', 2)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'red')).toHaveLength(2);
    expect(hits(events, 'ldf')).toEqual([3 + 2]);
    expect(state.orgs['SCLC']!.vpBreakdown.litigation).toBe(2);
    expect(state.orgs['SCLC']!.appealCards).toEqual([]);
  });

  it('12.3 without a white discard Marshall is not activated: one die, and a 3 is –1', () => {
    const s = endOfTurn(scenario(), [{ org: 'SCLC', held: 2, filed: ['plain-1', 'c1r'] }]);
    const { state, events } = drive(s, [die('red', 3), die('blue', 2)]);
    expect(events.filter((e) => e.type === 'roll' && e['die'] === 'red')).toHaveLength(1);
    expect(hits(events, 'ldf')).toEqual([-1 + 2]);
    expect(events).toContainEqual({ type: 'cubes', color: 'red', count: 2, from: 'criminal:SCLC', to: 'eliminated:SCLC', why: 'convictions stand (22.15)' });
    expect(state.orgs['SCLC']!.vpBreakdown.litigation).toBe(0);
  });
});

describe('22.16 consolidation costs three cards between the two filers', () => {
  it('the later filer in Turn order takes his last appeal card back from the discard pile (below his hand limit, 20.1)', () => {
    const base = from({ scenario: freeAtLastScenarios }, scenario({ others: ['NAACP'] })).staff('NAACP', ['naacp-staffer']).state;
    const s = endOfTurn(base, [
      { org: 'SCLC', held: 3, filed: ['plain-1', 'c1r'] },
      { org: 'NAACP', held: 2, filed: ['c2r', 'plain-white'] },
    ]);
    const census = cubeCensus(s);
    const { state, events } = drive(s, [{ type: 'projectConsolidate', with: 'NAACP' }, { type: 'projectConsolidate', with: 'SCLC' }, die('red', 3), die('red', 1), keep(3), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'appealRefund')).toEqual([{ type: 'appealRefund', org: 'NAACP', card: 'plain-white' }]);
    expect(state.orgs['NAACP']!.hand).toEqual(['plain-white']);
    expect(state.orgs['SCLC']!.hand).toEqual([]);
    expect(state.decks.strategyDiscard).toEqual(['plain-1', 'c1r', 'c2r']);
    // NAACP's white discard activated Marshall for the consolidated case
    expect(hits(events, 'ldf')).toEqual([3 + 2]);
    expect(cubeCensus(state)).toEqual(census);
  });

  it('separate cases cost each filer two cards: nothing is refunded', () => {
    const s = endOfTurn(scenario({ others: ['NAACP'] }), [
      { org: 'SCLC', held: 3, filed: ['plain-1', 'c1r'] },
      { org: 'NAACP', held: 2, filed: ['c2r', 'c3r'] },
    ]);
    const { events } = drive(s, [pass, pass, die('red', 1), die('blue', 1), die('red', 1), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'appealRefund')).toEqual([]);
  });
});

describe('9.8.1 Burn, Baby, Burn! discarded as an appeal card takes place', () => {
  it('22.12 the Injunction appeal card: SNCC and CORE must answer once the resolution is over', () => {
    // SNCC and CORE begin at Inter-racialism (3.8.2)
    const s = scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 3 }, hand: ['burn'], others: ['SNCC', 'CORE'] });
    const { state, events } = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), { type: 'projectAppeal', card: 'burn' }, die('red', 2), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'burnBabyBurn')).toEqual([{ type: 'burnBabyBurn', orgs: ['SNCC', 'CORE'] }]);
    expect(freeAtLast.toMove(state)).toBe('SNCC');
    expect(burnAsked(state)).toBe(true);
    expect(state.decks.strategyDiscard).toEqual(['burn']);
  });

  it('an ordinary appeal card triggers nothing', () => {
    const s = scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 3 }, hand: ['plain-1'], others: ['SNCC', 'CORE'] });
    const { state } = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), { type: 'projectAppeal', card: 'plain-1' }, die('red', 2), die('blue', 1)]);
    expect(burnAsked(state)).toBe(false);
  });
});

describe('12.2 a Local Figure activated by the event counts as activated by the card played', () => {
  const rankSeg = () => scenario({ owner: 'SNCC', card: CARDS.rankSeg, cubes: { red: 9, white: 6, blue: 2 } });

  it('19.3, 19.4 the 4-rank BAMN event card activates a SEG Local Figure asking for rank 4: it acts, and the white die escapes the –1 rule', () => {
    const { events } = eventLeader(rankSeg(), [], [die('red', 1), die('white', 3)]);
    expect(events).toContainEqual({ type: 'localFigure', org: 'SNCC', name: 'Mayor', side: 'seg' });
    // 7 white cubes (6 + the Mayor's): 2 + 3 hits, the 3 not turned into –1
    expect(hits(events, 'white')).toEqual([2 + 3]);
  });

  it('a card of another rank does not activate the Figure, and a 3 on the white die is –1', () => {
    const { events } = act(rankSeg(), 'protest', [card(1, 'red')], [die('red', 1), die('white', 3), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'localFigure')).toEqual([]);
    expect(hits(events, 'white')).toEqual([2 - 1]);
  });
});
