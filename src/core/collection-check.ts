/**
 * A state check's comparison of the components found in a state with those the component set has:
 * one line naming what is missing, doubled or unknown (a few names each), or nothing when they match.
 */
export function collectionProblems(label: string, found: readonly string[], expected: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of expected) left.set(x, (left.get(x) ?? 0) + 1);
  const extra: string[] = [];
  for (const x of found) {
    const k = left.get(x) ?? 0;
    if (k > 0) left.set(x, k - 1);
    else extra.push(x);
  }
  const missing = [...left].filter(([, k]) => k > 0).map(([x]) => x);
  if (extra.length === 0 && missing.length === 0) return [];
  const few = (xs: string[]) => xs.slice(0, 3).join(', ') + (xs.length > 3 ? ` and ${xs.length - 3} more` : '');
  const parts = [extra.length > 0 && `${few(extra)} doubled or unknown`, missing.length > 0 && `${few(missing)} missing`].filter(Boolean);
  return [`${label}: ${parts.join('; ')}`];
}
