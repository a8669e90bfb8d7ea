import { parseArgs } from 'node:util';

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

/** An integer option (a seed, a count). */
export function parseInteger(name: string, text: string | undefined, fallback: number, min = Number.MIN_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) throw new UsageError(`--${name} must be an integer, got '${text}'`);
  if (n < min) throw new UsageError(`--${name} must be at least ${min}, got ${n}`);
  return n;
}

/** `--players`: a single integer is a count, anything else a comma list of seat names. */
export function parsePlayers(text: string): number | string[] {
  if (/^\s*\d+\s*$/.test(text)) return Number(text);
  const names = text.split(',').map((p) => p.trim());
  if (names.some((p) => p === '')) throw new UsageError(`--players must be a number or a comma list of names, got '${text}'`);
  return names;
}

/** The game config from `--config <json>` and `--players`. */
export function parseConfig(configText: string | undefined, playersText: string | undefined): Record<string, unknown> {
  let parsed: unknown = {};
  if (configText !== undefined) {
    try {
      parsed = JSON.parse(configText);
    } catch {
      throw new UsageError(`--config must be a JSON object, got '${configText}'`);
    }
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
