import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import type { GameModule } from '../src/core/game-module.js';
import type { VariantMeta } from '../src/core/game-words.js';
import type { Game } from '../src/core/types.js';
import { gameModules, games } from '../src/registry.js';

/*
 * Writes docs/<game>/actions.md, the action reference of each game, from `z.toJSONSchema` of its
 * action schema: the variants, their fields, and when each is legal and its rule section — from the
 * game's words where it keeps them apart from its rules (`GameModule.words.actions`, Free at Last),
 * else the `description` and `section` each variant carries as zod metadata. `npm run docs:actions`;
 * test/docs/action-reference.test.ts fails when a committed reference is stale.
 */

/** The part of JSON Schema that zod writes for an action union. */
interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly required?: readonly string[];
  readonly description?: string;
  readonly section?: string;
}

/** One variant of a union (an action, an event) as a reference lists it. */
export interface VariantEntry {
  readonly type: string;
  /** `name: type` of each field but `type`; `name?` when optional. */
  readonly fields: string[];
  /** When the variant is legal (an action) or happens (an event), in one sentence (its `description`). */
  readonly when: string | undefined;
  /** The rule section (the variant's `section`). */
  readonly section: string | undefined;
}

/** One action variant as the reference lists it. */
export type ActionEntry = VariantEntry;

/** A field's type in a few words: literals quoted, ranges of integers shown, safe-integer bounds left out. */
function typeOf(s: JsonSchema): string {
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const).replaceAll('"', "'");
  if (s.enum) return s.enum.map((v) => JSON.stringify(v).replaceAll('"', "'")).join(' | ');
  if (s.type === 'array' && s.items) return `${typeOf(s.items)}[]`;
  if (s.type === 'object' && s.properties) return `{ ${Object.entries(s.properties).map(([k, p]) => `${k}: ${typeOf(p)}`).join(', ')} }`;
  const types = typeof s.type === 'string' ? [s.type] : (s.type ?? ['unknown']);
  return types
    .map((t) => {
      const bounded = (b: number | undefined): b is number => b !== undefined && Math.abs(b) < Number.MAX_SAFE_INTEGER;
      if (t !== 'integer' || (!bounded(s.minimum) && !bounded(s.maximum))) return t;
      return `integer ${bounded(s.minimum) ? s.minimum : ''}–${bounded(s.maximum) ? s.maximum : ''}`;
    })
    .join(' | ');
}

/** A game's words, where it keeps them apart from its rules (its registry module's `words`). */
export const wordsOf = (game: Game<any, any, any, any>): GameModule['words'] => (gameModules as Readonly<Record<string, GameModule>>)[game.id]?.words;

/**
 * The variants of a union discriminated on `type` (an action or event schema), from its JSON Schema;
 * when and rule from `meta` where given, else from each variant's metadata.
 */
export function variantEntries(schema: z.ZodMiniType, meta?: Readonly<Record<string, VariantMeta>>): VariantEntry[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  return (json.oneOf ?? json.anyOf ?? [json]).map((v) => {
    const props = v.properties ?? {};
    const required = new Set(v.required ?? []);
    const type = String(props['type']?.const);
    return {
      type,
      fields: Object.entries(props)
        .filter(([name]) => name !== 'type')
        .map(([name, p]) => `${name}${required.has(name) ? '' : '?'}: ${typeOf(p)}`),
      when: meta?.[type]?.description ?? v.description,
      section: meta?.[type]?.section ?? v.section,
    };
  });
}

/** The action variants of a game, from the JSON Schema of its action schema. */
export const actionEntries = (game: Game<any, any, any, any>): ActionEntry[] => variantEntries(game.schemas.action, wordsOf(game)?.actions);

const cell = (text: string): string => text.replaceAll('|', '\\|');

/** The Markdown rows of a variant table: type, fields, when, rule. */
export const variantRows = (entries: readonly VariantEntry[]): string[] =>
  entries.map((e) => `| \`${e.type}\` | ${e.fields.length === 0 ? '—' : e.fields.map((f) => `\`${cell(f)}\``).join('<br>')} | ${cell(e.when ?? '')} | ${e.section ?? ''} |`);

/** The Markdown action reference of a game. */
export function actionReference(game: Game<any, any, any, any>): string {
  const rows = variantRows(actionEntries(game));
  return [
    `# ${game.title}: action reference`,
    '',
    `<!-- Generated by \`npm run docs:actions\` from the action schema of \`${game.id}\`; do not edit. -->`,
    '',
    `Every action is JSON with a \`type\`; \`legalActions(state)\` lists the ones legal now, so a front end`,
    'offers that list and never builds an action by hand. Names of cards, leaders, areas and cities are',
    'the ids of the component set ([components](components.md)). The rule column is the rulebook',
    'section; [rulings](rulings.md) says how the code reads it where the rulebook is unclear.',
    '',
    'What each decision and chance node is about — `ask(state)`, e.g. which die is rolled or which deck',
    'is drawn from, and for whom — is listed in [questions](questions.md).',
    '',
    '| type | fields | when it is legal | rule |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Where a game's reference is written. */
export const referencePath = (id: string): string => `docs/${id}/actions.md`;

// `npm run docs:actions`: (re)writes every game's reference.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const game of Object.values(games)) {
    writeFileSync(referencePath(game.id), actionReference(game));
    console.log(`wrote ${referencePath(game.id)}`);
  }
}
