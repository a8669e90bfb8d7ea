/** The option with the highest score, the first of equals (`options` must not be empty): a heuristic bot's pick. */
export function best<T>(options: readonly T[], score: (option: T) => number): T {
  let top = options[0] as T;
  let topScore = score(top);
  // an index loop: no copy of the options, no pair per new leader (bots call it in every rollout decision)
  for (let i = 1; i < options.length; i++) {
    const option = options[i] as T;
    const v = score(option);
    if (v > topScore) {
      top = option;
      topScore = v;
    }
  }
  return top;
}
