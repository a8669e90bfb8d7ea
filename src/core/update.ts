import type * as Immutable from 'immutable';

/**
 * The one way to update a game state: Immutable.js's functional API on plain objects and arrays.
 * Each call copies only the path it changes; every other part is shared with the old state, so
 * states stay plain JSON and consecutive states share structure (DESIGN §1).
 *
 * The functions are a port of Immutable.js 5's functional API (same results, same errors, same
 * signatures; test/core/update.test.ts holds them to Immutable.js) restricted to plain objects and arrays: Immutable.js itself cannot be tree-shaken,
 * and importing these functions from it put 64 KB minified (about 18 KiB gzip) of collections that
 * no game uses into every front end's bundle (docs/performance.md, "Bundle size").
 */

/** Immutable.js's marker for "no value here" in a key path. */
const NOT_SET: unknown = {};

const hasOwn = (o: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(o, key);

function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!value || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return true;
  // The last prototype of the chain, as Immutable.js finds it (objects of other realms too).
  let root = proto as object;
  for (let next: unknown = Object.getPrototypeOf(root); next !== null; next = Object.getPrototypeOf(root)) root = next as object;
  return root === proto;
}

type Data = Record<PropertyKey, unknown> | unknown[];

function isData(value: unknown): value is Data {
  return typeof value === 'object' && (Array.isArray(value) || isPlainObject(value));
}

const isProtoKey = (key: unknown): boolean => typeof key === 'string' && (key === '__proto__' || key === 'constructor');

function shallowCopy(from: Data): Data {
  if (Array.isArray(from)) return from.slice();
  const to: Record<PropertyKey, unknown> = {};
  for (const key in from) if (!isProtoKey(key) && hasOwn(from, key)) to[key] = from[key];
  return to;
}

function setPlain(collection: unknown, key: PropertyKey, value: unknown): unknown {
  if (isProtoKey(key)) return collection;
  if (!isData(collection)) throw new TypeError(`Cannot update non-data-structure value: ${String(collection)}`);
  const c = collection as Record<PropertyKey, unknown>;
  if (hasOwn(c, key) && value === c[key]) return collection;
  const copy = shallowCopy(collection) as Record<PropertyKey, unknown>;
  copy[key] = value;
  return copy;
}

function removePlain(collection: unknown, key: PropertyKey): unknown {
  if (!isData(collection)) throw new TypeError(`Cannot update non-data-structure value: ${String(collection)}`);
  if (!hasOwn(collection, key)) return collection;
  const copy = shallowCopy(collection);
  if (Array.isArray(copy)) copy.splice(key as number, 1);
  else delete copy[key];
  return copy;
}

function getPlain(collection: unknown, key: PropertyKey, notSetValue: unknown): unknown {
  if (!isData(collection) || !hasOwn(collection, key)) return notSetValue;
  const c = collection as Record<PropertyKey, unknown> & { get?: unknown };
  return typeof c.get === 'function' ? (c.get as (k: PropertyKey) => unknown)(key) : c[key];
}

function isArrayLike(value: unknown): value is ArrayLike<PropertyKey> {
  if (Array.isArray(value) || typeof value === 'string') return true;
  if (!value || typeof value !== 'object') return false;
  const length = (value as { length?: unknown }).length;
  if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) return false;
  return length === 0 ? Object.keys(value).length === 1 : hasOwn(value, length - 1);
}

function keyPathOf(keyPath: unknown): ArrayLike<PropertyKey> {
  if (isArrayLike(keyPath) && typeof keyPath !== 'string') return keyPath;
  throw new TypeError(`Invalid keyPath: expected Ordered Collection or Array: ${String(keyPath)}`);
}

const quote = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : String(value));

function updateInDeeply(existing: unknown, keyPath: ArrayLike<PropertyKey>, i: number, notSetValue: unknown, updater: (v: unknown) => unknown): unknown {
  const wasNotSet = existing === NOT_SET;
  if (i === keyPath.length) {
    const existingValue = wasNotSet ? notSetValue : existing;
    const newValue = updater(existingValue);
    return newValue === existingValue ? existing : newValue;
  }
  if (!wasNotSet && !isData(existing)) {
    throw new TypeError(`Cannot update within non-data-structure value in path [${Array.from(keyPath).slice(0, i).map(quote).join(',')}]: ${String(existing)}`);
  }
  const key = keyPath[i]!;
  const nextExisting = wasNotSet ? NOT_SET : getPlain(existing, key, NOT_SET);
  const nextUpdated = updateInDeeply(nextExisting, keyPath, i + 1, notSetValue, updater);
  if (nextUpdated === nextExisting) return existing;
  return nextUpdated === NOT_SET ? removePlain(existing, key) : setPlain(wasNotSet ? {} : existing, key, nextUpdated);
}

