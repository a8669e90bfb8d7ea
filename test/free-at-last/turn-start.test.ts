import { describe, expect, it } from 'vitest';
import { freeAtLast as game, type FreeAtLastGame, type FreeAtLastNames, type FreeAtLastState } from '../../src/games/free-at-last/index.js';

/** The game with plain-string ids: these tests act with ids read from a state. */
const freeAtLast: FreeAtLastGame<FreeAtLastNames> = game;
import { all, draws, legal, play, start, stepOf } from './support/scenario.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

/** Deals the given Project numbers (2.1). */
function dealProjects(s: FreeAtLastState, numbers: number[]): FreeAtLastState {
  return play(s, ...numbers.map((card) => ({ type: 'drawProject' as const, card })));
}

describe('2.1 Deal Project cards', () => {
  it('deals 6 Project cards, one per state: a second card for a state goes to the discard pile', () => {
    // 1 (NC), 26 (NC again), 2 (TN), 4 (AL), 5 (SC), 7 (AR)
    const s = dealProjects(start(), [1, 26, 2, 4, 5, 7]);
    expect(s.offered).toEqual({ NC: 1, TN: 2, AL: 4, SC: 5, AR: 7 });
    expect(s.decks.projectDiscard).toEqual([26]);
    expect(phaseOf(s)).toBe('deal-strategy');
  });

  it('is a chance node over the Project deck, each card equally likely', () => {
    const outs = freeAtLast.chanceOutcomes(start());
    expect(outs.length).toBe(55);
    expect(new Set(outs.map((o) => o.probability)).size).toBe(1);
  });
});

describe('2.2 Deal Strategy cards and 9.3.3 Home Cards', () => {
  it('deals 6 cards to each player and gives each his Home Card', () => {
    const s0 = start();
    const s = draws(s0);
    for (const o of all) {
      expect(s.orgs[o]!.hand.length).toBe(6);
      expect(s.orgs[o]!.homeCardInHand).toBe(true);
    }
    expect(s.decks.strategy.length).toBe(s0.decks.strategy.length - 24);
  });

  it('each card is a chance node over the unordered Strategy deck', () => {
    const s = dealProjects(start(), [1, 2, 4, 5, 7, 10]);
    expect(freeAtLast.toMove(s)).toBe('chance');
    const outs = freeAtLast.chanceOutcomes(s);
    expect(outs.every((o) => o.outcome.type === 'drawStrategy')).toBe(true);
    const t = freeAtLast.apply(s, { type: 'drawStrategy', card: 'march-on-washington' });
    expect(t.orgs.SNCC!.hand).toEqual(['march-on-washington']);
    expect(t.decks.strategy).not.toContain('march-on-washington');
  });
});

describe('2.3, 6.3 Hire Staff', () => {
  const dealt = draws(start());

  it('asks each player in Turn order: discard any card to hire, or skip; the Home Card cannot be discarded', () => {
    expect(phaseOf(dealt)).toBe('hire-staff');
    expect(freeAtLast.toMove(dealt)).toBe('SNCC');
    const hires = legal(dealt, 'hire');
    expect(hires.map((h) => h.discard).sort()).toEqual([...new Set(dealt.orgs.SNCC!.hand)].sort());
    expect(legal(dealt, 'skipHire').length).toBe(1);
  });

  it('draws the Staffer at random from the organization\'s cup (a chance node) into his staff', () => {
    const card = dealt.orgs.SNCC!.hand[0]!;
    const s = freeAtLast.apply(dealt, { type: 'hire', discard: card });
    expect(s.decks.strategyDiscard).toContain(card);
    expect(freeAtLast.toMove(s)).toBe('chance');
    const outs = freeAtLast.chanceOutcomes(s);
    expect(outs.map((o) => (o.outcome as { leader: string }).leader).sort()).toEqual([...dealt.orgs.SNCC!.staffPool].sort());
    const t = freeAtLast.apply(s, { type: 'drawStaff', leader: 'julian-bond' });
    expect(t.orgs.SNCC!.staff).toEqual([{ id: 'julian-bond', tired: false }]);
    expect(t.orgs.SNCC!.staffPool).not.toContain('julian-bond');
    expect(t.orgs.SNCC!.hiredThisTurn).toBe(1);
    expect(freeAtLast.toMove(t)).toBe('CORE'); // one Staffer per Turn: SNCC is not asked again
  });

  it('lets CORE hire for free (3.8.1)', () => {
    const s = freeAtLast.apply(dealt, { type: 'skipHire' });
    expect(freeAtLast.toMove(s)).toBe('CORE');
    expect(legal(s, 'hire')).toEqual([{ type: 'hire', discard: null }]);
    const t = freeAtLast.apply(s, { type: 'hire', discard: null });
    expect(t.orgs.CORE!.hand.length).toBe(6);
    expect(freeAtLast.toMove(t)).toBe('chance');
  });
});

describe('3.8.1 NAACP discards up to 3 cards and draws replacements before selecting a Project', () => {
  it('offers the redraw to NAACP only, one card at a time, and draws the replacements when done', () => {
    let s = draws(start());
    s = play(s, { type: 'skipHire' }, { type: 'skipHire' }, { type: 'skipHire' }, { type: 'skipHire' });
    // SNCC, CORE, SCLC select and mobilize with any legal choices
    while (stepOf(s)?.kind !== 'redraw') {
      const acts = freeAtLast.legalActions(s);
      s = freeAtLast.apply(s, acts.find((a) => a.type === 'mobilizeDone' || a.type === 'noLeader' || a.type === 'windowPass') ?? acts[0]!);
      s = draws(s);
    }
    expect(stepOf(s)?.org).toBe('NAACP');
    expect(s.projects.SCLC).toBeDefined(); // after the others selected theirs
    const before = game.view(s, 'NAACP').orgs.NAACP!.hand!;
    s = play(s, { type: 'redrawDiscard', card: before[0]! }, { type: 'redrawDiscard', card: before[1]! }, { type: 'redrawDiscard', card: before[2]! });
    expect(legal(s, 'redrawDiscard')).toEqual([]); // at most 3
    s = freeAtLast.apply(s, { type: 'redrawDone' });
    expect(freeAtLast.toMove(s)).toBe('chance');
    s = draws(s);
    expect(s.orgs.NAACP!.hand.length).toBe(6);
    expect(stepOf(s)).toEqual({ kind: 'select', org: 'NAACP' });
  });
});

describe('9.8.1 a Burn, Baby, Burn! discarded to hire takes place', () => {
  it('SNCC and CORE answer once the Staffer is drawn', () => {
    let s = draws(start(), (outs, t) => (t.tasks.at(-1)?.kind === 'drawStrategy' && t.orgs.SNCC!.hand.length === 0 ? outs.find((o) => o.type === 'drawStrategy' && o.card === 'burn-baby-burn') : undefined));
    expect(s.orgs.SNCC!.hand).toContain('burn-baby-burn');
    s = play(s, { type: 'hire', discard: 'burn-baby-burn' });
    s = draws(s);
    expect(stepOf(s)).toEqual({ kind: 'burn', org: 'SNCC' });
  });
});
