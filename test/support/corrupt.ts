import { InvalidStateError, RulesError } from '../../src/core/errors.js';
import { createRandom, type Random } from '../../src/core/rng.js';
import type { BaseAction, BaseState, Game } from '../../src/core/types.js';

/*
 * The restore property (issue 24): every state reached in random play restores, and every
 * single-field corruption of one (a number changed, an entry dropped or doubled, an id swapped for
 * another of the state, a flag flipped) is either refused with InvalidStateError or restores to a
 * state that random play takes to the end without an error other than a RulesError.
 */

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

/** Every place in `v` that a corruption can change: leaves, and arrays (for drop and duplicate). */
function places(v: Json, path: Path, out: Path[]): Path[] {
  out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => places(x, [...path, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) places(x, [...path, k], out);
  return out;
}

const at = (v: Json, path: Path): Json => path.reduce<Json>((x, k) => (x as Record<string | number, Json>)[k]!, v);

/** The strings of a state: the ids a corruption swaps in. */
function strings(v: Json, out: Set<string>): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v !== null && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}

/** One corruption of `state` at a random place: the corrupted copy and what was done, in words. */
export function corrupt(state: unknown, random: Random): { state: Json; what: string } {
  const copy = JSON.parse(JSON.stringify(state)) as Json;
  const all = places(copy, [], []).filter((p) => p.length > 0);
  const path = all[random.int(all.length)]!;
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  const v = parent[key]!;
  const set = (x: Json, what: string) => {
    parent[key] = x;
    return { state: copy, what: `${path.join('.')}: ${what}` };
  };
  if (Array.isArray(v) && v.length > 0 && random.int(2) === 0) {
    const i = random.int(v.length);
    return random.int(2) === 0 ? set([...v.slice(0, i), ...v.slice(i + 1)], `entry ${i} dropped`) : set([...v, v[i]!], `entry ${i} doubled`);
  }
  if (Array.isArray(parent) && random.int(4) === 0) {
    parent.splice(key as number, 1);
    return { state: copy, what: `${path.join('.')}: dropped` };
  }
  if (typeof v === 'number') {
    const options = [v + 1, v - 1, -v - 1, v * 1000 + 7, 1e6, 0.5];
    const x = options[random.int(options.length)]!;
    return set(x, `${v} → ${x}`);
  }
  if (typeof v === 'string') {
    const pool = [...strings(copy, new Set<string>())].filter((x) => x !== v);
    const x = pool.length > 0 && random.int(4) > 0 ? pool[random.int(pool.length)]! : 'no-such-id';
    return set(x, `${JSON.stringify(v)} → ${JSON.stringify(x)}`);
  }
  if (typeof v === 'boolean') return set(!v, `${v} → ${!v}`);
  if (v === null) return set(0, 'null → 0');
  if (!Array.isArray(v) && typeof v === 'object') {
    const keys = Object.keys(v);
    if (keys.length > 0) {
      const k = keys[random.int(keys.length)]!;
      delete v[k];
      return { state: copy, what: `${path.join('.')}: key ${k} dropped` };
    }
  }
  return set(null, 'set to null');
}

/** Random legal play from `state` to the end; throws what the game threw, or when it does not end within `maxSteps`. */
export function playOn<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, state: S, random: Random, maxSteps: number): void {
  let s = state;
  for (let i = 0; !game.isTerminal(s); i++) {
    if (i >= maxSteps) throw new Error(`no end within ${maxSteps} steps`);
    const legal = game.legalActions(s);
    if (legal.length === 0) throw new Error('not over, and nothing to choose from');
    s = game.apply(s, legal[random.int(legal.length)]!);
  }
  if (game.result(s) === null) throw new Error('over without a result');
}

/** What became of one corruption: refused, played on to the end, or a failure in words. */
export function tryCorruption<S extends BaseState, A extends BaseAction>(game: Game<S, A, any, any>, json: unknown, random: Random, maxSteps: number): 'refused' | 'played' | string {
  let s: S;
  try {
    s = game.restore(json);
  } catch (e) {
    return e instanceof InvalidStateError ? 'refused' : `restore threw ${String(e)}`;
  }
  try {
    playOn(game, s, random, maxSteps);
    return 'played';
  } catch (e) {
    return e instanceof RulesError ? 'played' : `restored, then ${String(e)}`;
  }
}

/**
 * The restore property for `seeds` random games of `config`: every state of each restores, and
 * `perGame` corruptions of states picked at random are refused or play on. Returns the failures
 * (at most `limit`), each naming the seed, the step and the corruption.
 */
export function restoreProperty<S extends BaseState, A extends BaseAction>(
  game: Game<S, A, any, any>,
  config: unknown,
  seeds: number,
  options: { perGame?: number; maxSteps?: number; limit?: number; firstSeed?: number } = {},
): { failures: string[]; refused: number; played: number } {
  const perGame = options.perGame ?? 4;
  const maxSteps = options.maxSteps ?? 20_000;
  const failures: string[] = [];
  let refused = 0;
  let played = 0;
  for (let seed = options.firstSeed ?? 1; seed < (options.firstSeed ?? 1) + seeds && failures.length < (options.limit ?? 10); seed++) {
    const random = createRandom(seed);
    const states: S[] = [game.setup(config, seed)];
    for (let s = states[0]!; !game.isTerminal(s) && states.length <= maxSteps; states.push(s)) {
      const legal = game.legalActions(s);
      s = game.apply(s, legal[random.int(legal.length)]!);
    }
    states.forEach((s, i) => {
      try {
        game.restore(JSON.parse(JSON.stringify(s)));
      } catch (e) {
        failures.push(`seed ${seed}, step ${i}: a reached state is refused: ${String(e)}`);
      }
    });
    for (let k = 0; k < perGame; k++) {
      const i = random.int(states.length);
      const { state, what } = corrupt(states[i], random);
      const r = tryCorruption(game, state, random, maxSteps);
      if (r === 'refused') refused++;
      else if (r === 'played') played++;
      else failures.push(`seed ${seed}, step ${i}, ${what}: ${r}`);
    }
  }
  return { failures, refused, played };
}
