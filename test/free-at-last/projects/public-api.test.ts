import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/core/bots.js';
import { deepFreeze } from '../../../src/core/json.js';
import { cubeCensus, referenceComponents, type FreeAtLastAction, type FreeAtLastState, type Organization } from '../../../src/games/free-at-last/index.js';
import { freeAtLast } from '../../../src/games/free-at-last/words/index.js';
import { inResolution as resolving } from './harness.js';

/*
 * The project resolution seen through the public Game API, in manual chance mode: every die is a
 * chance node over the component set's faces, every project decision is listed, described and
 * prompted, the cube census never changes, and no input is mutated.
 */

const faceProbability = (die: 'red' | 'white' | 'blue', face: unknown): number =>
  referenceComponents.dice[die].filter((f) => f === face).length / 6;

function play(seed: number, players: Organization[]) {
  let s: FreeAtLastState = freeAtLast.setup({ players, chance: 'manual' }, seed);
  const census = cubeCensus(s);
  const bot = randomBot<FreeAtLastAction>(seed);
  const chanceBot = randomBot<FreeAtLastAction>(seed + 1000);
  const seen = new Set<string>();
  for (let i = 0; i < 20000 && !freeAtLast.isTerminal(s); i++) {
    const who = freeAtLast.toMove(s)!;
    const inResolution = resolving(s);
    let action;
    if (who === 'chance') {
      const outcomes = freeAtLast.chanceOutcomes(s);
      if (inResolution) {
        for (const o of outcomes) {
          const a = o.outcome as { type: string; die: 'red' | 'white' | 'blue'; face: unknown };
          expect(a.type).toBe('projectRoll');
          expect(o.probability).toBeCloseTo(faceProbability(a.die, a.face));
        }
      }
      action = chanceBot.choose({ player: 'chance', view: null, legal: outcomes.map((o) => o.outcome) });
    } else {
      const legal = freeAtLast.legalActions(s);
      if (inResolution) {
        expect(legal.length).toBeGreaterThan(0);
        expect(legal.every((a) => a.type.startsWith('project'))).toBe(true);
        expect(freeAtLast.prompt(s).length).toBeGreaterThan(0);
      }
      action = bot.choose({ player: who, view: null, legal });
    }
    if (inResolution) {
      seen.add(action.type);
      expect(freeAtLast.describe(s, action).length).toBeGreaterThan(0);
    }
    // inputs are never mutated: a resolution step on a frozen state works
    s = freeAtLast.step(inResolution ? deepFreeze(s) : s, action).state;
    expect(cubeCensus(s)).toEqual(census);
  }
  expect(freeAtLast.isTerminal(s)).toBe(true);
  return seen;
}

describe('project resolution through the public API', () => {
  it('dice are chance nodes weighted by face counts; decisions listed, described, prompted; census constant', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) for (const t of play(seed, ['SNCC', 'CORE', 'SCLC', 'NAACP'])) seen.add(t);
    for (const t of play(4, ['SCLC', 'NAACP'])) seen.add(t);
    expect(seen.has('projectRoll')).toBe(true);
    expect(seen.has('projectLeaderHit')).toBe(true);
  });
});
