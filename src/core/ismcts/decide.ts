import type { TreeNode } from './tree.js';

/** The mean reward through a node and the variance of that mean (of one sample's, floored, over the visits). */
function estimate(node: TreeNode): { mean: number; variance: number } {
  const mean = node.reward / node.visits;
  // a floor, so that a few equal rewards do not pass for certainty
  const spread = Math.max(node.squares / node.visits - mean * mean, 0.0025);
  return { mean, variance: spread / node.visits };
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
  const anchor = estimate(first[1]);
  let best = first[0];
  let widest = 0;
  for (const [key, child] of rest) {
    if (child.visits < 2) continue;
    const e = estimate(child);
    const margin = e.mean - anchor.mean - confidence * Math.sqrt(e.variance + anchor.variance);
    if (margin > widest) {
      widest = margin;
      best = key;
    }
  }
  return best;
}
