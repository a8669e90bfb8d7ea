/** `items` without one copy of each of `taken` (a multiset difference; what `items` lacks is ignored). */
export function multisetMinus<T>(items: readonly T[], taken: readonly T[]): T[] {
  const left = [...items];
  for (const t of taken) {
    const i = left.indexOf(t);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}
