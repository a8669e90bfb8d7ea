/*
 * Values computed from a state, remembered per state object: the machine asks a handler who decides
 * and what they may do several times per step (toMove, legalActions, chance, views). A state that
 * the machine's context writes in place during an apply (Ctx.draft) is forgotten first, so a
 * remembered value never outlives the state it was computed from.
 *
 * The last few states asked about are kept in a small ring (strong references), not a WeakMap: the
 * questions about one state come one after the other, and a WeakMap entry per state costs the
 * garbage collector more than the few states the ring keeps alive (docs/performance.md).
 */

const SLOTS = 4;
const states: (object | undefined)[] = new Array<object | undefined>(SLOTS).fill(undefined);
const keys: unknown[] = new Array<unknown>(SLOTS).fill(undefined);
const values: unknown[] = new Array<unknown>(SLOTS).fill(undefined);
let next = 0;
let stored = 0;

/**
 * `compute(s, key)` for state `s` and question `key` (e.g. the task on top), computed once per state
 * object (the last question asked is kept). Treat the result as read-only: later calls share it.
 * (`compute` gets `s` and `key`, so that a caller need not make a closure per call.)
 */
export function remember<S extends object, K, V>(s: S, key: K, compute: (s: S, key: K) => V): V {
  for (let i = 0; i < SLOTS; i++) if (states[i] === s && keys[i] === key) return values[i] as V;
  const value = compute(s, key);
  forget(s);
  states[next] = s;
  keys[next] = key;
  values[next] = value;
  next = (next + 1) % SLOTS;
  stored++;
  return value;
}

/** How many values have been remembered so far: unchanged means nothing new to forget. */
export const storedSoFar = (): number => stored;

/** Drops what was remembered about a state about to be written in place. */
export function forget(s: object): void {
  for (let i = 0; i < SLOTS; i++) {
    if (states[i] === s) states[i] = keys[i] = values[i] = undefined;
  }
}
