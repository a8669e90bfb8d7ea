/**
 * `o` with `o[k]` set to `v`, as a new object: the same result as `{ ...o, [k]: v }` (key order
 * included) at about a third of its cost in V8, where a computed key in a spread literal takes a
 * generic path. For a rule's hot paths. Kept apart from `update.ts` so that a game using it does
 * not bundle Immutable.js.
 */
export function withKey<O extends object, K extends keyof O>(o: O, k: K, v: O[K]): O {
  const c = { ...o };
  c[k] = v;
  return c;
}
