/*
 * Lists the rules build for the state and for legal lists. V8's optimized `Array.prototype.map`
 * returns a holey list (an unoptimized one a packed list): once a rule's `map` is compiled, its lists
 * take another elements kind, and every rule and core function already compiled for the packed kind
 * is deoptimized when it reads one (docs/performance.md). `mapped` builds by `push`: always packed.
 */

/** `list.map(f)`, built by `push`. */
export function mapped<T, U>(list: readonly T[], f: (item: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!));
  return out;
}

/** `n` copies of `item` (`Array(n).fill(item)` makes a holey list). */
export function copiesOf<T>(item: T, n: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(item);
  return out;
}
