import { describe, expect, it } from 'vitest';
import { freeAtLast, type FreeAtLastState, type FreeAtLastStateId } from '../../src/games/free-at-last/index.js';
import { draws, drawCards, legal, play, start, stepOf } from './support/scenario.js';

/** The phase of the Turn under way, as the view reports it. */
const phaseOf = (s: Parameters<typeof freeAtLast.view>[0]) => freeAtLast.view(s, null).phase;

const hands = {
  SNCC: ['mass-meeting-5', 'picket-line-1', 'press-coverage-1', 'summer-volunteers-1', 'freedom-songs-1', 'church-rally-3'],
  CORE: ['freedom-songs-2', 'mass-meeting-1', 'mass-meeting-2', 'economic-boycott-1', 'citizenship-school-1', 'federal-court-order-1'],
  SCLC: ['freedom-songs-3', 'freedom-songs-4', 'mass-meeting-3', 'church-rally-2', 'student-volunteers-2', 'summer-volunteers-2'],
  NAACP: ['freedom-songs-5', 'freedom-songs-6', 'mass-meeting-6', 'picket-line-2', 'police-brutality-1', 'student-volunteers-4'],
};

/**
 * Turn 1 up to Project selection: Projects 1 (A, NC, red), 11 (S, AR), 10 (V, TN), 17 (Freedom Ride,
 * AL), 21 (March, GA), 19 (V, MS); fixed hands; nobody hires.
 */
function toSelection(patch: (s: FreeAtLastState) => FreeAtLastState = (s) => s, deal = [1, 11, 10, 17, 21, 19]): FreeAtLastState {
  let s = play(start(), ...deal.map((card) => ({ type: 'drawProject' as const, card })));
  s = drawCards(s, [...hands.SNCC, ...hands.CORE, ...hands.SCLC, ...hands.NAACP]);
  s = play(s, { type: 'skipHire' }, { type: 'skipHire' }, { type: 'skipHire' }, { type: 'skipHire' });
  while (stepOf(s)?.kind === 'window') s = play(s, { type: 'windowPass' }); // 2.4 Plan the Turn
  return patch(s);
}

describe('2.5 Select Projects', () => {
  it('offers, in Turn order, the Projects dealt this Turn', () => {
    const s = toSelection();
    expect(stepOf(s)).toEqual({ kind: 'select', org: 'SNCC' });
    expect(legal(s, 'selectProject').map((a) => a.state).sort()).toEqual(['AL', 'AR', 'GA', 'MS', 'NC', 'TN']);
  });

  it('2.6 places all the SEG cubes listed on the card in the state', () => {
    const s = play(toSelection(), { type: 'selectProject', state: 'NC' });
    expect(s.projects.SNCC!.cubes).toEqual({ red: 0, white: 5, blue: 1 });
    expect(s.projects.SNCC!.stage).toBe('protest');
    expect(s.offered.NC).toBeUndefined();
  });

  it('3.8.2 at Black Separatism adds 2 blue cubes to every new Project', () => {
    const s = play(
      toSelection((t) => ({ ...t, orgs: { ...t.orgs, SNCC: { ...t.orgs.SNCC!, nonViolence: 'black-separatism' } } })),
      { type: 'selectProject', state: 'NC' },
    );
    expect(s.projects.SNCC!.cubes.blue).toBe(3);
  });
});

