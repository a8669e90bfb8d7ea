import { describe, expect, it } from 'vitest';
import { createRandom, ismcts, playout, randomBot } from '../../src/index.js';
import { civilRightsPoints, freeAtLast1955Evaluate, freeAtLast1955Heuristic, citiesOfState, freeAtLast1955Scenario, type FreeAtLast1955Action as Action, type FreeAtLast1955Seat as Seat } from '../../src/games/free-at-last-1955/index.js';
import { game, type State } from './helpers.js';
import { perturbHidden } from './perturb.js';

/*
 * The bots of Free At Last (1955–65) given only what a seat may see (issue 11): ISMCTS over the
 * determinizer (its cut-off rollouts scored by the evaluation) and the heuristic bot choose the
 * same actions, for the same seeds, when the hidden part of the state (the other hand, the deck, a
 * face-down election card, the RNG) is changed.
 */

/** Decision points of a seeded random game: every `every`-th state where a seat is to move. */
function decisions(seed: number, every: number): State[] {
  const bot = randomBot<Action>(seed);
  const out: State[] = [];
  let s = game.setup({}, seed);
  for (let i = 0; game.toMove(s) !== null; i++) {
    if (i % every === every - 1) out.push(s);
    s = game.apply(s, bot.choose({ player: game.toMove(s)!, view: null, legal: game.legalActions(s) }));
  }
  return out;
}

describe('Free At Last (1955–65) bots read no hidden information', () => {
  it('ismcts and the heuristic choose alike when only hidden data changes', () => {
    const random = createRandom(5);
    const states = decisions(3, 17).slice(0, 12);
    expect(states.length).toBeGreaterThan(5);
    for (const s of states) {
      const seat = game.toMove(s) as Seat;
      const hidden = perturbHidden({ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a) }, seat, random);
      const choices = (t: State) =>
        [1, 2, 3].flatMap((seed) => {
          const input = { player: seat, view: game.view(t, seat), legal: game.legalActions(t), state: t };
          // confidence 0 and 6 of the 12 iterations as confirmation pairs: departures are tried and confirmed
          const search = ismcts({ game, iterations: 12, confirmations: 6, confidence: 0, rolloutDepth: 20, evaluate: freeAtLast1955Evaluate, seed, rollout: freeAtLast1955Heuristic(seed) });
          return [search.choose(input), freeAtLast1955Heuristic(seed).choose(input)];
        });
      expect(choices(hidden)).toEqual(choices(s));
    }
  }, 120_000);
});

describe('Free At Last (1955–65) heuristic', () => {
  it('scores more civil rights points (10.1–10.2) than random play, against a random segregationist', () => {
    const points = (civilRights: (seed: number) => ReturnType<typeof randomBot>) => {
      let total = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const { state } = playout(game, { seed, bots: { civilRights: civilRights(seed), segregationist: randomBot(seed + 99) } });
        total += civilRightsPoints(state);
      }
      return total / 10;
    };
    expect(points(freeAtLast1955Heuristic)).toBeGreaterThan(points(randomBot) + 5);
  }, 120_000);

  it('wins as either side against random play (10.3, 5.3)', () => {
    const wins = (civilRights: (seed: number) => ReturnType<typeof randomBot>, segregationist: (seed: number) => ReturnType<typeof randomBot>) => {
      let n = 0;
      for (let seed = 1; seed <= 10; seed++) {
        const { state } = playout(game, { seed, trusted: true, bots: { civilRights: civilRights(seed), segregationist: segregationist(seed + 99) } });
        if (state.outcome?.winner === 'civilRights') n++;
      }
      return n;
    };
    expect(wins(freeAtLast1955Heuristic, randomBot)).toBeGreaterThanOrEqual(4);
    expect(wins(randomBot, freeAtLast1955Heuristic)).toBeLessThanOrEqual(1);
  }, 120_000);

  it('the evaluation is each side’s share: the two add up to 1', () => {
    for (const s of decisions(4, 50)) {
      const sum = freeAtLast1955Evaluate(s, 'civilRights') + freeAtLast1955Evaluate(s, 'segregationist');
      expect(sum).toBeCloseTo(1, 9);
    }
  });

  describe('the evaluation reads what decides the game', () => {
    const start = freeAtLast1955Scenario(game.setup({}, 3)).year(1957).tracks(12, 4);
    const chance = (x: { state: State }): number => freeAtLast1955Evaluate(x.state, 'civilRights');

    it('10.1 each Freedom Track step raises the civil rights chance', () => {
      expect(chance(start.tracks(13, 4))).toBeGreaterThan(chance(start));
    });

    it('10.2 an event whose card left the game is lost: the chance falls; an opened event raises it', () => {
      const gone = start.edit((d) => void d.removed.push('little-rock-nine'));
      expect(chance(gone)).toBeLessThan(chance(start) - 0.02);
      expect(chance(start.edit((d) => void (d.freedomEvents['little-rock'] = 'open')))).toBeGreaterThan(chance(start));
      expect(chance(start.edit((d) => void (d.freedomEvents['little-rock'] = 'won')))).toBeGreaterThan(chance(start.edit((d) => void (d.freedomEvents['little-rock'] = 'open'))));
    });

    it('2.5 a low Non-violence track costs more than a step elsewhere, and a card that restores it is a reserve', () => {
      const low = start.tracks(12, 1).hand('civilRights', ['emmett-till-verdict']);
      expect(chance(start.tracks(12, 2)) - chance(start.tracks(12, 1))).toBeGreaterThan(chance(start.tracks(12, 5)) - chance(start.tracks(12, 4)));
      expect(chance(low.hand('civilRights', ['emmett-till-verdict', 'nashville-workshops']))).toBeGreaterThan(chance(low));
    });

    it('5.3 states without B units weigh once the check is near (from 1960), little before', () => {
      const bare = (x: typeof start) => x.edit((d) => {
        for (const st of ['arkansas', 'mississippi', 'alabama']) for (const city of citiesOfState(d, st)) d.cities[city]!.u.B = 0;
      });
      const early = chance(start) - chance(bare(start));
      const late = chance(start.year(1961)) - chance(bare(start.year(1961)));
      expect(late).toBeGreaterThan(0.2);
      expect(early).toBeLessThan(late / 4);
    });
  });
});
