import type * as z from 'zod/mini';
import { RulesError } from '../errors.js';
import type { ActionTypeSpec, FieldValue } from './action-space.js';

/*
 * The action types of a space read off a game's zod action schema (a discriminated union on
 * `type`), so that the space follows the schema: enums, literals, booleans, bounded integers and
 * nullable versions of them give their own domains; every other field (a card name, an area…)
 * takes its domain from the game, which knows its component set.
 */

/**
 * Domains the schema cannot give, by `'<type>.<field>'` (one type's field) or `'<field>'` (that
 * field in every type). A key given here wins over the schema's own domain.
 */
export type FieldDomains = Readonly<Record<string, readonly FieldValue[]>>;

interface Def {
  readonly type: string;
  readonly values?: readonly FieldValue[];
  readonly entries?: Readonly<Record<string, FieldValue>>;
  readonly innerType?: z.ZodMiniType;
  readonly options?: readonly z.ZodMiniType[];
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { def: Def }).def;

interface Check {
  readonly _zod: { readonly def: { readonly check: string; readonly value?: unknown } };
}

/** A number schema's bounds from its checks (`z.minimum`, `z.maximum`, `z.gt`, `z.lt`), as classic zod's `minValue` and `maxValue`. */
function numberBounds(schema: z.ZodMiniType): { minimum: number; maximum: number } {
  let minimum = -Infinity;
  let maximum = Infinity;
  for (const { _zod } of ((schema.def as { checks?: readonly Check[] }).checks ?? [])) {
    if (_zod.def.check === 'greater_than') minimum = Math.max(minimum, Number(_zod.def.value));
    if (_zod.def.check === 'less_than') maximum = Math.min(maximum, Number(_zod.def.value));
  }
  return { minimum, maximum };
}

/** The schema's own finite domain of a field, or `undefined` when it has none. */
function ownDomain(schema: z.ZodMiniType): FieldValue[] | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'literal':
      return [...def.values!];
    case 'enum':
      return Object.values(def.entries!);
    case 'boolean':
      return [false, true];
    case 'nullable': {
      const inner = ownDomain(def.innerType!);
      return inner && [null, ...inner];
    }
    case 'readonly':
      return ownDomain(def.innerType!);
    case 'union': {
      const parts = def.options!.map(ownDomain);
      return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
    }
    case 'number': {
      const { minimum, maximum } = numberBounds(schema);
      if (!Number.isFinite(minimum) || !Number.isFinite(maximum)) return undefined;
      if (maximum - minimum > 10_000) return undefined;
      return Array.from({ length: maximum - minimum + 1 }, (_, i) => minimum + i);
    }
    default:
      return undefined;
  }
}

/**
 * The action types of a discriminated-union action schema, in its order, with each field's domain
 * from `domains` or else from the schema. Throws `RulesError` naming a field that has neither.
 */
export function actionTypesOf(schema: z.ZodMiniType, domains: FieldDomains): ActionTypeSpec[] {
  const options = defOf(schema).options;
  if (!options) throw new RulesError('Action space: the action schema is not a discriminated union.');
  return options.map((option) => {
    const shape = (option as unknown as { shape: Record<string, z.ZodMiniType> }).shape;
    const type = (ownDomain(shape['type']!) ?? [])[0];
    if (typeof type !== 'string') throw new RulesError('Action space: an action type without a literal `type`.');
    const fields = Object.entries(shape)
      .filter(([name]) => name !== 'type')
      .map(([name, field]) => {
        const values = domains[`${type}.${name}`] ?? domains[name] ?? ownDomain(field);
        if (values === undefined) throw new RulesError(`Action space: no domain for ${type}.${name}.`);
        return { name, values };
      });
    return { type, fields };
  });
}