describe('11.x Mobilizing red cubes', () => {
  it('11.2 A Projects take a flush in the state\'s colour (North Carolina is red); the Home Card counts as that colour', () => {
    const s = play(toSelection(), { type: 'selectProject', state: 'NC' });
    const cards = legal(s, 'mobilize');
    expect(cards.filter((c) => c.card !== 'home').map((c) => c.card).sort()).toEqual(['mass-meeting-5', 'picket-line-1', 'press-coverage-1', 'summer-volunteers-1']);
    expect(cards.filter((c) => c.card === 'home').every((c) => c.color === 'red')).toBe(true);
    expect(legal(s, 'mobilizeDone')).toEqual([]); // a card must be played when one can be
  });

  it('places 3 red cubes per card played (2.6)', () => {
    let s = play(toSelection(), { type: 'selectProject', state: 'NC' });
    s = play(s, { type: 'mobilize', card: 'mass-meeting-5', rank: 1, color: 'red' }, { type: 'mobilize', card: 'home', rank: 4, color: 'red' }, { type: 'mobilize', card: 'picket-line-1', rank: 2, color: 'red' });
    expect(s.decks.display).toEqual(['mass-meeting-5', 'picket-line-1']);
    s = play(s, { type: 'mobilizeDone' });
    expect(s.projects.SNCC!.cubes.red).toBe(9);
    expect(s.decks.strategyDiscard).toEqual(expect.arrayContaining(['mass-meeting-5', 'picket-line-1']));
    expect(s.orgs.SNCC!.homeCardInHand).toBe(false);
  });

  it('11.1 S Projects take a straight of consecutive ranks, growing at either end, at most 4 cards', () => {
    let s = play(toSelection(), { type: 'selectProject', state: 'AR' });
    s = play(s, { type: 'mobilize', card: 'picket-line-1', rank: 2, color: 'red' });
    expect(new Set(legal(s, 'mobilize').map((c) => c.rank))).toEqual(new Set([1, 3]));
    s = play(s, { type: 'mobilize', card: 'press-coverage-1', rank: 3, color: 'red' }, { type: 'mobilize', card: 'mass-meeting-5', rank: 1, color: 'red' });
    expect(new Set(legal(s, 'mobilize').map((c) => c.rank))).toEqual(new Set([4]));
    s = play(s, { type: 'mobilize', card: 'summer-volunteers-1', rank: 4, color: 'red' });
    expect(legal(s, 'mobilize')).toEqual([]);
    s = play(s, { type: 'mobilizeDone' });
    expect(s.projects.SNCC!.cubes.red).toBe(12);
  });

  it('11.3 V Projects take cards of one rank, whatever their colour', () => {
    let s = play(toSelection(), { type: 'selectProject', state: 'TN' });
    s = play(s, { type: 'mobilize', card: 'mass-meeting-5', rank: 1, color: 'red' });
    expect(legal(s, 'mobilize').map((c) => c.card).sort()).toEqual(['freedom-songs-1', 'home']);
  });

  it('3.8.2 Black Leadership mobilizes 1 more red cube, Black Power 2 (once per Project)', () => {
    const at = (level: 'black-leadership' | 'black-power') =>
      play(
        toSelection((t) => ({ ...t, orgs: { ...t.orgs, SNCC: { ...t.orgs.SNCC!, nonViolence: level } } })),
        { type: 'selectProject', state: 'NC' },
        { type: 'mobilize', card: 'mass-meeting-5', rank: 1, color: 'red' },
        { type: 'mobilizeDone' },
      ).projects.SNCC!.cubes.red;
    expect(at('black-leadership')).toBe(4);
    expect(at('black-power')).toBe(5);
  });
});

describe('3.6.2 Local Figures activated by the size of the set', () => {
  const mobilize = (cards: string[]): FreeAtLastState => {
    // Project 2 (A, Tennessee): the Nashville Christian Leadership Council adds 3 red cubes for a set of 3
    let s = play(toSelection((t) => t, [2, 11, 17, 21, 19, 4]), { type: 'selectProject', state: 'TN' });
    for (const card of cards) s = play(s, legal(s, 'mobilize').find((a) => a.card === card)!);
    return play(s, { type: 'mobilizeDone' });
  };

  it('a set of the required size activates the Local Figure right after mobilization, without a Star (3.6.2.1)', () => {
    const s = mobilize(['mass-meeting-5', 'picket-line-1', 'press-coverage-1']);
    expect(s.projects.SNCC!.cubes.red).toBe(9 + 3);
    expect(s.orgs.SNCC!.stars).toBe(1);
  });

  it('a smaller set does not', () => {
    expect(mobilize(['mass-meeting-5', 'picket-line-1']).projects.SNCC!.cubes.red).toBe(6);
  });
});

