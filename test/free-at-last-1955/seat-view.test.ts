import { describe, expect, it } from 'vitest';
import { playout, randomBot, type SyncBot } from '../../src/index.js';
import { freeAtLast1955Heuristic, type FreeAtLast1955Seat as Seat } from '../../src/games/free-at-last-1955/index.js';
import { game, type Action } from './helpers.js';

/*
 * The heuristic bot, given the state (a search's rollout, a playout), reads the parts of the seat's
 * view it needs from the state instead of building the whole view (the prompt, the legal list, the
 * question): its choices are those it makes from the view alone, at every decision of heuristic and
 * random games.
 */

describe('Free At Last (1955–65) heuristic given the state', () => {
  it('chooses as it does from the view alone', () => {
    let n = 0;
    for (const seed of [1, 2, 3]) {
      for (const driver of ['heuristic', 'random'] as const) {
        // one bot of each kind per seat, asked in step: the same inputs, so the same seeded tie-breaks
        const fromView = { civilRights: freeAtLast1955Heuristic(seed), segregationist: freeAtLast1955Heuristic(seed + 1) };
        const fromState = { civilRights: freeAtLast1955Heuristic(seed), segregationist: freeAtLast1955Heuristic(seed + 1) };
        const random = randomBot<Action>(seed);
        const bot = (seat: Seat): SyncBot<Action> => ({
          name: 'both',
          choose({ player, legal, state }) {
            const s = state as Parameters<typeof game.view>[0];
            const viewOnly = fromView[seat].choose({ player, view: game.view(s, seat), legal });
            expect(fromState[seat].choose({ player, view: game.view(s, seat), legal, state: s })).toEqual(viewOnly);
            n++;
            return driver === 'heuristic' ? (viewOnly as Action) : random.choose({ player, view: null, legal });
          },
        });
        playout(game, { seed, bots: { civilRights: bot('civilRights'), segregationist: bot('segregationist') } });
      }
    }
    expect(n).toBeGreaterThan(1000);
  }, 60_000);
});
