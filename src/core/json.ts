/** JSON with object keys sorted: equal values give equal strings whatever their key order. */
export function canonicalJson(value: unknown): string {
  // the hand-written writer covers plain data (every action, outcome and state); anything else
  // (toJSON, boxed primitives, class instances, bigint) takes JSON.stringify's own path
  try {
    return write(value) as string;
  } catch (e) {
    if (e !== notPlain) throw e;
  }
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v as object).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

const notPlain = new Error('not plain data');

/** Whether a key is an array index (2^32 − 2 at most), which objects list first, in numeric order. */
const isIndex = (k: string): boolean => /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < 4294967295;

/** How an object with one list of keys is written: its keys in the written order, each quoted. */
interface Layout {
  readonly keys: readonly string[];
  readonly order: readonly string[];
  readonly quoted: readonly string[];
}

/** Layouts of small objects (actions, outcomes: a few lists of keys, written again and again), by first key. */
const layouts = new Map<string, Layout[]>();
let cachedLayouts = 0;

/** The layout of an object whose keys (as `Object.keys` lists them) are `keys`. */
function layoutOf(keys: string[]): Layout {
  const small = keys.length <= 8;
  const list = small ? layouts.get(keys[0] ?? '') : undefined;
  if (list !== undefined) {
    for (const l of list) if (sameKeys(l.keys, keys)) return l;
  }
  // index keys come first in ascending order (as Object.keys lists them); the rest sorted
  let n = 0;
  while (n < keys.length && isIndex(keys[n]!)) n++;
  const order = [...keys.slice(0, n), ...keys.slice(n).sort()];
  const layout: Layout = { keys, order, quoted: order.map((k) => JSON.stringify(k)) };
  if (small && cachedLayouts < 1024) {
    if (list === undefined) layouts.set(keys[0] ?? '', [layout]);
    else list.push(layout);
    cachedLayouts++;
  }
  return layout;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `value` as {@link canonicalJson} writes it (undefined where JSON leaves a value out); throws `notPlain` for what it does not cover. */
function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) throw notPlain;
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + (write(value[i]) ?? 'null');
        return out + ']';
      }
      const proto: unknown = Object.getPrototypeOf(value);
      if ((proto !== Object.prototype && proto !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function') throw notPlain;
      const { order, quoted } = layoutOf(Object.keys(value));
      let out = '{';
      let first = true;
      for (let i = 0; i < order.length; i++) {
        const v = write((value as Record<string, unknown>)[order[i]!]);
        if (v === undefined) continue;
        out += (first ? '' : ',') + quoted[i]! + ':' + v;
        first = false;
      }
      return out + '}';
    }
    default:
      throw notPlain;
  }
}

/**
 * Whether `a` and `b` are plain data that {@link canonicalJson} surely writes alike: strings, finite
 * numbers, booleans and null equal, arrays and plain objects of such with the same keys. False when
 * unsure (anything else, a key whose value is undefined), so that a caller keys the value again.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  switch (typeof a) {
    case 'string':
    case 'boolean':
      return a === b;
    case 'number':
      return a === b && Number.isFinite(a);
    case 'object': {
      if (a === null || b === null || typeof b !== 'object') return a === b;
      if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length || Object.getPrototypeOf(a) !== Array.prototype || Object.getPrototypeOf(b) !== Array.prototype) return false;
        for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
        return true;
      }
      if (Array.isArray(b) || !isPlainRecord(a) || !isPlainRecord(b)) return false;
      let n = 0;
      for (const k in a) {
        if (!Object.hasOwn(a, k) || !Object.hasOwn(b, k) || !sameJson(a[k], b[k])) return false;
        n++;
      }
      for (const k in b) if (Object.hasOwn(b, k)) n--;
      return n === 0;
    }
    default:
      return false;
  }
}

/** A plain object without `toJSON` (what {@link canonicalJson}'s own writer writes). */
function isPlainRecord(v: object): v is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(v);
  return (proto === Object.prototype || proto === null) && typeof (v as { toJSON?: unknown }).toJSON !== 'function';
}

/** Freezes a value and everything inside it, so that any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
