import { describe, expect, it } from 'vitest';
import { failureMarkers, freeAtLast as game, type FreeAtLastGame, type FreeAtLastNames, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';

/** The game with plain-string ids: these tests act with ids read from a state. */
const freeAtLast: FreeAtLastGame<FreeAtLastNames> = game;
import { freeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import { stepOf } from '../support/scenario.js';
import { build, finalOf } from '../support/build.js';

/*
 * 23.1 Solitaire: the top Strategy card drawn each Action Round as another organization's action,
 * handled by its type; 23.1.1 the absent organizations' Failure Markers.
 */

/** SNCC alone in the Action Rounds of Turn 1 with an A Project, just before its Action Round. */
function solo(): FreeAtLastState {
  return build({ variant: 'solitaire', players: ['SNCC'], chance: 'manual' })
    .stars('SNCC', 0)
    .hand('SNCC', ['freedom-songs-3'])
    .project('SNCC', { card: 2, red: 9, white: 6, blue: 2 })
    .at('beforeAction').state;
}

const drawSolo = (s: FreeAtLastState, card: string): FreeAtLastState => freeAtLast.apply(s, { type: 'drawSolo', card });

describe('23.1 solitaire: another organization\'s card each Action Round', () => {
  it('23.1 before the player plays, the top Strategy card is drawn (a chance node over the deck)', () => {
    const s = solo();
    expect(freeAtLast.toMove(s)).toBe('chance');
    expect(freeAtLast.chanceOutcomes(s)[0]!.outcome.type).toBe('drawSolo');
    expect(freeAtLast.chanceOutcomes(s)).toHaveLength(s.decks.strategy.length);
  });

  it('23.1 an event that could be played on the Project may be implemented — with no SEG Reinforcement — or not', () => {
    const s = drawSolo(solo(), 'press-coverage-1');
    expect(freeAtLast.toMove(s)).toBe('SNCC');
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'soloImplement', law: null }, { type: 'soloDecline' }]);
    const yes = freeAtLast.apply(s, { type: 'soloImplement', law: null });
    expect(yes.projects['SNCC']!.cubes).toEqual({ red: 9, white: 4, blue: 2 });
    expect(yes.decks.strategyDiscard).toContain('press-coverage-1');
    expect(stepOf(yes)).toMatchObject({ kind: 'action', org: 'SNCC' }); // then his own Action Round
    const no = freeAtLast.apply(s, { type: 'soloDecline' });
    expect(no.projects['SNCC']!.cubes).toEqual({ red: 9, white: 6, blue: 2 });
    expect(no.decks.strategyDiscard).toContain('press-coverage-1');
  });

  it('23.1 a fundraiser joins the player\'s hand', () => {
    const s = drawSolo(solo(), 'new-yorkers');
    expect(s.orgs['SNCC']!.hand).toContain('new-yorkers');
    expect(stepOf(s)).toMatchObject({ kind: 'action' });
  });

  it('23.1 a response card is kept next to the Project and may be implemented once its circumstance arises', () => {
    let s = drawSolo(solo(), 'bail-fund');
    expect(s.ext!.solo!.held).toEqual(['bail-fund']);
    expect(stepOf(s)).toMatchObject({ kind: 'action' });
    // red cubes removed from the Project: at the next Action Round it is offered
    s = freeAtLastScenario(s).eliminated('SNCC', { red: 2 }).actionRound(2).at('beforeAction').state;
    s = drawSolo(s, 'freedom-songs-1');
    const top = s.tasks.at(-1);
    if (top?.kind === 'solo' && top.card === 'freedom-songs-1') s = freeAtLast.apply(s, { type: 'soloDecline' });
    expect(s.tasks.at(-1)).toMatchObject({ kind: 'solo', card: 'bail-fund', held: true });
    s = freeAtLast.apply(s, { type: 'soloImplement', law: null });
    expect(s.projects['SNCC']!.cubes.red).toBe(11);
    expect(s.ext!.solo!.held).toEqual([]);
  });

  it('23.1 a Legislation-phase event is implemented as if another player played it: the law passes, the Star is not the player\'s', () => {
    let s = solo();
    const law = s.decks.legislation[0]!;
    s = freeAtLastScenario(s).edit((d) => void ((d.decks.legislation = d.decks.legislation.slice(1)), (d.decks.legislationDiscard = [law]))).state;
    s = drawSolo(s, 'emanuel-celler');
    expect(freeAtLast.legalActions(s)).toEqual([{ type: 'soloImplement', law }]);
    s = freeAtLast.apply(s, { type: 'soloImplement', law });
    expect(s.decks.legislationDiscard).toEqual([]);
    expect(s.orgs['SNCC']!.stars).toBe(0);
  });

  it('23.1 an event with no effect on the Project is discarded', () => {
    const s = drawSolo(solo(), 'wilma-rudolph');
    expect(s.decks.strategyDiscard).toContain('wilma-rudolph');
    expect(s.orgs['SNCC']!.stars).toBe(0);
    expect(stepOf(s)).toMatchObject({ kind: 'action' });
  });
});

describe('23.1.1 the absent organizations\' Failure Markers', () => {
  it('23.1.1 the track starts at 6; the first marker moves it to 7, the second to 8 (penalty per marker from the track, 1.5)', () => {
    const s = freeAtLast.setup({ variant: 'solitaire', chance: 'manual' }, 1);
    expect(failureMarkers(s).track).toBe(6);
    const b = build({ variant: 'solitaire', chance: 'manual' }).stars('SNCC', 0);
    expect(finalOf(b.failures('SNCC', 1)).orgs['SNCC']!.vpBreakdown.failures).toBe(-4);
    const two = finalOf(b.failures('SNCC', 2));
    expect(two.orgs['SNCC']!.vpBreakdown.failures).toBe(-16);
    expect(freeAtLast.result(two)!.winners).toEqual(['SNCC']);
  });

  it('23.1.1 a third Failure Marker is a segregationist victory', () => {
    const three = finalOf(build({ variant: 'solitaire', chance: 'manual' }).failures('SNCC', 3));
    const r = freeAtLast.result(three)!;
    expect(r.winners).toEqual([]);
    expect(r.reason).toMatch(/Seggie victory/);
  });
});

describe('23.1 a whole solitaire game', () => {
  it('plays to the end in auto chance mode with one seat', () => {
    let s = freeAtLast.setup({ variant: 'solitaire' }, 5);
    for (let i = 0; i < 5000 && !freeAtLast.isTerminal(s); i++) s = freeAtLast.apply(s, freeAtLast.legalActions(s)[0]!);
    expect(freeAtLast.isTerminal(s)).toBe(true);
    expect(Object.keys(freeAtLast.result(s)!.scores)).toEqual(['SNCC']);
  });
});
