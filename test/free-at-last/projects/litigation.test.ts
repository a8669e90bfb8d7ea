import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { cubeCensus } from '../../../src/games/free-at-last/index.js';
import { freeAtLastScenarios } from '../../../src/games/free-at-last/words/index.js';
import { from } from '../../../src/testing/index.js';
import { act, card, CARDS, die, drive, endOfTurn, modes, pass, proceed, scenario, waiting } from './harness.js';

const hits = (events: GameEvent[], side: string): number[] => events.filter((e) => e.type === 'hits' && e['side'] === side).map((e) => e['hits'] as number);
const keep = (face: 0 | 1 | 2 | 3 | 'X') => ({ type: 'projectKeep' as const, face });

describe('22.6–22.13 Injunctions in S Projects', () => {
  const school = (o: Parameters<typeof scenario>[0] = {}) => scenario({ card: CARDS.school, cubes: { red: 9, white: 6, blue: 3 }, ...o });

  it('22.6 the LDF attorney collects a blue cube and adds a red cube before the roll (2 VPs); 22.8.1 activated Co-Counsel: roll twice; 22.10 a win collects the difference', () => {
    // Motley is activated by a red card: the LDF red die is rolled twice
    const { state, events } = act(school(), 'injunction', [card(1, 'red')], [die('red', 2), die('red', 0), keep(2), die('blue', 1)]);
    expect(hits(events, 'ldf')).toEqual([2 + 2]);
    expect(hits(events, 'seg-attorney')).toEqual([1]);
    const p = state.projects['SCLC']!;
    expect(p.cubes).toEqual({ red: 10, white: 6, blue: 0 });
    expect(p.stage).toBe('school-year');
    expect(p.litigationUsed).toBe(true);
    expect(state.orgs['SCLC']!.vpBreakdown.segCubes).toBe(2 + 4);
  });

  it('22.6 the special ability taking the last blue cube wins without a roll', () => {
    const { state, events } = act(school({ cubes: { red: 9, white: 6, blue: 1 } }), 'injunction', [card(1, 'red')], []);
    expect(events.filter((e) => e.type === 'roll')).toHaveLength(0);
    expect(state.projects['SCLC']!.stage).toBe('school-year');
  });

  it('12.3 the SEG attorney is never activated: a 4 is –1; the LDF attorney without Co-Counsel activation suffers the –1 rule too', () => {
    const { events } = act(school(), 'injunction', [card(1, 'white')], [die('red', 3), die('blue', 4)]);
    expect(hits(events, 'ldf')).toEqual([2 - 1]);
    expect(hits(events, 'seg-attorney')).toEqual([0]);
  });

  it('22.9 Legacy of Charles Houston adds 1 while in effect', () => {
    const { events } = act(school({ lasting: ['charles-houston'] }), 'injunction', [card(1, 'white')], [die('red', 1), die('blue', 1)]);
    expect(hits(events, 'ldf')).toEqual([1 + 2 + 1]);
  });

  it('22.10 a loss removes red cubes equal to the difference (when not appealed)', () => {
    const { state } = act(school(), 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3)]);
    // no card to appeal with: 2 vs 3, one red cube lost
    expect(state.projects['SCLC']!.cubes.red).toBe(9);
    expect(state.orgs['SCLC']!.eliminated.red).toBe(1);
  });

  it('22.12 appeal a loss by playing a card: both dice again; a win reverses the decision', () => {
    const s = school({ hand: ['plain-1'] });
    const mid = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3)]);
    expect(waiting(mid.state)!.actions).toEqual([{ type: 'projectAppeal', card: 'plain-1' }, pass]);
    const { state } = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), { type: 'projectAppeal', card: 'plain-1' }, die('red', 2), die('blue', 1)]);
    const p = state.projects['SCLC']!;
    expect(p.cubes).toEqual({ red: 10, white: 6, blue: 0 });
    // 3.7 the card played for the action joins the discard pile when the Action Round is over
    expect(state.decks.strategyDiscard).toEqual(['plain-1', 'c1w']);
  });

  it('22.12 a failed appeal: the first result stands', () => {
    const s = school({ homeCard: true });
    const { state } = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), { type: 'projectAppeal', card: 'home' }, die('red', 0), die('blue', 2)]);
    expect(state.projects['SCLC']!.cubes.red).toBe(9);
    expect(state.orgs['SCLC']!.homeCardInHand).toBe(false);
  });

  it('22.11 any seat holding Amicus Brief or The Fifth Circuit Four may play it after the roll; every seat is asked, in Turn order', () => {
    const s0 = school({ others: ['NAACP', 'SNCC'], responseCardsHidden: true });
    const s = from({ scenario: freeAtLastScenarios }, s0).hand('NAACP', ['second-amicus', 'fifth-circuit-four']).hand('SNCC', ['amicus-brief']).state;
    const mid = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3)]);
    expect(waiting(mid.state)).toEqual({ who: 'SNCC', actions: [{ type: 'projectPlayResponse', card: 'amicus-brief' }, pass] });
    // the bystander (CORE, holding nothing) is asked too: being asked reveals nothing about a hand
    const core = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), pass]);
    expect(waiting(core.state)).toEqual({ who: 'CORE', actions: [pass] });
    const sclc = act(s, 'injunction', [card(1, 'white')], [die('red', 0), die('blue', 3), pass, pass]);
    expect(waiting(sclc.state)).toEqual({ who: 'SCLC', actions: [pass] });
    const { state, events } = act(s, 'injunction', [card(1, 'white')], [
      die('red', 0),
      die('blue', 3),
      pass,
      pass,
      pass,
      { type: 'projectPlayResponse', card: 'fifth-circuit-four' },
      pass,
    ]);
    expect(hits(events, 'ldf')).toEqual([2 + 2]);
    // 4 vs 3: one blue cube collected; the starred card leaves the game with a Star
    expect(state.projects['SCLC']!.cubes.blue).toBe(1);
    expect(state.orgs['NAACP']!.hand).toEqual(['second-amicus']);
    expect(state.orgs['NAACP']!.stars).toBe(1);
    expect(state.decks.strategyRemoved).toEqual(['fifth-circuit-four']);
    expect(waiting(state)).toBeNull();
  });

  it('22.2 one Litigation action per Project', () => {
    const { state } = act(school(), 'injunction', [card(1, 'white')], [die('red', 1), die('blue', 2)]);
    expect(modes(state, card(2, 'red'), 'SCLC')).toEqual(['exam']);
  });

  it('4.1 D a Star insures the LDF attorney against a Strike Out', () => {
    const s = school({ stars: 1 });
    const { events } = act(s, 'injunction', [card(1, 'white')], [{ type: 'projectInsure' }, die('red', 'X'), die('blue', 1)]);
    expect(hits(events, 'ldf')).toEqual([4 + 2]);
  });
});

