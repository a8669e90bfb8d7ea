import packageJson from '../../package.json' with { type: 'json' };
import { InvalidActionError, InvalidConfigError, RulesError } from '../core/errors.js';
import { UsageError } from './args.js';
import { arena } from './arena.js';
import { bench } from './bench.js';
import { catalog } from './catalog.js';
import type { CliIo } from './io.js';
import { play } from './play.js';
import { replay } from './replay.js';
import { schemas } from './schemas.js';
import { serve } from './serve/command.js';
import { simulate } from './simulate.js';
import { usage } from './usage.js';

const commands: Record<string, (args: string[], io: CliIo) => number | Promise<number>> = {
  play,
  replay,
  simulate,
  arena,
  serve,
  schemas,
  bench,
  games: (_args, io) => {
    for (const game of Object.values(catalog())) io.out(`${game.id}\t${game.title}`);
    return 0;
  },
};

/** Runs the CLI on `argv` (without `node` and the script) and resolves to the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(usage);
    return 0;
  }
  if (command === '--version' || command === '-v') {
    io.out(packageJson.version);
    return 0;
  }
  try {
    if (command === undefined) throw new UsageError('missing command');
    const run = commands[command];
    if (!run) throw new UsageError(`unknown command '${command}'`);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(usage);
      return 0;
    }
    return await run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`protest-rules: ${e.message}`);
      io.err(`Run 'protest-rules --help' for usage.`);
      return 2;
    }
    if (e instanceof InvalidConfigError || e instanceof InvalidActionError) {
      const what = e instanceof InvalidConfigError ? 'invalid config' : 'invalid action';
      io.err(`protest-rules: ${what}: ${e.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`);
      return 2;
    }
    if (e instanceof RulesError) {
      io.err(`protest-rules: ${e.message}`);
      return 2;
    }
    // A file that cannot be written, or a bug in a game: a message, not a stack trace.
    io.err(`protest-rules: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}
