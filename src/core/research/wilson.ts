/**
 * The Wilson score interval of a proportion: `successes` out of `n` trials, at `z` standard
 * errors (1.96 for 95%). Unlike the normal approximation it stays inside [0, 1] and behaves at
 * rates near 0 or 1. Returns `[0, 1]` when `n` is 0.
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return [Math.max(0, (centre - spread) / denominator), Math.min(1, (centre + spread) / denominator)];
}

/**
 * The 95% (at `z` = 1.96) interval of the difference of two proportions `a/n - b/m` by Newcombe's
 * hybrid score method (his method 10), built from the two {@link wilsonInterval}s. It assumes the
 * two samples are independent; for two bots measured in the same games it is a fair approximation.
 */
export function differenceInterval(a: number, n: number, b: number, m: number, z = 1.96): [number, number] {
  const p = n === 0 ? 0 : a / n;
  const q = m === 0 ? 0 : b / m;
  const [l1, u1] = wilsonInterval(a, n, z);
  const [l2, u2] = wilsonInterval(b, m, z);
  const d = p - q;
  return [d - Math.sqrt((p - l1) ** 2 + (u2 - q) ** 2), d + Math.sqrt((u1 - p) ** 2 + (q - l2) ** 2)];
}
