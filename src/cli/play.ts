import { playout } from '../core/playout.js';
import { record } from '../core/record.js';
import { parseGameCommand } from './game-command.js';
import { formatResult } from './format.js';
import type { CliIo } from './io.js';
import { playSeat } from './play-seat.js';
import { UsageError } from './args.js';
import type { Seed } from '../core/seed.js';
import type { BaseAction, Game } from '../core/types.js';

/**
 * `play <game>`: one game between random bots, logged one line per decision; with `--seat`, a
 * person plays that seat in the terminal against `--bots`.
 */
export async function play(args: string[], io: CliIo): Promise<number> {
  const options = {
    seat: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    config: { type: 'string' },
    record: { type: 'string' },
    'max-steps': { type: 'string' },
  } as const;
  // other `--flag value` pairs are config keys (e.g. `--variant solitaire --advanced`)
  const { game, values, seed, maxSteps, config } = parseGameCommand(args, options);
  if (values.seat !== undefined) {
    const { actions } = await playSeat({ game, config, seed, maxSteps, seat: values.seat, bots: values.bots }, io);
    if (values.record !== undefined) writeRecord(io, values.record, game, config, seed, actions);
    return 0;
  }
  if (values.bots !== undefined) throw new UsageError('--bots chooses the opponents of --seat; without --seat every seat is a random bot');

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
  if (values.record !== undefined) writeRecord(io, values.record, game, config, seed, p.actions);
  return 0;
}

function writeRecord(io: CliIo, path: string, game: Game<any, any, any, any>, config: Record<string, unknown>, seed: Seed, actions: readonly BaseAction[]): void {
  io.writeFile(path, `${JSON.stringify(record(game, config, seed, actions), null, 2)}\n`);
  io.out(`Record written to ${path}`);
}
