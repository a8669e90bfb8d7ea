import { MergeError, mergeSummaries, summarizeRows } from '../core/research/merge.js';
import { simulationRowSchema, type SimulationRow } from '../core/research/row.js';
import { simulationSummarySchema, type SimulationSummary } from '../core/research/summary.js';
import { parseCommand, UsageError } from './args.js';
import { findGame } from './catalog.js';
import type { CliIo } from './io.js';
import { describeSummary } from './simulate.js';

/** One file as a summary: a `--json` summary as it is, `--jsonl` rows summarized. */
function summaryOf(path: string, text: string): SimulationSummary {
  const trimmed = text.trim();
  if (trimmed.startsWith('{') && !trimmed.includes('\n{')) {
    const parsed = simulationSummarySchema.safeParse(JSON.parse(trimmed));
    if (parsed.success) return parsed.data;
  }
  const rows: SimulationRow[] = trimmed.split('\n').map((line, i) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      throw new UsageError(`${path}:${i + 1}: not JSON (merge takes simulate --jsonl rows or a --json summary)`);
    }
    const row = simulationRowSchema.safeParse(json);
    if (!row.success) throw new UsageError(`${path}:${i + 1}: not a simulate row nor summary: ${row.error.issues[0]!.path.join('.')}: ${row.error.issues[0]!.message}`);
    return row.data;
  });
  const game = findGame(rows[0]!.game);
  return summarizeRows(rows, game.players(rows[0]!.config));
}

/**
 * `merge FILE…`: the summary of one run from the rows (`simulate --jsonl`) or summaries
 * (`simulate --json`) of its shards, in any order: exactly the one-run summary bar the timings.
 */
export function merge(args: string[], io: CliIo): number {
  const { values, positionals: files } = parseCommand(args, { json: { type: 'boolean' } });
  if (files.length === 0) throw new UsageError('merge needs at least one file of rows or a summary');
  let merged: SimulationSummary;
  try {
    merged = mergeSummaries(files.map((f) => summaryOf(f, io.readFile(f))));
  } catch (e) {
    if (e instanceof MergeError) throw new UsageError(e.message);
    throw e;
  }
  if (values.json) io.out(JSON.stringify(merged, null, 2));
  else for (const line of describeSummary(merged)) io.out(line);
  return 0;
}
