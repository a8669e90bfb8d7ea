import { describe, expect, it } from 'vitest';
import { playout, randomBot, type SyncBot } from '../../src/index.js';
import { freeAtLast, type FreeAtLastConfigInput, type FreeAtLastState, type Organization } from '../../src/games/free-at-last/index.js';
import type { FreeAtLastAction } from '../../src/games/free-at-last/schema.js';
import { freeAtLastHeuristic } from '../../src/games/free-at-last/words/index.js';
import { fromView, seatView, type SeatView } from '../../src/games/free-at-last/bots/seat-view.js';

/*
 * The heuristic bot, given the state (a search's rollout, a playout), reads the parts of the seat's
 * view it needs from the state instead of building the whole view: every seat's parts are the
 * view's, and the heuristic's choices are those it makes from the view alone, at every decision of
 * heuristic and random games of several configs.
 */

const parts = (v: SeatView) => ({
  prompt: v.prompt,
  offered: v.offered,
  projects: v.projects,
  failureTrack: v.failureTrack,
  hand: v.hand,
  handCount: v.handCount,
  homeCardInHand: v.homeCardInHand,
  stars: v.stars,
});

const configs: FreeAtLastConfigInput[] = [{ players: 2 }, { players: 4, advanced: true }, { variant: 'solitaire' }, { variant: 'team' }, { variant: 'coop', advanced: true }];

describe('Free at Last heuristic given the state', () => {
  it('reads every seat’s parts of the view and chooses as it does from the view alone', () => {
    let n = 0;
    for (const [i, config] of configs.entries()) {
      for (const driver of ['heuristic', 'random'] as const) {
        const seed = 10 * i + (driver === 'heuristic' ? 1 : 2);
        const seats = freeAtLast.setup(config, seed).seats;
        // one bot of each kind per seat, asked in step: the same inputs, so the same seeded tie-breaks
        const fromViews = new Map<string, ReturnType<typeof freeAtLastHeuristic>>(seats.map((o, k) => [o, freeAtLastHeuristic(seed + k)]));
        const fromStates = new Map<string, ReturnType<typeof freeAtLastHeuristic>>(seats.map((o, k) => [o, freeAtLastHeuristic(seed + k)]));
        const random = randomBot<FreeAtLastAction>(seed);
        const bot: SyncBot<FreeAtLastAction> = {
          name: 'both',
          choose({ player: seat, legal, state }) {
            const s = state as FreeAtLastState;
            const player = seat as Organization;
            for (const o of seats as Organization[]) expect(parts(seatView(s, o))).toEqual(parts(fromView(freeAtLast.view(s, o), o)));
            const view = freeAtLast.view(s, player);
            const viewOnly = fromViews.get(player)!.choose({ player, view, legal });
            expect(fromStates.get(player)!.choose({ player, view, legal, state: s })).toBe(viewOnly);
            n++;
            return driver === 'heuristic' ? viewOnly : random.choose({ player, view: null, legal });
          },
        };
        playout(freeAtLast, { config, seed, bots: Object.fromEntries(seats.map((o) => [o, bot])) });
      }
    }
    expect(n).toBeGreaterThan(2000);
  }, 120_000);
});
