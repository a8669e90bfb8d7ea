import { playout } from '../core/playout.js';
import { record } from '../core/record.js';
import { parseGameCommand } from './game-command.js';
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
  const { game, values, seed, maxSteps, config } = parseGameCommand(args, options);

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