describe('9.6 Burn, Baby, Burn! in a mobilization', () => {
  it('played for its rank and colour to mobilize, the mandatory event takes place once the Project is prepared', () => {
    const swap = (t: FreeAtLastState): FreeAtLastState => ({
      ...t,
      orgs: { ...t.orgs, SNCC: { ...t.orgs.SNCC!, hand: t.orgs.SNCC!.hand.map((c) => (c === 'picket-line-1' ? 'burn-baby-burn' : c)) } },
      decks: { ...t.decks, strategy: t.decks.strategy.map((c) => (c === 'burnBabyBurn' ? 'picket-line-1' : c)) },
    });
    let s = play(toSelection(swap), { type: 'selectProject', state: 'NC' }, { type: 'mobilize', card: 'burn-baby-burn', rank: 2, color: 'red' }, { type: 'mobilizeDone' });
    s = play(s, { type: 'assignLeader', leader: 'diane-nash' }, { type: 'noLeader' });
    expect(stepOf(s)).toEqual({ kind: 'burn', org: 'SNCC' });
    s = play(s, { type: 'burnDiscard', card: 'summer-volunteers-1' });
    expect(stepOf(s)).toEqual({ kind: 'burn', org: 'CORE' });
  });
});

describe('7.x Protest Leaders', () => {
  const mobilized = (state: FreeAtLastStateId, org = 'SNCC'): FreeAtLastState => {
    let s = toSelection();
    while (!(stepOf(s)?.org === org && stepOf(s)!.kind === 'select')) {
      const acts = freeAtLast.legalActions(s);
      const other = acts.filter((a) => a.type === 'selectProject' && a.state !== state).at(-1);
      s = freeAtLast.apply(s, acts.find((a) => a.type === 'mobilizeDone' || a.type === 'noLeader' || a.type === 'redrawDone') ?? other ?? acts[0]!);
    }
    s = play(s, { type: 'selectProject', state });
    const card = legal(s, 'mobilize')[0]!;
    return play(s, card, { type: 'mobilizeDone' });
  };

  it('7.1 a Protest Leader must be assigned from the available ones (no Staffers)', () => {
    const s = mobilized('NC');
    expect(stepOf(s)).toEqual({ kind: 'leader', org: 'SNCC', purpose: 'assign' });
    expect(legal(s, 'noLeader')).toEqual([]);
    expect(legal(s, 'assignLeader').map((a) => a.leader).sort()).toEqual([...s.orgs.SNCC!.protestLeaders].sort());
  });

  it('7.1 SNCC may assign a second Leader in A and V Projects, not in S Projects', () => {
    let s = play(mobilized('NC'), { type: 'assignLeader', leader: 'diane-nash' });
    expect(stepOf(s)).toEqual({ kind: 'leader', org: 'SNCC', purpose: 'second' });
    s = play(s, { type: 'assignLeader', leader: 'john-lewis' });
    expect(s.projects.SNCC!.leaders).toEqual(['diane-nash', 'john-lewis']);
    const t = play(mobilized('AR'), { type: 'assignLeader', leader: 'diane-nash' });
    expect(stepOf(t)?.org).toBe('CORE');
  });

  it('7.2 a Field Secretary whose condition is met adds his red cubes when assigned', () => {
    const s = mobilized('AR');
    const before = s.projects.SNCC!.cubes.red;
    const t = play(s, { type: 'assignLeader', leader: 'bill-hansen' }); // Arkansas: +2
    expect(t.projects.SNCC!.cubes.red).toBe(before + 2);
    const u = play(s, { type: 'assignLeader', leader: 'charles-sherrod' }); // Georgia: not here
    expect(u.projects.SNCC!.cubes.red).toBe(before);
  });

  it('7.2 a State Conference Chairman assigned in his state collects a blue cube, scored at once', () => {
    const s = mobilized('NC', 'NAACP');
    const t = play(s, { type: 'assignLeader', leader: 'kelly-alexander' });
    expect(t.projects.NAACP!.cubes.blue).toBe(0);
    expect(t.orgs.NAACP!.vpBreakdown.segCubes).toBe(2);
    expect(t.orgs.NAACP!.eliminated.blue).toBe(1);
  });

  it('7.4 CORE places Freedom Riders on a Freedom Ride; they do not lead it', () => {
    const s = mobilized('AL', 'CORE');
    expect(legal(s, 'assignLeader').map((a) => a.leader)).not.toContain('hank-thomas');
    let t = play(s, { type: 'assignLeader', leader: 'james-farmer' });
    expect(t.projects.CORE!.cubes.red).toBe(3 + 2); // 7.2 Farmer on a Freedom Ride
    expect(stepOf(t)).toEqual({ kind: 'riders', org: 'CORE' });
    t = play(t, { type: 'assignLeader', leader: 'hank-thomas' }, { type: 'assignLeader', leader: 'genevieve-hughes' });
    expect(t.projects.CORE!.freedomRiders).toEqual(['hank-thomas', 'genevieve-hughes']);
    expect(t.projects.CORE!.leaders).toEqual(['james-farmer']);
  });
});

