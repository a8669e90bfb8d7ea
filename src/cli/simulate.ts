import { playout } from '../core/playout.js';
import { parseCommand, parseConfig, parseInteger, positionals, UsageError, splitConfigFlags, checkConfigFlags } from './args.js';
import { findGame } from './catalog.js';
import type { CliIo } from './io.js';

/** The summary `simulate` prints (as JSON with `--json`). */
export interface SimulationSummary {
  game: string;
  version: string;
  config: Record<string, unknown>;
  seed: number;
  games: number;
  /** Games that hit `--max-steps` before ending. */
  unfinished: number;
  steps: { mean: number; min: number; max: number };
  /** Games won by each seat (a shared win counts for every winner). */
  wins: Record<string, number>;
  /** Finished games that nobody won. */
  noWinner: number;
  meanScores: Record<string, number>;
  reasons: Record<string, number>;
  seconds: number;
  gamesPerSecond: number;
}

/** `simulate <game> --games N`: plays N seeded random games and summarizes them. */
export function simulate(args: string[], io: CliIo): number {
  const options = {
    games: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    config: { type: 'string' },
    'max-steps': { type: 'string' },
    trusted: { type: 'boolean' },
    json: { type: 'boolean' },
  } as const;
  // other `--flag value` pairs are config keys, as in `play`
  const split = splitConfigFlags(args, options);
  const { values, positionals: found } = parseCommand(split.args, options);
  const [id] = positionals(found, ['game']);
  const game = findGame(id!);
  if (values.games === undefined) throw new UsageError('simulate needs --games N');
  const count = parseInteger('games', values.games, 0, 1);
  const seed = parseInteger('seed', values.seed, 1);
  const maxSteps = parseInteger('max-steps', values['max-steps'], 100_000, 1);
  checkConfigFlags(split.flags, game.schemas.config, game.id);
  const config = { ...parseConfig(values.config, values.players), ...split.flags };
  const seats = game.players(config);

  const s: SimulationSummary = {
    game: game.id,
    version: game.version,
    config,
    seed,
    games: count,
    unfinished: 0,
    steps: { mean: 0, min: Infinity, max: 0 },
    wins: Object.fromEntries(seats.map((p) => [p, 0])),
    noWinner: 0,
    meanScores: Object.fromEntries(seats.map((p) => [p, 0])),
    reasons: {},
    seconds: 0,
    gamesPerSecond: 0,
  };
  const start = io.now();
  let lastDraw = -Infinity;
  let finished = 0;
  for (let i = 0; i < count; i++) {
    const p = playout(game, { config, seed: seed + i, maxSteps, trusted: values.trusted === true });
    s.steps.mean += p.steps / count;
    s.steps.min = Math.min(s.steps.min, p.steps);
    s.steps.max = Math.max(s.steps.max, p.steps);
    if (!p.result) s.unfinished++;
    else {
      finished++;
      for (const w of p.result.winners) s.wins[w] = (s.wins[w] ?? 0) + 1;
      if (p.result.winners.length === 0) s.noWinner++;
      for (const [seat, score] of Object.entries(p.result.scores)) s.meanScores[seat] = (s.meanScores[seat] ?? 0) + score;
      s.reasons[p.result.reason] = (s.reasons[p.result.reason] ?? 0) + 1;
    }
    if (io.showProgress && (io.now() - lastDraw > 100 || i === count - 1)) {
      lastDraw = io.now();
      io.progress(bar(i + 1, count));
    }
  }
  for (const seat of Object.keys(s.meanScores)) s.meanScores[seat] = finished > 0 ? s.meanScores[seat]! / finished : 0;
  s.seconds = (io.now() - start) / 1000;
  s.gamesPerSecond = s.seconds > 0 ? count / s.seconds : 0;
  if (values.json) io.out(JSON.stringify(s, null, 2));
  else for (const line of describeSummary(s)) io.out(line);
  return 0;
}

function bar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`;
}

function round(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

function describeSummary(s: SimulationSummary): string[] {
  const lines = [
    `${s.game} v${s.version}: ${s.games} games from seed ${s.seed}, config ${JSON.stringify(s.config)}`,
    `Steps per game: mean ${round(s.steps.mean)}, min ${s.steps.min}, max ${s.steps.max}`,
    `Wins: ${Object.entries(s.wins).map(([p, n]) => `${p} ${n}`).join(', ')}${s.noWinner > 0 ? `, nobody ${s.noWinner}` : ''}`,
    `Mean scores: ${Object.entries(s.meanScores).map(([p, x]) => `${p} ${round(x)}`).join(', ')}`,
    `End reasons: ${Object.entries(s.reasons).map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
  ];
  if (s.unfinished > 0) lines.push(`Unfinished (hit --max-steps): ${s.unfinished}`);
  lines.push(`Time: ${s.seconds.toFixed(2)} s, ${round(s.gamesPerSecond)} games/s`);
  return lines;
}
