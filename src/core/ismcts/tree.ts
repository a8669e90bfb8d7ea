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

/** The index of the child with the best UCB1 score among `children` (the first of equals), with availability counts. */
export function selectUcb(children: readonly TreeNode[], exploration: number): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    const score = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.avail) / child.visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
