import { canonicalJson } from '../json.js';
import type { SimulationRow } from './row.js';
import { seedAt, seedDistance } from './seeds.js';
import { SummaryBuilder, type SimulationSummary } from './summary.js';

/** Parts that cannot be merged: another game, rules version or config, or seeds that overlap or leave a gap. */
export class MergeError extends Error {}

interface Run {
  readonly game: string;
  readonly version: string;
  readonly config: unknown;
  readonly seed: number | string;
  readonly games: number;
}

/** The runs in seed order, checked to be one game, version and config with back-to-back seeds. */
function inOrder<T extends Run>(runs: readonly T[]): T[] {
  if (runs.length === 0) throw new MergeError('nothing to merge');
  const sorted = [...runs].sort((a, b) => Math.sign(seedDistance(a.seed, b.seed)));
  const [first] = sorted;
  sorted.forEach((run, i) => {
    if (run.game !== first!.game || run.version !== first!.version) throw new MergeError(`cannot merge ${run.game} v${run.version} with ${first!.game} v${first!.version}`);
    if (canonicalJson(run.config) !== canonicalJson(first!.config)) throw new MergeError(`cannot merge config ${canonicalJson(run.config)} with ${canonicalJson(first!.config)}`);
    const previous = sorted[i - 1];
    if (previous && seedDistance(run.seed, seedAt(previous.seed, previous.games)) !== 0) {
      throw new MergeError(`seeds are not back to back: ${previous.games} games from ${previous.seed}, then games from ${run.seed}`);
    }
  });
  return sorted;
}

/**
 * The summary of one run from the summaries of its shards (any order): exact, as the summaries
 * carry their totals. `seconds` and `workers` add up (the speeds are then per worker-set).
 */
export function mergeSummaries(summaries: readonly SimulationSummary[]): SimulationSummary {
  const sorted = inOrder(summaries);
  const first = sorted[0]!;
  const builder = new SummaryBuilder({ ...first, seats: Object.keys(first.wins) });
  for (const s of sorted) builder.addSummary(s);
  const sum = (f: (s: SimulationSummary) => number) => sorted.reduce((t, s) => t + f(s), 0);
  return builder.summary(sum((s) => s.seconds), sum((s) => s.workers));
}

/** The summary of one run from its rows (any order; each seed once, back to back), given the game's seats. */
export function summarizeRows(rows: readonly SimulationRow[], seats: readonly string[]): SimulationSummary {
  const sorted = inOrder(rows.map((row) => ({ ...row, games: 1, row })));
  const builder = new SummaryBuilder({ ...sorted[0]!, seats });
  for (const { row } of sorted) builder.add(row);
  const seconds = rows.reduce((t, r) => t + (r.ms ?? 0), 0) / 1000;
  return builder.summary(seconds, 1);
}
