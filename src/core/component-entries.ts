/*
 * The named pieces of any game's component set (cards, leaders, areas, cities…), found by walking
 * its plain JSON: for text boards (an id shown by its name) and the CLI's `card` command (a piece's
 * full text). A user's own component set works the same as the reference set.
 */

/** One named piece: its name, the keys it is known by (id, name, number) and its data. */
export interface ComponentEntry {
  readonly name: string;
  readonly keys: readonly string[];
  readonly data: Readonly<Record<string, unknown>>;
}

/** Every object of `set` with a `name` or `title`, outermost first. */
export function componentEntries(set: unknown): ComponentEntry[] {
  const found: ComponentEntry[] = [];
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    const o = value as Record<string, unknown>;
    const name = typeof o.name === 'string' ? o.name : typeof o.title === 'string' ? o.title : undefined;
    if (name !== undefined) {
      const keys = [name, ...(typeof o.id === 'string' ? [o.id] : []), ...(typeof o.number === 'number' ? [`#${o.number}`] : [])];
      found.push({ name, keys, data: o });
    }
    Object.values(o).forEach(walk);
  };
  walk(set);
  return found;
}

/** A function that shows an id (or `#number`) of `set` by its name, and anything else as it is. */
export function namesOf(set: unknown): (id: string | number) => string {
  const names = new Map<string, string>();
  for (const e of componentEntries(set)) for (const k of e.keys.slice(1)) if (!names.has(k)) names.set(k, e.name);
  return (id) => names.get(typeof id === 'number' ? `#${id}` : id) ?? String(id);
}
