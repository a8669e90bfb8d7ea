import * as z from 'zod/mini';
import type { Game } from '../core/types.js';

/** One config key of a game as a command-line flag, read off its JSON Schema. */
export interface ConfigFlag {
  /** `--variable-turn-order` for the key `variableTurnOrder`. */
  readonly flag: string;
  readonly key: string;
  /** The values it takes, in words: `auto|manual`, `1–4 | list of SNCC,CORE,SCLC,NAACP`. */
  readonly values: string;
  /** Its default as JSON, or `undefined` when it has none. */
  readonly default: string | undefined;
}

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema | false;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
};

/** A JSON Schema node's values in words (short: a help line, not a spec). */
function valuesOf(s: JsonSchema): string {
  if (s.enum) return s.enum.map(String).join('|');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.anyOf) return s.anyOf.map(valuesOf).join(' | ');
  if (s.type === 'integer' || s.type === 'number') {
    if (s.minimum !== undefined && s.maximum !== undefined) return `${s.minimum}–${s.maximum}`;
    return s.type;
  }
  if (s.type === 'array') return s.items && s.items.enum ? `list of ${s.items.enum.join(',')}` : 'JSON list';
  if (s.type === 'object') return 'JSON object';
  return s.type ?? 'JSON';
}

const kebab = (key: string): string => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The config flags of a game, from `z.toJSONSchema` of its config schema (the input side: what a
 * user writes). Zod's public JSON Schema output, not its internals, so a zod upgrade cannot break it.
 */
export function configFlags(game: Pick<Game<any, any, any, any>, 'schemas'>): ConfigFlag[] {
  const json = z.toJSONSchema(game.schemas.config, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([key, s]) => ({
    flag: `--${kebab(key)}`,
    key,
    values: valuesOf(s),
    default: s.default === undefined ? undefined : JSON.stringify(s.default),
  }));
}
