import { describe, expect, it } from 'vitest';
import { chicagoHeuristic, type Chicago68ConfigInput as ConfigInput, type Chicago68Seat as Seat } from '../../src/games/chicago-68/index.js';
import { everyDecision } from '../support/in-step.js';
import { game, type Action } from './helpers.js';

/*
 * The heuristic bot, given the state (a search's rollout, a playout), reads the board's areas from
 * the state instead of building the seat's view: its choices are those it makes from the view
 * alone, at every decision of heuristic and random games of each kind of seating.
 */

describe("Chicago '68 heuristic given the state", () => {
  const configs: ConfigInput[] = [{ players: 2 }, { players: 3 }, { players: 4 }, { mode: 'solo' }, { mode: 'coop' }];
  for (const config of configs) {
    it(`chooses as it does from the view alone (${JSON.stringify(config)})`, () => {
      let n = 0;
      let scored = 0;
      for (const seed of [1, 2]) {
        for (const driver of ['heuristic', 'random'] as const) {
          // one pair of bots per seat, asked in step: the same inputs, so the same seeded tie-breaks
          const seats = game.players(config);
          const fromView = new Map(seats.map((p, i) => [p, chicagoHeuristic(seed + i)]));
          const fromState = new Map(seats.map((p, i) => [p, chicagoHeuristic(seed + i)]));
          everyDecision(game, { seed, config, seats, driver }, (p, legal, s) => {
            const player = p as Seat;
            const viewOnly = fromView.get(player)!.choose({ player, view: game.view(s, player), legal }) as Action;
            // a view that throws when read: only the choices that score areas would read it
            const guarded = { player, legal, state: s, get view(): never { throw new Error('the heuristic read the view though given the state'); } };
            expect(fromState.get(player)!.choose(guarded)).toEqual(viewOnly);
            if (legal.some((a) => a.type === 'unit' || a.type === 'area' || a.type === 'move')) scored++;
            n++;
            return viewOnly;
          });
        }
      }
      expect(n).toBeGreaterThan(200);
      expect(scored).toBeGreaterThan(50);
    }, 60_000);
  }
});
