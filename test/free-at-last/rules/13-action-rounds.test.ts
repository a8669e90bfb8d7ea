import { describe, expect, it } from 'vitest';
import { go, plainCard, see, snccOn } from './support/drive.js';

/* Playing the Action Rounds (13.x) through the public API. */

describe('13.1 Step 1: play a card or cards', () => {
  it('the cards are placed face up on the March on Washington display, first and extra cards alike', () => {
    const [a, b] = [plainCard(1, 'white'), plainCard(1, 'white', 1)];
    const run = go(snccOn({ card: 11, red: 9, white: 4, blue: 0, stage: 'school-year' }, [a, b]), { type: 'play', card: a }, { type: 'extra', card: b });
    expect(see(run.state).decks.display).toEqual([a, b]);
    expect(see(run.state).orgs.SNCC!.handCount).toBe(0);
  });
});
