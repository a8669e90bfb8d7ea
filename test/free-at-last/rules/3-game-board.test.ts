import { describe, expect, it } from 'vitest';
import { referenceComponents } from '../../../src/games/free-at-last/index.js';
import { go, plainCard, roll, see, settle, snccOn } from './support/drive.js';

/*
 * The game board (3.x) through the public API: the Influence Track, X Value Tracks and the March on
 * Washington display.
 */

const white = plainCard(1, 'white');
const x0 = referenceComponents.xTracks;

describe('3.2 Influence Track', () => {
  it('a successful Project earns the Freedom Marker of its type (an A Project: A)', () => {
    const run = go(snccOn({ card: 1, red: 12, white: 1, blue: 0 }, [white]), { type: 'play', card: white }, { type: 'mode', mode: 'protest' }, roll('red', 0), roll('white', 0));
    expect(see(run.state).orgs.SNCC!.freedomMarkers).toEqual({ S: 0, A: 1, V: 0 });
  });
});

describe('3.6.1 Adjusting the value of X', () => {
  it('an up arrow moves the cube one space right: Registrar John Q. Wood activated at the courthouse (McComb) raises X on the blue die', () => {
    const blue = plainCard(1, 'blue');
    const run = go(snccOn({ card: 19, red: 9, white: 0, blue: 1, stage: 'courthouse' }, [blue]), { type: 'play', card: blue }, roll('red', 0));
    const v = see(run.state);
    expect(v.xTrack.blue).toBe(x0.blue.start + 1);
    expect(v.xValues.blue).toBe(x0.blue.values[x0.blue.start + 1]);
  });
});

describe('3.7 March on Washington Display', () => {
  it('cards played go on the display; after the Action Round to the discard pile, or out of the game if a starred event', () => {
    let run = snccOn({ card: 1, red: 12, white: 5, blue: 1 }, [white, 'march-on-washington']);
    run = go(run, { type: 'play', card: white });
    expect(see(run.state).decks.display).toEqual([white]);
    run = settle(go(run, { type: 'mode', mode: 'protest' }, roll('red', 0), roll('white', 0), roll('blue', 1)));
    expect(see(run.state).decks.display).toEqual([]);
    expect(see(run.state).decks.strategyDiscard).toContain(white);
    run = settle(go(run, { type: 'event', card: 'march-on-washington' }));
    expect(see(run.state).decks.strategyRemoved).toContain('march-on-washington');
    expect(see(run.state).decks.strategyDiscard).not.toContain('march-on-washington');
  });
});
