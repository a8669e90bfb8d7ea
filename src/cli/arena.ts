import { arena as runArena } from '../core/arena/arena.js';
import type { ArenaReport } from '../core/arena/report.js';
import { parseBots } from './bot-spec.js';
import { parseGameCommand } from './game-command.js';
import type { CliIo } from './io.js';
import { progressReporter } from './progress.js';

const options = {
  bots: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  players: { type: 'string' },
  config: { type: 'string' },
  'max-steps': { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** `arena <game> --bots a,b --games N`: seeded games between bots rotated through the seats. */
export async function arena(args: string[], io: CliIo): Promise<number> {
  const { game, values, games, seed, maxSteps, config } = parseGameCommand(args, options, 'arena');
  const bots = parseBots(game, values.bots ?? 'random,heuristic');
  const report = await runArena(game, {
    bots,
    games: games!,
    seed,
    config,
    maxSteps,
    onProgress: progressReporter(io),
  });
  if (values.json) io.out(JSON.stringify(report, null, 2));
  else for (const line of describeReport(report)) io.out(line);
  return 0;
}

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${percent(Math.abs(x))}`;

/** The report as a table and a few lines. */
function describeReport(r: ArenaReport): string[] {
  const width = Math.max(4, ...r.bots.map((b) => b.name.length));
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(i === 4 ? 15 : 10))).join('  ');
  const lines = [
    `${r.game} v${r.version}: ${r.games} games from seed ${r.seed}, seats rotated, config ${JSON.stringify(r.config)}`,
    row(['bot', 'games', 'wins', 'win rate', '95% CI', 'mean score']),
    ...r.bots.map((b) => row([b.name, String(b.games), String(b.wins), percent(b.winRate), `${percent(b.ci95[0])}–${percent(b.ci95[1])}`, b.meanScore.toFixed(2)])),
  ];
  for (const d of r.differences) lines.push(`${d.a} − ${d.b}: ${signed(d.difference)} (95% CI ${signed(d.ci95[0])} to ${signed(d.ci95[1])})`);
  lines.push(`End reasons: ${Object.entries(r.reasons).map(([k, n]) => `${k} ${n} (${percent(n / r.games)})`).join(', ') || 'none'}`);
  if (r.noWinner > 0) lines.push(`No winner: ${r.noWinner}`);
  if (r.unfinished > 0) lines.push(`Unfinished (hit --max-steps): ${r.unfinished}`);
  lines.push(`Decisions per game: mean ${r.meanDecisions.toFixed(1)}`);
  return lines;
}
