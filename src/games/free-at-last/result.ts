import type { GameResult } from '../../core/types.js';
import type { Organization } from './data/schema.js';
import { gameResult } from './rules/scoring.js';
import { variantResult } from './rules/variants/result.js';
import type { FreeAtLastState } from './schema.js';

/** Every end-reason code Free at Last gives: the basic game's (1.1, 1.6, 21.1) and the variants' (23.1–23.3). */
export const freeAtLastEndCodes = ['seggie', 'final-scoring', 'final-scoring-tie', 'team-scoring', 'team-tie', 'coop-victory', 'coop-defeat', 'solitaire-survival'] as const;

/** A Free at Last end-reason code. */
export type FreeAtLastEndCode = (typeof freeAtLastEndCodes)[number];

/** The final result (the variant's, 23.1–23.3, or the basic game's), or null while the game runs. */
export const resultOf = (s: FreeAtLastState): GameResult<Organization, FreeAtLastEndCode> | null =>
  // the scoring rules name their codes as strings: test/core/spaces.test.ts checks each is one of these
  s.tasks.length === 0 ? ((variantResult(s) ?? gameResult(s)) as GameResult<Organization, FreeAtLastEndCode>) : null;
