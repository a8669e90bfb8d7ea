import { describe, expect, it } from 'vitest';
import { playout, randomBot, type SyncBot } from '../../src/index.js';
import { freeAtLast, type FreeAtLastAction, type FreeAtLastConfigInput, type FreeAtLastState, type Organization } from '../../src/games/free-at-last/index.js';
import { freeAtLastHeuristic } from '../../src/games/free-at-last/words/index.js';

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
        const random = randomBot<FreeAtLastAction>(seed);
        const bot: SyncBot<FreeAtLastAction> = {
          name: 'both',
          choose({ player, legal, state }) {
            const s = state as FreeAtLastState;
            const view = freeAtLast.view(s, player as Organization);
            const input = { player, view, legal } as Parameters<ReturnType<typeof freeAtLastHeuristic>['choose']>[0];
            const viewOnly = fromViews.get(player as Organization)!.choose(input);
            expect(fromStates.get(player as Organization)!.choose({ ...input, state: s })).toBe(viewOnly);
            n++;
            return driver === 'heuristic' ? (viewOnly as FreeAtLastAction) : random.choose({ player, view: null, legal });
          },
        };
        playout(freeAtLast, { config, seed, bots: Object.fromEntries(seats.map((o) => [o, bot])) });
      }
    }
    expect(n).toBeGreaterThan(3000);
  }, 120_000);
});
