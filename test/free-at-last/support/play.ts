import { createRandom } from '../../../src/core/rng.js';
import type { GameEvent } from '../../../src/core/types.js';
import { freeAtLast, turnOrder, type FreeAtLastAction, type FreeAtLastState, type Organization } from '../../../src/games/free-at-last/index.js';

/** Seats for a player count, in Turn order. */
export const seatsFor = (n: number): Organization[] => turnOrder.slice(0, n);

/** How many seeds the property tests run (PROTEST_RULES_SEEDS raises it for the acceptance run). */
export const seedCount = (fallback: number): number => Number(process.env.PROTEST_RULES_SEEDS ?? fallback);

/**
 * A random legal playout driven step by step (chance in manual mode, so every draw and die is an
 * explicit outcome), calling `each` after every step.
 */
export function randomGame(
  config: Record<string, unknown>,
  seed: number,
  each: (s: FreeAtLastState, prev: FreeAtLastState, a: FreeAtLastAction, events: GameEvent[]) => void = () => {},
  maxSteps = 20_000,
): { state: FreeAtLastState; steps: number; actions: FreeAtLastAction[] } {
  const rnd = createRandom(seed * 7919 + 13);
  let s = freeAtLast.setup({ chance: 'manual', ...config }, seed);
  const actions: FreeAtLastAction[] = [];
  let steps = 0;
  while (freeAtLast.toMove(s) !== null && steps < maxSteps) {
    let a: FreeAtLastAction;
    if (freeAtLast.toMove(s) === 'chance') {
      const outs = freeAtLast.chanceOutcomes(s);
      let r = rnd.int(1_000_000) / 1_000_000;
      a = outs[outs.length - 1]!.outcome;
      for (const o of outs) {
        if (r < o.probability) {
          a = o.outcome;
          break;
        }
        r -= o.probability;
      }
    } else {
      const legal = freeAtLast.legalActions(s);
      a = legal[rnd.int(legal.length)]!;
    }
    const r = freeAtLast.step(s, a);
    each(r.state, s, a, r.events);
    s = r.state;
    actions.push(a);
    steps++;
  }
  return { state: s, steps, actions };
}
