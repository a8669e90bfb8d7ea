import { describe, expect, it } from 'vitest';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastConfigInput, type Organization } from '../../src/games/free-at-last/index.js';
import { freeAtLastHeuristic } from '../../src/games/free-at-last/words/index.js';
import { everyDecision } from '../support/in-step.js';

/*
 * The heuristic bot, given the state (a search's rollout, a playout), reads the parts of the seat's
 * view it needs from the state instead of building the whole view (the prompt, the question, the
 * legal list, every organization): its choices are those it makes from the view alone, at every
 * decision of heuristic and random games of several configs (a part read wrong fails it).
 */

const configs: FreeAtLastConfigInput[] = [{ players: 2 }, { players: 3 }, { players: 4, advanced: true }, { variant: 'solitaire' }, { variant: 'team' }, { variant: 'coop', advanced: true }];

describe('Free at Last heuristic given the state', () => {
  it('chooses as it does from the view alone', () => {
    let n = 0;
    for (const [i, config] of configs.entries()) {
      for (const driver of ['heuristic', 'random'] as const) {
        const seed = 10 * i + (driver === 'heuristic' ? 1 : 2);
        const seats = freeAtLast.setup(config, seed).seats;
        // one bot of each kind per seat, asked in step: the same inputs, so the same seeded tie-breaks
        const fromViews = new Map(seats.map((o, k) => [o, freeAtLastHeuristic(seed + k)]));
        const fromStates = new Map(seats.map((o, k) => [o, freeAtLastHeuristic(seed + k)]));
        everyDecision(freeAtLast, { seed, config, seats, driver }, (player, legal, s) => {
          const input = { player, view: freeAtLast.view(s, player as Organization), legal } as Parameters<ReturnType<typeof freeAtLastHeuristic>['choose']>[0];
          const viewOnly = fromViews.get(player as Organization)!.choose(input) as FreeAtLastAction;
          expect(fromStates.get(player as Organization)!.choose({ ...input, state: s })).toBe(viewOnly);
          n++;
          return viewOnly;
        });
      }
    }
    expect(n).toBeGreaterThan(3000);
  }, 120_000);
});
