import { describe, expect, it } from 'vitest';
import { freeAtLast1955Heuristic, type FreeAtLast1955Seat as Seat } from '../../src/games/free-at-last-1955/index.js';
import { everyDecision } from '../support/in-step.js';
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
        everyDecision(game, { seed, seats: ['civilRights', 'segregationist'], driver }, (player, legal, s) => {
          const seat = player as Seat;
          const viewOnly = fromView[seat].choose({ player, view: game.view(s, seat), legal }) as Action;
          expect(fromState[seat].choose({ player, view: game.view(s, seat), legal, state: s })).toEqual(viewOnly);
          n++;
          return viewOnly;
        });
      }
    }
    expect(n).toBeGreaterThan(1000);
  }, 60_000);
});
