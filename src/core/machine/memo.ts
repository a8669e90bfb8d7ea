/*
 * Values computed from a state, remembered per state object: the machine asks a handler who decides
 * and what they may do several times per step (toMove, legalActions, chance, views). A state that
 * the machine's context writes in place during an apply (Ctx.draft) is forgotten first, so a
 * remembered value never outlives the state it was computed from.
 */

/** One remembered value per state: a state has one question on top, so one entry nearly always suffices. */
const remembered = new WeakMap<object, { key: unknown; value: unknown }>();
let stored = 0;

/**
 * `compute()` for state `s` and question `key` (e.g. the task on top), computed once per state
 * object (the last question asked is kept). Treat the result as read-only: later calls share it.
 */
export function remember<V>(s: object, key: unknown, compute: () => V): V {
  const entry = remembered.get(s);
  if (entry !== undefined && entry.key === key) return entry.value as V;
  const value = compute();
  remembered.set(s, { key, value });
  stored++;
  return value;
}

/** How many values have been remembered so far: unchanged means nothing new to forget. */
export const storedSoFar = (): number => stored;

/** Drops what was remembered about a state about to be written in place. */
export function forget(s: object): void {
  remembered.delete(s);
}
