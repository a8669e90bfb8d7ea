import { describe, expect, it } from 'vitest';
import { machineActions, machinePolicies, machineTactics, mobChaos, unitCensus } from '../../src/games/chicago-68/index.js';
import { act, draw, endRound, game, outcomes, solo, type State } from './helpers.js';

/** Plays on with the first legal action (first outcome at chance nodes) until the game is over. */
function playOut(s: State): State {
  let x = s;
  for (let i = 0; i < 5000 && game.toMove(x) !== null; i++) x = game.apply(x, game.legalActions(x)[0]!);
  return x;
}

describe('The Solo & Co-op Rules: seats and length', () => {
  it('solo: one seat plays the Yippies and the MOBE; co-op: one seat each; the Machine holds none', () => {
    expect(game.players(game.schemas.config.parse({ mode: 'solo' }))).toEqual(['demonstrators']);
    expect(game.players(game.schemas.config.parse({ mode: 'coop' }))).toEqual(['yippies', 'mobe']);
    expect(game.setup({ mode: 'coop' }, 1).factionSeat).toMatchObject({ mayor: 'machine', police: 'machine', yippies: 'yippies', mobe: 'mobe' });
  });
  it('solo setup 7: Variable Turn Order is a co-op option', () => {
    expect(() => game.setup({ mode: 'solo', variableTurnOrder: true }, 1)).toThrow();
    expect(game.setup({ mode: 'coop', variableTurnOrder: true }, 1).vtoOn).toBe(true);
  });
  it('four rounds, ending after the second Night round, then Final Nomination and the victory check', () => {
    for (const seed of [1, 2, 3]) {
      const end = playOut(game.setup({ mode: 'solo' }, seed));
      expect(end.round).toBeLessThanOrEqual(4);
      if (/\(5\.[12]\)/.test(end.outcome!.reason)) expect([end.round, end.delegates.track.length]).toEqual([4, 11]);
    }
  });
  it('the Machine is never asked: toMove is the Demonstrators, chance or null', () => {
    let s = game.setup({ mode: 'coop' }, 5);
    for (let i = 0; i < 3000 && game.toMove(s) !== null; i++) {
      expect(['yippies', 'mobe']).toContain(game.toMove(s));
      const legal = game.legalActions(s);
      s = game.apply(s, legal[i % legal.length]!);
    }
  });
  it('result reports the Demonstrators\' outcome for their seats only', () => {
    const end = playOut(game.setup({ mode: 'coop' }, 2));
    expect(Object.keys(game.result(end)!.scores)).toEqual(['yippies', 'mobe']);
  });
});

describe('Solo & Co-op Setup', () => {
  it('solo setup 1, 3: Machine Mayor and Police decks, Machine Policies (three in the splay), Machine Tactics face down; no standard Mayor or Police hand', () => {
    const s = game.setup({ mode: 'solo', chance: 'manual' }, 7);
    expect(s.hands.mayor).toEqual([]);
    expect(s.hands.police).toEqual([]);
    // in the order of the cards' names
    expect(s.machine!.decks.mayor).toEqual(machineActions.filter((c) => c.faction === 'mayor').sort((x, y) => (x.name < y.name ? -1 : 1)).map((c) => c.id));
    expect(s.machine!.decks.police).toHaveLength(5);
    expect([...s.policyDeck].sort()).toEqual(machinePolicies.map((p) => p.id).sort());
    expect(s.tacticsDeck).toHaveLength(machineTactics.length);
    expect(game.view(s, 'demonstrators').tacticsAvailable).toEqual([]);
    const after = solo();
    expect(after.policySplay).toHaveLength(3);
    expect(after.policySplay.every((p) => machinePolicies.some((c) => c.id === p.card))).toBe(true);
  });
  it('solo setup 2: the 11 Mob Chaos cards with SOLO crossed out are removed', () => {
    const s = game.setup({ mode: 'solo' }, 1);
    expect(mobChaos.filter((c) => c.notSolo)).toHaveLength(11);
    expect([...s.mobDeck, ...s.mobDiscard].sort()).toEqual(mobChaos.filter((c) => !c.notSolo).map((c) => c.id).sort());
  });
  it('solo setup 5: the suggested Police setup; 6: an Active token with the Rally Flag in the starting Park', () => {
    const s = solo();
    expect(s.areas['michigan-avenue']!.u).toMatchObject({ tac: 1, p1: 3, p2: 2 });
    expect(s.areas['convention-hall']!.u).toMatchObject({ tac: 1, p1: 1, p2: 2 });
    expect(s.areas['lakefront-transit']!.u.p1).toBe(1);
    expect(s.areas['south-transit']!.u.p2).toBe(1);
    expect(s.areas['hilton-hotel']!.u.p2).toBe(2);
    expect(s.machine!.active).toEqual({ 'grant-park-west': 1 });
    expect(s.machine!.activeSupply).toBe(7);
    expect(unitCensus(s)).toMatchObject({ activeTokens: 8, machineMayorCards: 5, machinePoliceCards: 5, machineTactics: 6 });
  });
  it('DRAW A NEW TACTICS CARD AT THE BEGINNING OF THE ROUND: the previous one to the Machine\'s Tactics discard', () => {
    let s = solo();
    expect(s.tactic).toBe('night-sticks');
    s = endRound(s, ['press-briefing', 'draw-down', 'power-broker']);
    expect(s.round).toBe(2);
    expect(s.tactic).not.toBe('night-sticks');
    expect(s.machine!.tacticsDiscard).toContain('night-sticks');
  });
  it('Agents of Chaos (solo): GOVERNMENT MOLE! becomes a regular Counterrevolutionary card', () => {
    const s = game.setup({ mode: 'solo', incendiary: { agentsOfChaos: true } }, 1);
    const all = [...s.stDeck, ...s.stSplay];
    expect(all).not.toContain('government-mole');
    expect(all).toContain('fbi-informer');
  });
  it('the Machine draws one card per turn, three per phase: a chance node over its deck', () => {
    let s = solo();
    expect(outcomes(s)).toHaveLength(5);
    s = act(s, draw('press-conference'));
    expect(s.machine!.discards.mayor).toEqual(['press-conference']);
    expect(outcomes(s).every((o) => o.type === 'draw' && machinePolicies.some((p) => p.id === o.item))).toBe(true);
  });
});
