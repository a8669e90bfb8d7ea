import type { FreeAtLastAction } from '../schema.js';

type Act<T extends FreeAtLastAction['type']> = Extract<FreeAtLastAction, { type: T }>;

/**
 * The legal actions of each type, in the legal list's order, sorted out in one pass per choice:
 * the heuristic asked for up to thirty types, each a scan of the list (docs/performance.md). The
 * lists are reused from one choice to the next: read them before the next `read`.
 */
export class ByType {
  readonly #slots = new Map<string, FreeAtLastAction[]>();
  readonly #filled: FreeAtLastAction[][] = [];

  /** Sorts out `legal` (the lists of the last choice emptied). */
  read(legal: readonly FreeAtLastAction[]): void {
    const filled = this.#filled;
    for (let i = 0; i < filled.length; i++) filled[i]!.length = 0;
    filled.length = 0;
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i]!;
      let list = this.#slots.get(a.type);
      if (list === undefined) this.#slots.set(a.type, (list = []));
      if (list.length === 0) filled.push(list);
      list.push(a);
    }
  }

  /** The legal actions of `type` (empty if none). */
  of<T extends FreeAtLastAction['type']>(type: T): readonly Act<T>[] {
    return (this.#slots.get(type) ?? none) as readonly Act<T>[];
  }

  /** The first legal action of `type`, if any. */
  first<T extends FreeAtLastAction['type']>(type: T): Act<T> | undefined {
    return this.of(type)[0];
  }
}

const none: readonly FreeAtLastAction[] = [];
