import { playout } from '../core/playout.js';
import { record } from '../core/record.js';
import { parseCommand, parseConfig, parseInteger, positionals, splitConfigFlags, checkConfigFlags } from './args.js';
import { findGame } from './catalog.js';
import { formatResult } from './format.js';
import type { CliIo } from './io.js';

/** `play <game>`: one game between random bots, logged one line per decision. */
export function play(args: string[], io: CliIo): number {
  const options = {
    seed: { type: 'string' },
    players: { type: 'string' },
    config: { type: 'string' },
    record: { type: 'string' },
    'max-steps': { type: 'string' },
  } as const;
  // other `--flag value` pairs are config keys (e.g. `--variant solitaire --advanced`)
  const split = splitConfigFlags(args, options);
  const { values, positionals: found } = parseCommand(split.args, options);
  const [id] = positionals(found, ['game']);
  const game = findGame(id!);
  const seed = parseInteger('seed', values.seed, 1);
  const maxSteps = parseInteger('max-steps', values['max-steps'], 100_000, 1);
  checkConfigFlags(split.flags, game.schemas.config, game.id);
  const config = { ...parseConfig(values.config, values.players), ...split.flags };

  let before = game.setup(config, seed);
  const seats = game.players(config);
  const width = Math.max(6, ...seats.map((s) => s.length));
  io.out(`${game.title} (${game.id} v${game.version}), seed ${seed}, config ${JSON.stringify(config)}`);
  io.out(`Seats: ${seats.join(', ')}`);
  let n = 0;
  const p = playout(game, {
    config,
    seed,
    maxSteps,
    onStep: ({ state, action, player, events }) => {
      n++;
      io.out(`${String(n).padStart(5)}  ${player.padEnd(width)}  ${game.prompt(before)} → ${game.describe(before, action)}`);
      for (const e of events) io.out(`${' '.repeat(width + 9)}· ${game.describeEvent(e)}`);
      before = state;
    },
  });
  for (const line of formatResult(p.result, p.steps)) io.out(line);
  if (values.record !== undefined) {
    io.writeFile(values.record, `${JSON.stringify(record(game, config, seed, p.actions), null, 2)}\n`);
    io.out(`Record written to ${values.record}`);
  }
  return 0;
}
