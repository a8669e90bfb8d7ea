import type { SyncBot } from '../core/bots.js';
import type { PigAction } from './example-pig.js';

/**
 * Secret Pig's heuristic bot: hold once the turn total reaches `holdAt` (default 20, the classic rule of Pig), else roll.
 * Its choices need no randomness.
 */
export function pigHeuristic(holdAt = 20): SyncBot<PigAction, any> {
  return {
    name: `pig-heuristic(${holdAt})`,
    choose({ view, legal }) {
      const { turnTotal } = view as { turnTotal: number };
      const hold = turnTotal >= holdAt ? legal.find((a) => a.type === 'hold') : undefined;
      return hold ?? legal.find((a) => a.type === 'roll') ?? legal[0]!;
    },
  };
}
