import type { Setting, Trace } from './random-games.js';

/**
 * The last `capacity` random games played, by setting and seed. The checks of one kit run the same
 * settings and seeds when fast-check's seed is fixed, so each game is played once instead of once per
 * check; with a random seed nothing repeats and the cache only holds the latest games.
 */
export function traceCache<S, A>(capacity: number, play: (setting: Setting, seed: number, freeze: boolean) => Trace<S, A>) {
  const kept = new Map<string, Trace<S, A>>();
  return (setting: Setting, seed: number, freeze = false): Trace<S, A> => {
    const key = `${JSON.stringify(setting)}|${seed}|${freeze}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const trace = play(setting, seed, freeze);
    kept.set(key, trace);
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    return trace;
  };
}
