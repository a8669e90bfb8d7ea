import { describe, expect, it } from 'vitest';
import { decide } from '../../src/core/ismcts/decide.js';
import { newNode, type TreeNode } from '../../src/core/ismcts/tree.js';

/** A root whose children, in the order given, were visited with these rewards. */
function root(children: Record<string, readonly number[]>): TreeNode {
  const r = newNode(null);
  for (const [key, rewards] of Object.entries(children)) {
    const c = newNode('north');
    for (const x of rewards) (c.visits++, (c.reward += x), (c.squares += x * x));
    r.children.set(key, c);
  }
  return r;
}

const noisy = (mean: number, n: number): number[] => Array.from({ length: n }, (_, i) => mean + (i % 2 ? 0.2 : -0.2));

describe('ismcts decide', () => {
  it("keeps the policy's choice (the first child) against a lead within the noise", () => {
    expect(decide(root({ policy: noisy(0.5, 40), other: noisy(0.55, 20) }), 2)).toBe('policy');
    expect(decide(root({ policy: noisy(0.5, 40), other: [1] }), 0)).toBe('policy');
  });

  it('plays another action that beats it by more than the confidence, the one with the widest margin', () => {
    expect(decide(root({ policy: noisy(0.4, 40), other: noisy(0.8, 20), third: noisy(0.6, 20) }), 2)).toBe('other');
    expect(decide(root({ policy: noisy(0.5, 40), other: noisy(0.55, 20) }), 0)).toBe('other');
  });

  it('has no answer for an empty root', () => {
    expect(decide(newNode(null), 2)).toBeUndefined();
  });
});
