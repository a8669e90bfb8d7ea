import { RulesError } from '../errors.js';

/*
 * Integer actions (OpenSpiel, PettingZoo): a fixed numbering of every action a game with a given
 * config could ever take. Each action type owns a block of consecutive integers; inside it the
 * action's fields are digits of a mixed-radix number (the first field most significant), each digit
 * the position of the field's value in its finite domain.
 */

/** A JSON scalar an action field can hold. */
export type FieldValue = string | number | boolean | null;

/** One field of an action type and every value it may take, in a fixed order. */
export interface FieldDomain {
  readonly name: string;
  readonly values: readonly FieldValue[];
}

/** One action type and the domains of its fields (none for an action without fields). */
export interface ActionTypeSpec {
  readonly type: string;
  readonly fields: readonly FieldDomain[];
}

/** An action type's block in the space: integers `offset` … `offset + size − 1`. */
export interface ActionTypeLayout extends ActionTypeSpec {
  readonly offset: number;
  readonly size: number;
}

/** A fixed, finite numbering of a game's actions (and chance outcomes) for one config. */
export interface ActionSpace<A extends { readonly type: string } = { readonly type: string }> {
  /** The number of integers: every action is one of `0 … size − 1`. */
  readonly size: number;
  /** The blocks of the action types, in order. */
  readonly layout: readonly ActionTypeLayout[];
  /** The integer of an action; throws `RulesError` for an action outside the space. */
  encode(action: A): number;
  /** The action of an integer; throws `RulesError` outside `0 … size − 1`. */
  decode(index: number): A;
}

interface Block extends ActionTypeLayout {
  readonly lookup: readonly Map<FieldValue, number>[];
  readonly strides: readonly number[];
}

function blockOf(spec: ActionTypeSpec, offset: number): Block {
  const lookup = spec.fields.map((f) => {
    if (f.values.length === 0) throw new RulesError(`Action space: ${spec.type}.${f.name} has an empty domain.`);
    const m = new Map<FieldValue, number>();
    f.values.forEach((v, i) => {
      if (m.has(v)) throw new RulesError(`Action space: ${spec.type}.${f.name} lists ${JSON.stringify(v)} twice.`);
      m.set(v, i);
    });
    return m;
  });
  const strides: number[] = [];
  let size = 1;
  for (let i = spec.fields.length - 1; i >= 0; i--) {
    strides[i] = size;
    size *= spec.fields[i]!.values.length;
  }
  return { ...spec, offset, size, lookup, strides };
}

/**
 * An action space from the specs of its action types, numbered in the order given: the space is
 * stable as long as the specs (types, fields and the order of their values) are.
 */
export function actionSpace<A extends { readonly type: string }>(types: readonly ActionTypeSpec[]): ActionSpace<A> {
  const blocks: Block[] = [];
  const byType = new Map<string, Block>();
  let size = 0;
  for (const spec of types) {
    if (byType.has(spec.type)) throw new RulesError(`Action space: type ${spec.type} is listed twice.`);
    const block = blockOf(spec, size);
    blocks.push(block);
    byType.set(spec.type, block);
    size += block.size;
  }
  const outside = (action: unknown, why: string): never => {
    throw new RulesError(`Action ${JSON.stringify(action).slice(0, 200)} is outside the action space: ${why}.`);
  };
  return {
    size,
    layout: blocks.map(({ type, fields, offset, size: n }) => ({ type, fields, offset, size: n })),
    encode(action) {
      const block = byType.get(action.type) ?? outside(action, `no type ${action.type}`);
      let index = block.offset;
      block.fields.forEach((f, i) => {
        const value = (action as unknown as Record<string, FieldValue | undefined>)[f.name];
        const digit = (value === undefined ? undefined : block.lookup[i]!.get(value)) ?? outside(action, `${f.name} is not in its domain`);
        index += digit * block.strides[i]!;
      });
      return index;
    },
    decode(index) {
      if (!Number.isInteger(index) || index < 0 || index >= size) throw new RulesError(`Action index ${index} is outside 0…${size - 1}.`);
      let lo = 0;
      let hi = blocks.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (blocks[mid]!.offset <= index) lo = mid;
        else hi = mid - 1;
      }
      const block = blocks[lo]!;
      let rest = index - block.offset;
      const action: Record<string, FieldValue> = { type: block.type };
      block.fields.forEach((f, i) => {
        const digit = Math.floor(rest / block.strides[i]!);
        rest -= digit * block.strides[i]!;
        action[f.name] = f.values[digit]!;
      });
      return action as unknown as A;
    },
  };
}

/** The legal mask over a space: 1 at the integer of each listed action, 0 elsewhere. */
export function maskOf<A extends { readonly type: string }>(space: ActionSpace<A>, legal: readonly A[]): Uint8Array {
  const mask = new Uint8Array(space.size);
  for (const a of legal) mask[space.encode(a)] = 1;
  return mask;
}
