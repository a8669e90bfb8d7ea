import type { GameResult } from '../../core/types.js';
import { gameResult } from './rules/scoring.js';
import { variantResult } from './rules/variants/result.js';
import type { FreeAtLastState } from './state/schema.js';

/** The final result (the variant's, 23.1–23.3, or the basic game's), or null while the game runs. */
export const resultOf = (s: FreeAtLastState): GameResult | null => (s.phase === 'game-over' ? (variantResult(s) ?? gameResult(s)) : null);
