import { describe, expect, it } from 'vitest';
import { freeAtLast } from '../../../src/games/free-at-last/index.js';
import { from, go, offered, options, plainCard, roll, see, settle } from './support/drive.js';
import { build } from '../support/build.js';

/* Interrupts (10.x) on positions built with the public scenario builder. */

const white = plainCard(1, 'white');

describe('10.3 Play a Response card if the circumstances apply', () => {
  it('Federal Marshals is not offered before white cubes score hits; once they have, CORE may play it on SNCC\'s Project', () => {
    const s = build({ players: ['SNCC', 'CORE'], chance: 'manual' })
      .project('SNCC', { card: 1, red: 9, white: 5, blue: 1 })
      .hand('SNCC', [white])
      .hand('CORE', ['federal-marshals'])
      .at('interrupt-window', 'SNCC').state;
    const response = { type: 'event', card: 'federal-marshals', target: 'SNCC' } as const;
    let run = go(from(s), { type: 'windowPass' });
    expect(freeAtLast.toMove(run.state)).toBe('CORE');
    expect(offered(run.state, response)).toBe(false);
    run = go(run, { type: 'play', card: white }, { type: 'mode', mode: 'protest' }, roll('red', 0), roll('white', 1), roll('blue', 1));
    run = go(run, { type: 'windowPass' }); // SNCC's window after its Action Round
    expect(offered(run.state, response)).toBe(true);
    const white0 = see(run.state).projects.SNCC!.cubes.white;
    run = go(run, response);
    expect(see(run.state).projects.SNCC!.cubes.white).toBe(white0 - 2);
  });
});

describe('10.4.1 Determining the ability to interrupt', () => {
  const cards = {
    SNCC: [plainCard(1, 'white'), plainCard(1, 'white', 1), plainCard(2, 'white')],
    CORE: [plainCard(1, 'blue'), plainCard(2, 'blue'), plainCard(2, 'blue', 1)],
  };
  /** Action Round 2, SCLC to play: SNCC and CORE hold `n` and 3 cards. */
  const position = (n: number) =>
    build({ players: ['SNCC', 'CORE', 'SCLC'], chance: 'manual' })
      .project('SCLC', { card: 1, red: 9, white: 5, blue: 1 })
      .hand('SNCC', cards.SNCC.slice(0, n))
      .hand('CORE', cards.CORE)
      .hand('SCLC', [plainCard(1, 'red')])
      .actionRound(2)
      .at('preempt-offer', 'SCLC').state;

  it('the player with strictly the most cards may interrupt; if two players have the most, no one can', () => {
    expect(options(position(2))).toEqual([{ type: 'preempt' }, { type: 'declinePreempt' }]);
    expect(freeAtLast.toMove(position(2))).toBe('CORE');
    expect(offered(position(3), { type: 'preempt' })).toBe(false);
  });

  it('it is fixed right after the previous Action Round: a card drawn with a Star in the window does not open a pre-emption', () => {
    let run = from(position(3));
    run = go(run, { type: 'spendStarDraw' });
    run = settle(go(run, { type: 'drawStrategy', card: plainCard(3, 'white') }));
    expect(see(run.state).orgs.SNCC!.handCount).toBe(4);
    expect(freeAtLast.toMove(run.state)).toBe('SCLC');
    expect(offered(run.state, { type: 'preempt' })).toBe(false);
  });
});