describe('22.14 Injunctions in Marches', () => {
  it('22.14 Greenberg is Co-Counsel (a white card activates him); the March is won when the last SEG cube goes', () => {
    const s = scenario({ card: CARDS.march, cubes: { red: 9, white: 0, blue: 3 }, protests: 1, blueHitFirstProtest: true });
    const { state } = act(s, 'injunction', [card(1, 'white')], [die('red', 2), die('red', 1), keep(2), die('blue', 1)]);
    expect(state.projects['SCLC']!.outcome).toBe('success');
    expect(state.orgs['SCLC']!.stars).toBe(2);
  });
});

/** A `cubes` event of red cubes held for `org`'s criminal case (15.14) going `to` a zone. */
const held = (org: string, count: number, to: string, why: string) => ({ type: 'cubes', color: 'red', count, from: `criminal:${org}`, to, why });

describe('22.15–22.16 criminal cases at the Supreme Court', () => {
  // SCLC and NAACP filed (22.15), CORE did not
  const base = () =>
    endOfTurn(scenario({ others: ['NAACP', 'CORE'] }), [
      { org: 'SCLC', held: 3, filed: ['c1r', 'c2r'] },
      { org: 'NAACP', held: 2, filed: ['c3r', 'c4r'] },
      { org: 'CORE', held: 1 },
    ]);

  it('15.14 unfiled cases: the held red cubes go to the eliminated area; 22.16 filers are asked to consolidate', () => {
    const s = base();
    expect(s.orgs['CORE']!.criminalHold).toBe(0);
    expect(s.orgs['CORE']!.eliminated.red).toBe(1);
    expect(waiting(s)).toEqual({ who: 'SCLC', actions: [{ type: 'projectConsolidate', with: 'NAACP' }, pass] });
  });

  it('22.16 both agree: one roll decides both cases; 22.15 a win scores VPs for every held red cube, which return to the supply', () => {
    const s = base();
    const census = cubeCensus(s);
    const { state, events } = drive(s, [{ type: 'projectConsolidate', with: 'NAACP' }, { type: 'projectConsolidate', with: 'SCLC' }, die('red', 1), die('blue', 2)]);
    expect(events.filter((e) => e.type === 'roll')).toHaveLength(2);
    expect(hits(events, 'ldf')).toEqual([1 + 2]);
    expect(waiting(state)).toBeNull();
    expect(state.orgs['SCLC']!.vpBreakdown.litigation).toBe(3);
    expect(state.orgs['NAACP']!.vpBreakdown.litigation).toBe(2);
    expect(events).toContainEqual(held('SCLC', 3, 'supply', 'convictions overturned (22.15)'));
    expect(events).toContainEqual(held('NAACP', 2, 'supply', 'convictions overturned (22.15)'));
    expect(state.orgs['SCLC']!.criminalHold).toBe(0);
    expect(cubeCensus(state)).toEqual(census);
  });

  it('22.16 without agreement each case is rolled separately; a tie or loss sends the cubes to the eliminated area', () => {
    const { state, events } = drive(base(), [{ type: 'projectConsolidate', with: 'NAACP' }, pass, die('red', 0), die('blue', 2), die('red', 2), die('blue', 1)]);
    expect(events.filter((e) => e.type === 'roll')).toHaveLength(4);
    expect(events).toContainEqual(held('SCLC', 3, 'eliminated:SCLC', 'convictions stand (22.15)'));
    expect(state.orgs['SCLC']!.vpBreakdown.litigation).toBe(0);
    expect(state.orgs['NAACP']!.vpBreakdown.litigation).toBe(2);
  });

  it('22.15 a single filer rolls at once', () => {
    const s = endOfTurn(scenario(), [{ org: 'SCLC', held: 2, filed: ['c1r', 'c2r'] }]);
    expect(waiting(s)!.who).toBe('chance');
    const { state } = drive(s, [die('red', 2), die('blue', 'X'), die('blue', 'X')]);
    expect(state.orgs['SCLC']!.vpBreakdown.litigation).toBe(2);
  });

  it('nothing filed: nothing to resolve', () => {
    expect(waiting(endOfTurn(scenario(), []))).toBeNull();
    expect(waiting(endOfTurn(scenario(), [{ org: 'SCLC', held: 2 }]))).toBeNull();
  });

  it('proceeds past an offered insurance', () => {
    const s = endOfTurn(scenario({ stars: 1 }), [{ org: 'SCLC', held: 2, filed: ['c1r', 'c2r'] }]);
    expect(waiting(s)!.actions).toEqual([{ type: 'projectInsure' }, proceed]);
  });
});
