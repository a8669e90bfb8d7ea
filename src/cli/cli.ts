import * as z from 'zod/mini';
import packageJson from '../../package.json' with { type: 'json' };
import { InvalidActionError, InvalidConfigError, RulesError } from '../core/errors.js';
import { bounded } from '../core/messages.js';
import { UsageError } from './args.js';
import { arena } from './arena.js';
import { bench } from './bench.js';
import { catalog, findGame } from './catalog.js';
import { helpFor } from './help.js';
import { InputError, OutputError, type CliIo } from './io.js';
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
    return await run(rest, withFileErrors(io));
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`protest-rules: ${e.message}`);
      io.err(`Run 'protest-rules --help' for usage.`);
      return 2;
    }
    if (e instanceof InvalidConfigError || e instanceof InvalidActionError) {
      const what = e instanceof InvalidConfigError ? 'invalid config' : 'invalid action';
      io.err(`protest-rules: ${what}: ${issuesLine(e.issues)}`);
      return 2;
    }
    if (e instanceof z.core.$ZodError) {
      // The only zod parses a command reaches unguarded are of its game's config.
      io.err(`protest-rules: invalid config: ${issuesLine(e.issues)}`);
      return 2;
    }
    if (e instanceof RulesError || e instanceof InputError) {
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

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/** Zod issues on one line; a union's alternatives are each said (`players: Too big… or expected array…`). */
function issuesLine(issues: readonly Issue[]): string {
  const one = (i: Issue, at: PropertyKey[]): string => {
    const path = [...at, ...i.path];
    if (i.code === 'invalid_union' && i.errors?.length) return i.errors.map((alt) => alt.map((a) => one(a, path)).join('; ')).join(' or ');
    return `${path.join('.') || '(root)'}: ${i.message}`;
  };
  return issues.map((i) => one(i, [])).join('; ');
}

/** `io` whose file writes fail with an {@link OutputError} (exit 3), told apart from bad input, and whose reads fail as bad input (exit 2). */
function withFileErrors(io: CliIo): CliIo {
  const guard =
    <T extends unknown[]>(write: (path: string, ...rest: T) => void) =>
    (path: string, ...rest: T): void => {
      try {
        write(path, ...rest);
      } catch (e) {
        throw new OutputError(`cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
      }
    };
  const readFile = (path: string): string => {
    try {
      return io.readFile(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new InputError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : e instanceof Error ? e.message : String(e)}`);
    }
  };
  return { ...io, readFile, writeFile: guard(io.writeFile), appendFile: guard(io.appendFile), makeDirectory: guard(io.makeDirectory) };
}
