import { bounded } from '../core/messages.js';
import { gameRecordSchema, replay as replayRecord } from '../core/record.js';
import { UsageError, parseCommand, parseJsonInput, positionals } from './args.js';
import { findGame } from './catalog.js';
import { formatResult } from './format.js';
import type { CliIo } from './io.js';

/** `replay <file.json>`: checks a game record; exit 1 on the first diverging action. */
export function replay(args: string[], io: CliIo): number {
  const { positionals: found } = parseCommand(args, {});
  const [file] = positionals(found, ['file.json']);
  // A missing file is an InputError already (cli.ts reads through withFileErrors).
  const text = io.readFile(file!);
  const parsed = gameRecordSchema.safeParse(parseJsonInput(text, `the record ${file}`));
  if (!parsed.success) throw new UsageError(`${file} is not a game record: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; ')}`);
  const game = findGame(parsed.data.game);
  if (parsed.data.version !== game.version) {
    io.err(`warning: record made with ${game.id} v${parsed.data.version}, replaying with v${game.version}`);
  }
  const outcome = replayRecord(game, parsed.data, { anyVersion: true });
  if (!outcome.ok && outcome.index < 0) throw new UsageError(`${file}: ${outcome.error}`);
  if (!outcome.ok) {
    io.err(bounded(`Diverged at action ${outcome.index} ${shown(parsed.data.actions[outcome.index])}: ${outcome.error}`));
    return 1;
  }
  io.out(`OK: ${outcome.steps} actions of ${game.id} replayed.`);
  for (const line of formatResult(game.result(outcome.state), outcome.steps)) io.out(line);
  return 0;
}

/** An action of the record for a message: its JSON when short, else its size (never the input itself). */
function shown(action: unknown): string {
  const json = JSON.stringify(action ?? null);
  return json.length <= 200 ? json : `(an action of ${json.length} characters)`;
}
