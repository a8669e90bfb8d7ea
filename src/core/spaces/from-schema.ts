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
  readonly _zod: { readonly def: { readonly check: string; readonly value?: unknown; readonly inclusive?: boolean; readonly format?: string } };
}

/** Whether a number check (or a number schema's own def, as `z.int()`'s) requires an integer. */
const isIntegerFormat = (def: { readonly check?: string; readonly format?: string }): boolean => def.check === 'number_format' && /int/.test(def.format ?? '');

/**
 * An integer schema's bounds from its checks (`z.minimum`/`z.gte`, `z.maximum`/`z.lte` inclusive,
 * `z.gt`, `z.lt` exclusive), or `undefined` for a number that need not be an integer: only
 * integers make a finite domain.
 */
function integerBounds(schema: z.ZodMiniType): { minimum: number; maximum: number } | undefined {
  const def = schema.def as { checks?: readonly Check[]; check?: string; format?: string };
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  if (!isIntegerFormat(def) && !checks.some(isIntegerFormat)) return undefined;
  let minimum = -Infinity;
  let maximum = Infinity;
  for (const c of checks) {
    const v = Number(c.value);
    if (c.check === 'greater_than') minimum = Math.max(minimum, c.inclusive === true ? Math.ceil(v) : Math.floor(v) + 1);
    if (c.check === 'less_than') maximum = Math.min(maximum, c.inclusive === true ? Math.floor(v) : Math.ceil(v) - 1);
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
      const bounds = integerBounds(schema);
      if (bounds === undefined) return undefined;
      const { minimum, maximum } = bounds;
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
 * from `domains` or else from the schema. Throws `RulesError` naming a field that has neither (a number field has a domain of its own only when it is a bounded integer).
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
