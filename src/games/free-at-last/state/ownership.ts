import type { ResolutionTask } from './tasks.js';

/*
 * Within one apply (machine.ts) the copies the rules make are private to it: once a part of the
 * state has been copied, later changes in the same apply write into that copy (like Immutable's
 * `withMutations`). Nothing outside the apply has seen it, and the state the apply started from is
 * never written. Outside an apply every change copies.
 */

/** The copies this apply owns, by part; all undefined outside an apply. */
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
