import type { TreeNode } from './tree.js';

/** Visits at the root's spread that each child's variance is shrunk with. */
const PRIOR_VISITS = 2;

/**
 * The mean reward through a node and the variance of that mean. The rewards' spread is shrunk
 * toward the root's (`spread`): a few equal rewards do not pass for certainty, whatever the scale of
 * the game's evaluation.
 */
function estimate(node: TreeNode, spread: number): { mean: number; variance: number } {
  const mean = node.reward / node.visits;
  const own = Math.max(node.squares / node.visits - mean * mean, 0);
  const shrunk = (node.visits * own + PRIOR_VISITS * spread) / (node.visits + PRIOR_VISITS);
  return { mean, variance: shrunk / node.visits };
}

/** The spread (variance) of the rewards over all the root's children. */
function rootSpread(children: Iterable<TreeNode>): number {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (const c of children) (n += c.visits), (sum += c.reward), (squares += c.squares);
  return n === 0 ? 0 : Math.max(squares / n - (sum / n) ** 2, 0);
}

/**
 * The root's answer: its first child (the rollout policy's choice, which the tree grows first),
 * unless another child's mean reward beats it by more than `confidence` standard errors of the
 * difference; then the child that beats it by the widest such margin. With few iterations spread
 * over many actions, a noisy lead would otherwise replace a good policy's move by a worse one.
 */
export function decide(root: TreeNode, confidence: number): string | undefined {
  const [first, ...rest] = root.children;
  if (!first) return undefined;
  const spread = rootSpread(root.children.values());
  const anchor = estimate(first[1], spread);
  let best = first[0];
  let widest = 0;
  for (const [key, child] of rest) {
    if (child.visits < 2) continue;
    const e = estimate(child, spread);
    const margin = e.mean - anchor.mean - confidence * Math.sqrt(e.variance + anchor.variance);
    if (margin > widest) {
      widest = margin;
      best = key;
    }
  }
  return best;
}
