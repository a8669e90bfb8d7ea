import { createHash } from 'node:crypto';

/*
 * The component sets of the bridge's open games, each held once (docs/security.md §6): a client
 * that opens many games with the same set — its config's `components` and the state's parsed copy —
 * holds one copy of each, not one per game. States are never written (the library's `apply` is
 * pure), so games may share them. A set is charged to the memory budget once, while a game holds it.
 */

/** A set held for the open games, by the SHA-256 of its JSON. */
interface Held {
  readonly value: object;
  /** Its JSON length, charged once. */
  readonly bytes: number;
  games: number;
}

/** A value to share: the copy to hold, and what holding it adds to the budget (0 when already held). */
export interface Shared {
  readonly key: string;
  readonly value: object;
  readonly bytes: number;
  readonly added: number;
}

/** The `components` of a config or state, when it has a set of its own. */
export function componentsOf(x: unknown): object | null {
  const c = x !== null && typeof x === 'object' ? (x as { components?: unknown }).components : undefined;
  return c !== null && typeof c === 'object' ? c : null;
}

/** `state` holding `set` (an equal copy of its own) instead: games of one config share it. */
export function withSet<S>(state: S, set: object | null): S {
  return set === null || componentsOf(state) === set ? state : { ...state, components: set };
}

/** The sets the open games hold, each once. */
export class SharedSets {
  private readonly held = new Map<string, Held>();

  /** The copy of `value` to hold (the one held already, if an equal set is), without taking it yet. */
  find(value: object): Shared {
    const json = JSON.stringify(value);
    const key = createHash('sha256').update(json).digest('base64');
    const known = this.held.get(key);
    return known ? { key, value: known.value, bytes: known.bytes, added: 0 } : { key, value, bytes: json.length, added: json.length };
  }

  /** A game takes the set `s` (found by {@link find}). */
  take(s: Shared): void {
    const known = this.held.get(s.key);
    if (known) known.games++;
    else this.held.set(s.key, { value: s.value, bytes: s.bytes, games: 1 });
  }

  /** A game gives the set back: the bytes freed (all of it when no other game holds it). */
  give(key: string): number {
    const known = this.held.get(key)!;
    if (--known.games > 0) return 0;
    this.held.delete(key);
    return known.bytes;
  }
}
