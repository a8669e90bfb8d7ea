import packageJson from '../../package.json' with { type: 'json' };
import { InvalidActionError, InvalidConfigError, RulesError } from '../core/errors.js';
import { bounded } from '../core/messages.js';
import { UsageError } from './args.js';
import { arena } from './arena.js';
import { bench } from './bench.js';
import { catalog, findGame } from './catalog.js';
import { helpFor } from './help.js';
import { OutputError, type CliIo } from './io.js';
import { play } from './play.js';
import { replay } from './replay.js';
import { schemas } from './schemas.js';
import { serve } from './serve/command.js';
import { simulate } from './simulate.js';
import { merge } from './merge.js';
import { usage } from './usage.js';

const commands: Record<string, (args: string[], io: CliIo) => number | Promise<number>> = {
  play,
  replay,
  simulate,
  merge,
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
export async function runCli(argv: string[], unboundedIo: CliIo): Promise<number> {
  // Every line on stderr is bounded: messages may quote input (an id, a file name).
  const io: CliIo = { ...unboundedIo, err: (line) => unboundedIo.err(bounded(line)) };
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
      // `play chicago-68 --help` lists that game's flags only
      const named = rest.find((a) => !a.startsWith('-'));
      io.out(helpFor(command, named === undefined ? Object.values(catalog()) : [findGame(named)]));
      return 0;
    }
    return await run(rest, withOutputErrors(io));
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
    if (e instanceof OutputError) {
      io.err(`protest-rules: ${e.message}`);
      return 3;
    }
    // A bug in a game or in the CLI: a message, not a stack trace.
    io.err(`protest-rules: internal error: ${e instanceof Error ? e.message : String(e)}`);
    return 4;
  }
}

/** `io` whose file writes fail with an {@link OutputError} (exit 3), told apart from bad input. */
function withOutputErrors(io: CliIo): CliIo {
  const guard =
    <T extends unknown[]>(write: (path: string, ...rest: T) => void) =>
    (path: string, ...rest: T): void => {
      try {
        write(path, ...rest);
      } catch (e) {
        throw new OutputError(`cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
      }
    };
  return { ...io, writeFile: guard(io.writeFile), appendFile: guard(io.appendFile), makeDirectory: guard(io.makeDirectory) };
}
