/**
 * Whether a departure from the rollout policy's choice stands on fresh samples. The search picked
 * the best of many noisy means, so its lead is biased upward (the winner's curse): `pair` plays the
 * departure and the policy's choice from one new determinization with the same chance draws
 * (common random numbers) and returns both rewards; the departure stands if the mean of `pairs`
 * paired differences beats `confidence` standard errors of that mean.
 */
export function confirmed(pairs: number, confidence: number, pair: () => readonly [number, number]): boolean {
  if (pairs < 2) return true;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < pairs; i++) {
    const [departure, policy] = pair();
    const d = departure - policy;
    sum += d;
    squares += d * d;
  }
  const mean = sum / pairs;
  const variance = Math.max(squares - pairs * mean * mean, 0) / (pairs - 1);
  return mean > confidence * Math.sqrt(variance / pairs);
}
