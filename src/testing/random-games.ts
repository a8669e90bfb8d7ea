import { deepFreeze } from '../core/json.js';
import { createRandom, type Random } from '../core/rng.js';
import type { BaseAction, BaseState, Game } from '../core/types.js';
import { loadFastCheck } from './fast-check.js';

/** A config to play, and whether it is a manual-chance one. */
export interface Setting {
  readonly config: unknown;
  readonly manual: boolean;
}

/** Every state of one game (`states[i + 1]` follows `actions[i]`). */
export interface Trace<S, A> {
  readonly states: S[];
  readonly actions: A[];
}

/** Fails a check, naming the config, seed and step that reproduce it. */
export function fail(setting: Setting, seed: number, step: number | null, message: string): never {
  const at = step === null ? '' : ` at step ${step}`;
  throw new Error(`${message} (config ${JSON.stringify(setting.config)}, seed ${seed}${at})`);
}

/**
 * Plays random legal actions (chance outcomes uniformly too) from `setup(config, seed)` (or from
 * `start`) to the end. With `freeze`, each state is deep-frozen before the next action is applied to it.
 */
export function playRandom<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any>,
  setting: Setting,
  seed: number,
  maxSteps: number,
  freeze = false,
  start?: S,
): Trace<S, A> {
  const random = createRandom(seed);
  let state = start ?? game.setup(setting.config, seed);
  if (setting.manual && state.chance !== 'manual') {
    fail(setting, seed, null, "This config does not set chance: 'manual'; pass the game's manual configs as options.manualConfigs");
  }
  const states = [state];
  const actions: A[] = [];
  while (!game.isTerminal(state)) {
    if (actions.length >= maxSteps) fail(setting, seed, null, `No end after ${maxSteps} random legal decisions`);
    const legal = game.legalActions(state);
    if (legal.length === 0) fail(setting, seed, actions.length, 'Not terminal, but no legal actions');
    const action = legal[random.int(legal.length)]!;
    if (freeze) deepFreeze(state);
    try {
      state = game.apply(state, action);
    } catch (e) {
      fail(setting, seed, actions.length, `Listed action ${JSON.stringify(action)} threw: ${String(e)}`);
    }
    actions.push(action);
    states.push(state);
  }
  return { states, actions };
}

/**
 * A fast-check property over a setting and a game seed, run `numRuns` times (fast-check is loaded
 * on the first run). A failure is thrown with the check's own message and the fast-check seed that
 * reproduces it.
 */
export function property(
  settings: readonly Setting[],
  numRuns: number,
  seed: number | undefined,
  body: (setting: Setting, seed: number) => void,
): () => Promise<void> {
  return async () => {
    if (settings.length === 0) throw new Error('No configs to check');
    const fc = await loadFastCheck();
    const details = fc.check(
      fc.property(fc.constantFrom(...settings), fc.integer({ min: 0, max: 0x7fffffff }), (setting, gameSeed) => body(setting, gameSeed)),
      { numRuns, endOnFailure: true, ...(seed === undefined ? {} : { seed }) },
    );
    if (details.failed) {
      const cause = details.errorInstance;
      const why = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`${why}\n(fast-check seed ${details.seed}: pass { seed: ${details.seed} } to reproduce)`, { cause });
    }
  };
}

/** Up to `n` distinct items picked at random. */
export function sample<T>(items: readonly T[], n: number, random: Random): T[] {
  if (items.length <= n) return [...items];
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n) out.push(pool.splice(random.int(pool.length), 1)[0]!);
  return out;
}
