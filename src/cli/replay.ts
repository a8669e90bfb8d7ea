import { gameRecordSchema, replay as replayRecord } from '../core/record.js';
import { UsageError, parseCommand, positionals } from './args.js';
import { findGame } from './catalog.js';
import { formatResult } from './format.js';
import type { CliIo } from './io.js';

/** `replay <file.json>`: checks a game record; exit 1 on the first diverging action. */
export function replay(args: string[], io: CliIo): number {
  const { positionals: found } = parseCommand(args, {});
  const [file] = positionals(found, ['file.json']);
  let json: unknown;
  try {
    json = JSON.parse(io.readFile(file!));
  } catch (e) {
    throw new UsageError(`cannot read a record from ${file}: ${(e as Error).message}`);
  }
  const parsed = gameRecordSchema.safeParse(json);
  if (!parsed.success) throw new UsageError(`${file} is not a game record: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}`);
  const game = findGame(parsed.data.game);
  if (parsed.data.version !== game.version) {
    io.err(`warning: record made with ${game.id} v${parsed.data.version}, replaying with v${game.version}`);
  }
  const outcome = replayRecord(game, parsed.data, { anyVersion: true });
  if (!outcome.ok && outcome.index < 0) throw new UsageError(`${file}: ${outcome.error}`);
  if (!outcome.ok) {
    io.err(`Diverged at action ${outcome.index} ${JSON.stringify(parsed.data.actions[outcome.index] ?? null)}: ${outcome.error}`);
    return 1;
  }
  io.out(`OK: ${outcome.steps} actions of ${game.id} replayed.`);
  for (const line of formatResult(game.result(outcome.state), outcome.steps)) io.out(line);
  return 0;
}
