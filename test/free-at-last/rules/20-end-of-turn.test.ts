import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents, type FreeAtLastStrategyId } from '../../../src/games/free-at-last/index.js';
import { type FreeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import { from, go, options, plainCard, roll, see, settle, snccOn } from './support/drive.js';
import { build, endTurn } from '../support/build.js';

/*
 * The End of Turn (2.10, 20.x) and what happens at it (3.6.5, 3.8, 6.1, 6.4) on positions built with
 * the public scenario builder.
 */

const x0 = referenceComponents.xTracks;
const cards = [plainCard(1, 'white'), plainCard(1, 'white', 1), plainCard(1, 'blue')];

/** The End of Turn of Turn 1 for SNCC and CORE, set up by `set`, every Project completed. */
const endOfTurn = (set: (b: FreeAtLastScenario) => FreeAtLastScenario) =>
  set(build({ players: ['SNCC', 'CORE'], chance: 'manual' })).projectsSucceeded().at('end-of-turn').state;

describe('20.0 the Turn is over as soon as the last Project is complete', () => {
  it('even while players still hold cards: the End of Turn asks for discards at once', () => {
    const white = plainCard(1, 'white');
    const run = settle(go(snccOn({ card: 10, red: 9, white: 0, blue: 1, stage: 'courthouse' }, [white, ...cards.slice(1)]), { type: 'play', card: white }, roll('red', 2), roll('blue', 1), roll('blue', 1)));
    expect(see(run.state).phase).toBe('end-of-turn');
    expect(options(run.state).every((a) => a.type === 'discardDown' || a.type === 'appealDiscard')).toBe(true);
  });
});

describe('2.10 the End of Turn Phase', () => {
  it('2.10, 3.6.5, 20.3 Freedom Markers score, then demoralization moves X left once however many players demoralize', () => {
    const s = endTurn(endOfTurn((b) => b.freedomMarkers('SNCC', { V: 1 }).eliminated('SNCC', { white: 9 }).eliminated('CORE', { white: 12, blue: 5 }).stars('SNCC', 0).stars('CORE', 0)));
    const v = see(s);
    expect(v.orgs.SNCC!.vpBreakdown.freedomMarkers).toBe(5);
    expect(v.xTrack).toEqual({ red: x0.red.start, white: x0.white.start - 1, blue: x0.blue.start - 1 });
    expect([v.orgs.SNCC!.stars, v.orgs.CORE!.stars]).toEqual([1, 2]);
  });
});

describe('20.2 Litigation of criminal cases at the End of Turn', () => {
  it('two cards discarded appeal the convictions; won by any margin, VPs for every red cube eliminated by blue cubes', () => {
    const s = endOfTurn((b) => b.project('SNCC', { card: 1, red: 0 }).criminalHold('SNCC', 3).hand('SNCC', cards).stars('SNCC', 0));
    const run = settle(go(from(s), { type: 'appealDiscard', card: cards[0]! }, { type: 'appealDiscard', card: cards[1]! }, { type: 'discardDown', card: cards[2]! }, roll('red', 1), roll('red', 1), roll('blue', 2)));
    expect(see(run.state).orgs.SNCC!.vpBreakdown.litigation).toBe(3); // red die 1 (twice: the white cards activate Marshall) + 1 + Marshall's 1 = 3 against 2
  });
});

describe('6.1, 6.4 Staff at the End of Turn', () => {
  it('6.1 a player keeps as many cards as he has Staffers; 6.4 his Staffers stay for the next Turn', () => {
    const s = endOfTurn((b) => b.hand('SNCC', cards).staff('SNCC', ['julian-bond']));
    expect(freeAtLast.toMove(s)).toBe('SNCC');
    const run = go(from(s), { type: 'discardDown', card: cards[0]! }, { type: 'discardDown', card: cards[1]! });
    const v = see(run.state);
    expect(v.turn).toBe(2);
    expect(v.orgs.SNCC!.handCount).toBe(1);
    expect(v.orgs.SNCC!.staff.map((x) => x.id)).toEqual(['julian-bond']);
  });
});

describe('3.8 Organization boards at the End of Turn', () => {
  it('3.8, 7.3 a Project Leader who led a Project this Turn is removed from the game; the others stay available', () => {
    const s = endTurn(endOfTurn((b) => b.project('SNCC', { card: 1, red: 3, leaders: ['diane-nash'] })));
    const sncc = see(s).orgs.SNCC!;
    expect(sncc.removedLeaders).toEqual(['diane-nash']);
    expect(sncc.protestLeaders).not.toContain('diane-nash');
    expect(sncc.protestLeaders).toContain('john-lewis');
  });
});

describe('22.16 with 20.1 a consolidated appeal refunds no card over the hand limit', () => {
  it('both filers at 0 Staffers: the later filer gets no card back, so no hand leaves the End of Turn over its limit', () => {
    const [a, b, c] = cards as [FreeAtLastStrategyId, FreeAtLastStrategyId, FreeAtLastStrategyId];
    const d = plainCard(1, 'blue', 1);
    const s = endOfTurn((x) => x.project('SNCC', { card: 1, red: 0 }).project('CORE', { card: 2, red: 0 }).criminalHold('SNCC', 3).criminalHold('CORE', 2).hand('SNCC', [a, b]).hand('CORE', [c, d]));
    const run = settle(go(from(s), { type: 'appealDiscard', card: a }, { type: 'appealDiscard', card: b }, { type: 'appealDiscard', card: c }, { type: 'appealDiscard', card: d },
      { type: 'projectConsolidate', with: 'CORE' }, { type: 'projectConsolidate', with: 'SNCC' }));
    expect(run.events.filter((e) => e.type === 'appealRefund')).toEqual([]);
    expect(see(run.state).orgs.CORE!.handCount).toBe(0);
    expect(see(run.state).decks.strategyDiscard).toContain(d);
  });
});
