import { createRandom, type Random } from '../../../src/core/rng.js';
import { freeAtLast, type FreeAtLastConfigInput, type FreeAtLastState } from '../../../src/games/free-at-last/index.js';
import { playRandom } from '../../../src/testing/random-games.js';

/*
 * Issue 35 item 2: a spectator's and every seat's view never throws on a state the game can reach
 * (a server sends views of every state), nor on a world that differs from it only in hidden cards
 * (another deal of the same public history, reachable as well).
 */

/** Every variant of section 23 and the advanced game, in manual chance (every draw and die an explicit outcome). */
export const manualConfigs: readonly FreeAtLastConfigInput[] = [
  { chance: 'manual' },
  { chance: 'manual', players: ['SNCC', 'NAACP'] },
  { chance: 'manual', players: ['CORE', 'SCLC', 'NAACP'] },
  { chance: 'manual', advanced: true },
  { chance: 'manual', variant: 'team', advanced: true },
  { chance: 'manual', variant: 'coop' },
  { chance: 'manual', variant: 'historical' },
  { chance: 'manual', variant: 'solitaire', advanced: true, players: ['SCLC'] },
  { chance: 'manual', difficulty: 'jackie-robinson', players: ['SNCC', 'CORE'] },
];

/** The Strategy cards hidden from `seat` (the draw pile and the other hands) dealt again at random, hand sizes kept. */
export function redealHidden(s: FreeAtLastState, seat: string | null, random: Random): FreeAtLastState {
  const others = s.seats.filter((o) => o !== seat);
  const pool = [...s.decks.strategy, ...others.flatMap((o) => s.orgs[o]!.hand)];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const orgs = { ...s.orgs };
  let next = 0;
  for (const o of others) orgs[o] = { ...orgs[o]!, hand: pool.slice(next, (next += orgs[o]!.hand.length)) };
  return { ...s, orgs, decks: { ...s.decks, strategy: pool.slice(next) } };
}

/**
 * Plays `games` random games of `config` (seeds `first`…) and takes every seat's and the
 * spectator's view of every state, and the spectator's view of a redealt world of each state and
 * of the same action taken there. Returns the number of views taken; throws with config, seed and step.
 */
export function viewEverywhere(config: FreeAtLastConfigInput, first: number, games: number): number {
  let views = 0;
  for (let seed = first; seed < first + games; seed++) {
    const random = createRandom(seed ^ 0x2545f491);
    const { states, actions } = playRandom(freeAtLast, { config, manual: true }, seed, 20_000);
    const seats = [...states[0]!.seats, null];
    const at = (i: number, what: string, f: () => void): void => {
      try {
        f();
        views++;
      } catch (e) {
        throw new Error(`${what} threw at config ${JSON.stringify(config)}, seed ${seed}, step ${i}: ${String(e)}`, { cause: e });
      }
    };
    states.forEach((s, i) => {
      for (const p of seats) at(i, `the view of ${p ?? 'a spectator'}`, () => freeAtLast.view(s, p));
      const action = actions[i];
      if (action === undefined) return;
      const world = redealHidden(s, null, random);
      at(i, "a spectator's view of a redealt world", () => freeAtLast.view(world, null));
      let after: FreeAtLastState;
      try {
        after = freeAtLast.apply(world, action);
      } catch {
        return; // the action names a card the redeal moved
      }
      at(i, `a spectator's view after ${JSON.stringify(action)} in a redealt world`, () => freeAtLast.view(after, null));
    });
  }
  return views;
}
