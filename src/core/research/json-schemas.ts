import * as z from 'zod/mini';
import { simulationRowSchema } from './row.js';
import { simulationSummarySchema } from './summary.js';

/**
 * JSON Schemas (draft 2020-12) of `simulate`'s rows (`--jsonl`) and summaries (`--json`), for
 * tools outside JavaScript. The package ships them as `protest-rules/schemas/simulation-row.schema.json`
 * and `protest-rules/schemas/simulation-summary.schema.json`.
 */
export function simulationJsonSchemas(): { row: Record<string, unknown>; summary: Record<string, unknown> } {
  const opts = { unrepresentable: 'any', target: 'draft-2020-12' } as const;
  return {
    row: z.toJSONSchema(simulationRowSchema, opts) as Record<string, unknown>,
    summary: z.toJSONSchema(simulationSummarySchema, opts) as Record<string, unknown>,
  };
}
