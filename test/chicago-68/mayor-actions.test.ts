import { describe, expect, it } from 'vitest';
import { act, area, card, currentTurn, done, edit, game, isLegal, options, start, onTurn, play } from './helpers.js';


describe('Appendix 1: Mayor Actions', () => {
  it('AUTHORIZE BARBED WIRE: two Barbed Wire from the general supply to the Police Supply, kept on the board (2.5.3)', () => {
    const s0 = start();
    const s = act(s0, play('authorize-barbed-wire'));
    expect(s.police.wire).toBe(s0.police.wire + 2);
    expect(s.general.wire).toBe(s0.general.wire - 2);
  });
  it('DEPLOY OFFICERS: Lv1 Platoons from the Reserves, 1 Capital each, any area including Parks', () => {
    const s0 = start();
    let s = act(s0, play('deploy-officers'));
    expect(options(s)).toContainEqual(area('grant-park-west'));
    s = act(s, area('grant-park-west'), area('old-town'), done);
    expect(s.capital).toBe(s0.capital - 2);
    expect(s.police.reserves.p1).toBe(s0.police.reserves.p1 - 2);
    expect(s.areas['old-town']!.u.p1).toBe(1);
  });
  it('DEPLOY OFFICERS stops when the Budget is empty', () => {
    let s = act(edit(start(), (d) => (d.capital = 1)), play('deploy-officers'), area('old-town'));
    expect(currentTurn(s)?.card).toBe(true);
    expect(options(s)).toEqual([]);
    s = act(s, { type: 'endTurn' });
    expect(currentTurn(s)?.faction).toBe('yippies');
  });
  it('GREASE PALMS: +3 Capital', () => {
    expect(act(start(), play('grease-palms')).capital).toBe(start().capital + 3);
  });
  it("MANDATE: escalating costs 2, 4, 6 per Policy; SMOKE 'EM takes effect (2.7.2: Policies in the splay are activated by MANDATE for Capital)", () => {
    let s = act(edit(start(), (d) => (d.capital = 12)), play('mandate'));
    expect(options(s)).toContainEqual(card('smoke-em'));
    s = act(s, card('smoke-em'));
    expect(s.smokeEm).toBe(true);
    expect(s.capital).toBe(10);
    s = act(s, card('smoke-em'));
    expect(s.capital).toBe(6);
    s = act(s, card('smoke-em'));
    expect(s.capital).toBe(0);
    expect(s.policySplay.find((p) => p.card === 'smoke-em')!.paid).toBe(3);
  });
  it('MANDATE: DRAW DOWN and FLAMETHROWERS Policies add their cards to the Police hand (2.7.1)', () => {
    const s = act(edit(start(), (d) => (d.capital = 4)), play('mandate'), card('draw-down'), card('flamethrowers'));
    expect(s.hands.police).toContain('draw-down');
    expect(s.hands.police).toContain('flamethrowers');
  });
  it('MANDATE cannot be played without the Capital for any Policy', () => {
    expect(isLegal(edit(start(), (d) => (d.capital = 1)), play('mandate'))).toBe(false);
  });
  it('STRATEGY OF CONFRONTATION: any Tactics card becomes current; the previous returns', () => {
    let s = act(start(), play('strategy-of-confrontation'), card('show-of-force'));
    expect(s.tactic).toBe('show-of-force');
    expect(s.tacticsDeck).not.toContain('show-of-force');
    s = edit(s, (d) => {
      onTurn(d, 'mayor');
      d.hands.mayor.push('strategy-of-confrontation');
    });
    s = act(s, play('strategy-of-confrontation'), card('infiltrators'));
    expect(s.tacticsDeck).toContain('show-of-force');
  });
  it('WORK THE MACHINE: pay 3, a blue Delegate from the supply on the track', () => {
    const s = act(start(), play('work-the-machine'));
    expect(s.capital).toBe(0);
    expect(s.delegates.track).toEqual(['blue', 'blue', 'red', 'red', 'blue']);
    expect(s.noVote).toBe(true);
    expect(isLegal(edit(start(), (d) => (d.capital = 2)), play('work-the-machine'))).toBe(false);
    expect(game.toMove(s)).toBe('establishment');
  });
});
