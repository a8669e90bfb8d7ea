import { describe, expect, it } from 'vitest';
import { type FreeAtLastState, type FreeAtLastStrategyId } from '../../../src/games/free-at-last/index.js';
import { from, go, goIf, hitsBy, offered, plainCard, roll, type Run } from './support/drive.js';
import { build } from '../support/build.js';

const first = plainCard(1, 'blue');
const second = plainCard(1, 'blue', 1);
const third = plainCard(1, 'blue', 2);

/** SNCC on the Albany Movement (a March, 21) with blue cards, which activate none of its Local Figures. */
function albany(): FreeAtLastState {
  return build({ players: ['SNCC', 'CORE'], chance: 'manual' })
    .project('SNCC', { card: 21, red: 12, white: 6, blue: 2 })
    .hand('SNCC', [first, second, third])
    .at('action-round').state;
}

/** A Protest with `card`: red and white dice 0, then the blue die (and its subsequent roll, after an X). */
const protest = (run: Run, card: FreeAtLastStrategyId, ...blue: (number | 'X')[]): Run =>
  go(goIf(go(run, { type: 'play', card }), { type: 'mode', mode: 'protest' }), roll('red', 0), roll('white', 0), ...blue.map((f) => roll('blue', f)));

const injunctionOffered = (run: Run, card: FreeAtLastStrategyId): boolean => offered(go(run, { type: 'play', card }).state, { type: 'mode', mode: 'injunction' });

describe('16.2 Injunction in a Marches Project: only if blue cubes got hits in the first Protest roll', () => {
  it('blue cubes struck out in the first Protest: no Injunction in the next Action Round', () => {
    const run = protest(from(albany()), first, 'X', 'X');
    expect(hitsBy(run, 'blue')).toEqual([0]);
    expect(injunctionOffered(run, second)).toBe(false);
  });

  it('blue cubes scored hits in the first Protest: the Injunction is offered in the next Action Round (22.14)', () => {
    const run = protest(from(albany()), first, 1);
    expect(hitsBy(run, 'blue')).toEqual([4]); // 3 blue cubes (the reinforcement) + 1
    expect(injunctionOffered(run, second)).toBe(true);
  });

  it('hits by blue cubes in a later Protest do not open it: the first Protest roll decides', () => {
    let run = protest(from(albany()), first, 'X', 'X');
    run = protest(run, second, 1);
    expect(hitsBy(run, 'blue')).toEqual([0, 5]);
    expect(injunctionOffered(run, third)).toBe(false);
  });
});
