import type { Player } from '../types.js';

/**
 * Which entry plays each seat in game `index`: seat `j` gets entry `(index + j) mod k`, so that
 * over `k` consecutive games every entry sits in every seat position equally often.
 */
export function seating(seats: readonly Player[], entries: number, index: number): number[] {
  return seats.map((_, j) => (index + j) % entries);
}
