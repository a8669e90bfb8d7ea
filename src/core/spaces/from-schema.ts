import type * as z from 'zod';
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
  readonly innerType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** The schema's own finite domain of a field, or `undefined` when it has none. */
function ownDomain(schema: z.ZodType): FieldValue[] | undefined {
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
      const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      if (n.minValue === null || n.maxValue === null || !Number.isFinite(n.minValue) || !Number.isFinite(n.maxValue)) return undefined;
      if (n.maxValue - n.minValue > 10_000) return undefined;
      return Array.from({ length: n.maxValue - n.minValue + 1 }, (_, i) => n.minValue! + i);
    }
    default:
      return undefined;
  }
}

/**
 * The action types of a discriminated-union action schema, in its order, with each field's domain
 * from `domains` or else from the schema. Throws `RulesError` naming a field that has neither.
 */
export function actionTypesOf(schema: z.ZodType, domains: FieldDomains): ActionTypeSpec[] {
  const options = (schema as unknown as { options?: readonly z.ZodType[] }).options;
  if (!options) throw new RulesError('Action space: the action schema is not a discriminated union.');
  return options.map((option) => {
    const shape = (option as unknown as { shape: Record<string, z.ZodType> }).shape;
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
