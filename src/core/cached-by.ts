/**
 * `compute` remembered per argument object (a component set → its indexes): a WeakMap, with the
 * last argument asked about in front of it, since nearly every call asks about the same one. The
 * index lives beside the state, which stays plain JSON; it is kept in the returned function, not in
 * a module-level variable of the game. `compute` must be pure: its result is shared by every call
 * with the same argument (treat it as read-only).
 */
export function cachedBy<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  let lastKey: K | undefined;
  let lastValue: V | undefined;
  return (key) => {
    if (key === lastKey) return lastValue as V;
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = compute(key)));
    lastKey = key;
    lastValue = value;
    return value;
  };
}

/**
 * `compute` remembered for the last argument object only (one slot, no WeakMap): for a value asked
 * about many times in a row of records that change now and then (a game's record replaced at each
 * change), where a WeakMap would keep an entry alive beside every record still held (a search tree,
 * a list of states). Same contract as {@link cachedBy}.
 */
export function cachedForLast<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  let lastKey: K | undefined;
  let lastValue: V | undefined;
  return (key) => {
    if (key !== lastKey) {
      lastValue = compute(key);
      lastKey = key;
    }
    return lastValue as V;
  };
}
