import { describe, expect, it } from 'vitest';
import { freeAtLast, referenceComponents } from '../../../src/games/free-at-last/index.js';
import { type FreeAtLastScenario } from '../../../src/games/free-at-last/words/index.js';
import { build, endTurn } from '../support/build.js';

/*
 * End of game scoring (21.x, with 1.1, 1.4–1.6, 3.3, 3.4, 4.2.1) on positions built with the public
 * scenario builder: the End of Turn phase of Turn 3, after which the game is over.
 */

/** The game after the End of Turn phase of Turn 3, from a four-player position set up by `set` (no Stars unless set). */
function finalPosition(set: (b: FreeAtLastScenario) => FreeAtLastScenario) {
  let b = build({ players: ['SNCC', 'CORE', 'SCLC', 'NAACP'], chance: 'manual' }).turn(3);
  for (const o of ['SNCC', 'CORE', 'SCLC', 'NAACP'] as const) b = b.stars(o, 0);
  return endTurn(set(b).at('end-of-turn').state);
}

const star = (n: number): number => referenceComponents.starValues.values[n]!;
const penalty = (markers: number): number => referenceComponents.failurePenalties.values[markers]!;

describe('21 End of Game Scoring', () => {
  it('21 after the End of Turn phase of Turn 3 the game is over: no one is to move, there is a result', () => {
    const s = finalPosition((b) => b);
    expect(freeAtLast.toMove(s)).toBeNull();
    expect(freeAtLast.legalActions(s)).toEqual([]);
    expect(freeAtLast.view(s, null).phase).toBe('game-over');
    expect(freeAtLast.result(s)).not.toBeNull();
  });

  it('21.1, 1.4, 3.3 Stars score by the Star Value chart (7 Stars = 21 VPs); 1.5, 3.4 each Failure Marker costs the track\'s penalty (6 in all: –4)', () => {
    expect(star(7)).toBe(21);
    expect(penalty(6)).toBe(-4);
    const s = finalPosition((b) => b.victoryPoints('SNCC', 10).stars('SNCC', 7).victoryPoints('CORE', 20).failures('CORE', 2).failures('SCLC', 4).victoryPoints('SCLC', 15).stars('SCLC', 1));
    expect(freeAtLast.result(s)!.scores).toEqual({ SNCC: 10 + 21, CORE: 20 - 8, SCLC: 15 + star(1) - 16, NAACP: 0 });
    expect(freeAtLast.view(s, null).orgs.CORE!.vpBreakdown.failures).toBe(-8);
  });

  it('1.1, 21.1 the player with the most VPs wins; on a tie, every tied player wins', () => {
    const one = finalPosition((b) => b.victoryPoints('SNCC', 10).victoryPoints('CORE', 12).victoryPoints('SCLC', 11));
    expect(freeAtLast.result(one)!.winners).toEqual(['CORE']);
    const tie = finalPosition((b) => b.victoryPoints('SNCC', 12).victoryPoints('CORE', 12).victoryPoints('SCLC', 11));
    expect(freeAtLast.result(tie)!.winners).toEqual(['SNCC', 'CORE']);
  });

  it('1.6, 4.2.1 with 9 or more Failure Markers among the players at the end, everyone loses; 8 is not enough', () => {
    const lost = finalPosition((b) => b.victoryPoints('SNCC', 30).failures('CORE', 5).failures('SCLC', 4));
    expect(freeAtLast.result(lost)!.winners).toEqual([]);
    const kept = finalPosition((b) => b.victoryPoints('SNCC', 30).failures('CORE', 4).failures('SCLC', 4));
    expect(freeAtLast.result(kept)!.winners).toEqual(['SNCC']);
    expect(freeAtLast.result(kept)!.scores['CORE']).toBe(4 * penalty(8)); // 3.4: 8 markers, –8 each
  });
});
