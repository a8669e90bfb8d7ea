import { randomInt, type Random, type RngState } from './rng.js';
import type { ChanceOutcome, WeightedOutcome } from './types.js';

/** Picks one weighted outcome with the state's RNG; returns it and the RNG after the draw. */
export function pickWeighted<A>(outcomes: readonly WeightedOutcome<A>[], rng: RngState): [A, RngState] {
  let total = 0;
  for (const o of outcomes) total += o.weight;
  if (outcomes.length === 0 || total <= 0) throw new Error('chance node without outcomes');
  let [r, next] = randomInt(rng, total);
  for (const o of outcomes) {
    if (r < o.weight) return [o.outcome, next];
    r -= o.weight;
  }
  /* c8 ignore next */
  throw new Error('unreachable: weights changed while sampling');
}

/**
 * One item drawn from `items` with the state's RNG, made into its chance action, and the RNG after
 * it: the same as `pickWeighted(countedOutcomes(items, make), rng)` — one number in [0, items)
 * walks the distinct items in the order they first appear, each as wide as its count (so it is the
 * item at that index when no item is there twice) — without building every outcome (an automatic
 * draw). `distinct`: the caller knows no item is there twice (a pile of cards, each card in one place).
 */
export function pickCounted<T extends string | number, A>(items: readonly T[], make: (item: T) => A, rng: RngState, distinct = false): [A, RngState] {
  if (items.length === 0) throw new Error('chance node without outcomes');
  const [r, next] = randomInt(rng, items.length);
  if (distinct || (items.length > 8 && new Set(items).size === items.length)) return [make(items[r]!), next];
  // a die's faces: few items, some printed twice
  let left = r;
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (items.indexOf(x) !== i) continue; // counted at its first appearance
    let w = 0;
    for (let j = i; j < items.length; j++) if (items[j] === x) w++;
    if (left < w) return [make(x), next];
    left -= w;
  }
  /* c8 ignore next */
  throw new Error('unreachable: items changed while drawing');
}

/** Weights turned into probabilities that sum to 1. */
export function toProbabilities<A>(outcomes: readonly WeightedOutcome<A>[]): ChanceOutcome<A>[] {
  let total = 0;
  for (const o of outcomes) total += o.weight;
  return outcomes.map((o) => ({ outcome: o.outcome, probability: o.weight / total }));
}

/**
 * The outcomes of a die roll or of drawing from an unordered pile: each distinct item weighted by
 * how often it appears (a face printed twice, or two copies of a card, have weight 2). `make` turns
 * an item into the chance action. Piles stay unordered and are drawn from one chance node at a time,
 * which lets a physical game or a test say which card came up.
 */
export function countedOutcomes<T, A>(items: readonly T[], make: (item: T) => A): WeightedOutcome<A>[] {
  if (inOrder(items)) return runsOf(items, make);
  // one pass, in the order items first appear
  const out: { outcome: A; weight: number }[] = [];
  const at = new Map<unknown, { outcome: A; weight: number }>();
  for (const item of items) {
    // primitives are their own key (cheap: piles are lists of ids); objects compare by JSON
    const key = item !== null && typeof item === 'object' ? JSON.stringify(item) : item;
    const entry = at.get(key);
    if (entry) entry.weight += 1;
    else {
      const made = { outcome: make(item), weight: 1 };
      at.set(key, made);
      out.push(made);
    }
  }
  return out;
}

/** Whether `items` are strings or numbers (all of one type) in ascending order, equal ones side by side (a sorted pile, a die's faces). */
function inOrder(items: readonly unknown[]): boolean {
  const type = typeof items[0];
  if (type !== 'string' && type !== 'number') return false;
  for (let i = 1; i < items.length; i++) {
    const a = items[i - 1] as string | number;
    const b = items[i];
    if (typeof b !== type || !(a <= (b as string | number))) return false;
  }
  return true;
}

/** {@link countedOutcomes} of items {@link inOrder}: each run of equal items is one outcome (no map of the items seen). */
function runsOf<T, A>(items: readonly T[], make: (item: T) => A): WeightedOutcome<A>[] {
  const out: { outcome: A; weight: number }[] = [];
  for (let i = 0; i < items.length; ) {
    const item = items[i]!;
    let j = i + 1;
    while (j < items.length && items[j] === item) j++;
    out.push({ outcome: make(item), weight: j - i });
    i = j;
  }
  return out;
}

/**
 * `sampleOutcome(toProbabilities(outcomes), random)` without the list of probabilities: the same
 * arithmetic (each probability is its weight over the total), so the same outcome and the same
 * numbers drawn from `random` (a search's chance nodes).
 */
export function sampleWeighted<A>(outcomes: readonly WeightedOutcome<A>[], random: Random): A {
  let total = 0;
  for (const o of outcomes) total += o.weight;
  let r = random.int(1_000_000) / 1_000_000;
  for (const o of outcomes) {
    const p = o.weight / total;
    if (r < p) return o.outcome;
    r -= p;
  }
  return outcomes[outcomes.length - 1]!.outcome;
}

/** One outcome drawn by its probability with a caller's own generator (playouts, search bots). */
export function sampleOutcome<A>(outcomes: readonly ChanceOutcome<A>[], random: Random): A {
  let r = random.int(1_000_000) / 1_000_000;
  for (const o of outcomes) {
    if (r < o.probability) return o.outcome;
    r -= o.probability;
  }
  return outcomes[outcomes.length - 1]!.outcome;
}
