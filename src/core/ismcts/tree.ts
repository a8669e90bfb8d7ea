import { canonicalJson, sameJson } from '../json.js';
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
  /** The legal actions of the last visit, and their keys (`legalKeys`). */
  legal: readonly unknown[] | undefined;
  keys: readonly string[] | undefined;
}

/** A node reached by `by`'s action (or chance's outcome), not yet visited. */
export function newNode(by: TreeNode['by']): TreeNode {
  return { by, visits: 0, reward: 0, squares: 0, avail: 1, children: new Map(), legal: undefined, keys: undefined };
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

/**
 * The canonical keys of `legal` at `node`: the last visit's keys when its legal actions were the
 * same data (most visits of a node see the same actions, from another determinization), else
 * each action keyed (and kept for the next visit). Actions are values: nobody changes one after
 * handing it out.
 */
export function legalKeys(node: TreeNode, legal: readonly unknown[]): readonly string[] {
  const last = node.legal;
  if (last !== undefined && last.length === legal.length) {
    let same = true;
    for (let i = 0; i < legal.length && same; i++) same = last[i] === legal[i] || sameJson(last[i], legal[i]);
    if (same) return node.keys!;
  }
  const keys: string[] = [];
  for (let i = 0; i < legal.length; i++) keys.push(canonicalJson(legal[i]));
  node.legal = legal.slice();
  node.keys = keys;
  return keys;
}
