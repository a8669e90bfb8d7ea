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
