import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../src/core/errors.js';
import { thrown } from '../support/thrown.js';
import { createRandom } from '../../src/core/rng.js';
import { game, type State } from './helpers.js';

/* restore: a stored Chicago '68 state is checked by its schema and by the game's semantic checks (issue 12, 3). */

function midGame(config: Record<string, unknown>): State {
  const random = createRandom(3);
  let s = game.setup(config, 3);
  for (let i = 0; i < 120 && !game.isTerminal(s); i++) {
    const legal = game.legalActions(s);
    s = game.apply(s, legal[random.int(legal.length)]!);
  }
  return s;
}

const competitive = JSON.stringify(midGame({ players: 4 }));
const solo = JSON.stringify(midGame({ mode: 'solo' }));

const refused = (edit: (s: State) => void, json = competitive): string => {
  const s = JSON.parse(json) as State;
  edit(s);
  return thrown(() => game.restore(s), InvalidStateError);
};

describe("Chicago '68 restore", () => {
  it('accepts stored mid-game states, competitive and solo, as they were', () => {
    for (const json of [competitive, solo]) expect(game.restore(JSON.parse(json))).toEqual(JSON.parse(json));
  });

  it('refuses an unknown or missing City Area, and a Jeep on an unknown path', () => {
    expect(refused((s) => (s.areas.Nowhere = s.areas['lincoln-park']!))).toMatch(/City Areas: Nowhere/);
    expect(refused((s) => delete s.areas['lincoln-park'])).toMatch(/lincoln-park missing/);
    expect(refused((s) => (s.jeep = 'no-path'))).toMatch(/Armored Jeep/);
  });

  it('refuses negative counts anywhere', () => {
    expect(refused((s) => (s.supply.m1 = -5))).toMatch(/supply.m1 is -5/);
    expect(refused((s) => (s.areas['lincoln-park']!.u.p1 = -1))).toMatch(/negative counts in lincoln-park/);
  });

  it('refuses units created or lost (2.5 the census)', () => {
    expect(refused((s) => (s.police.reserves.p1 += 1))).toMatch(/components in play/);
    expect(refused((s) => (s.machine!.activeSupply += 1), solo)).toMatch(/components in play/);
  });

  it('refuses tracks off their range (2.11, 2.8)', () => {
    expect(refused((s) => (s.instability = 20))).toMatch(/Instability 20/);
    expect(refused((s) => (s.exposure = 99))).toMatch(/Exposure 99/);
    expect(refused((s) => s.levelsReached.push(5))).toMatch(/levels reached/);
  });

  it('refuses unknown and doubled cards', () => {
    expect(refused((s) => s.hands.mayor.push('NO SUCH CARD'))).toMatch(/Action Cards: unknown NO SUCH CARD/);
    expect(refused((s) => s.stDiscard.push(s.stDeck[0]!))).toMatch(/Street Theater cards: .* twice/);
    expect(refused((s) => s.mobDiscard.push('Nothing'))).toMatch(/Mob Chaos cards: unknown Nothing/);
  });
});