describe('2.5 the end of Project selection', () => {
  it('9.3.2.1 A offers project-selection events once every Project is prepared, then discards the unselected Projects', () => {
    let s = toSelection((t) => ({ ...t, orgs: { ...t.orgs, SCLC: { ...t.orgs.SCLC!, hand: [...t.orgs.SCLC!.hand, 'pilgrimage-of-prayer'] } }, decks: { ...t.decks, strategy: t.decks.strategy.filter((c) => c !== 'pilgrimage-of-prayer') } }));
    const seen: string[] = [];
    while (phaseOf(s) === 'select-projects') {
      const step = stepOf(s)!;
      if (step.kind === 'events') {
        const ev = legal(s, 'event');
        // windows are offered on public information: a seat without such an event is asked and says done
        if (ev.length === 0) {
          s = play(s, { type: 'eventsDone' });
          continue;
        }
        seen.push(step.org);
        expect(ev.map((e) => e.card)).toEqual(['pilgrimage-of-prayer']);
        const red = s.projects.SCLC!.cubes.red;
        s = play(s, ev[0]!);
        expect(s.projects.SCLC!.cubes.red).toBe(red + 3);
        expect(s.decks.strategyDiscard).toContain('pilgrimage-of-prayer');
        continue;
      }
      const acts = freeAtLast.legalActions(s);
      s = freeAtLast.apply(s, acts.find((a) => a.type === 'mobilizeDone' || a.type === 'noLeader' || a.type === 'eventsDone' || a.type === 'redrawDone') ?? acts[0]!);
    }
    expect(seen).toEqual(['SCLC']);
    expect(s.offered).toEqual({});
    expect(s.decks.projectDiscard.length).toBe(2);
    expect(phaseOf(s)).toBe('legislation');
  });
});

describe('2.5 ruling: no Project left to select', () => {
  it('a player finding no Project on the board has none this Turn, without a Failure Marker', () => {
    // four cards for North Carolina and two for Tennessee: only two Projects on the board
    let s = toSelection((t) => t, [1, 26, 38, 52, 2, 39]);
    expect(Object.keys(s.offered).sort()).toEqual(['NC', 'TN']);
    while (phaseOf(s) === 'select-projects') {
      const acts = freeAtLast.legalActions(s);
      s = freeAtLast.apply(s, acts.find((a) => ['mobilizeDone', 'noLeader', 'eventsDone', 'redrawDone', 'windowPass'].includes(a.type)) ?? acts[0]!);
    }
    expect(Object.keys(s.projects).sort()).toEqual(['CORE', 'SNCC']);
    expect(s.orgs.SCLC!.failures + s.orgs.NAACP!.failures).toBe(0);
  });
});

describe('2.4 Plan the Turn', () => {
  it('before Project selection, each seat may spend Stars for cards or offer fundraisers (10.1, 10.2), in Turn order', () => {
    let s = draws(start());
    s = play(s, { type: 'skipHire' }, { type: 'skipHire' }, { type: 'skipHire' }, { type: 'skipHire' });
    expect(phaseOf(s)).toBe('select-projects');
    expect(stepOf(s)).toEqual({ kind: 'window', org: 'SNCC' });
    expect(legal(s, 'spendStarDraw').length).toBe(1);
    s = play(s, { type: 'windowPass' });
    expect(stepOf(s)).toEqual({ kind: 'window', org: 'CORE' });
  });
});