function updateInPlain(collection: unknown, keyPath: unknown, notSetValue: unknown, updater?: (v: unknown) => unknown): unknown {
  const [notSet, fn] = updater === undefined ? [undefined, notSetValue as (v: unknown) => unknown] : [notSetValue, updater];
  const updated = updateInDeeply(collection, keyPathOf(keyPath), 0, notSet, fn);
  return updated === NOT_SET ? notSet : updated;
}

/**
 * The entries of a merge source, as Immutable.js reads them: an array into an array gives its
 * values, an array into an object its `[key, value]` tuples, an object its own string keys then
 * its own symbols.
 */
function entriesOf(source: unknown, intoArray: boolean): [PropertyKey, unknown][] {
  if (Array.isArray(source) && intoArray) return source.map((v, i) => [i, v]);
  if (Array.isArray(source)) {
    // Immutable.js passes over a falsy entry and refuses any other that is not an object.
    return source.filter(Boolean).map((entry: unknown) => {
      if (Object(entry) !== entry) throw new TypeError(`Expected [K, V] tuple: ${String(entry)}`);
      const tuple = entry as Record<number, unknown>;
      return [tuple[0] as PropertyKey, tuple[1]];
    });
  }
  const o = source as Record<PropertyKey, unknown>;
  return [...Object.keys(o), ...Object.getOwnPropertySymbols(o)].map((k) => [k, o[k]]);
}

type Merger = (oldValue: unknown, newValue: unknown, key: PropertyKey) => unknown;

function mergeWithSources(collection: unknown, sources: readonly unknown[], merger?: Merger): unknown {
  if (!isData(collection)) throw new TypeError(`Cannot merge into non-data-structure value: ${String(collection)}`);
  let merged: Data = collection;
  const own = (): Record<PropertyKey, unknown> & unknown[] => {
    if (merged === collection) merged = shallowCopy(merged);
    return merged as Record<PropertyKey, unknown> & unknown[];
  };
  for (const source of sources) {
    if (Array.isArray(collection) && !Array.isArray(source)) throw new TypeError(`Expected Array or collection object of values: ${String(source)}`);
    for (const [key, value] of entriesOf(source, Array.isArray(collection))) {
      if (Array.isArray(collection)) {
        own().push(value);
        continue;
      }
      if (isProtoKey(key)) continue;
      const m = merged as Record<PropertyKey, unknown>;
      const hasVal = hasOwn(m, key);
      const nextVal = hasVal && merger ? merger(m[key], value, key) : value;
      if (!hasVal || nextVal !== m[key]) own()[key as string] = nextVal;
    }
  }
  return merged;
}

function deepMerger(oldValue: unknown, newValue: unknown): unknown {
  return isData(oldValue) && isData(newValue) && Array.isArray(oldValue) === Array.isArray(newValue)
    ? mergeWithSources(oldValue, [newValue], deepMerger)
    : newValue;
}

/** A copy of `collection` with `key` set to `value` (the same object when the value is already there). */
export const set = setPlain as typeof Immutable.set;
/** A copy of `collection` without `key` (an array closes the gap). */
export const remove = removePlain as typeof Immutable.remove;
/** A copy of `collection` with the value at `key` replaced by `updater` of it. */
export const update = ((collection: unknown, key: PropertyKey, notSetValue: unknown, updater?: (v: unknown) => unknown) =>
  updateInPlain(collection, [key], notSetValue, updater)) as typeof Immutable.update;
/** A copy of `collection` with the value at the key path replaced by `updater` of it. */
export const updateIn = updateInPlain as typeof Immutable.updateIn;
/** A copy of `collection` with the value at the key path set to `value`. */
export const setIn = ((collection: unknown, keyPath: unknown, value: unknown) => updateInPlain(collection, keyPath, NOT_SET, () => value)) as typeof Immutable.setIn;
/** A copy of `collection` without the value at the key path. */
export const removeIn = ((collection: unknown, keyPath: unknown) => updateInPlain(collection, keyPath, () => NOT_SET)) as typeof Immutable.removeIn;
/** The value at the key path, or `notSetValue` where the path is missing. */
export const getIn = ((collection: unknown, keyPath: unknown, notSetValue?: unknown) => {
  const path = keyPathOf(keyPath);
  let c = collection;
  for (let i = 0; i !== path.length; i++) {
    c = getPlain(c, path[i]!, NOT_SET);
    if (c === NOT_SET) return notSetValue;
  }
  return c;
}) as typeof Immutable.getIn;
/** A copy of `collection` with the sources' entries merged in (arrays: appended). */
export const merge = ((collection: unknown, ...sources: unknown[]) => mergeWithSources(collection, sources)) as typeof Immutable.merge;
/** As {@link merge}, merging nested objects and arrays of the same kind in turn. */
export const mergeDeep = ((collection: unknown, ...sources: unknown[]) => mergeWithSources(collection, sources, deepMerger)) as typeof Immutable.mergeDeep;
