import { describe, expect, it } from 'vitest';
import { go, hitsBy, plainCard, roll, snccOn } from './support/drive.js';

/* Cubes scoring hits (5.x) in a Protest on Project 1 (A, Greensboro), through the public API. */

describe('5.1.1, 5.2.2, 5.3.1 cubes scoring hits', () => {
  it('red cubes 1 per 3 (remainders ignored) plus the red die; blue cubes 1 per cube plus the blue die; white cubes 1 per 3 plus the white die', () => {
    const white = plainCard(1, 'white');
    const run = go(snccOn({ card: 1, red: 5, white: 7, blue: 1 }, [white]), { type: 'play', card: white }, { type: 'mode', mode: 'protest' }, roll('red', 1), roll('white', 1), roll('blue', 2));
    expect(hitsBy(run, 'red')).toEqual([1 + 1]); // 5 red cubes
    expect(hitsBy(run, 'white')).toEqual([2 + 1]); // 8 white cubes (the reinforcement)
    expect(hitsBy(run, 'blue')).toEqual([1 + 2]); // 1 blue cube
  });
});
