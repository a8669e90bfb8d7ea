import type { ResolutionTask } from '../task-schema.js';

/*
 * Within one apply (machine.ts) the project resolution — the state's widest task, changed at nearly
 * every step of a project action — is copied once: the first change copies it, later changes in the
 * same apply write into that copy (like Immutable's `withMutations`). Nothing outside the apply has
 * seen the copy, and the state the apply started from is never written. Outside an apply every
 * change copies. (The same for the state's top level measured 1% faster: not worth the risk of a
 * rule reading a state it has since changed; docs/performance.md.)
 */

/** The copy this apply owns; undefined outside an apply. */
export const owned: { on: boolean; resolution?: ResolutionTask } = { on: false };

/** Runs `f` (one apply) with in-place writes to the copies it makes. */
export function owning<R>(f: () => R): R {
  owned.on = true;
  try {
    return f();
  } finally {
    owned.on = false;
    owned.resolution = undefined;
  }
}

/** Writes the defined fields of `patch` into `target` (a copy this apply owns). */
export function assignDefined(target: object, patch: object): void {
  const t = target as Record<string, unknown>;
  const p = patch as Record<string, unknown>;
  for (const k in p) {
    const v = p[k];
    if (v !== undefined) t[k] = v;
  }
}
