import { parseArgs } from 'node:util';
import { seedOf } from '../core/research/seeds.js';
import type { Seed } from '../core/seed.js';
import type { Game } from '../core/types.js';
import { bounded } from '../core/messages.js';
import { configFlags } from './config-flags.js';
import { LIMITS } from './usage.js';

/** A bad command line: reported as a message with exit code 2. */
export class UsageError extends Error {}

/** A command's options: each a string or a boolean flag. */
export type OptionSpec = Record<string, { type: 'string' | 'boolean' }>;

/** The parsed values of an {@link OptionSpec}. */
export type OptionValues<O extends OptionSpec> = { [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string };

/** `parseArgs` in strict mode, with its errors turned into {@link UsageError}s. */
export function parseCommand<O extends OptionSpec>(args: string[], options: O): { values: OptionValues<O>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    return { values: values as OptionValues<O>, positionals };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** An integer option (a seed, a count), between `min` and `max`. */
export function parseInteger(name: string, text: string | undefined, fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) throw new UsageError(`--${name} must be an integer, got '${text}'`);
  if (n < min) throw new UsageError(`--${name} must be at least ${min}, got ${n}`);
  if (n > max) throw new UsageError(`--${name} must be at most ${max}, got ${n}`);
  return n;
}

const SEED_MAX = (1n << 127n) - 1n;

/**
 * `--seed` at the full width of a game seed: a signed 128-bit integer (−2^127…2^127−1) in decimal or
 * `0x` hex; a number when it is a safe integer, else its decimal string.
 */
export function parseSeed(text: string | undefined, fallback: Seed): Seed {
  if (text === undefined) return fallback;
  const t = text.trim();
  if (!/^-?(?:0x[0-9a-f]+|\d+)$/i.test(t) || t.length > 48) throw new UsageError(`--seed must be an integer, got '${text.slice(0, 60)}'`);
  const value = t.startsWith('-') ? -BigInt(t.slice(1)) : BigInt(t);
  if (value < -SEED_MAX - 1n || value > SEED_MAX) throw new UsageError(`--seed must be a signed 128-bit integer (−2^127…2^127−1), got ${t}`);
  return seedOf(value);
}

/** The deepest nesting of objects and lists in a JSON text (brackets inside strings do not count). */
function nesting(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/**
 * JSON from the command line or a file (`what` names it in errors), refused past
 * {@link LIMITS.jsonDepth} levels of nesting before it is parsed, so that nothing that walks the
 * value later (schemas, messages) recurses deeply. Errors name `what` and a size, never the text.
 */
export function parseJsonInput(text: string, what: string): unknown {
  if (nesting(text) > LIMITS.jsonDepth) throw new UsageError(`${what} is nested more than ${LIMITS.jsonDepth} levels deep`);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${what} is not JSON (${text.length} characters): ${bounded((e as Error).message, 120)}`);
  }
}

/** `--players`: a single integer is a count, anything else a comma list of seat names. */
function parsePlayers(text: string): number | string[] {
  if (/^\s*\d+\s*$/.test(text)) return Number(text);
  const names = text.split(',').map((p) => p.trim());
  if (names.some((p) => p === '')) throw new UsageError(`--players must be a number or a comma list of names, got '${text}'`);
  return names;
}

/** The game config from `--config <json>` and `--players`. */
export function parseConfig(configText: string | undefined, playersText: string | undefined): Record<string, unknown> {
  let parsed: unknown = {};
  if (configText !== undefined) {
    parsed = parseJsonInput(configText, '--config');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new UsageError('--config must be a JSON object');
  }
  const config = parsed as Record<string, unknown>;
  return playersText === undefined ? { ...config } : { ...config, players: parsePlayers(playersText) };
}

/** Exactly `n` positional arguments, named for the error message. */
export function positionals(found: string[], names: string[]): string[] {
  if (found.length < names.length) throw new UsageError(`missing <${names[found.length]}>`);
  if (found.length > names.length) throw new UsageError(`unexpected argument '${found[names.length]}'`);
  return found;
}

/** A friendly flag's value: JSON when it parses as JSON (numbers, booleans, lists), else the text. */
function flagValue(text: string): unknown {
  if (nesting(text) > LIMITS.jsonDepth) throw new UsageError(`a flag's value is nested more than ${LIMITS.jsonDepth} levels deep`);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Takes the options a command does not know out of `args` and turns them into config keys, so that a
 * game's config can be set with friendly flags: `--variant solitaire` → `{ variant: 'solitaire' }`,
 * `--flag` alone (last, or followed by another option) → `true`, `--some-key=3` → `{ someKey: 3 }`.
 * Values are JSON when they parse as JSON. Put such flags after the positional arguments: a value
 * is always taken from the next argument unless it starts with `--`.
 */
export function splitConfigFlags(args: string[], known: OptionSpec): { args: string[]; flags: Record<string, unknown> } {
  const rest: string[] = [];
  const flags: Record<string, unknown> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const m = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/i.exec(arg);
    if (!m || m[1]! in known) {
      rest.push(arg);
      if (m && m[2] === undefined && known[m[1]!]!.type === 'string' && i + 1 < args.length) rest.push(args[++i]!);
      continue;
    }
    const key = m[1]!.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (m[2] !== undefined) flags[key] = flagValue(m[2]);
    else if (i + 1 < args.length && !args[i + 1]!.startsWith('--')) flags[key] = flagValue(args[++i]!);
    else flags[key] = true;
  }
  return { args: rest, flags };
}

/** Friendly flags must name keys of the game's config: else a usage error naming the flag. */
export function checkConfigFlags(flags: Record<string, unknown>, game: Pick<Game<any, any, any, any>, 'schemas' | 'id'>): void {
  const keys = configFlags(game).map((f) => f.key);
  for (const key of Object.keys(flags)) {
    if (!keys.includes(key)) throw new UsageError(`Unknown option '--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}' (not an option, nor a config key of ${game.id})`);
  }
}
