import type { Player } from '../types.js';

/**
 * A node of the single-observer information-set tree: the edge into it is an action (or a chance
 * outcome) of `by`, and `reward` sums `by`'s rewards over the `visits` through it (`squares` their
 * squares, for the final choice's confidence). `avail` counts
 * the visits of the parent in which this action was available (ISMCTS's availability count).
 */
export interface TreeNode {
  readonly by: Player | 'chance' | null;
  visits: number;
  reward: number;
  squares: number;
  avail: number;
  readonly children: Map<string, TreeNode>;
}

/** A node reached by `by`'s action (or chance's outcome), not yet visited. */
export function newNode(by: TreeNode['by']): TreeNode {
  return { by, visits: 0, reward: 0, squares: 0, avail: 1, children: new Map() };
}

/** The child with the best UCB1 score among `keys` (all present), with availability counts. */
export function selectUcb(node: TreeNode, keys: readonly string[], exploration: number): string {
  let best = keys[0]!;
  let bestScore = -Infinity;
  for (const key of keys) {
    const child = node.children.get(key)!;
    const score = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = key;
    }
  }
  return best;
}
