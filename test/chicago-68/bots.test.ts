import { describe, expect, it } from 'vitest';
import { createRandom, ismcts, randomBot } from '../../src/index.js';
import { chicagoHeuristic, type Chicago68Action as Action, type Chicago68Seat as Seat } from '../../src/games/chicago-68/index.js';
import { game, type State } from './helpers.js';
import { perturbHidden } from './perturb.js';

/*
 * The bots of Chicago '68 given only what a seat may see (issue 11): ISMCTS over the determinizer and
 * the heuristic bot choose the same actions, for the same seeds, when the hidden part of the state
 * (other hands, the decks, the RNG) is changed.
 */

/** Decision points of a seeded random game: every `every`-th state where a seat is to move. */
function decisions(config: object, seed: number, every: number): State[] {
  const bot = randomBot<Action>(seed);
  const out: State[] = [];
  let s = game.setup(config, seed);
  for (let i = 0; game.toMove(s) !== null; i++) {
    if (i % every === every - 1) out.push(s);
    s = game.apply(s, bot.choose({ player: game.toMove(s)!, view: null, legal: game.legalActions(s) }));
  }
  return out;
}

describe("Chicago '68 bots read no hidden information", () => {
  for (const config of [{ players: 2 }, { players: 4 }]) {
    it(`ismcts and the heuristic choose alike when only hidden data changes (${config.players} players)`, () => {
      const random = createRandom(5);
      const states = decisions(config, 12, 5).slice(0, 6);
      expect(states.length).toBeGreaterThan(2);
      for (const s of states) {
        const seat = game.toMove(s) as Seat;
        const hidden = perturbHidden({ ...s, rng: s.rng.map((x) => x ^ 0x5a5a5a5a) }, seat, random);
        const choices = (t: State) =>
          [1, 2, 3].flatMap((seed) => {
            const input = { player: seat, view: game.view(t, seat), legal: game.legalActions(t), state: t };
            return [ismcts({ game, iterations: 6, maxRolloutSteps: 40, seed, rollout: chicagoHeuristic(seed) }).choose(input), chicagoHeuristic(seed).choose(input)];
          });
        expect(choices(hidden)).toEqual(choices(s));
      }
    }, 120_000);
  }
});
