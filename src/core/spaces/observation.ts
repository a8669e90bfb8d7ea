import { RulesError } from '../errors.js';
import type { FieldValue } from './action-space.js';

/*
 * Observations (OpenSpiel's observation tensor, PettingZoo's observe): a flat vector of numbers
 * built from a seat's view, in named parts of fixed size. A game lists its parts once per config;
 * the layout (names, sizes, ranges) documents the vector and does not change within a config.
 */

/** One named part of an observation: `size` numbers from `offset`, each within [`low`, `high`]. */
export interface ObservationPart {
  readonly name: string;
  /** What the numbers are, in words (and which value each position stands for, where it helps). */
  readonly description: string;
  readonly offset: number;
  readonly size: number;
  readonly low: number;
  readonly high: number;
}

/** The layout of an observation vector. */
export interface ObservationLayout {
  readonly size: number;
  readonly parts: readonly ObservationPart[];
}

/** A part as a game writes it: what it holds and how to read it off a view. */
export interface PartSpec<V> {
  readonly name: string;
  readonly description: string;
  readonly size: number;
  readonly low: number;
  readonly high: number;
  /** Writes the part's `size` numbers into `out` from `at`. */
  write(view: V, out: Float32Array, at: number): void;
  /** A one-number part's number (as {@link scalar} gives it): the observer then stores it itself, a call less than `write`. */
  readonly read?: (view: V) => number;
}

/** Turns views into observation vectors of one layout. */
export interface Observer<V> {
  readonly layout: ObservationLayout;
  observe(view: V): Float32Array;
  /** The vector of `observe` written into `out` from `offset` (`layout.size` numbers, zeros included), nothing allocated. */
  observeInto(view: V, out: Float32Array, offset: number): void;
}

/**
 * Parts that read one thing of the view (an organization, an area, a city…): the observer looks it
 * up once per observation and hands it to each part, so that a part reads its one field.
 */
export interface PartGroup<V> {
  /** The thing the parts read (it may be `undefined`: each part then writes what it writes for none). */
  readonly get: (view: V) => unknown;
  readonly parts: readonly PartSpec<any>[];
}

/** A {@link PartGroup}: `parts` read `get(view)`, looked up once per observation. */
export function group<V, X>(get: (view: V) => X, parts: readonly PartSpec<X>[]): PartGroup<V> {
  return { get, parts };
}

/** Consecutive parts that read the same thing: the view itself (`get` undefined) or a group's. */
interface Run {
  readonly get: ((view: unknown) => unknown) | undefined;
  /** Its one-number parts (`read`) and where each goes. */
  readonly reads: ((x: unknown) => number)[];
  readonly readAt: number[];
  /** Its other parts and where each starts. */
  readonly parts: PartSpec<any>[];
  readonly at: number[];
}

/** An observer from its parts (or groups of parts), laid out in the order given. */
export function observer<V>(entries: readonly (PartSpec<V> | PartGroup<V>)[]): Observer<V> {
  const names = new Set<string>();
  const runs: Run[] = [];
  const parts: ObservationPart[] = [];
  let size = 0;
  for (const entry of entries) {
    const grouped = 'get' in entry;
    const members = grouped ? entry.parts : [entry];
    const last = runs.at(-1);
    const run: Run = !grouped && last !== undefined && last.get === undefined ? last : { get: grouped ? (entry.get as Run['get']) : undefined, reads: [], readAt: [], parts: [], at: [] };
    if (run !== last) runs.push(run);
    for (const p of members) {
      if (names.has(p.name)) throw new RulesError(`Observation: part ${p.name} is listed twice.`);
      names.add(p.name);
      if (p.read !== undefined && p.size === 1) {
        run.reads.push(p.read as Run['reads'][number]);
        run.readAt.push(size);
      } else {
        run.parts.push(p);
        run.at.push(size);
      }
      parts.push({ name: p.name, description: p.description, offset: size, size: p.size, low: p.low, high: p.high });
      size += p.size;
    }
  }
  const layout: ObservationLayout = { size, parts };
  const observeInto = (view: V, out: Float32Array, offset: number): void => {
    if (offset < 0 || offset + size > out.length) throw new RulesError(`Observation: ${size} numbers do not fit in ${out.length} from ${offset}.`);
    out.fill(0, offset, offset + size);
    for (const run of runs) {
      const x = run.get === undefined ? view : run.get(view);
      const { reads, readAt, parts, at } = run;
      for (let i = 0; i < reads.length; i++) out[offset + readAt[i]!] = reads[i]!(x);
      for (let i = 0; i < parts.length; i++) parts[i]!.write(x, out, offset + at[i]!);
    }
  };
  return {
    layout,
    observe(view) {
      const out = new Float32Array(size);
      observeInto(view, out, 0);
      return out;
    },
    observeInto,
  };
}

/** One number read off the view, within [`low`, `high`]. */
export function scalar<V>(name: string, description: string, low: number, high: number, get: (view: V) => number): PartSpec<V> {
  return { name, description, size: 1, low, high, write: (v, out, at) => void (out[at] = get(v)), read: get };
}

/** A fixed-length list of numbers read off the view (missing ones stay 0). */
export function numbers<V>(name: string, description: string, size: number, low: number, high: number, get: (view: V) => readonly number[]): PartSpec<V> {
  return {
    name,
    description,
    size,
    low,
    high,
    write(v, out, at) {
      const xs = get(v);
      for (let i = 0; i < size && i < xs.length; i++) out[at + i] = xs[i]!;
    },
  };
}

/** One-hot over `values`: 1 at the position of the view's value, all 0 when it is none of them. */
export function oneHot<V>(name: string, description: string, values: readonly FieldValue[], get: (view: V) => FieldValue | undefined): PartSpec<V> {
  const index = new Map(values.map((x, i) => [x, i]));
  return {
    name,
    description: `${description} — one-hot over ${values.map((x) => JSON.stringify(x)).join(', ')}`,
    size: values.length,
    low: 0,
    high: 1,
    write(v, out, at) {
      const i = index.get(get(v) ?? null);
      if (i !== undefined) out[at + i] = 1;
    },
  };
}

/** Counts over `values`: at each value's position, how many times the view's list holds it. */
export function counts<V>(name: string, description: string, values: readonly FieldValue[], high: number, get: (view: V) => readonly FieldValue[]): PartSpec<V> {
  const index = new Map(values.map((x, i) => [x, i]));
  return {
    name,
    description: `${description} — counts over ${values.length} values in a fixed order`,
    size: values.length,
    low: 0,
    high,
    write(v, out, at) {
      for (const x of get(v)) {
        const i = index.get(x);
        if (i !== undefined) out[at + i] = out[at + i]! + 1;
      }
    },
  };
}
