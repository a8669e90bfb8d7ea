/** The option with the highest score, the first of equals (`options` must not be empty): a heuristic bot's pick. */
export function best<T>(options: readonly T[], score: (option: T) => number): T {
  let top = options[0] as T;
  let topScore = score(top);
  for (const option of options.slice(1)) {
    const v = score(option);
    if (v > topScore) [top, topScore] = [option, v];
  }
  return top;
}
